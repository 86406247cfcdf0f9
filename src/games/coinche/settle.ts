/**
 * The end of a Coinche deal: a finished state → its facts → its score (`contract.ts`). The facts
 * are read from Belote's card play: each side's card points (the dix de der to the last trick's
 * side), the capot, the belotes called in full, the scoring announcements (Belote's
 * `announcementPoints`: the side with the best one scores all of its own).
 */
import type { BaseResult } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { belotesCalled, strainCardsPoints } from '../../family/card-play.js';
import { strainOf } from '../belote/card-play.js';
import { DIX_DE_DER, TRICKS } from '../belote/cards.js';
import { announcementPoints } from '../belote/settle.js';
import type { Contract, Side } from './auction.js';
import { BELOTE_POINTS, scoreContract, type CoincheDealFacts, type CoincheDealScore } from './contract.js';
import type { CoincheState } from './state.js';
import { resultHead } from '../../family/ruleset.js';

/** The result of a Coinche deal: one score per seat (each seat carries its side's), and its parts per side. */
export interface CoincheResult extends BaseResult {
  /** Each side's deal score (index = seat % 2). */
  readonly teamScores: readonly [number, number];
  /** The contract made, failed or, under `litige: 'held'`, tied; null when all passed. */
  readonly outcome: CoincheDealScore['outcome'] | null;
  /** The contract, null when all passed. */
  readonly contract: Contract | null;
  /** Each side's total (card points + belotes + scoring announcements), [0, 0] when all passed. */
  readonly totals: readonly [number, number];
  /** The takers' total held for the next contract (`litige: 'held'`), else 0. */
  readonly held: number;
  /** Each side's belote points (20 a belote called in full). */
  readonly belote: readonly [number, number];
  /** The tricks each side won. */
  readonly tricks: readonly [number, number];
  /** The dealer of the next deal. */
  readonly nextDealer: Seat;
}

/** The facts of a finished, played deal. */
export function coincheFactsOf(s: CoincheState): CoincheDealFacts {
  const p = s.play;
  const strain = strainOf(p);
  const last = (p.tricks[p.tricks.length - 1]!.winner % 2) as Side;
  const points = (side: Side): number => strainCardsPoints(p.won[side]!, strain) + (side === last ? DIX_DE_DER : 0);
  return playedCoincheFacts(s, [points(0), points(1)], [p.won[0]!.length / 4, p.won[1]!.length / 4], p.calls);
}

/**
 * The facts of a played deal from its parts, as the state or Belote's card-play core counts them:
 * each side's card points with the dix de der, each side's tricks, each seat's calls (the belotes
 * called in full under the deal's strain: `belotesCalled`), and the announcements of `s`'s card play.
 */
export function playedCoincheFacts(
  s: CoincheState,
  cardPoints: readonly [number, number],
  tricks: readonly [number, number],
  calls: readonly number[],
): CoincheDealFacts {
  const strain = strainOf(s.play);
  const belotes = (side: Side): number => belotesCalled(calls[side]!, strain) + belotesCalled(calls[side + 2]!, strain);
  const capot = tricks[0] === TRICKS ? 0 : tricks[1] === TRICKS ? 1 : null;
  return {
    contract: s.contract!,
    cardPoints,
    capot,
    belotes: [belotes(0), belotes(1)],
    announcements: announcementPoints(s.play),
  };
}

/** The result once the deal is over (undefined before). */
export function coincheResult(s: CoincheState): CoincheResult | undefined {
  const nextDealer = (s.options.dealer + 1) % 4;
  if (s.passedOut)
    return {
      ...resultHead('annulled'),
      contract: null,
      totals: [0, 0],
      held: 0,
      belote: [0, 0],
      tricks: [0, 0],
      nextDealer,
    };
  if (s.contract === null || s.play.phase !== 'done') return undefined;
  return scoredCoincheResult(s, coincheFactsOf(s), [s.play.won[0]!.length / 4, s.play.won[1]!.length / 4]);
}

/** The result of a played deal `s` (its options, contract, dealer) with these facts and each side's tricks. */
export function scoredCoincheResult(
  s: CoincheState,
  facts: CoincheDealFacts,
  tricks: readonly [number, number],
): CoincheResult {
  const nextDealer = (s.options.dealer + 1) % 4;
  const r = scoreContract(s.options, facts);
  return {
    ...resultHead(r),
    contract: s.contract,
    totals: r.totals,
    held: r.held,
    belote: [BELOTE_POINTS * facts.belotes[0], BELOTE_POINTS * facts.belotes[1]],
    tricks,
    nextDealer,
  };
}
