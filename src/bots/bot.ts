/**
 * `createBot`: a player for an empty seat, at one of three levels, for any ruleset (deals and
 * matches). A bot reads the state only through `ruleset.view(state, seat)`, `ruleset.legal(state)`
 * (when `seat` is to act) and `ruleset.sampleHidden(state, seat, …)`: its choice is a function of
 * what the seat may know, its options and its seed.
 *
 * Determinism: each decision draws from its own generator, seeded by `deriveSeed(seed, h)` where
 * `h` is a 32-bit hash of the seat's view (JSON). The same bot asked the same question answers the
 * same, whatever it was asked before and in whatever order (no counter that depends on call order),
 * and two states that differ only in cards the seat cannot see get the same answer.
 */
import * as z from 'zod/mini';
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { brief, optionsError, showValue } from '../kernel/options-error.js';
import { createRng, type Rng } from '../kernel/rng.js';
import type { AnyRuleset, GameTypes, Ruleset } from '../kernel/ruleset.js';
import { isSeat, playerName, type Seat } from '../kernel/seat.js';
import { deriveSeed, type Seed } from '../kernel/seed.js';
import { sha256 } from '../kernel/sha256.js';
import { englishMessages, parseUntrusted } from '../kernel/zod.js';
import type { BotErrorCode } from './codes.js';
import { findGameBots } from '../kernel/game.js';
import { gameBots } from '../games/registry.js';
import { baselinePolicy } from './baseline/index.js';
import { dealOf } from './deals.js';
import { bolderPolicy, heuristicPolicy } from './heuristic/index.js';
import { pimcChoose, type PimcSettings } from './pimc.js';
import type { Policy } from '../kernel/policy.js';
import { randomPolicy } from './random.js';
import { SolverTables } from './solver/table.js';

englishMessages();

/**
 * The levels of play, weakest first (`baseline`, the frozen 0.1 heuristic, is the fixed opponent
 * tournaments measure the heuristic against).
 */
export const BOT_LEVELS = ['random', 'baseline', 'heuristic', 'pimc'] as const;
/** A level of play. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The options of `createBot` (strict: an unknown key is refused). */
export const botOptionsSchema = z.strictObject({
  /**
   * `random`: uniform over the legal actions; `baseline`: the heuristic of atout 0.1, frozen (a
   * fixed opponent for tournaments); `heuristic`: sound play by simple rules; `pimc`:
   * Perfect Information Monte Carlo over sampled worlds.
   */
  level: z.enum(BOT_LEVELS),
  /** The bot's seed: an integer in [0, 2^32) or 32 lower-case hex digits. */
  seed: z.union([z.int().check(z.minimum(0), z.maximum(0xffffffff)), z.string().check(z.regex(/^[0-9a-f]{32}$/))]),
  /** PIMC: the worlds sampled per decision (default 20). */
  worlds: z.optional(z.int().check(z.minimum(1), z.maximum(10000))),
  /**
   * PIMC: how each world's deal is finished after the card tried: `heuristic` (every seat plays by
   * the heuristic policy, reading its own view; the default) or `random` (uniform playouts, faster).
   */
  rollout: z.optional(z.enum(['heuristic', 'random'])),
  /** PIMC: the node budget of one decision (deterministic). */
  nodes: z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000_000))),
  /** PIMC: a time budget per decision in milliseconds (offered, without the determinism promise). */
  timeMs: z.optional(z.number().check(z.positive(), z.maximum(3_600_000))),
  /**
   * PIMC, Tarot: points of score added to every hand's strength when bidding (the heuristic's
   * evaluation; 0 bids as the heuristic; default by players, docs/bots.md "Bidding bolder").
   */
  boldness: z.optional(z.number().check(z.minimum(-300), z.maximum(300))),
});

/** What `createBot` accepts. */
export type BotOptionsInput = z.input<typeof botOptionsSchema>;

/** Resolved options, defaults filled in. */
export interface BotOptions {
  readonly level: BotLevel;
  readonly seed: Seed;
  readonly worlds: number;
  readonly rollout: 'heuristic' | 'random';
  readonly nodes: number | undefined;
  readonly timeMs: number | undefined;
  /** Undefined: the game's default. */
  readonly boldness: number | undefined;
}

/**
 * A bot for the ruleset of types `G`: one method, plain data in and out (it runs unchanged in a Web
 * Worker). `createBot(tarot, …)` gives a `Bot<TarotTypes>`, whose `act` returns a `TarotAction`.
 */
export interface Bot<G extends GameTypes = GameTypes> {
  /**
   * The action the bot chooses for `seat` in `state` (a deal or a match: a match's current deal):
   * one of `ruleset.legal(state)`, ready for `apply`.
   * @returns Left `bot/bad-options` (options `createBot` refused), `bot/bad-seat`,
   *   `bot/not-your-turn`, `bot/deal-over`, or `bot/no-world` (PIMC could sample no world).
   */
  act(state: G['state'], seat: Seat): Either<RuleError<BotErrorCode>, G['action']>;
}

/** The default number of worlds a PIMC bot samples per decision. */
export const DEFAULT_WORLDS = 20;

/**
 * The options as `createBot` resolves them.
 * @returns Left `bot/bad-options` with the field, the value received and what it allows.
 */
export function parseBotOptions(input: unknown): Either<RuleError<'bot/bad-options'>, BotOptions> {
  const parsed = parseUntrusted(botOptionsSchema, input);
  if (!parsed.success) {
    const e = optionsError(botOptionsSchema, parsed.error.issues);
    return left(ruleError('bot/bad-options', e.message, e.detail));
  }
  const o = parsed.data;
  return right({
    level: o.level,
    seed: o.seed,
    worlds: o.worlds ?? DEFAULT_WORLDS,
    rollout: o.rollout ?? 'heuristic',
    nodes: o.nodes,
    timeMs: o.timeMs,
    boldness: o.boldness,
  });
}

/** A 32-bit hash of a text (the first 4 bytes of its SHA-256). */
export function hash32(text: string): number {
  const d = sha256(new TextEncoder().encode(text));
  return ((d[0]! << 24) | (d[1]! << 16) | (d[2]! << 8) | d[3]!) >>> 0;
}

/** The seed of one decision: the bot's seed and the seat's view, nothing else. */
export const decisionSeed = (seed: Seed, view: unknown): Seed => deriveSeed(seed, hash32(JSON.stringify(view)));

/** How a level picks an action, given the checked question. */
type Decide = (
  ruleset: AnyRuleset,
  state: unknown,
  seat: Seat,
  view: unknown,
  legal: readonly unknown[],
  rng: Rng,
  seed: Seed,
) => Either<RuleError<BotErrorCode>, number>;

const byPolicy =
  (policy: Policy): Decide =>
  (ruleset, _state, seat, view, legal, rng) =>
    right(policy({ ruleset, view, legal, seat, rng }));

/**
 * The steps of local search for each world PIMC plays, in a game whose bots parts give a
 * `worldNeighbour` (docs/bots.md, "Worlds that explain the play").
 */
export const PIMC_REFINE = 150;

/** The double-dummy endgame of PIMC's heuristic rollouts: the last 3 tricks, within 20,000 nodes a solve. */
export const PIMC_ENDGAME = { tricks: 3, nodes: 20_000 } as const;

/**
 * PIMC on the deal being played (a match's current deal), a plain policy outside the card play.
 * The bot holds its solver's tables for all its decisions.
 */
const byPimc = (o: BotOptions): Decide => {
  const tables = new SolverTables();
  return (ruleset, state, seat, view, legal, rng, seed) => {
    const deal = dealOf(ruleset, state as object);
    const settings: PimcSettings = {
      worlds: o.worlds,
      nodes: o.nodes,
      timeMs: o.timeMs,
      rollout: o.rollout === 'heuristic' ? heuristicPolicy(deal.ruleset) : undefined,
      otherPhases: bolderPolicy(deal.ruleset, o.boldness),
      endgame: o.rollout === 'heuristic' ? { ...PIMC_ENDGAME, tables } : undefined,
      worldCost: findGameBots(gameBots, deal.ruleset)?.worldCost,
      worldNeighbour: findGameBots(gameBots, deal.ruleset)?.worldNeighbour as PimcSettings['worldNeighbour'],
      refine: PIMC_REFINE,
      anchor: findGameBots(gameBots, deal.ruleset)?.anchored,
    };
    const dealView = deal.ruleset === ruleset ? view : deal.ruleset.view(deal.state, seat);
    return pimcChoose(deal.ruleset, deal.state, seat, dealView, legal, rng, seed, settings);
  };
};

/**
 * A bot for `ruleset` (`tarot`, `goulash`, `tarabish`, their matches, or any ruleset written to the
 * contract); its `act` returns that ruleset's action type. Never throws: options it refuses make
 * every `act` return Left `bot/bad-options`.
 */
export function createBot<G extends GameTypes>(rules: Ruleset<G>, options: BotOptionsInput): Bot<G> {
  const ruleset: AnyRuleset = rules;
  const parsed = parseBotOptions(options);
  if (parsed._tag === 'Left') {
    const error = parsed.left;
    return { act: () => left(error) };
  }
  const o = parsed.right;
  const decide: Decide =
    o.level === 'pimc'
      ? byPimc(o)
      : o.level === 'heuristic'
        ? byPolicy(heuristicPolicy(ruleset))
        : o.level === 'baseline'
          ? byPolicy(baselinePolicy(ruleset))
          : byPolicy(randomPolicy);
  return {
    act(state, seat) {
      const players = rules.players(state);
      if (!isSeat(seat, players))
        return left(
          ruleError(
            'bot/bad-seat',
            `${showValue(seat)} is not a seat: a seat is a whole number from 0 to ${players - 1}.`,
            {
              seat: typeof seat === 'number' ? seat : showValue(seat),
              field: 'seat',
              received: brief(seat),
              players,
            },
          ),
        );
      const actor = rules.actor(state);
      if (actor === 'done') return left(ruleError('bot/deal-over', 'The deal is over: there is nothing to play.'));
      if (actor !== seat)
        return left(
          ruleError('bot/not-your-turn', `${playerName(seat)} is not to act (${playerName(actor)} is).`, {
            seat,
            actor,
          }),
        );
      const view = rules.view(state, seat);
      const legal = rules.legal(state);
      const seed = decisionSeed(o.seed, view);
      const chosen = decide(ruleset, state, seat, view, legal, createRng(seed), seed);
      if (chosen._tag === 'Left') return chosen;
      return right(legal[chosen.right]!); // a policy returns an index of `legal`
    },
  };
}
