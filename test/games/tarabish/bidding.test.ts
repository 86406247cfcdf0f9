/** The auction (auction preset) and the call-or-pass round (traditional preset). Dealer 0, eldest 1. */
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishState } from '../../../src/games/tarabish/index.js';
import { isRight } from '../../../src/kernel/index.js';
import { act, legalTexts, refused } from './helpers.js';

const setup = (options: object, seed = 7): TarabishState => {
  const r = tarabish.setup(options, { seed });
  if (!isRight(r)) throw new Error(r.left.code);
  return r.right;
};

describe('auction', () => {
  it('one round from the eldest, bids in steps of 10 above the current bid, the winner names trump', () => {
    let s = setup({});
    expect(tarabish.actor(s)).toBe(1);
    expect(legalTexts(s)).toEqual(['bid:pass', ...Array.from({ length: 26 }, (_, i) => `bid:${50 + 10 * i}`)]);
    s = act(s, 'bid:70');
    expect(legalTexts(s)[1]).toBe('bid:80');
    s = act(s, 'bid:pass', 'bid:90', 'bid:pass');
    expect(s.phase).toBe('trump');
    expect(tarabish.actor(s)).toBe(3);
    expect(legalTexts(s)).toEqual(['trump:S', 'trump:H', 'trump:D', 'trump:C']);
    s = act(s, 'trump:D');
    expect(s.contract).toEqual({ seat: 3, bid: 90, noTrump: false });
    expect(s.trump).toBe(2);
    expect(s.phase).toBe('declare');
    expect(s.hands.every((h) => h.reduce((n, w) => n + w.toString(2).split('1').length - 1, 0) === 9)).toBe(true);
  });

  it('all pass: the hand is annulled and the next dealer deals', () => {
    const r = tarabish.apply(act(setup({ dealer: 2 }), 'bid:pass', 'bid:pass', 'bid:pass'), { type: 'bid-pass' });
    expect(isRight(r)).toBe(true);
    if (!isRight(r)) return;
    expect(tarabish.result(r.right.state)).toMatchObject({ annulled: true, scores: [0, 0, 0, 0] });
    expect(r.right.events).toContainEqual({ type: 'annulled', audience: 'all', nextDealer: 3 });
  });

  it('no-trump bids (option noTrump): at least 150, no trump is named afterwards', () => {
    let s = setup({ noTrump: true });
    expect(legalTexts(s)).toContain('bid:no-trump:150');
    expect(legalTexts(s)).not.toContain('bid:no-trump:140');
    s = act(s, 'bid:160', 'bid:no-trump:170', 'bid:pass', 'bid:pass');
    expect(s.contract).toEqual({ seat: 2, bid: 170, noTrump: true });
    expect(s.trump).toBeNull();
    expect(s.phase).toBe('declare');
  });

  it('minBid 60 and 100, maxBid', () => {
    expect(legalTexts(setup({ minBid: 100 }))[1]).toBe('bid:100');
    expect(legalTexts(setup({ minBid: 60, maxBid: 100 }))).toEqual([
      'bid:pass',
      'bid:60',
      'bid:70',
      'bid:80',
      'bid:90',
      'bid:100',
    ]);
  });

  it('a seat sees only its first biddingCards cards until trump is chosen', () => {
    for (const biddingCards of [3, 6, 9] as const) {
      const s = setup({ biddingCards });
      expect(tarabish.view(s, 1).hand).toHaveLength(biddingCards);
      expect(tarabish.view(s, 1).toReceive).toEqual([
        9 - biddingCards,
        9 - biddingCards,
        9 - biddingCards,
        9 - biddingCards,
      ]);
      const after = act(s, 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:S');
      expect(tarabish.view(after, 1).hand).toHaveLength(9);
    }
  });
});

describe('call or pass (traditional)', () => {
  const trad = { preset: 'traditional' } as const;

  for (const caller of [1, 2, 3, 0]) {
    it(`seat ${caller} calls after ${(caller + 3) % 4} passes`, () => {
      let s = setup(trad);
      for (let seat = 1; seat !== caller; seat = (seat + 1) % 4) s = act(s, 'pass');
      expect(tarabish.actor(s)).toBe(caller);
      s = act(s, 'call:C');
      expect(s.contract).toEqual({ seat: caller, bid: null, noTrump: false });
      expect(s.trump).toBe(3);
      expect(s.phase).toBe('play');
      // first-trick declarations: the eldest declares before leading
      expect(tarabish.actor(s)).toBe(1);
      expect(legalTexts(s).every((t) => t.startsWith('declare:'))).toBe(true);
    });
  }

  it('all pass with force-dealer: the dealer may not pass and must call', () => {
    const s = act(setup(trad), 'pass', 'pass', 'pass');
    expect(tarabish.actor(s)).toBe(0);
    expect(legalTexts(s)).toEqual(['call:S', 'call:H', 'call:D', 'call:C']);
    expect(refused(s, 'pass').code).toBe('call/dealer-must-call');
    expect(tarabish.explain(s, { type: 'call', suit: 'H' })).toEqual({ legal: true, rule: 'dealer-forced' });
    expect(act(s, 'call:H').contract).toEqual({ seat: 0, bid: null, noTrump: false });
  });

  it("all pass with allPass 'redeal': annulled", () => {
    const s = act(setup({ ...trad, allPass: 'redeal' }), 'pass', 'pass', 'pass', 'pass');
    expect(tarabish.result(s)).toMatchObject({ annulled: true, scores: [0, 0, 0, 0] });
  });

  it('a no-trump call (option noTrump)', () => {
    const s = act(setup({ ...trad, noTrump: true }), 'call:no-trump');
    expect(s.contract).toEqual({ seat: 1, bid: null, noTrump: true });
    expect(tarabish.view(s, 0).trump).toBe('no-trump');
  });
});
