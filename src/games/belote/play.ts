/**
 * The card play of the checked API: the legal plays (with their belote calls), the check of a
 * play, and its step, built on `card-play.ts` and the Belote family's rules.
 */
import type { Card } from '../../kernel/card.js';
import { has, remove, toArray } from '../../kernel/cardset.js';
import { allowedCards } from '../../kernel/follow.js';
import { ruleError } from '../../kernel/errors.js';
import type { Seat } from '../../kernel/seat.js';
import {
  ceilingAfterPlay,
  decisionOn,
  partnerWins,
  refusalOf,
  strainCardsPoints,
  voidsAfterPlay,
  withPairCall,
} from '../../family/card-play.js';
import { isAllTrump } from '../../family/cards.js';
import { beloteDeck, DIX_DE_DER, TRICKS } from './cards.js';
import { callsAllowed, followRules, strainOf, trickSoFarOf } from './card-play.js';
import { announcementSide } from './declarations.js';
import { formatMeld } from '../../family/melds.js';
import { tricksDone, type BeloteEvent, type BeloteMove, type BeloteState } from './state.js';
import { allow, refuse, replaceAt, withState, type BeloteStep, type Verdict } from './step.js';

const CALL_NAMES = [null, 'belote', 'rebelote'] as const;

/** The legal plays of `seat`, the seat to act, in card order, each plain play before its calls. */
export function legalPlays(s: BeloteState, seat: Seat): BeloteMove[] {
  const hand = s.hands[seat]!;
  const rules = followRules(s);
  const allowed = allowedCards(decisionOn(hand, trickSoFarOf(s), rules), hand, rules);
  const out: BeloteMove[] = [];
  for (const card of toArray(allowed))
    for (const call of callsAllowed(s, seat, card)) out.push({ type: 'play', card, call });
  return out;
}

/** The check of a play by `seat`: the card is held, follows the obligation, and its call is one the seat may make. */
export function checkPlay(s: BeloteState, seat: Seat, m: Extract<BeloteMove, { type: 'play' }>): Verdict {
  const hand = s.hands[seat]!;
  const name = beloteDeck.names.get(m.card)!;
  if (!has(hand, m.card)) return refuse(ruleError('play/not-in-hand', `You do not hold ${name}.`, { card: name }));
  const rules = followRules(s);
  const d = decisionOn(hand, trickSoFarOf(s), rules);
  const error = refusalOf(beloteDeck, d, hand, rules, m.card);
  if (error !== null) return refuse(error);
  if (!callsAllowed(s, seat, m.card).includes(m.call))
    return refuse(
      ruleError(
        'play/call-not-allowed',
        m.call === 1
          ? `Belote is said with the first of the king and queen of trump played, by the seat holding both; not with ${name}.`
          : `Rebelote is said with the second of the king and queen of trump, after belote with the first; not with ${name}.`,
        { card: name, call: CALL_NAMES[m.call]! },
      ),
    );
  return allow(d.rule);
}

/** The step of a legal play by `seat`: the card to the trick, the inferences, the trick won when it is complete. */
export function applyPlay(s: BeloteState, m: Extract<BeloteMove, { type: 'play' }>, seat: Seat): BeloteStep {
  const strain = strainOf(s);
  const rules = followRules(s);
  const t = trickSoFarOf(s);
  const partner = partnerWins(t);
  const voids = replaceAt(s.voids, seat, voidsAfterPlay(s.voids[seat]!, rules, t.led, m.card, partner, t.highest));
  // the ceiling is of the one trump suit: in tout atout, where each suit is trump in turn, none is kept
  const trumpCeiling = isAllTrump(strain)
    ? s.trumpCeiling
    : replaceAt(
        s.trumpCeiling,
        seat,
        ceilingAfterPlay(s.trumpCeiling[seat]!, rules, t.led, m.card, partner, t.highest),
      );
  const hands = replaceAt(s.hands, seat, remove(s.hands[seat]!, m.card));
  const calls = m.call === 0 ? s.calls : replaceAt(s.calls, seat, withPairCall(s.calls[seat]!, strain, m.card, m.call));
  const trick: Card[] = [...s.trick, m.card];
  const events: BeloteEvent[] = [
    { type: 'played', audience: 'all', seat, card: beloteDeck.names.get(m.card)!, call: CALL_NAMES[m.call]! },
  ];
  if (trick.length < 4) return { state: withState(s, { hands, trick, calls, voids, trumpCeiling }), events };
  t.add(rules, m.card);
  const winner = (s.leader + t.win) % 4;
  const tricks = [...s.tricks, { leader: s.leader, cards: trick, winner }];
  const team = winner % 2;
  const won = s.won.map((w, k) => (k === team ? [...w, ...trick] : w));
  const last = tricksDone(s) + 1 === TRICKS;
  const points = strainCardsPoints(trick, strain) + (last ? DIX_DE_DER : 0);
  events.push({ type: 'trick', audience: 'all', winner, points });
  if (tricksDone(s) === 0 && s.options.announcements && s.options.announcementTiming === 'first-trick') {
    // FFB coinchée §8.3: the side whose announcements score shows them once the first trick is over.
    const side = announcementSide(s);
    for (let k = 0; k < 4; k++) {
      const d = s.declarations[k];
      if (side !== null && k % 2 === side && d !== null && d !== undefined && d.length > 0)
        events.push({ type: 'shown', audience: 'all', seat: k, melds: d.map(formatMeld) });
    }
  }
  return {
    state: withState(s, {
      hands,
      trick: [],
      tricks,
      won,
      leader: winner,
      calls,
      voids,
      trumpCeiling,
      phase: last ? 'done' : 'play',
    }),
    events,
  };
}
