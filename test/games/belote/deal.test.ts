/**
 * The deal and the taking (docs/rules/belote.md, "The deal", "The taking"): 5 cards each and the
 * turned card; the first round takes the turned suit, the second names a suit (any, or another
 * than the turned one); the taker receives the turned card and 2 more, the others 3; all pass
 * twice: no score, the next dealer (or the same) deals; explicit deals are checked.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { size, has } from '../../../src/kernel/cardset.js';
import { belote, beloteMatch, type BeloteState } from '../../../src/games/belote/index.js';
import { card, legalText } from './helpers.js';

const HANDS = [
  ['7S', '8S', '9S', '10S', 'JS'],
  ['QS', 'KS', 'AS', '7H', '8H'],
  ['9H', '10H', 'JH', 'QH', 'KH'],
  ['AH', '7D', '8D', '9D', '10D'],
];
const PACK = ['JD', 'QD', 'KD', 'AD', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'];
const dealt = (options = {}): BeloteState => getOrThrow(belote.setup(options, { deal: { hands: HANDS, pack: PACK } }));
const say = (s: BeloteState, ...actions: string[]): BeloteState =>
  actions.reduce((t, a) => getOrThrow(belote.apply(t, getOrThrow(belote.codec.decode(a)))).state, s);

describe('the deal', () => {
  it('5 cards each, the turned card public, the eldest (dealer + 1) speaks first', () => {
    const s = dealt();
    expect(s.hands.map(size)).toEqual([5, 5, 5, 5]);
    expect(belote.view(s, 2).turned).toBe('JD');
    expect(belote.actor(s)).toBe(1);
    expect(legalText(s)).toEqual(['pass', 'take']);
  });

  it('the taker receives the turned card and 2 more, the others 3, from the eldest', () => {
    const s = say(dealt(), 'pass', 'take'); // seat 2 takes diamonds
    expect(s.taker).toBe(2);
    expect(s.trump).toBe(2);
    expect(s.hands.map(size)).toEqual([8, 8, 8, 8]);
    // from the eldest (seat 1): 3 to seat 1, 2 to seat 2 (with JD), 3 to seat 3, 3 to seat 0
    expect(['QD', 'KD', 'AD'].every((c) => has(s.hands[1]!, card(c)))).toBe(true);
    expect(['JD', '7C', '8C'].every((c) => has(s.hands[2]!, card(c)))).toBe(true);
    expect(['9C', '10C', 'JC'].every((c) => has(s.hands[3]!, card(c)))).toBe(true);
    expect(['QC', 'KC', 'AC'].every((c) => has(s.hands[0]!, card(c)))).toBe(true);
    expect(belote.actor(s)).toBe(1); // the eldest leads whoever took
  });

  it('a take naming a suit in the first round is refused unless it is the turned suit', () => {
    const e = belote.explain(dealt(), { type: 'take', suit: 'H' });
    expect(e.legal === false && e.error.code).toBe('take/turned-suit-only');
  });

  it('the second round names any suit, or (other-suit) any but the turned one', () => {
    const s = say(dealt(), 'pass', 'pass', 'pass', 'pass');
    expect(s.phase).toBe('second-round');
    expect(legalText(s)).toEqual(['pass', 'take:S', 'take:H', 'take:D', 'take:C']);
    const other = say(dealt({ secondRound: 'other-suit' }), 'pass', 'pass', 'pass', 'pass');
    expect(legalText(other)).toEqual(['pass', 'take:S', 'take:H', 'take:C']);
    const e = belote.explain(other, { type: 'take', suit: 'D' });
    expect(e.legal === false && e.error.code).toBe('take/not-the-turned-suit');
    const t = say(s, 'pass', 'take:S');
    expect([t.taker, t.trump, t.phase]).toEqual([2, 0, 'play']);
  });

  it('all pass twice: the deal is over, nobody scores, the next dealer (or the same) deals', () => {
    const eight = Array<string>(8).fill('pass');
    const s = say(dealt(), ...eight);
    const r = belote.result(s)!;
    expect([r.annulled, r.scores, r.nextDealer]).toEqual([true, [0, 0, 0, 0], 1]);
    expect(belote.result(say(dealt({ allPass: 'same-dealer' }), ...eight))!.nextDealer).toBe(0);
    expect(belote.audit(s).cardPoints).toEqual([]);
  });

  it('an explicit deal is checked: hands of 5, a pack of 12, every card once', () => {
    const bad = belote.setup({}, { deal: { hands: HANDS, pack: PACK.slice(1) } });
    expect(bad._tag === 'Left' && bad.left.code).toBe('setup/wrong-deal-size');
    const twice = belote.setup({}, { deal: { hands: HANDS, pack: [...PACK.slice(1), '7S'] } });
    expect(twice._tag === 'Left' && twice.left.code).toBe('setup/duplicate-card');
    const shape = belote.setup({}, { deal: HANDS as never });
    expect(shape._tag === 'Left' && shape.left.code).toBe('setup/bad-deal');
  });

  it('a seeded deal shuffles; the table procedure is not written for Belote yet', () => {
    expect(belote.setup({}, { seed: 7 })._tag).toBe('Right');
    const table = belote.setup({}, { seed: 7, procedure: 'table' });
    expect(table._tag === 'Left' && table.left.code).toBe('setup/bad-procedure');
    // said as what it is: a procedure atout knows, not written for Belote yet
    expect(table._tag === 'Left' && table.left.message).toContain('not written yet');
    expect(table._tag === 'Left' && table.left.detail).toEqual({
      field: 'procedure',
      received: 'table',
      allowed: ['shuffle'],
    });
    const unknown = belote.setup({}, { seed: 7, procedure: 'cut' as never });
    expect(unknown._tag === 'Left' && unknown.left.code).toBe('setup/bad-procedure');
  });

  it('with announcements before the first trick, a round of them follows the taking', () => {
    const s = say(dealt({ announcements: true, announcementTiming: 'before-first-trick' }), 'take');
    expect(s.phase).toBe('announce');
    expect(belote.actor(s)).toBe(1);
  });

  it('a match passes the dealer on, and the same dealer deals again after all pass under same-dealer', () => {
    const m = getOrThrow(beloteMatch.setup({ allPass: 'same-dealer' }, { seed: 3 }));
    let t = m;
    for (let i = 0; i < 8; i++) t = getOrThrow(beloteMatch.apply(t, { type: 'pass' })).state;
    expect([t.dealIndex, t.dealer]).toEqual([1, 0]);
  });
});
