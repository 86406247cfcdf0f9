/** Belote's and Coinche's card play for the lockstep tests of the card-play core and the board. */
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { belote } from '../../../src/games/belote/rules.js';
import type { BeloteState } from '../../../src/games/belote/state.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';

/** A deal's rules: Belote's variants, and Coinche's (its card play on Belote's state: `play`). */
export interface Variant {
  readonly name: string;
  readonly rules: AnyRuleset;
  readonly options: object;
  readonly play: (s: object) => BeloteState;
}
const asBelote = (s: object): BeloteState => s as BeloteState;
const ofCoinche = (s: object): BeloteState => (s as CoincheState).play;
export const LOCKSTEP_VARIANTS: readonly Variant[] = [
  { name: 'belote', rules: belote as unknown as AnyRuleset, options: {}, play: asBelote },
  {
    name: 'belote announcements, undertrump optional, partner exception off',
    rules: belote as unknown as AnyRuleset,
    options: { announcements: true, undertrump: 'optional', partnerException: 'off', dealer: 2 },
    play: asBelote,
  },
  {
    name: 'belote announcements before the first trick, overtrump-if-trumping',
    rules: belote as unknown as AnyRuleset,
    options: {
      announcements: true,
      announcementTiming: 'before-first-trick',
      partnerException: 'overtrump-if-trumping',
    },
    play: asBelote,
  },
  { name: 'coinche', rules: coinche as unknown as AnyRuleset, options: {}, play: ofCoinche },
  {
    name: 'coinche announcements',
    rules: coinche as unknown as AnyRuleset,
    options: { announcements: true, dealer: 1 },
    play: ofCoinche,
  },
];

/** A state in the `play` phase of a seeded deal, `extra` random actions into it; undefined when passed out. */
export function playPosition(v: Variant, seed: number, extra: number): object | undefined {
  const setup = v.rules.setup(v.options, { seed });
  if (setup._tag === 'Left') throw new Error(setup.left.code);
  const rng = createRng(seed ^ 0x9e3779b9);
  let s = setup.right as object;
  while (v.rules.actor(s) !== 'done' && (v.play(s).phase !== 'play' || extra-- > 0)) {
    const legal = v.rules.legal(s);
    s = v.rules.applyUnchecked(s, legal[rng.below(legal.length)]).state as object;
  }
  return v.rules.actor(s) === 'done' ? undefined : s;
}
