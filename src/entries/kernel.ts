/**
 * The building blocks for writing a game against atout's ruleset contract (docs/adding-a-game.md):
 * decks and card sets, seats, seeded dealing, tricks and the follow chain (follow suit, trump,
 * overtrump…), explaining a refusal, sampling the hidden cards, the ruleset contract's parts, the
 * match wrapper and the reference play-out a fast one is tested against. The example game
 * `examples/whist/` is written with these and the package root only.
 *
 * @module atout/kernel
 */

// Either and errors.
export { left, right } from '../kernel/either.js';
export { ruleError, type RuleErrorOf } from '../kernel/errors.js';
export type {
  CardDetail,
  DetailOf,
  ErrorDetails,
  OpenDetail,
  PlayRefusalDetail,
  TarabishBidDetail,
  TarotBidTooLowDetail,
  TurnDetail,
} from '../kernel/error-details.js';

// Decks, cards and card sets.
export { defineDeck, cardId, wordOf, bitOf, isCardOf, type CardSpec, type DeckSpec } from '../kernel/card.js';
export * as cardset from '../kernel/cardset.js';
export type { CardSet } from '../kernel/cardset.js';

// Seats.
export { nextSeat, seatAfter, isSeat, type BySeat } from '../kernel/seat.js';

// Seeded dealing.
export { deriveSeed, type BadSeed } from '../kernel/seed.js';
export {
  dealFromSeed,
  dealtCards,
  dealtHands,
  DEAL_PROCEDURES,
  type Deal,
  type DealLayout,
  type DealListError,
  type DealProcedure,
} from '../kernel/deal.js';
export {
  dealAtTable,
  dealFromSeedAtTable,
  tableDealOfSeed,
  type NamedTableDeal,
  type TableDeal,
  type TableHands,
  type TableRules,
} from '../kernel/table-deal.js';
export { cutForDealer, DEALER_CUT_INDEX, type CutDraw, type DealerCut } from '../kernel/dealer-cut.js';

// Tricks and the follow chain.
export {
  winningIndex,
  ledSuit,
  highestTrump,
  trickRanking,
  trickSoFar,
  TrickRanking,
  TrickSoFar,
  TRICK_SO_FAR_WORDS,
  type PlayedTrick,
  type TrickRules,
} from '../kernel/trick.js';
export {
  obligation,
  checkPlay,
  decide,
  decideInto,
  allowedBits,
  allowedCards,
  allows,
  followChain,
  FollowChain,
  Decided,
  type Decision,
  PLAY_RULES,
  PARTNER_EXCEPTIONS,
  type PartnerException,
  type FollowRules,
  type FollowSituation,
  type Obligation,
  type PlayRule,
  type PlayErrorCode,
} from '../kernel/follow.js';
export type { PlayView, TrickView, FinishedTrickView, SeatInference } from '../kernel/view.js';
export { inferencesView, inferencesSchema, viewerOf } from '../kernel/view.js';
export type { PositionErrorCode } from '../kernel/codes.js';
export { explainForSeat, type ExplainRules } from '../kernel/explain.js';
export { actionReader, UnreadableAction } from '../kernel/action-object.js';

// Sampling the hidden cards.
export {
  assignHidden,
  checkedSample,
  placesOf,
  swapHidden,
  type AssignOptions,
  type HiddenSlot,
} from '../kernel/sample.js';

// The ruleset contract's parts.
export type {
  Audit,
  BaseResult,
  Codec,
  CodeOf,
  ErrorOf,
  History,
  OptionsInputOf,
  PositionOf,
  RuleQueries,
  RuleQuery,
  RuleQueryName,
  Source,
  Traits,
} from '../kernel/ruleset.js';
export { QUERY_ERROR_CODES, type LegalPlaysAnswer, type QueryErrorCode, type TrickCard } from '../kernel/query.js';
// Positions from facts: the checks every game's facts share.
export {
  checkHandSizes,
  checkVoids,
  noHistory,
  placeCards,
  trickLeader,
  wholeTricks,
  type FactsError,
  type FactsErrorCode,
  type Place,
  type TrickPlay,
} from '../kernel/facts.js';
export type { PositionNotation } from '../kernel/position.js';

// A game's parts for generic tools and apps (its deal, match, schemas, notation and presets), and
// for the bots (its heuristic and the solver's board on the `Board` contract).
export {
  defineGame,
  defineGameBots,
  findGameBots,
  findGame,
  gamePresets,
  gameRulesets,
  partsById,
  type GameChoice,
  type GameEntry,
  type GameParts,
  type GamePreset,
  type GameBots,
  type GameBotParts,
  type BoardRefusal,
} from '../kernel/game.js';
export type { Board } from '../kernel/board.js';
// A `worldCost` from the auction: the calls replayed against the game's heuristic.
export { callsCost, type AuctionReplay, type CallSaid } from '../kernel/policy.js';

// Matches and play-outs.
export {
  makeMatch,
  type MatchPolicy,
  type MatchTypes,
  type MatchDealStartEvent,
  type MatchDealOverEvent,
  type MatchOverEvent,
} from '../match/match.js';
export { playoutByApi } from '../oracle/playout.js';
