/**
 * The end of a deal: who owns which card points (exact half points, the Excuse exchange settled
 * at the end: owner's side 4, the trick's winners 0.5), the deal's facts for `scoreDeal`, and the
 * Goulash settlement by `goulashNets`. Parties are the two sides in a classic deal (0 the taker's
 * side, 1 the defence) and the seats in a Goulash.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { EXCUSE, PETIT, VALUE2, isOudler, name } from './cards.js';
import { goulashNets } from './goulash-scoring.js';
import { scoreDeal, type TarotDealFacts, type TarotBreakdown } from './scoring.js';
import { sideOf, type PoigneeShown, type TarotState } from './state.js';

/**
 * A deal's tricks as flat arrays: trick t was led by `leaders[t]` and won by `winners[t]`, its
 * cards in play order are `cards[t * players …]`. The state's tricks and the card-play core
 * (`table.ts` `TarotTable`) are both read through this shape, so that one settlement serves both.
 */
export interface FlatTricks {
  readonly count: number;
  readonly cards: ArrayLike<number>;
  readonly leaders: ArrayLike<number>;
  readonly winners: ArrayLike<number>;
}

/** The tricks of a state as flat arrays. */
export function flatTricks(s: TarotState): FlatTricks {
  const n = s.options.players;
  const count = s.tricks.length;
  // Typed arrays, as the card-play core's: one element kind wherever the settlement reads tricks.
  const cards = new Int32Array(count * n);
  const leaders = new Int32Array(count);
  const winners = new Int32Array(count);
  for (let t = 0; t < count; t++) {
    const trick = s.tricks[t]!;
    leaders[t] = trick.leader;
    winners[t] = trick.winner;
    for (let j = 0; j < n; j++) cards[t * n + j] = trick.cards[j]!;
  }
  return { count, cards, leaders, winners };
}

/** Card points won so far and what the score depends on. */
export interface Settlement {
  /** Half points per party (two sides, or one per seat in a Goulash). */
  readonly points2: readonly number[];
  /** Oudlers owned by the taker's side at the end (classic). */
  readonly oudlers: 0 | 1 | 2 | 3;
  /** The side that won the 1T in the last trick, or the penultimate after an Excuse chelem (FFT p.6). */
  readonly petitAuBout: 'taker' | 'defence' | null;
  /** The side that won every trick (the other side's Excuse, kept by its owner, does not break it). */
  readonly chelem: 'taker' | 'defence' | null;
  /** The seat that won the last trick (who takes the chien in a Goulash), -1 before any trick. */
  readonly lastWinner: number;
}

/** The party of a seat: its side in a classic deal (0 the taker's side, 1 the defence), itself in a Goulash. */
export const partyOf = (s: TarotState, seat: Seat): number => (s.mode === 'classic' ? sideOf(s, seat) : seat);

/**
 * Adds one complete trick's half points to its parties' totals, `points2[p + party]`: `won` (the
 * half points of its cards, the Excuse's included) to the party of `winner`, the seat that won
 * it, except the Excuse, played by the seat `excuseSeat` (-1: not in the trick): FFT p.8, its
 * owner keeps it and gives the winners a half-point card (owner 4, winners 0.5); on the last trick
 * of a classic deal played out (`last`; FFT p.4, option `excuseLastTrick`) it goes to the trick's
 * winner or changes camp, unless it took that trick itself (FFT p.6: led by a side that had won
 * every earlier trick; its seat then won the trick). Returns the party that owns the Excuse after
 * the trick (-1: not in it). The settlement below and the card-play core (`table.ts`) both count
 * every trick through it.
 */
export function addTrickPoints(
  points2: number[] | Int32Array,
  p: number,
  s: TarotState,
  won: number,
  winner: Seat,
  excuseSeat: number,
  last: boolean,
): number {
  const side = partyOf(s, winner);
  if (excuseSeat < 0) {
    points2[p + side]! += won;
    return -1;
  }
  const owner = partyOf(s, excuseSeat);
  const ex = VALUE2[EXCUSE]!;
  let to = owner;
  if (last && s.mode === 'classic' && excuseSeat !== winner) {
    // FFT p.4: on the last trick (no chelem) it goes to the trick's winner, or changes camp (option).
    to = s.options.excuseLastTrick === 'to-winner' ? side : 1 - owner;
    points2[p + to]! += ex;
    won -= ex;
  } else if (owner !== side) {
    // FFT p.8: the owner keeps the Excuse (4 points) and gives the winners a half-point card.
    points2[p + owner]! += ex - 1;
    won -= ex - 1;
  }
  points2[p + side]! += won;
  return to;
}

/**
 * Who owns which card points. Parties are the two sides in a classic deal (0 the taker's side, 1
 * the defence) and the seats in a Goulash. Each trick's cards go to its winner's party, but the
 * Excuse (`addTrickPoints`). Once the deal is over (`over`), the écart and a garde-sans chien count
 * for the taker, a garde-contre chien for the defence, and in a Goulash the chien for the last
 * trick's winner.
 */
export function settleTricks(s: TarotState, t: FlatTricks, over: boolean): Settlement {
  const n = s.options.players;
  const classic = s.mode === 'classic';
  const points2 = classic ? [0, 0] : n === 3 ? [0, 0, 0] : n === 4 ? [0, 0, 0, 0] : [0, 0, 0, 0, 0];
  const total = t.count;
  const last = total - 1;
  const cards = t.cards;
  const winners = t.winners;
  const leaders = t.leaders;
  let oudlers = 0;
  let sides = 0;
  let petitTrick = -1;
  let excuseChelem = false;
  for (let i = 0, at = 0; i < total; i++) {
    const w = winners[i]!;
    const winner = partyOf(s, w);
    sides |= 1 << winner;
    let won = 0;
    let excuseSeat = -1;
    for (let j = 0; j < n; j++, at++) {
      const c = cards[at]!;
      won += VALUE2[c]!;
      if (c === EXCUSE) excuseSeat = seatAfter(leaders[i]!, j, n);
      else {
        if (c === PETIT) petitTrick = i;
        if (winner === 0 && classic && isOudler(c)) oudlers++;
      }
    }
    const isLast = i === last && over;
    const excuseTo = addTrickPoints(points2, 0, s, won, w, excuseSeat, isLast);
    if (excuseTo === 0 && classic) oudlers++;
    // FFT p.6: the Excuse took the last trick (the chelem rule): the petit au bout moves to the trick before.
    if (isLast && classic && excuseSeat === w) excuseChelem = true;
  }
  const lastWinner = total > 0 ? t.winners[last]! : -1;
  if (over && s.annulled === null) {
    const own = (p: number, cards: readonly Card[]): void => {
      for (const c of cards) {
        points2[p]! += VALUE2[c]!;
        if (p === 0 && classic && isOudler(c)) oudlers++;
      }
    };
    if (!classic) own(lastWinner, s.chien);
    else {
      own(0, s.ecart);
      if (s.contract === 'garde-sans') own(0, s.chien);
      if (s.contract === 'garde-contre') own(1, s.chien);
    }
  }
  const bout = total - (excuseChelem ? 2 : 1);
  const side = (p: number): 'taker' | 'defence' => (p === 0 ? 'taker' : 'defence');
  return {
    points2,
    oudlers: oudlers as 0 | 1 | 2 | 3,
    petitAuBout: classic && petitTrick >= 0 && petitTrick === bout ? side(sideOf(s, t.winners[bout]!)) : null,
    chelem: classic && (sides === 1 || sides === 2) ? side(sides === 1 ? 0 : 1) : null,
    lastWinner,
  };
}

/** Card points won so far (chien and écart counted once the deal is over). */
export const settle = (s: TarotState): Settlement => settleTricks(s, flatTricks(s), s.phase === 'done');

/** The deal's facts for `scoreDeal`, from its settlement (classic deals). */
export function dealFacts(s: TarotState, settled: Settlement, poignees: readonly PoigneeShown[]): TarotDealFacts {
  return {
    players: s.options.players,
    contract: s.contract!,
    taker: s.taker!,
    partner: s.partner,
    oudlers: settled.oudlers,
    points2: settled.points2[0]!,
    petitAuBout: settled.petitAuBout,
    poignees: poignees.map((p) => p.size),
    chelemAnnounced: s.chelemAnnounced,
    chelem: settled.chelem,
  };
}

/** The result of a played classic deal: the contract, the sides, the score breakdown and the facts it came from. */
export interface TarotClassicResult {
  readonly mode: 'classic';
  /** Each seat's score for the deal (they sum to zero). */
  readonly scores: readonly number[];
  readonly annulled: false;
  readonly contract: TarotDealFacts['contract'];
  readonly taker: Seat;
  /** 5 players: the called partner, null when the taker played alone; always null at 3 and 4. */
  readonly partner: Seat | null;
  /** 5 players: the called card. */
  readonly called: string | null;
  readonly breakdown: TarotBreakdown;
  /** Card points per side: [taker's side, defence], public units. */
  readonly cardPoints: readonly number[];
  readonly facts: TarotDealFacts;
}

/** What a deal without a contract (a Goulash, an annulled deal) has none of. */
interface NoContract {
  readonly contract: null;
  readonly taker: null;
  readonly partner: null;
  readonly breakdown: null;
}

/** The result of a Goulash deal: each for themselves, no contract. */
export interface TarotGoulashResult extends NoContract {
  readonly mode: 'goulash';
  /** Each seat's score for the deal (they sum to zero). */
  readonly scores: readonly number[];
  readonly annulled: false;
  /** Card points per seat, public units; the chien counted for the last trick's winner. */
  readonly cardPoints: readonly number[];
  /** The seat that won the last trick and took the chien. */
  readonly chienTo: Seat;
}

/** The result of an annulled deal (a petit sec, or everybody passed): every score 0. */
export interface TarotAnnulledResult extends NoContract {
  readonly mode: 'classic';
  readonly scores: readonly number[];
  readonly annulled: true;
  readonly reason: 'petit-sec' | 'all-pass';
  readonly cardPoints: readonly number[];
}

/** The result of a Tarot deal: played classic, Goulash, or annulled (tell them by `mode` and `annulled`). */
export type TarotResult = TarotClassicResult | TarotGoulashResult | TarotAnnulledResult;

export function tarotResult(s: TarotState): TarotResult | undefined {
  if (s.phase !== 'done') return undefined;
  if (s.annulled !== null) {
    return {
      mode: 'classic',
      scores: new Array<number>(s.options.players).fill(0),
      annulled: true,
      reason: s.annulled,
      contract: null,
      taker: null,
      partner: null,
      breakdown: null,
      cardPoints: [0, 0],
    };
  }
  return playedResult(s, flatTricks(s), s.poignees);
}

/**
 * The result of a deal played to the end from the state it was played from (its options, contract,
 * chien and écart), its tricks and the poignées shown. Shared by `tarotResult` and the playout
 * fast path (playout.ts), which reads the card-play core's flat tricks.
 */
export function playedResult(s: TarotState, tricks: FlatTricks, poignees: readonly PoigneeShown[]): TarotResult {
  const settled = settleTricks(s, tricks, true);
  const cardPoints = settled.points2.map((p) => p / 2);
  if (s.mode === 'goulash') {
    return {
      mode: 'goulash',
      scores: goulashNets(settled.points2),
      annulled: false,
      contract: null,
      taker: null,
      partner: null,
      breakdown: null,
      cardPoints,
      chienTo: settled.lastWinner,
    };
  }
  const facts = dealFacts(s, settled, poignees);
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

/** Where every card is (the conservation check of the harness) and the card points so far. */
export function tarotAudit(s: TarotState): { places: Record<string, number[]>; cardPoints: number[] } {
  // Once taken (prise, garde) the chien's cards are in the taker's hand or écart.
  const places: Record<string, number[]> = {
    chien: s.chienTaken ? [] : s.chien.slice(),
    ecart: s.ecart.slice(),
    trick: s.trick.slice(),
  };
  s.hands.forEach((h, i) => (places[`hand${i}`] = cs.toArray(h)));
  places['tricks'] = s.tricks.flatMap((t) => t.cards);
  return { places, cardPoints: settle(s).points2.map((p) => p / 2) };
}
