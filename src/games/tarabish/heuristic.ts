/**
 * The heuristic Tarabish player, reading only its seat's view and its legal actions. Card points
 * and meld values come from the game itself (`cards.ts`, `melds.ts` `meldValue`); the hand
 * strength for a trump suit and the card play are the Belote family's heuristic
 * (`src/family/heuristic.ts` `suitStrength`, `playCosts`: the same logic in Belote and Coinche);
 * nothing is restated.
 *
 * - The call (call or pass): the suit of the highest `callGain`, the expected gain of calling it
 *   over passing, fitted by simulation on the hand's items and the seat's place in the round
 *   (scripts/calibrate-tarabish.ts, docs/bots.md); pass when it is negative. The dealer forced to
 *   call names that suit.
 * - The auction: bid the lowest legal bid up to 50 + 10 × the best suit's `suitStrength` (the
 *   three cards seen), else pass (the bid only has to be reached: a low bid buys the trump); the
 *   winner names its strongest suit.
 * - Declarations: always the declaration that scores most; bella called whenever allowed.
 * - Card play: the family's `playCosts`, the team that named trump drawing trumps.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { RANK_BIT, SUIT_LETTERS, tarabishDeck } from './cards.js';
import { bestSuit, playCosts, type CardPlaySeen } from '../../family/heuristic.js';
import { meldValue, parseMeld, type Meld } from './melds.js';
import type { TarabishAction } from './state.js';
import type { TarabishView } from './view.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf } from '../../kernel/policy.js';

/** The weights of `callGain` (the fit of scripts/calibrate-tarabish.ts, rounded). */
const CALL_WEIGHTS = {
  base: -150,
  place: [0, 35, -4, 0],
  jack: 54,
  nine: 31,
  bella: 19,
  trump: 30,
  sideAce: 6,
  sideTen: 9,
} as const;
/** The auction: bid up to BID_BASE + BID_PER × the best suit's `suitStrength` (chosen by tournaments, docs/bots.md). */
const BID_BASE = 50;
const BID_PER = 10;

export { bestSuit, suitStrength } from '../../family/heuristic.js';

/**
 * The expected gain of calling `suit` over passing, in points of the team's lead, for the seat at
 * `place` in the call round (0 the eldest): a least-squares fit of the gains measured by
 * simulation (docs/bots.md, "Tarabish: the call by evaluation").
 */
export function callGain(hand: readonly Card[], suit: number, place: number): number {
  const has = (w: number, b: number): boolean => hand.some((c) => wordOf(c) === w && bitOf(c) === b);
  let gain = CALL_WEIGHTS.base + (CALL_WEIGHTS.place[place] ?? 0);
  if (has(suit, RANK_BIT.jack)) gain += CALL_WEIGHTS.jack;
  if (has(suit, RANK_BIT.nine)) gain += CALL_WEIGHTS.nine;
  if (has(suit, RANK_BIT.king) && has(suit, RANK_BIT.queen)) gain += CALL_WEIGHTS.bella;
  for (const c of hand) {
    if (wordOf(c) === suit) gain += CALL_WEIGHTS.trump;
    else if (bitOf(c) === RANK_BIT.ace) gain += CALL_WEIGHTS.sideAce;
    else if (bitOf(c) === RANK_BIT.ten && !has(wordOf(c), RANK_BIT.ace)) gain += CALL_WEIGHTS.sideTen;
  }
  return gain;
}

/** The trump of a view (its word), null before it is chosen and in no trump. */
export const trumpOf = (view: TarabishView): number | null =>
  view.trump === null || view.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(view.trump);

/** A meld of a legal declaration, read from its notation. */
const meldOf = (text: string): Meld => (parseMeld(text) as { readonly right: Meld }).right;

/** The lowest legal bid (a suit's) up to `limit`, else the pass. */
function bidUpTo(legal: readonly TarabishAction[], limit: number): number {
  const bid = argMin(legal, (a) => (a.type === 'bid' && !a.noTrump && a.value <= limit ? a.value : Infinity));
  return bid >= 0 ? bid : legal.findIndex((a) => a.type === 'bid-pass');
}

/** The action of type `type` (`trump`, `call`) naming `suit` (the first action when none is legal). */
const naming = (legal: readonly TarabishAction[], type: 'trump' | 'call', suit: number): number =>
  Math.max(
    0,
    legal.findIndex((a) => a.type === type && a.suit === SUIT_LETTERS[suit]),
  );

const cardOf = (name: string): Card => tarabishDeck.byName.get(name)!;

/** The card play a seat sees (`view`, its cards `hand`), as the family's heuristics read it. */
const seenOf = (view: TarabishView, hand: readonly Card[], me: Seat): CardPlaySeen => ({
  deck: tarabishDeck,
  trump: trumpOf(view),
  hand,
  trick: view.trick,
  tricks: view.tricks,
  inferences: view.inferences,
  ours: view.contract !== null && view.contract.seat % 2 === me % 2,
  me,
});

/** What makes a Tarabish heuristic player: how high it bids, whether it calls, what each card costs. */
export interface TarabishPlayer {
  /** The highest bid for a hand (its lowest legal bid up to this, else it passes). */
  readonly bidLimit: (hand: readonly Card[]) => number;
  /** The suit a seat would call with `hand` (`view`: the calls so far), and whether it calls it or passes. */
  readonly call: (hand: readonly Card[], view: TarabishView) => { readonly suit: number; readonly call: boolean };
  /** The cost of each card (lower is better), `cards` the cards the seat may play. */
  readonly playCosts: (cards: readonly Card[], seen: CardPlaySeen) => (c: Card) => number;
}

/**
 * A Tarabish heuristic from its player: bids, calls and plays by `player`; trump named in the
 * strongest suit; the declaration that scores most; bella called whenever allowed (the same card
 * with the call is preferred).
 */
export const tarabishChoiceOf =
  (player: TarabishPlayer) =>
  (input: PolicyInput, view: TarabishView): number => {
    const legal = input.legal as readonly TarabishAction[];
    const hand = cardsOf(tarabishDeck, view.hand);
    switch (legal[0]!.type) {
      case 'bid':
      case 'bid-pass':
        return bidUpTo(legal, player.bidLimit(hand));
      case 'trump':
        return naming(legal, 'trump', bestSuit(hand).suit);
      case 'call':
      case 'pass': {
        const { suit, call } = player.call(hand, view);
        const pass = legal.findIndex((a) => a.type === 'pass');
        return pass >= 0 && !call ? pass : naming(legal, 'call', suit);
      }
      case 'declare':
        return argMin(legal, (a) =>
          a.type === 'declare' ? -a.melds.reduce((t, m) => t + meldValue(meldOf(m), 'belote'), 0) : Infinity,
        );
      default: {
        const cost = player.playCosts(
          legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : [])),
          seenOf(view, hand, input.seat),
        );
        return argMin(legal, (a) => (a.type === 'play' ? cost(cardOf(a.card)) - (a.bella ? 0.5 : 0) : Infinity));
      }
    }
  };

export const tarabishChoice = tarabishChoiceOf({
  bidLimit: (hand) => BID_BASE + BID_PER * bestSuit(hand).strength,
  call(hand, view) {
    const place = view.speech.length;
    const { suit, strength: gain } = bestSuit(hand, (h, w) => callGain(h, w, place));
    return { suit, call: gain >= 0 };
  },
  playCosts,
});
