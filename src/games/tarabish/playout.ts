/**
 * The Tarabish card-play fast path for `playout` (oracle/playout.ts): a second, mutable
 * implementation of play.ts (follow, beat a trump lead, partner exception, ruff, overtrump,
 * undertrump, bella) on private scratch typed arrays, allocation-free while cards are played.
 * It starts from a state in the `play` phase and makes the same random choices as the public API:
 * at each step the k-th action of `legal(state)` (by action id: each card, then the same card
 * with bella; declarations under `declaration: 'first-trick'`), k = rng.below(legal.length).
 * The input state is only read. The card points are counted on the scratch tricks and the hand is
 * scored by the public scoring code (`playedResult`).
 * test/oracle/playout.test.ts checks that the result equals playing the same choices through `apply`.
 */
import type { Card } from '../../kernel/card.js';
import { nthBit } from '../../kernel/bits.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { actionId } from './codec.js';
import { legalDeclarations } from './declare.js';
import { meldTeam, playedResult, type TarabishResult } from './hand-end.js';
import type { Meld } from './melds.js';
import { cardPoints, RANK_BIT } from './ranks.js';
import type { TarabishAction, TarabishState } from './state.js';

/** ranks.ts: strength in the trump suit and in a plain suit, by rank bit. */
const TRUMP_POWER = new Int32Array([0, 1, 2, 7, 5, 8, 3, 4, 6]);
const PLAIN_POWER = new Int32Array([0, 1, 2, 3, 7, 4, 5, 6, 8]);
/** ABOVE[p + 1]: the rank bits whose trump power is above p (p = -1 … 8). */
const ABOVE = new Int32Array(10);
for (let p = -1; p < 9; p++) {
  let m = 0;
  for (let b = 0; b < 9; b++) if (TRUMP_POWER[b]! > p) m |= 1 << b;
  ABOVE[p + 1] = m;
}
/** ranks.ts cardPoints by rank bit: [0, 32) in a plain suit, [32, 64) in the trump suit. */
const POINTS = Int32Array.from({ length: 64 }, (_, i) => cardPoints(i & 31, i >= 32 ? 0 : null));
/** CARD_POINTS[(trump + 1) * 128 + card]: a card's points under each trump suit (or none, trump -1). */
const CARD_POINTS = Int32Array.from({ length: 5 * 128 }, (_, i) => {
  const trump = (i >> 7) - 1;
  const c = i & 127;
  return POINTS[(trump === c >> 5 ? 32 : 0) + (c & 31)]!;
});
const KING = 1 << RANK_BIT.king;
const QUEEN = 1 << RANK_BIT.queen;

/** The meld winner of positions played out before (search plays many playouts from one position). */
const MELD_WINNER = new WeakMap<TarabishState, 0 | 1 | null>();

/** Hands: seat * 4 + word. */
const H = new Int32Array(16);
const PLAYED = new Int32Array(36);
/** Cards in each hand. */
const COUNT = new Int32Array(4);
/** Cards of each suit of each hand (seat * 4 + suit), kept with H: fewer popcounts per card. */
const SUIT_COUNT = new Int32Array(16);
const WINNERS = new Int32Array(9);
/** Per seat, the trump K and Q bits it has played this hand (for bella). */
const KQ_PLAYED = new Int32Array(4);

/** Notes a trump king or queen played by a seat (for bella). */
function sawTrumpHonour(trump: number, seat: number, c: Card): void {
  if (trump >= 0 && c >> 5 === trump) KQ_PLAYED[seat] = KQ_PLAYED[seat]! | ((1 << (c & 31)) & (KING | QUEEN));
}

/** The trick so far: [suit led, best trump power, best plain power of the suit led, winning index]. */
const TRICK = new Int32Array(4);

/** Reads the trick in PLAYED[0, len) (the current trick at the start of a playout). */
function trickSoFar(trump: number, len: number): void {
  let led = -1;
  let bestTrump = -1;
  let bestPlain = -1;
  let win = 0;
  for (let i = 0; i < len; i++) {
    const c = PLAYED[i]!;
    const w = c >> 5;
    if (i === 0) led = w;
    if (w === trump) {
      if (TRUMP_POWER[c & 31]! > bestTrump) {
        bestTrump = TRUMP_POWER[c & 31]!;
        win = i;
      }
    } else if (w === led && bestTrump < 0 && PLAIN_POWER[c & 31]! > bestPlain) {
      bestPlain = PLAIN_POWER[c & 31]!;
      win = i;
    }
  }
  TRICK[0] = led;
  TRICK[1] = bestTrump;
  TRICK[2] = bestPlain;
  TRICK[3] = win;
}

const byId = (x: TarabishAction, y: TarabishAction): number => actionId(x) - actionId(y);

/** Plays a state in the `play` phase to the end with random legal choices; the hand's result. */
export function tarabishPlayout(s: TarabishState, rng: Rng): TarabishResult {
  const trump = s.trump === null ? -1 : s.trump;
  const partnerException = s.options.partnerException;
  // The scratch tables in locals, as the loop reads them on every card.
  const hands = H;
  const suitCount = SUIT_COUNT;
  const count = COUNT;
  const played = PLAYED;
  const kqPlayed = KQ_PLAYED;
  for (let p = 0; p < 4; p++) {
    let cards = 0;
    for (let w = 0; w < 4; w++) cards += suitCount[p * 4 + w] = popcount((hands[p * 4 + w] = s.hands[p]![w]! | 0));
    count[p] = cards;
  }
  KQ_PLAYED.fill(0);
  // Plain loops, no closures: a variable captured by a closure lives in memory, not in a register.
  for (const t of s.tricks)
    for (let i = 0; i < t.cards.length; i++) sawTrumpHonour(trump, (t.leader + i) % 4, t.cards[i]!);
  for (let i = 0; i < s.trick.length; i++) sawTrumpHonour(trump, (s.leader + i) % 4, s.trick[i]!);
  let declarations: (readonly Meld[] | null)[] | null = null;
  let undeclared = 0;
  if (s.options.declaration === 'first-trick' && s.tricks.length === 0)
    for (let p = 0; p < 4; p++) if (s.declarations[p] === null) undeclared |= 1 << p;
  const bella = s.bella.slice();
  let done = s.tricks.length;
  let leader = s.leader;
  let len = 0;
  let at = 0;
  // The trick so far: suit led, best trump power, best plain power of the suit led, winning index.
  for (const c of s.trick) PLAYED[len++] = c;
  trickSoFar(trump, len);
  let led = TRICK[0]!;
  let bestTrump = TRICK[1]!;
  let bestPlain = TRICK[2]!;
  let win = TRICK[3]!;
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  // The seats that may still play bella: holding a trump K or Q, with the other held or played.
  let bellaSeats = 0;
  if (trump >= 0)
    for (let p = 0; p < 4; p++) {
      const held = hands[p * 4 + trump]! & (KING | QUEEN);
      if (held !== 0 && (held | kqPlayed[p]!) === (KING | QUEEN)) bellaSeats |= 1 << p;
    }
  while (done < 9) {
    const seat = (leader + len) & 3;
    const b = seat * 4;
    if ((undeclared >> seat) & 1) {
      // RULINGS (traditional): declare just before one's own first card; the hand is still as dealt.
      const options = legalDeclarations(s, seat).sort(byId);
      const chosen = options[rng.below(options.length)] as Extract<TarabishAction, { type: 'declare' }>;
      (declarations ??= s.declarations.slice())[seat] = chosen.melds;
      undeclared &= ~(1 << seat);
      continue;
    }
    // The kernel's chain with followRules(s): lead, follow, partner exception, ruff, discard.
    let only = -1;
    let mask = 0;
    let plays = 0;
    if (len > 0) {
      const suit = hands[b + led]!;
      const trumps = trump >= 0 ? hands[b + trump]! : 0;
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
      } else if (partnerException && ((leader + win) & 3) === ((seat + 2) & 3)) {
        only = -1;
      } else if (trumps !== 0) {
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
    // Bella (RULINGS): the second of trump K-Q from the same hand, listed right after the plain play.
    let bellaCard = -1;
    if ((bellaSeats >> seat) & 1) {
      const kq = kqPlayed[seat]!;
      const other = kq & KING ? QUEEN : kq & QUEEN ? KING : 0;
      const inHand = hands[b + trump]! & other;
      if (inHand !== 0 && (only < 0 || (only === trump && (mask & other) !== 0)))
        bellaCard = (trump << 5) | (31 - Math.clz32(inHand));
    }
    if (only < 0) plays = count[seat]!;
    const m = plays + (bellaCard >= 0 ? 1 : 0);
    let k = st !== undefined ? belowOf(st, m) : rng.below(m);
    let withBella = false;
    if (bellaCard >= 0) {
      // Position of the bella card among the allowed cards, in id order.
      const bw = bellaCard >> 5;
      const below = (1 << (bellaCard & 31)) - 1;
      let pos = popcount((only < 0 ? hands[b + bw]! : mask) & below);
      if (only < 0) for (let w = 0; w < bw; w++) pos += suitCount[b + w]!;
      if (k === pos + 1) {
        withBella = true;
        k = pos;
      } else if (k > pos + 1) k--;
    }
    let card = 0;
    if (only >= 0) card = (only << 5) | nthBit(mask, k);
    else
      for (let w = 0; w < 4; w++) {
        const c = suitCount[b + w]!;
        if (k < c) {
          card = (w << 5) | nthBit(hands[b + w]!, k);
          break;
        }
        k -= c;
      }
    if (withBella) bella[seat] = true;
    hands[b + (card >> 5)] = hands[b + (card >> 5)]! ^ (1 << (card & 31));
    suitCount[b + (card >> 5)] = suitCount[b + (card >> 5)]! - 1;
    count[seat] = count[seat]! - 1;
    if (card >> 5 === trump) kqPlayed[seat] = kqPlayed[seat]! | ((1 << (card & 31)) & (KING | QUEEN));
    // The trick so far, as trickSoFar computes it, card by card (inline: the loop's locals stay in registers).
    const cw = card >> 5;
    if (len === 0) {
      led = cw;
      bestTrump = -1;
      bestPlain = -1;
    }
    if (cw === trump) {
      if (TRUMP_POWER[card & 31]! > bestTrump) {
        bestTrump = TRUMP_POWER[card & 31]!;
        win = len;
      }
    } else if (cw === led && bestTrump < 0 && PLAIN_POWER[card & 31]! > bestPlain) {
      bestPlain = PLAIN_POWER[card & 31]!;
      win = len;
    }
    played[at + len++] = card;
    if (len < 4) continue;
    const winner = (leader + win) & 3;
    const t = done - s.tricks.length;
    WINNERS[t] = winner;
    leader = winner;
    done++;
    at += 4;
    len = 0;
  }
  // hand-end.ts teamCardPoints on the scratch tricks: the cards won before, each new trick to its
  // winner's team, the last-trick bonus to the team that won the ninth trick.
  const points: [number, number] = [0, 0];
  const pointsOf = (trump + 1) * 128;
  for (const team of [0, 1] as const) for (const c of s.won[team]!) points[team] += CARD_POINTS[pointsOf + c]!;
  for (let t = 0; t < done - s.tricks.length; t++) {
    let p = 0;
    for (let i = 0; i < 4; i++) p += CARD_POINTS[pointsOf + played[t * 4 + i]!]!;
    points[(WINNERS[t]! & 1) as 0 | 1] += p;
  }
  const lastTrick = (leader & 1) as 0 | 1;
  points[lastTrick] += s.options.lastTrickBonus;
  if (declarations !== null) return playedResult(s, points, lastTrick, bella, declarations);
  // Every declaration was made before this position: its meld winner is the same for every playout from it.
  let meldWinner = MELD_WINNER.get(s);
  if (meldWinner === undefined) MELD_WINNER.set(s, (meldWinner = meldTeam(s)));
  return playedResult(s, points, lastTrick, bella, s.declarations, meldWinner);
}
