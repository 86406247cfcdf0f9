/**
 * The Tarabish card-play fast path behind `fastPlayout`: a `PlayTable` holds one hand in the `play`
 * phase in typed arrays and plays it card by card, mutating them, with the rules of play.ts read
 * through the shared tables of cards.ts and the shared functions of play.ts (`bellaMate`, as a
 * table; `trickWinner` at load; `voidsAfterPlay` and `ceilingAfterPlay` when tracing). Its obligation
 * and trick winner are incremental forms of the kernel's `decide` and `winningIndex` on those tables,
 * proven equal to play.ts at every action by test/games/tarabish/lockstep.test.ts.
 * It makes the same random choices as the public API: at each step the k-th action of
 * `legal(state)` (by action id: each card, then the same card with bella; declarations under
 * `declaration: 'first-trick'`), k = rng.below(legal.length). The input state is only read.
 */
import { cardId, type Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import type { PartnerException } from '../../kernel/follow.js';
import { LastMemo } from '../../kernel/memo.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { CARD_POINTS, PLAIN_POWER, pointsBase, RANK_BIT, TRUMP_POWER } from './cards.js';
import { actionId } from './codec.js';
import { legalDeclarations } from './declarations.js';
import type { Meld } from './melds.js';
import { bellaMate, ceilingAfterPlay, trickWinner, voidsAfterPlay } from './play.js';
import { meldTeam, playedResult, type TarabishResult } from './settle.js';
import { tricksDone, type TarabishAction, type TarabishState } from './state.js';

/** ABOVE[p + 1]: the rank bits whose trump power is above p (p = -1 … 8), from `TRUMP_POWER`. */
const ABOVE = Int32Array.from({ length: 10 }, (_, i) => {
  let m = 0;
  for (let b = 0; b < 9; b++) if (TRUMP_POWER[b]! > i - 1) m |= 1 << b;
  return m;
});

/** BELLA_MATE[(trump + 1) * 128 + card]: `bellaMate(trump, card)` under each trump (-1: no trump), by table. */
const BELLA_MATE = Int32Array.from({ length: 5 * 128 }, (_, i) =>
  bellaMate((i >> 7) - 1 < 0 ? null : (i >> 7) - 1, i & 127),
);

/** The meld winner of the last position played out (search plays many playouts from one position). */
const MELD_WINNER = new LastMemo<TarabishState, 0 | 1 | null>((s) => meldTeam(s));

const byId = (x: TarabishAction, y: TarabishAction): number => actionId(x) - actionId(y);

/**
 * One hand in the `play` phase on typed arrays, played by `run`, which makes `steps` random
 * choices (or plays to the end) and can be resumed. The read-outs (`seat`, `allowed`, `winner`,
 * `points`, `voids`, `ceiling`, `bella`) are what the lockstep test compares with the API.
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
  /** Per seat: the known voids, a bit per suit (as the state's `voids`); kept only with `trace`. */
  readonly voids = new Int32Array(4);
  /** Per seat: the trump ceiling (as the state's `trumpCeiling`); kept only with `trace`. */
  readonly ceiling = new Int32Array(4);
  /** Card points won by each team in finished tricks (the last-trick bonus not included). */
  readonly points = new Int32Array(2);
  /** The last decision of `run` (kept only with `trace`): the seat, the suit (-1: any card), its allowed bits, the bella card (-1: none), 1 when the other suits are allowed too (the partner exception `overtrump-if-trumping`). */
  readonly decision = new Int32Array(5);
  /** Whether each seat has called bella. */
  readonly bella: boolean[] = [false, false, false, false];

  private s: TarabishState | null = null;

  partnerException: PartnerException = 'off';
  /** Finished tricks, the leader of the current one and the number of cards in it. */
  done = 0;
  leader = 0;
  len = 0;
  /** The current trick: suit led, best trump power, best plain power of the suit led, winning index. */
  private led = -1;
  private bestTrump = -1;
  private bestPlain = -1;
  private win = 0;
  /** Seats still to declare (a bit per seat), and the declarations once one is made here. */
  private undeclared = 0;
  private declarations: (readonly Meld[] | null)[] | null = null;

  /**
   * `trace`: also keep what the lockstep test reads and a playout's result does not need: the voids,
   * the trump ceilings and the last decision.
   */
  constructor(readonly trace = false) {}

  /** Loads a state in the `play` phase. */
  load(s: TarabishState): void {
    this.s = s;
    const trump = s.trump === null ? -1 : s.trump;
    this.partnerException = s.options.partnerException;
    for (let p = 0; p < 4; p++) {
      let cards = 0;
      for (let w = 0; w < 4; w++)
        cards += this.suitCount[p * 4 + w] = popcount((this.hands[p * 4 + w] = s.hands[p]![w]! | 0));
      this.count[p] = cards;
      this.bellaCard[p] = -1;
      this.bella[p] = s.bella[p]!;
    }
    if (this.trace)
      for (let p = 0; p < 4; p++) {
        this.voids[p] = s.voids[p]!;
        this.ceiling[p] = s.trumpCeiling[p]!;
      }
    const tricks = s.tricks;
    for (let k = 0; k < tricks.length; k++) {
      const t = tricks[k]!;
      for (let i = 0; i < 4; i++) this.sawPlay((t.leader + i) & 3, t.cards[i]!);
    }
    for (let i = 0; i < s.trick.length; i++) this.sawPlay((s.leader + i) & 3, s.trick[i]!);
    // A hand set up from a position: the seat that played the first bella card before it.
    const before = s.start === undefined ? null : s.start.bellaSeat;
    if (before !== null && trump >= 0)
      for (const c of [cardId(trump, RANK_BIT.king), cardId(trump, RANK_BIT.queen)])
        if (((s.hands[before]![trump]! >>> (c & 31)) & 1) !== 0) this.bellaCard[before] = c;
    const base = pointsBase(s.trump);
    for (let team = 0; team < 2; team++) {
      const won = s.won[team]!;
      let p = 0;
      for (let i = 0; i < won.length; i++) p += CARD_POINTS[base + won[i]!]!;
      this.points[team] = p;
    }
    this.undeclared = 0;
    this.declarations = null;
    this.done = tricksDone(s);
    if (s.options.declaration === 'first-trick' && this.done === 0)
      for (let p = 0; p < 4; p++) if (s.declarations[p] === null) this.undeclared |= 1 << p;
    this.leader = s.leader;
    this.len = s.trick.length;
    for (let i = 0; i < this.len; i++) this.trick[i] = s.trick[i]!;
    this.led = this.len > 0 ? s.trick[0]! >>> 5 : -1;
    this.win = this.len > 0 ? trickWinner(s.trick, s.trump) : 0;
    this.bestTrump = -1;
    for (let i = 0; i < s.trick.length; i++) {
      const c = s.trick[i]!;
      if (c >>> 5 === trump && TRUMP_POWER[c & 31]! > this.bestTrump) this.bestTrump = TRUMP_POWER[c & 31]!;
    }
    this.bestPlain = this.len > 0 && this.bestTrump < 0 ? PLAIN_POWER[s.trick[this.win]! & 31]! : -1;
  }

  /** Notes a card played by `seat` before this position (for bella). */
  private sawPlay(seat: number, c: Card): void {
    const mate = bellaMate(this.s!.trump, c);
    if (mate >= 0) this.bellaCard[seat] = mate;
  }

  /** The seat to act. */
  seat(): number {
    return (this.leader + this.len) & 3;
  }

  /** The seat winning the current trick, or -1 when it is empty. */
  winner(): number {
    return this.len === 0 ? -1 : (this.leader + this.win) & 3;
  }

  /** Whether the seat to act must declare first (declaration 'first-trick'). */
  mustDeclare(): boolean {
    return ((this.undeclared >> this.seat()) & 1) === 1;
  }

  /**
   * The legal plays of the last card decision of `run`, as play codes (card * 2 + bella) in `legal`
   * order, given the hands before that play (`hands` as they were); for tests.
   */
  lastAllowed(hands: Int32Array): number[] {
    const [seat, only, mask, bellaOption, others] = this.decision;
    const out: number[] = [];
    for (let w = 0; w < 4; w++) {
      if (only! >= 0 && w !== only && others === 0) continue;
      let bits = w === only ? mask! : hands[seat! * 4 + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const card = (w << 5) | (31 - Math.clz32(low));
        out.push(card * 2);
        if (card === bellaOption) out.push(card * 2 + 1);
        bits ^= low;
      }
    }
    return out;
  }

  /**
   * Plays `steps` actions (all, by default) chosen at random as the public API does: the k-th
   * action of `legal`, k = rng.below(legal.length), one draw per action.
   */
  run(rng: Rng, steps = Infinity): void {
    const s = this.s!;
    const trumpOrNull = s.trump;
    const trump = trumpOrNull === null ? -1 : trumpOrNull;
    const hands = this.hands;
    const suitCount = this.suitCount;
    const count = this.count;
    const decision = this.decision;
    const tr = this.trick;
    const bellaCard = this.bellaCard;
    const voids = this.voids;
    const ceiling = this.ceiling;
    const points = this.points;
    const partnerException = this.partnerException;
    const trace = this.trace;
    /** The row of this trump in the tables by trump and card. */
    const pointsOf = (trump + 1) * 128;
    // The generator's state: the draws are rng.below's without a call through the Rng interface.
    const st = rngState(rng);
    let done = this.done;
    let leader = this.leader;
    let len = this.len;
    let led = this.led;
    let bestTrump = this.bestTrump;
    let bestPlain = this.bestPlain;
    let win = this.win;
    for (let n = 0; n < steps && done < 9; n++) {
      const seat = (leader + len) & 3;
      const b = seat * 4;
      if ((this.undeclared >> seat) & 1) {
        // Declaration 'first-trick': declare just before one's own first card; the hand is still as dealt.
        const options = legalDeclarations(s, seat).sort(byId);
        const chosen = options[rng.below(options.length)] as Extract<TarabishAction, { type: 'declare' }>;
        (this.declarations ??= s.declarations.slice())[seat] = chosen.melds;
        this.undeclared &= ~(1 << seat);
        continue;
      }
      // The obligation: the kernel's chain with every Tarabish obligation (lead, follow and beat a
      // trump lead, partner exception, trump when void and overtrump, else a lower trump, discard).
      const partnerWinning = len > 0 && ((leader + win) & 3) === ((seat + 2) & 3);
      let only = -1;
      let mask = 0;
      let plays = 0;
      // With `only`: the hand's other suits are allowed too (the partner exception 'overtrump-if-trumping').
      let others = false;
      if (len > 0) {
        const suit = hands[b + led]!;
        if (suit !== 0) {
          only = led;
          mask = suit;
          plays = suitCount[b + led]!;
          if (led === trump) {
            const higher = suit & ABOVE[bestTrump + 1]!;
            if (higher !== 0 && higher !== suit) {
              mask = higher;
              plays = popcount(higher);
            }
          }
        } else if (partnerException !== 'off' && partnerWinning) {
          // Any card; under 'overtrump-if-trumping' a trump must beat the highest one when able.
          if (partnerException === 'overtrump-if-trumping' && trump >= 0 && bestTrump >= 0) {
            const trumps = hands[b + trump]!;
            const higher = trumps & ABOVE[bestTrump + 1]!;
            if (higher !== 0 && higher !== trumps) {
              only = trump;
              mask = higher;
              others = true;
              plays = count[seat]! - suitCount[b + trump]! + popcount(higher);
            }
          }
        } else if (trump >= 0 && hands[b + trump]! !== 0) {
          const trumps = hands[b + trump]!;
          only = trump;
          mask = trumps;
          plays = suitCount[b + trump]!;
          const higher = trumps & ABOVE[bestTrump + 1]!;
          if (bestTrump >= 0 && higher !== 0 && higher !== trumps) {
            mask = higher;
            plays = popcount(higher);
          }
        }
      }
      if (only < 0) plays = count[seat]!;
      // Bella: the mate of a bella card this seat played, still held and allowed.
      const bc = bellaCard[seat]!;
      const bellaOption =
        bc >= 0 &&
        ((hands[b + (bc >> 5)]! >> (bc & 31)) & 1) !== 0 &&
        (only < 0 || (only === bc >> 5 && ((mask >> (bc & 31)) & 1) !== 0))
          ? bc
          : -1;
      if (trace) {
        decision[0] = seat;
        decision[1] = only;
        decision[2] = mask;
        decision[3] = bellaOption;
        decision[4] = others ? 1 : 0;
      }
      const m = plays + (bellaOption >= 0 ? 1 : 0);
      let k = st !== undefined ? belowOf(st, m) : rng.below(m);
      if (bellaOption >= 0) {
        // The place of the bella card among the allowed cards, in id order.
        const bw = bellaOption >> 5;
        const below = (1 << (bellaOption & 31)) - 1;
        let pos = popcount((only < 0 ? hands[b + bw]! : mask) & below);
        // (a bella card is a trump: under `others` it is in `only`, the other suits before it full)
        if (only < 0 || others) for (let w = 0; w < bw; w++) pos += suitCount[b + w]!;
        if (k === pos + 1) {
          this.bella[seat] = true;
          k = pos;
        } else if (k > pos + 1) k--;
      }
      let card = 0;
      if (only >= 0 && !others) card = (only << 5) | nthBit(mask, k);
      else
        for (let w = 0; w < 4; w++) {
          const bits = w === only ? mask : hands[b + w]!;
          const c = w === only ? popcount(mask) : suitCount[b + w]!;
          if (k < c) {
            card = (w << 5) | nthBit(bits, k);
            break;
          }
          k -= c;
        }
      const cw = card >> 5;
      hands[b + cw] = hands[b + cw]! ^ (1 << (card & 31));
      suitCount[b + cw] = suitCount[b + cw]! - 1;
      count[seat] = count[seat]! - 1;
      const mate = BELLA_MATE[pointsOf + card]!;
      if (mate >= 0) bellaCard[seat] = mate;
      if (len === 0) {
        led = cw;
        bestTrump = -1;
        bestPlain = -1;
      } else if (trace && (cw !== led || cw === trump)) {
        // What everybody learns from the play (play.ts): nothing when following a plain suit.
        const free = cw !== led && partnerException !== 'off' && partnerWinning;
        voids[seat] = voidsAfterPlay(voids[seat]!, led, cw, trumpOrNull, free);
        const trumpFree = free && partnerException === 'free';
        ceiling[seat] = ceilingAfterPlay(ceiling[seat]!, led, card, trumpOrNull, trumpFree, bestTrump);
      }
      // The card winning so far, card by card (the kernel's `winningIndex`).
      if (cw === trump) {
        if (TRUMP_POWER[card & 31]! > bestTrump) {
          bestTrump = TRUMP_POWER[card & 31]!;
          win = len;
        }
      } else if (cw === led && bestTrump < 0 && PLAIN_POWER[card & 31]! > bestPlain) {
        bestPlain = PLAIN_POWER[card & 31]!;
        win = len;
      }
      tr[len++] = card;
      if (len < 4) continue;
      const winner = (leader + win) & 3;
      points[winner & 1] =
        points[winner & 1]! +
        CARD_POINTS[pointsOf + tr[0]!]! +
        CARD_POINTS[pointsOf + tr[1]!]! +
        CARD_POINTS[pointsOf + tr[2]!]! +
        CARD_POINTS[pointsOf + tr[3]!]!;
      leader = winner;
      done++;
      len = 0;
      win = 0;
    }
    this.done = done;
    this.leader = leader;
    this.len = len;
    this.led = led;
    this.bestTrump = bestTrump;
    this.bestPlain = bestPlain;
    this.win = win;
  }

  /** The hand's result, once played out. */
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

/** `decideFast`'s answer (see there). */
export class TarabishDecision {
  only = -1;
  mask = 0;
  plays = 0;
  others = false;
}

/**
 * The obligation of the seat whose hand starts at `b` of `hands` (seat * 4 + suit): the kernel's
 * chain with every Tarabish obligation (lead, follow and beat a trump lead, partner exception,
 * trump when void and overtrump, else a lower trump, discard), on card words. Writes to `out`
 * the suit allowed (`only`, -1: any card), its allowed rank bits (`mask`), how many cards are
 * allowed (`plays`), and whether the hand's other suits are allowed too (`others`: the partner
 * exception `overtrump-if-trumping`). `led` is -1 at a lead; `bestTrump` the highest trump power
 * in the trick (-1: none). The solver's board (bots/solver/tarabish.ts) calls it; `PlayTable.run`
 * keeps the same decision written inline (calling this function from its loop made the playout
 * about 8% slower: V8's inlining budget then left `nthBit` out of it), and each form is proven
 * equal to play.ts `playDecision` at every card by its own lockstep test
 * (test/games/tarabish/lockstep.test.ts, test/bots/solver/board.test.ts).
 */
export function decideFast(
  out: TarabishDecision,
  hands: Int32Array,
  suitCount: Int32Array,
  held: number,
  b: number,
  led: number,
  trump: number,
  bestTrump: number,
  partnerWinning: boolean,
  partnerException: PartnerException,
): void {
  let only = -1;
  let mask = 0;
  let plays = 0;
  let others = 0;
  if (led >= 0) {
    const suit = hands[b + led]!;
    if (suit !== 0) {
      only = led;
      mask = suit;
      plays = suitCount[b + led]!;
      if (led === trump) {
        const higher = suit & ABOVE[bestTrump + 1]!;
        if (higher !== 0 && higher !== suit) {
          mask = higher;
          plays = popcount(higher);
        }
      }
    } else if (partnerException !== 'off' && partnerWinning) {
      // Any card; under 'overtrump-if-trumping' a trump must beat the highest one when able.
      if (partnerException === 'overtrump-if-trumping' && trump >= 0 && bestTrump >= 0) {
        const trumps = hands[b + trump]!;
        const higher = trumps & ABOVE[bestTrump + 1]!;
        if (higher !== 0 && higher !== trumps) {
          only = trump;
          mask = higher;
          others = 1;
          plays = held - suitCount[b + trump]! + popcount(higher);
        }
      }
    } else if (trump >= 0 && hands[b + trump]! !== 0) {
      const trumps = hands[b + trump]!;
      only = trump;
      mask = trumps;
      plays = suitCount[b + trump]!;
      const higher = trumps & ABOVE[bestTrump + 1]!;
      if (bestTrump >= 0 && higher !== 0 && higher !== trumps) {
        mask = higher;
        plays = popcount(higher);
      }
    }
  }
  if (only < 0) plays = held;
  out.only = only;
  out.mask = mask;
  out.plays = plays;
  out.others = others === 1;
}

/** The table of `tarabishPlayout` (reused: a playout allocates nothing while cards are played). */
const TABLE = new PlayTable();

/** Plays a state in the `play` phase to the end with random legal choices; the hand's result. */
export function tarabishPlayout(s: TarabishState, rng: Rng): TarabishResult {
  TABLE.load(s);
  TABLE.run(rng);
  return TABLE.result();
}
