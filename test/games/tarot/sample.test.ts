/**
 * `sampleHidden` for Tarot and its Goulash: every sampled world is a deal that replays the public
 * history through the checked API and gives the seat the same view; the sample is a function of
 * the view (same view, same sample); an impossible set of public facts gives `sample/no-world`.
 * `countedHands` (what counting the cards proves) never rules out a card a hand holds, in the real
 * deal or in a sampled world, and places every card where the voids and hand sizes decide it.
 */
import { describe, expect, it } from 'vitest';
import { goulash, tarot, type TarotTypes } from '../../../src/games/tarot/index.js';
import { isKing, isOudler, isTrump } from '../../../src/games/tarot/cards.js';
import { isPetitSec } from '../../../src/games/tarot/deal.js';
import { countedHands, tarotWorldNeighbour } from '../../../src/games/tarot/sample.js';
import { parseTarotPosition } from '../../../src/games/tarot/position.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import {
  cardset as cs,
  createRng,
  deepEqual,
  deriveSeed,
  getOrThrow,
  isLeft,
  type Card,
  type Ruleset,
  type Seat,
} from '../../../src/kernel/index.js';
import { act, makeDeal, run, start } from './helpers.js';

const LONG = Boolean(process.env['ATOUT_LONG']);
const card = (name: string): Card => tarot.traits.deck.byName.get(name)!;
const names = (cards: readonly Card[]): string[] => cards.map((c) => tarot.traits.deck.names.get(c)!);

/** A random mid-deal state: random legal actions, the first bid forced above pass (seeded by `seed`). */
function midDeal(
  rules: Ruleset<TarotTypes>,
  options: object,
  seed: number,
): { state: TarotState; actions: string[] } | undefined {
  let s = getOrThrow(rules.setup(options, { seed }));
  const rng = createRng(deriveSeed(seed, 7));
  const actions: string[] = [];
  const steps = rng.below(rules.traits.maxActions(s.options));
  for (let i = 0; i < steps && rules.actor(s) !== 'done'; i++) {
    const legal = rules.legal(s);
    const pick = i === 0 && s.phase === 'bidding' ? 1 + rng.below(legal.length - 1) : rng.below(legal.length);
    const a = legal[pick]!;
    actions.push(rules.codec.encode(a));
    s = rules.applyUnchecked(s, a).state;
  }
  return rules.actor(s) === 'done' ? undefined : { state: s, actions };
}

/** Who played each card so far. */
function playedBy(s: TarotState): Map<Card, Seat> {
  const n = s.options.players;
  const out = new Map<Card, Seat>();
  for (const t of s.tricks) t.cards.forEach((c, i) => out.set(c, (t.leader + i) % n));
  s.trick.forEach((c, i) => out.set(c, (s.leader + i) % n));
  return out;
}

/** The deal a world started from: each hand with its played cards (the taker's with the écart, less the shown chien). */
function dealtHands(x: TarotState): cs.CardSet[] {
  const played = playedBy(x);
  return x.hands.map((h, o) => {
    const cards = [...cs.toArray(h), ...[...played].filter(([, by]) => by === o).map(([c]) => c)];
    if (o === x.taker) cards.push(...x.ecart);
    return cs.setOf(
      5,
      cards.filter((c) => !(o === x.taker && x.chienTaken && x.chien.includes(c))),
    );
  });
}

/** Deals the world's cards and replays the public actions (the écart as the world has it) through `apply`. */
function replay(rules: Ruleset<TarotTypes>, x: TarotState, actions: readonly string[]): TarotState {
  const deal = { hands: dealtHands(x).map((h) => names(cs.toArray(h))), chien: names(x.chien) };
  let s = start(x.options, deal, rules);
  let discard = 0;
  for (const text of actions) {
    const t = text.startsWith('discard:') ? `discard:${names([x.ecart[discard++]!])[0]}` : text;
    s = act(s, t, rules).state;
  }
  return s;
}

/**
 * The state with two hidden cards exchanged, between two other seats' hands or between a hand and
 * the hidden chien or the hidden part of the écart: the same view for `seat`.
 */
function swapHidden(s: TarotState, seat: Seat, k: number): TarotState | undefined {
  const shown = new Set([...s.poignees.flatMap((p) => p.cards), ...(s.chienTaken ? s.chien : [])]);
  const hidden = (cards: readonly Card[]): Card[] => cards.filter((c) => !shown.has(c) && !isTrump(c));
  const holders = s.hands.map((_, o) => o).filter((o) => o !== seat && hidden(cs.toArray(s.hands[o]!)).length > 0);
  if (holders.length === 0) return undefined;
  const a = holders[k % holders.length]!;
  const x = hidden(cs.toArray(s.hands[a]!))[k % hidden(cs.toArray(s.hands[a]!)).length]!;
  const hands = s.hands.slice();
  const ecartHidden = seat !== s.taker && s.ecart.some((c) => !isTrump(c));
  if (k % 3 === 1 && !s.chienTaken) {
    const y = s.chien[k % s.chien.length]!;
    hands[a] = cs.add(cs.remove(hands[a]!, x), y);
    return { ...s, hands, chien: s.chien.map((c) => (c === y ? x : c)) };
  }
  if (k % 3 === 2 && ecartHidden && !isKing(x) && !isOudler(x)) {
    const y = hidden(s.ecart)[k % hidden(s.ecart).length]!;
    hands[a] = cs.add(cs.remove(hands[a]!, x), y);
    return { ...s, hands, ecart: s.ecart.map((c) => (c === y ? x : c)) };
  }
  if (holders.length < 2) return undefined;
  const b = holders[(k + 1) % holders.length]!;
  const y = hidden(cs.toArray(s.hands[b]!))[(k >> 3) % hidden(cs.toArray(s.hands[b]!)).length]!;
  hands[a] = cs.add(cs.remove(hands[a]!, x), y);
  hands[b] = cs.add(cs.remove(hands[b]!, y), x);
  return { ...s, hands };
}

/** Deep equality, fast when it holds (vitest's diff only on a failure). */
function same(a: unknown, b: unknown): void {
  if (!deepEqual(a, b)) expect(a).toEqual(b);
}

interface Tally {
  samples: number;
  replayed: number;
  sameView: number;
  differs: number;
  /** Steps of `tarotWorldNeighbour` taken from sampled worlds, each checked as a sample is. */
  stepped: number;
}

/** Samples every seat of random mid-deal states until `target` worlds, checking each. */
function sweep(rules: Ruleset<TarotTypes>, variants: readonly object[], target: number, replayEvery: number): Tally {
  const tally: Tally = { samples: 0, replayed: 0, sameView: 0, differs: 0, stepped: 0 };
  for (let g = 0; tally.samples < target; g++) {
    const options = variants[g % variants.length]!;
    const game = midDeal(rules, options, deriveSeed(2026, g) as number);
    if (game === undefined) continue;
    const { state, actions } = game;
    const n = state.options.players;
    for (let seat = 0; seat < n; seat++) {
      const view = rules.view(state, seat);
      let first: unknown;
      for (let k = 0; k < 3; k++) {
        const sampled = rules.sampleHidden(state, seat, deriveSeed(g, seat * 8 + k));
        if (isLeft(sampled)) throw new Error(`game ${g} seat ${seat}: ${sampled.left.code} ${sampled.left.message}`);
        const x = sampled.right;
        if (k === 0) first = sampled;
        tally.samples++;
        same(rules.view(x, seat), view);
        if (state.options.mode === 'classic') for (const h of dealtHands(x)) expect(isPetitSec(h)).toBe(false);
        if (!deepEqual(x.hands, state.hands)) tally.differs++;
        if (tally.samples % replayEvery === 0) {
          same(replay(rules, x, actions), x);
          tally.replayed++;
        }
        // PIMC's local search steps from a sampled world to worlds as consistent.
        if (k === 0) {
          const rng = createRng(deriveSeed(g, seat));
          let w = x;
          for (let step = 0; step < 8; step++) {
            const next = tarotWorldNeighbour(w, seat, rng);
            if (next === undefined) continue;
            same(rules.view(next, seat), view);
            if (state.options.mode === 'classic') for (const h of dealtHands(next)) expect(isPetitSec(h)).toBe(false);
            same(replay(rules, next, actions), next);
            tally.stepped++;
            w = next;
          }
        }
      }
      // Same view, same sample: hidden cards exchanged between two other seats change nothing.
      const twin = swapHidden(state, seat, g * 7 + seat);
      if (twin !== undefined) {
        same(rules.view(twin, seat), view);
        same(rules.sampleHidden(twin, seat, deriveSeed(g, seat * 8)), first);
        tally.sameView++;
      }
    }
  }
  return tally;
}

describe('sampleHidden: worlds that agree with everything public', () => {
  const target = LONG ? 100_000 : 3_000;
  const replayEvery = 1; // every sampled world replays the public history

  it('Tarot 3, 4 and 5 players: every world replays the public history and gives the same view', () => {
    const variants = [
      { players: 3 },
      { players: 4 },
      { players: 5 },
      { players: 5, callHigherRanks: 'lowest-only' },
      { players: 4, chelemRequires21: true },
      { players: 3, allPass: 'goulash' },
    ];
    const t = sweep(tarot, variants, target, replayEvery);
    expect(t.replayed).toBeGreaterThanOrEqual(target / replayEvery);
    expect(t.sameView).toBeGreaterThan(100);
    expect(t.differs).toBeGreaterThan(t.samples / 2);
    expect(t.stepped).toBeGreaterThan(t.samples);
  });

  it('Goulash: every world replays the public history and gives the same view', () => {
    const t = sweep(goulash, [{ players: 3 }, { players: 4 }, { players: 5 }], target, replayEvery);
    expect(t.replayed).toBeGreaterThanOrEqual(target / replayEvery);
    expect(t.sameView).toBeGreaterThan(100);
    expect(t.stepped).toBeGreaterThan(t.samples / 2);
  });
});

describe('sampleHidden: the public facts the issue found broken', () => {
  it('the Excuse of a shown chien stays with the taker', () => {
    const d = makeDeal(4, ['', '', '', ''], 'EX 1S 2S 3S 4S 5S');
    const s = run(start({}, d), ['bid:prise', 'bid:pass', 'bid:pass', 'bid:pass']);
    for (let seed = 0; seed < 200; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 2, seed));
      expect(cs.has(x.hands[1]!, card('EX'))).toBe(true);
    }
  });

  it('a chelem announced under chelemRequires21 puts the 21 in the taker’s hand', () => {
    const d = makeDeal(4, ['', '21T'], '1S 2S 3S 4S 5S 6S');
    let s = run(start({ chelemRequires21: true }, d), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass']);
    s = act(s, 'chelem:yes').state;
    for (let seed = 0; seed < 200; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 0, seed));
      expect(cs.has(x.hands[1]!, card('21T'))).toBe(true);
    }
  });

  it('5 players: a queen called means the taker holds the four kings', () => {
    const d = makeDeal(5, ['', 'KS KH KD KC'], '1S 2S 3S');
    const s = run(start({ players: 5 }, d), [
      'bid:garde-sans',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'call:QH',
    ]);
    for (let seed = 0; seed < 100; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 3, seed));
      for (const k of ['KS', 'KH', 'KD', 'KC']) expect(cs.has(x.hands[1]!, card(k))).toBe(true);
    }
  });

  it('5 players, lowest-only: a king called means the taker did not hold the four kings', () => {
    const d = makeDeal(5, ['', 'KS KH KD'], '1S 2S 3S');
    const s = run(start({ players: 5, callHigherRanks: 'lowest-only' }, d), [
      'bid:garde-sans',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'call:KC',
    ]);
    for (let seed = 0; seed < 100; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 0, seed));
      const kings = ['KS', 'KH', 'KD', 'KC'].filter((k) => cs.has(x.hands[1]!, card(k)));
      expect(kings.length).toBeLessThan(4);
    }
  });

  it('no sampled hand is a petit sec in a deal that was not annulled', () => {
    // Seat 0 holds every trump but the 1T and the 20T: the other two trumps are spread over three hands.
    const trumps = Array.from({ length: 19 }, (_, i) => `${i + 2}T`).filter((t) => t !== '20T');
    const d = makeDeal(4, [[...trumps].join(' ')], '1S 2S 3S 4S 5S 6S');
    const s = start({}, d);
    for (let seed = 0; seed < 200; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 0, seed));
      for (let o = 1; o < 4; o++) expect(isPetitSec(x.hands[o]!)).toBe(false);
    }
  });

  it('an impossible set of public facts gives sample/no-world, never the real hands', () => {
    const s = run(start({}, makeDeal(4, [''])), ['bid:garde', 'bid:pass', 'bid:pass', 'bid:pass']);
    // Public facts no deal can meet: every other seat void in everything.
    const impossible: TarotState = { ...s, voids: [0, 31, 31, 31] };
    const r = tarot.sampleHidden(impossible, 0, 1);
    expect(isLeft(r) && r.left.code).toBe('sample/no-world');
  });
});

describe('countedHands: what counting the cards proves to a seat', () => {
  /** The bits of a card set as `countedHands` writes a hand (five words). */
  const bitsOf = (h: cs.CardSet): number[] => [0, 1, 2, 3, 4].map((w) => (h[w] ?? 0) >>> 0);
  const within = (h: cs.CardSet, may: readonly number[]): boolean =>
    cs.toArray(h).every((c) => ((may[c >>> 5]! >>> (c & 31)) & 1) === 1);

  it('every hand is among what counting allows (the real one and every sampled world), the seat’s own exact; counting proves hands', () => {
    let proven = 0;
    let views = 0;
    for (let g = 0; views < 1500; g++) {
      const game = midDeal(
        tarot,
        [{ players: 3 }, { players: 4 }, { players: 5 }][g % 3]!,
        deriveSeed(2027, g) as number,
      );
      if (game === undefined || game.state.phase !== 'play') continue;
      const s = game.state;
      for (let seat = 0; seat < s.options.players; seat++) {
        const counted = countedHands(tarot.view(s, seat));
        expect(counted).not.toBeNull();
        if (counted === null) continue;
        views++;
        expect(counted[seat]!.map((w) => w >>> 0)).toEqual(bitsOf(s.hands[seat]!));
        for (let o = 0; o < s.options.players; o++) {
          expect(within(s.hands[o]!, counted[o]!), `game ${g} seat ${seat}: seat ${o}'s hand`).toBe(true);
          // a seat's hand proven whole: it may hold exactly as many cards as it holds
          if (o !== seat && counted[o]!.reduce((a, w) => a + cs.size([w] as never), 0) === cs.size(s.hands[o]!))
            proven++;
        }
        const world = getOrThrow(tarot.sampleHidden(s, seat, deriveSeed(g, seat)));
        for (let o = 0; o < s.options.players; o++) expect(within(world.hands[o]!, counted[o]!)).toBe(true);
      }
    }
    expect(proven).toBeGreaterThan(50);
  });

  it('a spectator counts nothing', () => {
    const s = getOrThrow(tarot.setup({ players: 4 }, { seed: 9 }));
    expect(countedHands(tarot.view(s, 'spectator'))).toBeNull();
  });

  it('the taker leading with 4 cards each: the voids and the hand sizes place every hidden card', () => {
    // seat 0 holds no spade or heart, seat 2 no diamond or club: the 7D and 5C are seat 0's, the
    // spades and hearts seat 2's, and the two trumps left fill seat 0's hand
    const position =
      'tarot players=3 dealer=0 | bids prise pass pass | contract prise 1 | chien ND 9C 6H 6C 10C 2T | ecart QS JS 1S 6S 7S 9S | hands 7D 5C 16T 18T / 6D 8D 2T 3T / NS KS 9H 10H | won 2S 3S 4S 5S 8S 10S 1H 5H KH 1D 2D 4D 5D 9D 10D ND QD KD 1T 4T 7T 8T 9T 11T 12T 14T 15T 19T 20T / 2H 3H 4H 6H 7H 8H JH NH QH 3D JD 1C 2C 3C 4C 6C 7C 8C 9C 10C JC NC QC KC EX 5T 6T 10T 13T 17T 21T | excuse 1>0 | to 1 | voids 0:SH 1:SH 2:DC';
    const s = getOrThrow(parseTarotPosition(position));
    const counted = countedHands(tarot.view(s, 1));
    expect(counted?.map((h) => h.map((w) => w >>> 0))).toEqual(s.hands.map(bitsOf));
    // without the voids nothing is placed: seat 0 may hold seat 2's cards
    const open = countedHands({
      ...tarot.view(s, 1),
      inferences: tarot.view(s, 1).inferences.map((x) => ({ ...x, voids: [] })),
    });
    expect(within(s.hands[2]!, open![0]!)).toBe(true);
  });
});
