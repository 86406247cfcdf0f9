/**
 * The bots think here, in a Web Worker, so the page never freezes. A request carries the ruleset's
 * id, the state (plain data), the seat to act and the bot's level and seed; the answer is the
 * action as its codec string, or the bot's error. The Replay page's analysis asks the solver here
 * too (`kind: 'solve'`): every legal action's double-dummy value, within a node budget.
 */
import { isLeft, type RuleError } from 'atout';
import { createBot, solve, SolverTables, type BotLevel } from 'atout/bots';
import { rulesetById } from './games.js';

export type Level = BotLevel;

export interface BotRequest {
  readonly kind: 'act';
  readonly id: number;
  readonly ruleset: string;
  readonly level: Level;
  readonly seed: string;
  readonly state: object;
  readonly seat: number;
}

/** The solver's values of a position: the actor's side's card points after each legal action. */
export interface SolveRequest {
  readonly kind: 'solve';
  readonly id: number;
  readonly ruleset: string;
  readonly state: object;
  /** The search's node budget (`solve`'s `nodes`). */
  readonly nodes: number;
}

type ErrorReply = { readonly id: number; readonly error: Pick<RuleError, 'code' | 'message' | 'detail'> };

export type BotReply = { readonly id: number; readonly action: string } | ErrorReply;
export type SolveReply =
  { readonly id: number; readonly values: readonly { readonly action: string; readonly value: number }[] } | ErrorReply;

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest | SolveRequest>) => void) | null;
  postMessage(message: BotReply | SolveReply): void;
}
const scope = self as unknown as WorkerScope;

type Bot = ReturnType<typeof createBot>;
const bots = new Map<string, Bot>();

/** The solver's tables, allocated once for every analysis of the page. */
let tables: SolverTables | undefined;

scope.onmessage = ({ data }) => {
  const rules = rulesetById(data.ruleset);
  if (rules === undefined) {
    scope.postMessage({ id: data.id, error: { code: 'bot/unknown-ruleset', message: data.ruleset, detail: {} } });
    return;
  }
  if (data.kind === 'solve') {
    tables ??= new SolverTables();
    const solved = solve(rules, data.state, { all: true, nodes: data.nodes, tables });
    if (isLeft(solved)) {
      const { code, message, detail } = solved.left;
      scope.postMessage({ id: data.id, error: { code, message, detail } });
    } else
      scope.postMessage({
        id: data.id,
        values: (solved.right.values ?? []).map((v) => ({ action: rules.codec.encode(v.action), value: v.value })),
      });
    return;
  }
  const key = `${data.ruleset}|${data.level}|${data.seed}|${data.seat}`;
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = createBot(rules, { level: data.level, seed: data.seed });
    bots.set(key, bot);
  }
  const chosen = bot.act(data.state, data.seat);
  if (isLeft(chosen)) {
    const { code, message, detail } = chosen.left;
    scope.postMessage({ id: data.id, error: { code, message, detail } });
  } else scope.postMessage({ id: data.id, action: rules.codec.encode(chosen.right) });
};
