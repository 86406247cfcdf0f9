/**
 * The reducer: whose turn it is, the legal actions, one check shared by `apply` and `explain`
 * (so they cannot disagree), and the dispatch of each action by the phase to its phase module.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { actionReader, explainOn, indexOfAction, UnreadableAction } from '../../kernel/action-object.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarotError, TarotErrorCode } from './step.js';
import { explainForSeat, notYourTurn as notYourTurnError } from '../../kernel/explain.js';
import type { Explanation } from '../../kernel/ruleset.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { applyBid, checkBid, legalBids } from './bidding.js';
import { applyCall, callableCards, checkCall } from './call.js';
import { CARD_ACTIONS, cardNumber, tarotDeck } from './cards.js';
import { actionId, isActionShape, numericCard } from './codec.js';
import {
  applyAnnounce,
  applyChelem,
  applyShow,
  checkAnnounce,
  checkChelem,
  checkShow,
  mayAnnounceChelem,
  nextShows,
  poigneeIncomplete,
  poigneeOpen,
  poigneeSizes,
  showing,
} from './declarations.js';
import { applyDiscard, checkDiscard, ecartChoice } from './ecart.js';
import { allowedPlayStep, applyPlay, checkPlay, legalPlays, playActor } from './play.js';
import type { TarotAction, TarotState } from './state.js';
import { tarotActionObjectSchema } from './action-schema.js';
import { refuse, type TarotStep, type Verdict } from './step.js';

/** The seat to act: the bidder in turn, the taker (call, écart, chelem), the next card's player. */
export function actor(s: TarotState): Seat | 'done' {
  switch (s.phase) {
    case 'play':
      return playActor(s);
    case 'done':
      return 'done';
    case 'bidding':
      return seatAfter(s.options.dealer, 1 + s.bids.length, s.options.players);
    case 'call':
    case 'ecart':
    case 'chelem':
      return s.taker!;
  }
}

const byId = (a: TarotAction, b: TarotAction): number => actionId(a) - actionId(b);

/** The legal actions in id order. */
export function legal(s: TarotState): TarotAction[] {
  switch (s.phase) {
    case 'play':
      return legalInPlay(s, playActor(s));
    case 'bidding':
      return legalBids(s)
        .map((bid): TarotAction => ({ type: 'bid', bid }))
        .sort(byId);
    case 'call':
      return callableCards(s)
        .map((card): TarotAction => CARD_ACTIONS.call[card]!)
        .sort(byId);
    case 'ecart':
      return cs.toArray(ecartChoice(s).allowed).map((card): TarotAction => CARD_ACTIONS.discard[card]!);
    case 'chelem':
      return mayAnnounceChelem(s)
        ? [
            { type: 'chelem', announce: false },
            { type: 'chelem', announce: true },
          ]
        : [{ type: 'chelem', announce: false }];
    case 'done':
      return [];
  }
}

/**
 * While a poignée is being shown, its next cards (ids 800 + card); else the plays allowed (card
 * order, ids 0..159), then the poignée sizes the seat may announce (first trick only, ids 1000..1002).
 */
function legalInPlay(s: TarotState, seat: Seat): TarotAction[] {
  if (s.tricks.length > 0) return legalPlays(s, seat);
  const p = showing(s);
  if (p !== undefined) return nextShows(s, p).map((card): TarotAction => CARD_ACTIONS.show[card]!);
  const plays = legalPlays(s, seat);
  if (!poigneeOpen(s, seat)) return plays;
  const sizes = poigneeSizes(s, seat);
  if (sizes.length === 0) return plays;
  return [...plays, ...sizes.map((size): TarotAction => ({ type: 'poignee', size }))];
}

const dealOver = (): TarotError => ruleError('phase/deal-over', 'The deal is over.');

const wrongPhase = (s: TarotState, a: TarotAction): Verdict =>
  refuse(
    ruleError('phase/wrong-phase', `A ${a.type} action is not played in the ${s.phase} phase.`, {
      action: a.type,
      phase: s.phase,
    }),
  );

/** The action names a seat that is not the one to act. */
const notYourTurn = (seat: Seat, a: TarotAction): Verdict | undefined =>
  a.seat !== undefined && a.seat !== seat ? refuse(notYourTurnError(seat, a.seat)) : undefined;

/** Every check in order: shape, deal over, phase, seat, and the phase's own rule. */
export function verdict(s: TarotState, a: unknown): Verdict {
  if (!isActionShape(a)) return refuse(numericCard(a) ?? ruleError('action/malformed', 'Not a Tarot action.'));
  const seat = actor(s);
  if (seat === 'done') return refuse(dealOver());
  switch (s.phase) {
    case 'bidding':
      return a.type !== 'bid' ? wrongPhase(s, a) : (notYourTurn(seat, a) ?? checkBid(s, a.bid));
    case 'call':
      return a.type !== 'call' ? wrongPhase(s, a) : (notYourTurn(seat, a) ?? checkCall(s, card(a.card)));
    case 'ecart':
      return a.type !== 'discard' ? wrongPhase(s, a) : (notYourTurn(seat, a) ?? checkDiscard(s, card(a.card)));
    case 'chelem':
      return a.type !== 'chelem' ? wrongPhase(s, a) : (notYourTurn(seat, a) ?? checkChelem(s, a.announce));
    case 'play': {
      if (a.type !== 'play' && a.type !== 'poignee' && a.type !== 'show') return wrongPhase(s, a);
      const turn = notYourTurn(seat, a);
      if (turn !== undefined) return turn;
      const p = showing(s);
      if (p !== undefined && a.type !== 'show') return poigneeIncomplete(p, s);
      if (a.type === 'play') return checkPlay(s, seat, card(a.card));
      return a.type === 'poignee' ? checkAnnounce(s, seat, a.size) : checkShow(s, seat, card(a.card));
    }
    case 'done':
      return refuse(dealOver());
  }
}

/** Applies an action `verdict` allows. */
export function applyUnchecked(s: TarotState, a: TarotAction): TarotStep {
  switch (s.phase) {
    case 'play':
      if (a.type === 'play') return applyPlay(s, playActor(s), playedCard(a));
      return a.type === 'poignee' ? applyAnnounce(s, playActor(s), a.size) : applyShow(s, playActor(s), cardOf(a));
    case 'bidding':
      return applyBid(s, (a as Extract<TarotAction, { type: 'bid' }>).bid);
    case 'call':
      return applyCall(s, card((a as Extract<TarotAction, { type: 'call' }>).card));
    case 'ecart':
      return applyDiscard(s, card((a as Extract<TarotAction, { type: 'discard' }>).card));
    case 'chelem':
      return applyChelem(s, (a as Extract<TarotAction, { type: 'chelem' }>).announce);
    case 'done':
      return { state: s, events: [] };
  }
}

/** The card of a play known to be legal: a play `legal` listed by its index, else by its name. */
function playedCard(a: Extract<TarotAction, { type: 'play' }>): Card {
  const i = indexOfAction(CARD_ACTIONS.play, a);
  return i >= 0 ? i : card(a.card);
}

const cardOf = (a: TarotAction): Card => card((a as Extract<TarotAction, { type: 'show' }>).card);

/** The number of a card named by an action `isActionShape` accepted (or `legal` listed). */
const card = (name: string): Card => cardNumber(name)!;

/**
 * Every action value `apply` and `explain` get, read first by the kernel's one reader: the frozen
 * card actions `legal` lists pass after one look-up; any other object is copied, a key no Tarot
 * action of its type has (the action object schema's) is refused (`{ ...legal[0], by: 2 }`), and
 * nothing the copy holds can throw.
 */
const read = actionReader('Tarot', tarotActionObjectSchema, [
  ...CARD_ACTIONS.play,
  ...CARD_ACTIONS.call,
  ...CARD_ACTIONS.discard,
  ...CARD_ACTIONS.show,
]);

/** Checks, then applies. */
export function apply(s: TarotState, input: TarotAction): Either<TarotError, TarotStep> {
  const a = read(input);
  if (a instanceof UnreadableAction) return left(a.error);
  // A card play the seat to act may make: checked and applied on one obligation (play.ts).
  const step = allowedPlayStep(s, a);
  if (step !== undefined) return right(step);
  const v = verdict(s, a);
  return v.ok ? right(applyUnchecked(s, a as TarotAction)) : left(v.error);
}

/** Why an action is legal (the rule that allows it) or not (the error). */
export const explain: (s: TarotState, input: TarotAction) => Explanation<TarotErrorCode> = explainOn(read, verdict);

/** `explain` as asked by `seat`: a seat that is not to act learns only whose turn it is. */
export const explainFor = (s: TarotState, seat: Seat, a: TarotAction): Explanation<TarotErrorCode> =>
  explainForSeat({ actor, players: (x: TarotState) => x.options.players, explain, over: dealOver }, s, seat, a);

/** A superset of the legal actions: every bid and chelem choice, every card to call, discard, play or show, every poignée size. */
export function candidates(s: TarotState): TarotAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  const all = tarotDeck.cards as readonly Card[];
  const out: TarotAction[] = [
    { type: 'bid', bid: 'pass' },
    { type: 'bid', bid: 'prise' },
    { type: 'bid', bid: 'garde' },
    { type: 'bid', bid: 'garde-sans' },
    { type: 'bid', bid: 'garde-contre' },
    { type: 'chelem', announce: false },
    { type: 'chelem', announce: true },
  ];
  if (s.phase === 'call') out.push(...all.map((c) => CARD_ACTIONS.call[c]!));
  if (s.phase === 'ecart') out.push(...all.map((c) => CARD_ACTIONS.discard[c]!));
  if (s.phase === 'play') {
    out.push(...all.map((c) => CARD_ACTIONS.play[c]!));
    if (s.mode === 'classic' && s.tricks.length === 0) {
      out.push(
        { type: 'poignee', size: 'simple' },
        { type: 'poignee', size: 'double' },
        { type: 'poignee', size: 'triple' },
      );
      out.push(...all.map((c) => CARD_ACTIONS.show[c]!));
    }
  }
  return out;
}
