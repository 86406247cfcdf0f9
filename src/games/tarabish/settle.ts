/**
 * The end of a hand: the facts the scoring module needs (card points with the last trick, the
 * melds of the team that wins the meld comparison, bella calls) and the result. Scoring itself is
 * `scoreDeal`; meld values and the comparison are in the meld module.
 */
import { BELLA_POINTS } from './cards.js';
import { suitName } from './codec.js';
import { meldValue, meldWinner, type Meld } from './melds.js';
import { cardsPoints, lastTrickBonus } from './card-play.js';
import { scoreDeal, type TarabishBreakdown, type TarabishDealFacts } from './scoring.js';
import { eldestOf, sideOf, tricksDone, type Contract, type TarabishState } from './state.js';
import { seatScores } from '../../family/ruleset.js';

/** The team that won the last trick finished (the ninth is always played here, even from a position). */
const lastTrickTeam = (s: TarabishState): 0 | 1 => sideOf(s.tricks[s.tricks.length - 1]!.winner);

/** Card points won by each team so far, the last-trick bonus included once the ninth trick is won. */
export function teamCardPoints(s: TarabishState): [number, number] {
  const pts: [number, number] = [cardsPoints(s.won[0]!, s.trump), cardsPoints(s.won[1]!, s.trump)];
  // Only the last trick's winner scores it (the ninth trick is always played here, even from a position).
  const bonus = lastTrickBonus(tricksDone(s), s.options.lastTrickBonus);
  if (bonus !== 0) pts[lastTrickTeam(s)] += bonus;
  return pts;
}

const declaredBy = (declarations: TarabishState['declarations']): (readonly Meld[])[] =>
  declarations.map((d) => d ?? []);

/** The team that scores melds (Tarabish rules: the team with the best single declared meld), or null. */
export const meldTeam = (
  s: TarabishState,
  declarations: TarabishState['declarations'] = s.declarations,
): 0 | 1 | null => meldWinner(declarations, s.trump, s.options.melds, s.options.equalMelds, eldestOf(s));

/** The scoring facts of a played-out hand, from its card points, bella calls and declarations. */
function factsOf(
  s: TarabishState,
  cardPoints: [number, number],
  winner: 0 | 1 | null,
  bellaCalls: readonly boolean[],
  declarations: TarabishState['declarations'],
): TarabishDealFacts {
  const contract = s.contract!;
  const melds: [number, number] = [0, 0];
  if (winner !== null) {
    declaredBy(declarations).forEach((ms, seat) => {
      if (sideOf(seat) === winner) for (const m of ms) melds[winner] += meldValue(m, s.options.melds);
    });
  }
  const bella: [number, number] = [0, 0];
  bellaCalls.forEach((called, seat) => {
    if (called) bella[sideOf(seat)] = BELLA_POINTS;
  });
  return {
    bidTeam: sideOf(contract.seat),
    bid: s.options.contract === 'reach-bid' ? contract.bid : null,
    noTrump: s.trump === null,
    cardPoints,
    melds,
    bella,
  };
}

/** The result of a finished (or annulled) Tarabish hand: each seat's team score and the breakdown. */
export interface TarabishResult {
  /** Each seat's team hand score. */
  readonly scores: readonly number[];
  readonly annulled: boolean;
  readonly contract: Contract | null;
  /** `S` `H` `D` `C`, `no-trump`, or null when annulled. */
  readonly trump: string | null;
  /** Team hand scores (index = team, seat % 2). */
  readonly teamScores: readonly [number, number];
  readonly outcome: 'made' | 'bate' | 'half-bait' | null;
  /** Card points per team, last-trick bonus included. */
  readonly cardPoints: readonly [number, number];
  /** The team that won the last trick. */
  readonly lastTrick: 0 | 1 | null;
  readonly meldWinner: 0 | 1 | null;
  readonly melds: readonly [number, number];
  readonly bella: readonly [number, number];
  readonly breakdown: TarabishBreakdown | null;
}

export function tarabishResult(s: TarabishState): TarabishResult | undefined {
  if (s.phase !== 'done') return undefined;
  if (s.annulled) {
    return {
      scores: [0, 0, 0, 0],
      annulled: true,
      contract: null,
      trump: null,
      teamScores: [0, 0],
      outcome: null,
      cardPoints: [0, 0],
      lastTrick: null,
      meldWinner: null,
      melds: [0, 0],
      bella: [0, 0],
      breakdown: null,
    };
  }
  return playedResult(s, teamCardPoints(s), lastTrickTeam(s), s.bella, s.declarations);
}

/**
 * The result of a played-out hand from its card points (last-trick bonus included), the team that
 * won the last trick, the bella calls and the declarations (and the meld winner, when known).
 * Shared by `tarabishResult` and the playout fast path, which counts the card points itself.
 */
export function playedResult(
  s: TarabishState,
  cardPoints: [number, number],
  lastTrick: 0 | 1,
  bellaCalls: readonly boolean[],
  declarations: TarabishState['declarations'],
  winner: 0 | 1 | null = meldTeam(s, declarations),
): TarabishResult {
  const facts = factsOf(s, cardPoints, winner, bellaCalls, declarations);
  const score = scoreDeal(facts, s.options);
  return {
    scores: seatScores(score.teamScores),
    annulled: false,
    contract: s.contract,
    trump: suitName(s.trump),
    teamScores: score.teamScores,
    outcome: score.outcome,
    cardPoints: facts.cardPoints,
    lastTrick,
    meldWinner: winner,
    melds: facts.melds,
    bella: facts.bella,
    breakdown: score.breakdown,
  };
}
