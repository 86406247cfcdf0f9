/**
 * The `pimc` level: Perfect Information Monte Carlo. For the card play, the bot samples worlds
 * (full deals agreeing with everything its seat knows, `ruleset.sampleHidden(state, seat, …)`;
 * where the game reads the other seats' calls, `worldCost`, the likeliest of more drawn: `pimcWorlds`),
 * plays each legal card in each world and finishes the deal by a rollout, judges each finished deal
 * by its score (`ruleset.result`, not card points alone) for the bot's side, and chooses the card
 * with the best average (ties: the lowest index in `legal`). Other phases (bidding, the écart,
 * declarations) are left to a plain policy.
 *
 * Every world shares one rollout generator across the actions it compares (common random numbers:
 * the difference between two cards is not drowned by the luck of two different rollouts).
 */
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { createRng, type Rng } from '../kernel/rng.js';
import type { AnyRuleset, BaseResult } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import { deriveSeed, type Seed } from '../kernel/seed.js';
import { playoutsOf } from '../games/playouts.js';
import { solve } from './solve.js';
import type { BotErrorCode } from './codes.js';
import type { Policy } from '../kernel/policy.js';
import type { SolverTables } from './solver/table.js';

/** How one PIMC decision is run. */
export interface PimcSettings {
  /** Worlds sampled (at most). */
  readonly worlds: number;
  /** Work cap: each rollout counts one node. Deterministic: whole worlds only. */
  readonly nodes: number | undefined;
  /** Time cap in milliseconds, checked between worlds (at least one world is always played). */
  readonly timeMs: number | undefined;
  /**
   * The policy that finishes the deal in each world; undefined: uniformly random legal actions
   * (`playout`, the games' fast path).
   */
  readonly rollout: Policy | undefined;
  /** The policy for the phases PIMC leaves alone (bidding, the écart, declarations). */
  readonly otherPhases: Policy;
  /**
   * The double-dummy endgame of the rollouts: once at most `tricks` tricks are left, every card is
   * the solver's (`solve`, within `nodes`); before that, or where the solver declines (Goulash, a
   * search over budget), the rollout policy's. `tables`: the solver's tables, held by the bot for
   * all its solves (default: new ones per solve). Undefined: no solver.
   */
  readonly endgame?:
    { readonly tricks: number; readonly nodes: number; readonly tables?: SolverTables | undefined } | undefined;
  /**
   * Inference: how unlikely a sampled world is given what the other seats said (the game's
   * `GameBots.worldCost`). With it, PIMC draws `draws` worlds for each one it plays and plays the
   * `worlds` of least cost (ties: the first drawn), least cost first. Undefined: every world drawn is played.
   */
  readonly worldCost?: ((world: object, seat: Seat) => number) | undefined;
  /** With `worldCost`: the worlds drawn for each world played (a count, default `DEFAULT_DRAWS`). */
  readonly draws?: number | undefined;
  /**
   * With `worldCost`: a world one step away from a world (the game's `GameBots.worldNeighbour`: two
   * hidden cards exchanged, every public fact kept), or undefined when the step drawn breaks a rule.
   */
  readonly worldNeighbour?: ((world: object, seat: Seat, rng: Rng) => object | undefined) | undefined;
  /**
   * With `worldCost` and `worldNeighbour`: the steps of the local search each world played takes
   * (a count, default 0: none). A step is kept when its world costs no more; a world of cost 0 stops.
   */
  readonly refine?: number | undefined;
  /**
   * Where the rollout policy's own card is kept (the game's bots parts' `anchored`: a 4-player
   * Tarot defender): true for a seat's view, and PIMC plays the policy's card unless the card of the best
   * average scores at least as well in every world played. Undefined: the best average always.
   */
  readonly anchor?: ((view: unknown, seat: Seat) => boolean) | undefined;
}

/** With a `worldCost`, the worlds drawn for each one played. */
export const DEFAULT_DRAWS = 10;

/** The seed of a decision's local search among worlds (`PimcSettings.refine`), derived from its seed. */
const REFINE_STREAM = 0x5eed;

/**
 * A finished deal judged for `seat`: its score minus the mean score of the other seats (in Tarot
 * the scores sum to zero, so this orders deals as the seat's own score does; in Tarabish a seat
 * carries its team's score, and this is two thirds of its team's lead over the other team).
 */
export function judge(result: BaseResult, seat: Seat): number {
  const n = result.scores.length;
  if (n <= 1) return result.scores[0] ?? 0;
  let others = 0;
  for (let s = 0; s < n; s++) if (s !== seat) others += result.scores[s]!;
  return result.scores[seat]! - others / (n - 1);
}

/** Whether every legal action plays a card (`play:…`): the phase PIMC searches. */
export const isCardPlay = (ruleset: AnyRuleset, legal: readonly unknown[]): boolean =>
  legal.length > 0 && legal.every((a) => ruleset.codec.encode(a).startsWith('play:'));

/** The solver's refusals that depend on the position (a later one may be solved); the others end its use in a rollout. */
const RETRY_ERROR_CODES: readonly string[] = ['solve/too-deep', 'solve/budget', 'solve/not-card-play'] as const;

/**
 * Plays `state` to the end with `policy` for every seat (each reading its own view only); with
 * `endgame`, the last tricks double-dummy (`PimcSettings.endgame`).
 */
export function rolloutWith(
  ruleset: AnyRuleset,
  state: object,
  policy: Policy,
  rng: Rng,
  endgame?: PimcSettings['endgame'],
): BaseResult {
  let s = state;
  let solver = endgame !== undefined;
  for (let guard = 0; guard < 100_000; guard++) {
    const actor = ruleset.actor(s);
    if (actor === 'done') break;
    const legal = ruleset.legal(s);
    let k = legal.length === 1 ? 0 : -1;
    if (k < 0 && solver) {
      const solved = solve(ruleset, s, {
        maxTricks: endgame!.tricks,
        nodes: endgame!.nodes,
        ttEntries: 20_000,
        ...(endgame!.tables === undefined ? {} : { tables: endgame!.tables }),
      });
      if (solved._tag === 'Right' && solved.right.best.length > 0) {
        const id = ruleset.codec.id(solved.right.best[0]);
        k = legal.findIndex((a) => ruleset.codec.id(a) === id);
      } else if (solved._tag === 'Left' && !RETRY_ERROR_CODES.includes(solved.left.code)) solver = false; // this game or mode has no solver: stop asking
    }
    if (k < 0) k = policy({ ruleset, view: ruleset.view(s, actor), legal, seat: actor, rng });
    s = ruleset.applyUnchecked(s, legal[k]).state as object;
  }
  return ruleset.result(s)!;
}

/** The clock for `timeMs` (browsers and Node alike). */
const now = (): number => (globalThis as { readonly performance?: { now(): number } }).performance?.now() ?? Date.now();

/** The averages PIMC computed, for tests and tools: per legal action, and how many worlds and nodes it used. */
export interface PimcEvaluation {
  readonly values: readonly number[];
  /** Each world's judged score of each action (world by world, in the order played). */
  readonly byWorld: readonly (readonly number[])[];
  readonly worlds: number;
  readonly nodes: number;
}

/**
 * The worlds PIMC plays for `seat`, in the order it plays them: world w is
 * `sampleHidden(state, seat, deriveSeed(seed, 2w))`; without `worldCost` the first `worlds` of them
 * (those that could be sampled), with it the `worlds` of least cost among the first `worlds × draws`;
 * with `refine` steps and a `worldNeighbour`, each of those then searched locally (each step's
 * world kept when it costs no more, until `refine` steps or cost 0; one generator,
 * `deriveSeed(seed, REFINE_STREAM)`, for the decision's steps, world by world); least cost first,
 * ties in drawing order. Bounded by counts: at most `worlds × draws` samples and `worlds × refine` steps.
 */
export function pimcWorlds(
  ruleset: AnyRuleset,
  state: object,
  seat: Seat,
  seed: Seed,
  settings: Pick<PimcSettings, 'worlds' | 'worldCost' | 'draws' | 'worldNeighbour' | 'refine'>,
): { readonly worlds: readonly object[]; readonly error: RuleError | undefined } {
  const cost = settings.worldCost;
  const drawn = settings.worlds * (cost === undefined ? 1 : (settings.draws ?? DEFAULT_DRAWS));
  const worlds: { world: object; cost: number; i: number }[] = [];
  let error: RuleError | undefined;
  for (let w = 0; w < drawn; w++) {
    const world = ruleset.sampleHidden(state, seat, deriveSeed(seed, 2 * w));
    if (world._tag === 'Left') error = world.left;
    else
      worlds.push({
        world: world.right as object,
        cost: cost === undefined ? 0 : cost(world.right as object, seat),
        i: w,
      });
  }
  worlds.sort((a, b) => a.cost - b.cost || a.i - b.i);
  const played = worlds.slice(0, settings.worlds);
  const steps = settings.refine ?? 0;
  const neighbour = settings.worldNeighbour;
  if (cost !== undefined && neighbour !== undefined && steps > 0) {
    const rng = createRng(deriveSeed(seed, REFINE_STREAM));
    for (const x of played)
      for (let k = 0; k < steps && x.cost > 0; k++) {
        const next = neighbour(x.world, seat, rng);
        if (next === undefined) continue;
        const c = cost(next, seat);
        if (c <= x.cost) {
          x.world = next;
          x.cost = c;
        }
      }
    played.sort((a, b) => a.cost - b.cost || a.i - b.i);
  }
  return { worlds: played.map((x) => x.world), error };
}

/**
 * Evaluates every legal action of `seat` (to act in `state`, a deal of `ruleset`) over the worlds
 * of `pimcWorlds`; the rollouts of the k-th world played draw from `deriveSeed(seed, 2k + 1)`.
 * @returns Left `bot/no-world` when no world could be sampled.
 */
export function pimcEvaluate(
  ruleset: AnyRuleset,
  state: object,
  seat: Seat,
  legal: readonly unknown[],
  seed: Seed,
  settings: PimcSettings,
): Either<RuleError<BotErrorCode>, PimcEvaluation> {
  const sums = new Array<number>(legal.length).fill(0);
  const byWorld: number[][] = [];
  const start = settings.timeMs === undefined ? 0 : now();
  let worlds = 0;
  let nodes = 0;
  const sampled = pimcWorlds(ruleset, state, seat, seed, settings);
  // One playout runner (and its scratch table) for the decision's rollouts.
  const randomRollout = playoutsOf(ruleset);
  for (const world of sampled.worlds) {
    if (worlds > 0 && settings.nodes !== undefined && nodes + legal.length > settings.nodes) break;
    if (worlds > 0 && settings.timeMs !== undefined && now() - start >= settings.timeMs) break;
    const rolloutSeed = deriveSeed(seed, 2 * worlds + 1);
    const row = new Array<number>(legal.length).fill(0);
    byWorld.push(row);
    for (let i = 0; i < legal.length; i++) {
      const next = ruleset.applyUnchecked(world, legal[i]).state as object;
      const rng = createRng(rolloutSeed);
      const result =
        settings.rollout === undefined
          ? (randomRollout(next, rng) as BaseResult)
          : rolloutWith(ruleset, next, settings.rollout, rng, settings.endgame);
      const value = judge(result, seat);
      row[i] = value;
      sums[i]! += value;
      nodes++;
    }
    worlds++;
  }
  if (worlds === 0)
    return left(
      ruleError('bot/no-world', 'No world agreeing with what the seat knows could be sampled.', {
        ...(sampled.error === undefined ? {} : { cause: sampled.error.code }),
      }),
    );
  return right({ values: sums.map((v) => v / worlds), byWorld, worlds, nodes });
}

/** The index of the largest value (ties: the lowest index). */
export function bestIndex(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/**
 * A PIMC choice for `seat` in a deal state of `ruleset`: the card with the best average in the
 * card play, `settings.otherPhases` elsewhere; a forced action without search.
 */
export function pimcChoose(
  ruleset: AnyRuleset,
  state: object,
  seat: Seat,
  view: unknown,
  legal: readonly unknown[],
  rng: Rng,
  seed: Seed,
  settings: PimcSettings,
): Either<RuleError<BotErrorCode>, number> {
  if (legal.length === 1) return right(0);
  if (!isCardPlay(ruleset, legal)) return right(settings.otherPhases({ ruleset, view, legal, seat, rng }));
  const evaluation = pimcEvaluate(ruleset, state, seat, legal, seed, settings);
  if (evaluation._tag === 'Left') return evaluation;
  const best = bestIndex(evaluation.right.values);
  if (settings.anchor === undefined || settings.rollout === undefined || !settings.anchor(view, seat))
    return right(best);
  const own = settings.rollout({ ruleset, view, legal, seat, rng });
  return right(dominates(evaluation.right.byWorld, best, own) ? best : own);
}

/** Whether action `a` scores at least as well as action `b` in every world (`byWorld`). */
export const dominates = (byWorld: readonly (readonly number[])[], a: number, b: number): boolean =>
  byWorld.every((row) => row[a]! >= row[b]!);
