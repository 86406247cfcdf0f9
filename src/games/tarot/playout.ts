/**
 * The card-play fast path behind `fastPlayout`: the deal played to the end by `runPlayout` on a
 * mutable scratch table (`PlayoutTable`), allocation-free while cards are played, making the same
 * random choices as the public API: at each step the k-th action of `legal(state)` (plays in card
 * order, then the poignée sizes; while a poignée is shown, its next cards in card order: the
 * lists of declarations.ts `poigneeSizes` and `nextShows`), k = rng.below(legal.length). It
 * applies the card-play rules of play.ts (FFT p.6–8, p.12) to card words and counts instead of
 * card sets: the obligation (follow, beat a trump lead, trump, overtrump, undertrump, the
 * called-suit ban), the trick so far, the winner with the Excuse's exceptions (play.ts
 * `excuseTakesLastTrick`) and the inferences (play.ts `voidsAfterPlay`, `ceilingAfterPlay`); the
 * deal is settled by settle.ts `playedResult` on the table's flat tricks.
 * test/games/tarot/lockstep.test.ts runs it beside the API, one action per `draw`, and compares
 * the table's read-outs at every action. The input state is only read.
 */
import type { Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { EXCUSE, TRUMP_WORD } from './cards.js';
import { nextShows, poigneeLength, poigneeSizeCount, poigneeSizes, showing } from './declarations.js';
import { HAND_SIZE } from './deal.js';
import { ceilingAfterPlay, excuseWinsLastTrick, voidsAfterPlay } from './card-play.js';
import { playedResult, settleTricks, type FlatTricks, type Settlement, type TarotResult } from './settle.js';
import type { PoigneeShown, TarotState } from './state.js';

const WORDS = 5;

/**
 * The scratch table of a playout: hands, tricks (read as `FlatTricks`), inferences and, when the
 * playout is watched, the decision of the seat to act, for the read-outs (`allowed`, `voidsOf`,
 * `ceilingOf`, `settled`) of the lockstep test.
 */
export class PlayoutTable implements FlatTricks {
  /** The state the playout started from. */
  s!: TarotState;
  /** Hands: seat * 5 + word. */
  readonly hands = new Int32Array(5 * WORDS);
  /** Cards of each word of each hand (seat * 5 + word), kept with `hands`. */
  readonly wordCount = new Int32Array(5 * WORDS);
  /** Cards in each hand. */
  readonly held = new Int32Array(5);
  /** Completed tricks. */
  count = 0;
  /** The deal's cards, trick after trick (the current trick at the end). */
  readonly cards = new Int32Array(78);
  readonly leaders = new Int32Array(24);
  readonly winners = new Int32Array(24);
  /** Known voids and trump ceilings per seat (play.ts `voidsAfterPlay`, `ceilingAfterPlay`), kept in watched playouts only. */
  readonly voids = new Int32Array(5);
  readonly ceilings = new Int32Array(5);
  /** Number of poignée sizes each seat may announce at its first card (classic deals). */
  readonly poigneeCount = new Int32Array(5);
  /** Watched playouts only: the decision before the current draw (see `decidedCard`). */
  base = 0;
  only = -1;
  mask = 0;
  plays = 0;
  banned = -1;
  kept = 0;
  over = false;

  /** The plays allowed at the current draw, in card order (the plays of `legal`). */
  allowed(): Card[] {
    const out: Card[] = [];
    for (let k = 0; k < this.plays; k++)
      out.push(
        decidedCard(this.hands, this.wordCount, this.base, this.only, this.mask, this.plays, this.banned, this.kept, k),
      );
    return out;
  }

  voidsOf(seat: number): number {
    return this.voids[seat]!;
  }

  ceilingOf(seat: number): number {
    return this.ceilings[seat]!;
  }

  /** The card points of the tricks so far (settle.ts, as for a state). */
  settled(): Settlement {
    return settleTricks(this.s, this, this.over);
  }
}

/**
 * The k-th card (k below `plays`, in card order) a decision allows from the hand at `b`: the
 * word `only` (its cards `mask`, the Excuse first when it is the trump word, last otherwise), or
 * the whole hand (`only` < 0) but the cards of the word `banned` not in `kept`.
 */
export function decidedCard(
  hands: Int32Array,
  wordCount: Int32Array,
  b: number,
  only: number,
  mask: number,
  plays: number,
  banned: number,
  kept: number,
  k: number,
): number {
  return only >= 0 ? wordCard(hands[b + 4]! & 1, only, mask, plays, k) : handCard(hands, wordCount, b, banned, kept, k);
}

/** `decidedCard` when one word is allowed (`ex`: the Excuse is held). */
function wordCard(ex: number, only: number, mask: number, plays: number, k: number): number {
  if (only === TRUMP_WORD) return ex === 1 && k === 0 ? EXCUSE : (TRUMP_WORD << 5) | nthBit(mask, k - ex);
  return k < plays - ex ? (only << 5) | nthBit(mask, k) : EXCUSE;
}

/** `decidedCard` when the whole hand is allowed but the banned word's cards not kept. */
function handCard(
  hands: Int32Array,
  wordCount: Int32Array,
  b: number,
  banned: number,
  kept: number,
  k: number,
): number {
  for (let w = 0; w < WORDS; w++) {
    const isBanned = w === banned;
    const c = isBanned ? popcount(kept) : wordCount[b + w]!;
    if (k < c) return (w << 5) | nthBit(isBanned ? kept : hands[b + w]!, k);
    k -= c;
  }
  return -1;
}

/** `decideFast`'s answer (see there). */
export class TarotDecision {
  only = -1;
  mask = 0;
  plays = 0;
  banned = -1;
  kept = 0;
}

/**
 * The obligation of the seat whose hand starts at `b` of `hands` (seat * 5 + word): the kernel's
 * chain with play.ts TAROT_FOLLOW (lead, follow, beat a trump lead, trump, overtrump if able else
 * undertrump, discard) and FFT p.12's ban (on the first trick nobody leads the called suit except
 * with the called card), on card words. `led`: the word led (-1 at a lead or after a led Excuse
 * alone); `highest`: the highest trump's bit in the trick (-1: none); `calledWord`: the called
 * card's word while the ban holds (the first trick of a classic deal), else -1. Writes to `out`
 * the one word allowed besides the Excuse (`only`, -1: the whole hand), its allowed bits (`mask`,
 * the Excuse aside), how many cards are allowed (`plays`), the banned word (`banned`, -1: none) and
 * the cards of it kept (`kept`). Read the k-th allowed card with `decidedCard`. The solver's board
 * (bots/solver/tarot.ts) calls it; `runPlayout` keeps the same decision written inline (calling
 * this function from its loop made the playout about 8% slower: V8's inlining budget then left
 * `nthBit` out of it), and each form is proven equal to play.ts `playObligation` at every card by
 * its own lockstep test (test/games/tarot/lockstep.test.ts, test/bots/solver/board.test.ts).
 */
export function decideFast(
  out: TarotDecision,
  hands: Int32Array,
  wordCount: Int32Array,
  held: number,
  b: number,
  led: number,
  highest: number,
  calledWord: number,
  calledBit: number,
): void {
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
      // Follow a trump lead, or trump: beat the highest trump when able (FFT p.7).
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
  let banned = -1;
  let kept = 0;
  if (only < 0) {
    plays = held;
    if (calledWord >= 0 && led < 0) {
      kept = hands[b + calledWord]! & calledBit;
      const dropped = wordCount[b + calledWord]! - popcount(kept);
      if (dropped < plays) {
        banned = calledWord;
        plays -= dropped;
      }
    }
  }
  out.only = only;
  out.mask = mask;
  out.plays = plays;
  out.banned = banned;
  out.kept = kept;
}

/**
 * Plays a state in the `play` phase to the end on the table `t`, taking at each action the k-th
 * of the m legal ones, k = rng.below(m); the deal's result. With `watch`, k = watch(m) instead,
 * and the decision is written to the table before each draw (the lockstep test reads it there).
 */
export function runPlayout(t: PlayoutTable, s: TarotState, rng: Rng, watch?: (m: number) => number): TarotResult {
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  const n = s.options.players;
  const handSize = HAND_SIZE[n];
  const classic = s.mode === 'classic';
  const taker = s.taker;
  const partner = s.partner;
  const called = s.called === null ? -1 : s.called;
  const hands = t.hands;
  const wordCount = t.wordCount;
  const held = t.held;
  const played = t.cards;
  const voids = t.voids;
  const ceilings = t.ceilings;
  const leaders = t.leaders;
  const winners = t.winners;
  const poigneeCounts = t.poigneeCount;
  t.s = s;
  t.over = false;
  for (let p = 0; p < n; p++) {
    let cards = 0;
    for (let w = 0; w < WORDS; w++)
      cards += wordCount[p * WORDS + w] = popcount((hands[p * WORDS + w] = s.hands[p]![w]! | 0));
    held[p] = cards;
    voids[p] = s.voids[p]!;
    ceilings[p] = s.trumpCeiling[p]!;
  }
  let done = s.tricks.length;
  /** Bit 0: the taker's side has won a trick; bit 1: the defence has. */
  let sidesWon = 0;
  for (let i = 0; i < done; i++) {
    const trick = s.tricks[i]!;
    sidesWon |= trick.winner === taker || trick.winner === partner ? 1 : 2;
    t.leaders[i] = trick.leader;
    t.winners[i] = trick.winner;
    for (let j = 0; j < n; j++) played[i * n + j] = trick.cards[j]!;
  }
  t.count = done;
  let poignees: PoigneeShown[] | null = null;
  let shown = 0;
  const poigneeTime = classic && done === 0;
  if (poigneeTime) {
    for (const p of s.poignees) shown |= 1 << p.seat;
    for (let p = 0; p < n; p++) t.poigneeCount[p] = (shown >> p) & 1 ? 0 : poigneeSizeCount(s, p);
  }
  let leader = s.leader;
  let len = 0;
  let at = done * n; // index in `played` of the current trick's first card
  // The trick so far: the suit led (a led Excuse leaves it to the next card), the highest trump,
  // the highest card of the suit led, the index of the card winning so far (the kernel's
  // `winningIndex`, card by card).
  let led = -1;
  let highest = -1;
  let bestSuit = -1;
  let win = -1;
  for (let i = 0; i <= s.trick.length; i++) {
    if (i > 0) len++;
    if (i === s.trick.length) break;
    const c = s.trick[i]!;
    played[at + i] = c;
    if (c === EXCUSE) continue;
    const w = c >> 5;
    if (led < 0) led = w;
    if (w === TRUMP_WORD) {
      if ((c & 31) > highest) {
        highest = c & 31;
        win = i;
      }
    } else if (highest < 0 && w === led && (c & 31) > bestSuit) {
      bestSuit = c & 31;
      win = i;
    }
  }
  // A poignée being shown (the trick so far loaded): its seat shows the rest first.
  const open = poigneeTime ? showing(s) : undefined;
  if (open !== undefined) {
    poignees = s.poignees.slice(0, -1);
    poignees.push(showRest(t, s, open, rng, st, watch));
  }
  const calledWord = called >= 0 ? called >> 5 : -1;
  const calledBit = called >= 0 ? 1 << (called & 31) : 0;
  while (done < handSize) {
    let seat = leader + len;
    if (seat >= n) seat -= n;
    const b = seat * WORDS;
    // The kernel's chain with play.ts TAROT_FOLLOW: lead, follow (beat a trump lead), trump
    // (overtrump if able, else undertrump), discard.
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
        // Follow a trump lead, or trump: beat the highest trump when able (FFT p.7).
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
      plays = held[seat]!;
      if (calledWord >= 0 && classic && done === 0 && led < 0) {
        kept = hands[b + calledWord]! & calledBit;
        const dropped = wordCount[b + calledWord]! - popcount(kept);
        if (dropped < plays) {
          banned = calledWord;
          plays -= dropped;
        }
      }
    }
    const extra = poigneeTime && done === 0 && ((shown >> seat) & 1) === 0 ? poigneeCounts[seat]! : 0;
    if (watch !== undefined) {
      t.base = b;
      t.only = only;
      t.mask = mask;
      t.plays = plays;
      t.banned = banned;
      t.kept = kept;
    }
    const m = plays + extra;
    const k = watch !== undefined ? watch(m) : st !== undefined ? belowOf(st, m) : rng.below(m);
    if (k >= plays) {
      // A poignée (rare): its size listed after the plays, then its cards one draw each.
      const size = poigneeSizes(s, seat)[k - plays]!;
      (poignees ??= s.poignees.slice()).push(showRest(t, s, { seat, size, cards: [] }, rng, st, watch));
      shown |= 1 << seat;
      continue;
    }
    if (extra > 0) shown |= 1 << seat; // its first card played: the poignée time is over for it
    const card = only >= 0 ? wordCard(ex, only, mask, plays, k) : handCard(hands, wordCount, b, banned, kept, k);
    hands[b + (card >> 5)] = hands[b + (card >> 5)]! ^ (1 << (card & 31));
    wordCount[b + (card >> 5)] = wordCount[b + (card >> 5)]! - 1;
    held[seat] = held[seat]! - 1;
    if (watch !== undefined) {
      // The inferences are read by the lockstep test only: a plain playout does not keep them.
      const learnt = voidsAfterPlay(led, card);
      if (learnt !== 0) voids[seat] = voids[seat]! | learnt;
      const ceiling = ceilingAfterPlay(highest, card);
      if (ceiling < ceilings[seat]!) ceilings[seat] = ceiling;
    }
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
    // The trick is complete (play.ts trickWinner): the Excuse's exceptions on the last trick.
    if (done + 1 === handSize) {
      let exAt = -1;
      for (let i = 0; i < n; i++) if (played[at + i] === EXCUSE) exAt = i;
      const side = leader === taker || leader === partner ? 1 : 2;
      if (exAt >= 0 && excuseWinsLastTrick(s.mode, s.options.excuseOnLastTrick, exAt, (sidesWon & ~side) === 0))
        win = exAt;
    }
    let winner = leader + win;
    if (winner >= n) winner -= n;
    leaders[done] = leader;
    winners[done] = winner;
    sidesWon |= winner === taker || winner === partner ? 1 : 2;
    leader = winner;
    t.count = ++done;
    at += n;
    len = 0;
    led = -1;
    highest = -1;
    bestSuit = -1;
    win = -1;
  }
  t.over = true;
  return playedResult(s, t, poignees ?? s.poignees);
}

/**
 * Shows the rest of poignée `p` (its seat has not played yet: its hand is the state's), one draw
 * per card over declarations.ts `nextShows`, as `legal` lists them; the complete poignée.
 */
function showRest(
  t: PlayoutTable,
  s: TarotState,
  p: PoigneeShown,
  rng: Rng,
  st: Int32Array | undefined,
  watch: ((m: number) => number) | undefined,
): PoigneeShown {
  const target = poigneeLength(s, p.size);
  let cards = p.cards;
  while (cards.length < target) {
    const choices = nextShows(s, { seat: p.seat, size: p.size, cards });
    const m = choices.length;
    if (watch !== undefined) t.plays = 0; // no play is legal while a poignée is shown
    const k = watch !== undefined ? watch(m) : st !== undefined ? belowOf(st, m) : rng.below(m);
    cards = [...cards, choices[k]!];
  }
  return { seat: p.seat, size: p.size, cards };
}

/** The one scratch table of `tarotPlayout` (a playout runs to the end before returning). */
const TABLE = new PlayoutTable();

/** Plays a state in the `play` phase to the end with random legal choices; the deal's result. */
export function tarotPlayout(s: TarotState, rng: Rng): TarotResult {
  return runPlayout(TABLE, s, rng);
}
