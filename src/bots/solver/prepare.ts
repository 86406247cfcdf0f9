/**
 * Picks the solver's view of a ruleset's state (a match: its current deal) through the game's
 * board (the registry's `gameBots`: Tarot, Tarabish) and checks that the solver can answer: a card
 * to play, two sides, within the trick limit. Goulash is refused (`solve/no-sides`: everybody plays
 * for themselves, there are no two sides to solve for).
 */
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { findGameBots } from '../../kernel/game.js';
import { gameBots } from '../../games/registry.js';
import type { SolveErrorCode } from './codes.js';
import type { Board } from '../../kernel/board.js';
import { dealOf } from '../deals.js';
import { Search } from './search.js';
import { SolverTables } from './table.js';

/** How the solver searches (every field optional; the defaults are documented on each). */
export interface SolveOptions {
  /** Cards played in the search before it gives up with `solve/budget` (default 10,000,000: a few seconds of CPU). */
  readonly nodes?: number;
  /** Use the transposition table (default true; off for tests). */
  readonly tt?: boolean;
  /**
   * Merge equivalent cards, and settle a card by its quasi-symmetric mirror (the same suit, no
   * other seat's card between them) when the mirror's value already decides it (default true;
   * off for tests).
   */
  readonly merge?: boolean;
  /**
   * Also the value of every legal card at the root (`Solution.values`; default false): each
   * card's position solved exactly, with what the root's search learnt.
   */
  readonly all?: boolean;
  /**
   * Transposition table entries (default 200,000), rounded down to a power of two (131,072: 7.9 MB
   * for Tarabish, 12.6 MB for Tarot).
   */
  readonly ttEntries?: number;
  /**
   * The tables to search with and keep for the next search (default: new ones for this call). A
   * caller that solves many positions (a bot, an analysis) holds one `SolverTables` and passes it
   * to every call: the memory is allocated once. Never shared behind the caller's back: there is
   * no module-level table.
   */
  readonly tables?: SolverTables;
  /**
   * What the solver maximises for the side to act (default `'points'`): its card points, or
   * `'score'`, its deal score (Tarot: the contract made or failed by its margin, petit au bout,
   * the chelem, the poignées shown, as the score sheet counts them; the value is the acting seat's
   * score for the deal). The score objective is for Tarot past the first trick (poignées may still
   * be announced during it); Tarabish is refused (`solve/no-score`: team scores are not zero-sum,
   * and bella calls, which the solver does not play, change them). Without card-point bounds, it
   * searches more nodes: 4 or 5 tricks are quick, 8 take seconds.
   */
  readonly objective?: 'points' | 'score';
  /**
   * The most tricks left (the current one included) the solver takes on (default 10); more is
   * refused with `solve/too-deep` (a Tarot deal has 15 to 24 tricks: the solver answers its endgame).
   */
  readonly maxTricks?: number;
}

export const DEFAULT_NODES = 10_000_000;
export const DEFAULT_TT_ENTRIES = 200_000;
export const DEFAULT_MAX_TRICKS = 10;

/** A position ready to search: the deal's state, the game's board holding it, the search. */
export interface Prepared {
  readonly state: unknown;
  readonly board: Board;
  readonly search: Search;
}

type SolveError = RuleError<SolveErrorCode>;

const positive = (x: unknown): boolean => x === undefined || (typeof x === 'number' && Number.isInteger(x) && x > 0);

/** `checkOptions`, also when reading a value throws (a getter or proxy that throws): `solve/bad-options`. */
function checkedOptions(o: unknown): SolveError | undefined {
  try {
    return checkOptions(o);
  } catch {
    return ruleError('solve/bad-options', 'Solver options that cannot be read (a getter or proxy that throws).');
  }
}

function checkOptions(o: unknown): SolveError | undefined {
  if (o === undefined) return undefined;
  if (typeof o !== 'object' || o === null) return ruleError('solve/bad-options', 'Solver options are an object.');
  const x = o as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    const ok =
      k === 'tt' || k === 'merge' || k === 'all'
        ? x[k] === undefined || typeof x[k] === 'boolean'
        : k === 'nodes' || k === 'ttEntries' || k === 'maxTricks'
          ? positive(x[k])
          : k === 'tables'
            ? x[k] === undefined || x[k] instanceof SolverTables
            : k === 'objective'
              ? x[k] === undefined || x[k] === 'points' || x[k] === 'score'
              : false;
    if (!ok) return ruleError('solve/bad-options', `Bad solver option ${k}.`, { option: k });
  }
  return undefined;
}

/** The deal's state of a ruleset's state (a match: its current deal) and the solver's view of it. */
function gameOf(
  ruleset: AnyRuleset,
  state: unknown,
  reuse: Board | undefined,
): Either<SolveError, { state: unknown; board: Board; scoreObjective: boolean }> {
  const id = ruleset.id;
  const at = typeof state === 'object' && state !== null ? dealOf(ruleset, state) : { ruleset, state };
  const parts = findGameBots(gameBots, at.ruleset);
  const make = parts?.board;
  if (make === undefined)
    return left(ruleError('solve/unknown-ruleset', `The solver does not know the ruleset ${id}.`, { ruleset: id }));
  const board = make(at.state, reuse);
  if ('refusal' in board)
    return left(
      board.refusal === 'no-sides'
        ? ruleError('solve/no-sides', 'The solver needs two sides; in a Goulash everybody plays alone.')
        : board.refusal === 'contract'
          ? ruleError('solve/contract-not-searched', `The solver does not search a ${board.contract} contract yet.`, {
              contract: board.contract,
            })
          : notCardPlay(board.phase),
    );
  return right({ state: at.state, board, scoreObjective: parts?.scoreObjective === true });
}

const notCardPlay = (phase: string): SolveError =>
  ruleError('solve/not-card-play', 'The solver answers in the card play, when a card is to be played.', { phase });

/** The position to search, or why the solver refuses it. */
export function prepare(
  ruleset: AnyRuleset,
  state: unknown,
  options?: SolveOptions,
  /** A search of an earlier position of the same deal, to reuse its table (what it learnt still holds). */
  reuse?: Search,
): Either<SolveError, Prepared> {
  const bad = checkedOptions(options);
  if (bad !== undefined) return left(bad);
  const tables = options?.tables;
  const got = gameOf(ruleset, state, reuse?.board ?? tables?.board);
  if (got._tag === 'Left') return got;
  const { board, scoreObjective } = got.right;
  if (tables !== undefined) tables.board = board;
  const score = options?.objective === 'score';
  if (score && !scoreObjective)
    return left(
      ruleError(
        'solve/no-score',
        'The score objective is for Tarot: Tarabish team scores are not zero-sum, and bella calls change them.',
        { ruleset: ruleset.id },
      ),
    );
  if (score && board.scoreOpen?.() === true)
    return left(
      ruleError(
        'solve/no-score',
        'The score objective starts after the first trick (a poignée may still be announced before).',
        { ruleset: ruleset.id },
      ),
    );
  const left_ = board.tricksLeft();
  const maxTricks = options?.maxTricks ?? DEFAULT_MAX_TRICKS;
  if (left_ > maxTricks)
    return left(
      ruleError('solve/too-deep', `${left_} tricks are left; the solver takes on at most ${maxTricks}.`, {
        tricksLeft: left_,
        maxTricks,
      }),
    );
  const nodes = options?.nodes ?? DEFAULT_NODES;
  if (reuse !== undefined && reuse.board === board && reuse.options.score === score && reuse.options.nodes === nodes) {
    reuse.nodes = 0;
    reuse.aborted = false;
    reuse.reload();
    return right({ state: got.right.state, board, search: reuse });
  }
  const tt = options?.tt ?? true;
  const merge = options?.merge ?? true;
  const ttEntries = options?.ttEntries ?? DEFAULT_TT_ENTRIES;
  // The holder's last search, on this board with these options: started again as a new one.
  const last = tables?.search;
  if (
    last instanceof Search &&
    last.board === board &&
    last.options.tt === tt &&
    last.options.merge === merge &&
    last.options.nodes === nodes &&
    last.options.ttEntries === ttEntries &&
    last.options.score === score
  ) {
    last.restart();
    return right({ state: got.right.state, board, search: last });
  }
  const search = new Search(board, { tt, merge, nodes, ttEntries, tables: tables ?? new SolverTables(), score });
  if (tables !== undefined) tables.search = search;
  return right({ state: got.right.state, board, search });
}

/**
 * The node budget ran out: its detail says the budget (`nodes`), the nodes spent (`spent`) and the
 * value proven so far for the side to act (`lower` ≤ value ≤ `upper`, in `solve`'s units).
 */
export const budgetError = (
  nodes: number,
  spent: number,
  bounds: { readonly lower: number; readonly upper: number },
): SolveError =>
  ruleError(
    'solve/budget',
    `The search used its budget of ${nodes} nodes without an answer (the value is from ${bounds.lower} to ${bounds.upper}).`,
    { nodes, spent, lower: bounds.lower, upper: bounds.upper },
  );
