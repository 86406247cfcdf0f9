import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goulash } from '../../../src/games/goulash/index.js';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';
import { legalTexts, makeDeal, playOut, run, start } from '../tarot/helpers.js';
import { naiveTarotLegal } from '../tarot/naive.js';

const config = { naiveLegal: naiveTarotLegal };
const deal = makeDeal(4, ['', '', 'EX', '']);
const keepExcuse = (s: TarotState): string | undefined => {
  if (s.phase !== 'play' || (s.leader + s.trick.length) % 4 !== 2) return undefined;
  const legal = legalTexts(s, goulash);
  return legal.find((t) => t !== 'play:EX') ?? legal[0];
};

describe('goulash ruleset (the Goulash rules, docs/rules/goulash.md)', () => {
  it('is the Tarot ruleset in Goulash mode: no bidding, each for themselves', () => {
    const s = start({}, deal, goulash);
    expect(goulash.id).toBe('goulash');
    expect(s).toMatchObject({ mode: 'goulash', phase: 'play', leader: 1 });
    expect(legalTexts(s, goulash).every((t) => t.startsWith('play:'))).toBe(true);
    const bad = goulash.setup({ mode: 'classic' }, { seed: 1 });
    expect(isLeft(bad) && bad.left.code).toBe('options/goulash-mode-only');
  });

  it('the chien stays unseen all deal and goes to the winner of the last trick', () => {
    const s = start({}, deal, goulash);
    const mid = run(s, [legalTexts(s, goulash)[0]!], goulash);
    for (const seat of [0, 1, 2, 3] as const) expect(goulash.view(mid, seat).chien).toBeNull();
    const end = playOut(s, () => undefined, goulash);
    const r = goulash.result(end)!;
    const last = end.tricks[17]!.winner;
    expect(r.mode === 'goulash' && r.chienTo).toBe(last);
    expect(goulash.view(end, 0).chien).toEqual(deal.chien);
    // The chien's points are in the last winner's total: recount them by hand.
    const pts = [0, 0, 0, 0];
    const v = (n: string) =>
      ['1T', '21T', 'EX'].includes(n) || n.startsWith('K')
        ? 4.5
        : n.startsWith('Q')
          ? 3.5
          : n.startsWith('N')
            ? 2.5
            : n.startsWith('J')
              ? 1.5
              : 0.5;
    for (const t of goulash.view(end, 0).tricks) for (const p of t.plays) pts[t.winner]! += v(p.card);
    for (const c of deal.chien) pts[last]! += v(c);
    const exTrick = goulash.view(end, 0).tricks.findIndex((t) => t.plays.some((p) => p.card === 'EX'));
    const t = goulash.view(end, 0).tricks[exTrick]!;
    const owner = t.plays.find((p) => p.card === 'EX')!.seat;
    if (owner !== t.winner) {
      pts[t.winner]! -= 4; // the winner keeps only a half-point card for the Excuse
      pts[owner]! += 4;
    }
    expect(r.cardPoints).toEqual(pts);
    expect(r.scores).toEqual(pts.map((p) => 91 - 4 * p));
  });

  it('the Excuse on the last trick: loses (default) or wins the trick and the chien', () => {
    const loses = playOut(start({}, deal, goulash), keepExcuse, goulash);
    const wins = playOut(start({ excuseOnLastTrick: 'wins' }, deal, goulash), keepExcuse, goulash);
    expect(loses.tricks[17]!.cards).toContain(tarot.traits.deck.byName.get('EX'));
    expect(loses.tricks[17]!.winner).not.toBe(2);
    expect(wins.tricks[17]!.winner).toBe(2);
    const rl = goulash.result(loses)!;
    const rw = goulash.result(wins)!;
    expect(rl.mode === 'goulash' && rl.chienTo).not.toBe(2);
    expect(rw.mode === 'goulash' && rw.chienTo).toBe(2);
    // 'loses': the owner keeps 4 of the Excuse's 4.5.
    const before = rl.cardPoints[2]!;
    expect(before).toBeGreaterThanOrEqual(4);
    expect(rw.cardPoints[2]!).toBeGreaterThan(before);
  });

  it('no poignée, chelem or petit au bout; a petit sec does not annul', () => {
    const sec = makeDeal(4, ['1T 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H']);
    const s = start({}, sec, goulash);
    expect(goulash.actor(s)).toBe(1);
    const many = makeDeal(4, ['', '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T']);
    expect(legalTexts(start({}, many, goulash), goulash).some((t) => t.startsWith('poignee'))).toBe(false);
    const r = goulash.apply(start({}, many, goulash), { type: 'poignee', size: 'simple' });
    expect(isLeft(r) && r.left.code).toBe('poignee/not-in-goulash');
  });

  it('an all-pass Tarot deal (allPass: goulash) plays on as a Goulash with the same cards', () => {
    const t = run(start({ allPass: 'goulash' }, deal), ['bid:pass', 'bid:pass', 'bid:pass', 'bid:pass']);
    const g = start({}, deal, goulash);
    expect(t.hands).toEqual(g.hands);
    const rt = tarot.result(playOut(t, keepExcuse));
    const rg = goulash.result(playOut(g, keepExcuse, goulash));
    expect(rt).toEqual(rg);
  });

  for (const players of [3, 4, 5] as const) {
    for (const excuseOnLastTrick of ['loses', 'wins'] as const) {
      it(`conformance: ${players} players, excuseOnLastTrick ${excuseOnLastTrick}`, () => {
        const r = runConformance(goulash, { players, excuseOnLastTrick }, { games: 5, seed: players }, config);
        if (isLeft(r)) throw new Error(formatViolation(r.left));
      });
    }
  }

  it('conformance with fast-check seeds and choice lists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.nat(20), { maxLength: 20 }),
        (seed, choices) => {
          const r = playAndCheck(goulash, { players: ((seed % 3) + 3) as 3 | 4 | 5 }, seed, choices, config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe.skipIf(!process.env.ATOUT_LONG)('goulash conformance, long', () => {
  for (const players of [3, 4, 5] as const) {
    it(`${players} players, 500 games each option`, () => {
      for (const excuseOnLastTrick of ['loses', 'wins'] as const) {
        const r = runConformance(goulash, { players, excuseOnLastTrick }, { games: 500, seed: 50 + players }, config);
        if (isLeft(r)) throw new Error(formatViolation(r.left));
      }
    });
  }
});
