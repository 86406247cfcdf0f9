/**
 * `goulashMatch` (id `goulash-match`): a whole match played as Goulash, no bidding (every hand is
 * played directly as a Goulash), running totals of the nets, option `deals`.
 */
import { makeMatch } from '../../match/match.js';
import { tarotMatchPolicy } from '../tarot/match.js';
import { goulash } from '../tarot/rules.js';

/** The policy of `goulashMatch`: Tarot's, every deal a Goulash. */
export const GOULASH_MATCH_POLICY = tarotMatchPolicy('goulash-match', 'goulash');

/** A Goulash match (`id: 'goulash-match'`): every deal a Goulash, nets summed. */
export const goulashMatch = makeMatch(goulash, GOULASH_MATCH_POLICY);
