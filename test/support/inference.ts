/**
 * The tests of what an auction says of the hidden hands (a game's `worldCost` for PIMC), written
 * once: deals bid by the heuristic at every seat, and the check that the worlds PIMC plays
 * (`pimcWorlds` with the cost) are the least costly of the same draws and bring a measure of the
 * taker's hand (its trumps, its published count) nearer the truth than the worlds drawn alone.
 */
import { expect } from 'vitest';
import { heuristicPolicy } from '../../src/bots/heuristic/index.js';
import { pimcWorlds } from '../../src/bots/pimc.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import type { GameTypes, Ruleset } from '../../src/kernel/ruleset.js';
import type { Seat } from '../../src/kernel/seat.js';
import { deriveSeed } from '../../src/kernel/seed.js';

/** Deal `d` of `rules` (seed `deriveSeed(seed, d)`), every choice the heuristic's, while `bidding` holds (or to its end). */
export function heuristicBidding<G extends GameTypes>(
  rules: Ruleset<G>,
  options: Parameters<Ruleset<G>['setup']>[0],
  seed: number,
  d: number,
  bidding: (s: G['state']) => boolean,
): G['state'] {
  const policy = heuristicPolicy(rules as never);
  let s = getOrThrow(rules.setup(options, { seed: deriveSeed(seed, d) }));
  while (rules.actor(s) !== 'done' && bidding(s)) {
    const seat = rules.actor(s) as Seat;
    const legal = rules.legal(s);
    const i = policy({ ruleset: rules as never, view: rules.view(s, seat), legal, seat, rng: createRng(0) });
    s = rules.applyUnchecked(s, legal[i]!).state;
  }
  return s;
}

/** A position whose taker's hand is measured: the state, a defender's seat and the taker's. */
export interface TakenPosition<S> {
  readonly state: S;
  readonly seat: Seat;
  readonly taker: Seat;
}

/**
 * For each position, `keep` worlds chosen by `worldCost` among `keep × 10` drawn: they are the least
 * costly of the same draws, least cost first; over all positions the mean of `measure(world, taker)`
 * in them is above the drawn worlds' and nearer the real deal's.
 */
export function expectLikelierWorlds<G extends GameTypes>(
  rules: Ruleset<G>,
  positions: readonly TakenPosition<G['state']>[],
  worldCost: (world: G['state'], seat: Seat) => number,
  measure: (world: G['state'], taker: Seat) => number,
  keep: number,
): void {
  const cost = worldCost as (w: object, seat: Seat) => number;
  let plain = 0;
  let inferred = 0;
  let truth = 0;
  for (const [d, p] of positions.entries()) {
    const drawn = pimcWorlds(rules as never, p.state, p.seat, d, { worlds: keep * 10 });
    const chosen = pimcWorlds(rules as never, p.state, p.seat, d, { worlds: keep, worldCost: cost, draws: 10 });
    expect(chosen.worlds).toHaveLength(keep);
    const costs = chosen.worlds.map((w) => cost(w, p.seat));
    expect(costs).toEqual(costs.slice().sort((a, b) => a - b));
    // the worlds chosen are the least costly of those drawn (the same draws)
    expect(costs).toEqual(
      drawn.worlds
        .map((w) => cost(w, p.seat))
        .sort((a, b) => a - b)
        .slice(0, keep),
    );
    const mean = (ws: readonly object[]) => ws.reduce((t, w) => t + measure(w as G['state'], p.taker), 0) / ws.length;
    plain += mean(drawn.worlds);
    inferred += mean(chosen.worlds);
    truth += measure(p.state, p.taker);
  }
  expect(inferred).toBeGreaterThan(plain);
  expect(Math.abs(inferred - truth)).toBeLessThan(Math.abs(plain - truth));
}
