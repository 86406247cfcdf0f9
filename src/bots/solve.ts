/**
 * `solve`: the double-dummy value of a position (every hand visible) for the side to act, and the
 * actions that reach it.
 */
import { left, right, type Either } from '../kernel/either.js';
import type { RuleError } from '../kernel/errors.js';
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
}

/** The actor's side's value of a side-0 value. */
export const forActor = (p: Prepared, v: number): number => {
  const b = p.board;
  // (+ 0 turns a score of -0 into 0)
  if (p.search.options.score === true) return v * b.scoreShare!(b.seat()) + 0;
  return (b.side(b.seat()) === 0 ? v : b.total - v) / b.unit;
};

/**
 * Side 0's value of the position and of each move (a card and the cards equivalent to it); values
 * of moves other than the best are exact only for the best (the others are bounds): use `cardValue`.
 */
export function rootValues(p: Prepared): Either<RuleError<SolveErrorCode>, { value: number; best: number[] }> {
  const { board, search } = p;
  const v = search.options.tt ? search.solve() : search.value();
  if (search.aborted) return left(budgetError(search.options.nodes));
  const max = board.side(board.seat()) === 0;
  const best: number[] = [];
  for (const m of search.moves()) {
    if (search.options.tt && search.missesValue(m.same, v)) continue;
    board.play(m.card);
    // A null window around the value: the move reaches it or it does not.
    const w = max ? search.value(v - 1, v) : search.value(v, v + 1);
    board.undo();
    if (search.aborted) return left(budgetError(search.options.nodes));
    if (max ? w >= v : w <= v) best.push(...m.same);
  }
  return right({ value: v, best });
}

/** Side 0's exact value after the actor plays `card`. */
export function cardValue(p: Prepared, card: number): Either<RuleError<SolveErrorCode>, number> {
  p.board.play(card);
  const v = p.search.options.tt ? p.search.solve() : p.search.value();
  p.board.undo();
  return p.search.aborted ? left(budgetError(p.search.options.nodes)) : right(v);
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
  const prepared = prepare(ruleset as unknown as AnyRuleset, state, options);
  if (prepared._tag === 'Left') return prepared;
  const p = prepared.right;
  const got = rootValues(p);
  if (got._tag === 'Left') return got;
  // the solver's cards by number, the actions' by name
  const deck = ruleset.traits.deck;
  const cards = new Set(got.right.best.map((c) => deck.names.get(c)));
  const best = ruleset.legal(state).filter((a) => {
    const x = a as { readonly type?: unknown; readonly card?: unknown };
    return x.type === 'play' && typeof x.card === 'string' && cards.has(x.card);
  });
  return right({ value: forActor(p, got.right.value), best });
}

export { DEFAULT_NODES };
