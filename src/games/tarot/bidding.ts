/**
 * Bidding (FFT p.5): one round from the seat after the dealer, each player speaks once, each bid
 * above the last: prise < garde < garde sans < garde contre. The highest bidder takes. All pass:
 * the deal is annulled and dealt again (`allPass: 'redeal'`) or played as a Goulash with the same
 * cards (`allPass: 'goulash'`).
 */
import { ruleError } from '../../kernel/errors.js';
import { seatAfter } from '../../kernel/seat.js';
import { afterCall } from './call.js';
import type { Contract } from './scoring.js';
import { BIDS, type Bid, type TarotEvent, type TarotState, withState } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';
import { eldestOf } from './deal.js';

export const bidRank = (b: Bid): number => BIDS.indexOf(b);

/** The highest bid so far, or null when everybody passed so far. */
export function highestBid(s: TarotState): Contract | null {
  let best: Contract | null = null;
  for (const b of s.bids) if (b !== 'pass' && (best === null || bidRank(b) > bidRank(best))) best = b;
  return best;
}

export function legalBids(s: TarotState): Bid[] {
  const top = highestBid(s);
  return BIDS.filter((b) => b === 'pass' || top === null || bidRank(b) > bidRank(top));
}

export function checkBid(s: TarotState, bid: Bid): Verdict {
  const top = highestBid(s);
  if (bid !== 'pass' && top !== null && bidRank(bid) <= bidRank(top)) {
    return refuse(ruleError('bid/too-low', `A bid must be above ${top}.`, { bid, highest: top }));
  }
  return allow(bid === 'pass' ? 'pass' : 'bid-above-last');
}

export function applyBid(s: TarotState, bid: Bid): TarotStep {
  const n = s.options.players;
  const seat = seatAfter(s.options.dealer, 1 + s.bids.length, n);
  const bids = [...s.bids, bid];
  const events: TarotEvent[] = [{ type: 'bid', audience: 'all', seat, bid }];
  const next: TarotState = withState(s, { bids });
  if (bids.length < n) return { state: next, events };
  const contract = highestBid(next);
  if (contract === null) {
    if (s.options.allPass === 'goulash') {
      // Goulash rules: the same cards are played, each for themselves.
      events.push({ type: 'goulash', audience: 'all', leader: eldestOf(s) });
      return { state: withState(next, { mode: 'goulash', phase: 'play', leader: eldestOf(s) }), events };
    }
    events.push({ type: 'annulled', audience: 'all', reason: 'all-pass' });
    return { state: withState(next, { phase: 'done', annulled: 'all-pass' }), events };
  }
  const taker = seatAfter(s.options.dealer, 1 + bids.lastIndexOf(contract), n);
  events.push({ type: 'contract', audience: 'all', taker, contract });
  const withTaker: TarotState = withState(next, { taker, contract });
  if (n === 5) return { state: withState(withTaker, { phase: 'call' }), events };
  const after = afterCall(withTaker);
  return { state: after.state, events: [...events, ...after.events] };
}
