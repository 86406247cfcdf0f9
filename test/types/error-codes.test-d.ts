/**
 * Type tests of the error codes, checked by `tsc --noEmit -p tsconfig.json` (part of `npm test`),
 * against the source entries (`atout` and `atout/tarot` resolve to src/ through tsconfig's paths).
 * Every `@ts-expect-error` below fails the check when the line under it compiles: a misspelt code
 * must keep failing to compile, and the correct spelling beside it must keep compiling.
 */
import { isLeft, tarabish, tarot, type RuleError, type RuleErrorCode, type Ruleset } from 'atout';
import type { TarotErrorCode } from 'atout/tarot';
import { ruleError } from '../../src/kernel/errors.js';
import { refuse } from '../../src/games/tarot/step.js';

// The union of every code: the right spelling compiles, a misspelling does not.
export const good: RuleErrorCode = 'play/must-overtrump';
// @ts-expect-error 'play/must-overtrup' is not a code
export const misspelt: RuleErrorCode = 'play/must-overtrup';

// Every layer's codes are in it, the ones built at run time included (`play/<rule>`, options).
export const everyLayer: readonly RuleErrorCode[] = [
  'notation/bad-card',
  'play/called-suit-lead',
  'play/bella-not-allowed',
  'options/dealer-out-of-range',
  'options/goulash-mode-only',
  'options/half-bait-needs-outscore',
  'record/bad-action',
  'save/wrong-ruleset',
  'input/too-deep',
  'scoresheet/total-not-91',
  'scoresheet/bella-twice',
  'phase/match-over',
  'position/illegal',
];
// @ts-expect-error the command's findings are not returned by the library
export const finding: RuleErrorCode = 'input/endless';

// A ruleset's errors carry its own codes: a comparison with a misspelt code does not compile.
export function codeOf(
  s: Parameters<typeof tarot.apply>[0],
  a: Parameters<typeof tarot.apply>[1],
): TarotErrorCode | null {
  const r = tarot.apply(s, a);
  if (!isLeft(r)) return null;
  if (r.left.code === 'play/must-overtrump') return r.left.code;
  // @ts-expect-error misspelt
  if (r.left.code === 'play/must-overtrup') return null;
  // @ts-expect-error a Tarabish code is not a Tarot one
  if (r.left.code === 'play/bella-not-allowed') return null;
  return r.left.code;
}
export const tarabishSetup = (): 'setup/wrong-deal-size' | null => {
  const r = tarabish.setup({}, { seed: 1 });
  return isLeft(r) && r.left.code === 'setup/wrong-deal-size' ? r.left.code : null;
};

// Inside a game, a check refuses only the game's codes: a misspelt code in atout's source does not compile.
const overtrump = { card: '4S', rule: 'overtrump', allowed: ['18T'] };
export const refused = refuse(ruleError('play/must-overtrump', 'You must overtrump.', overtrump));
// @ts-expect-error misspelt
export const refusedMisspelt = refuse(ruleError('play/must-overtrup', 'You must overtrump.', overtrump));

// A game written outside the package returns its own codes: `RuleError` alone takes any code, and
// a ruleset whose types name no `code` returns `RuleError<string>`.
export const own: RuleError = ruleError('whist/revoke', 'You revoked.');
export const outside = (
  rules: Ruleset<{
    readonly options: object;
    readonly optionsInput: object;
    readonly state: object;
    readonly action: unknown;
    readonly event: { readonly type: string; readonly audience: 'all' };
    readonly view: object;
    readonly result: { readonly scores: readonly number[]; readonly annulled: boolean };
    readonly deal: unknown;
  }>,
): string | null => {
  const r = rules.setup(undefined, { seed: 1 });
  return isLeft(r) ? r.left.code : null;
};
