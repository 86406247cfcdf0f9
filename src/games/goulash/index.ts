/**
 * `goulash`: the Tarot deal everybody passed, each for themselves. It is the Tarot ruleset in its
 * Goulash mode: no bidding, the chien unseen all deal and given to the last trick's winner, the
 * Excuse exchange per player, option `excuseOnLastTrick`, no poignée, chelem or petit au bout;
 * settled by `goulashNets`.
 */
export { goulash } from '../tarot/rules.js';
export { goulashMatch } from './match.js';
