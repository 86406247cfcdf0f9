import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { createRng } from '../../../src/kernel/rng.js';

/**
 * `apply` accepts a play of the obligation just computed for the same state without the full
 * check (index.ts, play.ts `isPlayJustAllowed`). Here every candidate action, odd shapes included,
 * gets the same answer with that cache warm (`legal` on the state first) and cold (`legal` on
 * another state first), at every step of random deals.
 */
const odd = (s: TarotState): unknown[] => {
  const seat = tarot.actor(s) as number;
  return [
    { type: 'play', card: 1.5 },
    { type: 'play', card: -1 },
    { type: 'play', card: 160 },
    { type: 'play', card: 2 ** 32 + 1 },
    { type: 'play', card: '1' },
    { type: 'play', card: 1, by: seat },
    { type: 'play', card: 1, by: (seat + 1) % s.options.players },
    null,
    'play:1S',
  ];
};

describe('tarot apply: the fast acceptance of a just-listed play', () => {
  it('gives the same result as the full check, for every candidate and odd action', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(3, 4, 5), (seed, players) => {
        const rng = createRng(seed);
        const start = tarot.setup({ players }, { seed });
        if (start._tag === 'Left') return;
        // Another play-phase state: legal on it replaces the cached obligation.
        let other: TarotState = start.right;
        while (other.phase !== 'play') {
          const l = tarot.legal(other);
          other = tarot.applyUnchecked(other, l[l.length - 1]!).state; // the highest bid: somebody takes
        }
        let s: TarotState = start.right;
        while (tarot.actor(s) !== 'done') {
          const legal = tarot.legal(s);
          if (s.phase === 'play') {
            const n = s.options.players;
            const wrongSeat = legal.map((a) => ({ ...a, by: ((tarot.actor(s) as number) + 1) % n }));
            for (const a of [...tarot.candidates(s), ...legal, ...wrongSeat, ...odd(s)]) {
              tarot.legal(s); // warm: the obligation of s is the one cached
              const warm = tarot.apply(s, a as never);
              tarot.legal(other); // cold
              const cold = tarot.apply(s, a as never);
              expect(warm).toEqual(cold);
              checked++;
            }
          }
          s = tarot.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
      }),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
