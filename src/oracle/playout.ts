/**
 * playout: plays a position to the end with uniformly random legal actions and returns the
 * result, for search and simulation (Monte Carlo bots, statistics).
 *
 * The choice convention (binding, so that every path consumes the generator identically): at each
 * step `k = rng.below(legal.length)` and the action played is `rules.legal(state)[k]`, one call
 * to `rng.below` per action, forced ones included. `playoutByApi` is that loop through the public
 * API; `playout` gives the same result and, for a ruleset with a `fastPlayout` (the shipped games
 * have one for their card play), hands each state to it until it takes over: earlier phases
 * (bidding, chien, declaration round) go through the public API. Neither mutates `state`.
 * `playoutsOf(rules)` is `playout` for many calls: it holds one fast-playout runner (and so its
 * scratch table) for all of them.
 */
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
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

/** A playout of `rules` for many calls (PIMC's rollouts, simulations): the same results as `playout`, one fast-playout runner held for all. */
export function playoutsOf<G extends GameTypes>(rules: Ruleset<G>): (state: G['state'], rng: Rng) => G['result'] {
  const fast = rules.fastPlayout?.();
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

/** Plays `state` to the end with random legal actions (see the convention above); the result. */
export function playout<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['result'] {
  return playoutsOf(rules)(state, rng);
}
