/**
 * 5 players: the taker calls a card before the chien is shown (FFT p.12). A king, any king, even
 * his own; a queen only holding the four kings; a knight with four kings and four queens; a jack
 * with four kings, queens and knights. The holder of the called card is the secret partner;
 * calling one's own card or a card in the chien means playing alone.
 * Then, for prise and garde, the chien is shown and taken (FFT p.6).
 */
import { bitOf, cardId, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { JACK_BIT, KING_BIT, KNIGHT_BIT, QUEEN_BIT, TRUMP_WORD, name, names } from './cards.js';
import { type TarotEvent, type TarotState, replaceAt, withState } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';

const RANKS_DOWN = [KING_BIT, QUEEN_BIT, KNIGHT_BIT, JACK_BIT] as const;
const RANK_WORD = { [KING_BIT]: 'king', [QUEEN_BIT]: 'queen', [KNIGHT_BIT]: 'knight', [JACK_BIT]: 'jack' } as Record<
  number,
  string
>;

const holdsAllFour = (hand: cs.CardSet, bit: number): boolean =>
  [0, 1, 2, 3].every((w) => cs.has(hand, cardId(w, bit)));

/** The ranks (card bits) the taker may call. */
export function callableRanks(s: TarotState): number[] {
  const hand = s.hands[s.taker!]!;
  const ranks: number[] = [KING_BIT];
  for (let i = 1; i < RANKS_DOWN.length; i++) {
    if (!holdsAllFour(hand, RANKS_DOWN[i - 1]!)) break;
    ranks.push(RANKS_DOWN[i]!);
  }
  return s.options.callHigherRanks === 'lowest-only' ? [ranks[ranks.length - 1]!] : ranks;
}

export function callableCards(s: TarotState): Card[] {
  return callableRanks(s).flatMap((bit) => [0, 1, 2, 3].map((w) => cardId(w, bit)));
}

export function checkCall(s: TarotState, card: Card): Verdict {
  if (wordOf(card) >= TRUMP_WORD || !RANKS_DOWN.includes(bitOf(card) as (typeof RANKS_DOWN)[number])) {
    return refuse(
      ruleError('call/not-callable', 'Call a king (or a queen, knight or jack when holding every card above it).', {
        card: name(card),
      }),
    );
  }
  const ranks = callableRanks(s);
  if (!ranks.includes(bitOf(card))) {
    return refuse(
      ruleError('call/rank-not-allowed', `You may not call a ${RANK_WORD[bitOf(card)]} with this hand.`, {
        card: name(card),
        ranks: ranks.map((b) => RANK_WORD[b]),
      }),
    );
  }
  return allow(`call-${RANK_WORD[bitOf(card)]}`);
}

export function applyCall(s: TarotState, card: Card): TarotStep {
  const holder = s.hands.findIndex((h) => cs.has(h, card));
  const partner = holder >= 0 && holder !== s.taker ? holder : null;
  const after = afterCall(withState(s, { called: card, partner }));
  return { state: after.state, events: [{ type: 'called', audience: 'all', card: name(card) }, ...after.events] };
}

/** After the call (or the bidding at 3/4 players): prise and garde show and take the chien. */
export function afterCall(s: TarotState): TarotStep {
  if (s.contract === 'prise' || s.contract === 'garde') {
    const taker = s.taker!;
    const hand = cs.union(s.hands[taker]!, cs.setOf(s.hands[taker]!.length, s.chien));
    const events: TarotEvent[] = [{ type: 'chien-shown', audience: 'all', cards: names(s.chien) }];
    return {
      state: withState(s, { hands: replaceAt(s.hands, taker, hand), chienTaken: true, phase: 'ecart' }),
      events,
    };
  }
  // Garde sans / garde contre: the chien stays face down (FFT p.6).
  return { state: withState(s, { phase: 'chelem' }), events: [] };
}
