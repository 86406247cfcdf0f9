/**
 * The reducer: who acts, what is legal, and applying an action. `verdict` is the one check behind
 * both `apply` and `explain`, so they can never disagree. Whist has a single phase (card play), so
 * there is nothing to dispatch on: a game with several phases switches on its phase here and
 * calls one `legalX` / `checkX` / `applyX` per phase.
 */
import type { Either, Explanation, RuleError, Seat } from 'atout';
import { actionReader, cardset as cs, explainForSeat, left, right, ruleError, UnreadableAction } from 'atout/kernel';
import { whistDeck } from './cards.js';
import { isWhistAction, whistActionObjectSchema } from './codec.js';
import { applyPlay, checkCard, legalCards, playObligation, seatToPlay } from './play.js';
import { PLAYERS, TRICKS, type WhistAction, type WhistState } from './state.js';
import { allow, refuse, type Verdict, type WhistStep } from './step.js';

/** The seat to act, or `'done'` once the thirteen tricks are played. */
export const actor = (s: WhistState): Seat | 'done' => (s.tricks.length === TRICKS ? 'done' : seatToPlay(s));

/** Every legal action, sorted by card id. */
export const legal = (s: WhistState): WhistAction[] =>
  actor(s) === 'done' ? [] : legalCards(s).map((card) => ({ type: 'play', card }));

/** The refusal of any action once the deal is over (`explainFor` gives it to every seat). */
const dealOver = (): RuleError => ruleError('phase/deal-over', 'The deal is over: all thirteen tricks are played.');

/** The one check: the deal is not over, the action is an action, the card is in hand, the card follows suit. */
export function verdict(s: WhistState, a: unknown): Verdict {
  if (actor(s) === 'done') return refuse(dealOver());
  if (!isWhistAction(a)) return refuse(ruleError('action/malformed', 'A Whist action is { type: "play", card }.'));
  if (!cs.has(s.hands[seatToPlay(s)]!, a.card))
    return refuse(
      ruleError('play/not-in-hand', `You do not hold ${whistDeck.names.get(a.card)!}.`, {
        card: whistDeck.names.get(a.card)!,
      }),
    );
  const error = checkCard(s, a.card);
  return error === null ? allow(playObligation(s).rule) : refuse(error);
}

/** Applies a legal action without checking it. */
export const applyUnchecked = (s: WhistState, a: WhistAction): WhistStep => applyPlay(s, a.card);

/**
 * Every action value `apply` and `explain` get goes through the kernel's one reader first: it
 * refuses a key no Whist action of its type has (the action object schema's: `action/malformed`) and hands on a plain copy, so an object
 * whose getters or proxy traps throw never reaches the rules.
 */
const read = actionReader('Whist', whistActionObjectSchema, []);

/** Applies an action, or returns the rule it breaks. Never mutates, never throws. */
export function apply(s: WhistState, input: WhistAction): Either<RuleError, WhistStep> {
  const a = read(input);
  if (a instanceof UnreadableAction) return left(a.error);
  const v = verdict(s, a);
  return v.ok ? right(applyUnchecked(s, a as WhistAction)) : left(v.error);
}

/** Why an action is legal (the rule that allowed it) or the error `apply` would return. */
export function explain(s: WhistState, input: WhistAction): Explanation {
  const a = read(input);
  if (a instanceof UnreadableAction) return { legal: false, error: a.error };
  const v = verdict(s, a);
  return v.ok ? { legal: true, rule: v.rule } : { legal: false, error: v.error };
}

/**
 * `explain` as asked by `seat`, for servers: a seat that is not to act learns only whose turn it
 * is, since a refusal's detail lists the cards the seat to act may play.
 */
export const explainFor = (s: WhistState, seat: Seat, a: WhistAction): Explanation =>
  explainForSeat({ actor, players: () => PLAYERS, explain, over: dealOver }, s, seat, a);

/** Every card of the deck, while the deal is on: a superset of the legal plays, to probe illegal ones. */
export const candidates = (s: WhistState): WhistAction[] =>
  actor(s) === 'done' ? [] : whistDeck.cards.map((card) => ({ type: 'play', card }));
