/**
 * The Belote family's card-play core (Tarabish, Belote, Coinche's card play): one deal in its card
 * play held in typed arrays, played and taken back card by card without allocation. Each game's
 * `table.ts` loads its state into it (`FamilyTable`'s protected loaders); its playout (`playout.ts`)
 * and its solver's board (`FamilyBoard`, board.ts) drive it. Every rule it applies is a pure
 * function of the family's card play (`card-play.ts`) that the games' checked APIs call too:
 * - the obligation: `decidePlay` (the kernel's chain, `decideWords`, on the two hand words it reads,
 *   the partner exception and the undertrump rule as the deal's `FollowChain` says);
 * - the trick: the kernel's `TrickSoFar` (the suit led, the highest trump, the card winning so
 *   far); the family has no exception to the trick winner;
 * - the card points of a trick: `trickCardPoints`, on the deal's points table (`CARD_POINTS` from
 *   `pointsBase` of the deal's trump: a strain with its own card values is a table of its own), and
 *   the last-trick bonus: `lastTrickPoints`;
 * - the inferences: `voidsAfterPlay`, `ceilingAfterPlay`;
 * - the calls of the king and queen of trump: each seat's cards that may carry its next call, as the
 *   game's rule says after each of its trumps played (`callBitsAfter`: Tarabish's bella with the
 *   second of the two, `bellaCardAfter`; Belote's belote with the first while holding both and
 *   rebelote with the second, `pairCallBits`). A card that may carry a call is listed twice by
 *   `legal`: plain, then with the call.
 * `play` keeps everything; the solver's `move` skips the inferences (it reads none) and the
 * playout's `advance` also what `undo` needs (a playout reads the result alone).
 * Each game's lockstep test (test/games/<game>/lockstep.test.ts) proves it equal to the API at
 * every card, and `undo` equal to the position before.
 */
import { nthBit } from '../kernel/bits.js';
import type { Card } from '../kernel/card.js';
import { popcount, type CardSet } from '../kernel/cardset.js';
import { allowedOf, Decided, type FollowChain } from '../kernel/follow.js';
import { belowOf } from '../kernel/sfc32.js';
import { TrickSoFar, type PlayedTrick } from '../kernel/trick.js';
import {
  ceilingAfterPlay,
  ceilingCard,
  decidePlay,
  lastTrickPoints,
  partnerWins,
  trickCardPoints,
  voidsAfterPlay,
} from './card-play.js';

/** The most tricks of a family deal (Tarabish: 9; Belote: 8). */
const MAX_TRICKS = 9;

// The table's one buffer (a playout runner keeps one table for all its playouts), by part.
/** Cards held: seat * 4 + suit, a rank bit per card. */
const HANDS = 0;
/** Per seat: the cards held. */
const COUNT = HANDS + 16;
/** Per seat: the known voids, a bit per suit (the state's `voids`). */
const VOIDS = COUNT + 4;
/** Per seat: the trump ceiling (the state's `trumpCeiling`: it holds no trump of this power or more). */
const CEILING = VOIDS + 4;
/** Per seat: the cards of the trump word (rank bits) whose play may carry its next call, 0 for none. */
const CALL_BITS = CEILING + 4;
/** Per seat: the calls it has made (Tarabish: 1 once it called bella; Belote: 1 belote, 2 rebelote). */
const CALLED = CALL_BITS + 4;
/** Per team: card points won in finished tricks, the last-trick bonus included once won. */
const POINTS = CALLED + 4;
/** The cards played, trick k's at `CARDS + 4k` in play order (the current trick's at the tricks done). */
const CARDS = POINTS + 2;
/** Per finished trick: its leader (its winner is the next trick's leader). */
const LEADERS = CARDS + 4 * MAX_TRICKS;
/**
 * Per card played since `load`: what `undo` restores of its seat, packed (voids, ceiling << 4,
 * call bits << 8, called << 17).
 */
const UNDO = LEADERS + MAX_TRICKS;
/**
 * Per card played since `load`: the trick before it (`TrickSoFar`'s fields but its length), packed
 * (led + 1, (highest + 1) << 4, (bestPlain + 1) << 8, (win + 1) << 12): `undo` restores it rather
 * than following the trick again.
 */
const UNDO_TRICK = UNDO + 4 * MAX_TRICKS;
const SIZE = UNDO_TRICK + 4 * MAX_TRICKS;

/** `actionCard`'s flag on a card played with the call (above every card id). */
export const PAIR_CALL = 256;

export abstract class FamilyTable {
  private readonly a = new Int32Array(SIZE);
  /** The current trick, followed card by card. */
  readonly trick = new TrickSoFar();
  /** The obligation of the seat to play, written by `decide`. */
  readonly decided = new Decided();
  /** After `decide`, when the obligation names a word: the cards of it the seat may play. */
  private wordBits = 0;
  /** `wins` plays a card on a copy of the trick. */
  private readonly probe = new TrickSoFar();
  private rules!: FollowChain;
  /** The trump suit (word), null for none. */
  private trump: number | null = null;
  /** The trump word, -1 for none. */
  private trumpWord = -1;
  private bonus = 0;
  /** Tricks in the deal. */
  private tricks = MAX_TRICKS;
  /** Finished tricks; the first one whose cards are known (a position's earlier tricks are in its cards won only). */
  private done = 0;
  private first = 0;
  private lead = 0;
  /** Cards played since `load`. */
  private ply = 0;

  /**
   * Starts loading a deal in its card play (the game's `load`, then `loadSeat` for each seat,
   * `loadTricks`): its rules (trump theirs), last-trick bonus and tricks.
   */
  protected loadDeal(rules: FollowChain, bonus: number, tricks: number): void {
    this.rules = rules;
    this.trump = rules.trump;
    this.trumpWord = rules.trumpWord;
    this.bonus = bonus;
    this.tricks = tricks;
  }

  /**
   * Loads seat `p`: its hand, its voids and trump ceiling, its calls made, and the cards of the
   * trump word (rank bits) whose play may carry its next call (the game's rule of the pair).
   */
  protected loadSeat(p: number, hand: CardSet, voids: number, ceiling: number, called: number, callBits: number): void {
    const a = this.a;
    let cards = 0;
    for (let w = 0; w < 4; w++) cards += popcount((a[HANDS + p * 4 + w] = hand[w]! | 0));
    a[COUNT + p] = cards;
    a[VOIDS + p] = voids;
    a[CEILING + p] = ceiling;
    a[CALLED + p] = called;
    a[CALL_BITS + p] = callBits;
  }

  /**
   * The game's rule of the pair: a seat's call bits after it played `card`, a trump, from `bits`
   * before it, holding `trumps` (rank bits) after it, having made `called` calls (this one included).
   */
  protected abstract callBitsAfter(bits: number, card: Card, trumps: number, called: number): number;

  /**
   * Ends the load: each team's card points won so far, the tricks finished (`done`; the known ones,
   * `known`, are the last of them), the leader and the trick in progress.
   */
  protected loadTricks(
    points: readonly number[],
    done: number,
    known: readonly PlayedTrick[],
    leader: number,
    trick: readonly Card[],
  ): void {
    const a = this.a;
    a[POINTS] = points[0]!;
    a[POINTS + 1] = points[1]!;
    this.done = done;
    this.first = done - known.length;
    for (let k = 0; k < known.length; k++) {
      const t = known[k]!;
      a[LEADERS + this.first + k] = t.leader;
      for (let i = 0; i < 4; i++) a[CARDS + 4 * (this.first + k) + i] = t.cards[i]!;
    }
    this.lead = leader;
    this.trick.reset();
    for (let i = 0; i < trick.length; i++) {
      a[CARDS + 4 * done + i] = trick[i]!;
      this.trick.add(this.rules, trick[i]!);
    }
    this.ply = 0;
  }

  /** The seat to play. */
  seat(): number {
    return (this.lead + this.trick.length) & 3;
  }

  /** The hand is played out. */
  over(): boolean {
    return this.done === this.tricks;
  }

  /** Cards played to the current trick. */
  trickLength(): number {
    return this.trick.length;
  }

  /** Tricks still to play, the current one included. */
  tricksLeft(): number {
    return this.tricks - this.done;
  }

  /** The leader of the current trick (once the hand is over: the last trick's winner). */
  leader(): number {
    return this.lead;
  }

  /**
   * The obligation of the seat to play (the kernel's chain on its hand), kept in `decided`; how
   * many cards it may play.
   */
  decide(): number {
    const a = this.a;
    const seat = this.seat();
    const d = this.decided;
    const rules = this.rules;
    const b = HANDS + seat * 4;
    const led = this.trick.led;
    const trump = rules.trumpWord;
    decidePlay(d, rules, led >= 0 ? a[b + led]! : 0, trump >= 0 ? a[b + trump]! : 0, this.trick);
    const w = d.word;
    if (w < 0) return a[COUNT + seat]!;
    // The family's decks have no wild card: the other words allow nothing, or (`others`) all they hold.
    const held = a[b + w]!;
    const bits = allowedOf(d, rules, held, w);
    this.wordBits = bits;
    return d.others ? a[COUNT + seat]! - popcount(held) + popcount(bits) : popcount(bits);
  }

  /** After `decide`: the k-th card the seat may play, in card order (the order `legal` lists plays). */
  allowedCard(k: number): number {
    const d = this.decided;
    return d.word >= 0 && !d.others ? (d.word << 5) | nthBit(this.wordBits, k) : this.allowedCardOfHand(k);
  }

  /** `allowedCard` when more than one word is allowed: the words in order. */
  private allowedCardOfHand(k: number): number {
    const a = this.a;
    const d = this.decided;
    const b = HANDS + this.seat() * 4;
    for (let w = 0; w < 4; w++) {
      const bits = allowedOf(d, this.rules, a[b + w]!, w);
      const n = popcount(bits);
      if (k < n) return (w << 5) | nthBit(bits, k);
      k -= n;
    }
    return -1;
  }

  /**
   * After `decide`: the cards the seat may play now that may carry a call, as rank bits of the
   * trump word (none: 0; the king and the queen at most).
   */
  callBits(): number {
    const seat = this.seat();
    const bits = this.a[CALL_BITS + seat]!;
    if (bits === 0) return 0;
    const w = this.trumpWord;
    return bits & allowedOf(this.decided, this.rules, this.a[HANDS + seat * 4 + w]!, w);
  }

  /**
   * After `decide`, with `calls` its `callBits` and `plays` the cards the seat may play: action k of
   * `legal` (each allowed card, one that may carry the call a second time with the call right
   * after it), as the card, plus `PAIR_CALL` when it carries the call.
   */
  actionCard(k: number, calls: number): number {
    if (calls === 0) return this.allowedCard(k);
    // The allowed cards in order, one that may carry a call listed a second time with it.
    for (let j = 0; ; j++) {
      const card = this.allowedCard(j);
      if (k-- === 0) return card;
      if (card >>> 5 === this.trumpWord && ((calls >>> (card & 31)) & 1) === 1 && k-- === 0) return card | PAIR_CALL;
    }
  }

  /**
   * The unwatched playout (playout.ts `runPlayout`): plays the hand to the end as `advance` would,
   * action k of `legal` at each card with k drawn from the sfc32 state `st` as `rng.below` draws
   * it. No seat may still have to declare. One method, the trick's place in locals: V8 compiles it
   * as one function (calls to `decide`/`advance` from a loop exceed its inlining budget); the
   * rules are the ones `decide` and `advance` call. A seat that still holds a card that may carry
   * its call, or is free to play several words under the partner exception, takes its step through
   * `decide` and `advance`. Each game's lockstep test compares it with `decide`, `actionCard` and
   * `advance` from every card.
   */
  playToEnd(st: Int32Array): void {
    const { a, trick: t, decided: d, rules } = this;
    const trumpWord = rules.trumpWord;
    while (this.done < this.tricks) {
      const seat = (this.lead + t.length) & 3;
      const b = HANDS + seat * 4;
      const led = t.led;
      decidePlay(d, rules, led >= 0 ? a[b + led]! : 0, trumpWord >= 0 ? a[b + trumpWord]! : 0, t);
      let w = d.word;
      if (w >= 0 && d.others) {
        // The partner exception leaves several words open: through `decide`.
        this.advanceDrawn(st, this.decide());
        continue;
      }
      // One word's allowed cards, or the whole hand (w < 0).
      let bits = w >= 0 ? allowedOf(d, rules, a[b + w]!, w) : 0;
      const plays = w >= 0 ? popcount(bits) : a[COUNT + seat]!;
      if ((a[CALL_BITS + seat]! & (trumpWord >= 0 ? a[b + trumpWord]! : 0)) !== 0) {
        // It holds a card that may carry a call: the call is an action of its own when that card
        // may be played now (`callBits`, `actionCard`). (A seat whose card that may carry its call
        // has been played by another seat holds none: its plays carry no call.)
        this.wordBits = bits;
        this.advanceDrawn(st, plays);
        continue;
      }
      // The k-th allowed card in card order.
      let k = belowOf(st, plays);
      if (w < 0) {
        w = 0;
        for (let c = popcount((bits = a[b]!)); k >= c; c = popcount((bits = a[b + ++w]!))) k -= c;
      }
      // `advance`'s bookkeeping in place (no call carried), so that V8 inlines the rules it calls.
      const card = (w << 5) | nthBit(bits, k);
      const h = b + (card >>> 5);
      a[h] = a[h]! ^ (1 << (card & 31));
      a[COUNT + seat] = a[COUNT + seat]! - 1;
      if (card >>> 5 === trumpWord)
        a[CALL_BITS + seat] = this.callBitsAfter(a[CALL_BITS + seat]!, card, a[h]!, a[CALLED + seat]!);
      const len = t.length;
      const at = CARDS + 4 * this.done;
      a[at + len] = card;
      t.add(rules, card);
      if (len === 3) this.endTrick(at);
    }
  }

  /**
   * `playToEnd`'s step through the read-outs of the stepwise path (a seat holding a card that may carry a call, or
   * several words open under the partner exception): after `decide` (`plays`: the cards it allows),
   * action k of `legal` drawn (`callBits`, `actionCard`: a call its own action), then
   * `advance`.
   */
  private advanceDrawn(st: Int32Array, plays: number): void {
    const calls = this.callBits();
    const x = this.actionCard(belowOf(st, plays + popcount(calls)), calls);
    this.advance(x & ~PAIR_CALL, x !== (x & ~PAIR_CALL));
  }

  /** Writes the cards the seat to play may play, in card order, to `out` from `at` (`decide` included); their number. */
  moves(out: Int32Array, at: number): number {
    this.decide();
    const d = this.decided;
    let n = at;
    if (d.word >= 0 && !d.others) {
      // One word allowed (`allowedCard`'s case): the bits `decide` kept.
      const w = d.word;
      for (let bits = this.wordBits; bits !== 0; bits &= bits - 1)
        out[n++] = (w << 5) | (31 - Math.clz32(bits & -bits));
      return n - at;
    }
    const a = this.a;
    const b = HANDS + this.seat() * 4;
    for (let w = 0; w < 4; w++) {
      let bits = allowedOf(this.decided, this.rules, a[b + w]!, w);
      while (bits !== 0) {
        const low = bits & -bits;
        out[n++] = (w << 5) | (31 - Math.clz32(low));
        bits ^= low;
      }
    }
    return n - at;
  }

  /** The seat to play plays `card` (an allowed card), with the call when `call` (`callBits`). */
  play(card: number, call = false): void {
    const a = this.a;
    const t = this.trick;
    const rules = this.rules;
    const seat = this.seat();
    this.save(seat);
    // What everybody learns from the play.
    const partner = partnerWins(t);
    a[VOIDS + seat] = voidsAfterPlay(a[VOIDS + seat]!, rules, t.led, card, partner, t.highest);
    a[CEILING + seat] = ceilingAfterPlay(a[CEILING + seat]!, rules, t.led, card, partner, t.highest);
    this.advance(card, call);
  }

  /**
   * `play` without the call and the inferences (the solver reads neither), `undo` included:
   * after it, `voidsOf` and `trumpsBelowOf` tell what was known before it until it is taken back.
   */
  move(card: number): void {
    this.save(this.seat());
    this.advance(card);
  }

  /** Keeps what `undo` restores of `seat`, about to play. */
  private save(seat: number): void {
    const a = this.a;
    const t = this.trick;
    a[UNDO_TRICK + this.ply] = t.led + 1 + ((t.highest + 1) << 4) + ((t.bestPlain + 1) << 8) + ((t.win + 1) << 12);
    a[UNDO + this.ply++] =
      a[VOIDS + seat]! | (a[CEILING + seat]! << 4) | (a[CALL_BITS + seat]! << 8) | (a[CALLED + seat]! << 17);
  }

  /**
   * `play` without what only `undo` and the read-outs of the inferences need (a playout reads the
   * result alone): after it, `undo`, `voidsOf` and `trumpsBelowOf` are undefined until the next `load`.
   * `playToEnd` writes the same bookkeeping in its loop for a card without a call (V8's inlining
   * budget): a change here is made there too (the lockstep tests compare the two at every card).
   */
  advance(card: number, call = false): void {
    const a = this.a;
    const t = this.trick;
    const seat = this.seat();
    const len = t.length;
    const h = HANDS + seat * 4 + (card >>> 5);
    a[h] = a[h]! ^ (1 << (card & 31));
    a[COUNT + seat] = a[COUNT + seat]! - 1;
    if (call) a[CALLED + seat] = a[CALLED + seat]! + 1;
    // The calls of the pair: the cards that may carry the seat's next call after this play.
    if (card >>> 5 === this.trumpWord)
      a[CALL_BITS + seat] = this.callBitsAfter(a[CALL_BITS + seat]!, card, a[h]!, a[CALLED + seat]!);
    const at = CARDS + 4 * this.done;
    a[at + len] = card;
    t.add(this.rules, card);
    if (len === 3) this.endTrick(at);
  }

  /**
   * The trick whose cards are at `at` is complete: the card winning it takes it (the family has no
   * exception), its winner leads next. Apart from `advance`, called once a trick, so that `advance`
   * stays small enough for V8 to inline it into `playToEnd` with the rules it calls.
   */
  private endTrick(at: number): void {
    const a = this.a;
    const t = this.trick;
    const winner = (this.lead + t.win) & 3;
    a[LEADERS + this.done] = this.lead;
    this.done++;
    a[POINTS + (winner & 1)] =
      a[POINTS + (winner & 1)]! +
      trickCardPoints(a, at, this.trump) +
      lastTrickPoints(this.done, this.tricks, this.bonus);
    this.lead = winner;
    t.reset();
  }

  /** The card of the last `play`. */
  lastCard(): number {
    const n = this.trick.length;
    return n > 0 ? this.a[CARDS + 4 * this.done + n - 1]! : this.a[CARDS + 4 * this.done - 1]!;
  }

  /** Takes the last `play` back (one played since `load`). */
  undo(): void {
    const a = this.a;
    const t = this.trick;
    let n = t.length - 1;
    if (n < 0) {
      // The card completed a trick: the trick is open again, its points back.
      a[POINTS + (this.lead & 1)] =
        a[POINTS + (this.lead & 1)]! -
        trickCardPoints(a, CARDS + 4 * (this.done - 1), this.trump) -
        lastTrickPoints(this.done, this.tricks, this.bonus);
      this.done--;
      this.lead = a[LEADERS + this.done]!;
      n = 3;
    }
    const at = CARDS + 4 * this.done;
    const card = a[at + n]!;
    const seat = (this.lead + n) & 3;
    const h = HANDS + seat * 4 + (card >>> 5);
    a[h] = a[h]! | (1 << (card & 31));
    a[COUNT + seat] = a[COUNT + seat]! + 1;
    const saved = a[UNDO + --this.ply]!;
    a[VOIDS + seat] = saved & 15;
    a[CEILING + seat] = (saved >>> 4) & 15;
    a[CALL_BITS + seat] = (saved >>> 8) & 511;
    a[CALLED + seat] = saved >>> 17;
    const before = a[UNDO_TRICK + this.ply]!;
    t.length = n;
    t.led = (before & 15) - 1;
    t.highest = ((before >>> 4) & 15) - 1;
    t.bestPlain = ((before >>> 8) & 15) - 1;
    t.win = ((before >>> 12) & 15) - 1;
  }

  /** Whether `card`, played now, would win the current trick so far. */
  wins(card: number): boolean {
    const t = this.trick;
    const p = this.probe;
    p.length = t.length;
    p.led = t.led;
    p.highest = t.highest;
    p.bestPlain = t.bestPlain;
    p.win = t.win;
    p.add(this.rules, card);
    return p.win === t.length;
  }

  // Read-outs.

  /** The cards of suit `word` that `seat` holds, as rank bits. */
  held(seat: number, word: number): number {
    return this.a[HANDS + seat * 4 + word]!;
  }

  /** The suits `seat` is known to be void in, a bit per suit. */
  voidsOf(seat: number): number {
    return this.a[VOIDS + seat]!;
  }

  /** A trump that every trump `seat` may hold is weaker than, -1 when nothing is known (`ceilingCard`). */
  trumpsBelowOf(seat: number): Card {
    return ceilingCard(this.trump, this.a[CEILING + seat]!);
  }

  /** The calls `seat` has made (Tarabish: 1 once it called bella; Belote: 1 belote, 2 belote and rebelote). */
  calls(seat: number): number {
    return this.a[CALLED + seat]!;
  }

  /** The trump word, -1 for none. */
  trumpWordOf(): number {
    return this.trumpWord;
  }

  /** The card points a side (a team: seat % 2) has won in finished tricks, the last-trick bonus included once won. */
  points(side: number): number {
    return this.a[POINTS + side]!;
  }

  /** Tricks finished. */
  tricksDone(): number {
    return this.done;
  }

  /** The first finished trick whose cards are known (a position's earlier tricks are in its cards won only). */
  firstKnownTrick(): number {
    return this.first;
  }

  /** Card `i` of trick `k` (a known finished trick, or the current one). */
  cardOf(k: number, i: number): Card {
    return this.a[CARDS + 4 * k + i]!;
  }

  /** The leader of trick `k` (a known finished trick, or the current one). */
  leaderOf(k: number): number {
    return k === this.done ? this.lead : this.a[LEADERS + k]!;
  }

  /** The winner of finished trick `k`: the leader of the next one. */
  winnerOf(k: number): number {
    return k + 1 === this.done ? this.lead : this.a[LEADERS + k + 1]!;
  }
}
