/**
 * The taking (FFB "Règles officielles de la Belote" §4). First round, from the eldest: each seat
 * takes the turned card's suit (`take`) or passes; the first to take ends it. Second round, when
 * all four passed: each seat names a suit (`take:H`; option `secondRound`: any suit, or a suit
 * other than the turned card's) or passes. All pass twice: the deal is over and nobody scores
 * (option `allPass` says who deals next). Once a seat takes, the deal is completed: the taker
 * receives the turned card, then from the eldest 3 cards to each seat and 2 to the taker.
 */
import { ruleError } from '../../kernel/errors.js';
import { setOf, union } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import { wordOf, type Card } from '../../kernel/card.js';
import { strainOfTrump, SUIT_LETTERS } from '../../family/cards.js';
import { beloteDeck } from './cards.js';
import type { BeloteEvent, BeloteMove, BeloteState, Speech } from './state.js';
import { eldestOf } from './state.js';
import { allow, refuse, withState, type BeloteStep, type Verdict } from './step.js';

/** The suits a seat may name in the second round. */
export const secondRoundSuits = (s: BeloteState): number[] =>
  [0, 1, 2, 3].filter((w) => s.options.secondRound === 'any-suit' || w !== wordOf(s.turned));

/** The legal takes and passes of the seat to act, as moves. */
export function legalTakes(s: BeloteState): BeloteMove[] {
  if (s.phase === 'first-round') return [{ type: 'pass' }, { type: 'take', suit: null }];
  return [{ type: 'pass' }, ...secondRoundSuits(s).map((suit): BeloteMove => ({ type: 'take', suit }))];
}

/** The check of a take or a pass. */
export function checkTake(s: BeloteState, m: Extract<BeloteMove, { type: 'take' | 'pass' }>): Verdict {
  if (m.type === 'pass') return allow('pass');
  if (s.phase === 'first-round') {
    // one way to say it (`take`): legal() lists every action apply accepts, and no alias
    return m.suit === null
      ? allow('take-turned-suit')
      : refuse(
          ruleError(
            'take/turned-suit-only',
            `In the first round a seat takes the turned card's suit (${SUIT_LETTERS[wordOf(s.turned)]}), saying take without a suit, or passes.`,
            { turned: beloteDeck.names.get(s.turned)! },
          ),
        );
  }
  if (m.suit === null)
    return refuse(ruleError('take/name-a-suit', 'In the second round a seat names the trump suit (take:H) or passes.'));
  return secondRoundSuits(s).includes(m.suit)
    ? allow('take-named-suit')
    : refuse(
        ruleError(
          'take/not-the-turned-suit',
          `In the second round the trump must be a suit other than the turned card's (${SUIT_LETTERS[wordOf(s.turned)]}).`,
          { turned: beloteDeck.names.get(s.turned)! },
        ),
      );
}

/** The words of a speech, as the codec writes the action (`pass`, `take:H`). */
export const speechText = (sp: Speech): string => (sp.kind === 'pass' ? 'pass' : `take:${SUIT_LETTERS[sp.suit]}`);

/** The step of a legal take or pass by `seat`. */
export function applyTake(s: BeloteState, m: Extract<BeloteMove, { type: 'take' | 'pass' }>, seat: Seat): BeloteStep {
  if (m.type === 'pass') {
    const speech: Speech[] = [...s.speech, { seat, kind: 'pass' }];
    const events: BeloteEvent[] = [{ type: 'spoke', audience: 'all', seat, said: 'pass' }];
    // the speech of both rounds is kept: the second round's passes follow the first round's four
    const passes = s.phase === 'first-round' ? speech.length : speech.length - 4;
    if (passes === 4 && s.phase === 'first-round')
      return { state: withState(s, { speech, phase: 'second-round' }), events };
    if (passes === 4) {
      const nextDealer = s.options.allPass === 'same-dealer' ? s.options.dealer : (s.options.dealer + 1) % 4;
      return {
        state: withState(s, { speech, phase: 'done', annulled: true }),
        events: [...events, { type: 'annulled', audience: 'all', nextDealer }],
      };
    }
    return { state: withState(s, { speech }), events };
  }
  const suit = m.suit ?? wordOf(s.turned);
  const spoken: Speech = { seat, kind: 'take', suit };
  return completeDeal(
    withState(s, { speech: [...s.speech, spoken], taker: seat, trump: suit, strain: strainOfTrump(suit) }),
    seat,
    speechText(spoken),
  );
}

/** The second part of the deal once `taker` took: the turned card to the taker, then 3 to each seat but 2 to the taker, from the eldest. */
function completeDeal(s: BeloteState, taker: Seat, said: string): BeloteStep {
  const events: BeloteEvent[] = [{ type: 'spoke', audience: 'all', seat: taker, said }];
  const hands = s.hands.slice();
  let next = 1;
  const eldest = eldestOf(s);
  for (let i = 0; i < 4; i++) {
    const seat = (eldest + i) % 4;
    const n = seat === taker ? 2 : 3;
    const cards: Card[] = s.pack.slice(next, next + n);
    next += n;
    if (seat === taker) cards.unshift(s.turned);
    hands[seat] = union(hands[seat]!, setOf(4, cards));
    events.push({ type: 'received', audience: [seat], seat, cards: cards.map((c) => beloteDeck.names.get(c)!) });
  }
  const before = s.options.announcements && s.options.announcementTiming === 'before-first-trick';
  return { state: withState(s, { hands, pack: [], phase: before ? 'announce' : 'play' }), events };
}
