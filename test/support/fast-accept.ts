/**
 * A ruleset's `apply` may accept a play of the obligation it has just listed for the same state
 * without the full check. This property says that shortcut changes nothing: every candidate
 * action, odd shapes included, gets the same answer with the cache warm (`legal` on the state
 * first) and cold (`legal` on another card-play state first), at every card-play step of random
 * deals.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { createRng } from '../../src/kernel/rng.js';
import type { AnyRuleset } from '../../src/record/index.js';

interface FastAcceptCase {
  readonly rules: AnyRuleset;
  readonly options: readonly object[];
  /** Whether a state is in card play (where the shortcut may apply). */
  readonly inPlay: (s: object) => boolean;
  /** Odd actions to try besides the candidates (bad ids, wrong seats, wrong shapes). */
  readonly odd: (s: object, legal: readonly unknown[]) => readonly unknown[];
}

/** A card-play state of a deal from this seed, reached by the last legal action each time (somebody takes). */
function playStateOf(c: FastAcceptCase, options: object, seed: number): object | null {
  const r = c.rules.setup(options, { seed });
  if (r._tag === 'Left') return null;
  let s: object = r.right;
  while (!c.inPlay(s)) {
    if (c.rules.actor(s) === 'done') return null;
    const l = c.rules.legal(s);
    s = c.rules.applyUnchecked(s, l[l.length - 1]).state;
  }
  return s;
}

export function checkFastAcceptance(c: FastAcceptCase, numRuns: number): number {
  let checked = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(...c.options), (seed, options) => {
      const rng = createRng(seed);
      const other = playStateOf(c, options, seed + 1);
      const start = c.rules.setup(options, { seed });
      if (other === null || start._tag === 'Left') return;
      let s: object = start.right;
      while (c.rules.actor(s) !== 'done') {
        const legal = c.rules.legal(s);
        if (c.inPlay(s) && s !== other) {
          for (const a of [...c.rules.candidates(s), ...legal, ...c.odd(s, legal)]) {
            c.rules.legal(s); // warm: the obligation of s is the one cached
            const warm = c.rules.apply(s, a);
            c.rules.legal(other); // cold: another state's obligation is cached
            const cold = c.rules.apply(s, a);
            expect(warm).toEqual(cold);
            checked++;
          }
        }
        s = c.rules.applyUnchecked(s, legal[rng.below(legal.length)]).state;
      }
    }),
    { numRuns },
  );
  return checked;
}
