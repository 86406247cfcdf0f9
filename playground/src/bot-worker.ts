/**
 * The bots think here, in a Web Worker, so the page never freezes. A request carries the ruleset's
 * id, the state (plain data), the seat to act and the bot's level and seed; the answer is the
 * action as its codec string, or the bot's error.
 */
import { isLeft, type RuleError } from 'atout';
import { createBot, type BotLevel } from 'atout/bots';
import { rulesetById } from './games.js';

export type Level = BotLevel;

export interface BotRequest {
  readonly id: number;
  readonly ruleset: string;
  readonly level: Level;
  readonly seed: string;
  readonly state: object;
  readonly seat: number;
}

export type BotReply =
  | { readonly id: number; readonly action: string }
  | { readonly id: number; readonly error: Pick<RuleError, 'code' | 'message' | 'detail'> };

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
}
const scope = self as unknown as WorkerScope;

type Bot = ReturnType<typeof createBot>;
const bots = new Map<string, Bot>();

scope.onmessage = ({ data }) => {
  const rules = rulesetById(data.ruleset);
  if (rules === undefined) {
    scope.postMessage({ id: data.id, error: { code: 'bot/unknown-ruleset', message: data.ruleset, detail: {} } });
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
