/**
 * The Tarot card-play fast path for `playout` (oracle/playout.ts): a second, mutable
 * implementation of the card-play rules of play.ts (FFT p.6–8, p.12) on private scratch typed
 * arrays, allocation-free while cards are played. It starts from a state in the `play` phase and
 * makes the same random choices as the public API would: at each step the k-th action of
 * `tarotLegal(state)` (plays by card id, then poignées by mask), k = rng.below(legal.length).
 * The input state is only read. At the end the deal is settled on the scratch tricks and scored
 * by the public scoring code (`settledResult`). test/oracle/playout.test.ts checks that
 * the result equals playing the same choices through `apply`.
 */
import type { Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { EXCUSE, MONDE, PETIT, TRUMP_WORD } from './cards.js';
import { poigneeMask, poigneeOptions, poigneeSizeOf } from './declarations.js';
import { settledResult, type TarotResult } from './settle.js';
import type { PoigneeShown, TarotState } from './state.js';
import { POIGNEE_SIZE_NAMES, POIGNEE_SIZES, type DealFacts } from './scoring.js';
import { HAND_SIZE, value2 } from './table.js';

const WORDS = 5;
/** Hands: seat * 5 + word. */
const H = new Int32Array(5 * WORDS);
/** Cards in each hand. */
const COUNT = new Int32Array(5);
/** Cards of each word of each hand (seat * 5 + word), kept with H: fewer popcounts per card. */
const WORD_COUNT = new Int32Array(5 * WORDS);
/** Cards of the deal's tricks, trick after trick (the current trick at the end). */
const PLAYED = new Int32Array(78);
/** Leader and winner of each trick of the deal (the earlier ones copied from the state). */
const LEADERS = new Int32Array(24);
const WINNERS = new Int32Array(24);
/** Card values in half points (table.ts value2), by card id. */
const VALUE2 = Int32Array.from({ length: 160 }, (_, c) => value2(c));
/** Number of poignée options of each seat at its first card (classic deals). */
const POIGNEE_COUNT = new Int32Array(5);

/** C(n, k) for n ≤ 24. */
const BINOMIAL: readonly Float64Array[] = Array.from({ length: 25 }, (_, n) => {
  const row = new Float64Array(25);
  row[0] = 1;
  for (let k = 1; k <= n; k++) row[k] = (row[k - 1]! * (n - k + 1)) / k;
  return row;
});

/** The trick so far: [suit led, highest trump, highest card of the suit led, winning index], -1 when none. */
const TRICK = new Int32Array(4);

/**
 * Reads the trick in PLAYED[at, at + len): the suit led (a led Excuse leaves it to the next card),
 * the highest trump, the highest card of the suit led and the index of the card winning so far.
 */
function trickSoFar(at: number, len: number): void {
  let led = -1;
  let highest = -1;
  let bestSuit = -1;
  let win = -1;
  for (let i = 0; i < len; i++) {
    const c = PLAYED[at + i]!;
    if (c === EXCUSE) continue;
    const w = c >> 5;
    const bit = c & 31;
    if (led < 0) led = w;
    if (w === TRUMP_WORD) {
      if (bit > highest) {
        highest = bit;
        win = i;
      }
    } else if (highest < 0 && w === led && bit > bestSuit) {
      bestSuit = bit;
      win = i;
    }
  }
  TRICK[0] = led;
  TRICK[1] = highest;
  TRICK[2] = bestSuit;
  TRICK[3] = win;
}

/** How many poignées `poigneeOptions` lists for this seat (declarations.ts), without listing them. */
function poigneeCount(s: TarotState, seat: number): number {
  let trumps = popcount(s.hands[seat]![TRUMP_WORD]! & ~1);
  if (seat === s.taker) for (const c of s.ecart) if (c > EXCUSE && c < 160) trumps++;
  const excuse = (s.hands[seat]![TRUMP_WORD]! & 1) === 1;
  const sizes = POIGNEE_SIZES[s.options.players];
  if (trumps < sizes.simple - 1) return 0;
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
  // The scratch tables in locals, as the loop reads them on every card.
  const hands = H;
  const wordCount = WORD_COUNT;
  const count = COUNT;
  const played = PLAYED;
  for (let p = 0; p < n; p++) {
    let cards = 0;
    for (let w = 0; w < WORDS; w++)
      cards += wordCount[p * WORDS + w] = popcount((hands[p * WORDS + w] = s.hands[p]![w]! | 0));
    count[p] = cards;
  }
  let done = s.tricks.length;
  /** Bit 0: the taker's side has won a trick; bit 1: the defence has. */
  let sidesWon = 0;
  // Plain loops, no closures: a variable captured by a closure lives in memory, not in a register.
  for (let i = 0; i < done; i++) {
    const t = s.tricks[i]!;
    sidesWon |= t.winner === taker || t.winner === partner ? 1 : 2;
    LEADERS[i] = t.leader;
    WINNERS[i] = t.winner;
    for (let j = 0; j < n; j++) PLAYED[i * n + j] = t.cards[j]!;
  }
  let poignees: PoigneeShown[] | null = null;
  let shown = 0;
  const poigneeTime = classic && done === 0;
  if (poigneeTime) {
    for (const p of s.poignees) shown |= 1 << p.seat;
    for (let p = 0; p < n; p++) POIGNEE_COUNT[p] = (shown >> p) & 1 ? 0 : poigneeCount(s, p);
  }
  let leader = s.leader;
  let len = 0;
  let at = done * n; // PLAYED index of the current trick's first card
  // The trick so far: the suit led (a led Excuse leaves it to the next card), the highest trump,
  // the highest card of the suit led, the index of the card winning so far.
  for (const c of s.trick) PLAYED[at + len++] = c;
  trickSoFar(at, len);
  let led = TRICK[0]!;
  let highest = TRICK[1]!;
  let bestSuit = TRICK[2]!;
  let win = TRICK[3]!;
  const calledWord = called >= 0 ? called >> 5 : -1;
  const calledBit = called >= 0 ? 1 << (called & 31) : 0;
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  while (done < handSize) {
    let seat = leader + len;
    if (seat >= n) seat -= n;
    const b = seat * WORDS;
    // The kernel's chain with TAROT_FOLLOW: lead, follow (beat a trump lead), ruff, discard.
    const ex = hands[b + 4]! & 1;
    const trumps = hands[b + 4]! & ~1;
    let only = -1; // the single word allowed (the Excuse aside), or -1 for the whole hand
    let mask = 0;
    let plays = 0;
    if (led >= 0) {
      if (led !== TRUMP_WORD && hands[b + led] !== 0) {
        only = led;
        mask = hands[b + led]!;
        plays = wordCount[b + led]! + ex;
      } else if (trumps !== 0) {
        // Follow a trump lead, or ruff: overtrump when possible (FFT p.7).
        only = TRUMP_WORD;
        mask = trumps;
        plays = wordCount[b + TRUMP_WORD]!;
        if (highest >= 0) {
          const higher = trumps & (-2 << highest);
          if (higher !== 0 && higher !== trumps) {
            mask = higher;
            plays = popcount(higher) + ex;
          }
        }
      }
    }
    // FFT p.12: on the first trick nobody leads the called suit except with the called card.
    let banned = -1;
    let kept = 0;
    if (only < 0) {
      plays = count[seat]!;
      if (calledWord >= 0 && classic && done === 0 && led < 0) {
        kept = hands[b + calledWord]! & calledBit;
        const dropped = wordCount[b + calledWord]! - popcount(kept);
        if (dropped < plays) {
          banned = calledWord;
          plays -= dropped;
        }
      }
    }
    const extra = poigneeTime && done === 0 && ((shown >> seat) & 1) === 0 ? POIGNEE_COUNT[seat]! : 0;
    const m = plays + extra;
    let k = st !== undefined ? belowOf(st, m) : rng.below(m);
    if (k >= plays) {
      // A poignée (rare): listed after the plays, by mask.
      (poignees ??= s.poignees.slice()).push(nthPoignee(s, seat, k - plays));
      shown |= 1 << seat;
      continue;
    }
    if (extra > 0) shown |= 1 << seat; // its first card played: the poignée time is over for it
    let card: number;
    if (only >= 0) {
      if (only === TRUMP_WORD) card = ex === 1 && k === 0 ? EXCUSE : (TRUMP_WORD << 5) | nthBit(mask, k - ex);
      else card = k < plays - ex ? (only << 5) | nthBit(mask, k) : EXCUSE;
    } else {
      card = -1;
      for (let w = 0; w < WORDS; w++) {
        const word = w === banned ? kept : hands[b + w]!;
        const c = w === banned ? popcount(kept) : wordCount[b + w]!;
        if (k < c) {
          card = (w << 5) | nthBit(word, k);
          break;
        }
        k -= c;
      }
    }
    hands[b + (card >> 5)] = hands[b + (card >> 5)]! ^ (1 << (card & 31));
    wordCount[b + (card >> 5)] = wordCount[b + (card >> 5)]! - 1;
    count[seat] = count[seat]! - 1;
    // The trick so far, as trickSoFar computes it, card by card (inline: the loop's locals stay in registers).
    if (card !== EXCUSE) {
      const w = card >> 5;
      const bit = card & 31;
      if (led < 0) led = w;
      if (w === TRUMP_WORD) {
        if (bit > highest) {
          highest = bit;
          win = len;
        }
      } else if (highest < 0 && w === led && bit > bestSuit) {
        bestSuit = bit;
        win = len;
      }
    }
    played[at + len++] = card;
    if (len < n) continue;
    // The trick is complete (play.ts winningCard).
    if (done + 1 === handSize) {
      let exAt = -1;
      for (let i = 0; i < n; i++) if (played[at + i] === EXCUSE) exAt = i;
      if (exAt >= 0) {
        if (excuseWinsLast) win = exAt;
        // FFT p.6: the Excuse led to the last trick by a side that won every earlier trick wins it.
        else if (classic && exAt === 0) {
          const side = leader === taker || leader === partner ? 1 : 2;
          if ((sidesWon & ~side) === 0) win = 0;
        }
      }
    }
    let winner = leader + win;
    if (winner >= n) winner -= n;
    LEADERS[done] = leader;
    WINNERS[done] = winner;
    sidesWon |= winner === taker || winner === partner ? 1 : 2;
    leader = winner;
    done++;
    at += n;
    len = 0;
    led = -1;
    highest = -1;
    bestSuit = -1;
    win = -1;
  }
  return settleScratch(s, handSize, poignees ?? s.poignees);
}

/** Party of each seat (the side in a classic deal, the seat in a Goulash). */
const PARTY = new Int32Array(5);
/** Half points owned by each party [0, 5) and the oudlers owned by the taker's side [5]. */
const OWNED = new Int32Array(6);

/** A card (worth v half points) goes to a party. */
function own(p: number, c: number, v: number): void {
  OWNED[p] = OWNED[p]! + v;
  if (p === 0 && (c === EXCUSE || c === PETIT || c === MONDE)) OWNED[5] = OWNED[5]! + 1;
}

/**
 * settle.ts `settle`, `dealFacts`, `excuseChelemTrick`, `petitAuBout` and `chelemSide` on the
 * scratch tricks of a finished deal: parties are the two sides (classic) or the seats (Goulash);
 * the Excuse exchange (FFT p.8) and the last-trick Excuse (FFT p.4, p.6) as there.
 */
function settleScratch(s: TarotState, total: number, poignees: readonly PoigneeShown[]): TarotResult {
  const n = s.options.players;
  const classic = s.mode === 'classic';
  const taker = s.taker;
  const partner = s.partner;
  for (let seat = 0; seat < n; seat++) PARTY[seat] = !classic ? seat : seat === taker || seat === partner ? 0 : 1;
  OWNED.fill(0);
  const last = total - 1;
  let excuseChelem = classic && PLAYED[last * n] === EXCUSE && WINNERS[last] === LEADERS[last] && total > 1;
  if (excuseChelem) {
    // Only then: did the side leading the Excuse win every earlier trick?
    const lastLeaderSide = PARTY[LEADERS[last]!]!;
    for (let t = 0; t < last; t++) if (PARTY[WINNERS[t]!]! !== lastLeaderSide) excuseChelem = false;
  }
  let sides = 0;
  let petitTrick = -1;
  let mondeTrick = -1;
  let excuseTrick = -1;
  let excuseAt = 0;
  // Each trick's cards to its winner's party, summed per trick; the Excuse, the Petit and the Monde
  // (own's oudler count) are settled after the loop.
  for (let t = 0, at = 0; t < total; t++) {
    const winner = PARTY[WINNERS[t]!]!;
    sides |= 1 << winner;
    let points = 0;
    for (let j = 0; j < n; j++, at++) {
      const c = PLAYED[at]!;
      if (c === EXCUSE) {
        excuseTrick = t;
        excuseAt = j;
      } else {
        points += VALUE2[c]!;
        if (c === PETIT) petitTrick = t;
        else if (c === MONDE) mondeTrick = t;
      }
    }
    OWNED[winner] = OWNED[winner]! + points;
  }
  if (petitTrick >= 0 && PARTY[WINNERS[petitTrick]!] === 0) OWNED[5] = OWNED[5]! + 1;
  if (mondeTrick >= 0 && PARTY[WINNERS[mondeTrick]!] === 0) OWNED[5] = OWNED[5]! + 1;
  if (excuseTrick >= 0) {
    const t = excuseTrick;
    const winner = PARTY[WINNERS[t]!]!;
    const owner = PARTY[(LEADERS[t]! + excuseAt) % n]!;
    if (t === last && classic && !excuseChelem)
      own(s.options.excuseLastTrick === 'to-winner' ? winner : 1 - owner, EXCUSE, 9);
    else if (owner === winner) own(winner, EXCUSE, 9);
    else {
      // FFT p.8: the owner keeps the Excuse and gives a half-point card: owner 4, winners 0.5.
      own(owner, EXCUSE, 8);
      OWNED[winner] = OWNED[winner]! + 1;
    }
  }
  if (!classic) {
    const lastWinner = WINNERS[last]!;
    for (const c of s.chien) own(lastWinner, c, VALUE2[c]!);
    return settledResult(s, Array.from(OWNED.subarray(0, n)), null, lastWinner);
  }
  for (const c of s.ecart) own(0, c, VALUE2[c]!);
  if (s.contract === 'garde-sans') for (const c of s.chien) own(0, c, VALUE2[c]!);
  if (s.contract === 'garde-contre') for (const c of s.chien) own(1, c, VALUE2[c]!);
  const bout = total - (excuseChelem ? 2 : 1);
  const facts: DealFacts = {
    players: n,
    contract: s.contract!,
    taker: taker!,
    partner,
    oudlers: OWNED[5] as 0 | 1 | 2 | 3,
    points2: OWNED[0]!,
    petitAuBout: petitTrick === bout ? (PARTY[WINNERS[bout]!] === 0 ? 'taker' : 'defence') : null,
    poignees: poignees.map((p) => p.size),
    chelemAnnounced: s.chelemAnnounced,
    chelem: sides === 1 ? 'taker' : sides === 2 ? 'defence' : null,
  };
  return settledResult(s, [OWNED[0]!, OWNED[1]!], facts, WINNERS[last]!);
}
