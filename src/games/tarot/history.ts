/**
 * A Tarot deal's history rebuilt from a state: the deal as dealt and the actions, in order, that
 * lead to the state. Used to migrate saves of format 1 (a whole state) by replaying them; the
 * caller compares the replayed state with the saved one, so this only has to be right for
 * states the library produced.
 */
import { formatCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import { noHistory } from '../../kernel/facts.js';
import type { TarotError } from './step.js';
import type { History } from '../../kernel/ruleset.js';
import { seatAfter } from '../../kernel/seat.js';
import { CARD_ACTIONS, tarotDeck } from './cards.js';
import { encodeAction } from './codec.js';
import { maxActions, setupDeal, type TarotDeal } from './deal.js';
import { parseTarotOptions, tarotOptionsSchema } from './options.js';
import { actor, apply } from './reducer.js';
import type { TarotAction, TarotState } from './state.js';

const inconsistent = (why: string): Either<TarotError, never> =>
  left(ruleError('save/state-mismatch', `The state is not one a Tarot deal reaches: ${why}.`));

/**
 * The hands as dealt: each hand, plus the cards its seat played, plus the écart less the chien when
 * taken. For a state that began at a position from facts: the hands when the position's trick began.
 */
export function dealtHands(s: TarotState): Card[][] {
  const n = s.options.players;
  const hands = s.hands.map((h) => cs.toArray(h));
  for (const t of [...s.tricks.slice(s.pileTricks ?? 0), { leader: s.leader, cards: s.trick }])
    t.cards.forEach((c, i) => hands[seatAfter(t.leader, i, n)]!.push(c));
  if (s.pileTricks !== undefined) return hands;
  if (s.chienTaken && s.taker !== null) {
    const chien = new Set(s.chien);
    // FFT: at prise and garde the taker adds the chien to the hand, then discards as many cards.
    hands[s.taker] = [...hands[s.taker]!, ...s.ecart].filter((c) => !chien.has(c));
  }
  return hands;
}

/**
 * The explicit deal and the actions (codec strings) that lead from it to `s`, found by replaying
 * through the checked `apply`, each step guided by what `s` records (bids, called card, écart,
 * chelem choice, poignées, cards in play order). Left when `s` is not consistent enough to rebuild.
 */
export function tarotHistory(s: TarotState): Either<TarotError, History<TarotDeal>> {
  if (s.pileTricks !== undefined) return left(noHistory('Tarot'));
  const options = parseTarotOptions(tarotOptionsSchema(s.options.mode), s.options);
  if (isLeft(options)) return options;
  const name = (c: Card): string => formatCard(tarotDeck, c);
  const deal: TarotDeal = { hands: dealtHands(s).map((h) => h.map(name)), chien: s.chien.map(name) };
  const start = setupDeal(options.right, { deal });
  if (isLeft(start)) return inconsistent(start.left.message);
  const plays = [...s.tricks.flatMap((t) => t.cards), ...s.trick];
  const shown = s.poignees.slice();
  const actions: string[] = [];
  const max = maxActions(options.right);
  let cur = start.right;
  let bid = 0;
  let discard = 0;
  let play = 0;
  /** The rest of a poignée being replayed: announced by size, then shown card by card, in the order shown. */
  const queue: TarotAction[] = [];
  while (actions.length <= max) {
    let next: TarotAction | undefined = queue.shift();
    if (next === undefined)
      switch (cur.phase) {
        case 'bidding':
          next = bid < s.bids.length ? { type: 'bid', bid: s.bids[bid++]! } : undefined;
          break;
        case 'call':
          next = s.called !== null ? CARD_ACTIONS.call[s.called] : undefined;
          break;
        case 'ecart':
          next = discard < s.ecart.length ? CARD_ACTIONS.discard[s.ecart[discard++]!] : undefined;
          break;
        case 'chelem':
          next = s.phase !== 'chelem' ? { type: 'chelem', announce: s.chelemAnnounced } : undefined;
          break;
        case 'play': {
          const seat = actor(cur);
          const p = shown.findIndex((x) => x.seat === seat);
          // FFT: a poignée is shown just before its holder's first card.
          if (p >= 0 && cur.tricks.length === 0 && !cur.poignees.some((x) => x.seat === seat)) {
            const poignee = shown[p]!;
            next = { type: 'poignee', size: poignee.size };
            for (const card of poignee.cards) queue.push(CARD_ACTIONS.show[card]!);
            shown.splice(p, 1);
          } else next = play < plays.length ? CARD_ACTIONS.play[plays[play++]!] : undefined;
          break;
        }
        case 'done':
          break;
      }
    if (next === undefined) return right({ deal, actions });
    const step = apply(cur, next);
    if (isLeft(step)) return inconsistent(`${encodeAction(next)}: ${step.left.message}`);
    actions.push(encodeAction(next));
    cur = step.right.state;
  }
  return inconsistent('too many actions');
}
