/**
 * playout: plays a position to the end with uniformly random legal actions and returns the
 * result, for search and simulation (Monte Carlo bots, statistics).
 *
 * The choice convention (binding, so that every path consumes the generator identically): at each
 * step `k = rng.below(legal.length)` and the action played is `rules.legal(state)[k]`, one call
 * to `rng.below` per action, forced ones included. `playoutByApi` is that loop through the public
 * API; `playout` gives the same result and, for the shipped games (`tarot`, `goulash`,
 * `tarabish`), runs the card play on a second, mutable implementation of the rules (see
 * games/tarot/playout.ts, games/tarabish/playout.ts): earlier phases (bidding, chien, declaration
 * round) go through the public API, then the fast path plays the cards. Neither mutates `state`.
 */
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { Rng } from '../kernel/rng.js';
import { goulash } from '../games/goulash/index.js';
import { tarabishPlayout } from '../games/tarabish/playout.js';
import { tarabish } from '../games/tarabish/rules.js';
import { tarot } from '../games/tarot/index.js';
import { tarotPlayout } from '../games/tarot/playout.js';
import type { TarabishState } from '../games/tarabish/state.js';
import type { TarotState } from '../games/tarot/state.js';

/** A game's card-play fast path: called on a state of its `play` phase. */
type FastPath = (state: never, rng: Rng) => unknown;

const FAST_PATHS = new Map<object, { readonly inPlay: (state: never) => boolean; readonly run: FastPath }>([
  [tarot, { inPlay: (s: TarotState) => s.phase === 'play', run: tarotPlayout }],
  [goulash, { inPlay: (s: TarotState) => s.phase === 'play', run: tarotPlayout }],
  [tarabish, { inPlay: (s: TarabishState) => s.phase === 'play', run: tarabishPlayout }],
]);

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

/** Plays `state` to the end with random legal actions (see the convention above); the result. */
export function playout<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['result'] {
  const fast = FAST_PATHS.get(rules);
  if (fast === undefined) return playoutByApi(rules, state, rng);
  let s = state;
  for (;;) {
    // The phase test first: a state in card play is not over (and the fast path needs no actor).
    if (fast.inPlay(s as never)) return fast.run(s as never, rng) as G['result'];
    if (rules.actor(s) === 'done') return rules.result(s)!;
    s = step(rules, s, rng);
  }
}
