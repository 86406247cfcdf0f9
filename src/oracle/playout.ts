/**
 * playout: plays a position to the end with uniformly random legal actions and returns the
 * result, for search and simulation (Monte Carlo bots, statistics).
 *
 * The choice convention (binding, so that every path consumes the generator identically): at each
 * step `k = rng.below(legal.length)` and the action played is `rules.legal(state)[k]`, one call
 * to `rng.below` per action, forced ones included. `playoutByApi` is that loop through the public
 * API; `playoutsWith` gives the same result and, with a fast playout (a ruleset's `fastPlayout`,
 * or a shipped game's, games/playouts.ts), hands each state to it until it takes over: earlier
 * phases (bidding, chien, declaration round) go through the public API. Neither mutates `state`.
 * It holds one fast-playout runner (and so its scratch table) for all its playouts.
 */
import type { FastPlayout, GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { Rng } from '../kernel/rng.js';

/** One random step by the convention above: the k-th legal action, k = rng.below(legal.length). */
function step<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['state'] {
  const legal = rules.legal(state);
  return rules.applyUnchecked(state, legal[rng.below(legal.length)]!).state;
}

/** The reference: the same random choices through `legal` and `applyUnchecked` only. */
export function playoutByApi<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['result'] {
  let s = state;
  while (rules.actor(s) !== 'done') s = step(rules, s, rng);
  return rules.result(s)!;
}

/**
 * A playout of `rules` for many calls (PIMC's rollouts, simulations): the same results as
 * `playoutByApi`, one runner of `fastPlayout` (none: the API alone) held for all. The package
 * root's `playoutsOf` passes the ruleset's (games/playouts.ts `fastPlayoutOf`).
 */
export function playoutsWith<G extends GameTypes>(
  rules: Ruleset<G>,
  fastPlayout: (() => FastPlayout<G>) | undefined,
): (state: G['state'], rng: Rng) => G['result'] {
  const fast = fastPlayout?.call(rules);
  if (fast === undefined) return (state, rng) => playoutByApi(rules, state, rng);
  return (state, rng) => {
    let s = state;
    for (;;) {
      const done = fast.play(s, rng);
      if (done !== undefined) return done;
      if (rules.actor(s) === 'done') return rules.result(s)!;
      s = step(rules, s, rng);
    }
  };
}
