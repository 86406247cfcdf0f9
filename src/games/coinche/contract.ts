/**
 * A Coinche deal's score from its facts (docs/rules/coinche.md, "The contract and the deal's
 * score"): pure, no card play. The `coinche` ruleset's end of deal (`settle.ts`) calls
 * `scoreContract` with the contract of `auction.ts` and the facts of the card play.
 *
 * - Each side's total = its card points (dix de der included; on a capot the dix de der is worth
 *   `capotPoints − 152` instead of 10) + 20 a belote + its scoring announcements; a capot made by
 *   the takers moves the defence's announcements to them.
 * - Made: the takers' total reaches the bid (a capot bid: the takers won all eight tricks) and is
 *   higher than the defence's, both on the exact totals (the belote left out of both with
 *   `beloteCountsForContract: false`). A tie fails, or with `litige: 'held'` is a litige.
 * - Made, not coinched: takers their total + the bid, defence its total. Made, coinched: takers
 *   (160, or 250 on a capot, + every scoring announcement + their belote + the bid) × the
 *   multiplier, defence its belote. Failed: takers their belote, defence (160 + every scoring
 *   announcement + its belote + the bid) × the multiplier.
 * - Each side's score is then rounded to the nearest ten (85 → 90) unless `rounding: 'none'`.
 */
import { STRAIN, type Strain } from '../../family/cards.js';
import { trumpOfContract, type Contract, type Side, type Strain as ContractStrain } from './auction.js';
import type { CoincheOptions } from './options.js';

/** The points of one belote (king and queen of trump, called as played). */
export const BELOTE_POINTS = 20;
/** What a failed contract gives the defence, and a made coinched one the takers, before the bid (FFB §10.1). */
export const CONTRACT_BASE = 160;
/** The base of a coinched contract made with all eight tricks, bid or not (FFB §10.1.1). */
export const CAPOT_BASE = 250;
/** The card points of a suit contract with the dix de der: 152 + 10. */
export const DEAL_POINTS = 162;
/** The card points of tout atout under `allTrumpValues: 'scaled'` or `'trump'`, dix de der included: 248 + 10. */
export const ALL_TRUMP_POINTS = 258;

/**
 * The family's strain a contract is played in (its card order and card values, src/family/cards.ts):
 * a suit; sans atout with the ace at 19 (`noTrumpValues: 'ace-19'`) or plain values (`'plain'`);
 * tout atout with the FFB's values (`allTrumpValues: 'ffb'`) or the trump values in every suit
 * (`'trump'`, and `'scaled'`, whose scaling is the score's: `scoredCards`).
 */
export function playStrain(
  o: Pick<CoincheOptions, 'allTrumpValues' | 'noTrumpValues'>,
  strain: ContractStrain,
): Strain {
  if (strain === 'SA') return o.noTrumpValues === 'ace-19' ? STRAIN.noTrumpAce19 : STRAIN.noTrump;
  if (strain === 'TA') return o.allTrumpValues === 'ffb' ? STRAIN.allTrump : STRAIN.allTrumpTrumpValues;
  return trumpOfContract(strain) as Strain;
}

/** The option fields the score reads (the full options are assignable). */
export type ContractOptions = Pick<
  CoincheOptions,
  'allTrumpValues' | 'beloteCountsForContract' | 'contractScoring' | 'capotBid' | 'capotPoints' | 'litige' | 'rounding'
>;

/** The facts of a played deal that its score depends on; pairs are indexed by side (team 0, team 1). */
export interface CoincheDealFacts {
  /** The contract: the takers' side, the bid, the strain and the multiplier (1, 2, 3 or 4). */
  readonly contract: Pick<Contract, 'side' | 'bid' | 'strain' | 'multiplier'>;
  /**
   * Each side's card points under the contract's card values, the dix de der (10) included for the
   * side that won the last trick: they add up to the deal's points (162; 258 in tout atout under
   * `'scaled'` and `'trump'`, 130 in sans atout under `'plain'`).
   */
  readonly cardPoints: readonly [number, number];
  /** The side that won all eight tricks, or null. */
  readonly capot: Side | null;
  /** The belotes each side called, both words said (0 or 1; up to 4 in tout atout). */
  readonly belotes: readonly [number, number];
  /** Each side's scoring announcements (only the side that won the comparison has any); [0, 0] without announcements. */
  readonly announcements: readonly [number, number];
}

/** A scored deal. */
export interface CoincheDealScore {
  readonly outcome: 'made' | 'failed' | 'litige';
  /** Each side's deal score, rounded per `rounding`. */
  readonly scores: readonly [number, number];
  /** Each side's deal score before rounding. */
  readonly exact: readonly [number, number];
  /** Each side's total (card points + belotes + scoring announcements, after a capot's move). */
  readonly totals: readonly [number, number];
  /** What the bid is worth: its value, or `capotBid`. */
  readonly bidValue: number;
  /** Under `litige: 'held'`, the takers' total held for the next contract (rounded per `rounding`), else 0. */
  readonly held: number;
}

const pair = <T>(f: (side: Side) => T): readonly [T, T] => [f(0), f(1)];

/** A score rounded per the option: to the nearest ten, a 5 upward (84 → 80, 85 → 90). */
export const roundScore = (points: number, rounding: CoincheOptions['rounding']): number =>
  rounding === 'none' ? points : Math.floor((points + 5) / 10) * 10;

/**
 * Card points as scored: tout atout under `'scaled'` brought to 162 (× 162 / 258, to the nearest
 * point: 198 → 124); a capot's dix de der raised from 10 to `capotPoints − 152`.
 */
function scoredCards(o: ContractOptions, f: CoincheDealFacts, side: Side): number {
  const raw = f.cardPoints[side];
  const cards =
    f.contract.strain === 'TA' && o.allTrumpValues === 'scaled'
      ? Math.round((raw * DEAL_POINTS) / ALL_TRUMP_POINTS)
      : raw;
  return f.capot === side ? cards + o.capotPoints - DEAL_POINTS : cards;
}

/** The deal's score from its facts under these options (see the module comment). Pure; never throws. */
export function scoreContract(o: ContractOptions, f: CoincheDealFacts): CoincheDealScore {
  const takers = f.contract.side;
  const defence: Side = takers === 0 ? 1 : 0;
  const m = f.contract.multiplier;
  const bidValue = f.contract.bid === 'capot' ? o.capotBid : f.contract.bid;
  const capotByTakers = f.capot === takers;

  const belote = pair((s) => BELOTE_POINTS * f.belotes[s]);
  // a capot made by the takers, bid or not, moves the defence's announcements to them
  const announced = pair((s) =>
    capotByTakers ? (s === takers ? f.announcements[0] + f.announcements[1] : 0) : f.announcements[s],
  );
  const cards = pair((s) => scoredCards(o, f, s));
  const totals = pair((s) => cards[s] + belote[s] + announced[s]);
  const tested = pair((s) => (o.beloteCountsForContract ? totals[s] : totals[s] - belote[s]));

  const reached = f.contract.bid === 'capot' ? capotByTakers : tested[takers] >= bidValue;
  const tie = tested[takers] === tested[defence];
  const outcome: CoincheDealScore['outcome'] =
    reached && tested[takers] > tested[defence] ? 'made' : reached && tie && o.litige === 'held' ? 'litige' : 'failed';

  // `'bid-only'` leaves the card points out of the scores: the takers' and the defence's card
  // points, and the 160 / 250 that stand for them (docs/rules/coinche.md, Open points 3)
  const withCards = o.contractScoring === 'total-plus-bid';
  const cardsOf = (s: Side): number => (withCards ? cards[s] : 0);
  const base = withCards ? (capotByTakers ? CAPOT_BASE : CONTRACT_BASE) : 0;
  const announcements = announced[0] + announced[1];

  let exact: readonly [number, number];
  let held = 0;
  if (outcome === 'litige') {
    // the defence scores its total; the takers' total waits for the next contract (Open points 2)
    exact = pair((s) => (s === takers ? 0 : cardsOf(s) + belote[s] + announced[s]));
    held = roundScore(cardsOf(takers) + belote[takers] + announced[takers], o.rounding);
  } else if (outcome === 'made' && m === 1) {
    exact = pair((s) => cardsOf(s) + belote[s] + announced[s] + (s === takers ? bidValue : 0));
  } else if (outcome === 'made') {
    exact = pair((s) => (s === takers ? (base + announcements + belote[s] + bidValue) * m : belote[s]));
  } else {
    const failedBase = withCards ? CONTRACT_BASE : 0;
    exact = pair((s) => (s === takers ? belote[s] : (failedBase + announcements + belote[s] + bidValue) * m));
  }
  return {
    outcome,
    scores: pair((s) => roundScore(exact[s], o.rounding)),
    exact,
    totals,
    bidValue,
    held,
  };
}
