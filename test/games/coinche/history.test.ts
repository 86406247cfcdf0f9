/**
 * `history`: the deal as dealt and the actions, rebuilt from a Coinche state, replay to that state
 * (at steps of random deals, with and without announcements, and from samples of what a seat
 * cannot see); a Coinche game saves and resumes through it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { deserialize, serialize } from '../../../src/record/saved.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;

function replayed(s: CoincheState): CoincheState {
  const h = getOrThrow(coinche.history!(s));
  let t = getOrThrow(coinche.setup(s.options, { deal: h.deal }));
  for (const a of h.actions) t = getOrThrow(coinche.apply(t, getOrThrow(coinche.codec.decode(a)))).state;
  return t;
}

describe('history', () => {
  it('replays to the state at steps of random deals, and from a seat’s sample', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 0xffffffff }), (announcements, seed) => {
        let s = getOrThrow(coinche.setup({ announcements }, { seed }));
        const rng = createRng(seed);
        let step = 0;
        while (coinche.actor(s) !== 'done') {
          if (step % 9 === 0) {
            expect(replayed(s)).toEqual(s);
            // (a sample keeps announcements known only by their kind as they are: not re-dealt)
            const sample = getOrThrow(coinche.sampleHidden(s, step % 4, seed));
            if (!announcements) expect(replayed(sample)).toEqual(sample);
          }
          const legal = coinche.legal(s);
          // in the auction, mostly the first call (a pass), so that contracts stand
          const k = s.contract === null && rng.below(3) > 0 ? 0 : rng.below(legal.length);
          s = coinche.applyUnchecked(s, legal[k]!).state;
          step++;
        }
        expect(replayed(s)).toEqual(s);
      }),
      { numRuns: LONG ? 200 : 12 },
    );
  });

  it('a game in progress saves by its state and resumes', () => {
    let s = getOrThrow(coinche.setup({ announcements: true }, { seed: 12 }));
    for (const a of ['bid:80H', 'pass', 'pass', 'pass'])
      s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)))).state;
    for (let i = 0; i < 6; i++) s = coinche.applyUnchecked(s, coinche.legal(s)[0]!).state;
    expect(getOrThrow(deserialize(coinche, serialize(coinche, s))).state).toEqual(s);
  });
});
