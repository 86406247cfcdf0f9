/**
 * `history`: the deal as dealt and the actions, rebuilt from a state, replay to that state (at
 * every step of random deals under every option set, and from samples of what a seat cannot see);
 * a Belote game saves and resumes through it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { deserialize, serialize } from '../../../src/record/saved.js';
import { belote, type BeloteState } from '../../../src/games/belote/index.js';
import { OPTION_SETS } from './helpers.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;

function replayed(s: BeloteState): BeloteState {
  const h = getOrThrow(belote.history!(s));
  let t = getOrThrow(belote.setup(s.options, { deal: h.deal }));
  for (const a of h.actions) t = getOrThrow(belote.apply(t, getOrThrow(belote.codec.decode(a)))).state;
  return t;
}

describe('history', () => {
  it('replays to the state at every step, and from every seat’s sample', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION_SETS), fc.integer({ min: 0, max: 0xffffffff }), (options, seed) => {
        let s = getOrThrow(belote.setup(options, { seed }));
        const rng = createRng(seed);
        let step = 0;
        while (belote.actor(s) !== 'done') {
          if (step % 7 === 0) {
            expect(replayed(s)).toEqual(s);
            // (a sample keeps announcements known only by their kind as they are: not re-dealt)
            const sample = getOrThrow(belote.sampleHidden(s, step % 4, seed));
            if (!s.options.announcements) expect(replayed(sample)).toEqual(sample);
          }
          const legal = belote.legal(s);
          const k = s.phase.endsWith('round') && rng.below(2) > 0 ? legal.length - 1 : rng.below(legal.length);
          s = belote.applyUnchecked(s, legal[k]!).state;
          step++;
        }
        expect(replayed(s)).toEqual(s);
      }),
      { numRuns: LONG ? 300 : 30 },
    );
  });

  it('a game in progress saves by its state and resumes', () => {
    let s = getOrThrow(belote.setup({ announcements: true }, { seed: 12 }));
    for (let i = 0; i < 15 && belote.actor(s) !== 'done'; i++)
      s = belote.applyUnchecked(s, belote.legal(s).at(-1)!).state;
    const saved = serialize(belote, s);
    expect(getOrThrow(deserialize(belote, saved)).state).toEqual(s);
  });
});
