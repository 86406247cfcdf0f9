/**
 * Tarot's card-play rules as pure functions on card words: the one implementation that the
 * card-play core (`table.ts` `TarotTable`), the checked API (`play.ts`), the rule queries and the
 * bots read.
 * - The obligation (FFT p.7–8): follow suit; on a trump lead beat the highest trump if able, even
 *   over a partner; void: trump, overtrumping if able, else a lower trump; no trump: any card. The
 *   Excuse is always playable and a led Excuse lets the next card set the suit. That is the
 *   kernel's chain (`decideInto`) under `TAROT_FOLLOW`; then FFT p.12 at 5 players: on the first
 *   trick nobody leads the called suit except with the called card (after a led Excuse, the ban
 *   applies to the next card): `decidePlay`, `playableBits`.
 * - The trick winner: the highest trump, else the highest card of the suit led (the kernel's
 *   `TrickSoFar` under `TAROT_FOLLOW`); the Excuse never wins, except when led to the last trick by
 *   a side that has won every earlier trick (FFT p.6) and, in a Goulash under
 *   `excuseOnLastTrick: 'wins'`, whenever it is in the last trick: `trickWinner`.
 * - What a play teaches everybody (FFT p.7–8): voids (`voidsAfterPlay`) and the highest trump a
 *   seat can still hold (`ceilingAfterPlay`, shown in views as `trumpsBelow`).
 */
import { bitOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import {
  allowedOf,
  decideWords,
  followChain,
  type Decided,
  type Decision,
  type FollowChain,
} from '../../kernel/follow.js';
import type { TrickSoFar } from '../../kernel/trick.js';
import { EXCUSE, TRUMP_WORD, tarotDeck } from './cards.js';
import type { GameMode, TarotOptions } from './options.js';

/**
 * How Tarot cards rank and must be played: trumps (word 4, the rank is the bit) beat every suit,
 * the Excuse is wild; a trump lead must be beaten, a void player must trump and overtrump, and
 * undertrump when unable (FFT p.7–8); no partner exception. Its one wild card, the Excuse, lives in
 * the trump word, and with no partner exception a decision never sets `others`: a decision of one
 * word allows that word's `bits` and the Excuse.
 */
export const TAROT_FOLLOW: FollowChain = followChain({
  trump: TRUMP_WORD,
  wild: cs.setOf(tarotDeck.words, [EXCUSE]),
  trumpPower: bitOf,
  plainPower: bitOf,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: 'off',
});

/** Card-set words of the Tarot deck. */
const WORDS = tarotDeck.words;

/**
 * FFT p.12: on the first trick of a 5-player deal nobody leads the called suit except with the
 * called card. The cards of the hand at `b` of `hand` (its words) in the called card's word that a
 * lead may not play (every one but the called card), or -1 when the ban does not bind: the hand
 * holds nothing else to lead.
 */
export function calledSuitBan(hand: ArrayLike<number>, b: number, called: Card): number {
  const w = called >>> 5;
  const banned = hand[b + w]! & ~(1 << (called & 31));
  if (hand[b + w] !== banned) return banned; // the called card itself is held
  for (let v = 0; v < WORDS; v++) if (v !== w && hand[b + v] !== 0) return banned;
  return -1;
}

/**
 * The obligation of a hand to the trick so far `trick`: the kernel's chain under `TAROT_FOLLOW`,
 * written to `out`, given the hand's word led (`suitWord`, any value at a lead) and its trump word
 * (the caller reads its hand: one element kind per call site). FFT p.12's ban is `leadBan`'s.
 */
export function decidePlay(out: Decided, suitWord: number, trumpWord: number, trick: TrickSoFar): void {
  decideWords(out, TAROT_FOLLOW, suitWord, trumpWord, trick.led, trick.highest, false);
}

/**
 * FFT p.12's ban on the hand at `b` of `hand` to the trick so far `trick`, while `called` is the
 * called card and this is the first trick of a classic deal (-1 otherwise): returned as
 * `calledSuitBan` returns it, -1 when no ban applies (the rule that decided is then `decidePlay`'s,
 * else `'called-suit-lead'`).
 */
export const leadBan = (hand: ArrayLike<number>, b: number, trick: TrickSoFar, called: Card): number =>
  called < 0 || trick.led >= 0 ? -1 : calledSuitBan(hand, b, called);

/**
 * The cards of `held`, word `w` of the hand, that may be played after `decidePlay`: the kernel's
 * `allowedOf` of its decision, less the called suit's cards a lead may not play (`ban`, `leadBan`'s
 * answer; `called` the called card).
 */
export function playableBits(d: Decision, held: number, w: number, ban: number, called: Card): number {
  const bits = allowedOf(d, TAROT_FOLLOW, held, w);
  return ban > 0 && w === called >>> 5 ? bits & ~ban : bits;
}

/**
 * Whether the Excuse, played at index `at` of the last trick, wins it: in a Goulash under
 * `excuseOnLastTrick: 'wins'` always; in a classic deal when it was led (`at` 0) by a side that
 * has won every earlier trick (FFT p.6), which `leaderSideWonEvery` tells.
 */
export function excuseWinsLastTrick(
  mode: GameMode,
  excuseOnLastTrick: TarotOptions['excuseOnLastTrick'],
  at: number,
  leaderSideWonEvery: boolean,
): boolean {
  if (mode === 'goulash') return excuseOnLastTrick === 'wins';
  return at === 0 && leaderSideWonEvery;
}

/**
 * The index of the card that wins a complete trick, `trick` (the kernel's `TrickSoFar` under
 * `TAROT_FOLLOW`: its card winning, the highest trump, else the highest card of the suit led),
 * with the Excuse's exceptions on the deal's last trick (`last`): `excuseWinsLastTrick`, the
 * Excuse at index `excuseAt` (-1: not in the trick), `leaderSideWonEvery` when the side of the
 * trick's leader has won every earlier trick.
 */
export function trickWinner(
  trick: TrickSoFar,
  excuseAt: number,
  last: boolean,
  mode: GameMode,
  excuseOnLastTrick: TarotOptions['excuseOnLastTrick'],
  leaderSideWonEvery: boolean,
): number {
  return last && excuseAt >= 0 && excuseWinsLastTrick(mode, excuseOnLastTrick, excuseAt, leaderSideWonEvery)
    ? excuseAt
    : trick.win;
}

/**
 * What a play tells everybody about the player's hand: the words (suits) it is now known to lack,
 * as bits (bit w: no card of word w; word 4: no trump), after playing `card` to a trick whose suit
 * led was `led` (-1: none yet). FFT p.7–8: a player who does not follow the suit led has none of
 * it, and one who neither follows nor trumps has no trump either. The Excuse, always playable,
 * tells nothing.
 */
export function voidsAfterPlay(led: number, card: Card): number {
  if (card === EXCUSE || led < 0) return 0;
  const w = card >>> 5;
  if (w === led) return 0;
  return w === TRUMP_WORD ? 1 << led : (1 << led) | (1 << TRUMP_WORD);
}

/** A trump ceiling that tells nothing: no trump ranks above the 21. */
export const NO_CEILING = 21;

/**
 * The highest trump the player can still hold after playing `card` to a trick whose highest trump
 * was `highest` (-1: none), or `NO_CEILING` when the play tells nothing. FFT p.7–8: a trump lead
 * must be beaten and a ruff overtrumped when able, so a player who plays a trump under the highest
 * trump in the trick holds none above it.
 */
export function ceilingAfterPlay(highest: number, card: Card): number {
  return card !== EXCUSE && card >>> 5 === TRUMP_WORD && highest > (card & 31) ? highest : NO_CEILING;
}

/**
 * A trump ceiling as views show it (`SeatInference.trumpsBelow`): the trump of that rank (the one
 * the seat could not beat), -1 when the ceiling tells nothing.
 */
export const trumpsBelow = (ceiling: number): Card => (ceiling < NO_CEILING ? (TRUMP_WORD << 5) | ceiling : -1);
