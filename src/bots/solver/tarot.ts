/**
 * The solver's board for a classic Tarot deal (3, 4 or 5 players): side 0 is the taker's side
 * (with the called partner at 5 players, known to the solver), side 1 the defence. It plays on the
 * card words of the playout fast path with its rules: the obligation is playout.ts `decideFast`
 * (the kernel's chain with TAROT_FOLLOW and FFT p.12's called-suit ban) read by `decidedCard`, the
 * trick winner the kernel's `winningIndex` card by card with play.ts `excuseTakesLastTrick` (FFT
 * p.6), the card points cards.ts `VALUE2`; the points of a trick follow settle.ts `settleTricks`
 * (FFT p.8: the Excuse kept by its owner for a half-point card; FFT p.4: on the last trick it goes
 * to the trick's winner or changes camp, unless it won that trick by the chelem rule), the écart
 * and the chien are `settleTricks` of no trick. Points are half points. What the remaining tricks
 * add depends on the hands, the leader and, while the Excuse is still held, which sides have won a
 * trick (the chelem rule): the key holds these. Proven equal to play.ts `applyPlay` and settle.ts
 * `settle` at every card by test/bots/solver/board.test.ts.
 */
import { popcount } from '../../kernel/cardset.js';
import { EXCUSE, PETIT, TRUMP_WORD, VALUE2 } from '../../games/tarot/cards.js';
import { HAND_SIZE } from '../../games/tarot/deal.js';
import { excuseWinsLastTrick } from '../../games/tarot/card-play.js';
import { decidedCard, decideFast, TarotDecision } from '../../games/tarot/playout.js';
import { distribute, scoreDeal, TOTAL_POINTS2 } from '../../games/tarot/scoring.js';
import { dealFacts, settle, settleTricks, type FlatTricks } from '../../games/tarot/settle.js';
import { sideOf, type TarotState } from '../../games/tarot/state.js';
import { hashOf, type Board } from '../../kernel/board.js';

/** The cards of each word from the weakest: suits 1…K, trumps 1…21 (the Excuse, never equivalent, left out). */
const ORDER: readonly (readonly number[])[] = Array.from({ length: 5 }, (_, w) =>
  w === TRUMP_WORD
    ? Array.from({ length: 21 }, (_, i) => (w << 5) | (i + 1))
    : Array.from({ length: 14 }, (_, b) => (w << 5) | b),
);

/** The trumps from the 2 (the score objective: the petit is never equivalent to another card, it scores petit au bout). */
const TRUMPS_BUT_PETIT = ORDER[TRUMP_WORD]!.slice(1);

/** No trick: settled as over, what the écart and the chien give each side. */
const NO_TRICKS = { count: 0, cards: new Int32Array(0), leaders: new Int32Array(0), winners: new Int32Array(0) };

const WORDS = 5;
/** The key's points class of a card's half points (1, 3, 5, 7, 9: 0 to 4). */
const POINT_CLASS = Int32Array.from(VALUE2, (v) => (v - 1) >> 1);
/** The key: per suit 3 words (14 cards, 5 to a word), the trumps 5 words (21), then one word. */
const KEY_WORDS = 4 * 3 + 5 + 1;

/** Scalars saved per card played, for `undo`. */
const SAVED = 11;

export class TarotBoard implements Board, FlatTricks {
  readonly kind = 'tarot';
  readonly unit = 2;
  readonly total = TOTAL_POINTS2;
  readonly words = WORDS;
  readonly keyWords = KEY_WORDS;
  constant = 0;
  private s!: TarotState;
  private n = 4;
  private handSize = 18;
  /** Per seat: its side. */
  private readonly sides = new Int8Array(5);
  readonly hands = new Int32Array(5 * WORDS);
  private readonly wordCount = new Int32Array(5 * WORDS);
  private readonly held = new Int32Array(5);
  /** The seat holding each card, -1 once played. */
  private readonly owner = new Int8Array(160);
  /** The deal's cards, trick after trick (the current trick's at `done * n`), and each trick's leader and winner: the deal's `FlatTricks` for settle.ts. */
  private readonly played = new Int32Array(78);
  readonly leaders = new Int32Array(24);
  readonly winners = new Int32Array(24);
  private readonly saved = new Int32Array(80 * SAVED);
  private readonly decided = new TarotDecision();
  private calledWord = -1;
  private calledBit = 0;
  private ply = 0;
  done = 0;
  leader = 0;
  len = 0;
  /** The trick so far: the word led (-1: none, or the Excuse alone), the highest trump's bit, the highest card's bit of the suit led, the index winning so far. */
  private led = -1;
  private highest = -1;
  private bestSuit = -1;
  private win = -1;
  /** Half points of the completed tricks per side (settle.ts, the deal not over), those still in hands and the trick. */
  private points0 = 0;
  private points1 = 0;
  private left = 0;
  /** Bit 0: the taker's side has won a trick; bit 1: the defence has. */
  private sidesWon = 0;
  private finalPoints = 0;

  /** Loads a classic deal's state in the card play. */
  load(s: TarotState): this {
    this.s = s;
    const n = (this.n = s.options.players);
    this.handSize = HAND_SIZE[n];
    for (let p = 0; p < n; p++) this.sides[p] = sideOf(s, p);
    this.ply = 0;
    let left = 0;
    this.owner.fill(-1);
    for (let p = 0; p < n; p++) {
      let cards = 0;
      for (let w = 0; w < WORDS; w++) {
        const bits = s.hands[p]![w]! | 0;
        this.hands[p * WORDS + w] = bits;
        cards += this.wordCount[p * WORDS + w] = popcount(bits);
        for (let r = bits; r !== 0; r &= r - 1) {
          const c = (w << 5) | (31 - Math.clz32(r & -r));
          this.owner[c] = p;
          left += VALUE2[c]!;
        }
      }
      this.held[p] = cards;
    }
    const done = (this.done = s.tricks.length);
    let won = 0;
    for (let i = 0; i < done; i++) {
      const t = s.tricks[i]!;
      won |= 1 << this.sides[t.winner]!;
      this.leaders[i] = t.leader;
      this.winners[i] = t.winner;
      for (let j = 0; j < n; j++) this.played[i * n + j] = t.cards[j]!;
    }
    this.sidesWon = won;
    this.leader = s.leader;
    this.len = s.trick.length;
    this.led = -1;
    this.highest = -1;
    this.bestSuit = -1;
    this.win = -1;
    for (let i = 0; i < s.trick.length; i++) {
      const c = s.trick[i]!;
      this.played[done * n + i] = c;
      left += VALUE2[c]!;
      this.onTrick(c, i);
    }
    this.left = left;
    const settled = settle(s);
    this.points0 = settled.points2[0]!;
    this.points1 = settled.points2[1]!;
    this.constant = settleTricks(s, NO_TRICKS, true).points2[0]!;
    const called = s.called;
    this.calledWord = called === null || s.mode !== 'classic' ? -1 : called >> 5;
    this.calledBit = called === null ? 0 : 1 << (called & 31);
    return this;
  }

  /** The card at index `i` of the trick changes the trick so far (the kernel's `winningIndex`, card by card). */
  private onTrick(card: number, i: number): void {
    if (card === EXCUSE) return;
    const w = card >> 5;
    const bit = card & 31;
    if (this.led < 0) this.led = w;
    if (w === TRUMP_WORD) {
      if (bit > this.highest) {
        this.highest = bit;
        this.win = i;
      }
    } else if (this.highest < 0 && w === this.led && bit > this.bestSuit) {
      this.bestSuit = bit;
      this.win = i;
    }
  }

  seat(): number {
    const seat = this.leader + this.len;
    return seat >= this.n ? seat - this.n : seat;
  }

  side(seat: number): 0 | 1 {
    return this.sides[seat] as 0 | 1;
  }

  over(): boolean {
    return this.done === this.handSize;
  }

  trickLength(): number {
    return this.len;
  }

  tricksLeft(): number {
    return this.handSize - this.done;
  }

  moves(out: Int32Array, at: number): number {
    const b = this.seat() * WORDS;
    const d = this.decided;
    decideFast(
      d,
      this.hands,
      this.wordCount,
      this.held[b / WORDS]!,
      b,
      this.led,
      this.highest,
      this.done === 0 ? this.calledWord : -1,
      this.calledBit,
    );
    const plays = d.plays;
    for (let k = 0; k < plays; k++)
      out[at + k] = decidedCard(this.hands, this.wordCount, b, d.only, d.mask, plays, d.banned, d.kept, k);
    return plays;
  }

  play(card: number): void {
    const n = this.n;
    const seat = this.seat();
    const sv = this.saved;
    const o = this.ply++ * SAVED;
    sv[o] = card;
    sv[o + 1] = seat;
    sv[o + 2] = this.led;
    sv[o + 3] = this.highest;
    sv[o + 4] = this.bestSuit;
    sv[o + 5] = this.win;
    sv[o + 6] = this.leader;
    sv[o + 7] = this.points0;
    sv[o + 8] = this.points1;
    sv[o + 9] = this.left;
    sv[o + 10] = this.sidesWon;
    const b = seat * WORDS;
    const w = card >> 5;
    this.hands[b + w] = this.hands[b + w]! ^ (1 << (card & 31));
    this.wordCount[b + w] = this.wordCount[b + w]! - 1;
    this.held[seat] = this.held[seat]! - 1;
    this.owner[card] = -1;
    const len = this.len;
    this.onTrick(card, len);
    const at = this.done * n;
    this.played[at + len] = card;
    if (len + 1 < n) {
      this.len = len + 1;
      return;
    }
    this.endTrick(at);
  }

  /** The trick at `at` of `played` is complete: its winner (play.ts `trickWinner`) and its points (settle.ts `settleTricks`). */
  private endTrick(at: number): void {
    const n = this.n;
    const s = this.s;
    const last = this.done + 1 === this.handSize;
    const leader = this.leader;
    const leaderBit = 1 << this.sides[leader]!;
    let exAt = -1;
    for (let i = 0; i < n; i++) if (this.played[at + i] === EXCUSE) exAt = i;
    // FFT p.6: the Excuse led to the last trick by a side that won every earlier trick wins it.
    const wonEvery = (this.sidesWon & ~leaderBit) === 0;
    let win = this.win;
    if (last && exAt >= 0 && excuseWinsLastTrick(s.mode, s.options.excuseOnLastTrick, exAt, wonEvery)) win = exAt;
    let winner = leader + win;
    if (winner >= n) winner -= n;
    const side = this.sides[winner]!;
    let won = 0;
    let gone = 0;
    let to0 = 0;
    let to1 = 0;
    for (let i = 0; i < n; i++) {
      const c = this.played[at + i]!;
      gone += VALUE2[c]!;
      if (i !== exAt) won += VALUE2[c]!;
    }
    if (exAt >= 0) {
      let seat = leader + exAt;
      if (seat >= n) seat -= n;
      const owner = this.sides[seat]!;
      const chelem = last && exAt === 0 && winner === leader && this.done >= 1 && wonEvery;
      const ex = VALUE2[EXCUSE]!;
      if (last && !chelem) {
        // FFT p.4: on the last trick it goes to the trick's winner, or changes camp (option).
        const to = s.options.excuseLastTrick === 'to-winner' ? side : 1 - owner;
        if (to === 0) to0 += ex;
        else to1 += ex;
      } else if (owner === side) won += ex;
      else {
        // FFT p.8: the owner keeps the Excuse (4 points) and gives the winners a half-point card.
        if (owner === 0) to0 += ex - 1;
        else to1 += ex - 1;
        won += 1;
      }
    }
    if (side === 0) to0 += won;
    else to1 += won;
    this.points0 += to0;
    this.points1 += to1;
    this.left -= gone;
    this.sidesWon |= 1 << side;
    this.leaders[this.done] = leader;
    this.winners[this.done] = winner;
    this.leader = winner;
    this.done++;
    this.len = 0;
    this.led = -1;
    this.highest = -1;
    this.bestSuit = -1;
    this.win = -1;
    if (last) this.finalPoints = this.points0 + this.constant;
  }

  undo(): void {
    const sv = this.saved;
    const o = --this.ply * SAVED;
    const card = sv[o]!;
    const seat = sv[o + 1]!;
    if (this.len === 0) {
      this.done--;
      this.len = this.n - 1;
    } else this.len--;
    this.led = sv[o + 2]!;
    this.highest = sv[o + 3]!;
    this.bestSuit = sv[o + 4]!;
    this.win = sv[o + 5]!;
    this.leader = sv[o + 6]!;
    this.points0 = sv[o + 7]!;
    this.points1 = sv[o + 8]!;
    this.left = sv[o + 9]!;
    this.sidesWon = sv[o + 10]!;
    const b = seat * WORDS;
    const w = card >> 5;
    this.hands[b + w] = this.hands[b + w]! | (1 << (card & 31));
    this.wordCount[b + w] = this.wordCount[b + w]! + 1;
    this.held[seat] = this.held[seat]! + 1;
    this.owner[card] = seat;
  }

  past(): number {
    return this.points0;
  }

  /** The taker's side's half points once the deal is over (settle.ts `settle`, the écart and the chien included). */
  final(): number {
    return this.finalPoints;
  }

  /** The completed tricks (`FlatTricks`). */
  get count(): number {
    return this.done;
  }

  /** The deal's cards, trick after trick (`FlatTricks`). */
  get cards(): Int32Array {
    return this.played;
  }

  /**
   * The deal's score once it is over, per unit of the score sheet: the marque M of scoring.ts (each
   * defender scores −M; `scoreShare` gives every seat's multiple). The game's own settlement and
   * score sheet: settle.ts `settleTricks` and `dealFacts`, scoring.ts `scoreDeal`.
   */
  score(): number {
    const s = this.s;
    return scoreDeal(dealFacts(s, settleTricks(s, this, true), s.poignees)).breakdown.marque;
  }

  /** A seat's score per unit of `score` (scoring.ts `distribute`: the taker n − 1 or 2, the partner 1, a defender −1). */
  scoreShare(seat: number): number {
    const s = this.s;
    return distribute(s.options.players, s.taker!, s.partner, 1)[seat]!;
  }

  /**
   * At a trick boundary with two tricks or more left, what the score depends on beyond the key and
   * the cards still to play (settle.ts, the deal not over): the taker's side's half points, its
   * oudlers, which sides have won a trick (the chelem), and whether the petit is still held (the
   * key's relabeling does not tell a lone petit from a lone 21, and only the petit scores petit au
   * bout), in one word.
   */
  scoreFacts(): number {
    const settled = settleTricks(this.s, this, false);
    const petit = this.owner[PETIT]! >= 0 ? 1 : 0;
    return settled.points2[0]! | (settled.oudlers << 9) | (this.sidesWon << 11) | (petit << 13);
  }

  /** Whether a poignée may still be announced (the first trick is not over): the score then depends on more than the cards played. */
  poigneeOpen(): boolean {
    return this.done === 0;
  }

  /** Side 1's half points of the completed tricks (for tests). */
  pastOther(): number {
    return this.points1;
  }

  remaining(): number {
    return this.left;
  }

  /**
   * Per word the cards held, from the weakest, 6 bits each (holder * 8 + points class + 1), 5 to
   * a word; then the leader, the Excuse's holder + 1 (0: played) and, while the Excuse is held,
   * which sides have won a trick (the chelem rule reads it).
   */
  key(to: Int32Array, at: number): number {
    const owner = this.owner;
    let i = at;
    for (let w = 0; w < WORDS; w++) {
      const order = ORDER[w]!;
      const words = w === TRUMP_WORD ? 5 : 3;
      let k = 0;
      let x = 0;
      let written = 0;
      for (let j = 0; j < order.length; j++) {
        const c = order[j]!;
        const o = owner[c]!;
        if (o < 0) continue;
        x |= (o * 8 + POINT_CLASS[c]! + 1) << (6 * k);
        if (++k === 5) {
          to[i++] = x;
          written++;
          x = 0;
          k = 0;
        }
      }
      for (; written < words; written++) {
        to[i++] = x;
        x = 0;
      }
    }
    const ex = owner[EXCUSE]!;
    to[i] = this.leader | ((ex + 1) << 4) | ((ex >= 0 ? this.sidesWon : 0) << 8);
    return hashOf(to, at, KEY_WORDS);
  }

  /**
   * The strongest trumps still held, from the highest down, while one side holds them: each wins
   * the trick it is played to (no card of the other side beats it; FFT p.6's Excuse that wins the
   * last trick is the one exception, so the rule waits until both sides have won a trick or the
   * other side no longer holds the Excuse).
   */
  sure(side: 0 | 1): number {
    const owner = this.owner;
    const ex = owner[EXCUSE]!;
    if (this.sidesWon !== 3 && ex >= 0 && this.sides[ex] !== side) return 0;
    const sides = this.sides;
    let r = 0;
    for (let bit = 21; bit >= 1; bit--) {
      const c = (TRUMP_WORD << 5) | bit;
      const o = owner[c]!;
      if (o < 0) continue;
      if (sides[o] !== side) break;
      r += VALUE2[c]!;
    }
    return r;
  }

  points(card: number): number {
    return VALUE2[card]!;
  }

  order(word: number, score = false): readonly number[] {
    return score && word === TRUMP_WORD ? TRUMPS_BUT_PETIT : ORDER[word]!;
  }

  liveBits(word: number): number {
    const hands = this.hands;
    let bits = 0;
    for (let p = 0; p < this.n; p++) bits |= hands[p * WORDS + word]!;
    const at = this.done * this.n;
    for (let i = 0; i < this.len; i++) {
      const c = this.played[at + i]!;
      if (c >>> 5 === word) bits |= 1 << (c & 31);
    }
    return bits;
  }

  holder(card: number): number {
    return this.owner[card]!;
  }

  wins(card: number): boolean {
    if (card === EXCUSE) return false;
    if (this.len === 0 || this.led < 0) return true;
    const w = card >>> 5;
    if (w === TRUMP_WORD) return (card & 31) > this.highest;
    return w === this.led && this.highest < 0 && (card & 31) > this.bestSuit;
  }

  strength(card: number): number {
    return card === EXCUSE ? -1 : (card >>> 5 === TRUMP_WORD ? 32 : 0) + (card & 31);
  }
}
