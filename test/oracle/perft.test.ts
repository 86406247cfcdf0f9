import { describe, expect, it } from 'vitest';
import { cardset as cs, getOrThrow } from '../../src/kernel/index.js';
import { countToEnd, perft } from '../../src/oracle/index.js';
import { makeWhist, naiveWhistLegal, type WhistState } from '../support/whist.js';

const whist = makeWhist();

/** A naive counter: the rule text's legal moves (naiveWhistLegal) and plain recursion, no memo. */
function naiveCount(s: WhistState, depth: number): number {
  if (depth === 0 || s.tricks === 8) return 1;
  let n = 0;
  for (const text of naiveWhistLegal(s))
    n += naiveCount(whist.applyUnchecked(s, getOrThrow(whist.codec.decode(text))).state, depth - 1);
  return n;
}

/** An endgame: the last `k` tricks of a seeded deal, reached by playing the first legal card. */
function endgame(seed: number, tricksLeft: number): WhistState {
  let s = getOrThrow(whist.setup({}, { seed }));
  while (s.tricks < 8 - tricksLeft || s.trick.length > 0) s = whist.applyUnchecked(s, whist.legal(s)[0]!).state;
  return s;
}

describe('perft', () => {
  it('counts agree with a naive generator at depths 1..4 from the start', () => {
    const s = getOrThrow(whist.setup({}, { seed: 21 }));
    for (let d = 1; d <= 4; d++) expect(perft(whist, s, d).nodes).toBe(BigInt(naiveCount(s, d)));
  });

  it('divide sums to the total and lists every first action', () => {
    const s = getOrThrow(whist.setup({}, { seed: 21 }));
    const p = perft(whist, s, 3);
    expect(p.divide.map((d) => d.action)).toEqual(whist.legal(s).map((a) => whist.codec.encode(a)));
    expect(p.divide.reduce((a, d) => a + d.nodes, 0n)).toBe(p.nodes);
    expect(p.divide[0]!.nodes).toBe(perft(whist, whist.applyUnchecked(s, whist.legal(s)[0]!).state, 2).nodes);
    expect(perft(whist, s, 0).nodes).toBe(1n);
  });

  it('countToEnd on endgames (last 2 to 3 tricks) agrees with the naive count', () => {
    for (const seed of [1, 2, 3]) {
      for (const k of [2, 3]) {
        const s = endgame(seed, k);
        expect(cs.size(s.hands[0]!)).toBe(k);
        expect(countToEnd(whist, s)).toBe(BigInt(naiveCount(s, 4 * k)));
      }
    }
  });
});
