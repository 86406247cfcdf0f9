/**
 * The Tarot card-play core: one deal's card play as a mutable table on card words, played and
 * taken back card by card without allocating. Every consumer of the card play drives it: the
 * playout fast path (`playout.ts`), the solver's board (`board.ts`). It applies card-play.ts's
 * rules, the ones the checked API (`play.ts`) reads too: the obligation (`decidePlay`, the
 * kernel's chain and FFT p.12's called-suit ban), the trick so far (the kernel's `TrickSoFar`),
 * the winner (`trickWinner`, with the Excuse's exceptions on the last trick), the inferences
 * (`voidsAfterPlay`, `ceilingAfterPlay`); the points each party wins come from settle.ts
 * (`addTrickPoints`, with the Excuse exchange), and its tricks read as `FlatTricks` settle the
 * deal. Lockstep tests compare it with the API at every card (test/games/tarot/lockstep.test.ts,
 * board.test.ts). No instance lives in a module: each consumer creates its own (a playout runner
 * or a board once, then `load`s it for each deal: `load` resets everything it reads).
 */
import { nthBit } from '../../kernel/bits.js';
import { belowOf } from '../../kernel/sfc32.js';
import { popcount } from '../../kernel/cardset.js';
import { allowedOf, Decided } from '../../kernel/follow.js';
import { TRICK_SO_FAR_WORDS, TrickSoFar } from '../../kernel/trick.js';
import {
  TAROT_FOLLOW,
  ceilingAfterPlay,
  decidePlay,
  leadBan,
  playableBits,
  trickWinner,
  trumpsBelow,
  voidsAfterPlay,
} from './card-play.js';
import { EXCUSE, TRUMP_WORD, VALUE2, tarotDeck } from './cards.js';
import { HAND_SIZE } from './deal.js';
import { addTrickPoints, settleTricks, type FlatTricks } from './settle.js';
import { sideOf, type TarotState } from './state.js';

const WORDS = tarotDeck.words;
/** Seats at most, and the width of a row of points per party. */
const SEATS = 5;
/** Tricks of a deal at most (3 players). */
const TRICKS = HAND_SIZE[3];
/** Cards played in a deal at most. */
const CARDS = 78;

/**
 * Zeros. A table is created once per consumer (a playout runner, a board) and loaded many times,
 * so its arrays are typed arrays allocated once: one element kind at every read.
 */
const zeros = (n: number): Int32Array => new Int32Array(n);

/** The wild cards (the Excuse) in the trump word: a hand without one has no wild card to add to a decision of another word. */
const WILD_TRUMPS = TAROT_FOLLOW.wildBits[TRUMP_WORD]!;

/**
 * A deal's card play (`load` a state in the card-play phase), mutable: `decide` the obligation of
 * the seat to play, read the allowed cards (`allowedCard`, `moves`), `play` one, `undo` it.
 */
export class TarotTable implements FlatTricks {
  private s!: TarotState;
  private n = 4;
  private handSize = 18;
  /** The called card (a classic 5-player deal), -1 otherwise: its suit's lead ban holds on the first trick. */
  private called = -1;
  /** Hands: seat * 5 + word. */
  readonly hands = zeros(SEATS * WORDS);
  /** The number of cards of each word of each hand (seat * 5 + word), and in each hand: kept with `hands`. */
  private readonly counts = zeros(SEATS * WORDS);
  private readonly held = zeros(SEATS);
  /** Completed tricks. */
  count = 0;
  /** The deal's cards, trick after trick (the current trick's at `count * players`). */
  readonly cards = zeros(CARDS);
  readonly leaders = zeros(TRICKS);
  readonly winners = zeros(TRICKS);
  /** The seat that leads the current trick. */
  private lead = 0;
  private len = 0;
  /** The current trick so far (the suit led, the highest trump, the card winning). */
  readonly trick = new TrickSoFar();
  /** A copy of the trick so far that `wins` adds a card to. */
  private readonly probe = new TrickSoFar();
  /** The index of the Excuse in the current trick, -1 when not in it. */
  private excuseAt = -1;
  /** The half points of the current trick's cards. */
  private won = 0;
  /** Per seat: its side (sideOf: 0 the taker's side, 1 the defence; 1 for everybody in a Goulash). */
  private readonly sides = zeros(SEATS);
  /** The obligation of the seat to play, written by `decide`. */
  readonly decided = new Decided();
  /** `decide`'s seat's hand (its index in `hands`), the called suit's cards it may not lead (card-play.ts `decidePlay`: -1 none), its count. */
  private base = 0;
  private ban = -1;
  private plays = 0;
  /** Whether the inferences below are kept (`load`). */
  private inferring = true;
  /** Whether the points per party below are kept (`load`). */
  private counting = true;
  /** `decide`'s allowed cards when it decided one word: that word's (`allowedBits`) and their count, then the Excuse's bits in the trump word (0 when that is the word decided). */
  private own = 0;
  private ownCount = 0;
  private wild = 0;
  /** What the play has shown of each seat's hand: voids (bit per word) and trump ceilings (card-play.ts). */
  private readonly voids = zeros(SEATS);
  private readonly ceilings = zeros(SEATS);
  /** Per card played (its index in `cards`): the player's voids and ceiling before it (for `undo`). */
  private readonly before = zeros(2 * CARDS);
  /** Half points per party (settle.ts) after t tricks: row t, from t * 5; the rows from the loaded state's. */
  private readonly points2 = zeros(SEATS * (TRICKS + 1));
  /** Kept with the points: per card played (its index in `cards`), the trick so far before it (`TrickSoFar.save`), the Excuse's index and the half points, for `undo`. */
  private readonly trickBefore = zeros((TRICK_SO_FAR_WORDS + 2) * CARDS);
  /** Bits of the sides that have won a trick after t tricks. */
  private readonly sidesWon = zeros(TRICKS + 1);

  /**
   * Loads a state in the card-play phase (the state is only read). `inferences`: whether the play
   * keeps what it shows of each seat's hand (`voidsOf`, `trumpsBelowOf`); a playout nobody watches
   * and the solver's board do without them. `points`: whether the points each party has won are
   * kept trick by trick (`points`), and the trick so far card by card for a quick `undo`; a playout
   * nobody watches does without (settle.ts settles its
   * tricks once at the end).
   */
  load(s: TarotState, inferences = true, points = true): this {
    this.s = s;
    this.inferring = inferences;
    this.counting = points;
    const n = (this.n = s.options.players);
    this.handSize = HAND_SIZE[n];
    this.called = s.mode === 'classic' && s.called !== null ? s.called : -1;
    for (let p = 0; p < n; p++) {
      let held = 0;
      for (let w = 0; w < WORDS; w++)
        held += this.counts[p * WORDS + w] = popcount((this.hands[p * WORDS + w] = s.hands[p]![w]! | 0));
      this.held[p] = held;
      this.sides[p] = sideOf(s, p);
      this.voids[p] = s.voids[p]!;
      this.ceilings[p] = s.trumpCeiling[p]!;
    }
    const done = (this.count = s.tricks.length);
    let won = 0;
    for (let i = 0; i < done; i++) {
      const t = s.tricks[i]!;
      this.leaders[i] = t.leader;
      this.winners[i] = t.winner;
      won |= 1 << this.sides[t.winner]!;
      for (let j = 0; j < n; j++) this.cards[i * n + j] = t.cards[j]!;
    }
    this.sidesWon[done] = won;
    if (points) {
      // The points of the tricks so far as settle.ts counts them.
      const settled = settleTricks(s, this, false).points2;
      for (let p = 0; p < SEATS; p++) this.points2[done * SEATS + p] = settled[p] ?? 0;
    }
    this.lead = s.leader;
    this.len = s.trick.length;
    for (let i = 0; i < this.len; i++) this.cards[done * n + i] = s.trick[i]!;
    this.followTrick();
    return this;
  }

  /** The current trick so far followed again from its cards. */
  private followTrick(): void {
    const at = this.count * this.n;
    this.trick.reset();
    this.excuseAt = -1;
    this.won = 0;
    for (let i = 0; i < this.len; i++) this.follow(this.cards[at + i]!, i);
  }

  /** The card at index `i` of the current trick. */
  private follow(card: number, i: number): void {
    if (card === EXCUSE) this.excuseAt = i;
    if (this.counting) this.won += VALUE2[card]!; // read by `addTrickPoints` only
    this.trick.add(TAROT_FOLLOW, card);
  }

  /** The seat to play. */
  seat(): number {
    const i = this.lead + this.len;
    return i >= this.n ? i - this.n : i;
  }

  /** The deal is played out. */
  over(): boolean {
    return this.count === this.handSize;
  }

  /** The seat that leads the current trick (once the deal is over: the last trick's winner). */
  leader(): number {
    return this.lead;
  }

  /** Tricks completed (`count`). */
  tricksDone(): number {
    return this.count;
  }

  /** Cards played to the current trick. */
  trickLength(): number {
    return this.len;
  }

  /** Tricks still to play (the current one included). */
  tricksLeft(): number {
    return this.handSize - this.count;
  }

  /**
   * The obligation of the seat to play (card-play.ts `decidePlay`), kept in `decided`; the number
   * of cards it allows.
   */
  decide(): number {
    const seat = this.seat();
    const b = seat * WORDS;
    const hands = this.hands;
    const d = this.decided;
    const trick = this.trick;
    const led = trick.led;
    const trumps = hands[b + TRUMP_WORD]!;
    this.base = b;
    decidePlay(d, led >= 0 ? hands[b + led]! : 0, trumps, trick);
    const w = d.word;
    if (w >= 0) {
      this.ban = -1;
      // One word decided (TAROT_FOLLOW): its allowed bits, then the Excuse's in the trump word.
      const own = (this.own = allowedOf(d, TAROT_FOLLOW, hands[b + w]!, w));
      const wild = (this.wild = w === TRUMP_WORD ? 0 : allowedOf(d, TAROT_FOLLOW, trumps, TRUMP_WORD));
      const c = (this.ownCount = popcount(own));
      return (this.plays = c + popcount(wild));
    }
    const ban = (this.ban = this.count === 0 ? leadBan(hands, b, trick, this.called) : -1);
    const plays = this.held[seat]!;
    return (this.plays = ban > 0 ? plays - popcount(ban) : plays);
  }

  /** The k-th card (k below `decide`'s count) the obligation allows, in card order (as `legal` lists plays). */
  allowedCard(k: number): number {
    const w = this.decided.word;
    if (w >= 0) {
      const c = this.ownCount;
      return k < c ? (w << 5) | nthBit(this.own, k) : (TRUMP_WORD << 5) | nthBit(this.wild, k - c);
    }
    const d = this.decided;
    const hands = this.hands;
    const b = this.base;
    // No word decided: the whole hand (`allowedOf`), but the called suit's banned cards (`playableBits`).
    const banned = this.ban > 0 ? this.called >>> 5 : -1;
    for (let v = 0; v < WORDS; v++) {
      const bits = v === banned ? playableBits(d, hands[b + v]!, v, this.ban, this.called) : hands[b + v]!;
      const c = v === banned ? popcount(bits) : this.counts[b + v]!;
      if (k < c) return (v << 5) | nthBit(bits, k);
      k -= c;
    }
    return -1;
  }

  /** Decides, then writes the allowed cards in card order to `out` from `at`; their number. */
  moves(out: Int32Array, at: number): number {
    const plays = this.decide();
    const d = this.decided;
    const hands = this.hands;
    const b = this.base;
    let i = at;
    for (let w = 0; w < WORDS; w++) {
      let bits = playableBits(d, hands[b + w]!, w, this.ban, this.called);
      while (bits !== 0) {
        const low = bits & -bits;
        out[i++] = (w << 5) | (31 - Math.clz32(low));
        bits ^= low;
      }
    }
    return plays;
  }

  /**
   * Plays the deal to the end (a playout nobody watches: loaded without inferences or points),
   * each card drawn among the allowed ones in card order, k = `belowOf(st, count)`, as `decide`,
   * `allowedCard` and `play` would one card at a time. On the first trick, a seat's first draw is
   * among its plays and then `extras[seat]` actions listed after them (the poignée sizes it may
   * announce, declarations.ts): when one of those is drawn, the table stops before the seat plays
   * and returns its index among them; -1 once the deal is played out. The caller zeroes
   * `extras[seat]` once the seat's extra actions are over; the table zeroes it when the seat plays.
   * One method, the rules it calls inlined into it by V8: the obligation (`decidePlay`, the
   * kernel's `allowedOf`), the trick so far (the kernel's `TrickSoFar.add`); `play`'s bookkeeping
   * is written here (`play` and `follow` called from the loop exceed V8's inlining budget, and the
   * rules then stay out of line), and one draw per card (`belowOf` is large); the trick's end
   * (`endTrick`) is called once a trick, FFT p.12's lead ban (the first lead of a classic 5-player
   * deal) through `decide` and `allowedCard`. test/games/tarot/lockstep.test.ts compares it with
   * `decide`, `allowedCard` and `play` from every card.
   */
  playToEnd(st: Int32Array, extras: Int32Array): number {
    const { n, handSize, hands, counts, held, cards, decided: d, trick } = this;
    // The trick's place in locals (`len`: the trick so far's length), written back at a trick's end and on return.
    let count = this.count;
    let lead = this.lead;
    while (count < handSize) {
      const len = trick.length;
      let seat = lead + len;
      if (seat >= n) seat -= n;
      const b = seat * WORDS;
      const led = trick.led;
      const trumps = hands[b + TRUMP_WORD]!;
      // FFT p.12's ban may bind: through `decide` and `allowedCard` (`banned`).
      const banned = led < 0 && count === 0 && this.called >= 0;
      // The allowed cards: one word's (`bits`, `c` of them) then the wild ones in the trump word
      // (`wild`: a decision of one word allows only the Excuse besides, TAROT_FOLLOW), or the
      // whole hand (w < 0).
      let w = -1;
      let bits = 0;
      let wild = 0;
      let c = 0;
      let m: number;
      if (banned) {
        this.len = len;
        m = this.decide();
      } else {
        decidePlay(d, led >= 0 ? hands[b + led]! : 0, trumps, trick);
        w = d.word;
        if (w >= 0) {
          const word = hands[b + w]!;
          bits = allowedOf(d, TAROT_FOLLOW, word, w);
          if (w !== TRUMP_WORD && (trumps & WILD_TRUMPS) !== 0) wild = allowedOf(d, TAROT_FOLLOW, trumps, TRUMP_WORD);
          c = bits === word ? counts[b + w]! : popcount(bits);
          m = wild === 0 ? c : c + popcount(wild);
        } else m = held[seat]!;
      }
      const x = count === 0 ? extras[seat]! : 0;
      let k = belowOf(st, m + x);
      if (k >= m) {
        this.len = len;
        return k - m;
      }
      if (x > 0) extras[seat] = 0;
      let card: number;
      if (banned) card = this.allowedCard(k);
      else {
        let v = w;
        if (w < 0) {
          // The whole hand: its k-th card.
          v = 0;
          for (let cv = counts[b]!; k >= cv; cv = counts[b + ++v]!) k -= cv;
          bits = hands[b + v]!;
        } else if (k >= c) {
          v = TRUMP_WORD;
          bits = wild;
          k -= c;
        }
        card = (v << 5) | nthBit(bits, k);
      }
      // `play`: the card leaves the hand and joins the trick.
      const at = b + (card >>> 5);
      hands[at] = hands[at]! ^ (1 << (card & 31));
      counts[at] = counts[at]! - 1;
      held[seat] = held[seat]! - 1;
      cards[count * n + len] = card;
      if (card === EXCUSE) this.excuseAt = len;
      trick.add(TAROT_FOLLOW, card);
      if (len + 1 === n) {
        this.len = len + 1;
        this.endTrick();
        count = this.count;
        lead = this.lead;
      }
    }
    return -1;
  }

  /** The seat to play plays `card`, one it may play. */
  play(card: number): void {
    const seat = this.seat();
    const len = this.len;
    const ply = this.count * this.n + len;
    const at = seat * WORDS + (card >>> 5);
    this.hands[at] = this.hands[at]! ^ (1 << (card & 31));
    this.counts[at] = this.counts[at]! - 1;
    this.held[seat] = this.held[seat]! - 1;
    this.cards[ply] = card;
    if (this.inferring) this.infer(seat, card, ply);
    if (this.counting) this.saveTrick(ply);
    this.follow(card, len);
    if (len + 1 < this.n) this.len = len + 1;
    else this.endTrick();
  }

  /** The trick so far before the `ply`-th card of the deal, for `undo` (apart: `play` stays small enough for V8 to inline). */
  private saveTrick(ply: number): void {
    const at = (TRICK_SO_FAR_WORDS + 2) * ply;
    this.trick.save(this.trickBefore, at);
    this.trickBefore[at + TRICK_SO_FAR_WORDS] = this.excuseAt;
    this.trickBefore[at + TRICK_SO_FAR_WORDS + 1] = this.won;
  }

  /** What the seat playing `card` (the `ply`-th card of the deal) teaches everybody; the former values kept for `undo`. */
  private infer(seat: number, card: number, ply: number): void {
    const trick = this.trick;
    this.before[2 * ply] = this.voids[seat]!;
    this.before[2 * ply + 1] = this.ceilings[seat]!;
    this.voids[seat] = this.voids[seat]! | voidsAfterPlay(trick.led, card);
    const ceiling = ceilingAfterPlay(trick.highest, card);
    if (ceiling < this.ceilings[seat]!) this.ceilings[seat] = ceiling;
  }

  /** The current trick is complete: its winner (card-play.ts `trickWinner`), its points (settle.ts `addTrickPoints`). */
  private endTrick(): void {
    const s = this.s;
    const n = this.n;
    const done = this.count;
    const leader = this.lead;
    const last = done + 1 === this.handSize;
    const ex = this.excuseAt;
    const wonEvery = (this.sidesWon[done]! & ~(1 << this.sides[leader]!)) === 0;
    let winner = leader + trickWinner(this.trick, ex, last, s.mode, s.options.excuseOnLastTrick, wonEvery);
    if (winner >= n) winner -= n;
    if (this.counting) {
      let excuseSeat = -1;
      if (ex >= 0) excuseSeat = leader + ex >= n ? leader + ex - n : leader + ex;
      const points2 = this.points2;
      const row = (done + 1) * SEATS;
      for (let p = 0; p < SEATS; p++) points2[row + p] = points2[row - SEATS + p]!;
      addTrickPoints(points2, row, s, this.won, winner, excuseSeat, last);
    }
    this.leaders[done] = leader;
    this.winners[done] = winner;
    this.sidesWon[done + 1] = this.sidesWon[done]! | (1 << this.sides[winner]!);
    this.count = done + 1;
    this.lead = winner;
    this.len = 0;
    this.trick.reset();
    this.excuseAt = -1;
    this.won = 0;
  }

  /** The card last played (by `play`, or in the loaded state). */
  lastCard(): number {
    return this.cards[this.count * this.n + this.len - 1]!;
  }

  /** Takes back the last card `play`ed (one played since `load`). */
  undo(): void {
    if (this.len === 0) {
      this.count--;
      this.len = this.n - 1;
      this.lead = this.leaders[this.count]!;
    } else this.len--;
    const ply = this.count * this.n + this.len;
    const card = this.cards[ply]!;
    const seat = this.seat();
    const at = seat * WORDS + (card >>> 5);
    this.hands[at] = this.hands[at]! | (1 << (card & 31));
    this.counts[at] = this.counts[at]! + 1;
    this.held[seat] = this.held[seat]! + 1;
    if (this.inferring) {
      this.voids[seat] = this.before[2 * ply]!;
      this.ceilings[seat] = this.before[2 * ply + 1]!;
    }
    if (this.counting) {
      const at = (TRICK_SO_FAR_WORDS + 2) * ply;
      this.trick.restore(this.trickBefore, at);
      this.excuseAt = this.trickBefore[at + TRICK_SO_FAR_WORDS]!;
      this.won = this.trickBefore[at + TRICK_SO_FAR_WORDS + 1]!;
    } else this.followTrick();
  }

  /** Whether `card` would win the current trick so far if played now (the kernel's `TrickSoFar`, on a copy). */
  wins(card: number): boolean {
    const probe = this.probe.copy(this.trick);
    probe.add(TAROT_FOLLOW, card);
    return probe.win === this.trick.length;
  }

  /** The words (suits) the seat is known to hold no card of, as bits (word 4: trumps); loaded with `inferences`. */
  voidsOf(seat: number): number {
    return this.voids[seat]!;
  }

  /** The trump every trump the seat may still hold is weaker than (card-play.ts `trumpsBelow`), -1 when none is known; loaded with `inferences`. */
  trumpsBelowOf(seat: number): number {
    return trumpsBelow(this.ceilings[seat]!);
  }

  /** The half points a party (a side in a classic deal, a seat in a Goulash) has won in the completed tricks (settle.ts, the écart and the chien aside); loaded with `points`. */
  points(party: number): number {
    return this.points2[this.count * SEATS + party]!;
  }

  /** Bits of the sides (state.ts `sideOf`) that have won a trick. */
  sidesThatWon(): number {
    return this.sidesWon[this.count]!;
  }
}
