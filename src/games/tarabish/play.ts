/**
 * Card play. RULINGS (Tarabish): follow suit; when trump is led, beat the highest trump so far if
 * able; when void, trump; if a trump is already in the trick, overtrump if able, otherwise still
 * play a lower trump; with no trump, any card. Option `partnerException`: a player void in the
 * suit led may play any card while their partner is winning the trick. All of it is the kernel's
 * `obligation` chain. Bella: playing the second of K-Q of trump from the same hand may carry the
 * bella call (its own action beside the same play without it); never in no-trump.
 */
import { bitOf, cardId, wordOf, type Card } from '../../kernel/card.js';
import { emptySet, has, remove, toArray } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { checkPlay, obligation, type FollowRules, type Obligation } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { ledSuit, standardPower, winningIndex } from '../../kernel/trick.js';
import { tarabishDeck } from './cards.js';
import { cardPoints, plainPower, RANK_BIT, trumpPower } from './ranks.js';
import { allow, refuse, type TarabishStep, type Verdict } from './step.js';
import { partnerOf, teamOf, type TarabishAction, type TarabishEvent, type TarabishState } from './state.js';

type PlayAction = Extract<TarabishAction, { type: 'play' }>;

const noWild = (): boolean => false;
const NO_WILD = emptySet(4);

export const followRules = (s: TarabishState): FollowRules => ({
  trump: s.trump,
  wild: NO_WILD,
  trumpPower,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: s.options.partnerException,
});

/** The index in `cards` of the card winning so far: the highest trump, else the highest of the suit led. */
export function winningSoFar(cards: readonly Card[], trump: number | null): number {
  return winningIndex(cards, standardPower(ledSuit(cards, noWild), trump, noWild, trumpPower, plainPower));
}

export function partnerWinning(s: TarabishState, seat: Seat): boolean {
  if (s.trick.length === 0) return false;
  return (s.leader + winningSoFar(s.trick, s.trump)) % 4 === partnerOf(seat);
}

/** followRules by trump (4 = none) and partner exception, built once each. */
const RULES_BY_KEY: (FollowRules | undefined)[] = [];

/** The last obligation computed, by state identity (`legal` then `apply` on the same state compute it once; states are immutable). */
let lastState: TarabishState | null = null;
let lastSeat = -1;
let lastObligation: Obligation | null = null;

export function obligationOf(s: TarabishState, seat: Seat): Obligation {
  if (s === lastState && seat === lastSeat) return lastObligation!;
  const key = (s.trump ?? 4) * 2 + (s.options.partnerException ? 1 : 0);
  const rules = (RULES_BY_KEY[key] ??= followRules(s));
  const ob = obligation({ hand: s.hands[seat]!, trick: s.trick, partnerWinning: partnerWinning(s, seat) }, rules);
  lastState = s;
  lastSeat = seat;
  lastObligation = ob;
  return ob;
}

/** The cards a seat has played so far this hand (completed tricks and the current one). */
export function playedBy(s: TarabishState, seat: Seat): Card[] {
  const out: Card[] = [];
  for (const t of s.tricks) out.push(t.cards[(seat - t.leader + 4) % 4]!);
  const i = (seat - s.leader + 4) % 4;
  if (i < s.trick.length) out.push(s.trick[i]!);
  return out;
}

/** RULINGS: bella only on the second of K-Q of trump played from the same hand. */
export function bellaAllowed(s: TarabishState, seat: Seat, card: Card): boolean {
  if (s.trump === null || wordOf(card) !== s.trump) return false;
  const b = bitOf(card);
  if (b !== RANK_BIT.king && b !== RANK_BIT.queen) return false;
  const other = cardId(s.trump, b === RANK_BIT.king ? RANK_BIT.queen : RANK_BIT.king);
  return playedBy(s, seat).includes(other);
}

/** One frozen play action (without bella) per card, shared by every `legal` list (actions are immutable values). */
const PLAIN_PLAYS: readonly TarabishAction[] = Array.from({ length: 128 }, (_, card) => Object.freeze({ type: 'play' as const, card, bella: false }));

export function legalPlays(s: TarabishState, seat: Seat): TarabishAction[] {
  const out: TarabishAction[] = [];
  for (const card of toArray(obligationOf(s, seat).allowed)) {
    out.push(PLAIN_PLAYS[card]!);
    if (bellaAllowed(s, seat, card)) out.push({ type: 'play', card, bella: true });
  }
  return out;
}

export function checkCardPlay(s: TarabishState, a: PlayAction, seat: Seat): Verdict {
  const card = tarabishDeck.names.get(a.card)!;
  if (!has(s.hands[seat]!, a.card)) return refuse(ruleError('play/not-in-hand', `You do not hold ${card}.`, { card }));
  const ob = obligationOf(s, seat);
  const broken = checkPlay(tarabishDeck, ob, a.card);
  if (broken) return refuse(broken);
  if (a.bella && !bellaAllowed(s, seat, a.card)) {
    return refuse(ruleError('play/bella-not-allowed', 'Bella is called only when playing the second of the king and queen of trump.', { card }));
  }
  return allow(a.bella ? 'bella' : ob.rule);
}

/**
 * What everybody learns from a play (used to re-deal hidden cards consistently): not following
 * shows a void; a void player who neither trumps nor is free to discard (partner exception) has
 * no trump; a player who had to beat the highest trump and played lower has no higher trump.
 */
function inferences(s: TarabishState, seat: Seat, card: Card): { voids: number; ceiling: number } {
  let voids = s.voids[seat]!;
  let ceiling = s.trumpCeiling[seat]!;
  const led = ledSuit(s.trick, noWild);
  if (led === null) return { voids, ceiling };
  const trump = s.trump;
  const suit = wordOf(card);
  let highest = -1;
  for (const c of s.trick) if (trump !== null && wordOf(c) === trump) highest = Math.max(highest, trumpPower(c));
  const free = s.options.partnerException && suit !== led && partnerWinning(s, seat);
  if (suit !== led) voids |= 1 << led;
  if (trump !== null && suit !== led && suit !== trump && !free) voids |= 1 << trump;
  const beatRequired = led === trump || (suit !== led && !free);
  if (trump !== null && suit === trump && highest >= 0 && beatRequired && trumpPower(card) < highest) ceiling = Math.min(ceiling, highest);
  return { voids, ceiling };
}

export function applyPlay(s: TarabishState, a: PlayAction, seat: Seat): TarabishStep {
  const { voids, ceiling } = inferences(s, seat, a.card);
  const events: TarabishEvent[] = [{ type: 'played', audience: 'all', seat, card: tarabishDeck.names.get(a.card)!, bella: a.bella }];
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, a.card) : h));
  const trick = [...s.trick, a.card];
  const bella = a.bella ? s.bella.map((b, i) => b || i === seat) : s.bella;
  const nextVoids = voids === s.voids[seat] ? s.voids : s.voids.map((v, i) => (i === seat ? voids : v));
  const nextCeiling = ceiling === s.trumpCeiling[seat] ? s.trumpCeiling : s.trumpCeiling.map((v, i) => (i === seat ? ceiling : v));
  if (trick.length < 4) return { state: playState(s, 'play', hands, s.leader, trick, s.tricks, s.won, bella, nextVoids, nextCeiling), events };
  const winner = (s.leader + winningSoFar(trick, s.trump)) % 4;
  const team = teamOf(winner);
  const tricks = [...s.tricks, { leader: s.leader, cards: trick, winner }];
  const over = tricks.length === 9;
  const points = trick.reduce((p, c) => p + cardPoints(c, s.trump), 0) + (over ? s.options.lastTrickBonus : 0);
  events.push({ type: 'trick', audience: 'all', winner, points });
  const won = s.won.map((w, t) => (t === team ? [...w, ...trick] : w));
  return { state: playState(s, over ? 'done' : 'play', hands, winner, [], tricks, won, bella, nextVoids, nextCeiling), events };
}

/**
 * `s` with its card-play fields replaced. Every field is listed, in the order of the initial
 * state, so that all play states share one shape (an object spread here was the hot spot of `apply`).
 */
function playState(
  s: TarabishState,
  phase: TarabishState['phase'],
  hands: TarabishState['hands'],
  leader: Seat,
  trick: TarabishState['trick'],
  tricks: TarabishState['tricks'],
  won: TarabishState['won'],
  bella: TarabishState['bella'],
  voids: TarabishState['voids'],
  trumpCeiling: TarabishState['trumpCeiling'],
): TarabishState {
  return {
    options: s.options,
    phase,
    hands,
    pending: s.pending,
    speech: s.speech,
    contract: s.contract,
    trump: s.trump,
    declarations: s.declarations,
    leader,
    trick,
    tricks,
    won,
    bella,
    voids,
    trumpCeiling,
    annulled: s.annulled,
  };
}
