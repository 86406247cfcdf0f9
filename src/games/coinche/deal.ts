/**
 * Setting up a Coinche deal (FFB contrée book §3.3–3.4): the dealer deals all 32 cards, 8 to each
 * seat from the eldest, in packets (option `packets`: 3-2-3, 3-3-2, 2-3-3 or 4-4). A seeded deal
 * shuffles the deck (`dealFromSeed`: 4 hands of 8), which gives each seat a uniform share whatever
 * the packets, or with the `table` procedure deals as at the table (`coincheTableRules`: the cut,
 * then the packets). An explicit deal names each seat's 8 cards: `{ hands }`, or gives a physical
 * pack and its cut, dealt by the same table rules: `{ order, cut }`. Nothing is turned: the
 * auction (`auction.ts`) starts from the eldest.
 */
import type { Card } from '../../kernel/card.js';
import { left, mapRight, type Either } from '../../kernel/either.js';
import { dealtHands } from '../../kernel/deal.js';
import { ruleError } from '../../kernel/errors.js';
import type { TableRules } from '../../kernel/table-deal.js';
import { beloteDeck } from '../belote/cards.js';
import { setupWith, type SetupOf } from '../../family/deal.js';
import { initialState, MIN_CUT, packetRounds, type BeloteTableDeal } from '../belote/deal.js';
import { withState } from '../belote/step.js';
import { startAuction } from './auction.js';
import {
  cardPlayOptions,
  parseCoincheRulesOptions,
  type CoincheRulesOptions,
  type CoincheRulesOptionsInput,
} from './options.js';
import type { CoincheState } from './state.js';
import { coincheStateFromFacts } from './facts.js';
import type { CoincheError } from './step.js';

/** Cards each seat holds once dealt. */
export const HAND_SIZE = 8;

/** An explicit deal: each seat's eight cards. */
export interface CoincheDeal {
  readonly hands: readonly (readonly string[])[];
}

/** What Coinche's `setup` accepts as an explicit deal: the hands, or a physical deal `{ order, cut }` (Belote's). */
export type CoincheDealInput = CoincheDeal | BeloteTableDeal;

const LAYOUT = { hands: 4, handSize: HAND_SIZE, extra: 0 } as const;

/**
 * How Coinche is dealt at the table (FFB contrée book §3.3–3.4): the dealer's left-hand neighbour
 * cuts, leaving at least 3 cards on each side; all 32 cards from the eldest in playing order, a
 * packet to each seat round by round as `packets` says (`'3-2-3'`: 3, then 2, then 3).
 */
export const coincheTableRules = (packets: CoincheRulesOptions['packets']): TableRules => ({
  hands: 4,
  handSize: HAND_SIZE,
  packet: packetRounds(packets),
  extra: 0,
  minCut: MIN_CUT,
});

/** A fresh deal from each seat's eight cards: the auction about to start. */
export function coincheInitialState(options: CoincheRulesOptions, hands: readonly (readonly Card[])[]): CoincheState {
  // Belote's state with no turned card and an empty pack: every card is in a hand
  const play = withState(initialState(cardPlayOptions(options), hands, []), { turned: -1 });
  return { options, auction: startAuction(options.dealer), contract: null, passedOut: false, play };
}

const BAD_DEAL = 'A Coinche deal is { hands: string[4][8] }.';

/** An explicit deal read and checked: 4 hands of 8, every card of the deck once. */
function parseDeal(deal: unknown): Either<CoincheError, Card[][]> {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal) || Object.keys(deal).join() !== 'hands')
    return left(ruleError('setup/bad-deal', BAD_DEAL));
  return dealtHands(beloteDeck, (deal as { hands?: unknown }).hands, 4, HAND_SIZE, new Set<Card>());
}

/** `setup`: the options, then the source (a seed, or an explicit deal: the family's `fromSource`). */
export const setupCoinche: SetupOf<CoincheRulesOptionsInput, CoincheDealInput, CoincheError, CoincheState> =
  /* @__PURE__ */ setupWith(parseCoincheRulesOptions, (o) => ({
    dealing: { deck: beloteDeck, layout: LAYOUT, table: coincheTableRules(o.packets) },
    seeded: (dealt) => coincheInitialState(o, dealt.hands),
    explicit: (deal) => mapRight(parseDeal(deal), (hands) => coincheInitialState(o, hands)),
    position: (facts) => coincheStateFromFacts(o, facts),
  }));
