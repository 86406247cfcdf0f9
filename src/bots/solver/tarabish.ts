/**
 * The solver's board for a Tarabish hand: side 0 is the team of seats 0 and 2, side 1 the team of
 * seats 1 and 3. It plays on the card words of the playout fast path with its rules: the
 * obligation is playout.ts `decideFast` (the kernel's chain with every Tarabish obligation and the
 * partner exception option), the trick winner the kernel's `winningIndex` card by card on the
 * power tables of cards.ts, the card points those of cards.ts, the last-trick bonus the option's.
 * Bella and declarations are fixed facts of the position: the solver plays cards (bella does not
 * change card points). What the remaining tricks add depends on the hands and the leader only.
 * Proven equal to play.ts `applyPlay` and settle.ts `teamCardPoints` at every card by
 * test/bots/solver/board.test.ts.
 */
import type { PartnerException } from '../../kernel/follow.js';
import { popcount } from '../../kernel/cardset.js';
import { CARD_POINTS, cardPointTotal, PLAIN_POWER, pointsBase, TRUMP_POWER } from '../../games/tarabish/cards.js';
import { decideFast, TarabishDecision } from '../../games/tarabish/playout.js';
import { trickWinner } from '../../games/tarabish/play.js';
import { tricksDone, type TarabishState } from '../../games/tarabish/state.js';
import { hashOf, type Board } from '../../kernel/board.js';

/** The cards of each word from the weakest, in a plain suit and as trump. */
const byPower = (w: number, power: readonly number[]): readonly number[] =>
  Array.from({ length: 9 }, (_, b) => (w << 5) | b).sort((x, y) => power[x & 31]! - power[y & 31]!);
const PLAIN_ORDER = [0, 1, 2, 3].map((w) => byPower(w, PLAIN_POWER));
const TRUMP_ORDER = [0, 1, 2, 3].map((w) => byPower(w, TRUMP_POWER));

/** POINT_CLASS[pointsBase(trump) + card]: the rank of the card's points among the distinct card points (the key's points, in 3 bits). */
const POINT_CLASS = (() => {
  const values = [...new Set(CARD_POINTS)].sort((x, y) => x - y);
  return Int32Array.from(CARD_POINTS, (p) => values.indexOf(p));
})();

/** Scalars saved per card played, for `undo`. */
const SAVED = 10;

export class TarabishBoard implements Board {
  readonly kind = 'tarabish';
  readonly unit = 1;
  readonly words = 4;
  readonly keyWords = 9;
  readonly constant = 0;
  total = 0;
  /** Cards held: seat * 4 + suit, a rank bit per card. */
  readonly hands = new Int32Array(16);
  readonly suitCount = new Int32Array(16);
  readonly count = new Int32Array(4);
  /** The seat holding each card, -1 once played. */
  private readonly owner = new Int8Array(128);
  /** The key's words of each suit, and the suits whose words are out of date (a bit each). */
  private readonly suitWords = new Int32Array(8);
  private dirty = 15;
  /** The cards of the hand, trick after trick (the current trick's at `done * 4`). */
  private readonly played = new Int32Array(36);
  private readonly saved = new Int32Array(36 * SAVED);
  private readonly decided = new TarabishDecision();
  private trump = -1;
  private base = 0;
  private bonus = 0;
  private partnerException: PartnerException = 'off';
  private ply = 0;
  done = 0;
  leader = 0;
  len = 0;
  /** The current trick: suit led, best trump power, best plain power of the suit led, winning index. */
  private led = -1;
  private bestTrump = -1;
  private bestPlain = -1;
  private win = 0;
  /** Card points of the finished tricks per team (no bonus), and those still in hands and the trick. */
  private points0 = 0;
  private points1 = 0;
  private left = 0;

  /** Loads a state in the card play. */
  load(s: TarabishState): this {
    this.trump = s.trump === null ? -1 : s.trump;
    this.base = pointsBase(s.trump);
    this.bonus = s.options.lastTrickBonus;
    this.total = cardPointTotal(s.trump) + this.bonus;
    this.partnerException = s.options.partnerException;
    this.ply = 0;
    let left = 0;
    this.owner.fill(-1);
    this.dirty = 15;
    for (let p = 0; p < 4; p++) {
      let cards = 0;
      for (let w = 0; w < 4; w++) {
        const bits = s.hands[p]![w]! | 0;
        this.hands[p * 4 + w] = bits;
        cards += this.suitCount[p * 4 + w] = popcount(bits);
        for (let r = bits; r !== 0; r &= r - 1) {
          const c = (w << 5) | (31 - Math.clz32(r & -r));
          this.owner[c] = p;
          left += CARD_POINTS[this.base + c]!;
        }
      }
      this.count[p] = cards;
    }
    this.done = tricksDone(s);
    this.leader = s.leader;
    this.len = s.trick.length;
    for (let i = 0; i < this.len; i++) {
      this.played[this.done * 4 + i] = s.trick[i]!;
      left += CARD_POINTS[this.base + s.trick[i]!]!;
    }
    this.left = left;
    let p0 = 0;
    let p1 = 0;
    for (const c of s.won[0]!) p0 += CARD_POINTS[this.base + c]!;
    for (const c of s.won[1]!) p1 += CARD_POINTS[this.base + c]!;
    this.points0 = p0;
    this.points1 = p1;
    this.led = this.len > 0 ? s.trick[0]! >>> 5 : -1;
    this.win = this.len > 0 ? trickWinner(s.trick, s.trump) : 0;
    this.bestTrump = -1;
    for (const c of s.trick)
      if (c >>> 5 === this.trump && TRUMP_POWER[c & 31]! > this.bestTrump) this.bestTrump = TRUMP_POWER[c & 31]!;
    this.bestPlain = this.len > 0 && this.bestTrump < 0 ? PLAIN_POWER[s.trick[this.win]! & 31]! : -1;
    return this;
  }

  seat(): number {
    return (this.leader + this.len) & 3;
  }

  side(seat: number): 0 | 1 {
    return (seat & 1) as 0 | 1;
  }

  over(): boolean {
    return this.done === 9;
  }

  trickLength(): number {
    return this.len;
  }

  tricksLeft(): number {
    return 9 - this.done;
  }

  moves(out: Int32Array, at: number): number {
    const seat = this.seat();
    const b = seat * 4;
    const hands = this.hands;
    const d = this.decided;
    const partnerWinning = this.len > 0 && ((this.leader + this.win) & 3) === ((seat + 2) & 3);
    decideFast(
      d,
      hands,
      this.suitCount,
      this.count[seat]!,
      b,
      this.len > 0 ? this.led : -1,
      this.trump,
      this.bestTrump,
      partnerWinning,
      this.partnerException,
    );
    const only = d.only;
    const mask = d.mask;
    const others = d.others;
    let n = at;
    for (let w = 0; w < 4; w++) {
      let bits = w === only ? mask : only < 0 || others ? hands[b + w]! : 0;
      while (bits !== 0) {
        const low = bits & -bits;
        out[n++] = (w << 5) | (31 - Math.clz32(low));
        bits ^= low;
      }
    }
    return n - at;
  }

  play(card: number): void {
    const seat = (this.leader + this.len) & 3;
    const sv = this.saved;
    const o = this.ply++ * SAVED;
    sv[o] = card;
    sv[o + 1] = seat;
    sv[o + 2] = this.led;
    sv[o + 3] = this.bestTrump;
    sv[o + 4] = this.bestPlain;
    sv[o + 5] = this.win;
    sv[o + 6] = this.leader;
    sv[o + 7] = this.points0;
    sv[o + 8] = this.points1;
    sv[o + 9] = this.left;
    const b = seat * 4;
    const cw = card >> 5;
    this.hands[b + cw] = this.hands[b + cw]! ^ (1 << (card & 31));
    this.suitCount[b + cw] = this.suitCount[b + cw]! - 1;
    this.count[seat] = this.count[seat]! - 1;
    this.owner[card] = -1;
    this.dirty |= 1 << cw;
    const len = this.len;
    if (len === 0) {
      this.led = cw;
      this.bestTrump = -1;
      this.bestPlain = -1;
    }
    // The card winning so far, card by card (the kernel's `winningIndex`).
    if (cw === this.trump) {
      if (TRUMP_POWER[card & 31]! > this.bestTrump) {
        this.bestTrump = TRUMP_POWER[card & 31]!;
        this.win = len;
      }
    } else if (cw === this.led && this.bestTrump < 0 && PLAIN_POWER[card & 31]! > this.bestPlain) {
      this.bestPlain = PLAIN_POWER[card & 31]!;
      this.win = len;
    }
    const at = this.done * 4;
    this.played[at + len] = card;
    if (len < 3) {
      this.len = len + 1;
      return;
    }
    const winner = (this.leader + this.win) & 3;
    const pts =
      CARD_POINTS[this.base + this.played[at]!]! +
      CARD_POINTS[this.base + this.played[at + 1]!]! +
      CARD_POINTS[this.base + this.played[at + 2]!]! +
      CARD_POINTS[this.base + card]!;
    if ((winner & 1) === 0) this.points0 += pts;
    else this.points1 += pts;
    this.left -= pts;
    this.leader = winner;
    this.done++;
    this.len = 0;
    this.win = 0;
  }

  undo(): void {
    const sv = this.saved;
    const o = --this.ply * SAVED;
    const card = sv[o]!;
    const seat = sv[o + 1]!;
    if (this.len === 0) {
      this.done--;
      this.len = 3;
    } else this.len--;
    this.led = sv[o + 2]!;
    this.bestTrump = sv[o + 3]!;
    this.bestPlain = sv[o + 4]!;
    this.win = sv[o + 5]!;
    this.leader = sv[o + 6]!;
    this.points0 = sv[o + 7]!;
    this.points1 = sv[o + 8]!;
    this.left = sv[o + 9]!;
    const b = seat * 4;
    const cw = card >> 5;
    this.hands[b + cw] = this.hands[b + cw]! | (1 << (card & 31));
    this.suitCount[b + cw] = this.suitCount[b + cw]! + 1;
    this.count[seat] = this.count[seat]! + 1;
    this.owner[card] = seat;
    this.dirty |= 1 << cw;
  }

  past(): number {
    return this.points0;
  }

  /** Team 0's card points of the played-out hand, the last-trick bonus to the last trick's winner (settle.ts `teamCardPoints`). */
  final(): number {
    return this.points0 + ((this.leader & 1) === 0 ? this.bonus : 0);
  }

  remaining(): number {
    return this.left + (this.done < 9 ? this.bonus : 0);
  }

  /** Per suit two words: the cards held, from the weakest, 6 bits each (holder * 8 + points class + 1), 5 to a word; then the leader. */
  key(to: Int32Array, at: number): number {
    const owner = this.owner;
    const words = this.suitWords;
    for (let w = 0; w < 4; w++) {
      // A suit's words change only when one of its cards was played or taken back.
      if (((this.dirty >> w) & 1) !== 0) {
        let lo = 0;
        let hi = 0;
        let k = 0;
        for (const c of (w === this.trump ? TRUMP_ORDER : PLAIN_ORDER)[w]!) {
          const o = owner[c]!;
          if (o < 0) continue;
          const code = o * 8 + POINT_CLASS[this.base + c]! + 1;
          if (k < 5) lo |= code << (6 * k);
          else hi |= code << (6 * (k - 5));
          k++;
        }
        words[2 * w] = lo;
        words[2 * w + 1] = hi;
      }
      to[at + 2 * w] = words[2 * w]!;
      to[at + 2 * w + 1] = words[2 * w + 1]!;
    }
    this.dirty = 0;
    to[at + 8] = this.leader;
    return hashOf(to, at, 9);
  }

  /**
   * The strongest trumps still held, from the jack down, while one team holds them: each wins the
   * trick it is played to (no card of the other team beats it), so its points are that team's.
   */
  sure(side: 0 | 1): number {
    if (this.trump < 0) return 0;
    const order = TRUMP_ORDER[this.trump]!;
    const owner = this.owner;
    let r = 0;
    for (let i = order.length - 1; i >= 0; i--) {
      const c = order[i]!;
      const o = owner[c]!;
      if (o < 0) continue;
      if ((o & 1) !== side) break;
      r += CARD_POINTS[this.base + c]!;
    }
    return r;
  }

  points(card: number): number {
    return CARD_POINTS[this.base + card]!;
  }

  order(word: number): readonly number[] {
    return (word === this.trump ? TRUMP_ORDER : PLAIN_ORDER)[word]!;
  }

  liveBits(word: number): number {
    const hands = this.hands;
    let bits = hands[word]! | hands[4 + word]! | hands[8 + word]! | hands[12 + word]!;
    const at = this.done * 4;
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
    if (this.len === 0) return true;
    const cw = card >>> 5;
    if (cw === this.trump) return TRUMP_POWER[card & 31]! > this.bestTrump;
    return cw === this.led && this.bestTrump < 0 && PLAIN_POWER[card & 31]! > this.bestPlain;
  }

  strength(card: number): number {
    return card >>> 5 === this.trump ? 16 + TRUMP_POWER[card & 31]! : PLAIN_POWER[card & 31]!;
  }
}
