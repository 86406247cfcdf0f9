/**
 * The solver's board for a Belote family deal (the kernel's `Board`, driven by the double-dummy
 * search of `atout/bots`; Tarabish, Belote, Coinche): side 0 is the team of seats 0 and 2, side 1
 * the team of seats 1 and 3. The card play is the family's card-play core (`FamilyTable`, the
 * game's table: the obligation, the trick winner, the card points on the deal's points table and
 * the last-trick bonus); the board keeps only what is the search's own: the position's key, the
 * sure points, the strengths for move ordering. The calls of the king and queen of trump and the
 * declarations or announcements are fixed facts of the position: the solver plays cards (a call
 * does not change card points). What the remaining tricks add depends on the hands and the leader
 * only. Each game's board test (test/games/<game>/board.test.ts) proves it equal to the API at
 * every card.
 */
import { hashOf, type Board } from '../kernel/board.js';
import { CARD_POINTS, PLAIN_POWER, TRUMP_POWER } from './cards.js';
import type { FamilyTable } from './table.js';
import { popcount } from '../kernel/cardset.js';

/** The cards of each word from the weakest, in a plain suit and as trump. */
const byPower = (w: number, power: readonly number[]): readonly number[] =>
  Array.from({ length: 9 }, (_, b) => (w << 5) | b).sort((x, y) => power[x & 31]! - power[y & 31]!);
const PLAIN_ORDER = [0, 1, 2, 3].map((w) => byPower(w, PLAIN_POWER));
/** The cards of a plain suit worth nothing, the first of its order: the 7, 8 and 9. */
const LOW_CARDS = 3;
const TRUMP_ORDER = [0, 1, 2, 3].map((w) => byPower(w, TRUMP_POWER));

/** The distinct card points, from the lowest (0 first). */
const CLASS_POINTS = Int32Array.from(CARD_POINTS.filter((p, i) => CARD_POINTS.indexOf(p) === i).sort());
/** POINT_CLASS[pointsBase(trump) + card]: the rank of the card's points among the distinct card points (the key's points, in 3 bits). */
const POINT_CLASS = Int32Array.from(CARD_POINTS, (p) => CLASS_POINTS.indexOf(p));
/** Point classes at most (`classes`' stride). */
const CLASSES = 8;

export abstract class FamilyBoard<T extends FamilyTable = FamilyTable> implements Board {
  abstract readonly kind: string;
  readonly unit = 1;
  readonly words = 4;
  readonly keyWords = 9;
  readonly constant = 0;
  total = 0;
  /**
   * The card play: the game's table. Held rather than extended: the playout and the board then call
   * the methods of one class at each of its call sites, and the board adds its own state beside it.
   */
  protected readonly table: T;
  /** The seat holding each card, -1 once played. */
  private readonly owner = new Int8Array(128);
  /** The key's words of each suit, and the suits whose words are out of date (a bit each). */
  private readonly suitWords = new Int32Array(8);
  private dirty = 15;
  private trump = -1;
  /** Per seat (`CLASSES` a seat): the cards it holds of each point class (`cheapest` reads them). */
  private readonly classes = new Int32Array(4 * CLASSES);
  /** Per word, the cards worth no card points (bits), and per seat how many it holds: `cheapest` counts them without sorting. */
  private readonly zeroBits = new Int32Array(4);
  private readonly zeros = new Int32Array(4);
  /** The deal's cards of each suit from the weakest (9 a suit), and each card's code in the key less its holder's (its points class + 1). */
  private readonly keyOrder = new Int32Array(36);
  private readonly keyCode = new Int32Array(128);
  /** Each card's index in its suit's `keyOrder`, and per suit the held cards as bits of those indices (the key reads the held cards only). */
  private readonly keyIndex = new Int32Array(128);
  private readonly heldOrder = new Int32Array(4);
  /** Per suit and index in `keyOrder`: the key's code of the card there (holder * 8 + points class + 1), fixed from `load` (a card is held by one seat until played). */
  private readonly keyAt = new Int32Array(36);
  /** Per seat and suit (`seat * 4 + suit`): the cards it holds as bits of their indices in `keyOrder` (the bounds' runs from the strongest). */
  private readonly seatOrder = new Int32Array(16);
  /** Per suit (512 a suit): the card points of the cards at the indices of each 9-bit set of `keyOrder`'s. */
  private readonly maskPoints = new Int32Array(4 * 512);
  private base = 0;

  constructor(table: T) {
    this.table = table;
  }

  /**
   * After the game's `load` has loaded its table: the board's own state, `total` being both sides'
   * card points at the end (the deal's card points and its last-trick bonus) and `base` the deal's
   * points table (`pointsBase`, as the table's).
   */
  protected loadBoard(total: number, base: number): this {
    const table = this.table;
    this.trump = table.trumpWordOf();
    this.base = base;
    this.total = total;
    for (let w = 0; w < 4; w++) {
      let z = 0;
      for (let r = 0; r < 9; r++) if (CARD_POINTS[base + ((w << 5) | r)] === 0) z |= 1 << r;
      this.zeroBits[w] = z;
      const order = (w === this.trump ? TRUMP_ORDER : PLAIN_ORDER)[w]!;
      for (let i = 0; i < 9; i++) {
        const c = order[i]!;
        this.keyOrder[w * 9 + i] = c;
        this.keyCode[c] = POINT_CLASS[base + c]! + 1;
        this.keyIndex[c] = i;
      }
      const mp = this.maskPoints;
      for (let m = 1; m < 512; m++)
        mp[w * 512 + m] = mp[w * 512 + (m & (m - 1))]! + CARD_POINTS[base + order[31 - Math.clz32(m & -m)]!]!;
    }
    this.owner.fill(-1);
    this.heldOrder.fill(0);
    this.seatOrder.fill(0);
    this.classes.fill(0);
    this.dirty = 15;
    for (let p = 0; p < 4; p++) {
      let free = 0;
      for (let w = 0; w < 4; w++) {
        free += popcount(table.held(p, w) & this.zeroBits[w]!);
        for (let r = table.held(p, w); r !== 0; r &= r - 1) {
          const c = (w << 5) | (31 - Math.clz32(r & -r));
          this.owner[c] = p;
          this.heldOrder[w]! |= 1 << this.keyIndex[c]!;
          this.seatOrder[p * 4 + w]! |= 1 << this.keyIndex[c]!;
          this.keyAt[w * 9 + this.keyIndex[c]!] = (p << 3) + this.keyCode[c]!;
          this.classes[p * CLASSES + this.keyCode[c]! - 1]!++;
        }
      }
      this.zeros[p] = free;
    }
    return this;
  }

  seat(): number {
    return this.table.seat();
  }

  side(seat: number): 0 | 1 {
    return (seat & 1) as 0 | 1;
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
    const seat = this.table.seat();
    if (((this.zeroBits[card >>> 5]! >>> (card & 31)) & 1) !== 0) this.zeros[seat]!--;
    this.classes[seat * CLASSES + this.keyCode[card]! - 1]!--;
    this.owner[card] = -1;
    this.heldOrder[card >>> 5]! ^= 1 << this.keyIndex[card]!;
    this.seatOrder[seat * 4 + (card >>> 5)]! ^= 1 << this.keyIndex[card]!;
    this.dirty |= 1 << (card >>> 5);
    this.table.move(card);
  }

  undo(): void {
    const card = this.table.lastCard();
    this.table.undo();
    const seat = this.table.seat();
    this.owner[card] = seat;
    this.heldOrder[card >>> 5]! ^= 1 << this.keyIndex[card]!;
    this.seatOrder[seat * 4 + (card >>> 5)]! ^= 1 << this.keyIndex[card]!;
    if (((this.zeroBits[card >>> 5]! >>> (card & 31)) & 1) !== 0) this.zeros[seat]!++;
    this.classes[seat * CLASSES + this.keyCode[card]! - 1]!++;
    this.dirty |= 1 << (card >>> 5);
  }

  past(): number {
    return this.table.points(0);
  }

  /** Team 0's card points of the played-out deal, the last-trick bonus included when it won the last trick. */
  final(): number {
    return this.table.points(0);
  }

  remaining(): number {
    return this.total - this.table.points(0) - this.table.points(1);
  }

  /** Per suit two words: the cards held, from the weakest, 6 bits each (holder * 8 + points class + 1), 5 to a word; then the leader. */
  key(to: Int32Array, at: number): number {
    const words = this.suitWords;
    const codes = this.keyAt;
    for (let w = 0; w < 4; w++) {
      // A suit's words change only when one of its cards was played or taken back.
      if (((this.dirty >> w) & 1) !== 0) {
        let lo = 0;
        let hi = 0;
        let k = 0;
        for (let r = this.heldOrder[w]!; r !== 0; r &= r - 1) {
          const code = codes[w * 9 + 31 - Math.clz32(r & -r)]!;
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
    to[at + 8] = this.keyExtra();
    return hashOf(to, at, 9);
  }

  /** Partition search: the trump word's ranks are read by the obligation (overtrumping). */
  rankedWords(): number {
    return this.trump >= 0 ? 1 << this.trump : 0;
  }

  keyExtra(): number {
    return this.table.leader();
  }

  /** The partner exception reads which card wins the trick so far. */
  readonly followReadsWinner = true;

  rankWinner(): number {
    const t = this.table;
    const len = t.trickLength();
    let k: number;
    let win: number;
    let n: number;
    if (len === 0) {
      k = t.tricksDone() - 1;
      if (k < 0 || k < t.firstKnownTrick()) return -1;
      win = (t.winnerOf(k) - t.leaderOf(k)) & 3;
      n = 4;
    } else {
      k = t.tricksDone();
      win = t.trick.win;
      if (win < 0) return -1;
      n = len;
    }
    const c = t.cardOf(k, win);
    for (let i = 0; i < n; i++) if (i !== win && t.cardOf(k, i) >>> 5 === c >>> 5) return c;
    return -1;
  }

  /** `trumpRun`'s answer: the run's points, the most of its trumps in one hand, the leader's own trumps at its top. */
  private runPoints = 0;
  private runTricks = 0;
  private runOwn = 0;
  /** The run's trumps in each hand. */
  private readonly runSeat = new Int32Array(4);

  /**
   * The strongest trumps still held, from the jack down, while one team holds them: each wins the
   * trick it is played to (no card of the other team beats it), so its points are that team's; the
   * sure trumps of one hand win as many tricks (`runTricks`, the most of either hand). `own`: the
   * seat whose trumps at the run's top `runOwn` counts.
   */
  private trumpRun(side: 0 | 1, own: number): void {
    this.runPoints = this.runTricks = this.runOwn = 0;
    this.runSeat[side] = this.runSeat[side + 2] = 0;
    const w = this.trump;
    if (w < 0) return;
    // The held trumps as bits of their indices in the trump order (from the weakest): the team's
    // above the other team's strongest.
    const so = this.seatOrder;
    const a = so[side * 4 + w]!;
    const b = so[(side + 2) * 4 + w]!;
    const theirs = so[(1 - side) * 4 + w]! | so[(3 - side) * 4 + w]!;
    const run = (a | b) & (theirs === 0 ? -1 : ~((2 << (31 - Math.clz32(theirs))) - 1));
    if (run === 0) return;
    this.runPoints = this.maskPoints[w * 512 + run]!;
    const na = popcount(run & a);
    const nb = popcount(run & b);
    this.runTricks = Math.max(na, nb);
    this.runSeat[side] = na;
    this.runSeat[side + 2] = nb;
    if (own >= 0) {
      // The seat's own trumps at the run's top: above the strongest of the run's others.
      const mine = run & so[own * 4 + w]!;
      const rest = run & ~mine;
      this.runOwn = popcount(rest === 0 ? mine : mine & ~((2 << (31 - Math.clz32(rest))) - 1));
    }
  }

  /**
   * The team's run of the strongest trumps (`trumpRun`), and since every seat plays a card of its
   * hand to each trick those trumps win, at least their cheapest cards' points: both seats of the
   * other team one a trick, each seat of the team one a trick beyond its own sure trumps.
   */
  sure(side: 0 | 1): number {
    this.trumpRun(side, -1);
    const r = this.runPoints;
    if (r === 0) return r;
    const m = this.runTricks;
    const own = this.runSeat;
    return (
      r +
      this.cheapest(1 - side, m) +
      this.cheapest(3 - side, m) +
      this.cheapest(side, m - own[side]!) +
      this.cheapest(side + 2, m - own[side + 2]!)
    );
  }

  /**
   * The leader cashes its run of the strongest live cards of each plain suit while every other
   * seat holding trumps still follows the suit (a seat without trumps never beats the suit's
   * strongest card; the leader keeps the lead), then its team's sure trumps win their tricks
   * (`trumpRun`): both seats of the other team play a card to each of these tricks, at least their
   * cheapest cards' points, and the partner to the cashed tricks (not a sure trump: a partner
   * holding trumps follows the suit). The leader's cards all such winners: all that remains, the last
   * trick's bonus with it. Or, when the leader holds a card of a suit where its partner cashes, the
   * leader cashes, then leads to its partner, who cashes in turn (the partner wins the trick led
   * in that suit, then leads), then the sure trumps: the better of the two plans.
   */
  quick(high = false): number {
    const t = this.table;
    const lead = t.seat();
    const mate = lead ^ 2;
    const side = (lead & 1) as 0 | 1;
    const own = this.runSeat;
    this.high = high;
    this.cashRuns(lead, -1);
    const k1 = this.cashTricks;
    const r1 = this.cashPoints;
    this.trumpRun(side, lead);
    if (k1 + this.runOwn >= t.tricksLeft()) return this.remaining();
    let m = k1 + this.runTricks;
    const alone =
      m === 0
        ? 0
        : r1 +
          this.cheapest(mate, m - own[mate]!) +
          this.cheapest(lead, this.runTricks - own[lead]!) +
          this.runPoints +
          this.cheapest(1 - side, m) +
          this.cheapest(3 - side, m);
    const drawn = this.drawn(lead, this.runOwn);
    if (drawn < 0) return this.remaining();
    const first = drawn > alone ? drawn : alone;
    // Then the leader leads a card of a suit whose strongest live cards its partner cashes: the
    // partner wins that trick and cashes from there (the suits differ from the leader's: their
    // strongest cards are not the leader's), then leads its own sure trumps.
    if (!this.cashRuns(mate, lead)) return first;
    const left = t.tricksLeft();
    // The partner plays its other cards to the leader's tricks, and then its lowest winners if it
    // must (it has no other card left): those fall to its own team, but win no trick of their own.
    const r2 = this.cashPoints;
    const lost = Math.max(0, k1 + this.cashTricks - left);
    const k2 = this.cashTricks - lost;
    if (k2 === 0) return first;
    this.trumpRun(side, mate);
    if (k1 + k2 + this.runOwn >= left) return this.remaining();
    m = k1 + k2 + this.runTricks;
    // Each of the two plays its cards to the other's cashed tricks and to the sure trumps' tricks
    // (beyond its own sure trumps), the other team to all of them.
    const both =
      r1 +
      r2 +
      this.cheapest(lead, k2 + this.runTricks - own[lead]!) +
      this.cheapest(mate, k1 - lost + this.runTricks - own[mate]!) +
      this.runPoints +
      this.cheapest(1 - side, m) +
      this.cheapest(3 - side, m);
    return both > first ? both : first;
  }

  /**
   * `quick`'s plan that draws trumps first: when the leader's `top` strongest trumps (from the
   * top of the live trumps) are at least as many as every other seat's trumps, the leader leads
   * them and every other seat must follow with its trumps (the obligation to follow suit); no
   * other seat has a trump left, so the leader's other trumps win their tricks too, and so do its
   * runs of the strongest live cards of the plain suits, whatever the other hands' lengths. Every
   * other seat plays a card to each of these tricks: at least its cheapest cards' points. 0 when
   * the plan does not apply; -1 when it wins every trick left.
   */
  private drawn(lead: number, top: number): number {
    const trump = this.trump;
    if (top === 0 || trump < 0) return 0;
    const t = this.table;
    for (let p = 0; p < 4; p++) if (p !== lead && popcount(t.held(p, trump)) > top) return 0;
    const mine = this.seatOrder[lead * 4 + trump]!;
    const points = this.maskPoints[trump * 512 + mine]!;
    const tricks = popcount(mine);
    this.cashRuns(lead, -1, true);
    const m = tricks + this.cashTricks;
    if (m >= t.tricksLeft()) return -1;
    const side = lead & 1;
    return (
      points + this.cashPoints + this.cheapest(lead ^ 2, m) + this.cheapest(1 - side, m) + this.cheapest(3 - side, m)
    );
  }

  /** `quick`'s runs stop above the 9 (`quick(true)`). */
  private high = false;
  /** `cashRuns`' answer: the tricks the seat's runs win and their points. */
  private cashTricks = 0;
  private cashPoints = 0;

  /**
   * `quick`'s runs of `from`: in each plain suit its strongest live cards while every other seat
   * holding trumps still has cards of the suit (`cashTricks`, `cashPoints`). `entry` >= 0: whether
   * the seat `entry` holds a card of a suit where `from` cashes (its way to the lead); else true.
   */
  private cashRuns(from: number, entry: number, uncapped = false): boolean {
    const t = this.table;
    const trump = this.trump;
    let k = 0;
    let r = 0;
    let reached = entry < 0;
    for (let w = 0; w < 4; w++) {
      if (w === trump) continue;
      // The seat's cards above every other seat's strongest of the suit (bits of their indices in
      // its order, from the weakest), above the 9 under `high`.
      const so = this.seatOrder;
      const own = so[from * 4 + w]!;
      const others = this.heldOrder[w]! & ~own;
      let bits = own & (others === 0 ? -1 : ~((2 << (31 - Math.clz32(others))) - 1));
      if (this.high) bits &= ~((1 << LOW_CARDS) - 1);
      if (bits === 0) continue;
      let run = popcount(bits);
      // `cap` of them from the top.
      let cap = 9;
      if (trump >= 0 && !uncapped)
        for (let p = 0; p < 4; p++)
          if (p !== from && so[p * 4 + trump] !== 0) {
            const n = popcount(so[p * 4 + w]!);
            if (n < cap) cap = n;
          }
      for (; run > cap; run--) bits &= bits - 1;
      k += run;
      r += this.maskPoints[w * 512 + bits]!;
      if (run > 0 && !reached && t.held(entry, w) !== 0) reached = true;
    }
    this.cashTricks = k;
    this.cashPoints = r;
    return reached;
  }

  /** The points of the `m` cheapest cards of a seat's hand: its cards worth nothing first, then the cheapest of the others (by point class, from the lowest). */
  private cheapest(seat: number, m: number): number {
    let need = m - this.zeros[seat]!;
    if (need <= 0) return 0;
    const classes = this.classes;
    let got = 0;
    for (let k = 1; k < CLASS_POINTS.length && need > 0; k++) {
      const n = classes[seat * CLASSES + k]!;
      const take = n < need ? n : need;
      got += take * CLASS_POINTS[k]!;
      need -= take;
    }
    return got;
  }

  points(card: number): number {
    return CARD_POINTS[this.base + card]!;
  }

  order(word: number): readonly number[] {
    return (word === this.trump ? TRUMP_ORDER : PLAIN_ORDER)[word]!;
  }

  heldBits(word: number): number {
    const t = this.table;
    return t.held(0, word) | t.held(1, word) | t.held(2, word) | t.held(3, word);
  }

  liveBits(word: number): number {
    const t = this.table;
    let bits = t.held(0, word) | t.held(1, word) | t.held(2, word) | t.held(3, word);
    const k = t.tricksDone();
    for (let i = 0; i < t.trickLength(); i++) {
      const c = t.cardOf(k, i);
      if (c >>> 5 === word) bits |= 1 << (c & 31);
    }
    return bits;
  }

  holder(card: number): number {
    return this.owner[card]!;
  }

  winning(): number {
    const w = this.table.trick.win;
    return w < 0 ? -1 : (this.table.leader() + w) & 1;
  }

  /**
   * During a trick: no seat still to play after the seat to act holds a card that beats the card
   * winning it so far, or `card` (one that would win it if played now).
   */
  decided(card = -1): boolean {
    const t = this.table;
    const win = t.trick.win;
    if (win < 0 && card < 0) return false;
    const len = t.trickLength();
    const wc = card >= 0 ? card : t.cardOf(t.tricksDone(), win);
    // A card led now leads its word.
    const led = len === 0 ? wc >>> 5 : t.trick.led;
    const trump = this.trump;
    const seat = t.seat();
    // A partner of the winner beating it leaves the trick to the same side (the other side, unable
    // to beat the winner, cannot beat a stronger card either).
    const side = card >= 0 ? seat & 1 : (t.leader() + win) & 1;
    for (let i = 1; i < 4 - len; i++) {
      const p = (seat + i) & 3;
      if ((p & 1) === side) continue;
      const follows = t.held(p, led) !== 0;
      if (wc >>> 5 === trump) {
        if (led !== trump && follows) continue;
        for (let r = t.held(p, trump); r !== 0; r &= r - 1)
          if (TRUMP_POWER[31 - Math.clz32(r & -r)]! > TRUMP_POWER[wc & 31]!) return false;
      } else if (follows) {
        for (let r = t.held(p, led); r !== 0; r &= r - 1)
          if (PLAIN_POWER[31 - Math.clz32(r & -r)]! > PLAIN_POWER[wc & 31]!) return false;
      } else if (trump >= 0 && t.held(p, trump) !== 0) return false;
    }
    return true;
  }

  lastToPlay(): boolean {
    return this.table.trickLength() === 3;
  }

  wins(card: number): boolean {
    return this.table.wins(card);
  }

  strength(card: number): number {
    return card >>> 5 === this.trump ? 16 + TRUMP_POWER[card & 31]! : PLAIN_POWER[card & 31]!;
  }
}
