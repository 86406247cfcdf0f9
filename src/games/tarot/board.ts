/**
 * The solver's board for a classic Tarot deal (3, 4 or 5 players): side 0 is the taker's side
 * (with the called partner at 5 players, known to the solver), side 1 the defence. The card play
 * is the card-play core's (`table.ts` `TarotTable`: the obligation, the trick winner with the
 * Excuse on the last trick, the points of each trick with the Excuse exchange as settle.ts counts
 * them); the board adds only what the search needs besides: the holder of each card, the position
 * key, the sure points, the move-ordering strengths and the score objective's glue (settle.ts
 * `settleTricks` and `dealFacts`, scoring.ts `scoreDeal`). Points are half points; the écart and
 * the chien are `settleTricks` of no trick. What the remaining tricks add depends on the hands, the
 * leader and, while the Excuse is still held, which sides have won a trick (the chelem rule): the
 * key holds these. Proven equal to play.ts `applyPlay` and settle.ts `settle` at every card by
 * test/games/tarot/board.test.ts.
 *
 * The board holds its table (composition) rather than extending it: the table's methods keep one
 * receiver class at every call site (the playout and the board both drive a `TarotTable`), so
 * they stay monomorphic.
 */
import type { Board } from '../../kernel/board.js';
import { hashOf } from '../../kernel/board.js';
import { popcount } from '../../kernel/cardset.js';
import { EXCUSE, PETIT, TRUMP_WORD, VALUE2, cardStrength, tarotDeck } from './cards.js';
import { distribute, scoreDeal, TOTAL_POINTS2 } from './scoring.js';
import { dealFacts, settleTricks } from './settle.js';
import { sideOf, type TarotState } from './state.js';
import { TarotTable } from './table.js';

const WORDS = tarotDeck.words;
/** The cards of a suit worth one half point, from its bit 0: the 1 to the 10. */
const LOW_CARDS = 10;

/** The cards of each word from the weakest: suits 1…K, trumps 1…21 (the Excuse, never equivalent, left out). */
const ORDER: readonly (readonly number[])[] = Array.from({ length: WORDS }, (_, w) =>
  w === TRUMP_WORD
    ? Array.from({ length: 21 }, (_, i) => (w << 5) | (i + 1))
    : Array.from({ length: 14 }, (_, b) => (w << 5) | b),
);

/** The trumps from the 2 (the score objective: the petit is never equivalent to another card, it scores petit au bout). */
const TRUMPS_BUT_PETIT = ORDER[TRUMP_WORD]!.slice(1);

/** No trick: settled as over, what the écart and the chien give each side. */
const NO_TRICKS = { count: 0, cards: [], leaders: [], winners: [] };

/** The cards of each word worth each half-point value (1, 3, 5, 7, 9), as bits (`cheapest`), at word * 10 + value; the Excuse left out. */
const BY_VALUE = (() => {
  const m = new Int32Array(WORDS * 10);
  for (let c = 0; c < 160; c++) if (c !== EXCUSE && VALUE2[c]! > 0) m[(c >>> 5) * 10 + VALUE2[c]!]! |= 1 << (c & 31);
  return m;
})();

/** The key's points class of a card's half points (1, 3, 5, 7, 9: 0 to 4). */
const POINT_CLASS = Int32Array.from(VALUE2, (v) => (v - 1) >> 1);
/** The key: per suit 3 words (14 cards, 5 to a word), the trumps 5 words (21), then one word. */
const KEY_WORDS = 4 * 3 + 5 + 1;
/** Where each word's key words start. */
const KEY_AT = Int32Array.from({ length: WORDS }, (_, w) => 3 * w + (w > TRUMP_WORD ? 2 : 0));

export class TarotBoard implements Board {
  readonly kind = 'tarot';
  readonly unit = 2;
  readonly total = TOTAL_POINTS2;
  readonly words = WORDS;
  readonly keyWords = KEY_WORDS;
  constant = 0;
  private readonly table = new TarotTable();
  private s!: TarotState;
  private n = 4;
  /** Per seat: its side. */
  private readonly sides = new Int8Array(5);
  /** The seat holding each card, -1 once played. */
  private readonly owner = new Int8Array(160);
  /** Per word, the cards in the hands (bits), kept as cards are played and taken back. */
  private readonly held = new Int32Array(WORDS);
  /** Per seat, its cards worth one half point (`cheapest` counts them without a look at the hand). */
  private readonly ones = new Int32Array(5);
  /** Scratch for `sure`: sure trumps per seat. */
  private readonly perSeat = new Int32Array(5);
  /** The key's words of each card word (`key`: 3 a suit, 5 the trumps, at KEY_AT), and the words whose key words are out of date (a bit each). */
  private readonly wordKeys = new Int32Array(KEY_WORDS);
  private dirty = (1 << WORDS) - 1;
  /** The half points of the cards in hands and in the current trick, and of the tricks completed, at `load`. */
  private live = 0;

  /** Loads a classic deal's state in the card play. */
  load(s: TarotState): this {
    this.s = s;
    const t = this.table.load(s, false);
    const n = (this.n = s.options.players);
    this.owner.fill(-1);
    this.ones.fill(0);
    this.held.fill(0);
    this.dirty = (1 << WORDS) - 1;
    let live = t.points(0) + t.points(1);
    for (let p = 0; p < n; p++) {
      this.sides[p] = sideOf(s, p);
      for (let w = 0; w < WORDS; w++)
        for (let r = t.hands[p * WORDS + w]!; r !== 0; r &= r - 1) {
          const c = (w << 5) | (31 - Math.clz32(r & -r));
          this.owner[c] = p;
          this.held[w]! |= 1 << (c & 31);
          live += VALUE2[c]!;
          if (VALUE2[c] === 1) this.ones[p]!++;
        }
    }
    for (const c of s.trick) live += VALUE2[c]!;
    this.live = live;
    this.constant = settleTricks(s, NO_TRICKS, true).points2[0]!;
    return this;
  }

  seat(): number {
    return this.table.seat();
  }

  side(seat: number): 0 | 1 {
    return this.sides[seat] as 0 | 1;
  }

  over(): boolean {
    return this.table.over();
  }

  trickLength(): number {
    return this.table.trickLength();
  }

  tricksLeft(): number {
    return this.table.tricksLeft();
  }

  moves(out: Int32Array, at: number): number {
    return this.table.moves(out, at);
  }

  play(card: number): void {
    if (VALUE2[card] === 1) this.ones[this.table.seat()]!--;
    this.owner[card] = -1;
    this.held[card >>> 5]! &= ~(1 << (card & 31));
    this.dirty |= 1 << (card >>> 5);
    this.table.play(card);
  }

  undo(): void {
    const card = this.table.lastCard();
    this.table.undo();
    const seat = this.table.seat();
    this.owner[card] = seat;
    this.held[card >>> 5]! |= 1 << (card & 31);
    if (VALUE2[card] === 1) this.ones[seat]!++;
    this.dirty |= 1 << (card >>> 5);
  }

  past(): number {
    return this.table.points(0);
  }

  /** The taker's side's half points once the deal is over (settle.ts `settle`, the écart and the chien included). */
  final(): number {
    return this.table.points(0) + this.constant;
  }

  /**
   * The deal's score once it is over, per unit of the score sheet: the marque M of scoring.ts (each
   * defender scores −M; `scoreShare` gives every seat's multiple). The game's own settlement and
   * score sheet: settle.ts `settleTricks` and `dealFacts`, scoring.ts `scoreDeal`.
   */
  score(): number {
    const s = this.s;
    return scoreDeal(dealFacts(s, settleTricks(s, this.table, true), s.poignees)).breakdown.marque;
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
    const settled = settleTricks(this.s, this.table, false);
    const petit = this.owner[PETIT]! >= 0 ? 1 : 0;
    return settled.points2[0]! | (settled.oudlers << 9) | (this.table.sidesThatWon() << 11) | (petit << 13);
  }

  /** Whether a poignée may still be announced (the first trick is not over): the score then depends on more than the cards played. */
  scoreOpen(): boolean {
    return this.table.tricksDone() === 0;
  }

  /** Side 1's half points of the completed tricks (for tests). */
  pastOther(): number {
    return this.table.points(1);
  }

  remaining(): number {
    return this.live - this.table.points(0) - this.table.points(1);
  }

  /** The cards of a word in the hands, as bits. */
  heldBits(word: number): number {
    return this.held[word]!;
  }

  /**
   * Per word the cards held, from the weakest, 6 bits each (holder * 8 + points class + 1), 5 to
   * a word; then the leader, the Excuse's holder + 1 (0: played) and, while the Excuse is held,
   * which sides have won a trick (the chelem rule reads it).
   */
  key(to: Int32Array, at: number): number {
    const owner = this.owner;
    const keys = this.wordKeys;
    for (let w = 0; w < WORDS; w++) {
      // A word's key words change only when one of its cards was played or taken back.
      if (((this.dirty >> w) & 1) === 0) continue;
      const words = w === TRUMP_WORD ? 5 : 3;
      let i = KEY_AT[w]!;
      let k = 0;
      let x = 0;
      let written = 0;
      // The held cards from the weakest: a word's order is its bits from the lowest (the Excuse, bit
      // 0 of the trumps, left out).
      for (let r = this.heldBits(w) & (w === TRUMP_WORD ? ~1 : -1); r !== 0; r &= r - 1) {
        const c = (w << 5) | (31 - Math.clz32(r & -r));
        const o = owner[c]!;
        x |= (o * 8 + POINT_CLASS[c]! + 1) << (6 * k);
        if (++k === 5) {
          keys[i++] = x;
          written++;
          x = 0;
          k = 0;
        }
      }
      for (; written < words; written++) {
        keys[i++] = x;
        x = 0;
      }
    }
    this.dirty = 0;
    for (let j = 0; j < KEY_WORDS - 1; j++) to[at + j] = keys[j]!;
    to[at + KEY_WORDS - 1] = this.keyExtra();
    return hashOf(to, at, KEY_WORDS);
  }

  readonly partitions = true;

  /** Partition search: the trumps' ranks are read by the obligation (overtrumping). */
  rankedWords(): number {
    return 1 << TRUMP_WORD;
  }

  /** The leader, the Excuse's holder + 1 (0: played) and, while the Excuse is held, which sides have won a trick. */
  keyExtra(): number {
    const ex = this.owner[EXCUSE]!;
    return this.table.leader() | ((ex + 1) << 4) | ((ex >= 0 ? this.table.sidesThatWon() : 0) << 8);
  }

  rankWinner(): number {
    const t = this.table;
    const n = this.n;
    const len = t.trickLength();
    let at: number;
    let win: number;
    let m: number;
    if (len === 0) {
      const k = t.count - 1;
      if (k < 0) return -1;
      at = k * n;
      win = t.winners[k]! - t.leaders[k]!;
      if (win < 0) win += n;
      m = n;
    } else {
      at = t.count * n;
      win = t.trick.win;
      if (win < 0) return -1;
      m = len;
    }
    const c = t.cards[at + win]!;
    if (c === EXCUSE) return -1;
    for (let i = 0; i < m; i++)
      if (i !== win && t.cards[at + i]! >>> 5 === c >>> 5 && t.cards[at + i] !== EXCUSE) return c;
    return -1;
  }

  /**
   * `trumpRun`'s answer: the run's half points and the most of its trumps in one hand; the tricks
   * one seat's trumps win by counting (`countedTricks`).
   */
  private runPoints = 0;
  private runTricks = 0;
  private countedTricks = 0;
  /** `trumpRun`'s count of each seat's trumps so far. */
  private readonly seatTrumps = new Int32Array(5);

  /**
   * Whether the other side's Excuse may still win the last trick (FFT p.6: led to it by a side that
   * has won every trick): until both sides have won a trick, while the other side holds it.
   */
  private excuseMayWin(side: 0 | 1): boolean {
    const ex = this.owner[EXCUSE]!;
    return this.table.sidesThatWon() !== 3 && ex >= 0 && this.sides[ex] !== side;
  }

  /**
   * The strongest trumps still held, from the highest down, while one side holds them: each wins
   * the trick it is played to (no card of the other side beats it; FFT p.6's Excuse that wins the
   * last trick is the one exception, so the rule waits until both sides have won a trick or the
   * other side no longer holds the Excuse); the sure trumps of one hand win as many tricks
   * (`runTricks`, the most of any hand). And by counting, under the same condition, the most
   * tricks one seat's trumps win against the other side's stronger ones (`countedTricks`).
   */
  private trumpRun(side: 0 | 1): void {
    this.runPoints = this.runTricks = this.countedTricks = 0;
    if (this.excuseMayWin(side)) return;
    const owner = this.owner;
    const sides = this.sides;
    const per = this.perSeat;
    const held = this.seatTrumps;
    per.fill(0);
    held.fill(0);
    let r = 0;
    let against = 0;
    let counted = 0;
    // The held trumps from the strongest (the Excuse, bit 0, left out).
    for (let live = this.heldBits(TRUMP_WORD) & ~1; live !== 0;) {
      const bit = 31 - Math.clz32(live);
      live ^= 1 << bit;
      const c = (TRUMP_WORD << 5) | bit;
      const o = owner[c]!;
      if (sides[o] !== side) {
        against++;
        continue;
      }
      // The run: no trump of the other side above.
      if (against === 0) {
        r += VALUE2[c]!;
        per[o]!++;
      }
      // Counting: the seat's j strongest trumps fall in j different tricks, and each the other side
      // wins takes one of its own trumps above the j-th, one a trick (no plain card beats a trump,
      // and the Excuse wins no trick here), so the side wins at least j less those of them.
      const won = ++held[o]! - against;
      if (won > counted) counted = won;
    }
    let m = 0;
    for (let p = 0; p < this.n; p++) if (per[p]! > m) m = per[p]!;
    this.runPoints = r;
    this.runTricks = m;
    this.countedTricks = counted;
  }

  /**
   * The side's run of the strongest trumps (`trumpRun`), and since every seat plays a card of its
   * hand to each trick they win, at least its cheapest cards' points: every seat of the other side
   * one a trick, every other seat of the side one a trick beyond its own sure trumps (the Excuse
   * counted as none: its owner keeps it); or, when counting one seat's trumps against the other
   * side's stronger ones proves more tricks (`trumpRun`), every seat's cheapest cards, one a
   * trick, the better of the two.
   */
  sure(side: 0 | 1): number {
    this.trumpRun(side);
    let r = this.runPoints;
    const m = this.runTricks;
    if (r > 0) {
      const per = this.perSeat;
      for (let p = 0; p < this.n; p++) r += this.cheapest(p, this.sides[p] !== side ? m : m - per[p]!);
    }
    // More tricks by counting trumps (`trumpRun`): every seat plays a card to each of them.
    const k = this.countedTricks;
    if (k > m) {
      let q = 0;
      for (let p = 0; p < this.n; p++) q += this.cheapest(p, k);
      if (q > r) r = q;
    }
    return r;
  }

  /**
   * The leader cashes its run of the strongest live cards of each suit while every other seat
   * holding trumps still follows the suit (a seat without trumps never beats the suit's strongest
   * card, the Excuse never wins such a trick; the leader keeps the lead), then its side's sure
   * trumps win their tricks (`trumpRun`): every seat of the other side plays a card to each of
   * these tricks, at least its cheapest cards' half points (the Excuse as none), and so does every
   * partner of the leader to the cashed tricks (not a sure trump: a partner holding trumps follows
   * the suit); or, when the leader holds a card of a suit where a partner cashes, that partner's
   * plan after a lead to it (it wins the trick led in that suit and cashes from there), the leader
   * having cashed first or not: the best of these plans. Nothing when the Excuse could win the last trick (`sure`'s condition), nor in the
   * first trick (the 5-player called suit may not be led then).
   */
  quick(high = false): number {
    const t = this.table;
    if (t.tricksDone() === 0) return 0;
    const lead = t.seat();
    const side = this.sides[lead]! as 0 | 1;
    if (this.excuseMayWin(side)) return 0;
    this.trumpRun(side);
    this.high = high;
    this.cashRuns(lead, -1);
    const k1 = this.cashTricks;
    const r1 = this.cashPoints;
    let best = this.plan(lead, k1, r1, -1, 0, 0);
    // Or the leader leads a card of a suit whose strongest live cards a partner cashes: the partner
    // wins that trick and cashes from there, the leader having cashed its own first or not.
    for (let p = 0; p < this.n; p++)
      if (p !== lead && this.sides[p] === side && this.cashRuns(p, lead)) {
        const k2 = this.cashTricks;
        const r2 = this.cashPoints;
        const alone = this.plan(p, k2, r2, -1, 0, 0);
        if (alone > best) best = alone;
        const both = this.plan(lead, k1, r1, p, k2, r2);
        if (both > best) best = both;
      }
    return best;
  }

  /** `quick`'s runs stop above the 10 (`quick(true)`). */
  private high = false;
  /** `cashRuns`' answer: the tricks the seat's runs win and their half points. */
  private cashTricks = 0;
  private cashPoints = 0;

  /**
   * `quick`'s runs of `from`: in each suit its strongest live cards while every other seat holding
   * trumps still has cards of the suit (`cashTricks`, `cashPoints`). `entry` >= 0: whether the
   * seat `entry` holds a card of a suit where `from` cashes (its way to the lead); else true.
   */
  private cashRuns(from: number, entry: number): boolean {
    const hands = this.table.hands;
    const n = this.n;
    let k = 0;
    let r = 0;
    let reached = entry < 0;
    for (let w = 0; w < WORDS; w++) {
      if (w === TRUMP_WORD) continue;
      // The held cards from the strongest (a suit's order is its bits from the lowest).
      const mine = hands[from * WORDS + w]!;
      if (mine === 0) continue;
      let cap = 24;
      for (let p = 0; p < n; p++)
        if (p !== from && (hands[p * WORDS + TRUMP_WORD]! & ~1) !== 0) {
          const c = popcount(hands[p * WORDS + w]!);
          if (c < cap) cap = c;
        }
      let run = 0;
      for (let live = this.heldBits(w); live !== 0 && run < cap;) {
        const bit = 31 - Math.clz32(live);
        live ^= 1 << bit;
        if (((mine >>> bit) & 1) === 0 || (this.high && bit < LOW_CARDS)) break;
        run++;
        k++;
        r += VALUE2[(w << 5) | bit]!;
      }
      if (run > 0 && !reached && hands[entry * WORDS + w] !== 0) reached = true;
    }
    this.cashTricks = k;
    this.cashPoints = r;
    return reached;
  }

  /**
   * `quick`'s points when `a` cashes `ka` tricks worth `ra`, then (`b` >= 0) leads to its partner
   * `b`, who cashes `kb` worth `rb` (its lowest winners discarded to `a`'s tricks when it has no
   * other card: they fall to its side but win no trick), then the side's sure trumps win their
   * tricks (`trumpRun`, already run for the side). Every seat plays a card to each of these tricks:
   * the other side's, at least their cheapest; the side's, beyond the cards counted (the cashed
   * ones and their own sure trumps), at least their cheapest.
   */
  private plan(a: number, ka: number, ra: number, b: number, kb: number, rb: number): number {
    const lost = b < 0 ? 0 : Math.max(0, ka + kb - this.table.tricksLeft());
    const k = kb - lost;
    const t2 = this.runTricks;
    const m = ka + k + t2;
    if (m === 0) return 0;
    const side = this.sides[a]!;
    const per = this.perSeat;
    let r = ra + rb + this.runPoints;
    for (let p = 0; p < this.n; p++)
      r += this.cheapest(
        p,
        this.sides[p] !== side ? m : p === a ? k + t2 - per[p]! : p === b ? ka - lost + t2 - per[p]! : m - per[p]!,
      );
    return r;
  }

  /** The half points of the `m` cheapest cards of a seat's hand (the Excuse counted as none). */
  private cheapest(seat: number, m: number): number {
    if (m <= 0) return 0;
    const hands = this.table.hands;
    const at = seat * WORDS;
    // The Excuse counts as none: the cheapest of all.
    if ((hands[at + TRUMP_WORD]! & (1 << (EXCUSE & 31))) !== 0 && --m === 0) return 0;
    if (this.ones[seat]! >= m) return m;
    let got = 0;
    for (let v = 1; v < 10 && m > 0; v += 2) {
      let k = 0;
      for (let w = 0; w < WORDS; w++) k += popcount(hands[at + w]! & BY_VALUE[w * 10 + v]!);
      if (k > m) k = m;
      got += k * v;
      m -= k;
    }
    return got;
  }

  points(card: number): number {
    return VALUE2[card]!;
  }

  order(word: number, score = false): readonly number[] {
    return score && word === TRUMP_WORD ? TRUMPS_BUT_PETIT : ORDER[word]!;
  }

  liveBits(word: number): number {
    const t = this.table;
    let bits = this.held[word]!;
    const at = t.count * this.n;
    for (let i = 0; i < t.trickLength(); i++) {
      const c = t.cards[at + i]!;
      if (c >>> 5 === word) bits |= 1 << (c & 31);
    }
    return bits;
  }

  holder(card: number): number {
    return this.owner[card]!;
  }

  winning(): number {
    const w = this.table.trick.win;
    if (w < 0) return -1;
    const i = this.table.leader() + w;
    return this.sides[i >= this.n ? i - this.n : i]!;
  }

  /**
   * During a trick: no seat still to play after the seat to act holds a card that beats the card
   * winning it so far, or `card` (one that would win it if played now); the Excuse never does.
   */
  decided(card = -1): boolean {
    const t = this.table;
    const win = t.trick.win;
    if (win < 0 && card < 0) return false;
    const n = this.n;
    const wc = card >= 0 ? card : t.cards[t.count * n + win]!;
    // A card played while no word is led (the lead, or after the Excuse) leads its word.
    const led = t.trick.led < 0 ? wc >>> 5 : t.trick.led;
    const hands = t.hands;
    const seat = t.seat();
    // The cards above the winner in its word (a word's strength is its bits from the lowest; the Excuse is bit 0 of the trumps).
    const above = ~((2 << (wc & 31)) - 1);
    // A partner of the winner beating it leaves the trick to the same side (the other side, unable
    // to beat the winner, cannot beat a stronger card either).
    const side = card >= 0 ? this.sides[seat]! : this.winning();
    for (let i = 1; i < n - t.trickLength(); i++) {
      let p = seat + i;
      if (p >= n) p -= n;
      if (this.sides[p] === side) continue;
      const at = p * WORDS;
      const follows = hands[at + led] !== 0;
      if (wc >>> 5 === TRUMP_WORD) {
        if ((led === TRUMP_WORD || !follows) && (hands[at + TRUMP_WORD]! & above) !== 0) return false;
      } else if (follows) {
        if ((hands[at + led]! & above) !== 0) return false;
      } else if ((hands[at + TRUMP_WORD]! & ~1) !== 0) return false;
    }
    return true;
  }

  lastToPlay(): boolean {
    return this.table.trickLength() === this.n - 1;
  }

  wins(card: number): boolean {
    return this.table.wins(card);
  }

  strength(card: number): number {
    return cardStrength(card);
  }
}
