/**
 * `goulashMatch` (id `goulash-match`): a whole match played as Goulash, no bidding (seeds 000/001:
 * "alle Hände werden direkt als Goulash gespielt"), running totals of the nets, option `deals`.
 */
import { makeMatch } from '../../match/match.js';
import { tarotMatchPolicy } from '../tarot/match.js';
import { goulash } from './index.js';

/** A Goulash match (`id: 'goulash-match'`): every deal a Goulash, nets summed. */
export const goulashMatch = makeMatch(goulash, tarotMatchPolicy('goulash-match', 'goulash'));
