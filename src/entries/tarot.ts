/** `atout/tarot`: French Tarot for 3, 4 and 5 players. */
export * from '../games/tarot/cards.js';
export { tarot, makeTarot, tarotOptions } from '../games/tarot/index.js';
export type {
  TarotAction,
  TarotDeal,
  TarotErrorCode,
  TarotEvent,
  TarotOptions,
  TarotOptionsInput,
  TarotResult,
  TarotState,
  TarotTypes,
  TarotView,
} from '../games/tarot/index.js';
export {
  scoreDeal,
  CONTRACTS,
  MULTIPLIER,
  POIGNEE_SIZES,
  POIGNEE_BONUS,
  TARGET_BY_OUDLERS,
} from '../games/tarot/scoring.js';
export type { Contract, DealFacts, PoigneeSize, TarotBreakdown, TarotDealScore } from '../games/tarot/scoring.js';
export { tarotMatch } from '../games/tarot/match.js';
export { tarotScoreSheet, tarotScoreSheetSchema } from '../games/tarot/scoresheet.js';
export type { TarotScoreSheetInput } from '../games/tarot/scoresheet.js';
export { BIDS, PHASES } from '../games/tarot/state.js';
export type { Annulment, Bid, Phase, PoigneeShown, TrickRecord } from '../games/tarot/state.js';
export { formatTarotPosition, parseTarotPosition, tarotPosition } from '../games/tarot/position.js';
export { tarotActionSchema } from '../games/tarot/action-schema.js';
