/**
 * `apply`'s shortcut for a plain play (reducer.ts `apply`, play.ts `plainPlayTrick`) changes
 * nothing: at every card-play step of random deals, for every candidate action and odd shapes
 * (another seat named, bella on any card, cards out of range, not an object), `apply` returns what
 * the full check does (`verdict`, then `applyUnchecked`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import { left, right } from '../../../src/kernel/either.js';
import { applyUnchecked, verdict } from '../../../src/games/tarabish/reducer.js';
import { tarabish } from '../../../src/games/tarabish/rules.js';
import type { TarabishAction, TarabishState } from '../../../src/games/tarabish/state.js';

/** Odd actions beside the candidates: wrong seats, bella everywhere, bad cards, wrong shapes. */
function odd(s: TarabishState, legal: readonly TarabishAction[]): unknown[] {
  const seat = tarabish.actor(s) as number;
  return [
    ...legal.map((a) => ({ ...a, seat: (seat + 1) % 4 })),
    ...legal.map((a) => ({ ...a, seat })),
    ...legal.map((a) => ({ ...a, bella: true })),
    { type: 'play', card: 1.5, bella: false },
    { type: 'play', card: -1, bella: false },
    { type: 'play', card: 128, bella: false },
    { type: 'play', card: 2 ** 32 + 1, bella: false },
    { type: 'play', card: 1 },
    null,
    [],
  ];
}

describe('tarabish apply: the shortcut for a plain play', () => {
  it('gives what the full check gives, for every candidate and odd action', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom<object>(
          {},
          { preset: 'traditional' },
          { partnerException: 'free' },
          { preset: 'traditional', partnerException: 'overtrump-if-trumping', noTrump: true },
        ),
        (seed, options) => {
          const start = tarabish.setup(options, { seed });
          if (start._tag === 'Left') return;
          const rng = createRng(seed);
          let s = start.right;
          while (tarabish.actor(s) !== 'done') {
            const legal = tarabish.legal(s);
            if (s.phase === 'play')
              for (const a of [...tarabish.candidates!(s), ...legal, ...odd(s, legal)]) {
                // the full check: explain (the kernel's reader, then the verdict), then the step
                const v = tarabish.explain(s, a as TarabishAction);
                const full = v.legal ? right(applyUnchecked(s, a as TarabishAction)) : left(v.error);
                if (v.legal) expect(verdict(s, a).ok).toBe(true);
                expect(tarabish.apply(s, a as TarabishAction)).toEqual(full);
                checked++;
              }
            s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
