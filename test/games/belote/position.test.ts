/** Belote's position notation: the deal and the actions since, read back by replaying them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { belote } from '../../../src/games/belote/index.js';
import { belotePosition } from '../../../src/games/belote/position.js';
import { beloteFactsOf } from '../../../src/games/belote/facts.js';
import { OPTION_SETS } from './helpers.js';

describe('the position notation', () => {
  it('reads back every position of random deals as the same state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION_SETS), fc.integer({ min: 0, max: 0xffffffff }), (options, seed) => {
        let s = getOrThrow(belote.setup(options, { seed }));
        const rng = createRng(seed);
        for (let step = 0; belote.actor(s) !== 'done'; step++) {
          if (step % 9 === 0) expect(getOrThrow(belotePosition.parse(belotePosition.format(s)))).toEqual(s);
          const legal = belote.legal(s);
          s = belote.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
        expect(getOrThrow(belotePosition.parse(belotePosition.format(s)))).toEqual(s);
      }),
      { numRuns: 20 },
    );
  });

  it('writes the head, the deal and the actions', () => {
    let s = getOrThrow(belote.setup({ litige: 'made' }, { seed: 4 }));
    s = getOrThrow(belote.apply(s, { type: 'pass' })).state;
    const text = belotePosition.format(s);
    expect(text).toMatch(
      /^belote dealer=0 litige=made \| hands \S+( \S+){4} \/ .* \| pack \S+( \S+){11} \| actions pass$/,
    );
  });

  it('refuses what cannot be read, an illegal action and a text not in canonical form', () => {
    const s = getOrThrow(belote.setup({}, { seed: 4 }));
    const text = belotePosition.format(s);
    const code = (t: unknown) => {
      const r = belotePosition.parse(t);
      return r._tag === 'Left' ? r.left.code : 'ok';
    };
    expect(code(7)).toBe('position/malformed');
    expect(code(text.replace('belote', 'tarabish'))).toBe('position/malformed');
    expect(code(`${text} | actions play:AS`)).toBe('position/illegal');
    expect(code(`${text} | actions pass`.replace('dealer=0', 'dealer=0 capotPoints=252'))).toBe(
      'position/inconsistent',
    );
    expect(code(text.replace('dealer=0', 'dealer=0 sharedCards=true'))).toBe('options/needs-announcements');
  });
});

describe('the facts form (a deal set up from a position)', () => {
  it('writes the facts and reads them back to the same position, at every card to the end', () => {
    let checked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const options = seed % 3 === 0 ? { announcements: true } : seed % 3 === 1 ? { dealer: 2 } : {};
      let s = getOrThrow(belote.setup(options, { seed }));
      const rng = createRng(seed);
      s = belote.applyUnchecked(
        s,
        belote.legal(s).find((a) => a.type === 'take')!,
      ).state;
      for (let i = 0; i < 6 + (seed % 9); i++) {
        const legal = belote.legal(s);
        s = belote.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
      }
      let p = getOrThrow(belote.setup(s.options, { position: getOrThrow(beloteFactsOf(s)) }));
      while (belote.actor(p) !== 'done') {
        const text = belotePosition.format(p);
        expect(text).toMatch(/ \| won /);
        // read back as the position it is now (its finished tricks are its cards won)
        const back = getOrThrow(belotePosition.parse(text));
        expect(belotePosition.format(back)).toBe(text);
        expect(belote.legal(back)).toEqual(belote.legal(p));
        checked++;
        const legal = belote.legal(p);
        p = belote.applyUnchecked(p, legal[rng.below(legal.length)]!).state;
      }
      // a finished deal writes no seat to act: it cannot be read back
      expect(belotePosition.format(p)).not.toMatch(/ \| to /);
      expect(belotePosition.parse(belotePosition.format(p))).toMatchObject({ left: { code: 'position/malformed' } });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses sections of the other form and facts the rules refuse', () => {
    const s = getOrThrow(belote.setup({}, { seed: 3 }));
    const t = belote.applyUnchecked(
      s,
      belote.legal(s).find((a) => a.type === 'take')!,
    ).state;
    const text = belotePosition.format(getOrThrow(belote.setup({}, { position: getOrThrow(beloteFactsOf(t)) })));
    const code = (x: string) => {
      const r = belotePosition.parse(x);
      return r._tag === 'Left' ? r.left.code : 'ok';
    };
    expect(code(text)).toBe('ok');
    expect(code(`${text} | actions pass`)).toBe('position/malformed');
    expect(code(text.replace(/ \| to \d/, ' | to 3'))).toBe('position/illegal');
  });
});
