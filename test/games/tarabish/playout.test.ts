/**
 * `playout` on Tarabish against the public API: for the same generator, the fast path
 * (`fastPlayout`, playout.ts) and playing `legal()[rng.below(legal.length)]` through `apply` give the
 * same result, on random deals of every option value, from the deal and from random positions
 * part-way through it; inputs are deep-frozen (`playout` never mutates them); one draw per action.
 * Playouts are re-entrant: two run interleaved card by card, or one run inside another, give the
 * results they give apart.
 * Sizes: 40 runs per option set by default; 1,000 under ATOUT_LONG.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declarationsIn, playSteps, undeclaredIn } from '../../../src/family/playout.js';
import { deepFreeze } from '../../../src/kernel/data.js';
import { createRng, type Rng } from '../../../src/kernel/rng.js';
import { playoutByApi } from '../../../src/oracle/playout.js';
import { playout } from '../../../src/games/playouts.js';
import { tarabish, type TarabishState } from '../../../src/games/tarabish/index.js';
import { TARABISH_DECLARATIONS, resultOf, runPlayout } from '../../../src/games/tarabish/playout.js';
import { TarabishTable } from '../../../src/games/tarabish/table.js';

const RUNS = process.env.ATOUT_LONG ? 1000 : 40;

/** The reference: the same choices played through the checked `apply`. */
function byApply(state: TarabishState, rng: Rng) {
  let s = state;
  while (tarabish.actor(s) !== 'done') {
    const legal = tarabish.legal(s);
    const r = tarabish.apply(s, legal[rng.below(legal.length)]!);
    if (r._tag === 'Left') throw new Error(`legal action refused: ${r.left.code}`);
    s = r.right.state;
  }
  return tarabish.result(s)!;
}

/** A position `steps` random actions into the deal (stopping at the end). */
function advance(state: TarabishState, steps: number, rng: Rng): TarabishState {
  let s = state;
  for (let i = 0; i < steps && tarabish.actor(s) !== 'done'; i++) {
    const legal = tarabish.legal(s);
    s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s;
}

function agree(options: object): void {
  fc.assert(
    fc.property(fc.nat(0xffffffff), fc.nat(0xffffffff), fc.nat(90), (seed, rngSeed, steps) => {
      const setup = tarabish.setup(options, { seed });
      if (setup._tag === 'Left') throw new Error(setup.left.code);
      const start = deepFreeze(advance(setup.right, steps, createRng(seed ^ 0x5bd1e995)));
      const expected = byApply(start, createRng(rngSeed));
      expect(playout(tarabish, start, createRng(rngSeed))).toEqual(expected);
      expect(playoutByApi(tarabish, start, createRng(rngSeed))).toEqual(expected);
    }),
    { numRuns: RUNS },
  );
}

const OPTION_SETS: object[] = [];
for (const preset of ['auction', 'traditional'] as const) {
  OPTION_SETS.push(
    { preset },
    { preset, partnerException: true },
    { preset, noTrump: true },
    { preset, lastTrickBonus: 4, dealer: 2 },
    { preset, bellaOnBate: 'kept' },
  );
  OPTION_SETS.push(
    { preset, melds: preset === 'auction' ? 'runs' : 'belote' },
    { preset, declaration: preset === 'auction' ? 'first-trick' : 'before-first-trick' },
    { preset, biddingCards: 9 },
  );
  OPTION_SETS.push(
    { preset, equalMelds: preset === 'auction' ? 'nobody' : 'eldest' },
    { preset, bothReachTarget: preset === 'auction' ? 'higher' : 'bidder' },
  );
}
OPTION_SETS.push(
  { preset: 'auction', coatBonus: 100, minBid: 60 },
  { preset: 'auction', contract: 'outscore', halfBait: 'whole' },
  { preset: 'traditional', allPass: 'redeal', halfBait: 'whole' },
  { preset: 'traditional', trumpChoice: 'auction', contract: 'reach-bid', allPass: 'redeal', halfBait: 'half' },
);

describe('Tarabish playout equals apply for the same random choices', () => {
  for (const o of OPTION_SETS) it(JSON.stringify(o), () => agree(o));

  it('consumes exactly one draw per action, forced ones included', () => {
    const start = tarabish.setup({}, { seed: 11 });
    if (start._tag === 'Left') throw new Error('setup');
    let count = 0;
    const base = createRng(8);
    const counting: Rng = { next: () => (count++, base.next()), below: (n) => (count++, base.below(n)) };
    const api = createRng(8);
    let s = start.right;
    let actions = 0;
    while (tarabish.actor(s) !== 'done') {
      const legal = tarabish.legal(s);
      s = tarabish.applyUnchecked(s, legal[api.below(legal.length)]!).state;
      actions++;
    }
    playout(tarabish, start.right, counting);
    expect(count).toBe(actions);
  });

  /** A card-play position of a seeded deal under `options`. */
  const inPlay = (options: object, seed: number): TarabishState => {
    for (let k = 0; ; k++) {
      const setup = tarabish.setup(options, { seed: seed + k });
      if (setup._tag === 'Left') throw new Error(setup.left.code);
      let s = setup.right;
      const rng = createRng(seed);
      while (s.phase !== 'play' && tarabish.actor(s) !== 'done') {
        const legal = tarabish.legal(s);
        s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
      }
      if (s.phase === 'play') return s;
    }
  };

  it('two playouts run interleaved, card by card, give the results they give apart', () => {
    for (let g = 0; g < 20; g++) {
      const a = inPlay({ preset: 'traditional', partnerException: 'free' }, 100 + g);
      const b = inPlay({ partnerException: 'overtrump-if-trumping', noTrump: g % 2 === 0 }, 200 + g);
      const [ta, tb] = [new TarabishTable().load(a), new TarabishTable().load(b)];
      const [da, db] = [a.declarations.slice(), b.declarations.slice()];
      let [ua, ub] = [undeclaredIn(TARABISH_DECLARATIONS, a), undeclaredIn(TARABISH_DECLARATIONS, b)];
      const [ra, rb] = [createRng(g), createRng(g + 1)];
      while (!ta.over() || !tb.over()) {
        ua = playSteps(ta, ra, declarationsIn(TARABISH_DECLARATIONS, a, ra), da, ua, 1);
        ub = playSteps(tb, rb, declarationsIn(TARABISH_DECLARATIONS, b, rb), db, ub, 1);
      }
      expect(resultOf(a, ta, da)).toEqual(runPlayout(a, createRng(g)));
      expect(resultOf(b, tb, db)).toEqual(runPlayout(b, createRng(g + 1)));
    }
  });

  it('a playout run inside another (from its generator) leaves the outer one as it was', () => {
    for (let g = 0; g < 20; g++) {
      const outer = inPlay({ partnerException: 'free' }, 300 + g);
      const inner = inPlay({ preset: 'traditional', lastTrickBonus: 4 }, 400 + g);
      const base = createRng(g);
      const inners: unknown[] = [];
      const nesting: Rng = {
        next: () => base.next(),
        below: (n) => (inners.push(runPlayout(inner, createRng(g))), base.below(n)),
      };
      expect(runPlayout(outer, nesting)).toEqual(runPlayout(outer, createRng(g)));
      expect(inners.length).toBeGreaterThan(30);
      for (const r of inners) expect(r).toEqual(runPlayout(inner, createRng(g)));
    }
  });
});
