/**
 * `atout analyse <record> [--json] [--tricks N] [--score] [--jobs N]`: the record replayed, and at each card of
 * its card play within the solver's reach (the last N tricks, default 6), the double-dummy value
 * of the card played against the best one: the card points the side of the player owns at the end
 * of the deal under perfect play from there, every hand visible (`--score`, Tarot: the player's
 * score for the deal instead, `solve`'s score objective). A card that cost points is marked with
 * how many. `--json`: JSON Lines, one object per analysed card. The solver's table is kept from
 * card to card of a deal (what it learnt about the rest of a deal still holds). The whole run is
 * bounded by `--max-nodes` (the solver's nodes, counted before they are spent); standard error
 * shows the progress when it is a terminal. A record of a game with no solver board is refused
 * (`solve/unknown-ruleset`, exit 2). `--jobs N`: the cards solved on N worker threads
 * (`solveMany`, `analyseCardsOn`), the same answers.
 */
import { isLeft } from '../kernel/either.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { validate, type RulesetRegistry } from '../record/replay.js';
import { cardValue, forActor, rootValues, type Solution } from '../bots/solve.js';
import { solveMany } from '../bots/solve-many.js';
import { DEFAULT_NODES, prepare, type Prepared, type SolveOptions } from '../bots/solver/prepare.js';
import { dealRulesetOf } from '../bots/deals.js';
import type { Search } from '../bots/solver/search.js';
import { SolverTables } from '../bots/solver/table.js';
import { findGameBots } from '../kernel/game.js';
import { actionNumber, playerName } from '../kernel/seat.js';
import { gameBots } from '../games/registry.js';
import { flag, text, wholeNumber, type CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import { emit, type CliIo } from './io.js';
import { readRecordFile } from './read-record.js';
import { usageError } from './usage.js';

/** One analysed card. */
export interface AnalysedCard {
  /** The action's index in the record's `actions`, from 0 (data; the text output counts from 1). */
  readonly index: number;
  /** The seat that played it (from 0, as records number seats). */
  readonly seat: number;
  readonly action: string;
  /** Card points of the seat's side at the end under perfect play after this card (`--score`: the seat's score for the deal). */
  readonly value: number;
  /** The same after the best card. */
  readonly best: number;
  /** The best actions. */
  readonly bestActions: readonly string[];
  /** Points the card cost (best − value, 0 for a best card). */
  readonly cost: number;
}

/** A card the solver could not value (its own budget, too many tricks left…). */
export interface UnsolvedCard {
  readonly index: number;
  readonly error: string;
}

/** The run's node budget is spent: the cards from `index` on are not analysed. */
export interface BudgetSpent {
  readonly index: number;
  readonly stopped: 'budget';
  readonly maxNodes: number;
}

/** The default of `--max-nodes`: the solver's nodes for a whole run (about a minute of CPU). */
export const ANALYSE_MAX_NODES = 100_000_000;

/** How a run is bounded: the tricks from the end, the objective, and the run's node budget. */
export interface AnalyseOptions {
  readonly tricks: number;
  /** What the solver maximises (`solve`'s `objective`). */
  readonly objective?: SolveOptions['objective'];
  /**
   * Cards played in all the searches of the run together (the solver's nodes), counted before they
   * are spent: a card's search gets at most what is left (and at most the solver's own default),
   * and once none is left the run stops with a `BudgetSpent`.
   */
  readonly maxNodes?: number;
}

/**
 * The analysis of the record's card play, card by card as it is computed: each card of the
 * solver's reach, or why it could not be solved, then a `BudgetSpent` if the run's budget ran out.
 */
export function* analyseCards(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
  options: AnalyseOptions,
): Generator<AnalysedCard | UnsolvedCard | BudgetSpent> {
  const { tricks, objective = 'points', maxNodes = ANALYSE_MAX_NODES } = options;
  let spent = 0;
  let search: Search | undefined;
  const tables = new SolverTables();
  let deal: unknown;
  for (const { index: i, state: s, action, card: name } of cardPlays(rules, initial, actions)) {
    // actions name their card; the solver reads it by number
    const card = rules.traits.deck.byName.get(name)!;
    // A match's deals: a new deal, a new table.
    const dealNow = (s as { readonly dealIndex?: unknown }).dealIndex ?? 0;
    if (dealNow !== deal) search = undefined;
    deal = dealNow;
    const nodes = Math.min(DEFAULT_NODES, maxNodes - spent);
    if (nodes <= 0) {
      yield { index: i, stopped: 'budget', maxNodes };
      return;
    }
    const p = prepare(rules, s, { maxTricks: tricks, objective, tables, nodes }, search);
    if (isLeft(p)) continue;
    search = p.right.search;
    const got = analyseCard(p.right, rules, s, card);
    spent += Math.min(search.nodes, nodes);
    const seat = rules.actor(s) as number;
    yield typeof got === 'string' ? { index: i, error: got } : { index: i, seat, action, ...got };
  }
}

/** The cards of the record's card play, each with the state it was played from and its card's name. */
function cardPlays(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
): { readonly index: number; readonly state: object; readonly action: string; readonly card: string }[] {
  const plays: { index: number; state: object; action: string; card: string }[] = [];
  let before = initial;
  for (let i = 0; i < actions.length; i++) {
    const step = actions[i]!;
    const s = before;
    before = step.state;
    const decoded = rules.codec.decode(step.action);
    if (isLeft(decoded) || (decoded.right as { readonly type?: unknown }).type !== 'play') continue;
    const card = (decoded.right as { readonly card: string }).card;
    if (rules.traits.deck.byName.get(card) !== undefined) plays.push({ index: i, state: s, action: step.action, card });
  }
  return plays;
}

/** Cards of a wave of `analyseCardsOn`, per worker. */
const WAVE_PER_WORKER = 8;

/**
 * `analyseCards` on `jobs` worker threads (`solveMany`, every card's value at once: `all`). The
 * cards within the solver's reach go in waves of `jobs × 8`, in the record's order; each card of a wave searches with the
 * solver's own budget or its share of what is left of the run's, the smaller, so that the run
 * never spends more than `maxNodes`. Every answer is exact: a card solved here says what it says on
 * one thread (only where the run's budget runs low may the cards left unsolved differ).
 */
export async function* analyseCardsOn(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
  options: AnalyseOptions,
  jobs: number,
): AsyncGenerator<AnalysedCard | UnsolvedCard | BudgetSpent> {
  const { tricks, objective = 'points', maxNodes = ANALYSE_MAX_NODES } = options;
  // The cards within the solver's reach, as `analyseCards` finds them (a board loaded, nothing searched).
  const tables = new SolverTables();
  const plays = cardPlays(rules, initial, actions).filter(
    (x) => !isLeft(prepare(rules, x.state, { maxTricks: tricks, objective, tables, ttEntries: 2 })),
  );
  const wave = jobs * WAVE_PER_WORKER;
  let spent = 0;
  for (let at = 0; at < plays.length; at += wave) {
    const batch = plays.slice(at, at + wave);
    const nodes = Math.min(DEFAULT_NODES, Math.floor((maxNodes - spent) / batch.length));
    if (nodes <= 0) {
      yield { index: batch[0]!.index, stopped: 'budget', maxNodes };
      return;
    }
    const answers = await solveMany(
      rules,
      batch.map((x) => x.state),
      { workers: jobs, all: true, maxTricks: tricks, objective, nodes },
    );
    for (const [k, x] of batch.entries()) {
      const got = answers[k]!;
      spent += isLeft(got) ? nodes : got.right.nodes;
      const seat = rules.actor(x.state) as number;
      yield isLeft(got)
        ? { index: x.index, error: got.left.message }
        : { index: x.index, seat, action: x.action, ...fromSolution(rules, x.card, got.right) };
    }
  }
}

/** An analysed card's values from its position's `solve` with `all`. */
function fromSolution(rules: AnyRuleset, card: string, sol: Solution): Omit<AnalysedCard, 'index' | 'seat' | 'action'> {
  const cardOf = (a: unknown): unknown => (a as { readonly card?: unknown }).card;
  const value = sol.values!.find((v) => cardOf(v.action) === card)!.value;
  const bestActions = sol.best.filter(plainPlay).map((a) => rules.codec.encode(a));
  return { value, best: sol.value, bestActions, cost: sol.value - value };
}

/** A play without the call it may carry (Tarabish's bella, Belote's belote): each best card once. */
function plainPlay(a: unknown): boolean {
  const x = a as { readonly type?: unknown; readonly bella?: unknown; readonly call?: unknown };
  return x.type === 'play' && x.bella !== true && x.call === undefined;
}

function analyseCard(
  p: Prepared,
  rules: AnyRuleset,
  s: object,
  card: number,
): Omit<AnalysedCard, 'index' | 'seat' | 'action'> | string {
  const root = rootValues(p);
  if (isLeft(root)) return root.left.message;
  const best = forActor(p, root.right.value);
  const bestCards = new Set(root.right.best);
  const names = new Set(root.right.best.map((c) => rules.traits.deck.names.get(c)));
  let value = best;
  if (!bestCards.has(card)) {
    const v = cardValue(p, card);
    if (isLeft(v)) return v.left.message;
    value = forActor(p, v.right);
  }
  const bestActions = rules
    .legal(s)
    .filter((a) => plainPlay(a) && names.has((a as { readonly card?: unknown }).card as string))
    .map((a) => rules.codec.encode(a));
  return { value, best, bestActions, cost: best - value };
}

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

export async function analyseCommand(args: CommandArgs, registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const path = args.positionals[0];
  if (path === undefined) return usageError(io, 'analyse', 'which record? A file, or - for standard input');
  const tricksText = text(args, 'tricks');
  const tricks = tricksText === undefined ? 6 : wholeNumber(tricksText, 1, 10);
  if (tricks === undefined) return usageError(io, 'analyse', '--tricks must be a whole number from 1 to 10');
  const maxNodesText = text(args, 'max-nodes');
  const maxNodes = maxNodesText === undefined ? ANALYSE_MAX_NODES : wholeNumber(maxNodesText, 1, 999_999_999);
  if (maxNodes === undefined)
    return usageError(io, 'analyse', '--max-nodes must be a whole number from 1 to 999999999');
  const score = flag(args, 'score');
  const jobsText = text(args, 'jobs');
  const jobs = jobsText === undefined ? 1 : wholeNumber(jobsText, 1, 256);
  if (jobs === undefined) return usageError(io, 'analyse', '--jobs must be a whole number from 1 to 256');
  const json = await readRecordFile(io, 'analyse', path, EXIT.invalid);
  if (isLeft(json)) return json.left;
  const v = validate(json.right, registry);
  if (isLeft(v)) {
    const f = v.left;
    io.err(
      f.kind === 'replay'
        ? `atout analyse: invalid record: ${f.error.code}: ${f.error.message}\n`
        : `atout analyse: invalid record: result/mismatch: ${f.mismatches.map((m) => m.field).join(', ')}\n`,
    );
    return EXIT.invalid;
  }
  const { rules, initial, steps } = v.right;
  const parts = findGameBots(gameBots, dealRulesetOf(rules));
  if (parts?.board === undefined) {
    // a game with no solver board yet: refused as a whole, with the solver's code, not analysed as empty
    io.err(
      `atout analyse: solve/unknown-ruleset: the solver does not know the ruleset ${rules.id} (its game has no solver board).\n`,
    );
    return EXIT.refused;
  }
  if (score && parts.scoreObjective !== true)
    return usageError(
      io,
      'analyse',
      `--score is for Tarot records (the solver's score objective); this one is ${rules.id}`,
    );
  const asJson = flag(args, 'json');
  if (!asJson)
    io.out(
      score
        ? `${rules.id}: the card play of the last ${tricks} tricks, double dummy (every hand visible): the player's score\n` +
            `for the deal under perfect play after the card played, and after the best card.\n`
        : `${rules.id}: the card play of the last ${tricks} tricks, double dummy (every hand visible): the card points\n` +
            `the side of the player owns at the end under perfect play after the card played, and after the best card.\n`,
    );
  const options: AnalyseOptions = { tricks, objective: score ? 'score' : 'points', maxNodes };
  const cards =
    jobs > 1 ? analyseCardsOn(rules, initial, steps, options, jobs) : analyseCards(rules, initial, steps, options);
  let n = 0;
  for await (const l of cards) {
    n++;
    // progress on a terminal: a long record takes minutes
    if (io.isTTY) io.err(`\ranalysed to ${actionNumber(l.index)} of ${steps.length}`);
    // no more cards are solved while the output is not drained
    await emit(io, asJson ? `${JSON.stringify(l)}\n` : textLine(l, maxNodes));
  }
  if (io.isTTY && n > 0) io.err('\n');
  if (!asJson && n === 0) io.out('No card within the solver’s reach.\n');
  return EXIT.ok;
}

/** The text line of an analysed card, an unsolved one, or the end of the budget. */
function textLine(l: AnalysedCard | UnsolvedCard | BudgetSpent, maxNodes: number): string {
  if ('stopped' in l)
    return `Stopped at ${actionNumber(l.index)}: the node budget of the run is spent (--max-nodes ${maxNodes}); the cards from there on are not analysed.\n`;
  if ('error' in l) return `${actionNumber(l.index)}  not solved: ${l.error}\n`;
  const head = `${actionNumber(l.index)}  ${playerName(l.seat)}  ${l.action.padEnd(10)} ${num(l.value).padStart(5)}`;
  return l.cost === 0
    ? `${head}  best\n`
    : `${head}  best ${num(l.best)} (${l.bestActions.join(' ')})  ✗ costs ${num(l.cost)}\n`;
}
