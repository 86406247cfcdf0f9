/**
 * A deliberately naive legal-action generator for Coinche, written straight from the rule text
 * (docs/rules/coinche.md, "The auction": bids on the grid above the highest, capot above all, a
 * coinche of the other side's bid, a surcoinche of one's own side's coinched bid) with plain
 * arrays, without the auction module; the card play is Belote's, checked by Belote's naive
 * generator on the card play's state. The conformance harness compares it with `coinche.legal`.
 */
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { naiveBeloteLegal } from '../belote/naive.js';

export function naiveCoincheLegal(s: CoincheState): string[] {
  const o = s.options;
  if (s.contract !== null) return naiveBeloteLegal(s.play);
  let high: { seat: number; value: number | 'capot' } | null = null;
  let coinched = false;
  let surcoinched = false;
  let passes = 0;
  for (const { seat, call } of s.auction.calls) {
    passes = call.type === 'pass' ? passes + 1 : 0;
    if (call.type === 'bid') high = { seat, value: call.value };
    if (call.type === 'capot') high = { seat, value: 'capot' };
    if (call.type === 'coinche') coinched = true;
    if (call.type === 'surcoinche') surcoinched = true;
  }
  // over: four passes without a bid, three after a bid or a coinche, or a surcoinche
  if (high === null ? passes === 4 : passes === 3 || surcoinched) return [];
  const seat = (o.dealer + 1 + s.auction.calls.length) % 4;
  const out = ['pass'];
  const strains = o.allTrumpNoTrump ? ['S', 'H', 'D', 'C', 'TA', 'SA'] : ['S', 'H', 'D', 'C'];
  if (!coinched && high?.value !== 'capot') {
    const values: number[] = [];
    // the grid: minBid, then the multiples of bidStep above it; below the capot's value unless maxBid
    for (let v = o.minBid; v <= (o.maxBid ?? o.capotBid - 1); v++)
      if (v === o.minBid || v % o.bidStep === 0) values.push(v);
    for (const v of values)
      if (high === null || v > (high.value as number)) for (const strain of strains) out.push(`bid:${v}${strain}`);
    for (const strain of strains) out.push(`capot:${strain}`);
  }
  if (high !== null && !coinched && high.seat % 2 !== seat % 2) out.push('coinche');
  if (high !== null && coinched && !surcoinched && high.seat % 2 === seat % 2) out.push('surcoinche');
  return out;
}
