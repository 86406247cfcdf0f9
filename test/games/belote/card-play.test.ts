/**
 * The card play of docs/rules/belote.md ("Card play"): each row of the worked table, hearts trump,
 * is a test, under the defaults and under `undertrump: 'optional'`; the partner exception's three
 * readings; the refusals name the rule; belote and rebelote as their own actions.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { belote } from '../../../src/games/belote/index.js';
import { legalText, playPosition } from './helpers.js';

// Seat 3 acts; its partner is seat 1, its opponents seats 0 and 2.
const at = (trick: string, hand: string, leader = 0, options = {}) =>
  playPosition({ trump: 'H', trick, leader, hands: { 3: hand } }, options);

describe('the worked table of the card play (hearts trump)', () => {
  const rows: readonly [string, string, number, string[], string[]][] = [
    ['KS 9H 7S', 'JH 8H AC', 0, ['play:JH', 'play:8H', 'play:AC'], ['play:JH', 'play:8H', 'play:AC']],
    ['KS 7S 9H', 'JH 8H AC', 0, ['play:JH'], ['play:JH']],
    ['KS 7S 9H', '8H 7H AC', 0, ['play:7H', 'play:8H'], ['play:7H', 'play:8H', 'play:AC']],
    ['7S 8S AS', '8H AC', 0, ['play:8H'], ['play:8H']],
    ['9H 7H', 'JH 8H', 1, ['play:JH'], ['play:JH']],
    ['KS 7S 9H', 'AC QD', 0, ['play:QD', 'play:AC'], ['play:QD', 'play:AC']],
  ];
  it.each(rows)('trick %s, hand %s', (trick, hand, leader, ffb, optional) => {
    expect(legalText(at(trick, hand, leader)).sort()).toEqual([...ffb].sort());
    expect(legalText(at(trick, hand, leader, { undertrump: 'optional' })).sort()).toEqual([...optional].sort());
  });

  it('a refused card names the rule that binds', () => {
    const s = at('KS 7S 9H', '8H 7H AC');
    const e = belote.explain(s, { type: 'play', card: 'AC' });
    expect(e.legal === false && e.error.code).toBe('play/must-undertrump');
    const over = belote.explain(at('KS 7S 9H', 'JH 8H AC'), { type: 'play', card: '8H' });
    expect(over.legal === false && over.error.code).toBe('play/must-overtrump');
    const follow = belote.explain(at('KS', 'QS AC', 2), { type: 'play', card: 'AC' });
    expect(follow.legal === false && follow.error.code).toBe('play/must-follow-suit');
  });
});

describe('the partner exception (void, the partner master)', () => {
  // Partner (seat 1) trumped with 9H and holds the trick; seat 3 holds JH, 8H and AC.
  const s = (partnerException: 'free' | 'off' | 'overtrump-if-trumping') =>
    at('KS 9H 7S', 'JH 8H AC', 0, { partnerException });
  it("'free' (FFB): any card", () => expect(legalText(s('free')).sort()).toEqual(['play:8H', 'play:AC', 'play:JH']));
  it("'off' (Parlett): the ruff rules, over the partner too", () => expect(legalText(s('off'))).toEqual(['play:JH']));
  it("'overtrump-if-trumping': any card, but a trump must beat the partner's", () =>
    expect(legalText(s('overtrump-if-trumping')).sort()).toEqual(['play:AC', 'play:JH']));
  it('never on a trump lead: the partner led 9H, beat it', () =>
    expect(legalText(at('9H 7H', 'JH 8H', 1, { partnerException: 'free' }))).toEqual(['play:JH']));
});

describe('belote and rebelote (FFB §7)', () => {
  it('holding K and Q of trump: the first carries belote as its own action, the second rebelote', () => {
    let s = playPosition({ trump: 'H', leader: 0, hands: { 0: 'KH QH 7S', 1: '8S', 2: '9S', 3: '10S' } });
    expect(legalText(s)).toEqual(['play:7S', 'play:QH', 'play:QH+belote', 'play:KH', 'play:KH+belote']);
    s = getOrThrow(belote.apply(s, { type: 'play', card: 'KH', call: 'belote' })).state;
    expect(s.calls[0]).toBe(1);
    // a later trick: seat 0 leads again
    s = { ...s, trick: [], leader: 0 };
    expect(legalText(s)).toEqual(['play:7S', 'play:QH', 'play:QH+rebelote']);
    const bad = belote.explain(s, { type: 'play', card: '7S', call: 'rebelote' });
    expect(bad.legal === false && bad.error.code).toBe('play/call-not-allowed');
  });

  it('without belote on the first, no rebelote on the second (the pair does not count)', () => {
    let s = playPosition({ trump: 'H', leader: 0, hands: { 0: 'KH QH 7S', 1: '8S', 2: '9S', 3: '10S' } });
    s = getOrThrow(belote.apply(s, { type: 'play', card: 'KH' })).state;
    s = { ...s, trick: [], leader: 0 };
    expect(legalText(s)).toEqual(['play:7S', 'play:QH']);
  });

  it('a seat holding only one of the pair cannot say belote', () => {
    const s = playPosition({ trump: 'H', leader: 0, hands: { 0: 'KH 7S', 1: 'QH', 2: '9S', 3: '10S' } });
    expect(legalText(s)).toEqual(['play:7S', 'play:KH']);
  });
});
