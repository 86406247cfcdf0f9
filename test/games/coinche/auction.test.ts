/**
 * The Coinche auction (docs/rules/coinche.md, "The auction"): one test per rule and per option,
 * the auctions of the worked examples, and properties (the auction always ends; the legal calls
 * are exactly the calls `applyCall` accepts; a seat never outbids itself).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCall,
  auctionStatus,
  bidCeiling,
  checkCall,
  legalCalls,
  startAuction,
  type AuctionState,
  type Call,
} from '../../../src/games/coinche/auction.js';
import type { CoincheOptions } from '../../../src/games/coinche/options.js';
import { ALL_STRAINS, call, contractOf, opts, play, text, toSpeak } from './helpers.js';

const D = opts();
const texts = (o: CoincheOptions, s: AuctionState, seat: number): string[] => legalCalls(o, s, seat).map(text);
const refusal = (o: CoincheOptions, s: AuctionState, seat: unknown, c: unknown): string | null => {
  const r = applyCall(o, s, seat, c);
  return r._tag === 'Left' ? r.left.code : null;
};

describe('who speaks', () => {
  it('the eldest (the dealer’s right, dealer + 1) first, then in playing order (counter-clockwise)', () => {
    for (const dealer of [0, 1, 2, 3]) {
      let s = startAuction(dealer);
      for (let k = 1; k <= 3; k++) {
        expect(toSpeak(D, s)).toBe((dealer + k) % 4);
        s = play(D, dealer, ...s.calls.map((c) => text(c.call)), 'pass');
      }
      expect(toSpeak(D, s)).toBe(dealer);
    }
  });

  it('another seat may not speak: turn/not-your-turn', () => {
    const s = startAuction(0);
    expect(applyCall(D, s, 2, call('80H'))).toMatchObject({
      left: { code: 'turn/not-your-turn', detail: { actor: 1, seat: 2 } },
    });
    expect(legalCalls(D, s, 2)).toEqual([]);
  });

  it('a value that is not a seat: turn/bad-seat; a call that is not one: action/malformed', () => {
    const s = startAuction(0);
    for (const seat of [4, -1, '1', null]) expect(refusal(D, s, seat, call('pass'))).toBe('turn/bad-seat');
    for (const c of [
      null,
      'pass',
      { type: 'bid', value: 80 },
      { type: 'bid', value: 80.5, strain: 'H' },
      { type: 'pass', x: 1 },
      { type: 'bid', value: 80, strain: 'X' },
    ])
      expect(refusal(D, s, 1, c)).toBe('action/malformed');
  });
});

describe('the calls', () => {
  it('at the start: pass, 80 … up to the ceiling in each suit, capot in each suit; no coinche, no surcoinche', () => {
    const t = texts(D, startAuction(0), 1);
    expect(t[0]).toBe('pass');
    expect(t).toContain('80S');
    expect(t).toContain('240C');
    expect(t).not.toContain('250C');
    expect(t.slice(-4)).toEqual(['capotS', 'capotH', 'capotD', 'capotC']);
    expect(t).toHaveLength(1 + 4 * 17 + 4);
    expect(t).not.toContain('coinche');
    expect(refusal(D, startAuction(0), 1, call('coinche'))).toBe('bid/nothing-to-coinche');
    expect(refusal(D, startAuction(0), 1, call('surcoinche'))).toBe('bid/no-coinche');
  });

  it('a bid is at least minBid, on the step, above the current bid (any strain)', () => {
    const s = play(D, 0, '90H');
    expect(refusal(D, startAuction(0), 1, call('70H'))).toBe('bid/below-minimum');
    expect(refusal(D, startAuction(0), 1, call('85H'))).toBe('bid/bad-step');
    expect(applyCall(D, s, 2, call('90S'))).toMatchObject({
      left: { code: 'bid/too-low', detail: { bid: 90, current: 90 } },
    });
    expect(refusal(D, s, 2, call('80C'))).toBe('bid/too-low');
    expect(refusal(D, s, 2, call('100S'))).toBeNull();
    expect(texts(D, s, 2)[1]).toBe('100S');
  });

  it('a seat that passed may bid at its next turn; its partner may outbid it', () => {
    const s = play(D, 0, 'pass', '80H', 'pass', 'pass', '90S');
    expect(s.calls.map((c) => c.seat)).toEqual([1, 2, 3, 0, 1]);
    expect(refusal(D, s, 2, call('100H'))).toBeNull(); // seat 2 outbids seat 1
    const t = play(D, 0, '80H', '90S', '100H'); // seat 3 outbids its partner seat 1
    expect(contractOf(D, play(D, 0, '80H', '90S', '100H', 'pass', 'pass', 'pass')).taker).toBe(3);
    expect(t.calls.length).toBe(3);
  });

  it('option minBid 82: 82, then the multiples of 10 (90, 100 …)', () => {
    const o = opts({ minBid: 82 });
    const t = texts(o, startAuction(0), 1);
    expect(t.slice(1, 4)).toEqual(['82S', '90S', '100S']);
    expect(refusal(o, startAuction(0), 1, call('80S'))).toBe('bid/below-minimum');
    expect(refusal(o, startAuction(0), 1, call('92S'))).toBe('bid/bad-step');
    expect(texts(o, play(o, 0, '82S'), 2)[1]).toBe('90S');
  });

  it('option bidStep 5: 80, 85, 90 …', () => {
    const o = opts({ bidStep: 5 });
    expect(texts(o, startAuction(0), 1).slice(1, 4)).toEqual(['80S', '85S', '90S']);
    expect(refusal(o, startAuction(0), 1, call('87S'))).toBe('bid/bad-step');
    expect(bidCeiling(o)).toBe(245);
  });

  it('option maxBid: 160 or 650; null: the numbers stop below the capot’s value', () => {
    expect(bidCeiling(D)).toBe(240);
    expect(bidCeiling(opts({ capotBid: 500 }))).toBe(490);
    expect(bidCeiling(opts({ maxBid: 160 }))).toBe(160);
    expect(bidCeiling(opts({ maxBid: 650 }))).toBe(650);
    const o = opts({ maxBid: 160 });
    expect(applyCall(o, startAuction(0), 1, call('170H'))).toMatchObject({
      left: { code: 'bid/above-maximum', detail: { maximum: 160 } },
    });
    expect(refusal(D, startAuction(0), 1, call('250H'))).toBe('bid/above-maximum');
    expect(texts(o, play(o, 0, '160H'), 2)).toEqual(['pass', 'capotS', 'capotH', 'capotD', 'capotC', 'coinche']);
  });

  it('tout atout and sans atout only with allTrumpNoTrump', () => {
    expect(refusal(D, startAuction(0), 1, call('80TA'))).toBe('bid/all-trump-not-allowed');
    expect(refusal(D, startAuction(0), 1, call('80SA'))).toBe('bid/no-trump-not-allowed');
    expect(refusal(D, startAuction(0), 1, call('capotSA'))).toBe('bid/no-trump-not-allowed');
    const o = opts({ allTrumpNoTrump: true });
    const t = texts(o, startAuction(0), 1);
    expect(t).toContain('80TA');
    expect(t).toContain('240SA');
    expect(t.slice(-6)).toEqual(['capotS', 'capotH', 'capotD', 'capotC', 'capotTA', 'capotSA']);
    expect(contractOf(o, play(o, 0, '120TA', 'pass', 'pass', 'pass'))).toMatchObject({ bid: 120, strain: 'TA' });
  });

  it('capot at any time, above every bid: then only pass or coinche (no bid, no second capot)', () => {
    const s = play(D, 0, 'capotC');
    expect(texts(D, s, 2)).toEqual(['pass', 'coinche']);
    expect(refusal(D, s, 2, call('capotS'))).toBe('bid/after-capot');
    expect(refusal(D, s, 2, call('240S'))).toBe('bid/after-capot');
    const p = play(D, 0, '80H', 'pass', 'capotS'); // seat 3, the bidder's partner, bids capot over the 80
    expect(texts(D, p, 0)).toEqual(['pass', 'coinche']);
    expect(texts(D, play(D, 0, '80H', 'capotS', 'pass'), 0)).toEqual(['pass']); // the capot bidder's partner
  });
});

describe('coinche and surcoinche', () => {
  it('coinche: only the defence, only on a standing bid; it freezes the bids', () => {
    const s = play(D, 0, '100H'); // seat 1 bids; seat 2 (defence) to speak
    expect(texts(D, s, 2)).toContain('coinche');
    const partner = play(D, 0, '100H', 'pass'); // seat 3, the bidder's partner
    expect(texts(D, partner, 3)).not.toContain('coinche');
    expect(applyCall(D, partner, 3, call('coinche'))).toMatchObject({
      left: { code: 'bid/coinche-own-side', detail: { taker: 1 } },
    });
    const c = play(D, 0, '100H', 'coinche');
    expect(texts(D, c, 3)).toEqual(['pass', 'surcoinche']);
    expect(texts(D, c, 3)).not.toContain('110H');
    expect(refusal(D, c, 3, call('110H'))).toBe('bid/after-coinche');
    expect(refusal(D, c, 3, call('capotH'))).toBe('bid/after-coinche');
    expect(refusal(D, play(D, 0, '100H', 'coinche', 'pass'), 0, call('coinche'))).toBe('bid/already-coinched');
    expect(texts(D, play(D, 0, '100H', 'coinche', 'pass'), 0)).toEqual(['pass']); // the other defender
  });

  it('three passes after a coinche end the auction: ×2', () => {
    const s = play(D, 0, '100H', 'coinche', 'pass', 'pass');
    expect(auctionStatus(D, s).kind).toBe('open');
    expect(contractOf(D, play(D, 0, '100H', 'coinche', 'pass', 'pass', 'pass'))).toEqual({
      taker: 1,
      side: 1,
      bid: 100,
      strain: 'H',
      multiplier: 2,
      coinche: 2,
      surcoinche: null,
    });
  });

  it('surcoinche: only the takers, after a coinche; it ends the auction at once: ×4 (option 3)', () => {
    expect(applyCall(D, play(D, 0, '100H', 'coinche', 'pass'), 0, call('surcoinche'))).toMatchObject({
      left: { code: 'bid/surcoinche-defence' },
    });
    const s = play(D, 0, '100H', 'coinche', 'surcoinche');
    expect(contractOf(D, s)).toMatchObject({ multiplier: 4, coinche: 2, surcoinche: 3 });
    expect(refusal(D, s, 0, call('pass'))).toBe('bid/auction-over');
    expect(contractOf(opts({ surcoincheMultiplier: 3 }), s).multiplier).toBe(3);
    // the bidder itself, after the coinche went round
    expect(contractOf(D, play(D, 0, '100H', 'coinche', 'pass', 'pass', 'surcoinche'))).toMatchObject({ surcoinche: 1 });
  });

  it('a capot may be coinched and surcoinched', () => {
    expect(contractOf(D, play(D, 0, 'capotC', 'coinche', 'surcoinche'))).toMatchObject({ bid: 'capot', multiplier: 4 });
  });

  it('coincheTiming in-turn (default): no coinche out of turn', () => {
    const s = play(D, 0, '100H'); // seat 2 to speak; seat 0 is a defender too
    expect(legalCalls(D, s, 0)).toEqual([]);
    expect(refusal(D, s, 0, call('coinche'))).toBe('turn/not-your-turn');
  });

  it("coincheTiming 'any-time': either defender coinches out of turn; the coincher's next seat speaks", () => {
    const o = opts({ coincheTiming: 'any-time' });
    const s = play(o, 0, '100H', 'pass'); // seat 3 (the bidder's partner) to speak
    expect(texts(o, s, 0)).toEqual(['coinche']);
    expect(texts(o, s, 2)).toEqual(['coinche']);
    expect(texts(o, s, 1)).toEqual([]);
    expect(refusal(o, s, 1, call('coinche'))).toBe('bid/coinche-own-side');
    expect(refusal(o, s, 0, call('pass'))).toBe('turn/not-your-turn');
    expect(refusal(o, s, 0, call('110S'))).toBe('turn/not-your-turn');
    expect(legalCalls(o, startAuction(0), 2)).toEqual([]); // no bid yet
    const c = play(o, 0, '100H', 'pass', '0:coinche');
    expect(toSpeak(o, c)).toBe(1);
    expect(texts(o, c, 2)).toEqual([]);
    expect(contractOf(o, play(o, 0, '100H', 'pass', '0:coinche', 'pass', 'pass', 'pass'))).toMatchObject({
      coinche: 0,
      multiplier: 2,
    });
    expect(contractOf(o, play(o, 0, '100H', 'pass', '0:coinche', 'surcoinche'))).toMatchObject({
      surcoinche: 1,
      multiplier: 4,
    });
  });
});

describe('the end of the auction', () => {
  it('three passes after the last bid: the highest bid is the contract, its side the takers', () => {
    const s = play(D, 3, '100H', 'pass', 'pass');
    expect(auctionStatus(D, s).kind).toBe('open');
    expect(contractOf(D, play(D, 3, '100H', 'pass', 'pass', 'pass'))).toEqual({
      taker: 0,
      side: 0,
      bid: 100,
      strain: 'H',
      multiplier: 1,
      coinche: null,
      surcoinche: null,
    });
    expect(contractOf(D, play(D, 0, '80H', '90S', 'pass', 'pass', 'pass')).taker).toBe(2);
  });

  it('all four pass without a bid: the deal is passed out, the next dealer deals', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const s = play(D, dealer, 'pass', 'pass', 'pass', 'pass');
      expect(auctionStatus(D, s)).toEqual({ kind: 'passed-out', nextDealer: (dealer + 1) % 4 });
      expect(legalCalls(D, s, (dealer + 1) % 4)).toEqual([]);
      expect(refusal(D, s, (dealer + 1) % 4, call('80H'))).toBe('bid/auction-over');
    }
    expect(auctionStatus(D, play(D, 0, 'pass', 'pass', 'pass')).kind).toBe('open');
  });

  it('nothing mutates the state given', () => {
    const s = play(D, 0, '80H');
    const copy = structuredClone(s);
    applyCall(D, s, 2, call('90H'));
    checkCall(D, s, 2, call('coinche'));
    expect(s).toEqual(copy);
  });
});

describe('the worked examples’ auctions (docs/rules/coinche.md)', () => {
  it('1: dealer 3, seat 0 bids 100 hearts, three passes', () => {
    expect(contractOf(D, play(D, 3, '100H', 'pass', 'pass', 'pass'))).toMatchObject({
      taker: 0,
      side: 0,
      bid: 100,
      strain: 'H',
      multiplier: 1,
    });
  });
  it('2: seat 1 bids 120 spades, seat 2 coinches, seats 3, 0, 1 pass (or seat 3 surcoinches)', () => {
    expect(contractOf(D, play(D, 0, '120S', 'coinche', 'pass', 'pass', 'pass'))).toMatchObject({
      side: 1,
      bid: 120,
      multiplier: 2,
    });
    expect(contractOf(D, play(D, 0, '120S', 'coinche', 'surcoinche'))).toMatchObject({ side: 1, multiplier: 4 });
  });
  it('3: seat 3 bids capot clubs, all pass', () => {
    expect(contractOf(D, play(D, 2, 'capotC', 'pass', 'pass', 'pass'))).toMatchObject({
      taker: 3,
      side: 1,
      bid: 'capot',
      strain: 'C',
    });
  });
  it('4: seat 0 bids 110 diamonds, seat 1 coinches, all pass', () => {
    expect(contractOf(D, play(D, 3, '110D', 'coinche', 'pass', 'pass', 'pass'))).toMatchObject({
      side: 0,
      multiplier: 2,
      coinche: 1,
    });
  });
  it('5: seat 0 bids 90 hearts, seats 1 and 2 pass, seat 3 coinches, all pass', () => {
    expect(contractOf(D, play(D, 3, '90H', 'pass', 'pass', 'coinche', 'pass', 'pass', 'pass'))).toMatchObject({
      side: 0,
      multiplier: 2,
      coinche: 3,
    });
  });
  it('6: seat 2 bids 80 spades, all pass', () => {
    expect(contractOf(D, play(D, 1, '80S', 'pass', 'pass', 'pass'))).toMatchObject({ taker: 2, side: 0, bid: 80 });
  });
  it('9: seat 1 bids 120 tout atout, all pass', () => {
    const o = opts({ allTrumpNoTrump: true });
    expect(contractOf(o, play(o, 0, '120TA', 'pass', 'pass', 'pass'))).toMatchObject({
      side: 1,
      bid: 120,
      strain: 'TA',
    });
  });
});

// ---- properties ----

const optionsArb = fc
  .record({
    minBid: fc.constantFrom(80, 82),
    bidStep: fc.constantFrom(10, 5),
    maxBid: fc.constantFrom(null, 160, 650),
    allTrumpNoTrump: fc.boolean(),
    coincheTiming: fc.constantFrom('in-turn', 'any-time'),
    capotBid: fc.constantFrom(250, 500),
    dealer: fc.integer({ min: 0, max: 3 }),
  })
  .map((input) => opts(input));

/** Every call some seat may make now: (seat, call) pairs. */
const moves = (o: CoincheOptions, s: AuctionState): { seat: number; call: Call }[] =>
  [0, 1, 2, 3].flatMap((seat) => legalCalls(o, s, seat).map((c) => ({ seat, call: c })));

/** An auction driven by `choices` (an index into the moves, a pass when ≥ 0.5 of the time), stopped after them. */
function drive(o: CoincheOptions, choices: readonly number[]): AuctionState {
  let s = startAuction(o.dealer);
  for (const k of choices) {
    const all = moves(o, s);
    if (all.length === 0) break;
    const m = all[k % all.length]!;
    const r = applyCall(o, s, m.seat, m.call);
    if (r._tag === 'Left') throw new Error(r.left.code);
    s = r.right;
  }
  return s;
}

const choicesArb = fc.array(fc.oneof(fc.constant(0), fc.nat()), { maxLength: 60 });

describe('properties', () => {
  it('the auction always ends: at most 4 calls a value of the grid and a few more, and passes from any point end it', () => {
    fc.assert(
      fc.property(optionsArb, choicesArb, (o, choices) => {
        let s = drive(o, choices);
        const grid = legalCalls(o, startAuction(o.dealer), (o.dealer + 1) % 4).length;
        expect(s.calls.length).toBeLessThanOrEqual(4 * grid + 12);
        for (let i = 0; i < 4 && auctionStatus(o, s).kind === 'open'; i++) {
          const seat = toSpeak(o, s);
          const r = applyCall(o, s, seat, { type: 'pass' });
          if (r._tag === 'Left') throw new Error(r.left.code);
          s = r.right;
        }
        expect(auctionStatus(o, s).kind).not.toBe('open');
      }),
      { numRuns: 150 },
    );
  });

  const candidateArb = fc.oneof(
    fc.constantFrom<Call>({ type: 'pass' }, { type: 'coinche' }, { type: 'surcoinche' }),
    fc.constantFrom(...ALL_STRAINS).map((strain): Call => ({ type: 'capot', strain })),
    fc
      .record({
        value: fc.oneof(fc.integer({ min: 60, max: 260 }), fc.integer({ min: 60, max: 700 })),
        strain: fc.constantFrom(...ALL_STRAINS),
      })
      .map(({ value, strain }): Call => ({ type: 'bid', value, strain })),
  );

  it('the legal calls are exactly the calls applyCall accepts, for every seat', () => {
    fc.assert(
      fc.property(
        optionsArb,
        choicesArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), candidateArb), { maxLength: 40 }),
        (o, choices, probes) => {
          const s = drive(o, choices);
          for (const seat of [0, 1, 2, 3]) {
            const legal = legalCalls(o, s, seat);
            for (const c of legal) expect(applyCall(o, s, seat, c)._tag).toBe('Right');
            expect(new Set(legal.map(text)).size).toBe(legal.length);
          }
          for (const [seat, c] of probes) {
            const accepted = applyCall(o, s, seat, c)._tag === 'Right';
            expect(accepted, `${seat} ${text(c)}`).toBe(legalCalls(o, s, seat).some((l) => text(l) === text(c)));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a seat never outbids itself: the holder of the highest bid, to speak, has no bid', () => {
    fc.assert(
      fc.property(optionsArb, choicesArb, (o, choices) => {
        const s = drive(o, choices);
        const st = auctionStatus(o, s);
        if (st.kind !== 'open') return;
        const high = [...s.calls].reverse().find((c) => c.call.type === 'bid' || c.call.type === 'capot');
        if (high?.seat === st.toSpeak)
          expect(legalCalls(o, s, st.toSpeak).some((c) => c.type === 'bid' || c.type === 'capot')).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('the contract is the highest bid, its seat and side; the multiplier follows the coinche and surcoinche', () => {
    fc.assert(
      fc.property(optionsArb, choicesArb, (o, choices) => {
        const s = drive(o, choices);
        const st = auctionStatus(o, s);
        if (st.kind !== 'contract') return;
        const high = [...s.calls].reverse().find((c) => c.call.type === 'bid' || c.call.type === 'capot')!;
        expect(st.contract.taker).toBe(high.seat);
        expect(st.contract.side).toBe(high.seat % 2);
        const coinched = s.calls.some((c) => c.call.type === 'coinche');
        const sur = s.calls.some((c) => c.call.type === 'surcoinche');
        expect(st.contract.multiplier).toBe(sur ? o.surcoincheMultiplier : coinched ? 2 : 1);
      }),
      { numRuns: 100 },
    );
  });
});
