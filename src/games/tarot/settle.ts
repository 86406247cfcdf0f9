/**
 * The end of a deal: who owns which card points (exact half points, the Excuse exchange settled
 * at the end: owner's side 4, the trick's winners 0.5), the deal's facts for `scoreDeal`, and the
 * Goulash settlement by `goulashNets`. Parties are the two sides in a classic deal (0 the taker's
 * side, 1 the defence) and the seats in a Goulash.
 */
import type { Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { EXCUSE, MONDE, PETIT } from './cards.js';
import { goulashNets } from './goulash-scoring.js';
import { scoreDeal, type DealFacts, type TarotBreakdown } from './scoring.js';
import type { TarotState, TrickRecord } from './state.js';
import { name, sideOf } from './step.js';
import { value2 } from './table.js';

export interface Settlement {
  /** Half points per party (two sides, or one per seat in a Goulash). */
  readonly points2: readonly number[];
  /** The party owning each oudler at the end (for the taker's side's count). */
  readonly oudlerParties: readonly number[];
}

const partyCount = (s: TarotState): number => (s.mode === 'goulash' ? s.options.players : 2);
const partyOf = (s: TarotState, seat: Seat): number => (s.mode === 'goulash' ? seat : sideOf(s, seat));
const playerAt = (s: TarotState, t: TrickRecord, i: number): Seat => (t.leader + i) % s.options.players;

/** Whether the last trick was won by the Excuse led by a side that had won every earlier trick. */
export function excuseChelemTrick(s: TarotState): boolean {
  const last = s.tricks[s.tricks.length - 1];
  if (s.mode !== 'classic' || last === undefined || last.cards[0] !== EXCUSE) return false;
  return (
    last.winner === last.leader &&
    s.tricks.length > 1 &&
    s.tricks.slice(0, -1).every((t) => sideOf(s, t.winner) === sideOf(s, last.leader))
  );
}

/** Card points won so far (chien and écart counted once the deal is over). */
export function settle(s: TarotState): Settlement {
  const pts = new Array<number>(partyCount(s)).fill(0);
  const oudlerParties: number[] = [];
  const own = (party: number, c: Card, v = value2(c)): void => {
    pts[party]! += v;
    if (c === PETIT || c === MONDE || c === EXCUSE) oudlerParties.push(party);
  };
  const total = s.tricks.length;
  s.tricks.forEach((t, i) => {
    const winner = partyOf(s, t.winner);
    const isLast = i === total - 1 && s.phase === 'done';
    t.cards.forEach((c, j) => {
      if (c !== EXCUSE) return own(winner, c);
      const owner = partyOf(s, playerAt(s, t, j));
      if (isLast && s.mode === 'classic' && !excuseChelemTrick(s)) {
        // The Excuse on the last trick (no chelem case, FFT p.4): to the trick's winner, or it changes camp.
        return own(s.options.excuseLastTrick === 'to-winner' ? winner : 1 - owner, c);
      }
      if (owner === winner) return own(winner, c);
      // FFT p.8: the owner keeps the Excuse and gives a half-point card: owner 4, winners 0.5.
      own(owner, c, 8);
      pts[winner]! += 1;
    });
  });
  if (s.phase === 'done' && s.annulled === null) {
    if (s.mode === 'goulash') {
      const last = s.tricks[total - 1]!;
      for (const c of s.chien) own(last.winner, c);
    } else {
      for (const c of s.ecart) own(0, c);
      if (s.contract === 'garde-sans') for (const c of s.chien) own(0, c);
      if (s.contract === 'garde-contre') for (const c of s.chien) own(1, c);
    }
  }
  return { points2: pts, oudlerParties };
}

/** The side that won every trick (the other side's Excuse, kept by its owner, does not break it). */
export function chelemSide(s: TarotState): 'taker' | 'defence' | null {
  const sides = new Set(s.tricks.map((t) => sideOf(s, t.winner)));
  if (sides.size !== 1) return null;
  return sides.has(0) ? 'taker' : 'defence';
}

/** The side that won the 1T in the last trick, or in the penultimate one when the Excuse won the last (FFT p.6). */
export function petitAuBout(s: TarotState): 'taker' | 'defence' | null {
  const t = s.tricks[s.tricks.length - (excuseChelemTrick(s) ? 2 : 1)];
  if (t === undefined || !t.cards.includes(PETIT)) return null;
  return sideOf(s, t.winner) === 0 ? 'taker' : 'defence';
}

export function dealFacts(s: TarotState, settled: Settlement = settle(s)): DealFacts {
  return {
    players: s.options.players,
    contract: s.contract!,
    taker: s.taker!,
    partner: s.partner,
    oudlers: settled.oudlerParties.filter((p) => p === 0).length as 0 | 1 | 2 | 3,
    points2: settled.points2[0]!,
    petitAuBout: petitAuBout(s),
    poignees: s.poignees.map((p) => p.size),
    chelemAnnounced: s.chelemAnnounced,
    chelem: chelemSide(s),
  };
}

export type TarotResult =
  | {
      readonly mode: 'classic';
      readonly scores: readonly number[];
      readonly annulled: false;
      readonly contract: DealFacts['contract'];
      readonly taker: Seat;
      readonly partner: Seat | null;
      readonly called: string | null;
      readonly breakdown: TarotBreakdown;
      /** Card points per side: [taker's side, defence], public units. */
      readonly cardPoints: readonly number[];
      readonly facts: DealFacts;
    }
  | {
      readonly mode: 'goulash';
      readonly scores: readonly number[];
      readonly annulled: false;
      readonly contract: null;
      readonly taker: null;
      readonly partner: null;
      readonly breakdown: null;
      /** Card points per seat, public units; the chien counted for the last trick's winner. */
      readonly cardPoints: readonly number[];
      /** The seat that won the last trick and took the chien. */
      readonly chienTo: Seat;
    }
  | {
      readonly mode: 'classic';
      readonly scores: readonly number[];
      readonly annulled: true;
      readonly reason: 'petit-sec' | 'all-pass';
      readonly contract: null;
      readonly taker: null;
      readonly partner: null;
      readonly breakdown: null;
      readonly cardPoints: readonly number[];
    };

export function tarotResult(s: TarotState): TarotResult | undefined {
  if (s.phase !== 'done') return undefined;
  const n = s.options.players;
  if (s.annulled !== null) {
    return {
      mode: 'classic',
      scores: new Array<number>(n).fill(0),
      annulled: true,
      reason: s.annulled,
      contract: null,
      taker: null,
      partner: null,
      breakdown: null,
      cardPoints: [0, 0],
    };
  }
  const settled = settle(s);
  return settledResult(
    s,
    settled.points2,
    s.mode === 'goulash' ? null : dealFacts(s, settled),
    s.tricks[s.tricks.length - 1]!.winner,
  );
}

/**
 * The result of a played-out deal from its settlement: the half points per party, the facts
 * (classic) and the last trick's winner (who takes the chien in a Goulash). Shared by
 * `tarotResult` and the playout fast path (playout.ts), which settles the deal itself.
 */
export function settledResult(
  s: TarotState,
  points2: readonly number[],
  facts: DealFacts | null,
  lastWinner: Seat,
): TarotResult {
  const cardPoints = points2.map((p) => p / 2);
  if (facts === null) {
    return {
      mode: 'goulash',
      scores: goulashNets(points2),
      annulled: false,
      contract: null,
      taker: null,
      partner: null,
      breakdown: null,
      cardPoints,
      chienTo: lastWinner,
    };
  }
  const score = scoreDeal(facts);
  return {
    mode: 'classic',
    scores: score.scores,
    annulled: false,
    contract: facts.contract,
    taker: facts.taker,
    partner: facts.partner,
    called: s.called === null ? null : name(s.called),
    breakdown: score.breakdown,
    cardPoints,
    facts,
  };
}
