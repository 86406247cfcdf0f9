/** Coinche's position notation: the deal and the actions since, read back by replaying them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import { coinchePosition } from '../../../src/games/coinche/position.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';

const OPTION_SETS: readonly CoincheRulesOptionsInput[] = [
  {},
  { dealer: 3, rounding: 'none' },
  { announcements: true, announcementTiming: 'before-first-trick' },
  { undertrump: 'required', bidStep: 5, maxBid: 160 },
];

describe('the position notation', () => {
  it('reads back every position of random deals as the same state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION_SETS), fc.integer({ min: 0, max: 0xffffffff }), (options, seed) => {
        let s = getOrThrow(coinche.setup(options, { seed }));
        const rng = createRng(seed);
        for (let step = 0; coinche.actor(s) !== 'done'; step++) {
          if (step % 7 === 0) expect(getOrThrow(coinchePosition.parse(coinchePosition.format(s)))).toEqual(s);
          const legal = coinche.legal(s);
          const passes = legal.filter((a) => a.type === 'pass');
          const action = passes.length > 0 && rng.below(3) > 0 ? passes[0]! : legal[rng.below(legal.length)]!;
          s = coinche.applyUnchecked(s, action).state;
        }
        expect(getOrThrow(coinchePosition.parse(coinchePosition.format(s)))).toEqual(s);
      }),
      { numRuns: 12 },
    );
  });

  it('writes the head, the deal and the actions', () => {
    let s = getOrThrow(coinche.setup({ litige: 'held' }, { seed: 4 }));
    s = getOrThrow(coinche.apply(s, { type: 'bid', value: 90, strain: 'H' })).state;
    expect(coinchePosition.format(s)).toMatch(
      /^coinche dealer=0 litige=held \| hands \S+( \S+){7} \/ .* \| actions bid:90H$/,
    );
  });

  it('refuses what cannot be read, an illegal action and a text not in canonical form', () => {
    const text = coinchePosition.format(getOrThrow(coinche.setup({}, { seed: 4 })));
    const code = (t: unknown) => {
      const r = coinchePosition.parse(t);
      return r._tag === 'Left' ? r.left.code : 'ok';
    };
    expect(code(7)).toBe('position/malformed');
    expect(code(text.replace('coinche', 'belote'))).toBe('position/malformed');
    expect(code(`${text} | actions play:AS`)).toBe('position/illegal');
    expect(code(text.replace('dealer=0', 'dealer=0 rounding=nearest-ten'))).toBe('position/inconsistent');
    expect(code(text.replace('dealer=0', 'dealer=0 coincheTiming=any-time'))).toBe('options/not-played-yet');
  });
});
