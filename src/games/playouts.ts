/**
 * The shipped games' fast playouts (each game's card play on its card-play core), listed apart from
 * the rulesets so that an app that only plays (`atout/tarot`, `atout/coinche`, …) loads no
 * card-play core: the package root's `playout` and `playoutsOf`, and the bots, read them here.
 * A ruleset of the app's own brings its fast playout as `Ruleset.fastPlayout`.
 */
import type { Rng } from '../kernel/rng.js';
import type { FastPlayout, GameTypes, Ruleset } from '../kernel/ruleset.js';
import { playoutsWith } from '../oracle/playout.js';
import { beloteFastPlayout } from './belote/playout.js';
import { belote } from './belote/rules.js';
import { coincheFastPlayout } from './coinche/playout.js';
import { coinche } from './coinche/rules.js';
import { tarabishFastPlayout } from './tarabish/playout.js';
import { tarabish } from './tarabish/rules.js';
import { tarotFastPlayout } from './tarot/playout.js';
import { goulash, tarot } from './tarot/rules.js';

/** The fast playout of a shipped deal ruleset, told by the ruleset itself (not its id: an app's ruleset may reuse one). */
function shippedFastPlayout(rules: object): (() => FastPlayout<GameTypes>) | undefined {
  if (rules === tarot || rules === goulash) return tarotFastPlayout;
  if (rules === tarabish) return tarabishFastPlayout;
  if (rules === belote) return beloteFastPlayout;
  if (rules === coinche) return coincheFastPlayout;
  return undefined;
}

/** The fast playout of `rules`: its own (`Ruleset.fastPlayout`), else a shipped game's; undefined when it has none. */
export function fastPlayoutOf<G extends GameTypes>(rules: Ruleset<G>): (() => FastPlayout<G>) | undefined {
  // a shipped game's fast playout is of that very ruleset's types (checked above by identity)
  return rules.fastPlayout ?? (shippedFastPlayout(rules) as (() => FastPlayout<G>) | undefined);
}

/**
 * A playout of `rules` for many calls (PIMC's rollouts, simulations): random legal actions by the
 * choice convention (`playoutByApi`, the same results), the card play on the game's fast path
 * (`fastPlayoutOf`), one runner (and so one scratch table) held for all the calls.
 */
export function playoutsOf<G extends GameTypes>(rules: Ruleset<G>): (state: G['state'], rng: Rng) => G['result'] {
  return playoutsWith(rules, fastPlayoutOf(rules));
}

/** Plays `state` to the end with random legal actions (the choice convention of `playoutByApi`); the result. */
export function playout<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['result'] {
  return playoutsOf(rules)(state, rng);
}
