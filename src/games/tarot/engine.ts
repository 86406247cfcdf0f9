/**
 * The reducer: whose turn it is, the legal actions, one check shared by `apply` and `explain`
 * (so they cannot disagree), and the dispatch of each action to its phase module.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { applyBid, checkBid, legalBids } from './bidding.js';
import { applyCall, callableCards, checkCall } from './call.js';
import { tarotDeck } from './cards.js';
import { actionId, isActionShape } from './codec.js';
import {
  applyChelem,
  applyPoignee,
  checkChelem,
  checkPoignee,
  mayAnnounceChelem,
  poigneeOpen,
  poigneeOptions,
} from './declarations.js';
import { applyDiscard, checkDiscard, ecartChoice } from './ecart.js';
import { applyPlay, checkCard, playActor, playObligation } from './play.js';
import type { ActionType, Phase, TarotAction, TarotState } from './state.js';
import { refuse, type TarotStep, type Verdict } from './step.js';

export function tarotActor(s: TarotState): Seat | 'done' {
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

/** The phase in which each kind of action is played (a switch: a keyed read of a record by a variable name is slower). */
function phaseOf(type: ActionType): Phase {
  switch (type) {
    case 'play':
    case 'poignee':
      return 'play';
    case 'bid':
      return 'bidding';
    case 'call':
      return 'call';
    case 'discard':
      return 'ecart';
    case 'chelem':
      return 'chelem';
  }
}

const byId = (a: TarotAction, b: TarotAction): number => actionId(a) - actionId(b);

/** One frozen play action per card, shared by every `legal` list (actions are immutable values). */
const PLAY_ACTIONS: readonly TarotAction[] = Array.from({ length: 160 }, (_, card) =>
  Object.freeze({ type: 'play' as const, card }),
);
const playAction = (card: Card): TarotAction => PLAY_ACTIONS[card]!;

/** The plays allowed by the obligation, then the poignées the seat may show (first trick only). */
function legalInPlay(s: TarotState, seat: Seat): TarotAction[] {
  // Plays come in card order (ids 0..159), before every poignée (ids from 1000): only the poignées need sorting.
  const allowed = playObligation(s, seat).allowed;
  const plays = new Array<TarotAction>(cs.size(allowed));
  let k = 0;
  for (let w = 0; w < allowed.length; w++) {
    let bits = allowed[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      plays[k++] = playAction((w << 5) | (31 - Math.clz32(low)));
      bits ^= low;
    }
  }
  if (s.tricks.length > 0 || !poigneeOpen(s, seat)) return plays;
  const shows: TarotAction[] = poigneeOptions(s, seat).map((cards) => ({ type: 'poignee', cards }));
  if (shows.length === 0) return plays;
  return [...plays, ...shows.sort(byId)];
}

export function tarotLegal(s: TarotState): TarotAction[] {
  // Card play first, in a small function of its own: it is nearly every call.
  if (s.phase === 'play') return legalInPlay(s, playActor(s));
  const seat = tarotActor(s);
  if (seat === 'done') return [];
  let out: TarotAction[];
  switch (s.phase) {
    case 'bidding':
      out = legalBids(s).map((bid) => ({ type: 'bid', bid }));
      break;
    case 'call':
      out = callableCards(s).map((card) => ({ type: 'call', card }));
      break;
    case 'ecart':
      out = cs.toArray(ecartChoice(s).allowed).map((card) => ({ type: 'discard', card }));
      break;
    case 'chelem':
      out = [
        { type: 'chelem', announce: false },
        ...(mayAnnounceChelem(s) ? [{ type: 'chelem' as const, announce: true }] : []),
      ];
      break;
    default:
      return legalInPlay(s, seat);
  }
  return out.sort(byId);
}

/** Every check in order: shape, deal over, phase, seat, then the phase's own rule. */
export function judge(s: TarotState, a: unknown): Verdict {
  if (!isActionShape(a)) return refuse(ruleError('action/malformed', 'Not a Tarot action.'));
  const seat = tarotActor(s);
  if (seat === 'done') return refuse(ruleError('phase/deal-over', 'The deal is over.'));
  if (phaseOf(a.type) !== s.phase) {
    return refuse(
      ruleError('phase/wrong-phase', `A ${a.type} action is not played in the ${s.phase} phase.`, {
        action: a.type,
        phase: s.phase,
      }),
    );
  }
  if (a.by !== undefined && a.by !== seat)
    return refuse(ruleError('turn/not-your-turn', `It is seat ${seat}'s turn.`, { actor: seat, by: a.by }));
  switch (a.type) {
    case 'bid':
      return checkBid(s, a.bid);
    case 'call':
      return checkCall(s, a.card);
    case 'discard':
      return checkDiscard(s, a.card);
    case 'chelem':
      return checkChelem(s, a.announce);
    case 'poignee':
      return checkPoignee(s, seat, a.cards);
    case 'play':
      return checkCard(s, seat, a.card);
  }
}

export function tarotApplyUnchecked(s: TarotState, a: TarotAction): TarotStep {
  const seat = tarotActor(s) as Seat;
  switch (a.type) {
    case 'bid':
      return applyBid(s, a.bid);
    case 'call':
      return applyCall(s, a.card);
    case 'discard':
      return applyDiscard(s, a.card);
    case 'chelem':
      return applyChelem(s, a.announce);
    case 'poignee':
      return applyPoignee(s, seat, a.cards);
    case 'play':
      return applyPlay(s, seat, a.card);
  }
}

/** A superset of the legal actions: every bid and chelem choice, every card to call, discard or play, and the poignées. */
export function tarotCandidates(s: TarotState): TarotAction[] {
  const seat = tarotActor(s);
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
  if (s.phase === 'call') out.push(...all.map((card) => ({ type: 'call' as const, card })));
  if (s.phase === 'ecart') out.push(...all.map((card) => ({ type: 'discard' as const, card })));
  if (s.phase === 'play') {
    out.push(...all.map((card) => ({ type: 'play' as const, card })));
    if (s.mode === 'classic' && s.tricks.length === 0) {
      for (const cards of poigneeOptions(s, seat)) out.push({ type: 'poignee', cards });
      // A false poignée of each size: the top trumps, whoever holds them.
      for (const k of [8, 10, 13, 15, 18])
        out.push({ type: 'poignee', cards: Array.from({ length: k }, (_, i) => 149 - i) });
    }
  }
  return out;
}

export const verdictToExplanation = (v: Verdict) =>
  v.ok ? { legal: true as const, rule: v.rule } : { legal: false as const, error: v.error };
