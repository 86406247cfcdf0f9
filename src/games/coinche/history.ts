/**
 * The deal and the actions that lead to a Coinche state, rebuilt from it (`Ruleset.history`:
 * `serialize(rules, state)` writes them, saves of format 1 migrate through them): the deal as
 * dealt (each seat's eight cards), the auction's calls in order, then the card play's actions as
 * Belote's history rebuilds them (the announcements where they were made, every card with its
 * belote call).
 */
import type { Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import type { History } from '../../kernel/ruleset.js';
import { noHistory } from '../../kernel/facts.js';
import { fromPosition } from '../belote/state.js';
import { beloteDeck } from '../belote/cards.js';
import { beloteHistory } from '../belote/history.js';
import { encodeCoinche } from './codec.js';
import type { CoincheDeal } from './deal.js';
import type { CoincheState } from './state.js';
import { fromCardPlay, type CoincheError } from './step.js';

const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The history of a Coinche state: its deal as dealt and its actions as codec strings. */
export function coincheHistory(s: CoincheState): Either<CoincheError, History<CoincheDeal>> {
  // A deal set up from a position has no deal: its record starts from the position.
  if (fromPosition(s.play)) return left(noHistory('Coinche'));
  const calls = s.auction.calls.map(({ call }) => encodeCoinche(call));
  const play = beloteHistory(s.play);
  if (play._tag === 'Left') return left(fromCardPlay(play.left));
  return right({
    deal: { hands: s.play.dealt.hands.map((h) => h.map(name)) },
    actions: [...calls, ...play.right.actions],
  });
}
