/**
 * The Tarabish card-play core: one hand in the `play` phase held in typed arrays, played and taken
 * back card by card without allocation. The playout (playout.ts) and the solver's board (board.ts)
 * drive it. Every rule it applies is a pure function of play.ts that the checked API calls too:
 * - the obligation: `decidePlay` (the kernel's chain, `decideWords`, on the two hand words it reads,
 *   the partner exception included);
 * - the trick: the kernel's `TrickSoFar` (the suit led, the highest trump, the card winning so
 *   far); Tarabish has no exception to the trick winner;
 * - the card points of a trick and the last-trick bonus: `trickPoints`;
 * - the inferences: `voidsAfterPlay`, `ceilingAfterPlay`;
 * - bella: `bellaCardOf` at load, then `bellaCardAfter` at each card.
 * `play` keeps everything; the solver's `move` skips the inferences (it reads none) and the
 * playout's `advance` also what `undo` needs (a playout reads the result alone).
 * test/games/tarabish/lockstep.test.ts proves it equal to the API at every card, and `undo` equal
 * to the position before.
 */
import { nthBit } from '../../kernel/bits.js';
import type { Card } from '../../kernel/card.js';
import { popcount } from '../../kernel/cardset.js';
import { allowedOf, Decided, type FollowChain } from '../../kernel/follow.js';
import { belowOf } from '../../kernel/sfc32.js';
import { TrickSoFar } from '../../kernel/trick.js';
import {
  bellaCardAfter,
  bellaCardOf,
  ceilingAfterPlay,
  ceilingCard,
  decidePlay,
  followRules,
  followRulesOf,
  partnerWins,
  trickPoints,
  voidsAfterPlay,
} from './card-play.js';
import { teamCardPoints } from './settle.js';
import { TRICKS, tricksDone, type TarabishState } from './state.js';

// The table's one buffer (a playout runner keeps one table for all its playouts), by part.
/** Cards held: seat * 4 + suit, a rank bit per card. */
const HANDS = 0;
/** Per seat: the cards held. */
const COUNT = HANDS + 16;
/** Per seat: the known voids, a bit per suit (the state's `voids`). */
const VOIDS = COUNT + 4;
/** Per seat: the trump ceiling (the state's `trumpCeiling`: it holds no trump of this power or more). */
const CEILING = VOIDS + 4;
/** Per seat: its bella card (`bellaCardAfter`), -1 for none. */
const BELLA_CARD = CEILING + 4;
/** Per seat: 1 once it has called bella. */
const CALLED = BELLA_CARD + 4;
/** Per team: card points won in finished tricks, the last-trick bonus included once won. */
const POINTS = CALLED + 4;
/** The cards played, trick k's at `CARDS + 4k` in play order (the current trick's at the tricks done). */
const CARDS = POINTS + 2;
/** Per finished trick: its leader (its winner is the next trick's leader). */
const LEADERS = CARDS + 4 * TRICKS;
/**
 * Per card played since `load`: what `undo` restores of its seat, packed (voids, ceiling << 4,
 * (bella card + 1) << 8, called << 16).
 */
const UNDO = LEADERS + TRICKS;
/**
 * Per card played since `load`: the trick before it (`TrickSoFar`'s fields but its length), packed
 * (led + 1, (highest + 1) << 4, (bestPlain + 1) << 8, (win + 1) << 12): `undo` restores it rather
 * than following the trick again.
 */
const UNDO_TRICK = UNDO + 4 * TRICKS;
const SIZE = UNDO_TRICK + 4 * TRICKS;

/** `actionCard`'s flag on a card played with the bella call (above every card id). */
export const BELLA_CALL = 256;

export class TarabishTable {
  private readonly a = new Int32Array(SIZE);
  /** The current trick, followed card by card. */
  readonly trick = new TrickSoFar();
  /** The obligation of the seat to play, written by `decide`. */
  readonly decided = new Decided();
  /** After `decide`, when the obligation names a word: the cards of it the seat may play. */
  private wordBits = 0;
  /** `wins` plays a card on a copy of the trick. */
  private readonly probe = new TrickSoFar();
  private rules: FollowChain = followRulesOf(null, 'off');
  private trump: number | null = null;
  private bonus = 0;
  /** Finished tricks; the first one whose cards are known (a position's earlier tricks are in its cards won only). */
  private done = 0;
  private first = 0;
  private lead = 0;
  /** Cards played since `load`. */
  private ply = 0;

  /** Loads a state of the `play` phase. */
  load(s: TarabishState): this {
    const a = this.a;
    const rules = followRules(s);
    this.rules = rules;
    this.trump = s.trump;
    this.bonus = s.options.lastTrickBonus;
    for (let p = 0; p < 4; p++) {
      let cards = 0;
      for (let w = 0; w < 4; w++) cards += popcount((a[HANDS + p * 4 + w] = s.hands[p]![w]! | 0));
      a[COUNT + p] = cards;
      a[VOIDS + p] = s.voids[p]!;
      a[CEILING + p] = s.trumpCeiling[p]!;
      a[BELLA_CARD + p] = bellaCardOf(s, p);
      a[CALLED + p] = s.bella[p] ? 1 : 0;
    }
    const points = teamCardPoints(s);
    a[POINTS] = points[0];
    a[POINTS + 1] = points[1];
    this.done = tricksDone(s);
    this.first = this.done - s.tricks.length;
    for (let k = 0; k < s.tricks.length; k++) {
      const t = s.tricks[k]!;
      a[LEADERS + this.first + k] = t.leader;
      for (let i = 0; i < 4; i++) a[CARDS + 4 * (this.first + k) + i] = t.cards[i]!;
    }
    this.lead = s.leader;
    this.trick.reset();
    for (let i = 0; i < s.trick.length; i++) {
      a[CARDS + 4 * this.done + i] = s.trick[i]!;
      this.trick.add(rules, s.trick[i]!);
    }
    this.ply = 0;
    return this;
  }

  /** The seat to play. */
  seat(): number {
    return (this.lead + this.trick.length) & 3;
  }

  /** The hand is played out. */
  over(): boolean {
    return this.done === TRICKS;
  }

  /** Cards played to the current trick. */
  trickLength(): number {
    return this.trick.length;
  }

  /** Tricks still to play, the current one included. */
  tricksLeft(): number {
    return TRICKS - this.done;
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
    // The Tarabish deck has no wild card: the other words allow nothing, or (`others`) all they hold.
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

  /** After `decide`: the card whose play by the seat may carry bella, when it may play it now; -1 otherwise. */
  bellaOption(): number {
    const seat = this.seat();
    const card = this.a[BELLA_CARD + seat]!;
    if (card < 0) return -1;
    const w = card >>> 5;
    const bits = allowedOf(this.decided, this.rules, this.a[HANDS + seat * 4 + w]!, w);
    return ((bits >>> (card & 31)) & 1) === 1 ? card : -1;
  }

  /**
   * After `decide`, with `bella` its `bellaOption` and `plays` the cards the seat may play: action k
   * of `legal` (each allowed card, the bella card a second time with the call right after it), as
   * the card, plus `BELLA_CALL` when it carries the call.
   */
  actionCard(k: number, bella: number): number {
    if (bella < 0 || k === 0) return this.allowedCard(k);
    // Action k is card k up to the bella card, the bella call right after it, then card k - 1.
    const before = this.allowedCard(k - 1);
    if (before === bella) return before | BELLA_CALL;
    return before > bella ? before : this.allowedCard(k);
  }

  /**
   * The unwatched playout (playout.ts `runPlayout`): plays the hand to the end as `advance` would,
   * action k of `legal` at each card with k drawn from the sfc32 state `st` as `rng.below` draws
   * it. No seat may still have to declare. One method, the trick's place in locals: V8 compiles it
   * as one function (calls to `decide`/`advance` from a loop exceed its inlining budget); the
   * rules are the ones `decide` and `advance` call. A seat holding a bella card, or free to play
   * several words under the partner exception, takes its step through `decide` and `advance`.
   * test/games/tarabish/lockstep.test.ts compares it with `decide`, `actionCard` and `advance`
   * from every card.
   */
  playToEnd(st: Int32Array): void {
    const { a, trick: t, decided: d, rules } = this;
    const trumpWord = rules.trumpWord;
    while (this.done < TRICKS) {
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
      if (a[BELLA_CARD + seat]! >= 0) {
        // A bella card held: its call is an action of its own (`bellaOption`, `actionCard`).
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
      this.advance((w << 5) | nthBit(bits, k));
    }
  }

  /**
   * `playToEnd`'s step through the read-outs of the stepwise path (a seat holding a bella card, or
   * several words open under the partner exception): after `decide` (`plays`: the cards it allows),
   * action k of `legal` drawn (`bellaOption`, `actionCard`: the bella call its own action), then
   * `advance`.
   */
  private advanceDrawn(st: Int32Array, plays: number): void {
    const bella = this.bellaOption();
    const x = this.actionCard(belowOf(st, bella < 0 ? plays : plays + 1), bella);
    this.advance(x & ~BELLA_CALL, x !== (x & ~BELLA_CALL));
  }

  /** Writes the cards the seat to play may play, in card order, to `out` from `at` (`decide` included); their number. */
  moves(out: Int32Array, at: number): number {
    this.decide();
    const a = this.a;
    const b = HANDS + this.seat() * 4;
    let n = at;
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

  /** The seat to play plays `card` (an allowed card), with the bella call when `bella` (`bellaOption`). */
  play(card: number, bella = false): void {
    const a = this.a;
    const t = this.trick;
    const rules = this.rules;
    const seat = this.seat();
    this.save(seat);
    // What everybody learns from the play.
    const partner = partnerWins(t);
    a[VOIDS + seat] = voidsAfterPlay(a[VOIDS + seat]!, rules, t.led, card, partner);
    a[CEILING + seat] = ceilingAfterPlay(a[CEILING + seat]!, rules, t.led, card, partner, t.highest);
    this.advance(card, bella);
  }

  /**
   * `play` without the bella call and the inferences (the solver reads neither), `undo` included:
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
      a[VOIDS + seat]! | (a[CEILING + seat]! << 4) | ((a[BELLA_CARD + seat]! + 1) << 8) | (a[CALLED + seat]! << 16);
  }

  /**
   * `play` without what only `undo` and the read-outs of the inferences need (a playout reads the
   * result alone): after it, `undo`, `voidsOf` and `trumpsBelowOf` are undefined until the next `load`.
   */
  advance(card: number, bella = false): void {
    const a = this.a;
    const t = this.trick;
    const seat = this.seat();
    const len = t.length;
    a[BELLA_CARD + seat] = bellaCardAfter(a[BELLA_CARD + seat]!, this.trump, card);
    if (bella) a[CALLED + seat] = 1;
    const h = HANDS + seat * 4 + (card >>> 5);
    a[h] = a[h]! ^ (1 << (card & 31));
    a[COUNT + seat] = a[COUNT + seat]! - 1;
    const at = CARDS + 4 * this.done;
    a[at + len] = card;
    t.add(this.rules, card);
    if (len < 3) return;
    // The trick is complete: the card winning it takes it (Tarabish has no exception), its winner leads next.
    const winner = (this.lead + t.win) & 3;
    a[LEADERS + this.done] = this.lead;
    this.done++;
    a[POINTS + (winner & 1)] = a[POINTS + (winner & 1)]! + trickPoints(a, at, this.trump, this.done, this.bonus);
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
        a[POINTS + (this.lead & 1)]! - trickPoints(a, CARDS + 4 * (this.done - 1), this.trump, this.done, this.bonus);
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
    a[BELLA_CARD + seat] = ((saved >>> 8) & 255) - 1;
    a[CALLED + seat] = saved >>> 16;
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

  /** Whether `seat` has called bella. */
  called(seat: number): boolean {
    return this.a[CALLED + seat] === 1;
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
