/**
 * `atout analyse <record> [--json] [--tricks N] [--score]`: the record replayed, and at each card of
 * its card play within the solver's reach (the last N tricks, default 6), the double-dummy value
 * of the card played against the best one: the card points the side of the player owns at the end
 * of the deal under perfect play from there, every hand visible (`--score`, Tarot: the player's
 * score for the deal instead, `solve`'s score objective). A card that cost points is marked with
 * how many. `--json`: JSON Lines, one object per analysed card. The solver's table is kept from
 * card to card of a deal (what it learnt about the rest of a deal still holds).
 */
import { isLeft } from '../kernel/either.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { validate, type RulesetRegistry } from '../record/replay.js';
import { cardValue, forActor, rootValues } from '../bots/solve.js';
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
    const p = prepare(rules, s, { maxTricks: tricks, objective, tables }, search);
    if (isLeft(p)) continue;
    search = p.right.search;
    const got = analyseCard(p.right, rules, s, card);
    const seat = rules.actor(s) as number;
    out.push(
      typeof got === 'string' ? { index: i + 1, error: got } : { index: i + 1, seat, action: step.action, ...got },
    );
  }
  return out;
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
      const x = a as { readonly type?: unknown; readonly card?: unknown; readonly bella?: unknown };
      return x.type === 'play' && names.has(x.card as string) && x.bella !== true;
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
  const lines = analyseReplay(rules, initial, steps, tricks, score ? 'score' : 'points');
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
