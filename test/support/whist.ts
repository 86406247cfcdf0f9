/**
 * A small test-only ruleset: plain whist-like tricks on a 32-card deck, four players in two
 * partnerships, hearts trumps, follow / trump / overtrump. It proves the conformance harness: the
 * sound version passes, and each deliberate flaw makes the harness fail with its own check.
 */
import { z } from 'zod';
import {
  assignHidden,
  cardId,
  cardset as cs,
  checkPlay,
  createRng,
  defineDeck,
  explainForSeat,
  isCardOf,
  isSeat,
  ledSuit,
  left,
  mapRight,
  nextSeat,
  obligation,
  parseCard,
  parseSeed,
  right,
  ruleError,
  viewerOf,
  winningIndex,
  wordOf,
  type Card,
  type CardSet,
  type Either,
  type Explanation,
  type FollowRules,
  type Ruleset,
  type RuleError,
  type Seat,
} from '../../src/kernel/index.js';

const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['S', 'H', 'D', 'C'];
export const whistDeck = defineDeck(
  'whist32',
  4,
  SUITS,
  SUITS.flatMap((s, w) => RANKS.map((r, b) => ({ id: cardId(w, b), name: `${r}${s}` }))),
);
const TRUMP = 1;
const POINTS = [0, 0, 0, 0, 1, 2, 3, 4];
const pointsOf = (c: Card): number => POINTS[c & 31]!;

export type Flaw =
  | 'none'
  | 'mutates'
  | 'lax-follow'
  | 'leaky-view'
  | 'lenient-view'
  | 'leaky-explain'
  | 'leaky-refusal'
  | 'loses-cards'
  | 'unsorted'
  | 'not-zero-sum'
  | 'accepts-illegal';

const optionsSchema = z.strictObject({ dealer: z.number().int().min(0).max(3).default(0) });
type Options = z.output<typeof optionsSchema>;

export interface WhistState {
  readonly options: Options;
  readonly hands: readonly CardSet[];
  readonly leader: Seat;
  readonly trick: readonly Card[];
  readonly won: readonly (readonly Card[])[];
  readonly voids: readonly number[];
  readonly tricks: number;
}
export type WhistAction = { readonly type: 'play'; readonly card: Card };
type WhistEvent = { readonly type: 'played'; readonly audience: 'all'; readonly seat: Seat; readonly card: string };

const viewSchema = z.strictObject({
  seat: z.union([z.number().int(), z.literal('spectator')]),
  hand: z.array(z.string()),
  handSizes: z.array(z.number().int()),
  trick: z.array(z.string()),
  leader: z.number().int(),
  tricksWon: z.array(z.number().int()),
});
type WhistView = z.output<typeof viewSchema>;
type WhistResult = {
  readonly scores: readonly number[];
  readonly annulled: boolean;
  readonly points: readonly number[];
};

interface WhistTypes {
  readonly options: Options;
  readonly optionsInput: z.input<typeof optionsSchema>;
  readonly state: WhistState;
  readonly action: WhistAction;
  readonly event: WhistEvent;
  readonly view: WhistView;
  readonly result: WhistResult;
  readonly deal: readonly (readonly string[])[];
}

const follow: FollowRules = {
  trump: TRUMP,
  wild: cs.emptySet(4),
  trumpPower: (c) => c & 31,
  plainPower: (c) => c & 31,
  beatTrumpLead: false,
  mustTrump: true,
  overtrump: true,
  undertrump: false,
  partnerException: false,
};

const actor = (s: WhistState): Seat | 'done' => (s.tricks === 8 ? 'done' : (s.leader + s.trick.length) % 4);

export function makeWhist(flaw: Flaw = 'none'): Ruleset<WhistTypes> {
  const ob = (s: WhistState, seat: Seat) => obligation({ hand: s.hands[seat]!, trick: s.trick }, follow);

  const check = (s: WhistState, a: WhistAction): RuleError | null => {
    const seat = actor(s);
    if (seat === 'done') return ruleError('phase/deal-over', 'The deal is over.');
    if (typeof a !== 'object' || a === null || a.type !== 'play' || !isCardOf(whistDeck, a.card))
      return ruleError('action/malformed', 'Not an action of this game.');
    if (!cs.has(s.hands[seat]!, a.card))
      return ruleError('play/not-in-hand', 'You do not hold that card.', { card: whistDeck.names.get(a.card)! });
    if (flaw === 'lax-follow' || flaw === 'accepts-illegal') return null;
    return checkPlay(whistDeck, ob(s, seat), a.card);
  };

  const applyUnchecked = (s: WhistState, a: WhistAction) => {
    const seat = actor(s) as Seat;
    if (flaw === 'mutates') (s.trick as Card[]).push(a.card);
    const led = ledSuit(s.trick, follow);
    const voids = s.voids.slice();
    if (led !== null && wordOf(a.card) !== led) voids[seat] = voids[seat]! | (1 << led);
    const hands = s.hands.map((h, i) => (i === seat ? cs.remove(h, a.card) : h));
    const trick = flaw === 'mutates' ? s.trick.slice() : [...s.trick, a.card];
    const events: WhistEvent[] = [{ type: 'played', audience: 'all', seat, card: whistDeck.names.get(a.card)! }];
    if (trick.length < 4) return { state: { ...s, hands, trick, voids }, events };
    const w = (s.leader + winningIndex(trick, follow)) % 4;
    const won = s.won.map((p, i) => (i === w && flaw !== 'loses-cards' ? [...p, ...trick] : p));
    return { state: { ...s, hands, trick: [], won, voids, leader: w, tricks: s.tricks + 1 }, events };
  };

  const legal = (s: WhistState): WhistAction[] => {
    const seat = actor(s);
    if (seat === 'done') return [];
    const allowed = flaw === 'lax-follow' ? s.hands[seat]! : ob(s, seat).allowed;
    const list = cs.toArray(allowed).map((card) => ({ type: 'play' as const, card }));
    return flaw === 'unsorted' ? list.reverse() : list;
  };

  const fromDeal = (options: Options, hands: readonly (readonly Card[])[]): WhistState => ({
    options,
    hands: hands.map((h) => cs.setOf(4, h)),
    leader: nextSeat(options.dealer, 4),
    trick: [],
    won: [[], [], [], []],
    voids: [0, 0, 0, 0],
    tricks: 0,
  });

  const teamPoints = (s: WhistState): number[] =>
    [0, 1].map((t) => [t, t + 2].reduce((a, seat) => a + s.won[seat]!.reduce((x, c) => x + pointsOf(c), 0), 0));

  const explain = (s: WhistState, a: WhistAction): Explanation => {
    const e = check(s, a);
    return e ? { legal: false, error: e } : { legal: true, rule: ob(s, actor(s) as Seat).rule };
  };

  return {
    id: 'whist-test',
    version: '1',
    options: optionsSchema,
    traits: { players: [4], deck: whistDeck, cardPointTotal: () => 40, scoreSum: 0, maxActions: () => 32 },
    setup(input, source): Either<RuleError, WhistState> {
      const parsed = optionsSchema.safeParse(input ?? {});
      if (!parsed.success) return left(ruleError('options/invalid', parsed.error.message));
      if ('seed' in source) {
        const seed = parseSeed(source.seed);
        if (seed._tag === 'Left') return seed;
        const perm = createRng(seed.right);
        const cards = whistDeck.cards.slice();
        const hands: Card[][] = [[], [], [], []];
        // a plain deal: shuffle then cut 8 by 8
        for (let i = cards.length - 1; i > 0; i--) {
          const j = perm.below(i + 1);
          [cards[i], cards[j]] = [cards[j]!, cards[i]!];
        }
        cards.forEach((c, i) => hands[Math.floor(i / 8)]!.push(c));
        return right(fromDeal(parsed.data, hands));
      }
      if (!('deal' in source)) return left(ruleError('setup/bad-source', 'The source is { seed } or { deal }.'));
      const hands: Card[][] = [];
      for (const h of source.deal) {
        const cards: Card[] = [];
        for (const t of h) {
          const c = parseCard(whistDeck, t);
          if (c._tag === 'Left') return c;
          cards.push(c.right);
        }
        hands.push(cards);
      }
      return right(fromDeal(parsed.data, hands));
    },
    actor,
    legal,
    apply(s, a) {
      const e = check(s, a);
      return e ? left(e) : right(applyUnchecked(s, a));
    },
    applyUnchecked,
    explain,
    // The leaky flaws answer every seat as if it were the seat to act, or show the refused seat the hand to act.
    explainFor(s, seat, a) {
      if (flaw === 'leaky-explain') return explain(s, a);
      const why = explainForSeat({ actor, players: () => 4, explain }, s, seat, a);
      if (flaw !== 'leaky-refusal' || why.legal || why.error.code !== 'turn/not-your-turn') return why;
      const hand = cs.toArray(s.hands[actor(s) as Seat]!).map((c) => whistDeck.names.get(c)!);
      return { legal: false, error: { ...why.error, detail: { ...why.error.detail, hand } } };
    },
    view(s, asked) {
      // lenient-view: anything that is not a seat sees the spectator's view (not refused)
      const seat = flaw === 'lenient-view' ? (isSeat(asked, 4) ? asked : 'spectator') : viewerOf(asked, 4);
      return {
        seat,
        hand:
          seat === 'spectator'
            ? []
            : cs.toArray(s.hands[flaw === 'leaky-view' ? (seat + 1) % 4 : seat]!).map((c) => whistDeck.names.get(c)!),
        handSizes: s.hands.map(cs.size),
        trick: s.trick.map((c) => whistDeck.names.get(c)!),
        leader: s.leader,
        tricksWon: s.won.map((p) => p.length / 4),
      };
    },
    viewSchema,
    result(s) {
      if (actor(s) !== 'done') return undefined;
      const [a, b] = teamPoints(s) as [number, number];
      const scores = [a - b, b - a, a - b, b - a];
      return { scores: flaw === 'not-zero-sum' ? [a, b, a, b] : scores, annulled: false, points: [a, b] };
    },
    sampleHidden(s, seat, seed) {
      const others = [0, 1, 2, 3].filter((x) => x !== seat);
      const hidden = others.flatMap((o) => cs.toArray(s.hands[o]!)).sort((a, b) => a - b);
      const slots = others.map((o) => ({
        count: cs.size(s.hands[o]!),
        accepts: (c: Card) => ((s.voids[o]! >>> wordOf(c)) & 1) === 0,
      }));
      return mapRight(assignHidden(hidden, slots, createRng(seed)), (dealt) => {
        const hands = s.hands.slice();
        others.forEach((o, i) => (hands[o] = cs.setOf(4, dealt[i]!)));
        return { ...s, hands };
      });
    },
    codec: {
      encode: (a) => `play:${whistDeck.names.get(a.card)}`,
      decode(text) {
        if (typeof text !== 'string' || !text.startsWith('play:'))
          return left(ruleError('codec/bad-action', 'Expected play:<card>.'));
        const c = parseCard(whistDeck, text.slice(5));
        return c._tag === 'Left' ? c : right({ type: 'play', card: c.right });
      },
      id: (a) => a.card,
    },
    players: () => 4,
    settings: (s) => s.options,
    audit(s) {
      const places: Record<string, Card[]> = { trick: s.trick.slice() };
      s.hands.forEach((h, i) => (places[`hand${i}`] = cs.toArray(h)));
      s.won.forEach((p, i) => (places[`won${i}`] = p.slice()));
      return { places, cardPoints: teamPoints(s) };
    },
    candidates: (s) =>
      whistDeck.cards.map((card) => ({ type: 'play' as const, card })).filter(() => actor(s) !== 'done'),
  };
}

/** The naive checker, written straight from the rule text with plain arrays. */
export function naiveWhistLegal(s: WhistState): string[] {
  if (s.tricks === 8) return [];
  const seat = (s.leader + s.trick.length) % 4;
  const hand = cs.toArray(s.hands[seat]!);
  const name = (c: Card) => `play:${whistDeck.names.get(c)}`;
  if (s.trick.length === 0) return hand.map(name);
  const suit = (c: Card) => Math.floor(c / 32);
  const led = suit(s.trick[0]!);
  const same = hand.filter((c) => suit(c) === led);
  if (same.length > 0) return same.map(name);
  const trumps = hand.filter((c) => suit(c) === TRUMP);
  if (trumps.length === 0) return hand.map(name);
  const played = s.trick.filter((c) => suit(c) === TRUMP).map((c) => c % 32);
  if (played.length === 0) return trumps.map(name);
  const higher = trumps.filter((c) => c % 32 > Math.max(...played));
  return (higher.length > 0 ? higher : hand).map(name);
}

import { makeMatch } from '../../src/match/match.js';

/** A match of whist deals (a fixed number of deals), for the match and record tests. */
export const whistMatch = makeMatch(makeWhist(), {
  id: 'whist-match',
  version: '1',
  options: z.strictObject({
    deals: z.number().int().min(1).max(50).default(3),
    dealer: z.number().int().min(0).max(3).default(0),
  }),
  dealOptions: (_o, dealer) => ({ dealer }),
  firstDealer: (o) => o.dealer,
  outcome: (totals, _last, deals, o) => {
    const best = Math.max(...totals);
    return { over: deals >= o.deals, winners: totals.flatMap((t, i) => (t === best ? [i] : [])) };
  },
  maxDeals: (o) => o.deals,
});
