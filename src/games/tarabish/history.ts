/**
 * A Tarabish hand's history rebuilt from a state: the deal as dealt and the actions, in order,
 * that lead to the state. Used to migrate saves of format 1 (a whole state) by replaying them; the
 * caller compares the replayed state with the saved one, so this only has to be right for states
 * the library produced.
 */
import { formatCard, type Card } from '../../kernel/card.js';
import { toArray } from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import { noHistory } from '../../kernel/facts.js';
import type { TarabishError } from './step.js';
import type { History } from '../../kernel/ruleset.js';
import { tarabishDeck } from './cards.js';
import { encodeMove, toAction } from './codec.js';
import { setupDeal, type TarabishDeal } from './deal.js';
import { mustDeclareNow } from './declarations.js';
import { actor, apply } from './reducer.js';
import type { TarabishMove, TarabishState } from './state.js';

/** At most this many actions in a hand: 4 bids, naming trump, 4 declarations, 36 cards. */
const MAX_ACTIONS = 45;

const inconsistent = (why: string): Either<TarabishError, never> =>
  left(ruleError('save/state-mismatch', `The state is not one a Tarabish hand reaches: ${why}.`));

/** The hands as dealt: the cards seen first (the hand before trump), then the pending ones, then those played. */
export function dealtHands(s: TarabishState): Card[][] {
  const hands = s.hands.map((h, seat) => [...toArray(h), ...toArray(s.pending[seat]!)]);
  for (const t of [...s.tricks, { leader: s.leader, cards: s.trick }])
    t.cards.forEach((c, i) => hands[(t.leader + i) % 4]!.push(c));
  return hands;
}

/** The next action `s` records for `cur`, or undefined when `cur` has caught up with `s`. */
function nextAction(
  s: TarabishState,
  cur: TarabishState,
  plays: readonly Card[],
  played: number,
): TarabishMove | undefined {
  const seat = actor(cur);
  if (seat === 'done') return undefined;
  switch (cur.phase) {
    case 'auction':
    case 'call': {
      const sp = s.speech[cur.speech.length];
      if (sp === undefined) return undefined;
      if (sp.kind === 'bid') return { type: 'bid', value: sp.value, noTrump: sp.noTrump };
      if (sp.kind === 'call') return { type: 'call', suit: sp.suit };
      return cur.phase === 'auction' ? { type: 'bid-pass' } : { type: 'pass' };
    }
    case 'trump':
      return s.phase !== 'trump' && s.trump !== null ? { type: 'trump', suit: s.trump } : undefined;
    case 'declare':
    case 'play': {
      const melds = s.declarations[seat];
      if ((cur.phase === 'declare' || mustDeclareNow(cur, seat)) && melds !== null && melds !== undefined)
        return { type: 'declare', melds };
      const card = plays[played];
      if (card === undefined) return undefined;
      // Tarabish rules: bella is called with the second of the king and queen of trump played.
      return { type: 'play', card, bella: s.bella[seat] === true && cur.bella[seat] === false };
    }
    default:
      return undefined;
  }
}

/**
 * The explicit deal and the actions (codec strings) that lead from it to `s`, found by replaying
 * through the checked `apply`, each step guided by what `s` records (speech, trump, declarations,
 * cards in play order, bella). Left when `s` is not consistent enough to rebuild.
 */
export function tarabishHistory(s: TarabishState): Either<TarabishError, History<TarabishDeal>> {
  // A hand set up from a position has no deal: its record starts from the position.
  if (s.start !== undefined) return left(noHistory('Tarabish'));
  const deal: TarabishDeal = dealtHands(s).map((h) => h.map((c) => formatCard(tarabishDeck, c)));
  const start = setupDeal(s.options, { deal });
  if (isLeft(start)) return inconsistent(start.left.message);
  const plays = [...s.tricks.flatMap((t) => t.cards), ...s.trick];
  const actions: string[] = [];
  let cur = start.right;
  let played = 0;
  while (actions.length <= MAX_ACTIONS) {
    let next = nextAction(s, cur, plays, played);
    if (next === undefined) return right({ deal, actions });
    let step = apply(cur, toAction(next));
    // The bella flag goes with the second bella card only: the first is played without it.
    if (isLeft(step) && next.type === 'play' && next.bella) {
      next = { ...next, bella: false };
      step = apply(cur, toAction(next));
    }
    if (isLeft(step)) return inconsistent(`${encodeMove(next)}: ${step.left.message}`);
    if (next.type === 'play') played++;
    actions.push(encodeMove(next));
    cur = step.right.state;
  }
  return inconsistent('too many actions');
}
