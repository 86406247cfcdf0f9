/**
 * Choosing trump.
 * - Auction (auction preset): one round from the player after the dealer; each bids a
 *   value above the current bid, from `minBid` to `maxBid` in steps of 10, or passes; all pass →
 *   the hand is annulled (redeal by the next dealer); the winner then names trump. With `noTrump`
 *   a bid may be stated as "no trump" (at least 150): no trump is named afterwards.
 * - Call (traditional preset): one call-or-pass round from the eldest; the first caller
 *   names trump in the same action (`call:H`, `call:no-trump` with `noTrump`); all pass →
 *   `allPass`: 'force-dealer' (the dealer, last to speak, may not pass) or 'redeal'.
 * Once trump is chosen every seat receives the rest of its cards.
 */
import { union, toArray, emptySet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { playerName, type Seat } from '../../kernel/seat.js';
import { tarabishDeck } from './cards.js';
import { speechText, suitName } from './codec.js';
import { noTrumpMinimum } from './options.js';
import { allow, refuse, type TarabishStep, type Verdict, withState } from './step.js';
import { type Contract, type Speech, type TarabishMove, type TarabishEvent, type TarabishState } from './state.js';

type BidAction = Extract<TarabishMove, { type: 'bid' | 'bid-pass' }>;
type CallAction = Extract<TarabishMove, { type: 'call' | 'pass' }>;
type TrumpAction = Extract<TarabishMove, { type: 'trump' }>;

/** The highest bid so far, or null. */
export function highestBid(s: TarabishState): Extract<Speech, { kind: 'bid' }> | null {
  let best: Extract<Speech, { kind: 'bid' }> | null = null;
  for (const sp of s.speech) if (sp.kind === 'bid' && (best === null || sp.value > best.value)) best = sp;
  return best;
}

const lowestBid = (s: TarabishState, noTrump: boolean): number => {
  const floor = noTrump ? noTrumpMinimum(s.options) : s.options.minBid;
  const high = highestBid(s);
  return Math.max(floor, high === null ? 0 : high.value + 10);
};

export function legalBids(s: TarabishState): TarabishMove[] {
  const out: TarabishMove[] = [{ type: 'bid-pass' }];
  for (let v = lowestBid(s, false); v <= s.options.maxBid; v += 10) out.push({ type: 'bid', value: v, noTrump: false });
  if (s.options.noTrump)
    for (let v = lowestBid(s, true); v <= s.options.maxBid; v += 10) out.push({ type: 'bid', value: v, noTrump: true });
  return out;
}

export function checkBid(s: TarabishState, a: BidAction): Verdict {
  if (a.type === 'bid-pass') return allow('pass');
  const o = s.options;
  const detail = { bid: a.value, noTrump: a.noTrump };
  if (a.noTrump && !o.noTrump)
    return refuse(ruleError('bid/no-trump-not-allowed', 'No-trump bids are not played (option noTrump).', detail));
  if (a.value % 10 !== 0) return refuse(ruleError('bid/bad-step', 'Bids go in steps of 10.', detail));
  const floor = a.noTrump ? noTrumpMinimum(o) : o.minBid;
  if (a.value < floor)
    return refuse(
      ruleError('bid/below-minimum', `The lowest ${a.noTrump ? 'no-trump ' : ''}bid is ${floor}.`, {
        ...detail,
        minimum: floor,
      }),
    );
  const high = highestBid(s);
  if (high !== null && a.value <= high.value)
    return refuse(
      ruleError('bid/too-low', `A bid must be above the current bid of ${high.value}.`, {
        ...detail,
        current: high.value,
      }),
    );
  if (a.value > o.maxBid)
    return refuse(ruleError('bid/above-maximum', `The highest bid is ${o.maxBid}.`, { ...detail, maximum: o.maxBid }));
  return allow(a.noTrump ? 'bid-no-trump' : 'bid');
}

export const legalTrumps = (): TarabishMove[] => [0, 1, 2, 3].map((suit) => ({ type: 'trump', suit }));

export const checkTrump = (_s: TarabishState, _a: TrumpAction): Verdict => allow('name-trump');

/** Tarabish rules: all pass with 'force-dealer' → the dealer must call. */
const dealerForced = (s: TarabishState): boolean => s.options.allPass === 'force-dealer' && s.speech.length === 3;

export function legalCalls(s: TarabishState): TarabishMove[] {
  const out: TarabishMove[] = dealerForced(s) ? [] : [{ type: 'pass' }];
  for (const suit of [0, 1, 2, 3]) out.push({ type: 'call', suit });
  if (s.options.noTrump) out.push({ type: 'call', suit: null });
  return out;
}

export function checkCall(s: TarabishState, a: CallAction): Verdict {
  if (a.type === 'pass') {
    return dealerForced(s)
      ? refuse(
          ruleError(
            'call/dealer-must-call',
            `Everybody passed: ${playerName(s.options.dealer)}, the dealer, must name trump.`,
            {
              dealer: s.options.dealer,
            },
          ),
        )
      : allow('pass');
  }
  if (a.suit === null && !s.options.noTrump)
    return refuse(ruleError('call/no-trump-not-allowed', 'No trump may not be called (option noTrump).'));
  return allow(dealerForced(s) ? 'dealer-forced' : 'call');
}

/** Trump is chosen: every seat receives its remaining cards (an event only that seat sees). */
export function trumpChosen(s: TarabishState, contract: Contract, trump: number | null): TarabishStep {
  const events: TarabishEvent[] = [{ type: 'trump', audience: 'all', seat: contract.seat, trump: suitName(trump) }];
  s.pending.forEach((p, seat) => {
    const cards = toArray(p);
    if (cards.length > 0)
      events.push({ type: 'received', audience: [seat], seat, cards: cards.map((c) => tarabishDeck.names.get(c)!) });
  });
  const state = withState(s, {
    phase: s.options.declaration === 'before-first-trick' ? 'declare' : 'play',
    contract,
    trump,
    hands: s.hands.map((h, seat) => union(h, s.pending[seat]!)),
    pending: s.pending.map(() => emptySet(4)),
  });
  return { state, events };
}

function annul(s: TarabishState, speech: readonly Speech[], events: TarabishEvent[]): TarabishStep {
  events.push({ type: 'annulled', audience: 'all', nextDealer: (s.options.dealer + 1) % 4 });
  return { state: withState(s, { speech, phase: 'done', annulled: true }), events };
}

export function applyBid(s: TarabishState, a: BidAction, seat: Seat): TarabishStep {
  const sp: Speech =
    a.type === 'bid-pass' ? { seat, kind: 'pass' } : { seat, kind: 'bid', value: a.value, noTrump: a.noTrump };
  const speech = [...s.speech, sp];
  const events: TarabishEvent[] = [{ type: 'spoke', audience: 'all', seat, said: speechText(sp) }];
  if (speech.length < 4) return { state: withState(s, { speech }), events };
  const next = withState(s, { speech });
  const win = highestBid(next);
  if (win === null) return annul(s, speech, events);
  const contract: Contract = { seat: win.seat, bid: win.value, noTrump: win.noTrump };
  if (win.noTrump) {
    const step = trumpChosen(next, contract, null);
    return { state: step.state, events: [...events, ...step.events] };
  }
  return { state: { ...next, contract, phase: 'trump' }, events };
}

export function applyTrump(s: TarabishState, a: TrumpAction): TarabishStep {
  return trumpChosen(s, s.contract!, a.suit);
}

export function applyCall(s: TarabishState, a: CallAction, seat: Seat): TarabishStep {
  const sp: Speech = a.type === 'pass' ? { seat, kind: 'pass' } : { seat, kind: 'call', suit: a.suit };
  const speech = [...s.speech, sp];
  const events: TarabishEvent[] = [{ type: 'spoke', audience: 'all', seat, said: speechText(sp) }];
  if (a.type === 'call') {
    const step = trumpChosen(withState(s, { speech }), { seat, bid: null, noTrump: a.suit === null }, a.suit);
    return { state: step.state, events: [...events, ...step.events] };
  }
  return speech.length < 4 ? { state: withState(s, { speech }), events } : annul(s, speech, events);
}
