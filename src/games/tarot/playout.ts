/**
 * The card-play fast path behind `fastPlayout`: the deal played to the end on a mutable scratch
 * table (`PlayoutTable`), allocation-free while cards are played, making the same random choices
 * as the public API: at each step the k-th action of `legal(state)` (plays in card order, then
 * poignées in id order), k = rng.below(legal.length). It applies the card-play rules of play.ts
 * (FFT p.6–8, p.12) to card words and counts instead of card sets: the obligation (follow, beat
 * a trump lead, trump, overtrump, undertrump, the called-suit ban), the trick so far, the winner
 * with the Excuse's exceptions (play.ts `excuseTakesLastTrick`) and the inferences (play.ts
 * `inferFromPlay`); the deal is settled by settle.ts `playedResult` on the table's flat tricks.
 * test/games/tarot/lockstep.test.ts steps the table beside the API at every card and compares
 * every read-out. The input state is only read.
 */
import type { Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { EXCUSE, TRUMP_WORD } from './cards.js';
import { poigneeMask, poigneeOptions, poigneeSizeOf } from './declarations.js';
import { HAND_SIZE } from './deal.js';
import { excuseTakesLastTrick, inferFromPlay, type Inference } from './play.js';
import { POIGNEE_SIZE_NAMES, POIGNEE_SIZES } from './scoring.js';
import { playedResult, settleTricks, type FlatTricks, type Settlement, type TarotResult } from './settle.js';
import type { PoigneeShown, TarotState } from './state.js';

const WORDS = 5;

/** C(n, k) for n ≤ 24. */
const BINOMIAL: readonly Float64Array[] = Array.from({ length: 25 }, (_, n) => {
  const row = new Float64Array(25);
  row[0] = 1;
  for (let k = 1; k <= n; k++) row[k] = (row[k - 1]! * (n - k + 1)) / k;
  return row;
});

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

/**
 * A deal in the `play` phase on scratch typed arrays: `load` a state, then repeatedly `choices`
 * (how many legal actions the seat to act has) and `play(k)` (the k-th of them), until `over`.
 * Its tricks read as `FlatTricks`; the read-outs (`allowed`, `voidsOf`, `ceilingOf`, `settled`)
 * are for the lockstep test.
 */
export class PlayoutTable implements FlatTricks {
  private s!: TarotState;
  private n = 0;
  private handSize = 0;
  private classic = true;
  private taker = -1;
  private partner = -1;
  private calledWord = -1;
  private calledBit = 0;
  /** Hands: seat * 5 + word. */
  private readonly hands = new Int32Array(5 * WORDS);
  /** Cards of each word of each hand (seat * 5 + word), kept with `hands`. */
  private readonly wordCount = new Int32Array(5 * WORDS);
  /** Cards in each hand. */
  private readonly held = new Int32Array(5);
  /** Completed tricks. */
  count = 0;
  /** The deal's cards, trick after trick (the current trick at the end). */
  readonly cards = new Int32Array(78);
  readonly leaders = new Int32Array(24);
  readonly winners = new Int32Array(24);
  /** Bit 0: the taker's side has won a trick; bit 1: the defence has. */
  private sidesWon = 0;
  /** Known voids and trump ceilings per seat, as play.ts `inferFromPlay` learns them. */
  private readonly voids = new Int32Array(5);
  private readonly ceilings = new Int32Array(5);
  private readonly known: Inference = { voids: 0, ceiling: 0 };
  /** Poignées: options of each seat at its first card, seats that have shown or played, those shown. */
  private readonly poigneeCount = new Int32Array(5);
  private poigneeTime = false;
  private shown = 0;
  private poignees: PoigneeShown[] | null = null;
  /** The current trick: leader, cards so far, its first card's index in `cards`. */
  private leader = 0;
  private len = 0;
  private at = 0;
  /** The trick so far: suit led (-1 none yet; a led Excuse leaves it to the next card), highest trump, highest card of the suit led, index of the winning card. */
  private led = -1;
  private highest = -1;
  private bestSuit = -1;
  private win = -1;
  /** The decision of the last `choices`: the one word allowed (-1: the whole hand), its cards, the plays, the banned word and what is kept of it, the poignées. */
  private only = -1;
  private mask = 0;
  private plays = 0;
  private banned = -1;
  private kept = 0;
  private extra = 0;

  /** Loads a state in the `play` phase. */
  load(s: TarotState): void {
    const n = s.options.players;
    this.s = s;
    this.n = n;
    this.handSize = HAND_SIZE[n];
    this.classic = s.mode === 'classic';
    this.taker = s.taker ?? -1;
    this.partner = s.partner ?? -1;
    this.calledWord = s.called === null ? -1 : s.called >> 5;
    this.calledBit = s.called === null ? 0 : 1 << (s.called & 31);
    for (let p = 0; p < n; p++) {
      let cards = 0;
      for (let w = 0; w < WORDS; w++)
        cards += this.wordCount[p * WORDS + w] = popcount((this.hands[p * WORDS + w] = s.hands[p]![w]! | 0));
      this.held[p] = cards;
      this.voids[p] = s.voids[p]!;
      this.ceilings[p] = s.trumpCeiling[p]!;
    }
    const done = s.tricks.length;
    this.count = done;
    this.sidesWon = 0;
    for (let i = 0; i < done; i++) {
      const t = s.tricks[i]!;
      this.sidesWon |= this.sideBit(t.winner);
      this.leaders[i] = t.leader;
      this.winners[i] = t.winner;
      for (let j = 0; j < n; j++) this.cards[i * n + j] = t.cards[j]!;
    }
    this.poignees = null;
    this.shown = 0;
    this.poigneeTime = this.classic && done === 0;
    if (this.poigneeTime) {
      for (const p of s.poignees) this.shown |= 1 << p.seat;
      for (let p = 0; p < n; p++) this.poigneeCount[p] = (this.shown >> p) & 1 ? 0 : poigneeCount(s, p);
    }
    this.leader = s.leader;
    this.at = done * n;
    this.len = 0;
    this.led = -1;
    this.highest = -1;
    this.bestSuit = -1;
    this.win = -1;
    for (const c of s.trick) this.addToTrick(c);
  }

  /** Whether the deal is over. */
  get over(): boolean {
    return this.count === this.handSize;
  }

  /** The seat to act. */
  get seat(): number {
    const seat = this.leader + this.len;
    return seat >= this.n ? seat - this.n : seat;
  }

  private sideBit(seat: number): number {
    return seat === this.taker || seat === this.partner ? 1 : 2;
  }

  /** A card joins the trick: the suit led, the highest trump, the card winning so far (kernel `winningIndex`, card by card). */
  private addToTrick(card: number): void {
    this.cards[this.at + this.len] = card;
    if (card !== EXCUSE) {
      const w = card >> 5;
      const bit = card & 31;
      if (this.led < 0) this.led = w;
      if (w === TRUMP_WORD) {
        if (bit > this.highest) {
          this.highest = bit;
          this.win = this.len;
        }
      } else if (this.highest < 0 && w === this.led && bit > this.bestSuit) {
        this.bestSuit = bit;
        this.win = this.len;
      }
    }
    this.len++;
  }

  /**
   * How many actions the seat to act may take: the plays its obligation allows (the kernel's chain
   * with play.ts TAROT_FOLLOW: follow, beat a trump lead, trump, overtrump, undertrump, discard; then
   * the called-suit ban, FFT p.12), then its poignées (before its first card).
   */
  choices(): number {
    const seat = this.seat;
    const b = seat * WORDS;
    const hands = this.hands;
    const led = this.led;
    const ex = hands[b + 4]! & 1;
    const trumps = hands[b + 4]! & ~1;
    let only = -1;
    let mask = 0;
    let plays = 0;
    if (led >= 0) {
      if (led !== TRUMP_WORD && hands[b + led] !== 0) {
        only = led;
        mask = hands[b + led]!;
        plays = this.wordCount[b + led]! + ex;
      } else if (trumps !== 0) {
        // Follow a trump lead or ruff: beat the highest trump when able, else any trump (FFT p.7).
        only = TRUMP_WORD;
        mask = trumps;
        plays = this.wordCount[b + TRUMP_WORD]!;
        if (this.highest >= 0) {
          const higher = trumps & (-2 << this.highest);
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
      plays = this.held[seat]!;
      const cw = this.calledWord;
      if (cw >= 0 && this.classic && this.count === 0 && led < 0) {
        kept = hands[b + cw]! & this.calledBit;
        const dropped = this.wordCount[b + cw]! - popcount(kept);
        if (dropped < plays) {
          banned = cw;
          plays -= dropped;
        }
      }
    }
    this.only = only;
    this.mask = mask;
    this.plays = plays;
    this.banned = banned;
    this.kept = kept;
    this.extra =
      this.poigneeTime && this.count === 0 && ((this.shown >> seat) & 1) === 0 ? this.poigneeCount[seat]! : 0;
    return plays + this.extra;
  }

  /** The k-th play of the last `choices` (k below its plays), in card order. */
  private cardAt(k: number): number {
    const only = this.only;
    if (only >= 0) {
      const ex = this.hands[this.seat * WORDS + 4]! & 1;
      if (only === TRUMP_WORD) return ex === 1 && k === 0 ? EXCUSE : (TRUMP_WORD << 5) | nthBit(this.mask, k - ex);
      return k < this.plays - ex ? (only << 5) | nthBit(this.mask, k) : EXCUSE;
    }
    const b = this.seat * WORDS;
    for (let w = 0; w < WORDS; w++) {
      const banned = w === this.banned;
      const c = banned ? popcount(this.kept) : this.wordCount[b + w]!;
      if (k < c) return (w << 5) | nthBit(banned ? this.kept : this.hands[b + w]!, k);
      k -= c;
    }
    return -1;
  }

  /** Takes the k-th action of the last `choices`. */
  play(k: number): void {
    const seat = this.seat;
    if (k >= this.plays) {
      // A poignée (rare): listed after the plays, by id.
      (this.poignees ??= this.s.poignees.slice()).push(nthPoignee(this.s, seat, k - this.plays));
      this.shown |= 1 << seat;
      return;
    }
    if (this.extra > 0) this.shown |= 1 << seat; // its first card played: the poignée time is over for it
    const card = this.cardAt(k);
    const b = seat * WORDS + (card >> 5);
    this.hands[b] = this.hands[b]! ^ (1 << (card & 31));
    this.wordCount[b] = this.wordCount[b]! - 1;
    this.held[seat] = this.held[seat]! - 1;
    const known = this.known;
    known.voids = this.voids[seat]!;
    known.ceiling = this.ceilings[seat]!;
    inferFromPlay(this.led, this.highest, card, known);
    this.voids[seat] = known.voids;
    this.ceilings[seat] = known.ceiling;
    this.addToTrick(card);
    if (this.len === this.n) this.closeTrick();
  }

  /** The trick is complete: its winner (play.ts `trickWinner`) leads the next. */
  private closeTrick(): void {
    const n = this.n;
    const t = this.count;
    let win = this.win;
    if (t + 1 === this.handSize) {
      let exAt = -1;
      for (let i = 0; i < n; i++) if (this.cards[this.at + i] === EXCUSE) exAt = i;
      if (exAt >= 0) {
        const side = this.sideBit(this.leader);
        if (excuseTakesLastTrick(this.s, exAt, () => (this.sidesWon & ~side) === 0)) win = exAt;
      }
    }
    let winner = this.leader + win;
    if (winner >= n) winner -= n;
    this.leaders[t] = this.leader;
    this.winners[t] = winner;
    this.sidesWon |= this.sideBit(winner);
    this.leader = winner;
    this.count = t + 1;
    this.at += n;
    this.len = 0;
    this.led = -1;
    this.highest = -1;
    this.bestSuit = -1;
    this.win = -1;
  }

  /** The plays the last `choices` allows, in card order (the plays of `legal`). */
  allowed(): Card[] {
    const out: Card[] = [];
    for (let k = 0; k < this.plays; k++) out.push(this.cardAt(k));
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

  /** The result of the deal played out. */
  result(): TarotResult {
    return playedResult(this.s, this, this.poignees ?? this.s.poignees);
  }
}

/** The one scratch table of `tarotPlayout` (a playout runs to the end before returning). */
const TABLE = new PlayoutTable();

/** Plays a state in the `play` phase to the end with random legal choices; the deal's result. */
export function tarotPlayout(s: TarotState, rng: Rng): TarotResult {
  const table = TABLE;
  table.load(s);
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  while (!table.over) {
    const m = table.choices();
    table.play(st !== undefined ? belowOf(st, m) : rng.below(m));
  }
  return table.result();
}
