/**
 * The fast play-out behind the contract's optional `fastPlayout`: plays a deal to the end by the
 * choice convention of `playout` (one `rng.below(legal.length)` per card, the card at that index
 * of `legal`) on one mutable table instead of a new state per card. It decides with the same
 * kernel functions as play.ts (the follow chain's `obligation`, `trickWinner`) and scores with
 * scoring.ts, so no rule is written twice; the lockstep test in test/examples/whist.test.ts plays
 * it card by card against `legal` and `applyUnchecked`.
 */
import type { Card, Rng } from 'atout';
import { cardset as cs, obligation, type CardSet } from 'atout/kernel';
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

/** The seat to play's hand (mutable words) and the cards it may play, from the kernel's follow chain. */
function legalOf(t: Table): { hand: number[]; allowed: CardSet } {
  const hand = t.hands[(t.leader + t.trick.length) % PLAYERS]!;
  return { hand, allowed: obligation({ hand: hand as unknown as CardSet, trick: t.trick }, rulesOf(t.state)).allowed };
}

/** How many cards the seat to play may play (the length of `legal`). */
export function legalCount(t: Table): number {
  return cs.size(legalOf(t).allowed);
}

/** The k-th lowest set bit's card of `bits` in `word`. */
function kthCard(word: number, bits: number, k: number): Card {
  for (let i = 0; i < k; i++) bits &= bits - 1;
  return (word << 5) | (31 - Math.clz32(bits & -bits));
}

/** Plays the k-th legal card (ascending card id, as `legal` lists them). */
export function playIndex(t: Table, k: number): void {
  const { hand, allowed } = legalOf(t);
  let w = 0;
  while (k >= cs.popcount(allowed[w]!)) k -= cs.popcount(allowed[w++]!);
  const card = kthCard(w, allowed[w]!, k);
  hand[card >>> 5] = (hand[card >>> 5]! & ~(1 << (card & 31))) >>> 0;
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
