/**
 * `atout analyse <record> [--json] [--tricks N] [--score]`: the record replayed, and at each card of
 * its card play within the solver's reach (the last N tricks, default 6), the double-dummy value
 * of the card played against the best one: the card points the side of the player owns at the end
 * of the deal under perfect play from there, every hand visible (`--score`, Tarot: the player's
 * score for the deal instead, `solve`'s score objective). A card that cost points is marked with
 * how many. `--json`: JSON Lines, one object per analysed card. The solver's table is kept from
 * card to card of a deal (what it learnt about the rest of a deal still holds). The whole run is
 * bounded by `--max-nodes` (the solver's nodes, counted before they are spent); standard error
 * shows the progress when it is a terminal. A record of a game with no solver board is refused
 * (`solve/unknown-ruleset`, exit 2).
 */
import { isLeft } from '../kernel/either.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { validate, type RulesetRegistry } from '../record/replay.js';
import { cardValue, forActor, rootValues } from '../bots/solve.js';
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
  let before = initial;
  let search: Search | undefined;
  const tables = new SolverTables();
  let deal: unknown;
  for (let i = 0; i < actions.length; i++) {
    const step = actions[i]!;
    const s = before;
    before = step.state;
    const decoded = rules.codec.decode(step.action);
    if (isLeft(decoded) || (decoded.right as { readonly type?: unknown }).type !== 'play') continue;
    // actions name their card; the solver reads it by number
    const card = rules.traits.deck.byName.get((decoded.right as { readonly card: string }).card);
    if (card === undefined) continue;
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
    yield typeof got === 'string' ? { index: i, error: got } : { index: i, seat, action: step.action, ...got };
  }
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
    .filter((a) => {
      const x = a as {
        readonly type?: unknown;
        readonly card?: unknown;
        readonly bella?: unknown;
        readonly call?: unknown;
      };
      // each best card once, without the call it may carry (Tarabish's bella, Belote's belote)
      return x.type === 'play' && names.has(x.card as string) && x.bella !== true && x.call === undefined;
    })
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
  const cards = analyseCards(rules, initial, steps, { tricks, objective: score ? 'score' : 'points', maxNodes });
  let n = 0;
  for (const l of cards) {
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
