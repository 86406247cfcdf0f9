/**
 * Tarabish hand scoring and the end of a match, for both presets.
 *
 * Tarabish rules:
 * - each team's hand total = card points (last-trick bonus included) + its scoring melds + bella;
 * - 'reach-bid' (auction): the bidders' total must reach the bid, else bate: bidders 0, the
 *   opponents score both totals; `bellaOnBate: 'kept'` leaves the bidders their own bella;
 * - no-trump (auction): the contract is tested first, then a made no-trump hand's total is doubled
 *   for the bidders; `coatBonus` is added after the contract test to bidders taking every card point;
 * - 'outscore' (traditional): the callers must score strictly more than the opponents; fewer is
 *   bait (as bate), equal is half bait ('half': callers 0, opponents keep theirs; 'whole': as bait);
 * - the match ends after the hand in which a team reaches `target`; both at or above it:
 *   'bidder' → the bidding team, 'higher' → the higher total, an exact tie → the calling team.
 */
import { cardPointTotal } from './cards.js';

/** The option fields scoring needs (a subset of the Tarabish options, so the full options are assignable). */
export interface TarabishScoringOptions {
  readonly contract: 'reach-bid' | 'outscore';
  readonly halfBait: 'half' | 'whole';
  readonly bellaOnBate: 'transferred' | 'kept';
  readonly coatBonus: number;
  readonly lastTrickBonus: number;
  readonly noTrump: boolean;
  readonly target: number;
  readonly bothReachTarget: 'bidder' | 'higher';
}

/** The scoring fields of a set of options (a preset's, say), and nothing else. */
export const scoringOptionsOf = (o: TarabishScoringOptions): TarabishScoringOptions => ({
  contract: o.contract,
  halfBait: o.halfBait,
  bellaOnBate: o.bellaOnBate,
  coatBonus: o.coatBonus,
  lastTrickBonus: o.lastTrickBonus,
  noTrump: o.noTrump,
  target: o.target,
  bothReachTarget: o.bothReachTarget,
});

/** The facts of a finished hand that its score depends on (index = team). */
export interface TarabishDealFacts {
  /** The bidding / calling team. */
  readonly bidTeam: 0 | 1;
  /** The auction bid; null under contract 'outscore'. */
  readonly bid: number | null;
  readonly noTrump: boolean;
  /** Card points per team, last-trick bonus included. */
  readonly cardPoints: readonly [number, number];
  /** Meld points each team scores (0 for the team that lost the comparison). */
  readonly melds: readonly [number, number];
  /** Bella called by each team (`BELLA_POINTS` or 0). */
  readonly bella: readonly [number, number];
}

/** How one team's hand score was reached. */
export interface TeamBreakdown {
  readonly cardPoints: number;
  readonly melds: number;
  readonly bella: number;
  /** cardPoints + melds + bella: the total the contract test looks at. */
  readonly handTotal: number;
  /** Points moved by bate / bait: negative for the team that lost them, positive for the team that took them. */
  readonly transfer: number;
  /** Half bait under 'half': the callers' total that nobody scores (negative), else 0. */
  readonly forfeited: number;
  /** The extra made by doubling a made no-trump hand (auction), else 0. */
  readonly noTrumpDouble: number;
  /** The coat bonus, else 0. */
  readonly coat: number;
  /** handTotal + transfer + forfeited + noTrumpDouble + coat. */
  readonly score: number;
}

/** How a hand was scored, team by team. */
export interface TarabishBreakdown {
  readonly teams: readonly [TeamBreakdown, TeamBreakdown];
  readonly bidTeam: 0 | 1;
  readonly contract: 'reach-bid' | 'outscore';
  /** What the bidders had to reach: the bid ('reach-bid'), or the opponents' total plus one ('outscore'). */
  readonly needed: number;
  readonly noTrump: boolean;
  /** True when the bidders took every card point and the last trick. */
  readonly allTricks: boolean;
}

/** A scored hand: both teams' scores, the outcome and the breakdown. */
export interface TarabishDealScore {
  readonly teamScores: readonly [number, number];
  readonly outcome: 'made' | 'bate' | 'half-bait';
  readonly breakdown: TarabishBreakdown;
}

const pair = <T>(f: (team: 0 | 1) => T): readonly [T, T] => [f(0), f(1)];

/**
 * Scores a hand from its facts under these options (see the rules above): made,
 * bate or half bait, transfers, the no-trump double and the coat bonus. Pure; never throws on
 * facts the engine produces (apps use `tarabishScoreSheet`, scoresheet.ts).
 */
export function scoreDeal(facts: TarabishDealFacts, options: TarabishScoringOptions): TarabishDealScore {
  const bidders = facts.bidTeam;
  const opponents: 0 | 1 = bidders === 0 ? 1 : 0;
  const handTotal = pair((t) => facts.cardPoints[t] + facts.melds[t] + facts.bella[t]);
  // 'reach-bid' with no bid (null) has nothing to reach: made. The score sheet never lets that through.
  const needed = options.contract === 'reach-bid' ? (facts.bid ?? 0) : handTotal[opponents] + 1;

  let outcome: TarabishDealScore['outcome'];
  if (handTotal[bidders] >= needed) outcome = 'made';
  else if (options.contract === 'outscore' && handTotal[bidders] === handTotal[opponents]) outcome = 'half-bait';
  else outcome = 'bate';

  // On bate the bidders lose their total (their bella too, unless 'kept'); under half bait 'whole'
  // the opponents take it as on bait, under 'half' nobody scores it.
  const kept = options.bellaOnBate === 'kept' ? facts.bella[bidders] : 0;
  const lost = outcome === 'made' ? 0 : handTotal[bidders] - kept;
  const toOpponents = outcome === 'bate' || (outcome === 'half-bait' && options.halfBait === 'whole') ? lost : 0;
  const forfeited = lost - toOpponents;

  // The Tarabish rules state the doubling for the auction preset only ("the contract is tested first, then a
  // made no-trump hand's total is doubled"); a traditional no-trump call is scored plainly (docs).
  const doubled = outcome === 'made' && facts.noTrump && options.contract === 'reach-bid' ? handTotal[bidders] : 0;
  const allTricks =
    facts.cardPoints[bidders] === cardPointTotal(facts.noTrump ? null : 0) + options.lastTrickBonus &&
    facts.cardPoints[opponents] === 0;
  const coat = outcome === 'made' && allTricks ? options.coatBonus : 0;

  const teams = pair((t): TeamBreakdown => {
    const isBidder = t === bidders;
    const transfer = isBidder ? 0 - toOpponents : toOpponents; // 0 - x, never -0
    const forfeit = isBidder ? 0 - forfeited : 0;
    const double = isBidder ? doubled : 0;
    const bonus = isBidder ? coat : 0;
    return {
      cardPoints: facts.cardPoints[t],
      melds: facts.melds[t],
      bella: facts.bella[t],
      handTotal: handTotal[t],
      transfer,
      forfeited: forfeit,
      noTrumpDouble: double,
      coat: bonus,
      score: handTotal[t] + transfer + forfeit + double + bonus,
    };
  });
  return {
    teamScores: [teams[0].score, teams[1].score],
    outcome,
    breakdown: { teams, bidTeam: bidders, contract: options.contract, needed, noTrump: facts.noTrump, allTricks },
  };
}

/** After a hand: is the match over, and who won (bothReachTarget, and the traditional tie → calling team). */
export function matchOutcome(
  totals: readonly [number, number],
  lastBidTeam: 0 | 1,
  options: Pick<TarabishScoringOptions, 'target' | 'bothReachTarget'>,
): { over: boolean; winner: 0 | 1 | null } {
  const reached = [totals[0] >= options.target, totals[1] >= options.target];
  if (!reached[0] && !reached[1]) return { over: false, winner: null };
  if (!reached[1]) return { over: true, winner: 0 };
  if (!reached[0]) return { over: true, winner: 1 };
  if (options.bothReachTarget === 'bidder' || totals[0] === totals[1]) return { over: true, winner: lastBidTeam };
  return { over: true, winner: totals[0] > totals[1] ? 0 : 1 };
}
