/** The Tarabish match: the harness, the dealer moving on (redeals included), the end under both `bothReachTarget` values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish, tarabishMatch, type TarabishAction } from '../../../src/games/tarabish/index.js';
import { deriveSeed, getOrThrow, isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck } from '../../../src/testing/index.js';
import { naiveTarabishLegal } from './naive.js';

type MatchState =
  ReturnType<typeof tarabishMatch.setup> extends infer E ? (E extends { right: infer S } ? S : never) : never;
const apply = (s: MatchState, a: TarabishAction): MatchState => getOrThrow(tarabishMatch.apply(s, a)).state;

/** The first speaker bids 50, everybody else passes; then the first legal action. */
function simple(s: MatchState): TarabishAction {
  const legal = tarabishMatch.legal(s);
  if (s.current.phase === 'auction' && s.current.speech.length === 0) return legal.find((a) => a.type === 'bid')!;
  return legal[0]!;
}

describe('tarabish match', () => {
  for (const preset of ['auction', 'traditional'] as const) {
    it(`passes the conformance harness (${preset}, target 300)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.array(fc.nat({ max: 60 }), { maxLength: 40 }),
          (seed, choices) => {
            const r = playAndCheck(tarabishMatch, { preset, target: 300 }, seed, choices, {
              naiveLegal: (s) => (s.over ? [] : naiveTarabishLegal(s.current)),
            });
            if (isLeft(r)) throw new Error(formatViolation(r.left));
            expect(r.right.result.complete).toBe(true);
          },
        ),
        { numRuns: 4 },
      );
    });
  }

  it('passes the harness with no-trump contracts and the partner exception', () => {
    for (const options of [
      { noTrump: true, target: 200 },
      { preset: 'traditional' as const, noTrump: true, partnerException: true, target: 200 },
    ]) {
      for (let seed = 0; seed < 3; seed++) {
        const r = playAndCheck(tarabishMatch, options, seed, [], {
          naiveLegal: (s) => (s.over ? [] : naiveTarabishLegal(s.current)),
        });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
      }
    }
  });

  it('deals each hand from the match seed and moves the dealer on, after an all-pass redeal too', () => {
    let s = getOrThrow(tarabishMatch.setup({ dealer: 2 }, { seed: 99 }));
    expect(s.current).toEqual(getOrThrow(tarabish.setup({ dealer: 2 }, { seed: deriveSeed(99, 0) })));
    for (let i = 0; i < 4; i++) s = apply(s, { type: 'bid-pass' });
    expect(s.dealIndex).toBe(1);
    expect(s.dealer).toBe(3);
    expect(s.totals).toEqual([0, 0, 0, 0]);
    expect(s.results[0]!.annulled).toBe(true);
    expect(s.current).toEqual(getOrThrow(tarabish.setup({ dealer: 3 }, { seed: deriveSeed(99, 1) })));
    expect(tarabishMatch.actor(s)).toBe(0);
    s = apply(
      s,
      tarabishMatch.legal(s).find((a) => a.type === 'bid')!,
    );
    while (s.dealIndex === 1) s = apply(s, simple(s));
    expect(s.dealer).toBe(0);
    expect(s.totals[0]).toBe(s.totals[2]);
    expect(s.totals[0]! + s.totals[1]!).toBeGreaterThanOrEqual(162);
  });

  it('ends after the hand in which a team reaches the target, with running totals', () => {
    let s = getOrThrow(tarabishMatch.setup({ target: 500 }, { seed: 4 }));
    while (tarabishMatch.actor(s) !== 'done') s = apply(s, simple(s));
    const r = tarabishMatch.result(s)!;
    expect(r.complete).toBe(true);
    const before = r.results.slice(0, -1).reduce((t, h) => [t[0]! + h.teamScores[0], t[1]! + h.teamScores[1]], [0, 0]);
    expect(Math.max(...before)).toBeLessThan(500);
    expect(Math.max(r.scores[0]!, r.scores[1]!)).toBeGreaterThanOrEqual(500);
    expect(r.scores).toEqual([
      before[0]! + r.results.at(-1)!.teamScores[0],
      before[1]! + r.results.at(-1)!.teamScores[1],
      before[0]! + r.results.at(-1)!.teamScores[0],
      before[1]! + r.results.at(-1)!.teamScores[1],
    ]);
  });

  it('both teams reach the target in the same hand: the bidders win (bidder) or the higher total (higher)', () => {
    // Target 40: find a seeded first hand where both teams reach it and the bidders score less.
    let found = 0;
    for (let seed = 0; seed < 200 && found < 2; seed++) {
      const run = (bothReachTarget: 'bidder' | 'higher') => {
        let s = getOrThrow(tarabishMatch.setup({ target: 40, bothReachTarget }, { seed }));
        while (tarabishMatch.actor(s) !== 'done') s = apply(s, simple(s));
        return tarabishMatch.result(s)!;
      };
      const bidder = run('bidder');
      const hand = bidder.results[0]!;
      if (bidder.deals !== 1 || hand.annulled) continue;
      const bidTeam = hand.contract!.seat % 2;
      const [a, b] = hand.teamScores;
      if (Math.min(a, b) < 40 || hand.teamScores[bidTeam]! >= hand.teamScores[1 - bidTeam]!) continue;
      found++;
      expect(bidder.winners).toEqual([bidTeam, bidTeam + 2]);
      const higher = run('higher');
      expect(higher.winners).toEqual([1 - bidTeam, 3 - bidTeam]);
    }
    expect(found).toBe(2);
  });
});

describe.skipIf(!process.env['ATOUT_LONG'])('long match runs', () => {
  it('20 matches to 500 per preset', () => {
    for (const preset of ['auction', 'traditional'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const r = playAndCheck(tarabishMatch, { preset }, seed, [], {
          naiveLegal: (s) => (s.over ? [] : naiveTarabishLegal(s.current)),
        });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
      }
    }
  });
});
