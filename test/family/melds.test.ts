/** The family's meld notation on each deck of the family (src/family/melds.ts, `parseMeldOf`). */
import { describe, expect, it } from 'vitest';
import { formatMeld, meldsHeld, parseMeldOf } from '../../src/family/melds.js';
import { setOf } from '../../src/kernel/cardset.js';
import { beloteDeck } from '../../src/games/belote/cards.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';

describe('the meld notation', () => {
  it('reads back what it writes, on the 32-card deck', () => {
    for (const text of ['run3-9S', 'run8-AH', 'run5-JD', 'four-J', 'four-9']) {
      const m = parseMeldOf(beloteDeck, text);
      expect(m._tag === 'Right' && formatMeld(m.right)).toBe(text);
    }
  });

  it('a run reaching below the 7 exists on the 36-card deck only', () => {
    expect(parseMeldOf(tarabishDeck, 'run3-8S')._tag).toBe('Right');
    const r = parseMeldOf(beloteDeck, 'run3-8S');
    expect(r._tag === 'Left' && r.left.code).toBe('notation/no-such-meld');
    expect(r._tag === 'Left' && r.left.message).toContain('runs are 3 to 8 cards, A K Q J 10 9 8 7');
    const six = parseMeldOf(beloteDeck, 'run3-6S');
    expect(six._tag === 'Left' && six.left.code).toBe('notation/bad-meld');
  });

  it('a hand of the 32-card deck holds its runs from the 7', () => {
    const hand = setOf(
      4,
      ['7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS'].map((n) => beloteDeck.byName.get(n)!),
    );
    expect(meldsHeld(hand, 'belote').map(formatMeld)).toEqual(['run8-AS']);
  });
});
