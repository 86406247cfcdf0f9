/**
 * `solve`: the double-dummy value of a position (every hand visible) for the side to act, and the
 * actions that reach it.
 */
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { AnyRuleset, GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { SolveErrorCode } from './solver/codes.js';
import { budgetError, prepare, DEFAULT_NODES, type Prepared, type SolveOptions } from './solver/prepare.js';

export type { SolveOptions } from './solver/prepare.js';

/** A solved position. */
export interface Solution<A = unknown> {
  /**
   * The card points the side to act owns at the end of the deal under perfect play by all (the
   * points already won, the last-trick bonus or the Excuse exchange, and in Tarot the écart and the
   * chien as the contract gives them, included), in public units (Tarot halves, e.g. 45.5); with
   * `objective: 'score'`, the acting seat's score for the deal (Tarot) under perfect play by all,
   * the taker's side playing for the taker's score and the defence against it.
   */
  readonly value: number;
  /** Every legal action reaching that value (Tarabish: a play with and without bella alike). */
  readonly best: readonly A[];
  /** With `all: true`: every legal action and its exact value (as `value`: for the side to act), in `legal`'s order. */
  readonly values?: readonly ActionValue<A>[];
  /** The search's work: the cards it played (its nodes) for the value, the best actions and, with `all`, every action's value. */
  readonly nodes: number;
}

/** A legal action and the value it secures for the side to act (`solve`'s `all: true`). */
export interface ActionValue<A = unknown> {
  readonly action: A;
  readonly value: number;
}

/** The actor's side's value of a side-0 value. */
export const forActor = (p: Prepared, v: number): number => {
  const b = p.board;
  // (+ 0 turns a score of -0 into 0)
  if (p.search.options.score === true) return v * b.scoreShare!(b.seat()) + 0;
  return (b.side(b.seat()) === 0 ? v : b.total - v) / b.unit;
};

/** Side 0's values at the root: the position's, its best cards, and with `all` every legal card's. */
export interface RootValues {
  readonly value: number;
  readonly best: readonly number[];
  /** With `all`: side 0's exact value after each legal card. */
  readonly cards?: ReadonlyMap<number, number>;
}

/** The `solve/budget` refusal: the budget, the nodes spent and the bounds proven (side 0's `lower` and `upper`) for the side to act. */
function overBudget(p: Prepared, lower: number, upper: number): Either<RuleError<SolveErrorCode>, never> {
  const a = forActor(p, lower);
  const b = forActor(p, upper);
  const { nodes } = p.search.options;
  return left(budgetError(nodes, Math.min(p.search.nodes, nodes), { lower: Math.min(a, b), upper: Math.max(a, b) }));
}

/**
 * Side 0's value of the position, the cards reaching it (each move's equivalent cards alike),
 * and with `all` the exact value of every legal card: each card's position solved after the
 * root's search, its table entries kept, the root's value as the first guess.
 */
export function rootValues(p: Prepared, all = false): Either<RuleError<SolveErrorCode>, RootValues> {
  const { board, search } = p;
  const tt = search.options.tt;
  search.resetBounds();
  const v = tt ? search.solve() : search.value();
  if (search.aborted) return overBudget(p, search.lower, search.upper);
  const max = board.side(board.seat()) === 0;
  const best: number[] = [];
  const cards = new Map<number, number>();
  for (const m of search.moves()) {
    if (all) {
      board.play(m.card);
      const w = tt ? search.solve(v) : search.value();
      board.undo();
      if (search.aborted) return overBudget(p, v, v);
      for (const c of m.same) cards.set(c, w);
      if (w === v) best.push(...m.same);
      continue;
    }
    const known = tt ? search.reachesValue(m.same, v) : 0;
    if (known !== 0) {
      if (known > 0) best.push(...m.same);
      continue;
    }
    board.play(m.card);
    // A null window around the value: the move reaches it or it does not.
    const w = max ? search.value(v - 1, v) : search.value(v, v + 1);
    board.undo();
    if (search.aborted) return overBudget(p, v, v);
    if (max ? w >= v : w <= v) best.push(...m.same);
  }
  return right(all ? { value: v, best, cards } : { value: v, best });
}

/** Side 0's exact value after the actor plays `card`. */
export function cardValue(p: Prepared, card: number): Either<RuleError<SolveErrorCode>, number> {
  p.board.play(card);
  const v = p.search.options.tt ? p.search.solve() : p.search.value();
  p.board.undo();
  return p.search.aborted ? overBudget(p, p.search.lower, p.search.upper) : right(v);
}

/**
 * The double-dummy solution of a position: with every hand visible, the card points the side to
 * act can secure under perfect play by all (with `objective: 'score'`, in Tarot, the acting seat's
 * score for the deal), and the legal actions that secure them. Tarot (3–5
 * players, the taker's side against the defence, the 5-player partner known) and Tarabish (team
 * against team), and their matches (the current deal). Refused: Goulash (`solve/no-sides`), a
 * position outside the card play or where the actor must declare or show first
 * (`solve/not-card-play`), more tricks left than `maxTricks` (`solve/too-deep`, default 10: a Tarot
 * deal is solved for its endgame), a search over `nodes` (`solve/budget`, default 10,000,000),
 * the score objective outside a Tarot deal past its first trick (`solve/no-score`).
 */
export function solve<G extends GameTypes>(
  ruleset: Ruleset<G>,
  state: G['state'],
  options?: SolveOptions,
): Either<RuleError<SolveErrorCode>, Solution<G['action']>> {
  // the options read once, into a plain copy (a getter answers once; one that throws is refused)
  let o: SolveOptions | undefined;
  try {
    o = typeof options === 'object' && options !== null ? { ...options } : options;
  } catch {
    return left(ruleError('solve/bad-options', 'Solver options that cannot be read (a getter or proxy that throws).'));
  }
  const prepared = prepare(ruleset as unknown as AnyRuleset, state, o);
  if (prepared._tag === 'Left') return prepared;
  const p = prepared.right;
  const got = rootValues(p, o?.all === true);
  if (got._tag === 'Left') return got;
  // the solver's cards by number, the actions' by name
  const deck = ruleset.traits.deck;
  const plays = ruleset.legal(state).flatMap((a) => {
    const x = a as { readonly type?: unknown; readonly card?: unknown };
    const card = x.type === 'play' && typeof x.card === 'string' ? deck.byName.get(x.card) : undefined;
    return card === undefined ? [] : [{ action: a, card }];
  });
  const cards = new Set(got.right.best);
  const best = plays.filter((x) => cards.has(x.card)).map((x) => x.action);
  const value = forActor(p, got.right.value);
  const values = got.right.cards;
  const nodes = p.search.nodes;
  if (values === undefined) return right({ value, best, nodes });
  return right({
    value,
    best,
    values: plays.map((x) => ({ action: x.action, value: forActor(p, values.get(x.card)!) })),
    nodes,
  });
}

export { DEFAULT_NODES };
