/**
 * Properties of played deals (fast-check over seeds and choices, every option set of the
 * conformance test): 162 card points in all (the capot's points after a capot); the scores, with
 * the points held for later, account for every point: card points, belotes, announcements and the
 * points held before; each team's belote is 20 only with both calls; a capot is eight tricks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { trumpPower } from '../../../src/family/cards.js';
import { belote, type BeloteOptionsInput, type BeloteState } from '../../../src/games/belote/index.js';
import { OPTION_SETS } from './helpers.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;

/** A deal played to the end from `seed`, each action drawn by `rng` (takes favoured so that most deals are played). */
function playOut(options: BeloteOptionsInput, seed: number): BeloteState {
  let s = getOrThrow(belote.setup(options, { seed }));
  const rng = createRng(seed ^ 0x5bd1e995);
  while (belote.actor(s) !== 'done') {
    const legal = belote.legal(s);
    const k = s.phase.endsWith('round') && rng.below(3) > 0 ? legal.length - 1 : rng.below(legal.length);
    s = belote.applyUnchecked(s, legal[k]!).state;
  }
  return s;
}

describe('what the play proves is true', () => {
  it('at every step, no seat holds a card of a suit it is known void in, nor a trump at or above its ceiling', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION_SETS), fc.integer({ min: 0, max: 0xffffffff }), (options, seed) => {
        let s = getOrThrow(belote.setup(options, { seed }));
        const rng = createRng(seed);
        while (belote.actor(s) !== 'done') {
          for (let seat = 0; seat < 4; seat++) {
            const hand = s.hands[seat]!;
            for (let w = 0; w < 4; w++)
              if ((s.voids[seat]! >>> w) & 1) expect(hand[w] ?? 0, `seat ${seat} void in ${w}`).toBe(0);
            if (s.trump !== null)
              for (const c of toArray(hand))
                if (c >>> 5 === s.trump) expect(trumpPower(c)).toBeLessThan(s.trumpCeiling[seat]!);
          }
          const legal = belote.legal(s);
          const k = s.phase.endsWith('round') && rng.below(2) > 0 ? legal.length - 1 : rng.below(legal.length);
          s = belote.applyUnchecked(s, legal[k]!).state;
        }
      }),
      { numRuns: LONG ? 1000 : 60 },
    );
  });
});

describe('played deals', () => {
  it('every point is accounted for, 162 (or the capot) card points, belote only with both calls', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION_SETS), fc.integer({ min: 0, max: 0xffffffff }), (options, seed) => {
        const s = playOut(options, seed);
        const r = belote.result(s)!;
        if (r.annulled) {
          expect(r.scores).toEqual([0, 0, 0, 0]);
          return;
        }
        const capot = r.capot !== null;
        expect(r.points[0] + r.points[1]).toBe(capot ? s.options.capotPoints : 162);
        expect(s.won[0]!.length + s.won[1]!.length).toBe(32);
        if (capot) expect(s.won[r.capot!]!.length).toBe(32);
        for (const team of [0, 1] as const) {
          const both = s.calls[team] === 2 || s.calls[team + 2] === 2;
          expect(r.belote[team]).toBe(both ? 20 : 0);
        }
        expect(r.announcements[0] === 0 || r.announcements[1] === 0).toBe(true);
        const everything =
          r.points[0] + r.points[1] + r.belote[0] + r.belote[1] + r.announcements[0] + r.announcements[1];
        if (s.options.rounding === 'none')
          expect(r.teamScores[0] + r.teamScores[1] + r.held).toBe(everything + s.options.held);
        expect(r.scores).toEqual([r.teamScores[0], r.teamScores[1], r.teamScores[0], r.teamScores[1]]);
      }),
      { numRuns: LONG ? 2000 : 150 },
    );
  });

  it('the made contract: the takers total strictly more than the defence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const s = playOut({}, seed);
        const r = belote.result(s)!;
        if (r.annulled) return;
        const A = r.taker! % 2;
        const D = 1 - A;
        const total = (t: number) => r.points[t]! + r.belote[t]! + r.announcements[t]!;
        const expected = total(A) > total(D) ? 'made' : total(A) < total(D) ? 'dedans' : 'litige';
        expect(r.outcome).toBe(expected);
        if (r.outcome === 'dedans') expect(r.teamScores[A]).toBe(r.belote[A]);
      }),
      { numRuns: LONG ? 1000 : 100 },
    );
  });
});
