/**
 * The écart (FFT p.6): the taker of a prise or garde discards as many cards as the chien had, one
 * `discard` action per card, face down: never a king or an oudler; trumps only when the hand holds
 * too few other cards, and then exactly the shortfall; discarded trumps are shown to everybody.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { type TarotEvent, type TarotState, replaceAt, withState } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';
import { name, isKing, isOudler, isTrump } from './cards.js';
import { CHIEN_SIZE } from './deal.js';

/** Cards that may always go to the écart: neither trump, king nor oudler. */
export const isPlainDiscard = (c: Card): boolean => !isTrump(c) && !isKing(c) && !isOudler(c);

export interface EcartChoice {
  readonly allowed: cs.CardSet;
  /** True when trumps are needed to complete the écart. */
  readonly trumpsNeeded: boolean;
}

export function ecartChoice(s: TarotState): EcartChoice {
  const hand = s.hands[s.taker!]!;
  const remaining = CHIEN_SIZE[s.options.players] - s.ecart.length;
  const plain = cs.filter(hand, isPlainDiscard);
  if (cs.size(plain) >= remaining) return { allowed: plain, trumpsNeeded: false };
  // Too few plain cards: the shortfall is made up with trumps (never the 1T or 21T).
  return {
    allowed: cs.union(
      plain,
      cs.filter(hand, (c) => isTrump(c) && !isOudler(c)),
    ),
    trumpsNeeded: true,
  };
}

export function checkDiscard(s: TarotState, card: Card): Verdict {
  if (!cs.has(s.hands[s.taker!]!, card))
    return refuse(ruleError('discard/not-in-hand', 'You do not hold that card.', { card: name(card) }));
  if (isKing(card))
    return refuse(ruleError('discard/no-kings', 'A king may never go to the écart.', { card: name(card) }));
  if (isOudler(card))
    return refuse(
      ruleError('discard/no-oudlers', 'An oudler (1T, 21T, the Excuse) may never go to the écart.', {
        card: name(card),
      }),
    );
  const choice = ecartChoice(s);
  if (isTrump(card) && !choice.trumpsNeeded) {
    return refuse(
      ruleError('discard/trump-avoidable', 'A trump may go to the écart only when no other card can.', {
        card: name(card),
      }),
    );
  }
  return allow(isTrump(card) ? 'discard-trump-shortfall' : 'discard');
}

export function applyDiscard(s: TarotState, card: Card): TarotStep {
  const taker = s.taker!;
  const ecart = [...s.ecart, card];
  const events: TarotEvent[] = [{ type: 'discarded', audience: [taker], card: name(card) }];
  if (isTrump(card)) events.push({ type: 'trump-discarded', audience: 'all', card: name(card) });
  const done = ecart.length === CHIEN_SIZE[s.options.players];
  if (done) events.push({ type: 'ecart-done', audience: 'all' });
  const hands = replaceAt(s.hands, taker, cs.remove(s.hands[taker]!, card));
  return { state: withState(s, { hands, ecart, phase: done ? 'chelem' : 'ecart' }), events };
}
