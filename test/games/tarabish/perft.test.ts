/**
 * perft on Tarabish, cross-checked against a naive counter (the rule-text generator in naive.ts and
 * plain recursion). Auction depth 3 is 1 + 3·26 + 3·C(26,2) + C(26,3) = 3654 (each of three seats passes
 * or bids above the last, 26 values). The frozen counts guard against silent changes: each was produced by this
 * implementation and agreed with the naive counter when frozen.
 */
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishOptionsInput, type TarabishState } from '../../../src/games/tarabish/index.js';
import { getOrThrow } from '../../../src/kernel/index.js';
import { countToEnd, perft } from '../../../src/oracle/index.js';
import { naiveTarabishLegal } from './naive.js';

function naiveCount(s: TarabishState, depth: number): number {
  if (depth === 0 || tarabish.actor(s) === 'done') return 1;
  let n = 0;
  for (const text of naiveTarabishLegal(s))
    n += naiveCount(tarabish.applyUnchecked(s, getOrThrow(tarabish.codec.decode(text))).state, depth - 1);
  return n;
}

/** A seeded hand with seat 1 taking trump, played by the first legal action until `tricksLeft` tricks remain. */
function endgame(options: TarabishOptionsInput, seed: number, tricksLeft: number): TarabishState {
  let s = getOrThrow(tarabish.setup(options, { seed }));
  const first = tarabish.legal(s).find((a) => a.type === 'bid' || a.type === 'call')!;
  s = tarabish.applyUnchecked(s, first).state;
  while (tarabish.actor(s) !== 'done' && (s.tricks.length < 9 - tricksLeft || s.trick.length > 0))
    s = tarabish.applyUnchecked(s, tarabish.legal(s)[0]!).state;
  return s;
}

describe('perft', () => {
  for (const [preset, frozen] of [
    ['auction', [27n, 378n, 3654n]],
    ['traditional', [5n, 9n, 45n]],
  ] as const) {
    it(`${preset}: depths 1..3 from the deal agree with the naive counter`, () => {
      const s = getOrThrow(tarabish.setup({ preset }, { seed: 21 }));
      for (let d = 1; d <= 3; d++) {
        const n = perft(tarabish, s, d).nodes;
        expect(n).toBe(BigInt(naiveCount(s, d)));
        expect(n).toBe(frozen[d - 1]);
      }
    });
  }

  for (const options of [{}, { preset: 'traditional' as const }, { partnerException: true }]) {
    it(`endgame of 3 tricks (${JSON.stringify(options)}): countToEnd agrees with the naive counter`, () => {
      const s = endgame(options, 21, 3);
      expect(s.tricks.length).toBe(6);
      expect(countToEnd(tarabish, s)).toBe(BigInt(naiveCount(s, 100)));
    });
  }
});
