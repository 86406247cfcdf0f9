/**
 * Properties of played Coinche deals (random legal play from fast-check seeds): every card point
 * is accounted for (162 with the dix de der, the capot's points on a capot), the result is the
 * score of the deal's facts counted here from the tricks with a plain table, and each side's
 * score is a multiple of ten under the default rounding.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import { scoreContract } from '../../../src/games/coinche/contract.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;
const TRUMP: Record<string, number> = { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3 };
const PLAIN: Record<string, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2 };

/** A deal played at random from `seed`, with `options`. */
function played(seed: number, options: object = {}): CoincheState {
  const rng = createRng(seed);
  let s = getOrThrow(coinche.setup(options, { seed }));
  while (coinche.actor(s) !== 'done') {
    const legal = coinche.legal(s);
    // in the auction: mostly passes, the lowest bids, now and then a capot, a coinche, a surcoinche
    const bids = legal.filter((a) => a.type === 'bid').slice(0, 4);
    const other = legal.filter((a) => a.type !== 'bid' && a.type !== 'pass');
    const roll = rng.below(10);
    const a =
      s.contract !== null
        ? legal[rng.below(legal.length)]!
        : roll < 6 || (bids.length === 0 && other.length === 0)
          ? legal[0]!
          : roll < 9 && bids.length > 0
            ? bids[rng.below(bids.length)]!
            : (other[rng.below(other.length)] ?? legal[0]!);
    s = getOrThrow(coinche.apply(s, a)).state;
  }
  return s;
}

describe('played deals', () => {
  it('every point is accounted for, and the result is the score of the facts counted from the tricks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), (seed, announcements) => {
        const s = played(seed, { announcements });
        const r = coinche.result(s)!;
        if (r.annulled) return;
        const v = coinche.view(s, 'spectator');
        const trump = v.trump!;
        const points: [number, number] = [0, 0];
        for (const t of v.tricks) {
          const cards = t.plays.map((c) => c.card);
          points[(t.winner % 2) as 0 | 1] += cards.reduce(
            (sum, c) => sum + ((c.endsWith(trump) ? TRUMP : PLAIN)[c.slice(0, -1)] ?? 0),
            0,
          );
        }
        expect(points[0] + points[1]).toBe(152);
        points[(v.tricks[7]!.winner % 2) as 0 | 1] += 10;
        const tricks = [0, 1].map((side) => v.tricks.filter((t) => t.winner % 2 === side).length);
        const capot = tricks[0] === 8 ? 0 : tricks[1] === 8 ? 1 : null;
        const belotes = [0, 1].map((side) => (v.calls[side] === 2 ? 1 : 0) + (v.calls[side + 2] === 2 ? 1 : 0));
        const announced: [number, number] = [r.totals[0], r.totals[1]];
        // the announcements are what remains of each total (none without announcements)
        for (const side of [0, 1] as const)
          announced[side] -= (capot === side ? 252 - 162 : 0) + points[side] + 20 * belotes[side]!;
        if (!announcements) expect(announced).toEqual([0, 0]);
        expect(Math.min(...announced)).toBe(0);
        const score = scoreContract(s.options, {
          contract: r.contract!,
          cardPoints: points,
          capot,
          belotes: [belotes[0]!, belotes[1]!],
          announcements: capot === null ? announced : [0, 0],
        });
        if (capot === null) expect(r.teamScores).toEqual(score.scores);
        for (const x of r.teamScores) expect(x % 10).toBe(0);
        expect(r.scores).toEqual([r.teamScores[0], r.teamScores[1], r.teamScores[0], r.teamScores[1]]);
      }),
      { numRuns: LONG ? 300 : 40 },
    );
  });

  it('some random deals are made, some fail, some are coinched (the property sees each)', () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const r = coinche.result(played(seed))!;
      outcomes.add(r.annulled ? 'passed' : `${r.outcome}${r.contract!.multiplier > 1 ? '-coinched' : ''}`);
    }
    expect(outcomes).toContain('made');
    expect(outcomes).toContain('failed');
    expect(outcomes).toContain('failed-coinched');
  });
});
