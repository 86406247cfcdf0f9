/**
 * `sampleHidden` for Tarabish: every sampled world is a deal that replays the public history
 * through the checked API and gives the seat the same view; the sample is a function of the view
 * (same view, same sample); an impossible set of public facts gives `sample/no-world`.
 */
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishOptionsInput, type TarabishState } from '../../../src/games/tarabish/index.js';
import {
  cardset as cs,
  createRng,
  deepEqual,
  deriveSeed,
  getOrThrow,
  isLeft,
  type Card,
  type Seat,
} from '../../../src/kernel/index.js';
import { act, deal } from './helpers.js';
import { tarabishFactsOf } from '../../../src/games/tarabish/facts.js';

const LONG = Boolean(process.env['ATOUT_LONG']);
const card = (name: string): Card => tarabish.traits.deck.byName.get(name)!;
const names = (cards: readonly Card[]): string[] => cards.map((c) => tarabish.traits.deck.names.get(c)!);

/** Deep equality, fast when it holds (vitest's diff only on a failure). */
function same(a: unknown, b: unknown): void {
  if (!deepEqual(a, b)) expect(a).toEqual(b);
}

/** A random state before the end: random legal actions from a seeded deal. */
function midHand(options: TarabishOptionsInput, seed: number): { state: TarabishState; actions: string[] } | undefined {
  let s = getOrThrow(tarabish.setup(options, { seed }));
  const rng = createRng(deriveSeed(seed, 7));
  const actions: string[] = [];
  const steps = rng.below(tarabish.traits.maxActions(s.options));
  for (let i = 0; i < steps && tarabish.actor(s) !== 'done'; i++) {
    const legal = tarabish.legal(s);
    // Bid or call rather than pass on the first action, so that most hands are played.
    const pick = i === 0 && legal.length > 1 ? 1 + rng.below(legal.length - 1) : rng.below(legal.length);
    const a = legal[pick]!;
    actions.push(tarabish.codec.encode(a));
    s = tarabish.applyUnchecked(s, a).state;
  }
  return tarabish.actor(s) === 'done' ? undefined : { state: s, actions };
}

/** Deals the world's cards (each seat's held and played cards, then those still to receive) and replays the actions. */
function replay(x: TarabishState, actions: readonly string[]): TarabishState {
  const played = new Map<Card, Seat>();
  for (const t of x.tricks) t.cards.forEach((c, i) => played.set(c, (t.leader + i) % 4));
  x.trick.forEach((c, i) => played.set(c, (x.leader + i) % 4));
  const hands = x.hands.map((h, o) => [
    ...names(cs.toArray(h)),
    ...names([...played].filter(([, by]) => by === o).map(([c]) => c)),
    ...names(cs.toArray(x.pending[o]!)),
  ]);
  return act(
    deal(
      hands.map((h) => h.join(' ')),
      x.options,
    ),
    ...actions,
  );
}

/** The state with two cards exchanged between two other seats' hands or cards to receive: the same view for `seat`. */
function swapHidden(s: TarabishState, seat: Seat, k: number): TarabishState | undefined {
  const places = [
    ...s.hands.map((h, o) => ({ key: 'hands' as const, o, cards: o === seat ? [] : cs.toArray(h) })),
    ...s.pending.map((p, o) => ({ key: 'pending' as const, o, cards: cs.toArray(p) })),
  ].filter((p) => p.cards.length > 0 && (p.key === 'pending' || s.declarations[p.o] === null));
  if (places.length < 2) return undefined;
  const a = places[k % places.length]!;
  const b = places[(k + 1) % places.length]!;
  const x = a.cards[k % a.cards.length]!;
  const y = b.cards[(k >> 2) % b.cards.length]!;
  const hands = s.hands.slice();
  const pending = s.pending.slice();
  const at = (p: typeof a) => (p.key === 'hands' ? hands : pending);
  at(a)[a.o] = cs.add(cs.remove(at(a)[a.o]!, x), y);
  at(b)[b.o] = cs.add(cs.remove(at(b)[b.o]!, y), x);
  return { ...s, hands, pending };
}

describe('sampleHidden: worlds that agree with everything public', () => {
  it('both presets: every world replays the public history and gives the same view', () => {
    const target = LONG ? 100_000 : 3_000;
    const replayEvery = 1; // every sampled world replays the public history
    const variants: TarabishOptionsInput[] = [
      { preset: 'auction' },
      { preset: 'traditional' },
      { preset: 'auction', noTrump: true, biddingCards: 9 },
      { preset: 'traditional', partnerException: true },
    ];
    let samples = 0;
    let replayed = 0;
    let sameView = 0;
    for (let g = 0; samples < target; g++) {
      const game = midHand(variants[g % variants.length]!, deriveSeed(2026, g) as number);
      if (game === undefined) continue;
      const { state, actions } = game;
      for (let seat = 0; seat < 4; seat++) {
        const view = tarabish.view(state, seat);
        let first: unknown;
        for (let k = 0; k < 3; k++) {
          const sampled = tarabish.sampleHidden(state, seat, deriveSeed(g, seat * 8 + k));
          if (isLeft(sampled)) throw new Error(`game ${g} seat ${seat}: ${sampled.left.code}`);
          const x = sampled.right;
          if (k === 0) first = sampled;
          samples++;
          same(tarabish.view(x, seat), view);
          if (samples % replayEvery === 0) {
            same(replay(x, actions), x);
            replayed++;
          }
        }
        const twin = swapHidden(state, seat, g + seat);
        if (twin !== undefined && deepEqual(tarabish.view(twin, seat), view)) {
          same(tarabish.sampleHidden(twin, seat, deriveSeed(g, seat * 8)), first);
          sameView++;
        }
      }
    }
    expect(replayed).toBeGreaterThanOrEqual(target / replayEvery);
    expect(sameView).toBeGreaterThan(100);
  });
});

describe('sampleHidden: the public facts the issue found broken', () => {
  const hands = [
    'JS 9S AS KS QS JH 6C 7C 8C',
    '10S 8S 7S 9H 10H AH 6D 7D 8D',
    '6S QH KH 9D 10D JD 9C 10C JC',
    '6H 7H 8H QD KD AD QC KC AC',
  ];

  it('a declared run is maximal: its owner is never dealt the card just outside it', () => {
    // Seat 3 declares its run 6H 7H 8H: it does not hold the 9H.
    const s = act(
      deal(hands),
      'bid:50',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'trump:C',
      'declare:',
      'declare:',
      'declare:run3-8H',
    );
    for (let seed = 0; seed < 200; seed++) {
      const x = getOrThrow(tarabish.sampleHidden(s, 0, seed));
      expect(cs.has(x.hands[3]!, card('9H'))).toBe(false);
      for (const c of ['6H', '7H', '8H']) expect(cs.has(x.hands[3]!, card(c))).toBe(true);
    }
  });

  it('an impossible set of public facts gives sample/no-world, never the real hands', () => {
    const s = act(deal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:C');
    const impossible: TarabishState = { ...s, voids: [0, 15, 15, 15] };
    const r = tarabish.sampleHidden(impossible, 0, 1);
    expect(isLeft(r) && r.left.code).toBe('sample/no-world');
  });
});

describe('sampleHidden from a position from facts', () => {
  it('worlds agree with its public knowledge: the same view, the same legal actions for the seat, consistent facts', () => {
    let samples = 0;
    for (let g = 0; samples < 80; g++) {
      const game = midHand(
        g % 2 === 0 ? { preset: 'auction' } : { preset: 'traditional' },
        deriveSeed(77, g) as number,
      );
      if (game === undefined || (game.state.phase !== 'play' && game.state.phase !== 'declare')) continue;
      const facts = getOrThrow(tarabishFactsOf(game.state));
      const state = getOrThrow(tarabish.setup(game.state.options, { position: facts }));
      for (let seat = 0; seat < 4; seat++) {
        const view = tarabish.view(state, seat);
        const sampled = tarabish.sampleHidden(state, seat, deriveSeed(g, seat));
        if (isLeft(sampled)) throw new Error(`game ${g} seat ${seat}: ${sampled.left.code}`);
        const x = sampled.right;
        samples++;
        same(tarabish.view(x, seat), view);
        if (tarabish.actor(state) === seat) same(tarabish.legal(x), tarabish.legal(state));
        // The world is itself a consistent position: its facts rebuild it.
        const again = tarabish.setup(x.options, { position: getOrThrow(tarabishFactsOf(x)) });
        if (isLeft(again)) throw new Error(`game ${g} seat ${seat}: ${again.left.code} ${again.left.message}`);
        same(tarabish.legal(again.right), tarabish.legal(x));
      }
    }
    expect(samples).toBeGreaterThanOrEqual(80);
  });
});
