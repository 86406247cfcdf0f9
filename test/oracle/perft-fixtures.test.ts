/**
 * The perft fixtures shipped in vectors/perft.json, cross-checked against naive generators written
 * straight from the rule text (test/games/*\/naive.ts) with plain recursion, no memo. Small counts
 * run in every suite; all of them under ATOUT_LONG.
 */
import { describe, expect, it } from 'vitest';
import perftVectors from '../../vectors/perft.json';
import { tarabish } from '../../src/games/tarabish/rules.js';
import { parseTarabishPosition } from '../../src/games/tarabish/position.js';
import type { TarabishState } from '../../src/games/tarabish/state.js';
import { tarot } from '../../src/games/tarot/index.js';
import { parseTarotPosition } from '../../src/games/tarot/position.js';
import type { TarotState } from '../../src/games/tarot/state.js';
import { getOrThrow } from '../../src/kernel/index.js';
import { countToEnd, perft } from '../../src/oracle/index.js';
import { naiveTarabishLegal } from '../games/tarabish/naive.js';
import { naiveTarotLegal } from '../games/tarot/naive.js';

const LONG = Boolean(process.env['ATOUT_LONG']);
const SMALL = 5000n;

function naiveTarot(s: TarotState, depth: number): number {
  if (depth === 0 || tarot.actor(s) === 'done') return 1;
  let n = 0;
  for (const t of naiveTarotLegal(s))
    n += naiveTarot(tarot.applyUnchecked(s, getOrThrow(tarot.codec.decode(t))).state, depth - 1);
  return n;
}

function naiveTarabish(s: TarabishState, depth: number): number {
  if (depth === 0 || tarabish.actor(s) === 'done') return 1;
  let n = 0;
  for (const t of naiveTarabishLegal(s))
    n += naiveTarabish(tarabish.applyUnchecked(s, getOrThrow(tarabish.codec.decode(t))).state, depth - 1);
  return n;
}

function load(game: string, position: string): { count: (d: number) => number; engine: (d: number | null) => bigint } {
  if (game.startsWith('tarot')) {
    const s = getOrThrow(parseTarotPosition(position));
    return {
      count: (d) => naiveTarot(s, d),
      engine: (d) => (d === null ? countToEnd(tarot, s) : perft(tarot, s, d).nodes),
    };
  }
  const s = getOrThrow(parseTarabishPosition(position));
  return {
    count: (d) => naiveTarabish(s, d),
    engine: (d) => (d === null ? countToEnd(tarabish, s) : perft(tarabish, s, d).nodes),
  };
}

describe('perft fixtures agree with naive generators', () => {
  for (const f of perftVectors.endgames) {
    const run = LONG || BigInt(f.countToEnd) <= SMALL;
    it.skipIf(!run)(`${f.game}: last ${f.tricksLeft} tricks (seed ${f.seed}) → ${f.countToEnd}`, () => {
      const p = load(f.game, f.position);
      expect(BigInt(p.count(1000))).toBe(BigInt(f.countToEnd));
      expect(p.engine(null)).toBe(BigInt(f.countToEnd));
    });
  }
  for (const f of perftVectors.start) {
    it(`${f.game}: the deal's start (seed ${f.seed}), depths 1..${f.depths.length}`, () => {
      const p = load(f.game, f.position);
      f.depths.forEach((want, k) => {
        expect(BigInt(p.count(k + 1))).toBe(BigInt(want));
        expect(p.engine(k + 1)).toBe(BigInt(want));
      });
    });
  }
  it('covers Tarot at 3, 4 and 5 players and both Tarabish presets, 3 to 5 tricks from the end', () => {
    const games = new Set(perftVectors.endgames.map((f) => f.game));
    expect([...games].sort()).toEqual(['tarabish-auction', 'tarabish-traditional', 'tarot-3', 'tarot-4', 'tarot-5']);
    expect(new Set(perftVectors.endgames.map((f) => f.tricksLeft))).toEqual(new Set([3, 4, 5]));
  });
});
