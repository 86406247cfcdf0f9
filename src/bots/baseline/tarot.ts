/**
 * THE BASELINE (frozen): the Tarot and Goulash heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline"). Do not improve it: improve src/games/tarot/heuristic.ts and measure against this.
 * The game's rules (cards, the trick winner, the views) come from the game as for any bot.
 *
 * As it was:
 *
 * The heuristic Tarot player (classic deals and the Goulash mode), reading only its seat's view and
 * its legal actions. Card values, oudlers, ranks, card strengths and the trick winner come from the
 * game itself (`games/tarot/cards.ts` `value2`, `isOudler`, `cardStrength`…, the kernel's
 * `winningIndex` under card-play.ts `TAROT_FOLLOW`), and what the play proves about each hand
 * from the view's `inferences`; nothing is restated.
 *
 * - Bidding: the usual point count of French Tarot clubs: each trump 2, each trump from 16 up 1
 *   more, the 21 10, the Excuse 8, the Petit 8 with five trumps or more (5 with four, else 0), a
 *   king 6 (7 with its queen), a queen 3, a knight 2, a jack 1, a suit of five cards 5 (six or
 *   more 7), a void 6, a singleton 3. At 4 players: prise from 45, garde from 51, garde sans from
 *   71, garde contre from 81; the thresholds grow with the hand at 3 players (24 cards, × 1.33) and
 *   shrink at 5 (15 cards and a partner, × 0.89). Measured on self-play: a prise from these
 *   thresholds is made about 60% of the time and a garde about 75%, where a contract pays when won
 *   more often than lost.
 * - King call (5 players): a king the taker does not hold, preferably in a suit where he holds the
 *   queen (the partner's king then wins the suit's first round and the queen the second), else in a
 *   short suit he holds a card of; his own card only when nothing else is callable.
 * - Écart: make voids (the shortest suits without a king first; the chien's points count for the
 *   taker, so the heavier card first), trumps only when the rules force them (the lowest).
 * - Chelem: announced only with the 21, the Excuse, every plain card a king and trumps in all
 *   the rest of the hand; a poignée is always declared at its largest size (its bonus goes to the
 *   side that wins the deal, and a hand of ten trumps or more is a strong hand).
 * - Card play: follow low when the trick is lost; win it as cheaply as possible when it can be won;
 *   charge a trick an ally has safely won with the heaviest card (and save the Petit there); play
 *   the Petit when it wins, never under a higher trump unless forced, and once every trump still out
 *   is its own, at the last trick (petit au bout) or at once; the Excuse to save a heavy
 *   card, and never kept for the last trick; the taker's side draws trumps when long in them,
 *   everybody cashes kings early and leads low from a long suit.
 * - A Goulash is each for himself, and each pays the others his own card points (net = 91 − n ×
 *   own points; the chien goes to the last trick's winner): so the points are avoided instead, as
 *   in the avoidance games: lead a low trump (everybody must beat it) or the lowest card of a suit,
 *   shed the heaviest and highest card on a trick someone else wins, the Excuse to escape a trick,
 *   and when every card wins, the lightest (and highest) one.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { winningIndex } from '../../kernel/trick.js';
import { TAROT_FOLLOW } from '../../games/tarot/card-play.js';
import { EXCUSE, KING_BIT, PETIT, TRUMP_WORD, isTrump, tarotDeck } from '../../games/tarot/cards.js';
import { handPoints } from '../../games/tarot/evaluation.js';
import {
  allyOf,
  chargeCost,
  following,
  goulashFollowCosts,
  leadSeen,
  lostCosts,
  masterCard,
  ownPetitLeadCosts,
  seenPlay,
  tarotChoiceOf,
  winCosts,
} from '../../games/tarot/heuristic.js';
import { BIDS, type Bid } from '../../games/tarot/state.js';
import type { TarotView } from '../../games/tarot/view.js';
import { trickOf } from '../../kernel/policy.js';

/** The 4-player thresholds of prise, garde, garde sans, garde contre; scaled by the hand size. */
const THRESHOLDS_4P = [45, 51, 71, 81] as const;
const SCALE: Readonly<Record<3 | 4 | 5, number>> = { 3: 1.33, 4: 1, 5: 0.89 };

/** The contract a hand supports (`pass` below a prise), whatever is legal. */
function bidFor(hand: readonly Card[], view: TarotView): Bid {
  const points = handPoints(hand);
  let bid: Bid = 'pass';
  THRESHOLDS_4P.forEach((t, i) => {
    if (points >= t * SCALE[view.players]) bid = BIDS[i + 1]!;
  });
  return bid;
}

/** The cost of calling `card` (lowest is called). */
function callCost(hand: readonly Card[], card: Card): number {
  if (hand.includes(card)) return 100 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const holdsNext = suit.some((c) => bitOf(c) === bitOf(card) - 1);
  // a higher rank first (a king before a queen), then the queen held, then a short suit held
  return (KING_BIT - bitOf(card)) * 10 - (holdsNext ? 5 : 0) + (suit.length === 0 ? 3 : Math.min(suit.length, 4));
}

/** Nobody after holds a trump to cut, as far as their voids tell: each follows suit. */
const follows = (voids: number, suit: number): boolean => (voids & (1 << suit)) === 0;

/** The cost of each playable card now (the lowest is played). */
function playCosts(cards: readonly Card[], view: TarotView, hand: readonly Card[], me: Seat): (c: Card) => number {
  const { cards: trick, seats } = trickOf(tarotDeck, view.trick);
  if (view.mode === 'goulash') return goulashCosts(cards, trick);
  // the Excuse is not kept for the last trick, where it would be lost
  if (hand.length === 2 && cards.includes(EXCUSE)) return (c) => (c === EXCUSE ? 0 : 1);
  if (trick.length === 0) return leadCosts(cards, view, hand, me);
  const know = seenPlay(view);
  const winner = winningIndex(trick, TAROT_FOLLOW);
  const { last, after, allyWins, lowCost } = following(cards, view, me, seats, winner);
  if (allyWins) {
    const safe =
      last || after.every((s) => allyOf(view, me, s)) || masterCard(trick[winner]!, trick, hand, know, after, follows);
    // charge a trick an ally holds safely: the Petit is saved there, then the heaviest card
    if (safe) return chargeCost;
    return lowCost;
  }
  const winners = cards.filter((c) => c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length);
  if (winners.length > 0) {
    const petitSafe = last || after.every((s) => allyOf(view, me, s) || (know.voids[s]! & (1 << TRUMP_WORD)) !== 0);
    return winCosts(winners, lowCost, petitSafe);
  }
  return lostCosts(cards, lowCost);
}

/** The cost of each card as a lead. */
function leadCosts(cards: readonly Card[], view: TarotView, hand: readonly Card[], me: Seat): (c: Card) => number {
  const lead = leadSeen(view, hand, me, seenPlay(view));
  const { trumps, takerSide, trumpsOut } = lead;
  const drawTrumps = takerSide && trumpsOut > 0 && trumps.length * 2 >= hand.length;
  if (view.mode === 'classic' && trumpsOut === 0 && hand.includes(PETIT)) return ownPetitLeadCosts(hand);
  // else a low card of the longest suit
  return lead.costs(drawTrumps, lead.lowOfLongest);
}

/** The cost of each card in a Goulash, where winning card points costs (see the module comment). */
function goulashCosts(cards: readonly Card[], trick: readonly Card[]): (c: Card) => number {
  if (trick.length === 0) return (c) => (c === EXCUSE ? 100 : isTrump(c) ? bitOf(c) : 30 + bitOf(c));
  return goulashFollowCosts(cards, trick);
}

export const baselineTarotChoice = tarotChoiceOf({ bid: bidFor, callCost, playCosts });
