/**
 * Setting up a deal. Belote rules (FFB "Règles officielles de la Belote" §3): 32 cards; first part,
 * from the eldest in playing order, 3 cards to each seat then 2 (option `packets`: or 2 then 3),
 * 5 each; the 21st card is turned face up (la retourne); once a seat takes, the second part: the
 * taker receives the turned card, then from the eldest 3 cards to each seat but 2 to the taker.
 * A seeded deal shuffles the deck (`dealFromSeed`: 4 hands of 5, the 12 others the rest of the pack
 * from the top), which gives each seat a uniform share in the same shape as the packets; or, with
 * the `table` procedure, deals as at the table (`beloteTableRules`: the cut, the packets of the
 * first part from the eldest, the rest of the pack in order, the turned card on top).
 * An explicit deal names each seat's 5 cards and the rest of the pack from the top (the turned card
 * first): `{ hands, pack }`; or, dealt from a physical pack, the pack and the cut: `{ order, cut }`.
 */
import type { Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import { left, mapRight, right, type Either } from '../../kernel/either.js';
import { dealtCards, dealtHands } from '../../kernel/deal.js';
import { ruleError } from '../../kernel/errors.js';
import { setupWith, type SetupOf } from '../../family/deal.js';
import type { NamedTableDeal, TableRules } from '../../kernel/table-deal.js';
import { beloteDeck } from './cards.js';
import { parseBeloteOptions, type BeloteOptions, type BeloteOptionsInput } from './options.js';
import type { BeloteState } from './state.js';
import { playStart } from '../../family/state.js';
import { stateFromFacts } from './facts.js';
import type { BeloteError } from './step.js';

/** Cards each seat receives in the first part of the deal. */
export const FIRST_PART = 5;
/** The cards left in the pack after the first part: the turned card and the 11 of the second part. */
export const PACK_REST = 12;

/** An explicit deal: each seat's five cards of the first part, and the rest of the pack from the top (the turned card first). */
export interface BeloteDeal {
  readonly hands: readonly (readonly string[])[];
  readonly pack: readonly string[];
}

/**
 * A physical deal (Belote and Coinche): the pack from the top (32 card names) before the cut, and
 * the number of cards the cut lifts (at least 3 on each side); dealt by the table rules.
 */
export type BeloteTableDeal = NamedTableDeal;

/** What Belote's `setup` accepts as an explicit deal: the hands and the pack, or a physical deal. */
export type BeloteDealInput = BeloteDeal | BeloteTableDeal;

const LAYOUT = { hands: 4, handSize: FIRST_PART, extra: PACK_REST } as const;

/** A `packets` option (`'3-2'`, Coinche's `'3-2-3'`, …) as the packet of each round: `[3, 2]`. */
export const packetRounds = (packets: string): number[] => packets.split('-').map(Number);

/** Cards the cut leaves on each side at least (FFB belote book §3.3, contrée book §3.3). */
export const MIN_CUT = 3;

/**
 * How Belote is dealt at the table (FFB belote book §3.3–3.4): the dealer's left-hand neighbour
 * cuts, leaving at least 3 cards on each side; from the eldest (the dealer's right) in playing
 * order, a packet of 3 to each seat then 2 (`packets: '2-3'`: 2 then 3); the 12 other cards stay
 * in the pack, the turned card on top, for the second part (`bidding.ts`).
 */
export const beloteTableRules = (packets: BeloteOptions['packets']): TableRules => ({
  hands: 4,
  handSize: FIRST_PART,
  packet: packetRounds(packets),
  extra: 0,
  minCut: MIN_CUT,
  stock: PACK_REST,
});

/** A fresh deal from each seat's first five cards and the rest of the pack. */
export function initialState(
  options: BeloteOptions,
  hands: readonly (readonly Card[])[],
  pack: readonly Card[],
): BeloteState {
  return {
    options,
    phase: 'first-round',
    hands: hands.map((h) => setOf(4, h)),
    pack: pack.slice(),
    dealt: { hands: hands.map((h) => h.slice()), pack: pack.slice() },
    turned: pack[0]!,
    speech: [],
    taker: null,
    trump: null,
    strain: null,
    ...playStart(options.dealer),
    calls: [0, 0, 0, 0],
    voids: [0, 0, 0, 0],
    trumpCeiling: [9, 9, 9, 9],
    annulled: false,
  };
}

/** An explicit deal read and checked: 4 hands of 5 and a pack of 12, every card of the deck once. */
function parseDeal(deal: unknown): Either<BeloteError, { hands: Card[][]; pack: Card[] }> {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal))
    return left(ruleError('setup/bad-deal', 'A Belote deal is { hands: string[4][5], pack: string[12] }.'));
  const { hands, pack } = deal as { hands?: unknown; pack?: unknown };
  if (Object.keys(deal).sort().join(',') !== 'hands,pack')
    return left(ruleError('setup/bad-deal', 'A Belote deal is { hands: string[4][5], pack: string[12] }.'));
  const seen = new Set<Card>();
  const h = dealtHands(beloteDeck, hands, 4, FIRST_PART, seen);
  if (h._tag === 'Left') return h;
  const p = dealtCards(beloteDeck, pack, PACK_REST, 'the pack', null, seen);
  if (p._tag === 'Left') return p;
  return right({ hands: h.right, pack: p.right });
}

/** `setup`: the options, then the source (a seed, or an explicit deal). */
export const setupDeal: SetupOf<BeloteOptionsInput, BeloteDealInput, BeloteError, BeloteState> =
  /* @__PURE__ */ setupWith(parseBeloteOptions, (o) => ({
    dealing: { deck: beloteDeck, layout: LAYOUT, table: beloteTableRules(o.packets) },
    seeded: (dealt) => initialState(o, dealt.hands, dealt.extra),
    explicit: (deal) => mapRight(parseDeal(deal), (read) => initialState(o, read.hands, read.pack)),
    position: (facts) => stateFromFacts(o, facts),
  }));
