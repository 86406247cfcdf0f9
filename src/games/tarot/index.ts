/** French Tarot (and its Goulash mode): the ruleset and its public types. */
export { goulash, makeTarot, tarot, type TarotTypes } from './rules.js';
export type { TarotAction, TarotEvent, TarotState } from './state.js';
export type {
  TarotAnnulledEvent,
  TarotBidEvent,
  TarotContractEvent,
  TarotGoulashEvent,
  TarotCalledEvent,
  TarotChienShownEvent,
  TarotDiscardedEvent,
  TarotTrumpDiscardedEvent,
  TarotEcartDoneEvent,
  TarotChelemEvent,
  TarotPoigneeAnnouncedEvent,
  TarotTrumpShownEvent,
  TarotPoigneeEvent,
  TarotPlayedEvent,
  TarotPartnerRevealedEvent,
  TarotTrickEvent,
  TarotDealOverEvent,
} from './state.js';
export { parseTarotOptions, tarotOptions, type TarotOptions, type TarotOptionsInput } from './options.js';
export type { TarotBidView, TarotPoigneeView, TarotView } from './view.js';
export type { TarotAnnulledResult, TarotClassicResult, TarotGoulashResult, TarotResult } from './settle.js';
export type { TarotDeal } from './deal.js';
export type { TarotErrorCode } from './step.js';
