/**
 * The ruleset contract every game implements, with these exact names so that apps and tools can
 * drive any game generically. A game is a plain value, not a class hierarchy.
 */
import type * as z from 'zod/mini';
import type { Card, DeckSpec } from './card.js';
import type { DealProcedure } from './deal.js';
import type { Either } from './either.js';
import type { RuleError } from './errors.js';
import type { Rng } from './rng.js';
import type { Seat } from './seat.js';
import type { Seed } from './seed.js';

/** Who may see an event: everybody, or only the listed seats. */
export type Audience = 'all' | readonly Seat[];

/** Something that happened, and who may see it. */
export interface GameEvent {
  readonly type: string;
  readonly audience: Audience;
}

/** What `apply` returns: the new state and the events of the action. */
export interface Step<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * Where a deal comes from: a seed (a 32-bit integer, or 128 bits as 32 hex digits: see `Seed`), an
 * explicit deal, or a position given by its facts (`P`: every hand, the cards won, the trick in
 * progress, …; a game that reads none has `never`). A seed is a secret until the deal is over:
 * whoever knows it knows every hand. With a seed, `procedure` says how it deals (`shuffle`, the
 * default, or `table`: see `DealProcedure`), and a match may choose its first dealer by cutting
 * (`dealer: 'cut'`, in place of the `dealer` option; the state's options then hold the seat the cut
 * chose).
 */
export type Source<D, P = never> =
  | { readonly seed: Seed; readonly procedure?: DealProcedure; readonly dealer?: 'cut' }
  | { readonly deal: D }
  | { readonly position: P };

/** A deal's start and the actions that followed, as `Ruleset.history` rebuilds them. */
export interface History<D> {
  readonly deal: D;
  /** The actions as codec strings, in order. */
  readonly actions: readonly string[];
}

/** Facts about a game that do not depend on a state. */
export interface Traits<O> {
  /** The player counts the game supports. */
  readonly players: readonly number[];
  readonly deck: DeckSpec;
  /** Card points in every finished (not annulled) deal: 91 in Tarot, 152 + last-trick bonus in Tarabish. */
  cardPointTotal(options: O): number;
  /** What the scores of a deal add up to (0), or null when several sides score. */
  readonly scoreSum: 0 | null;
  /** An upper bound on the number of actions in one deal (or match) with these options. */
  maxActions(options: O): number;
}

/** What every game's result has: one score per seat and whether the deal was annulled. */
export interface BaseResult {
  /** One number per seat (in team games each seat carries its team's score). */
  readonly scores: readonly number[];
  readonly annulled: boolean;
}

/** What `explain` says about an action; `C` is the game's error codes. */
export type Explanation<C extends string = string> =
  { readonly legal: true; readonly rule: string } | { readonly legal: false; readonly error: RuleError<C> };

/** Actions as short strings, for records, the command and the wire; `C` is the codes `decode` returns. */
export interface Codec<A, C extends string = string> {
  /** A short string such as `play:21T` or `bid:garde`. */
  encode(action: A): string;
  /**
   * The inverse of `encode`; never throws.
   * @returns Left `action/malformed`, or `notation/…` for a card or meld it cannot read.
   */
  decode(text: unknown): Either<RuleError<C>, A>;
  /** A dense integer identifying the action (legal lists are sorted by it). */
  id(action: A): number;
  /**
   * The action as an object for the wire, cards by name (`{ type: 'play', card: '21T' }`): what a
   * server sends a client (docs/guide.md, "Actions on the wire"). Optional.
   */
  toObject?(action: A): object;
  /**
   * The inverse of `toObject`, for untrusted input: the object is checked against the game's
   * action-object schema (no other key, every field), then read back through `decode`, so it
   * passes the same checks as the string. Never throws. Optional; `submit` uses it.
   */
  fromObject?(input: unknown): Either<RuleError<C>, A>;
}

/** Where every card is, and the card points won so far by each side, for invariant checks. */
export interface Audit {
  readonly places: Readonly<Record<string, readonly Card[]>>;
  /**
   * Card points won so far by each scoring side (last-trick bonus included once earned). Empty
   * when no card points are counted (an annulled deal).
   */
  readonly cardPoints: readonly number[];
  /**
   * The total this deal's card points reach when it differs from `traits.cardPointTotal(options)`
   * for a reason decided during the deal (e.g. a no-trump hand when no-trump bids are allowed).
   */
  readonly cardPointTotal?: number;
}

/** The types that describe one game. */
export interface GameTypes {
  readonly options: object;
  readonly optionsInput: object;
  readonly state: object;
  readonly action: unknown;
  readonly event: GameEvent;
  readonly view: object;
  readonly result: BaseResult;
  readonly deal: unknown;
  /**
   * The facts of a position `setup` starts from (`{ position }`), as the game reads them. Optional:
   * a game without it refuses every position source with `setup/bad-source`.
   */
  readonly position?: unknown;
  /**
   * The error codes the ruleset returns (a union of string literals). Optional: a game that does
   * not name its codes returns `RuleError<string>`.
   */
  readonly code?: string;
  /**
   * The error type the ruleset returns, `RuleError` of `code` under its own name (`TarotError`), so
   * that compiler messages print that name rather than every code. Optional: `ErrorOf` falls back
   * to `RuleError<CodeOf<G>>`.
   */
  readonly error?: RuleError;
}

/**
 * The position facts of a game's types: its `position` member, or `never` when it reads none.
 * `setup` takes the facts as `unknown` (they come from records and the wire) and checks them.
 */
export type PositionOf<G> = G['position' & keyof G];

/** The error codes of a game's types: its `code` member, or any string when it names none. */
export type CodeOf<G> = G extends { readonly code: infer C extends string } ? C : string;

/**
 * The errors a game's `setup`, `apply`, `sampleHidden` and `history` return: its `error` member (a
 * named union, `TarotError`), else `RuleError` of its codes.
 */
export type ErrorOf<G> = G extends { readonly error: infer E extends RuleError } ? E : RuleError<CodeOf<G>>;

/** A game, as a plain value (docs/architecture.md lists every member). */
export interface Ruleset<G extends GameTypes> {
  readonly id: string;
  /** The rules version; goes into every record and saved state. */
  readonly version: string;
  /** The options schema; its defaults are the standard rules. */
  readonly options: z.ZodMiniType<G['options'], G['optionsInput']>;
  readonly traits: Traits<G['options']>;
  /**
   * A new deal (the dealer is the option `dealer`), or a state built from a position's facts
   * (`{ position }`, of the game's `PositionOf` shape but untrusted: checked for shape and
   * consistency, then played on as from a dealt state; a game without positions refuses it).
   * @returns Left with an `options/…` code, `setup/bad-seed`, `setup/bad-source` or another
   *   `setup/…` code of the game for a deal it cannot use, or a `position/…` code for facts that
   *   are malformed or inconsistent (`POSITION_ERROR_CODES` and the game's own).
   */
  setup(options: G['optionsInput'] | undefined, source: Source<G['deal'], unknown>): Either<ErrorOf<G>, G['state']>;
  /** The seat to act, or `'done'` when the deal is over. */
  actor(state: G['state']): Seat | 'done';
  /**
   * Every legal action, sorted by `codec.id`, without duplicates: plain JSON that `apply`,
   * `applyUnchecked`, `explain`, `explainFor` and `codec.encode` accept as it is, also after a JSON
   * round trip (the shipped games name their cards: `{ type: 'play', card: '21T' }`).
   */
  legal(state: G['state']): readonly G['action'][];
  /**
   * Applies an action, or says which rule it breaks. Never mutates `state`, never throws, whatever
   * JavaScript value `action` is: one that is not an action of the game (a key no action of its
   * type has, a proxy or getter that throws, a function) is `action/malformed`.
   * @returns Left `action/malformed`, `phase/…`, `turn/not-your-turn`, or the code of the rule
   *   the action breaks (`play/…`, `bid/…`, …: the game's list, e.g. `TAROT_ERROR_CODES`).
   */
  apply(state: G['state'], action: G['action']): Either<ErrorOf<G>, Step<G['state'], G['event']>>;
  /** Applies an action known to be legal, without checking it (simulations, counting). */
  applyUnchecked(state: G['state'], action: G['action']): Step<G['state'], G['event']>;
  /**
   * Why an action is legal (the rule that allowed it) or not (the error `apply` would return),
   * judged for the seat to act whoever asks: a refusal may list that seat's playable cards. For
   * trusted code (tools, tests, the seat's own client); a server answers players with `explainFor`.
   */
  explain(state: G['state'], action: G['action']): Explanation<CodeOf<G>>;
  /**
   * `explain` as asked by `seat`, safe to answer any client: `turn/bad-seat` for a value that is
   * not a seat, `turn/not-your-turn` for a seat that is not to act (whatever the action),
   * `phase/deal-over` (a match: `phase/match-over`) for every seat once it is over, the rules'
   * explanation for the seat to act. Never reveals what `seat` may not see; never throws.
   */
  explainFor(state: G['state'], seat: Seat, action: G['action']): Explanation<CodeOf<G>>;
  /**
   * What one seat (or a spectator) may know, built from an allow-list. A value that is neither a
   * seat of the deal nor `'spectator'` (`"1"`, a seat past the last) does not compile, and at run
   * time throws a `RuleViolation` with code `turn/bad-seat` (`viewerOf`), never the spectator's
   * view: for untrusted values call `viewFor(rules, state, x)` (an Either, never throws), or
   * narrow them with `isSeatOf(rules, state, x)` first.
   */
  view(state: G['state'], seat: Seat | 'spectator'): G['view'];
  readonly viewSchema: z.ZodMiniType<G['view']>;
  /** Undefined until the deal is over. */
  result(state: G['state']): G['result'] | undefined;
  /**
   * A full state agreeing with everything `seat` knows, the hidden cards dealt at random: a
   * function of `view(state, seat)` and the seed only. `sample/no-world` when no consistent deal
   * was found within its budget; never the real hidden cards as a fallback. A value that is not a
   * seat of the deal is `turn/bad-seat`, one that is not a seed `setup/bad-seed` (a seed is read as
   * `setup` reads it: 32 hex digits in either case); never throws.
   */
  sampleHidden(state: G['state'], seat: Seat, seed: Seed): Either<ErrorOf<G>, G['state']>;
  readonly codec: Codec<G['action'], CodeOf<G>>;
  /** The number of seats of this deal. */
  players(state: G['state']): number;
  /** The resolved options this state is played under. */
  settings(state: G['state']): G['options'];
  /**
   * Optional fast path of `playout` (oracle): a new runner, which either plays `state` to the end
   * by the choice convention of `playout` (one `rng.below(legal.length)` per action, the action at
   * that index of `legal`) and returns the result, or returns undefined when `state` is in a phase
   * it does not handle (`play`); the generic loop then takes one step through `legal` and `applyUnchecked`
   * and asks again. It must give the same result as the generic loop for the same generator. A
   * runner may keep a scratch table for its next calls (`playoutsOf` holds one runner for many
   * playouts); runners share nothing, so playouts on two runners may interleave.
   */
  fastPlayout?(): FastPlayout<G>;
  /**
   * Optional, for replaying records of format 1: an action string of an earlier notation that
   * stands for several actions today (Tarot's one-string poignée `poignee:21T-20T-…`), as those
   * actions for `state`; undefined when `text` is not such a string. `decode` refuses these strings.
   */
  legacyActions?(state: G['state'], text: string): Either<ErrorOf<G>, readonly G['action'][]> | undefined;
  /**
   * Optional: where a deal state started and how it got there (its explicit deal and its actions
   * as codec strings), rebuilt from a state whose history is complete; used to migrate saves of
   * format 1 by replaying them. A Left when the state is not one this ruleset produced, and
   * `position/no-history` for a state that began at a position (it has no deal to rebuild).
   */
  history?(state: G['state']): Either<ErrorOf<G>, History<G['deal']>>;
  /** Card locations and card points, for invariant checks. */
  audit(state: G['state']): Audit;
  /** A superset of the legal actions (e.g. every card, every bid), used to probe illegal ones. */
  candidates(state: G['state']): readonly G['action'][];
  /**
   * Optional, set by `makeMatch` on a match: the ruleset of its deals (a match state's `current`
   * is a state of it). Bots and tools that work on one deal read the deal being played through it.
   */
  readonly dealRuleset?: AnyRuleset;
}

/**
 * The rule questions a game may answer from plain facts, without a state: the legal plays of a
 * hand on a trick so far, the winner and points of a trick, the points of some cards, the melds of
 * a hand, a deal's score.
 */
export type RuleQueryName = 'legal-plays' | 'trick-winner' | 'card-points' | 'melds' | 'score';

/**
 * One rule question answered from plain facts (cards by name), through the game's own card-play
 * core: stateless and pure. `facts` and `answer` describe its input and output (the oracle turns
 * them into JSON Schemas).
 */
export interface RuleQuery {
  /** The facts the question takes (strict: an unknown key is refused). */
  readonly facts: z.ZodMiniType<unknown>;
  /** The answer it gives. */
  readonly answer: z.ZodMiniType<unknown>;
  /**
   * Parses `options` with the ruleset's options schema and `facts` with `facts`, then answers.
   * Never throws.
   * @returns Left with an `options/…` code, `query/…` (`QUERY_ERROR_CODES`) or
   *   `notation/bad-card` for facts it cannot use.
   */
  run(options: unknown, facts: unknown): Either<RuleError, unknown>;
}

/**
 * A game's rule questions by query name: a table apart from its ruleset (the registry's
 * `ruleQueries`, by ruleset id), so that an app that only plays loads none of them.
 */
export type RuleQueries = Readonly<Partial<Record<RuleQueryName, RuleQuery>>>;

/** Any ruleset, as generic tools (records, the command, the registry of games) see it. */
export type AnyRuleset = Ruleset<GameTypes>;

/** The options a caller passes, from the resolved ones `O`: every field optional, each meaning what it means in `O`. */
export type OptionsInputOf<O> = { readonly [K in keyof O]?: O[K] | undefined };

/** A runner of a ruleset's fast playout (`Ruleset.fastPlayout`). */
export interface FastPlayout<G extends GameTypes> {
  play(state: G['state'], rng: Rng): G['result'] | undefined;
}

/** Helpers to name a ruleset's types. */
export type StateOf<R> = R extends Ruleset<infer G> ? G['state'] : never;
/** The action type of a ruleset. */
export type ActionOf<R> = R extends Ruleset<infer G> ? G['action'] : never;
/** The error codes of a ruleset. */
export type ErrorCodeOf<R> = R extends Ruleset<infer G> ? CodeOf<G> : never;
/** The resolved options type of a ruleset. */
export type OptionsOf<R> = R extends Ruleset<infer G> ? G['options'] : never;
