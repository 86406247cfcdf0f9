/**
 * Tarot's rule queries from plain facts: their answers agree with the card tables the engine uses
 * and with the engine itself on random dealt states; bad facts are refused with their codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goulash, tarot } from '../../../src/games/tarot/rules.js';
import { tarotCardPoints } from '../../../src/games/tarot/queries.js';
import { tarotDeck, value2 } from '../../../src/games/tarot/cards.js';

const NAMES = tarotDeck.cards.map((c) => tarotDeck.names.get(c)!);

describe('tarot card-points', () => {
  it('counts the FFT values in half points, exactly', () => {
    expect(tarotCardPoints({ cards: ['KH', 'EX', '3T'] })).toEqual({
      _tag: 'Right',
      right: { points: 9.5, halfPoints: 19, oudlers: 1, total: 91 },
    });
    expect(tarotCardPoints({ cards: NAMES })).toMatchObject({ right: { points: 91, halfPoints: 182, oudlers: 3 } });
  });

  it('agrees with the card table on any set of cards', () => {
    fc.assert(
      fc.property(fc.subarray(tarotDeck.cards.slice()), (cards) => {
        const r = tarotCardPoints({ cards: cards.map((c) => tarotDeck.names.get(c)!) });
        const half = cards.reduce((s, c) => s + value2(c), 0);
        expect(r).toMatchObject({ _tag: 'Right', right: { halfPoints: half, points: half / 2 } });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad facts with their codes', () => {
    const q = tarot.queries!['card-points']!;
    expect(q.run({}, { cards: ['KH', 'kh'] })).toMatchObject({
      left: { code: 'notation/bad-card', detail: { field: 'cards[1]', suggestion: 'KH' } },
    });
    expect(q.run({}, { cards: ['KH', 'KH'] })).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(q.run({}, { cards: [], extra: 1 })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({}, null)).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({ players: 6 }, { cards: [] })).toMatchObject({ left: { code: 'options/invalid' } });
    expect(goulash.queries!['card-points']!.run({ mode: 'classic' }, { cards: [] })).toMatchObject({
      left: { code: 'options/goulash-mode-only' },
    });
  });
});
