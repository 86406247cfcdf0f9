/** Random endgames for the solver's tests and benchmark: a deal from a seed, random legal actions until N tricks are left. */
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { tarabish } from '../../../src/games/tarabish/index.js';
import { tarot } from '../../../src/games/tarot/index.js';

/** A variant the solver plays: a ruleset, its options, its tricks per deal. */
export interface Variant {
  readonly name: string;
  readonly rules: AnyRuleset;
  readonly options: object;
  readonly tricks: number;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'tarot 3p', rules: tarot as unknown as AnyRuleset, options: { players: 3 }, tricks: 24 },
  { name: 'tarot 4p', rules: tarot as unknown as AnyRuleset, options: { players: 4 }, tricks: 18 },
  { name: 'tarot 5p', rules: tarot as unknown as AnyRuleset, options: { players: 5 }, tricks: 15 },
  { name: 'tarabish auction', rules: tarabish as unknown as AnyRuleset, options: {}, tricks: 9 },
  {
    name: 'tarabish traditional',
    rules: tarabish as unknown as AnyRuleset,
    options: { preset: 'traditional' },
    tricks: 9,
  },
];

/** Tricks completed so far in a deal state of either game. */
const tricksDone = (s: object): number => (s as { readonly tricks: readonly unknown[] }).tricks.length;
const trickLength = (s: object): number => (s as { readonly trick: readonly unknown[] }).trick.length;
const inPlay = (s: object): boolean => (s as { readonly phase: string }).phase === 'play';

/**
 * A state of `variant` in its card play with `left` tricks left (the current one included), after
 * `extra` cards of that trick (0: at its start), reached by random legal actions from the deal of
 * `seed`; the next seeds are tried when a deal is annulled or the card count does not fit.
 */
export function endgame(variant: Variant, seed: number, left: number, extra = 0): object {
  for (let k = 0; ; k++) {
    const rng = createRng(seed * 7919 + k);
    let s = getOrThrow(variant.rules.setup(variant.options, { seed: seed * 7919 + k }));
    const rules = variant.rules;
    while (rules.actor(s) !== 'done') {
      if (inPlay(s) && variant.tricks - tricksDone(s) === left && trickLength(s) === extra) return s;
      if (inPlay(s) && variant.tricks - tricksDone(s) < left) break;
      const l = rules.legal(s);
      s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
    }
  }
}

/** The party (0 or 1) of the audit's card points a seat's play counts for. */
export function sideOf(rules: AnyRuleset, s: object, seat: number): number {
  if (rules.id === 'tarabish') return seat % 2;
  const t = s as { readonly taker: number | null; readonly partner: number | null };
  return seat === t.taker || seat === t.partner ? 0 : 1;
}

/** Plain minimax: each side maximises its own final card points; the final card points of both sides. */
export function minimax(rules: AnyRuleset, s: object): readonly number[] {
  const seat = rules.actor(s);
  if (seat === 'done') return rules.audit(s).cardPoints;
  const side = sideOf(rules, s, seat);
  let best: readonly number[] | undefined;
  for (const a of rules.legal(s)) {
    const v = minimax(rules, rules.applyUnchecked(s, a).state);
    if (best === undefined || v[side]! > best[side]!) best = v;
  }
  return best!;
}
