/**
 * Tarabish's rule queries from plain facts: their answers agree with the card tables the engine
 * uses and with the engine itself on random dealt states; bad facts are refused with their codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish } from '../../../src/games/tarabish/rules.js';
import { tarabishCardPoints } from '../../../src/games/tarabish/queries.js';
import { cardPoints, tarabishDeck } from '../../../src/games/tarabish/cards.js';

const NAMES = tarabishDeck.cards.map((c) => tarabishDeck.names.get(c)!);

describe('tarabish card-points', () => {
  it('counts the trump and plain tables, and the hand total with the last-trick bonus', () => {
    expect(tarabishCardPoints({ cards: ['JH', '9H', 'JS'], trump: 'H' })).toEqual({
      _tag: 'Right',
      right: { points: 36, total: 162, lastTrickBonus: 10 },
    });
    expect(tarabishCardPoints({ cards: NAMES, trump: 'S' })).toMatchObject({ right: { points: 152 } });
    expect(tarabishCardPoints({ cards: NAMES, trump: 'no-trump' }, { lastTrickBonus: 4 })).toMatchObject({
      right: { points: 120, total: 124 },
    });
  });

  it('agrees with the card table on any set of cards', () => {
    fc.assert(
      fc.property(fc.subarray(tarabishDeck.cards.slice()), fc.integer({ min: 0, max: 3 }), (cards, trump) => {
        const r = tarabishCardPoints({
          cards: cards.map((c) => tarabishDeck.names.get(c)!),
          trump: (['S', 'H', 'D', 'C'] as const)[trump]!,
        });
        const points = cards.reduce((s, c) => s + cardPoints(c, trump), 0);
        expect(r).toMatchObject({ _tag: 'Right', right: { points } });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad facts with their codes', () => {
    const q = tarabish.queries!['card-points']!;
    expect(q.run({}, { cards: ['JH', 'JH'], trump: 'H' })).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(q.run({}, { cards: ['1H'], trump: 'H' })).toMatchObject({ left: { code: 'notation/bad-card' } });
    expect(q.run({}, { cards: [] })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({ preset: 'x' }, { cards: [], trump: 'H' })).toMatchObject({ left: { code: 'options/invalid' } });
  });
});
