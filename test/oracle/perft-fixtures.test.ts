/**
 * The perft fixtures shipped in vectors/perft.json, cross-checked against naive generators written
 * straight from the rule text (test/games/*\/naive.ts) with plain recursion, no memo. Small counts
 * run in every suite; all of them under ATOUT_LONG. The poignée fixtures also keep their counts
 * under poignée convention 1 (before record format 2), checked by collapsing each poignée to one ply.
 */
import { describe, expect, it } from 'vitest';
import perftVectors from '../../vectors/perft.json';
import { tarabish } from '../../src/games/tarabish/rules.js';
import { parseTarabishPosition } from '../../src/games/tarabish/position.js';
import type { TarabishState } from '../../src/games/tarabish/state.js';
import { tarot } from '../../src/games/tarot/index.js';
import { showing } from '../../src/games/tarot/declarations.js';
import { parseTarotPosition } from '../../src/games/tarot/position.js';
import type { TarotState } from '../../src/games/tarot/state.js';
import { getOrThrow } from '../../src/kernel/index.js';
import { countToEnd, perft } from '../../src/oracle/index.js';
import { naiveTarabishLegal } from '../games/tarabish/naive.js';
import { naiveTarotLegal } from '../games/tarot/naive.js';
import { belote } from '../../src/games/belote/rules.js';
import { parseBelotePosition } from '../../src/games/belote/position.js';
import type { BeloteState } from '../../src/games/belote/state.js';
import { coinche } from '../../src/games/coinche/rules.js';
import type { CoincheState } from '../../src/games/coinche/state.js';
import { naiveBeloteLegal } from '../games/belote/naive.js';
import { naiveCoincheLegal } from '../games/coinche/naive.js';

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

function naiveBelote(s: BeloteState, depth: number): number {
  if (depth === 0 || belote.actor(s) === 'done') return 1;
  let n = 0;
  for (const t of naiveBeloteLegal(s))
    n += naiveBelote(belote.applyUnchecked(s, getOrThrow(belote.codec.decode(t))).state, depth - 1);
  return n;
}

function naiveCoinche(s: CoincheState, depth: number): number {
  if (depth === 0 || coinche.actor(s) === 'done') return 1;
  let n = 0;
  for (const t of naiveCoincheLegal(s))
    n += naiveCoinche(coinche.applyUnchecked(s, getOrThrow(coinche.codec.decode(t))).state, depth - 1);
  return n;
}

/** A Coinche position given by its deal and the actions since (`perft.dealt`). */
function dealtCoinche(deal: { hands: string[][] }, actions: readonly string[]): CoincheState {
  return actions.reduce(
    (s, a) => getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)))).state,
    getOrThrow(coinche.setup({}, { deal })),
  );
}

function load(game: string, position: string): { count: (d: number) => number; engine: (d: number | null) => bigint } {
  if (game.startsWith('belote')) {
    const s = getOrThrow(parseBelotePosition(position));
    return {
      count: (d) => naiveBelote(s, d),
      engine: (d) => (d === null ? countToEnd(belote, s) : perft(belote, s, d).nodes),
    };
  }
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
  for (const f of perftVectors.dealt) {
    const run = LONG || f.countToEnd === undefined || BigInt(f.countToEnd) <= SMALL;
    const what = f.depths ? `the deal's start, depths 1..${f.depths.length}` : `last ${f.tricksLeft} tricks`;
    it.skipIf(!run)(`${f.game} from its deal and ${f.actions.length} actions: ${what} (seed ${f.seed})`, () => {
      const s = dealtCoinche(f.deal, f.actions);
      // the deal the seed dealt, rebuilt from the listed facts
      expect(s).toEqual(
        f.actions.reduce(
          (t, a) => getOrThrow(coinche.apply(t, getOrThrow(coinche.codec.decode(a)))).state,
          getOrThrow(coinche.setup({}, { seed: f.seed })),
        ),
      );
      (f.depths ?? []).forEach((want, k) => {
        expect(BigInt(naiveCoinche(s, k + 1))).toBe(BigInt(want));
        expect(perft(coinche, s, k + 1).nodes).toBe(BigInt(want));
      });
      if (f.countToEnd !== undefined) {
        expect(BigInt(naiveCoinche(s, 1000))).toBe(BigInt(f.countToEnd));
        expect(countToEnd(coinche, s)).toBe(BigInt(f.countToEnd));
      }
    });
  }
  it('covers Tarot at 3, 4 and 5 players, both Tarabish presets, Belote and Coinche, 3 to 5 tricks from the end', () => {
    const games = new Set(perftVectors.endgames.map((f) => f.game));
    expect([...games].sort()).toEqual([
      'belote',
      'belote-announcements',
      'tarabish-auction',
      'tarabish-traditional',
      'tarot-3',
      'tarot-4',
      'tarot-5',
    ]);
    expect(new Set(perftVectors.endgames.map((f) => f.tricksLeft))).toEqual(new Set([3, 4, 5]));
    expect(perftVectors.dealt.filter((f) => f.tricksLeft !== undefined).map((f) => f.tricksLeft)).toEqual([3]);
    expect(perftVectors.dealt.filter((f) => f.depths !== undefined)).toHaveLength(1);
  });
});

/**
 * perft under poignée convention 1 (one action naming every card shown), from today's actions:
 * an announced poignée and its shows, down to each complete poignée, make one ply.
 */
function convention1(s: TarotState, depth: number): bigint {
  if (depth === 0 || tarot.actor(s) === 'done') return 1n;
  let n = 0n;
  const complete = (st: TarotState): TarotState[] =>
    showing(st) === undefined ? [st] : tarot.legal(st).flatMap((a) => complete(tarot.applyUnchecked(st, a).state));
  for (const a of tarot.legal(s)) {
    const next = tarot.applyUnchecked(s, a).state;
    for (const st of a.type === 'poignee' ? complete(next) : [next]) n += convention1(st, depth - 1);
  }
  return n;
}

describe('perft fixtures with poignées: convention 2 (announce, then one card per action) and convention 1', () => {
  for (const f of perftVectors.poignee) {
    it(`${f.game}: depths 1..${f.depths.length} agree with the naive generator; convention 1 by collapsing`, () => {
      const s = getOrThrow(parseTarotPosition(f.position));
      const p = load(f.game, f.position);
      f.depths.forEach((want, k) => {
        expect(BigInt(p.count(k + 1))).toBe(BigInt(want));
        expect(p.engine(k + 1)).toBe(BigInt(want));
      });
      f.convention1Depths.forEach((want, k) => expect(convention1(s, k + 1)).toBe(BigInt(want)));
    });
  }
});
