/**
 * A ruleset of four seats in two partnerships from its parts (Belote, Coinche, Tarabish): the
 * members every such ruleset has alike are set here once (four players, no zero-sum score, the
 * deal read from its source, the hidden cards sampled for a checked seat, the settings being the
 * options); the game gives the rest. Each seat scores its team's score (`seatScores`); a match
 * of two partnerships names its winners with `partnershipOutcome`.
 */
import type { Either, Left } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { badSeat } from '../kernel/explain.js';
import type { ErrorOf, GameTypes, Ruleset, Traits } from '../kernel/ruleset.js';
import { checkedSample } from '../kernel/sample.js';
import type { Seat } from '../kernel/seat.js';
import type { BadSeed, Seed } from '../kernel/seed.js';
import { readSource } from '../kernel/seeded-deal.js';

/** The moves of a game's card play and auction: its reducer's members. */
type Play<G extends GameTypes> = Pick<
  Ruleset<G>,
  'actor' | 'legal' | 'apply' | 'applyUnchecked' | 'explain' | 'explainFor' | 'candidates'
>;

/** What a four-seat ruleset of the family gives of its own. */
export interface FourSeatParts<G extends GameTypes> extends Pick<
  Ruleset<G>,
  'id' | 'options' | 'view' | 'viewSchema' | 'result' | 'codec' | 'audit'
> {
  readonly traits: Pick<Traits<G['options']>, 'deck' | 'cardPointTotal' | 'maxActions'>;
  /** The deal from the options and the source (`readSource` refuses a source that cannot be read). */
  readonly deal: Ruleset<G>['setup'];
  readonly play: Play<G>;
  /** The hidden cards dealt again for a seat already checked (`checkedSample` checks it). */
  readonly sample: (state: G['state'], seat: Seat, seed: Seed) => Either<ErrorOf<G>, G['state']>;
  readonly history: NonNullable<Ruleset<G>['history']>;
}

/** The errors of an `Either`. */
type LeftOf<T> = T extends Left<infer E> ? E : never;
/** The kernel's refusals that `readSource` and `checkedSample` add: every game lists them among its codes. */
type KernelRefusal = LeftOf<ReturnType<typeof readSource<never, never>>> | BadSeed | ReturnType<typeof badSeat>;

/**
 * The ruleset of `parts`; a game whose codes lack the
 * kernel's refusals (`KernelRefusal`) is refused at compile time.
 */
export function fourSeatRuleset<G extends GameTypes & { readonly state: { readonly options: G['options'] } }>(
  parts: KernelRefusal extends ErrorOf<G> ? FourSeatParts<G> : never,
): Ruleset<G> {
  const { traits, deal, play, sample, ...members } = parts;
  return {
    ...members,
    version: '1',
    traits: { ...traits, players: [4], scoreSum: null },
    // The parameter's type proves `KernelRefusal` is among the game's errors; TypeScript cannot carry it here.
    setup: (input, source) => readSource(() => deal(input, source)) as Either<ErrorOf<G>, G['state']>,
    actor: play.actor,
    legal: play.legal,
    apply: play.apply,
    applyUnchecked: play.applyUnchecked,
    explain: play.explain,
    explainFor: play.explainFor,
    candidates: play.candidates,
    sampleHidden: checkedSample(() => 4, sample) as Ruleset<G>['sampleHidden'],
    players: () => 4,
    settings: (s) => s.options,
  };
}

/**
 * A match's outcome for two partnerships, a team being seats w and w + 2: `decide` reads the two
 * teams' totals (a seat's total is its team's) and names the winning team, if any.
 */
export function partnershipOutcome(
  totals: readonly number[],
  decide: (teams: readonly [number, number]) => { readonly over: boolean; readonly winner: 0 | 1 | null },
): { readonly over: boolean; readonly winners: readonly Seat[] } {
  const { over, winner } = decide([totals[0] ?? 0, totals[1] ?? 0]);
  return { over, winners: winner === null ? [] : [winner, winner + 2] };
}

/** Each seat's score in a deal of two partnerships: its team's (seats w and w + 2 a team). */
export const seatScores = (teams: readonly [number, number]): number[] => [teams[0], teams[1], teams[0], teams[1]];

/**
 * The first fields of a deal's result in a game of two partnerships: each seat's score (its
 * team's), whether the deal was annulled, the teams' scores and the outcome; an annulled deal
 * scores nothing and has no outcome.
 */
export const resultHead = <O>(
  r: { readonly scores: readonly [number, number]; readonly outcome: O } | 'annulled',
): { scores: number[]; annulled: boolean; teamScores: readonly [number, number]; outcome: O | null } =>
  r === 'annulled'
    ? { scores: [0, 0, 0, 0], annulled: true, teamScores: [0, 0], outcome: null }
    : { scores: seatScores(r.scores), annulled: false, teamScores: r.scores, outcome: r.outcome };

/** `phase/wrong-phase`: an action of type `type` in a phase that takes others (`expected`: the types it takes). */
export function wrongPhase(phase: string, type: string, expected: readonly string[]): RuleError<'phase/wrong-phase'> {
  return ruleError('phase/wrong-phase', `A ${type} action is not possible now (${phase}).`, { phase, expected });
}

/**
 * The refusal of a move of type `type` by a seat that owes a declaration before its first card: a
 * card is `beforeCard` (the game's code), any other move `phase/wrong-phase` (`expected`).
 */
export const declarationFirst = <E extends RuleError>(
  phase: string,
  type: string,
  beforeCard: E,
  expected: readonly string[],
): E | RuleError<'phase/wrong-phase'> => (type === 'play' ? beforeCard : wrongPhase(phase, type, expected));
