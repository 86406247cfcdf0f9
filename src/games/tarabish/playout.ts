/**
 * The Tarabish card-play fast path behind `fastPlayout`: a `PlayTable` holds one hand in the `play`
 * phase in typed arrays and plays it card by card, mutating them, with the rules of play.ts read
 * through the shared tables of cards.ts and the shared functions of play.ts (`bellaMate`,
 * `voidsAfterPlay`, `ceilingAfterPlay`, `trickWinner` at load). Its obligation and trick winner are
 * incremental forms of the kernel's `decide` and `winningIndex`, proven equal to play.ts at every
 * card by test/games/tarabish/lockstep.test.ts.
 * It makes the same random choices as the public API: at each step the k-th action of
 * `legal(state)` (by action id: each card, then the same card with bella; declarations under
 * `declaration: 'first-trick'`), k = rng.below(legal.length). The input state is only read.
 */
import type { Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import { LastMemo } from '../../kernel/memo.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { CARD_POINTS, PLAIN_POWER, pointsBase, TRUMP_POWER } from './cards.js';
import { actionId } from './codec.js';
import { legalDeclarations } from './declarations.js';
import type { Meld } from './melds.js';
import { bellaMate, ceilingAfterPlay, trickWinner, voidsAfterPlay } from './play.js';
import { meldTeam, playedResult, type TarabishResult } from './settle.js';
import type { TarabishAction, TarabishState } from './state.js';

/** ABOVE[p + 1]: the rank bits whose trump power is above p (p = -1 … 8), from `TRUMP_POWER`. */
const ABOVE = Int32Array.from({ length: 10 }, (_, i) => {
  let m = 0;
  for (let b = 0; b < 9; b++) if (TRUMP_POWER[b]! > i - 1) m |= 1 << b;
  return m;
});

/** The meld winner of the last position played out (search plays many playouts from one position). */
const MELD_WINNER = new LastMemo<TarabishState, 0 | 1 | null>((s) => meldTeam(s));

const byId = (x: TarabishAction, y: TarabishAction): number => actionId(x) - actionId(y);

/**
 * One hand in the `play` phase, played card by card on typed arrays. `load` a state, then repeat:
 * `choices()` (the number of legal actions of the seat to act), `play(k)` (the k-th of them, in
 * `legal` order), until `over()`; `result()` scores the hand. The read-outs (`seat`, `allowed`,
 * `winner`, `points`, `voids`, `ceiling`, `bella`) are what the lockstep test compares with the API.
 */
export class PlayTable {
  /** Cards held: seat * 4 + suit, a rank bit per card. */
  readonly hands = new Int32Array(16);
  /** Cards of each suit in each hand: seat * 4 + suit. */
  readonly suitCount = new Int32Array(16);
  /** Cards in each hand. */
  readonly count = new Int32Array(4);
  /** The cards of the current trick, in play order. */
  readonly trick = new Int32Array(4);
  /** Per seat: the card whose play would carry bella (the mate of a bella card it played), or -1. */
  readonly bellaCard = new Int32Array(4);
  /** Per seat: the known voids, a bit per suit (as the state's `voids`). */
  readonly voids = new Int32Array(4);
  /** Per seat: the trump ceiling (as the state's `trumpCeiling`). */
  readonly ceiling = new Int32Array(4);
  /** Card points won by each team in finished tricks (the last-trick bonus not included). */
  readonly points = new Int32Array(2);
  /** Whether each seat has called bella. */
  readonly bella: boolean[] = [false, false, false, false];

  private s: TarabishState | null = null;
  private trump = -1;
  private partnerException = false;
  /** Finished tricks, the leader of the current one and the cards in it. */
  private done = 0;
  private leader = 0;
  private len = 0;
  /** The current trick: suit led, best trump power, best plain power of the suit led, winning index. */
  private led = -1;
  private bestTrump = -1;
  private bestPlain = -1;
  private win = 0;
  /** Seats still to declare (a bit per seat), and the declarations once one is made here. */
  private undeclared = 0;
  private declarations: (readonly Meld[] | null)[] | null = null;
  private declarationChoices: TarabishAction[] = [];
  /** The decision of `choices()`: whole hand (`only` < 0) or the bits `mask` of suit `only`; the bella card or -1. */
  private only = -1;
  private mask = 0;
  private plays = 0;
  private bellaOption = -1;

  /** Loads a state in the `play` phase. */
  load(s: TarabishState): void {
    this.s = s;
    const trump = s.trump === null ? -1 : s.trump;
    this.trump = trump;
    this.partnerException = s.options.partnerException;
    for (let p = 0; p < 4; p++) {
      let cards = 0;
      for (let w = 0; w < 4; w++)
        cards += this.suitCount[p * 4 + w] = popcount((this.hands[p * 4 + w] = s.hands[p]![w]! | 0));
      this.count[p] = cards;
      this.bellaCard[p] = -1;
      this.voids[p] = s.voids[p]!;
      this.ceiling[p] = s.trumpCeiling[p]!;
      this.bella[p] = s.bella[p]!;
    }
    for (const t of s.tricks) for (let i = 0; i < 4; i++) this.sawPlay((t.leader + i) % 4, t.cards[i]!);
    for (let i = 0; i < s.trick.length; i++) this.sawPlay((s.leader + i) % 4, s.trick[i]!);
    const base = pointsBase(s.trump);
    for (let team = 0; team < 2; team++) {
      let p = 0;
      for (const c of s.won[team]!) p += CARD_POINTS[base + c]!;
      this.points[team] = p;
    }
    this.undeclared = 0;
    this.declarations = null;
    if (s.options.declaration === 'first-trick' && s.tricks.length === 0)
      for (let p = 0; p < 4; p++) if (s.declarations[p] === null) this.undeclared |= 1 << p;
    this.done = s.tricks.length;
    this.leader = s.leader;
    this.len = s.trick.length;
    for (let i = 0; i < this.len; i++) this.trick[i] = s.trick[i]!;
    this.led = this.len > 0 ? s.trick[0]! >>> 5 : -1;
    this.win = Math.max(0, trickWinner(s.trick, s.trump));
    this.bestTrump = -1;
    for (const c of s.trick)
      if (c >>> 5 === trump && TRUMP_POWER[c & 31]! > this.bestTrump) this.bestTrump = TRUMP_POWER[c & 31]!;
    this.bestPlain = this.len > 0 && this.bestTrump < 0 ? PLAIN_POWER[s.trick[this.win]! & 31]! : -1;
  }

  /** Notes a card played by `seat` before this position (for bella). */
  private sawPlay(seat: number, c: Card): void {
    const mate = bellaMate(this.s!.trump, c);
    if (mate >= 0) this.bellaCard[seat] = mate;
  }

  /** Whether the hand is played out. */
  over(): boolean {
    return this.done === 9;
  }

  /** The seat to act. */
  seat(): number {
    return (this.leader + this.len) & 3;
  }

  /** The seat winning the current trick, or -1 when it is empty. */
  winner(): number {
    return this.len === 0 ? -1 : (this.leader + this.win) & 3;
  }

  /**
   * The number of legal actions of the seat to act (and the decision, kept for `play`): its
   * declarations when it must declare first, else the kernel's chain with every Tarabish obligation
   * (lead, follow and beat a trump lead, partner exception, trump when void and overtrump, else a
   * lower trump, discard), each allowed card, and the bella card once more.
   */
  choices(): number {
    const seat = this.seat();
    if ((this.undeclared >> seat) & 1) {
      this.declarationChoices = legalDeclarations(this.s!, seat).sort(byId);
      return this.declarationChoices.length;
    }
    const b = seat * 4;
    const hands = this.hands;
    const trump = this.trump;
    const led = this.led;
    let only = -1;
    let mask = 0;
    let plays = 0;
    if (this.len > 0) {
      const suit = hands[b + led]!;
      const trumps = trump >= 0 ? hands[b + trump]! : 0;
      const bestTrump = this.bestTrump;
      if (suit !== 0) {
        only = led;
        mask = suit;
        plays = this.suitCount[b + led]!;
        if (led === trump) {
          const higher = suit & ABOVE[bestTrump + 1]!;
          if (higher !== 0 && higher !== suit) {
            mask = higher;
            plays = popcount(higher);
          }
        }
      } else if (this.partnerException && ((this.leader + this.win) & 3) === ((seat + 2) & 3)) {
        only = -1;
      } else if (trumps !== 0) {
        only = trump;
        mask = trumps;
        plays = this.suitCount[b + trump]!;
        const higher = trumps & ABOVE[bestTrump + 1]!;
        if (bestTrump >= 0 && higher !== 0 && higher !== trumps) {
          mask = higher;
          plays = popcount(higher);
        }
      }
    }
    if (only < 0) plays = this.count[seat]!;
    // Bella: the mate of a bella card this seat played, still held and allowed.
    let bellaOption = -1;
    const bc = this.bellaCard[seat]!;
    if (
      bc >= 0 &&
      ((hands[b + (bc >> 5)]! >> (bc & 31)) & 1) !== 0 &&
      (only < 0 || (only === bc >> 5 && ((mask >> (bc & 31)) & 1) !== 0))
    )
      bellaOption = bc;
    this.only = only;
    this.mask = mask;
    this.plays = plays;
    this.bellaOption = bellaOption;
    return plays + (bellaOption >= 0 ? 1 : 0);
  }

  /** The legal actions of the last `choices()` as play codes (card * 2 + bella), in `legal` order; for tests. */
  allowed(): number[] {
    const out: number[] = [];
    const b = this.seat() * 4;
    for (let w = 0; w < 4; w++) {
      if (this.only >= 0 && w !== this.only) continue;
      let bits = this.only >= 0 ? this.mask : this.hands[b + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const card = (w << 5) | (31 - Math.clz32(low));
        out.push(card * 2);
        if (card === this.bellaOption) out.push(card * 2 + 1);
        bits ^= low;
      }
    }
    return out;
  }

  /** Plays the k-th action of the last `choices()`. */
  play(k: number): void {
    const seat = this.seat();
    if ((this.undeclared >> seat) & 1) {
      const chosen = this.declarationChoices[k] as Extract<TarabishAction, { type: 'declare' }>;
      (this.declarations ??= this.s!.declarations.slice())[seat] = chosen.melds;
      this.undeclared &= ~(1 << seat);
      return;
    }
    const b = seat * 4;
    const hands = this.hands;
    const suitCount = this.suitCount;
    const only = this.only;
    const bellaOption = this.bellaOption;
    let withBella = false;
    if (bellaOption >= 0) {
      // The place of the bella card among the allowed cards, in id order.
      const bw = bellaOption >> 5;
      const below = (1 << (bellaOption & 31)) - 1;
      let pos = popcount((only < 0 ? hands[b + bw]! : this.mask) & below);
      if (only < 0) for (let w = 0; w < bw; w++) pos += suitCount[b + w]!;
      if (k === pos + 1) {
        withBella = true;
        k = pos;
      } else if (k > pos + 1) k--;
    }
    let card = 0;
    if (only >= 0) card = (only << 5) | nthBit(this.mask, k);
    else
      for (let w = 0; w < 4; w++) {
        const c = suitCount[b + w]!;
        if (k < c) {
          card = (w << 5) | nthBit(hands[b + w]!, k);
          break;
        }
        k -= c;
      }
    if (withBella) this.bella[seat] = true;
    const cw = card >> 5;
    hands[b + cw] = hands[b + cw]! ^ (1 << (card & 31));
    suitCount[b + cw] = suitCount[b + cw]! - 1;
    this.count[seat] = this.count[seat]! - 1;
    const trump = this.trump;
    const mate = bellaMate(this.s!.trump, card);
    if (mate >= 0) this.bellaCard[seat] = mate;
    const len = this.len;
    if (len === 0) {
      this.led = cw;
      this.bestTrump = -1;
      this.bestPlain = -1;
    } else {
      // What everybody learns from the play (play.ts).
      const led = this.led;
      const t = this.s!.trump;
      const free = cw !== led && this.partnerException && ((this.leader + this.win) & 3) === ((seat + 2) & 3);
      this.voids[seat] = voidsAfterPlay(this.voids[seat]!, led, cw, t, free);
      this.ceiling[seat] = ceilingAfterPlay(this.ceiling[seat]!, led, card, t, free, this.bestTrump);
    }
    // The card winning so far, card by card (the kernel's `winningIndex`).
    if (cw === trump) {
      if (TRUMP_POWER[card & 31]! > this.bestTrump) {
        this.bestTrump = TRUMP_POWER[card & 31]!;
        this.win = len;
      }
    } else if (cw === this.led && this.bestTrump < 0 && PLAIN_POWER[card & 31]! > this.bestPlain) {
      this.bestPlain = PLAIN_POWER[card & 31]!;
      this.win = len;
    }
    this.trick[len] = card;
    if (len < 3) {
      this.len = len + 1;
      return;
    }
    const winner = (this.leader + this.win) & 3;
    const base = (trump + 1) * 128;
    const tr = this.trick;
    this.points[winner & 1] =
      this.points[winner & 1]! +
      CARD_POINTS[base + tr[0]!]! +
      CARD_POINTS[base + tr[1]!]! +
      CARD_POINTS[base + tr[2]!]! +
      CARD_POINTS[base + card]!;
    this.leader = winner;
    this.done++;
    this.len = 0;
    this.win = 0;
  }

  /** The hand's result, once `over()`. */
  result(): TarabishResult {
    const s = this.s!;
    const lastTrick = (this.leader & 1) as 0 | 1;
    const points: [number, number] = [this.points[0]!, this.points[1]!];
    points[lastTrick] += s.options.lastTrickBonus;
    if (this.declarations !== null) return playedResult(s, points, lastTrick, this.bella.slice(), this.declarations);
    // Every declaration was made before this position: its meld winner is the same for every playout from it.
    return playedResult(s, points, lastTrick, this.bella.slice(), s.declarations, MELD_WINNER.get(s, 0));
  }
}

/** The table of `tarabishPlayout` (reused: a playout allocates nothing while cards are played). */
const TABLE = new PlayTable();

/** Plays a state in the `play` phase to the end with random legal choices; the hand's result. */
export function tarabishPlayout(s: TarabishState, rng: Rng): TarabishResult {
  const t = TABLE;
  t.load(s);
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  while (!t.over()) {
    const m = t.choices();
    t.play(st !== undefined ? belowOf(st, m) : rng.below(m));
  }
  return t.result();
}
