/**
 * The heuristic Tarabish player, reading only its seat's view and its legal actions. Card points
 * and their total and meld values come from the game itself (`cards.ts` `cardPoints`,
 * `cardPointTotal`; `melds.ts` `meldValue`); the hand strength for a trump suit and the card play
 * are the Belote family's heuristic (`src/family/heuristic.ts` `suitStrength`, `playCosts`: the
 * same logic in Belote and Coinche); nothing is restated.
 *
 * - Trump from hand strength (`suitStrength`): a call names the strongest suit when its strength
 *   reaches 4.5 (the jack and nine of a suit always call); the dealer forced to call, or an
 *   auction's winner, names the strongest suit.
 * - The auction: the team's card points estimated from what the seat has seen (half of the deck's
 *   points, plus what its trump cards and aces are worth), bid the lowest legal bid up to that
 *   estimate less a margin, else pass (the bid only has to be reached: a low bid buys the trump).
 * - Declarations: always the declaration that scores most; bella called whenever allowed.
 * - Card play: the family's `playCosts`, the team that named trump drawing trumps.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { RANK_BIT, SUIT_LETTERS, cardPoints, cardPointTotal, tarabishDeck } from './cards.js';
import { bestSuit, playCosts } from '../../family/heuristic.js';
import { meldValue, parseMeld, type Meld } from './melds.js';
import { PRESET_DEFAULTS } from './options.js';
import type { TarabishAction } from './state.js';
import type { TarabishView } from './view.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf } from '../../kernel/policy.js';

/** A call needs this strength (`suitStrength`). */
const CALL_STRENGTH = 4.5;

export { bestSuit, suitStrength } from '../../family/heuristic.js';

/**
 * The team's card points estimated from the seen cards with the best suit as trump: half of the
 * hand's card points with the last-trick bonus (the view does not show the options: the default
 * bonus), then each seen trump's and ace's points above the average card's (about 4.5) count once
 * more, the partner's hand being unknown.
 */
export function estimatePoints(hand: readonly Card[]): number {
  const { suit } = bestSuit(hand);
  let estimate = (cardPointTotal(suit) + PRESET_DEFAULTS.auction.lastTrickBonus) / 2;
  for (const c of hand) if (wordOf(c) === suit || bitOf(c) === RANK_BIT.ace) estimate += cardPoints(c, suit) - 4.5;
  return estimate;
}

const trumpOf = (view: TarabishView): number | null =>
  view.trump === null || view.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(view.trump);

/** A meld of a legal declaration, read from its notation. */
const meldOf = (text: string): Meld => (parseMeld(text) as { readonly right: Meld }).right;

export function tarabishChoice(input: PolicyInput, view: TarabishView): number {
  const legal = input.legal as readonly TarabishAction[];
  const hand = cardsOf(tarabishDeck, view.hand);
  const first = legal[0]!;
  switch (first.type) {
    case 'bid':
    case 'bid-pass': {
      const limit = estimatePoints(hand) - 10;
      const bid = argMin(legal, (a) => (a.type === 'bid' && !a.noTrump && a.value <= limit ? a.value : Infinity));
      return bid >= 0 ? bid : legal.findIndex((a) => a.type === 'bid-pass');
    }
    case 'trump': {
      const { suit } = bestSuit(hand);
      return Math.max(
        0,
        legal.findIndex((a) => a.type === 'trump' && a.suit === SUIT_LETTERS[suit]),
      );
    }
    case 'call':
    case 'pass': {
      const { suit, strength } = bestSuit(hand);
      const pass = legal.findIndex((a) => a.type === 'pass');
      if (pass >= 0 && strength < CALL_STRENGTH) return pass;
      return Math.max(
        0,
        legal.findIndex((a) => a.type === 'call' && a.suit === SUIT_LETTERS[suit]),
      );
    }
    case 'declare':
      return argMin(legal, (a) =>
        a.type === 'declare' ? -a.melds.reduce((t, m) => t + meldValue(meldOf(m), 'belote'), 0) : Infinity,
      );
    default:
      return playChoice(legal, view, hand, input.seat);
  }
}

function playChoice(legal: readonly TarabishAction[], view: TarabishView, hand: readonly Card[], me: Seat): number {
  const cardOf = (name: string): Card => tarabishDeck.byName.get(name)!;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : []));
  const trump = trumpOf(view);
  const ours = view.contract !== null && view.contract.seat % 2 === me % 2;
  const cost = playCosts(cards, {
    deck: tarabishDeck,
    trump,
    hand,
    trick: view.trick,
    tricks: view.tricks,
    inferences: view.inferences,
    ours,
    me,
  });
  // bella is called whenever allowed: the same card with the call is preferred
  return argMin(legal, (a) => (a.type === 'play' ? cost(cardOf(a.card)) - (a.bella ? 0.5 : 0) : Infinity));
}
