import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotEvent, TarotState } from '../../../src/games/tarot/state.js';
import { cardset as cs, createRng, deriveSeed, getOrThrow, isLeft, wordOf } from '../../../src/kernel/index.js';
import { act, makeDeal, playOut, run, start } from './helpers.js';

/** Random play from a seed; `first` forces the first choices (e.g. a bid). */
function randomStates(
  seed: number,
  players: 3 | 4 | 5,
  first: readonly number[] = [],
): { states: TarotState[]; events: TarotEvent[] } {
  const set = tarot.setup({ players }, { seed });
  if (isLeft(set)) throw new Error(set.left.code);
  let s = set.right;
  const rng = createRng(deriveSeed(seed, 3));
  const states = [s];
  const events: TarotEvent[] = [];
  for (let i = 0; tarot.actor(s) !== 'done'; i++) {
    const l = tarot.legal(s);
    const step = tarot.applyUnchecked(s, l[(i < first.length ? first[i]! : rng.next()) % l.length]!);
    events.push(...step.events);
    s = step.state;
    states.push(s);
  }
  return { states, events };
}

describe('views: an allow-list of what each seat may know', () => {
  it('own hand only, the écart to the taker only, trumps of the écart to all, everything at the end', () => {
    const d = makeDeal(4, ['', 'KS KH KD KC 1T 21T EX 2T 3T 4T 5T 6T 7T 8T 9T 10T 11T 12T'], '13T 14T 15T 1S 2S 3S');
    let s = run(start({}, d), [
      'bid:prise',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'discard:2T',
      'discard:3T',
      'discard:4T',
      'discard:1S',
      'discard:2S',
      'discard:3S',
    ]);
    const v0 = tarot.view(s, 0);
    expect(v0.hand).toEqual(d.hands[0]);
    expect(v0.hands).toBeNull();
    expect(v0.ecart).toBeNull();
    expect(v0.ecartTrumps).toEqual(['2T', '3T', '4T']);
    expect(v0.chien).toEqual(d.chien);
    expect(tarot.view(s, 1).ecart).toEqual(['2T', '3T', '4T', '1S', '2S', '3S']);
    expect(tarot.view(s, 'spectator').hand).toEqual([]);
    expect(() => tarot.view(s, 9)).toThrow('turn/bad-seat'); // not a seat of this deal: refused, not the spectator's
    // Trumps in the écart tell everybody the taker kept no plain card below the king.
    for (let seed = 0; seed < 20; seed++) {
      const x = getOrThrow(tarot.sampleHidden(act(s, 'chelem:no').state, 0, seed));
      expect(cs.toArray(x.hands[1]!).filter((c) => wordOf(c) < 4 && (c & 31) < 13)).toEqual([]);
      expect(x.ecart.slice(0, 3)).toEqual(s.ecart.slice(0, 3));
    }
    s = playOut(act(s, 'chelem:no').state);
    expect(tarot.view(s, 0).ecart).toHaveLength(6);
    expect(tarot.view(s, 'spectator').hands).toHaveLength(4);
  });

  it('events naming a hidden card go to the taker only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const { events } = randomStates(seed, 4, [1, 0, 0, 0]);
        for (const e of events) {
          if (e.type === 'discarded') expect(Array.isArray(e.audience) && e.audience.length === 1).toBe(true);
          else expect(e.audience).toBe('all');
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe('views say what the ruleset says (one convention for every game)', () => {
  it('actor mirrors actor(); the trick lists each card with its seat; every hand as dealt at the end, null before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(3, 4, 5), (seed, players) => {
        // a first bid of prise or better half the time, else random bids (an all-pass ends the deal at once)
        const { states } = randomStates(seed, players as 3 | 4 | 5, seed % 2 === 0 ? [1] : []);
        const dealt = states[0]!.hands.map((h) => cs.toArray(h).map((c) => tarot.traits.deck.names.get(c)!));
        for (const s of states) {
          const over = tarot.actor(s) === 'done';
          for (const seat of [seed % players, 'spectator' as const]) {
            const v = tarot.view(s, seat);
            expect(v.actor).toBe(tarot.actor(s));
            expect(v.hands).toEqual(over ? dealt : null);
            const n = s.options.players;
            expect(v.trick.leader).toBe(s.leader);
            expect(v.trick.plays.map((p) => p.seat)).toEqual(s.trick.map((_, i) => (s.leader + i) % n));
            expect(v.trick.plays.map((p) => p.card)).toEqual(s.trick.map((c) => tarot.traits.deck.names.get(c)));
            v.tricks.forEach((t, k) => {
              expect(t.plays.map((p) => p.seat)).toEqual(s.tricks[k]!.cards.map((_, i) => (t.leader + i) % n));
              expect(t.plays.map((p) => tarot.traits.deck.byName.get(p.card))).toEqual(s.tricks[k]!.cards);
            });
          }
        }
      }),
      { numRuns: 5 },
    );
  });

  it('an annulled deal shows every hand as dealt, as a played one does', () => {
    let s = getOrThrow(tarot.setup({ players: 4 }, { seed: 5 }));
    const dealt = s.hands.map((h) => cs.toArray(h).map((c) => tarot.traits.deck.names.get(c)!));
    s = run(s, ['bid:pass', 'bid:pass', 'bid:pass', 'bid:pass']);
    const v = tarot.view(s, 2);
    expect([v.actor, v.annulled]).toEqual(['done', 'all-pass']);
    expect(v.hands).toEqual(dealt);
    expect(v.hand).toEqual(dealt[2]);
  });
});

describe('sampleHidden', () => {
  // The inferences are sound on the true hands (inference.test.ts); a sample must keep to them too.
  it("keeps the seat's own cards and everything public, and deals no hidden card against a known void or trump ceiling", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(), (seed, k) => {
        const players = ((seed % 3) + 3) as 3 | 4 | 5;
        const { states } = randomStates(seed, players, [1, 0, 0, 0, 0]);
        const s = states[Math.min(states.length - 1, Math.floor(states.length / 2) + (k % 10))]!;
        for (let seat = 0; seat < players; seat++) {
          const x = getOrThrow(tarot.sampleHidden(s, seat, k));
          expect(x.hands[seat]).toEqual(s.hands[seat]);
          expect(tarot.view(x, seat)).toEqual(tarot.view(s, seat));
          for (let o = 0; o < players; o++) {
            expect(cs.size(x.hands[o]!)).toBe(cs.size(s.hands[o]!));
            for (const c of cs.toArray(x.hands[o]!)) {
              if (c === 128) continue;
              expect((s.voids[o]! >>> wordOf(c)) & 1).toBe(0);
              if (wordOf(c) === 4) expect(c - 128).toBeLessThanOrEqual(s.trumpCeiling[o]!);
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('5 players: while the called card is hidden, a sample may give it (and the partnership) to another seat', () => {
    const d = makeDeal(5, ['', '1H 2H 3H 1S 2S 20T 19T 18T EX', '', 'KH', ''], '4S 5S 6S');
    const s = run(start({ players: 5 }, d), [
      'bid:prise',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'call:KH',
      'discard:4S',
      'discard:5S',
      'discard:6S',
      'chelem:no',
    ]);
    const partners = new Set<number | null>();
    for (let seed = 0; seed < 40; seed++) {
      const x = getOrThrow(tarot.sampleHidden(s, 2, seed));
      const holder = x.hands.findIndex((h) => cs.has(h, tarot.traits.deck.byName.get('KH')!));
      expect(x.partner).toBe(holder === 1 ? null : holder);
      partners.add(x.partner);
    }
    expect(partners.size).toBeGreaterThan(1);
    // The partner himself knows: his samples never move it.
    for (let seed = 0; seed < 10; seed++) expect(getOrThrow(tarot.sampleHidden(s, 3, seed)).partner).toBe(3);
  });
});

describe('half points at 3 and 5 players (FFT p.11-12): the half point goes to the winning side', () => {
  it('gap = |points - target| rounded up, made iff points >= target; x.5 totals occur', () => {
    let halves = 0;
    for (const players of [3, 5] as const) {
      for (let g = 0; g < 60; g++) {
        const { states } = randomStates(deriveSeed(11, g + players * 100), players, [1, 0, 0, 0, 0]);
        const r = tarot.result(states[states.length - 1]!)!;
        if (r.annulled || r.breakdown === null) continue;
        const b = r.breakdown;
        if (!Number.isInteger(b.points)) halves++;
        expect(b.gap).toBe(Math.ceil(Math.abs(b.points - b.target)));
        expect(b.made).toBe(b.points >= b.target);
        expect(r.cardPoints[0]).toBe(b.points);
      }
    }
    expect(halves).toBeGreaterThan(0);
  });
});

describe('views: what the play proves about each hand (inferences)', () => {
  const deck = tarot.traits.deck;
  it('the same for every viewer, the state’s voids and ceilings by name, and true of the hands', () => {
    let voids = 0;
    let ceilings = 0;
    for (const players of [3, 4, 5] as const)
      for (let seed = 1; seed <= 4; seed++) {
        const { states } = randomStates(deriveSeed(seed, players), players, [1, 0, 0, 0, 0]);
        for (const s of states) {
          const inferences = tarot.view(s, 'spectator').inferences;
          for (let seat = 0; seat < players; seat++) {
            expect(tarot.view(s, seat).inferences).toEqual(inferences);
            const { voids: letters, trumpsBelow } = inferences[seat]!;
            // the state's inferences, plainly: a letter per void word, the ceiling's trump unless 21
            expect(letters).toEqual(['S', 'H', 'D', 'C', 'T'].filter((_, w) => ((s.voids[seat]! >>> w) & 1) === 1));
            expect(trumpsBelow).toBe(s.trumpCeiling[seat]! < 21 ? `${s.trumpCeiling[seat]}T` : null);
            // true of the hand: no card of a void suit (the Excuse aside), every trump below the ceiling
            for (const c of cs.toArray(s.hands[seat]!)) {
              const card = deck.names.get(c)!;
              if (card !== 'EX') expect(letters).not.toContain(card.slice(-1));
              if (trumpsBelow !== null && card.endsWith('T')) expect(c).toBeLessThan(deck.byName.get(trumpsBelow)!);
            }
            if (s.phase === 'done') {
              voids += letters.length;
              if (trumpsBelow !== null) ceilings++;
            }
          }
        }
      }
    expect(voids).toBeGreaterThan(0);
    expect(ceilings).toBeGreaterThan(0);
  });
});
