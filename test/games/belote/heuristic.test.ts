/**
 * The Belote and Coinche heuristics' bidding by evaluation (src/games/belote/heuristic.ts,
 * src/games/coinche/heuristic.ts): the evaluation's parts on hands of known value, and the choices
 * they lead to at the calibrated thresholds.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import { cardsOf } from '../../../src/kernel/policy.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { beloteDeck } from '../../../src/games/belote/cards.js';
import { beloteStrength, beloteChoice, TAKE_FIRST } from '../../../src/games/belote/heuristic.js';
import { belote } from '../../../src/games/belote/rules.js';
import { bestSuit } from '../../../src/family/heuristic.js';
import { SUITS } from '../../../src/games/coinche/auction.js';
import {
  BID_MARGIN,
  coincheChoice,
  expectedPoints,
  POINTS_BASE,
  POINTS_PER_STRENGTH,
  supportPoints,
} from '../../../src/games/coinche/heuristic.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { BeloteState } from '../../../src/games/belote/state.js';

const hand = (...names: string[]) => cardsOf(beloteDeck, names);
const HEARTS = 1;

describe('the evaluation of a hand for a trump suit', () => {
  it('jack 3, nine 2, ace 1.5, ten 1, other trumps 0.5; other aces 1; the belote 1; a ten guarded by its ace 0.5', () => {
    expect(beloteStrength(hand('JH', '9H', 'AH', '10H', '7H'), HEARTS)).toBe(3 + 2 + 1.5 + 1 + 0.5);
    expect(beloteStrength(hand('KH', 'QH'), HEARTS)).toBe(0.5 + 0.5 + 1);
    expect(beloteStrength(hand('AS', '10S', '10C'), HEARTS)).toBe(1 + 0.5);
  });

  it('Coinche: expected points on the fitted line, and what a hand brings to its partner', () => {
    expect(expectedPoints(hand('JH', '9H'), HEARTS)).toBeCloseTo(POINTS_BASE + 5 * POINTS_PER_STRENGTH);
    expect(supportPoints(hand('JH', '9H', 'AH', 'AS', 'AC', '7D'), HEARTS)).toBe(40);
  });
});

describe('the choices', () => {
  const choose = (rules: AnyRuleset, s: object, pick: (i: object, v: never) => number): string => {
    const seat = rules.actor(s) as number;
    const legal = rules.legal(s);
    const i = pick(
      { ruleset: rules, view: rules.view(s, seat), legal, seat, rng: createRng(0) },
      rules.view(s, seat) as never,
    );
    return rules.codec.encode(legal[i]);
  };

  it('Belote: the first seat takes the turned suit exactly when the evaluation reaches TAKE_FIRST', () => {
    let takes = 0;
    for (let seed = 0; seed < 60; seed++) {
      const s = belote.setup({}, { seed });
      if (s._tag === 'Left') throw new Error(s.left.code);
      const st: BeloteState = s.right;
      const seat = belote.actor(st) as number;
      const e = beloteStrength([...cardsOf(beloteDeck, belote.view(st, seat).hand), st.turned], st.turned >>> 5);
      const said = choose(belote as unknown as AnyRuleset, st, beloteChoice as never);
      expect(said).toBe(e >= TAKE_FIRST ? 'take' : 'pass');
      if (said === 'take') takes++;
    }
    expect(takes).toBeGreaterThan(0);
  });

  it('Coinche: the first bid is the expected points less the margin, to the ten below, in the strongest suit', () => {
    let bids = 0;
    for (let seed = 0; seed < 60; seed++) {
      const x = coinche.setup({}, { seed });
      if (x._tag === 'Left') throw new Error(x.left.code);
      const seat = coinche.actor(x.right) as number;
      const h = cardsOf(beloteDeck, coinche.view(x.right, seat).hand);
      const { suit } = bestSuit(h, expectedPoints);
      const value = Math.floor((expectedPoints(h, suit) - BID_MARGIN) / 10) * 10;
      const said = choose(coinche as unknown as AnyRuleset, x.right, coincheChoice as never);
      expect(said, `seed ${seed}`).toBe(value >= 80 && value <= 160 ? `bid:${value}${SUITS[suit]}` : 'pass');
      if (said !== 'pass') bids++;
    }
    expect(bids).toBeGreaterThan(0);
  });
});
