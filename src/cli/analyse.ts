/**
 * `atout analyse <record> [--json] [--tricks N] [--score] [--jobs N]`: the record replayed, and at each card of
 * its card play within the solver's reach (the last N tricks, default 6), the double-dummy value
 * of the card played against the best one: the card points the side of the player owns at the end
 * of the deal under perfect play from there, every hand visible (`--score`, Tarot: the player's
 * score for the deal instead, `solve`'s score objective). A card that cost points is marked with
 * how many. `--json`: JSON Lines, one object per analysed card. The solver's table is kept from
 * card to card of a deal (what it learnt about the rest of a deal still holds); `--jobs N` solves
 * the cards on N worker threads instead (`solveMany`), with the same lines.
 */
import { isLeft } from '../kernel/either.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { validate, type RulesetRegistry } from '../record/replay.js';
import { cardValue, forActor, rootValues } from '../bots/solve.js';
import { solveMany } from '../bots/solve-many.js';
import { prepare, type Prepared, type SolveOptions } from '../bots/solver/prepare.js';
import { dealRulesetOf } from '../bots/deals.js';
import type { Search } from '../bots/solver/search.js';
import { SolverTables } from '../bots/solver/table.js';
import { findGameBots } from '../kernel/game.js';
import { gameBots } from '../games/registry.js';
import { flag, text, wholeNumber, type CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { readRecordFile } from './read-record.js';
import { usageError } from './usage.js';

/** One analysed card. */
export interface AnalysedCard {
  /** The action's number in the record, from 1 (as in `atout play`'s transcript). */
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

/** The record's card plays: each with its number (from 1), the state before it and its card. */
function* cardPlays(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
): Generator<{ index: number; state: object; card: number; action: string }> {
  let before = initial;
  for (let i = 0; i < actions.length; i++) {
    const step = actions[i]!;
    const state = before;
    before = step.state;
    const decoded = rules.codec.decode(step.action);
    if (isLeft(decoded) || (decoded.right as { readonly type?: unknown }).type !== 'play') continue;
    yield { index: i + 1, state, card: (decoded.right as { readonly card: number }).card, action: step.action };
  }
}

/** The analysis of the record's card play: a line per card, or why a card could not be solved. */
export function analyseReplay(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
  tricks: number,
  /** What the solver maximises (`solve`'s `objective`). */
  objective: SolveOptions['objective'] = 'points',
): (AnalysedCard | { readonly index: number; readonly error: string })[] {
  const out: (AnalysedCard | { readonly index: number; readonly error: string })[] = [];
  let search: Search | undefined;
  const tables = new SolverTables();
  let deal: unknown;
  for (const { index, state: s, card, action } of cardPlays(rules, initial, actions)) {
    // A match's deals: a new deal, a new table.
    const dealNow = (s as { readonly dealIndex?: unknown }).dealIndex ?? 0;
    if (dealNow !== deal) search = undefined;
    deal = dealNow;
    const p = prepare(rules, s, { maxTricks: tricks, objective, tables }, search);
    if (isLeft(p)) continue;
    search = p.right.search;
    const got = analyseCard(p.right, rules, s, card);
    const seat = rules.actor(s) as number;
    out.push(typeof got === 'string' ? { index, error: got } : { index, seat, action, ...got });
  }
  return out;
}

/**
 * `analyseReplay` on `jobs` worker threads (`solveMany` with every card's value): the same lines,
 * each card's position solved on its own (no table kept from card to card).
 */
export async function analyseReplayOnWorkers(
  rules: AnyRuleset,
  initial: object,
  actions: readonly { readonly action: string; readonly state: object }[],
  tricks: number,
  objective: 'points' | 'score',
  jobs: number,
): Promise<(AnalysedCard | { readonly index: number; readonly error: string })[]> {
  const cards: { index: number; state: object; card: number; action: string }[] = [];
  const tables = new SolverTables();
  for (const play of cardPlays(rules, initial, actions))
    // Within the solver's reach, as `analyseReplay` picks them (a table of two entries: only the checks).
    if (!isLeft(prepare(rules, play.state, { maxTricks: tricks, objective, tables, ttEntries: 2 }))) cards.push(play);
  const got = await solveMany(
    rules,
    cards.map((c) => c.state),
    { maxTricks: tricks, objective, all: true, workers: jobs },
  );
  return cards.map((c, k) => {
    const r = got[k]!;
    if (isLeft(r)) return { index: c.index, error: r.left.message };
    const plain = (a: unknown): boolean => (a as { readonly bella?: unknown }).bella !== true;
    const card = (a: unknown): unknown => (a as { readonly card?: unknown }).card;
    const value = r.right.values!.find((v) => card(v.action) === c.card && plain(v.action))!.value;
    const best = r.right.value;
    const bestActions = r.right.best.filter(plain).map((a) => rules.codec.encode(a));
    return {
      index: c.index,
      seat: rules.actor(c.state) as number,
      action: c.action,
      value,
      best,
      bestActions,
      cost: best - value,
    };
  });
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
  let value = best;
  if (!bestCards.has(card)) {
    const v = cardValue(p, card);
    if (isLeft(v)) return v.left.message;
    value = forActor(p, v.right);
  }
  const bestActions = rules
    .legal(s)
    .filter((a) => {
      const x = a as { readonly type?: unknown; readonly card?: unknown; readonly bella?: unknown };
      return x.type === 'play' && bestCards.has(x.card as number) && x.bella !== true;
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
  if (score && findGameBots(gameBots, dealRulesetOf(rules))?.scoreObjective !== true)
    return usageError(
      io,
      'analyse',
      `--score is for Tarot records (the solver's score objective); this one is ${rules.id}`,
    );
  const jobsText = text(args, 'jobs');
  const jobs = jobsText === undefined ? 1 : wholeNumber(jobsText, 1, 256);
  if (jobs === undefined) return usageError(io, 'analyse', '--jobs must be a whole number from 1 to 256');
  const objective = score ? 'score' : 'points';
  const lines =
    jobs > 1
      ? await analyseReplayOnWorkers(rules, initial, steps, tricks, objective, jobs)
      : analyseReplay(rules, initial, steps, tricks, objective);
  if (flag(args, 'json')) {
    for (const l of lines) io.out(`${JSON.stringify(l)}\n`);
    return EXIT.ok;
  }
  io.out(
    score
      ? `${rules.id}: the card play of the last ${tricks} tricks, double dummy (every hand visible): the player's score\n` +
          `for the deal under perfect play after the card played, and after the best card.\n`
      : `${rules.id}: the card play of the last ${tricks} tricks, double dummy (every hand visible): the card points\n` +
          `the side of the player owns at the end under perfect play after the card played, and after the best card.\n`,
  );
  if (lines.length === 0) io.out('No card within the solver’s reach.\n');
  for (const l of lines) {
    if ('error' in l) {
      io.out(`#${l.index}  not solved: ${l.error}\n`);
      continue;
    }
    const head = `#${l.index}  seat ${l.seat + 1}  ${l.action.padEnd(10)} ${num(l.value).padStart(5)}`;
    io.out(
      l.cost === 0
        ? `${head}  best\n`
        : `${head}  best ${num(l.best)} (${l.bestActions.join(' ')})  ✗ costs ${num(l.cost)}\n`,
    );
  }
  return EXIT.ok;
}
