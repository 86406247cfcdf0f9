/**
 * The fast play-out behind the contract's optional `fastPlayout`: plays a deal to the end by the
 * choice convention of `playout` (one `rng.below(legal.length)` per card, the card at that index
 * of `legal`) on one mutable table instead of a new state per card. It decides with the same
 * kernel functions as play.ts (the follow chain's `decide`, `trickWinner`) and scores with
 * scoring.ts, so no rule is written twice; the lockstep test in test/examples/whist.test.ts plays
 * it card by card against `legal` and `applyUnchecked`.
 */
import { cardset as cs, decide, type Card, type CardSet, type Rng } from 'atout';
import { WORDS } from './cards.js';
import { rulesOf, trickWinner } from './play.js';
import { resultOf, tricksBySide } from './scoring.js';
import { PLAYERS, sideOf, TRICKS, type WhistResult, type WhistState } from './state.js';

/** A deal in progress as mutable words: what the play-out changes in place. */
export interface Table {
  readonly state: WhistState;
  /** Each seat's hand, one word per suit (mutated). */
  readonly hands: number[][];
  readonly trick: Card[];
  leader: number;
  played: number;
  readonly won: [number, number];
}

/** A mutable copy of a state's card play. */
export function tableOf(s: WhistState): Table {
  return {
    state: s,
    hands: s.hands.map((h) => h.slice()),
    trick: s.trick.slice(),
    leader: s.leader,
    played: s.tricks.length,
    won: tricksBySide(s.tricks),
  };
}

/** The legal cards of the seat to play, as the kernel's decision (word < 0: the whole hand). */
function decision(t: Table): { word: number; bits: number; hand: number[] } {
  const hand = t.hands[(t.leader + t.trick.length) % PLAYERS]!;
  const d = decide({ hand: hand as unknown as CardSet, trick: t.trick }, rulesOf(t.state));
  return { word: d.word, bits: d.bits, hand };
}

/** How many cards the seat to play may play (the length of `legal`). */
export function legalCount(t: Table): number {
  const d = decision(t);
  if (d.word >= 0) return cs.popcount(d.bits);
  let n = 0;
  for (let w = 0; w < WORDS; w++) n += cs.popcount(d.hand[w]!);
  return n;
}

/** The k-th lowest set bit's card of `bits` in `word`. */
function kthCard(word: number, bits: number, k: number): Card {
  for (let i = 0; i < k; i++) bits &= bits - 1;
  return (word << 5) | (31 - Math.clz32(bits & -bits));
}

/** Plays the k-th legal card (ascending card id, as `legal` lists them). */
export function playIndex(t: Table, k: number): void {
  const d = decision(t);
  let card: Card;
  if (d.word >= 0) card = kthCard(d.word, d.bits, k);
  else {
    let w = 0;
    while (k >= cs.popcount(d.hand[w]!)) k -= cs.popcount(d.hand[w++]!);
    card = kthCard(w, d.hand[w]!, k);
  }
  d.hand[card >>> 5] = (d.hand[card >>> 5]! & ~(1 << (card & 31))) >>> 0;
  t.trick.push(card);
  if (t.trick.length < PLAYERS) return;
  const winner = trickWinner(t.trick, t.leader, t.state.trump);
  t.won[sideOf(winner)]++;
  t.leader = winner;
  t.trick.length = 0;
  t.played++;
}

/** Whether the thirteen tricks are played. */
export const isOver = (t: Table): boolean => t.played === TRICKS;

/** Plays the deal to the end by the choice convention; the result (Whist has one phase: never undefined). */
export function fastPlayout(s: WhistState, rng: Rng): WhistResult {
  const t = tableOf(s);
  while (!isOver(t)) playIndex(t, rng.below(legalCount(t)));
  return resultOf(t.won);
}
