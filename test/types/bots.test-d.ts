/**
 * Type tests of the bots, checked by `tsc --noEmit -p tsconfig.json` (part of `npm test`) like every
 * `*.test-d.ts`: `createBot(ruleset, …)` gives a bot whose `act` returns that ruleset's action, so
 * its choice goes to `apply` without a cast, and a bot refuses a state of another ruleset.
 */
import { expectTypeOf } from 'vitest';
import type { Either, RuleError } from 'atout';
import { createBot, type Bot, type BotErrorCode } from 'atout/bots';
import { tarabish, type TarabishAction, type TarabishState, type TarabishTypes } from 'atout/tarabish';
import { tarot, tarotMatch, type TarotAction, type TarotState, type TarotTypes } from 'atout/tarot';

const tarotBot = createBot(tarot, { level: 'random', seed: 1 });
const tarabishBot = createBot(tarabish, { level: 'heuristic', seed: 1 });

expectTypeOf(tarotBot).toEqualTypeOf<Bot<TarotTypes>>();
expectTypeOf(tarabishBot).toEqualTypeOf<Bot<TarabishTypes>>();
expectTypeOf(tarotBot.act).returns.toEqualTypeOf<Either<RuleError<BotErrorCode>, TarotAction>>();
expectTypeOf(tarabishBot.act).returns.toEqualTypeOf<Either<RuleError<BotErrorCode>, TarabishAction>>();
expectTypeOf(tarotBot.act).parameter(0).toEqualTypeOf<TarotState>();
// A match's bot plays the match's actions (its deals' actions).
expectTypeOf(createBot(tarotMatch, { level: 'random', seed: 1 }).act).returns.toEqualTypeOf<
  Either<RuleError<BotErrorCode>, TarotAction>
>();
// The bot's errors narrow by code like any RuleError.
expectTypeOf<RuleError<BotErrorCode>['code']>().toEqualTypeOf<BotErrorCode>();

/** The bot's choice is applied as it comes: no cast. */
export function botMove(state: TarotState): TarotState {
  const seat = tarot.actor(state);
  if (seat === 'done') return state;
  const choice = tarotBot.act(state, seat);
  if (choice._tag === 'Left') return state;
  const step = tarot.apply(state, choice.right);
  return step._tag === 'Right' ? step.right.state : state;
}

export function wrongRuleset(tarotState: TarotState, tarabishState: TarabishState): void {
  // @ts-expect-error a Tarot bot is not given a Tarabish state
  tarotBot.act(tarabishState, 0);
  const choice = tarabishBot.act(tarabishState, 0);
  // @ts-expect-error a Tarabish action is not a Tarot action
  if (choice._tag === 'Right') tarot.apply(tarotState, choice.right);
}
