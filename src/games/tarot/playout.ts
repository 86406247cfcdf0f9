/**
 * The Tarot card-play fast path for `playout` (oracle/playout.ts): a second, mutable
 * implementation of the card-play rules of play.ts (FFT p.6–8, p.12) on private scratch typed
 * arrays, allocation-free while cards are played. It starts from a state in the `play` phase and
 * makes the same random choices as the public API would: at each step the k-th action of
 * `tarotLegal(state)` (plays by card id, then poignées by mask), k = rng.below(legal.length).
 * The input state is only read. At the end the final state is assembled once and scored by
 * `tarotResult`, so scoring is the public code itself. test/oracle/playout.test.ts checks that
 * the result equals playing the same choices through `apply`.
 */
import type { Card } from '../../kernel/card.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { EXCUSE, TRUMP_WORD } from './cards.js';
import { poigneeMask, poigneeOptions, poigneeSizeOf } from './declarations.js';
import { tarotResult, type TarotResult } from './settle.js';
import type { PoigneeShown, TarotState, TrickRecord } from './state.js';
import { POIGNEE_SIZE_NAMES, POIGNEE_SIZES } from './scoring.js';
import { HAND_SIZE } from './table.js';

const WORDS = 5;
/** Hands: seat * 5 + word. */
const H = new Int32Array(5 * WORDS);
/** The allowed cards of the current step, by word. */
const A = new Int32Array(WORDS);
/** Cards of the tricks played here, trick after trick (the current trick at the end). */
const PLAYED = new Int32Array(78);
const LEADERS = new Int32Array(24);
const WINNERS = new Int32Array(24);
/** Number of poignée options of each seat at its first card (classic deals). */
const POIGNEE_COUNT = new Int32Array(5);

/** C(n, k) for n ≤ 24. */
const BINOMIAL: readonly Float64Array[] = Array.from({ length: 25 }, (_, n) => {
  const row = new Float64Array(25);
  row[0] = 1;
  for (let k = 1; k <= n; k++) row[k] = (row[k - 1]! * (n - k + 1)) / k;
  return row;
});

/** The index of the k-th set bit (0-based) of a 32-bit word. */
function nthBit(w: number, k: number): number {
  for (let i = 0; i < k; i++) w &= w - 1;
  return 31 - Math.clz32(w & -w);
}

/** How many poignées `poigneeOptions` lists for this seat (declarations.ts), without listing them. */
function poigneeCount(s: TarotState, seat: number): number {
  let trumps = popcount(s.hands[seat]![TRUMP_WORD]! & ~1);
  if (seat === s.taker) for (const c of s.ecart) if (c > EXCUSE && c < 160) trumps++;
  const excuse = (s.hands[seat]![TRUMP_WORD]! & 1) === 1;
  let n = 0;
  for (const size of POIGNEE_SIZE_NAMES) {
    const k = POIGNEE_SIZES[s.options.players][size];
    if (trumps >= k) n += BINOMIAL[trumps]![k]!;
    else if (excuse && trumps === k - 1) n += 1;
  }
  return n;
}

/** The j-th poignée in `legal` order (ascending mask), as the API would record it. */
function nthPoignee(s: TarotState, seat: number, j: number): PoigneeShown {
  const options = poigneeOptions(s, seat).sort((a, b) => poigneeMask(a) - poigneeMask(b));
  const cards = options[j]!;
  return { seat, size: poigneeSizeOf(s.options.players, cards.length)!, cards };
}

/** Plays a state in the `play` phase to the end with random legal choices; the deal's result. */
export function tarotPlayout(s: TarotState, rng: Rng): TarotResult {
  const n = s.options.players;
  const handSize = HAND_SIZE[n];
  const classic = s.mode === 'classic';
  const excuseWinsLast = !classic && s.options.excuseOnLastTrick === 'wins';
  const taker = s.taker;
  const partner = s.partner;
  const called = s.called === null ? -1 : s.called;
  for (let p = 0; p < n; p++) for (let w = 0; w < WORDS; w++) H[p * WORDS + w] = s.hands[p]![w]! | 0;
  let done = s.tricks.length;
  /** Bit 0: the taker's side has won a trick; bit 1: the defence has. */
  let sidesWon = 0;
  for (const t of s.tricks) sidesWon |= t.winner === taker || t.winner === partner ? 1 : 2;
  let poignees: PoigneeShown[] | null = null;
  let shown = 0;
  const poigneeTime = classic && done === 0;
  if (poigneeTime) {
    for (const p of s.poignees) shown |= 1 << p.seat;
    for (let p = 0; p < n; p++) POIGNEE_COUNT[p] = (shown >> p) & 1 ? 0 : poigneeCount(s, p);
  }
  let leader = s.leader;
  let len = 0;
  let at = 0; // PLAYED index of the current trick's first card
  for (const c of s.trick) PLAYED[at + len++] = c;
  const A0 = A;
  while (done < handSize) {
    const seat = (leader + len) % n;
    const b = seat * WORDS;
    // The suit led (a led Excuse leaves it to the next card) and the highest trump so far.
    let led = -1;
    let highest = -1;
    for (let i = 0; i < len; i++) {
      const c = PLAYED[at + i]!;
      if (c === EXCUSE) continue;
      const w = c >> 5;
      if (led < 0) led = w;
      if (w === TRUMP_WORD && (c & 31) > highest) highest = c & 31;
    }
    // The kernel's chain with TAROT_FOLLOW: lead, follow (beat a trump lead), ruff, discard.
    const ex = H[b + 4]! & 1;
    const trumps = H[b + 4]! & ~1;
    let only = -1; // the single word allowed (the Excuse aside), or -1 for the whole hand
    let mask = 0;
    if (led >= 0) {
      const suit = led === TRUMP_WORD ? trumps : H[b + led]!;
      if (suit !== 0) {
        only = led;
        mask = suit;
        if (led === TRUMP_WORD) {
          const higher = suit & (-2 << highest);
          if (higher !== 0) mask = higher;
        }
      } else if (trumps !== 0) {
        only = TRUMP_WORD;
        mask = trumps;
        if (highest >= 0) {
          const higher = trumps & (-2 << highest);
          if (higher !== 0) mask = higher;
        }
      }
    }
    if (only < 0) {
      for (let w = 0; w < WORDS; w++) A0[w] = H[b + w]!;
      // FFT p.12: on the first trick nobody leads the called suit except with the called card.
      if (classic && called >= 0 && done === 0 && led < 0) {
        const cw = called >> 5;
        const keep = H[b + cw]! & (1 << (called & 31));
        let rest = keep;
        for (let w = 0; w < WORDS; w++) if (w !== cw) rest |= H[b + w]!;
        if (rest !== 0) A0[cw] = keep;
      }
    } else {
      for (let w = 0; w < WORDS; w++) A0[w] = 0;
      A0[only] = mask;
      A0[TRUMP_WORD] = A0[TRUMP_WORD]! | ex;
    }
    let plays = 0;
    for (let w = 0; w < WORDS; w++) plays += popcount(A0[w]!);
    const extra = poigneeTime && done === 0 && ((shown >> seat) & 1) === 0 ? POIGNEE_COUNT[seat]! : 0;
    let k = rng.below(plays + extra);
    if (k >= plays) {
      // A poignée (rare): listed after the plays, by mask.
      (poignees ??= s.poignees.slice()).push(nthPoignee(s, seat, k - plays));
      shown |= 1 << seat;
      continue;
    }
    if (extra > 0) shown |= 1 << seat; // its first card played: the poignée time is over for it
    let card = 0;
    for (let w = 0; w < WORDS; w++) {
      const c = popcount(A0[w]!);
      if (k < c) {
        card = (w << 5) | nthBit(A0[w]!, k);
        break;
      }
      k -= c;
    }
    H[b + (card >> 5)] = H[b + (card >> 5)]! ^ (1 << (card & 31));
    PLAYED[at + len++] = card;
    if (len < n) continue;
    // The trick is complete (play.ts winningCard).
    const isLast = done + 1 === handSize;
    let win = -1;
    if (isLast) {
      let exAt = -1;
      for (let i = 0; i < n; i++) if (PLAYED[at + i] === EXCUSE) exAt = i;
      if (exAt >= 0) {
        if (excuseWinsLast) win = exAt;
        // FFT p.6: the Excuse led to the last trick by a side that won every earlier trick wins it.
        else if (classic && exAt === 0) {
          const side = leader === taker || leader === partner ? 1 : 2;
          if ((sidesWon & ~side) === 0) win = 0;
        }
      }
    }
    if (win < 0) {
      let bestTrump = -1;
      let bestSuit = -1;
      let suitLed = -1;
      for (let i = 0; i < n; i++) {
        const c = PLAYED[at + i]!;
        if (c === EXCUSE) continue;
        const w = c >> 5;
        if (suitLed < 0) suitLed = w;
        if (w === TRUMP_WORD) {
          if ((c & 31) > bestTrump) {
            bestTrump = c & 31;
            win = i;
          }
        } else if (bestTrump < 0 && w === suitLed && (c & 31) > bestSuit) {
          bestSuit = c & 31;
          win = i;
        }
      }
    }
    const winner = (leader + win) % n;
    const t = done - s.tricks.length;
    LEADERS[t] = leader;
    WINNERS[t] = winner;
    sidesWon |= winner === taker || winner === partner ? 1 : 2;
    leader = winner;
    done++;
    at += n;
    len = 0;
  }
  const tricks: TrickRecord[] = s.tricks.slice();
  for (let t = 0; t < done - s.tricks.length; t++) {
    const cards: Card[] = new Array<Card>(n);
    for (let i = 0; i < n; i++) cards[i] = PLAYED[t * n + i]!;
    tricks.push({ leader: LEADERS[t]!, cards, winner: WINNERS[t]! });
  }
  const empty = [0, 0, 0, 0, 0];
  const final: TarotState = {
    ...s,
    phase: 'done',
    hands: s.hands.map(() => empty),
    trick: [],
    tricks,
    leader,
    poignees: poignees ?? s.poignees,
  };
  return tarotResult(final)!;
}
