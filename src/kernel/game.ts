/**
 * A game's parts, in one value: its deal ruleset, its match ruleset, the schemas of its action
 * strings and action objects and the presets an app offers (its position notation is a list apart,
 * `positionNotations` of the registry, so that an app that only plays does not load it). Generic tools
 * (records, the command, the schemas, the bots, the playground) find a game's parts here, so adding
 * a game is its folder, one line in a list of games, and its locale texts.
 */
import type * as z from 'zod/mini';
import type { Board } from './board.js';
import type { PolicyInput } from './policy.js';
import type { AnyRuleset, GameTypes, Ruleset } from './ruleset.js';
import type { Rng } from './rng.js';
import type { Seat } from './seat.js';

/**
 * A way to play a game that an app offers in a menu: a key, the options that make it and its
 * number of players. The key is stable and unique among the games of a list (`tarot4`,
 * `tarabishAuction`); a locale names it in the game's section (`presets`, read by `Localized.preset`).
 */
export interface GamePreset<O extends object = object> {
  readonly key: string;
  /** The options passed to `setup` of the deal ruleset, or of the match ruleset with the match's own added. */
  readonly options: Readonly<O>;
  /** The number of seats these options deal to. */
  readonly players: number;
}

/** A game's parts, as generic tools read them (`defineGame` builds one from the typed parts). */
export interface GameEntry {
  /** The ruleset of one deal. */
  readonly deal: AnyRuleset;
  /** The ruleset of a match of deals (`makeMatch`), if the game has one. */
  readonly match?: AnyRuleset;
  /** The schema of the action strings of the deal and the match (the codec's notation). */
  readonly actionSchema?: z.ZodMiniType<string>;
  /** The schema of an action as an object on the wire (what `Codec.fromObject` reads). */
  readonly actionObjectSchema?: z.ZodMiniType<object>;
  /** What an app offers, in menu order. */
  readonly presets: readonly GamePreset[];
  // The bots' parts (the heuristic, the solver's board) are a `GameBots`, kept apart so that an
  // app that only plays does not load them.
}

/** The parts of a game, typed by its deal's types `G` and its match's types `M`. */
export interface GameParts<G extends GameTypes, M extends GameTypes = GameTypes> {
  readonly deal: Ruleset<G>;
  readonly match?: Ruleset<M>;
  readonly actionSchema?: z.ZodMiniType<string>;
  readonly actionObjectSchema?: z.ZodMiniType<object>;
  /** Each preset's options are the deal's options input, checked by the compiler. */
  readonly presets: readonly GamePreset<G['optionsInput']>[];
}

/** A game's entry from its typed parts: the one place a game's types are erased for generic tools. */
export const defineGame = <G extends GameTypes, M extends GameTypes = GameTypes>(parts: GameParts<G, M>): GameEntry =>
  parts;

/** A preset with the game it belongs to, as an app lists them. */
export interface GameChoice extends GamePreset {
  readonly game: GameEntry;
}

/** The rulesets of a list of games: every deal, then every match, in the list's order. */
export const gameRulesets = (games: readonly GameEntry[]): readonly AnyRuleset[] => [
  ...games.map((g) => g.deal),
  ...games.flatMap((g) => (g.match === undefined ? [] : [g.match])),
];

/** The presets of a list of games, in the list's order, each with its game. */
export const gamePresets = (games: readonly GameEntry[]): readonly GameChoice[] =>
  games.flatMap((game) => game.presets.map((preset) => ({ ...preset, game })));

/** The game a ruleset (or a ruleset id) belongs to: the one whose deal or match it is. */
export const findGame = (games: readonly GameEntry[], ruleset: AnyRuleset | string): GameEntry | undefined => {
  const id = typeof ruleset === 'string' ? ruleset : ruleset.id;
  return games.find((g) => g.deal.id === id || g.match?.id === id);
};

/** A part of each game by the id of its deal and of its match (games without that part are left out). */
export function partsById<T>(
  games: readonly GameEntry[],
  part: (game: GameEntry) => T | undefined,
): Readonly<Record<string, T>> {
  const out: Record<string, T> = {};
  for (const game of games) {
    const value = part(game);
    if (value === undefined) continue;
    for (const r of [game.deal, game.match]) if (r !== undefined) out[r.id] = value;
  }
  return out;
}

/**
 * Why a deal state is no position for the solver: `'no-sides'` when everybody plays for themselves
 * (a Goulash), `'not-card-play'` when no card is to be played now (bidding, a declaration due, a
 * poignée being shown).
 */
export type BoardRefusal =
  | { readonly refusal: 'no-sides' }
  | { readonly refusal: 'not-card-play'; /** The deal's phase. */ readonly phase: string }
  | {
      readonly refusal: 'contract';
      /** The contract the board does not search (`tout-atout`, `sans-atout`). */ readonly contract: string;
    };

/**
 * A game's parts for the bots (`atout/bots`), kept apart from its `GameEntry` so that an app that
 * only plays loads none of them: its heuristic policy and its solver board. The bots find them by
 * the game's deal ruleset (a match plays its deal's), through the registry's `gameBots`.
 */
export interface GameBots {
  readonly game: GameEntry;
  /** Whether its solver board also searches the deal's score (`solve`'s `objective: 'score'`; Tarot). */
  readonly scoreObjective?: boolean;
  /**
   * The heuristic: the index of `input.legal` to play, reading only the seat's view of the deal
   * (`view`: a match's current deal view) and its legal actions.
   */
  heuristic?(input: PolicyInput, view: unknown): number;
  /**
   * The solver's board loaded with a deal state (`reuse`, a board of an earlier search, is loaded
   * again when it is this game's), or why the state is no position to solve.
   */
  board?(state: unknown, reuse: Board | undefined): Board | BoardRefusal;
  /**
   * How unlikely a world `sampleHidden` dealt for `seat` is, given what the other seats said (0:
   * it fits; more: less likely): PIMC plays the worlds of least cost among those it draws.
   */
  worldCost?(world: unknown, seat: Seat): number;
  /**
   * A world one step from `world` (a deal `sampleHidden` gave `seat`): two hidden cards exchanged,
   * every public fact kept; undefined when the step drawn breaks a rule. With `worldCost`, PIMC
   * searches from the worlds it plays for those of least cost.
   */
  worldNeighbour?(world: unknown, seat: Seat, rng: Rng): unknown;
  /**
   * The heuristic bidding `boldness` points of score bolder (undefined: the game's default), for
   * PIMC's own bidding (`createBot`'s `boldness`); a game without it bids as its `heuristic`.
   */
  bolderHeuristic?(boldness: number | undefined): ViewChoice<unknown>;
  /**
   * Whether PIMC, deciding for `seat` with this view, keeps its rollout policy's card (the
   * heuristic's) unless its own best card scores at least as well in every world played; absent or
   * false: PIMC plays its best average.
   */
  anchored?(view: unknown, seat: Seat): boolean;
}

/**
 * A choice reading a seat's view of type `V` (a heuristic's shape), declared as a method so that a
 * game's choice on its own view type is one on `unknown` too (as `heuristic` is).
 */
export type ViewChoice<V> = { choose(input: PolicyInput, view: V): number }['choose'];

/** A game's bots parts with the game's own view and state types (checked by the compiler). */
export interface GameBotParts<G extends GameTypes> {
  readonly game: GameEntry;
  /** Whether its solver board also searches the deal's score (`solve`'s `objective: 'score'`; Tarot). */
  readonly scoreObjective?: boolean;
  heuristic?(input: PolicyInput, view: G['view']): number;
  board?(state: G['state'], reuse: Board | undefined): Board | BoardRefusal;
  worldCost?(world: G['state'], seat: Seat): number;
  worldNeighbour?(world: G['state'], seat: Seat, rng: Rng): G['state'] | undefined;
  bolderHeuristic?(boldness: number | undefined): ViewChoice<G['view']>;
  anchored?(view: G['view'], seat: Seat): boolean;
}

/**
 * A game's solver board (`GameBots.board`): the refusal `refuse` gives for the state, if any;
 * else a board of class `Board` loaded with it (`reuse` loaded again when it is one).
 */
export const boardOf =
  <S, B extends Board & { load(s: S): B }>(Board: new () => B, refuse: (s: S) => BoardRefusal | undefined) =>
  (s: S, reuse: unknown): B | BoardRefusal =>
    refuse(s) ?? (reuse instanceof Board ? reuse : new Board()).load(s);

/** A game's bots parts, typed by the game (`GameBotParts`), as the registry lists them. */
export const defineGameBots = <G extends GameTypes>(parts: GameBotParts<G>): GameBots => parts;

/** The bots parts of the game whose deal ruleset is `deal` (by id), if any. */
export const findGameBots = (bots: readonly GameBots[], deal: AnyRuleset): GameBots | undefined =>
  bots.find((b) => b.game.deal.id === deal.id);
