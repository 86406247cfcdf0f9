/**
 * THE BASELINE (frozen): the Tarabish heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline"). Do not improve it: improve src/games/tarabish/heuristic.ts (and the Belote family's
 * src/family/heuristic.ts) and measure against this. The game's rules (cards, the trick winner,
 * the views) come from the game as for any bot.
 *
 * As it was:
 *
 * - Trump from hand strength: in a suit as trump the jack counts 3, the nine 2, the ace 1.5, the
 *   ten 1 and any other card of it 0.5 (length); each ace of another suit counts 1. A call names the
 *   strongest suit when its strength reaches 4.5 (the jack and nine of a suit always call); the
 *   dealer forced to call, or an auction's winner, names the strongest suit.
 * - The auction: the team's card points estimated from what the seat has seen (half of the deck's
 *   points, plus what its trump cards and aces are worth), bid the lowest legal bid up to that
 *   estimate less a margin, else pass (the bid only has to be reached: a low bid buys the trump).
 * - Declarations: always the declaration that scores most; bella called whenever allowed.
 * - Card play: follow low when the trick is lost; win it as cheaply as possible when it can be
 *   won; give points to a partner who wins the trick safely (the last card, or his card the master
 *   and no opponent still to play known to cut it: void in the suit, not in trumps); lead a master
 *   card (the aces, then a ten whose ace is gone) unless an opponent is known to cut it; the team
 *   that chose trump draws trumps when it holds the master trump or three trumps; else lead low
 *   from the longest suit.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import { bestSuit, playReading, trickReading, type CardPlaySeen } from '../../family/heuristic.js';
import { RANK_BIT, cardPoints, cardPointTotal } from '../../games/tarabish/cards.js';
import { tarabishChoiceOf } from '../../games/tarabish/heuristic.js';
import { PRESET_DEFAULTS } from '../../games/tarabish/options.js';

/** A call needs this strength. */
const CALL_STRENGTH = 4.5;

function estimatePoints(hand: readonly Card[]): number {
  const { suit } = bestSuit(hand);
  let estimate = (cardPointTotal(suit) + PRESET_DEFAULTS.auction.lastTrickBonus) / 2;
  for (const c of hand) if (wordOf(c) === suit || bitOf(c) === RANK_BIT.ace) estimate += cardPoints(c, suit) - 4.5;
  return estimate;
}

export const baselineTarabishChoice = tarabishChoiceOf({
  bidLimit: (hand) => estimatePoints(hand) - 10,
  call(hand) {
    const { suit, strength } = bestSuit(hand);
    return { suit, call: strength >= CALL_STRENGTH };
  },
  playCosts: baselineCosts,
});

/** The 0.1 card play (see the module comment), on the family's reading of the play so far. */
function baselineCosts(cards: readonly Card[], seen: CardPlaySeen): (c: Card) => number {
  const { deck, trump, hand, me, ours } = seen;
  const r = playReading(seen);
  const { trick, played, isTrump, power, points, master, low, cutter } = r;
  if (trick.length === 0) {
    const trumps = hand.filter(isTrump);
    const trumpsOut = deck.cards.some((o) => isTrump(o) && !played.has(o) && !hand.includes(o));
    const draw = ours && trumpsOut && (trumps.some(master) || trumps.length >= 3);
    const length = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
    return (c) => {
      if (isTrump(c)) return draw ? (master(c) ? 0 : 10 + power(c)) : 5000 + power(c);
      if (master(c) && ![0, 1, 2, 3].some((seat) => cutter(seat, wordOf(c)))) return 100 - points(c);
      return 1000 - length(wordOf(c)) * 50 + low(c);
    };
  }
  const { partnerWins, safe, winners: winnersOf } = trickReading(r, trump, me, cards);
  if (partnerWins && safe) return (c) => (isTrump(c) ? 1000 + low(c) : -points(c) * 10 - power(c));
  const winners = partnerWins ? [] : winnersOf();
  if (!partnerWins && winners.length > 0) return (c) => (winners.includes(c) ? power(c) : 10_000 + low(c));
  return low;
}
