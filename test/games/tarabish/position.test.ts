import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, getOrThrow, isLeft } from '../../../src/kernel/index.js';
import { tarabish } from '../../../src/games/tarabish/index.js';
import { formatTarabishPosition, parseTarabishPosition } from '../../../src/games/tarabish/position.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';

function states(options: object, seed: number): TarabishState[] {
  const rng = createRng(seed);
  let s = getOrThrow(tarabish.setup(options, { seed }));
  const out = [s];
  while (tarabish.actor(s) !== 'done') {
    const l = tarabish.legal(s);
    s = tarabish.applyUnchecked(s, l[rng.below(l.length)]!).state;
    out.push(s);
  }
  return out;
}

const optionSets: object[] = [
  {},
  { preset: 'traditional' },
  { noTrump: true },
  { preset: 'traditional', noTrump: true, dealer: 2 },
  { declaration: 'first-trick', biddingCards: 6 },
  { biddingCards: 9, partnerException: true, equalMelds: 'nobody' },
  { preset: 'traditional', allPass: 'redeal', halfBait: 'whole' },
];

describe('Tarabish position notation', () => {
  for (const options of optionSets) {
    it(`${JSON.stringify(options)}: parse(format(s)) = s and format(parse(text)) = text at every step`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
          for (const s of states(options, seed)) {
            const text = formatTarabishPosition(s);
            const back = parseTarabishPosition(text);
            if (isLeft(back)) throw new Error(`${back.left.code}: ${back.left.message}\n${text}`);
            expect(back.right).toEqual(s);
            expect(formatTarabishPosition(back.right)).toBe(text);
          }
        }),
        { numRuns: 5 },
      );
    });
  }

  it('refuses malformed and impossible positions with codes', () => {
    const s = states({}, 3).find((x) => x.phase === 'play' && x.tricks.length === 4)!;
    const text = formatTarabishPosition(s);
    expect(text).toMatch(/^tarabish dealer=0 preset=auction \| speech /);
    const code = (t: unknown) => {
      const r = parseTarabishPosition(t);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code(text)).toBe('ok');
    expect(code(null)).toBe('position/malformed');
    expect(code(text.replace('tarabish', 'belote'))).toBe('position/malformed');
    expect(code(text.replace('preset=auction', 'preset=jass'))).toBe('position/malformed');
    const hands = text.split(' | hands ')[1]!.split(' | ')[0]!;
    const [h0, h1] = hands.split(' / ');
    expect(code(text.replace(hands, hands.replace(h1!.split(' ')[0]!, h0!.split(' ')[0]!)))).toBe('position/illegal');
  });
});
