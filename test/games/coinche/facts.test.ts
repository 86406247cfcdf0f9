/**
 * Coinche positions from facts: the contract and Belote's facts of the card play. The facts read off
 * random dealt states rebuild states with the same legal actions, card play's views and results
 * after the same random continuation; the notation writes and reads back their facts form; a
 * contract the auction cannot end on is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { coincheFactsOf, coincheStateFromFacts } from '../../../src/games/coinche/facts.js';
import { coinchePosition } from '../../../src/games/coinche/position.js';
import { createRng, deepEqual, deriveSeed, getOrThrow, isLeft } from '../../../src/kernel/index.js';

/** A random state of the card play: a contract bid at once, then random legal actions. */
function randomPlayState(options: CoincheRulesOptionsInput, seed: number, depth: number): CoincheState | undefined {
  let s = getOrThrow(coinche.setup(options, { seed }));
  const rng = createRng(deriveSeed(seed, 11));
  const bids = coinche.legal(s).filter((a) => a.type === 'bid');
  s = coinche.applyUnchecked(s, bids[rng.below(bids.length)]!).state;
  while (s.contract === null && coinche.actor(s) !== 'done') {
    const legal = coinche.legal(s);
    const quiet = legal.filter((a) => a.type === 'pass' || a.type === 'coinche' || a.type === 'surcoinche');
    s = coinche.applyUnchecked(s, quiet[rng.below(quiet.length)]!).state;
  }
  for (let steps = 0; coinche.actor(s) !== 'done' && steps < depth; steps++) {
    const legal = coinche.legal(s);
    s = coinche.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s.contract !== null && (s.play.phase === 'play' || s.play.phase === 'announce') ? s : undefined;
}

/** A view without the history a position does not keep (the auction's calls, the finished tricks). */
const present = (s: CoincheState, seat: number | 'spectator') => {
  const { auction: _auction, tricks: _tricks, ...rest } = coinche.view(s, seat) as unknown as Record<string, unknown>;
  return rest;
};

describe('facts read off a dealt state rebuild it', () => {
  it('the same facts, legal actions, views and result after the same random continuation; the notation reads them back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CoincheRulesOptionsInput>(
          {},
          { dealer: 1, undertrump: 'required', rounding: 'none' },
          { announcements: true, announcementTiming: 'before-first-trick', surcoincheMultiplier: 3 },
        ),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 34 }),
        (options, seed, depth) => {
          const dealt = randomPlayState(options, seed, depth);
          if (dealt === undefined) return;
          const facts = getOrThrow(coincheFactsOf(dealt));
          let a = dealt;
          let b = getOrThrow(coincheStateFromFacts(dealt.options, facts));
          expect(getOrThrow(coincheFactsOf(b))).toEqual(facts);
          expect(b.contract).toEqual(a.contract);
          for (const seat of [0, 1, 2, 3, 'spectator'] as const) expect(present(b, seat)).toEqual(present(a, seat));
          const text = coinchePosition.format(b);
          expect(getOrThrow(coinchePosition.parse(text))).toEqual(
            getOrThrow(coinche.setup(b.options, { position: facts })),
          );
          const rng = createRng(deriveSeed(seed, 3));
          while (coinche.actor(a) !== 'done') {
            const legal = coinche.legal(a);
            if (!deepEqual(legal, coinche.legal(b))) expect(coinche.legal(b)).toEqual(legal);
            const x = legal[rng.below(legal.length)]!;
            a = getOrThrow(coinche.apply(a, x)).state;
            b = getOrThrow(coinche.apply(b, x)).state;
          }
          expect(coinche.result(b)).toEqual(coinche.result(a));
          const h = coinche.history!(b);
          expect(isLeft(h) && h.left.code).toBe('position/no-history');
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('a contract the auction cannot end on is refused', () => {
  const base = (() => {
    const s = randomPlayState({}, 5, 0)!;
    return getOrThrow(coincheFactsOf(s));
  })();
  const code = (contract: object, options: CoincheRulesOptionsInput = {}) => {
    const r = coinche.setup(options, { position: { ...base, contract: { ...base.contract, ...contract } } });
    return isLeft(r) ? r.left.code : 'ok';
  };
  it.each([
    ['a bid off the grid', { bid: 95 }],
    ['a strain not played', { strain: 'TA' }],
    ['a coinche by the takers', { coinche: base.contract.taker, surcoinche: null }],
    ['a surcoinche without a coinche', { coinche: null, surcoinche: base.contract.taker }],
  ])('%s', (_, contract) => {
    expect(code(contract)).toBe('position/contract');
  });
  it('a coinche by a defender and a surcoinche by a taker are a contract', () => {
    expect(code({ coinche: (base.contract.taker + 1) % 4, surcoinche: base.contract.taker, bid: 'capot' })).toBe('ok');
    expect(code({ bid: 95 }, { bidStep: 5 })).toBe('ok');
  });
});
