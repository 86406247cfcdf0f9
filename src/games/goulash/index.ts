/**
 * `goulash`: the Tarot deal everybody passed, each for themselves (seeds 000/001, RULINGS.md
 * "Goulash"). It is the Tarot ruleset in its Goulash mode: no bidding, the chien unseen all deal
 * and given to the last trick's winner, the Excuse exchange per player, option
 * `excuseOnLastTrick`, no poignée, chelem or petit au bout; settled by `goulashNets`.
 */
import { makeTarot, type TarotTypes } from '../tarot/index.js';
import type { Ruleset } from '../../kernel/ruleset.js';

/**
 * Goulash (id `'goulash'`): the Tarot deal everybody passed, each for themselves. The Tarot
 * ruleset in its Goulash mode (same options; `mode` can only be `'goulash'`); rules:
 * docs/rules/goulash.md.
 */
export const goulash: Ruleset<TarotTypes> = makeTarot('goulash', 'goulash');
