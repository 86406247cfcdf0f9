import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, isCardOf, isLeft, isRight, parseCard } from '../../src/kernel/index.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';

describe('card notation', () => {
  it('Tarot: 78 cards named rank then suit (21T, EX, KH, 10S)', () => {
    expect(tarotDeck.cards).toHaveLength(78);
    const names = tarotDeck.cards.map((c) => formatCard(tarotDeck, c));
    for (const n of ['21T', '1T', 'EX', 'KH', 'NC', '1S', '10S', 'JD', 'QC']) expect(names).toContain(n);
    expect(new Set(names).size).toBe(78);
  });

  it('Tarabish: 36 cards named rank then suit (JS, 10C, AD)', () => {
    expect(tarabishDeck.cards).toHaveLength(36);
    const names = tarabishDeck.cards.map((c) => formatCard(tarabishDeck, c));
    for (const n of ['JS', '9H', '10C', 'AD', '6S']) expect(names).toContain(n);
    expect(names).not.toContain('5S');
  });

  it('parse is the exact inverse of format', () => {
    for (const deck of [tarotDeck, tarabishDeck]) {
      fc.assert(
        fc.property(fc.constantFrom(...deck.cards), (c) => {
          const back = parseCard(deck, formatCard(deck, c));
          return isRight(back) && back.right === c;
        }),
      );
      fc.assert(
        fc.property(fc.string({ maxLength: 6 }), (text) => {
          const r = parseCard(deck, text);
          return isLeft(r) ? r.left.code === 'notation/bad-card' : formatCard(deck, r.right) === text;
        }),
      );
    }
  });

  it('refuses non-strings and near misses without throwing', () => {
    for (const bad of [null, undefined, 12, {}, 'kh', ' KH', 'KH ', '22T', '0T', 'AS', 'NX', 'x'.repeat(1000)]) {
      const r = parseCard(tarotDeck, bad);
      expect(isLeft(r) && r.left.code).toBe('notation/bad-card');
    }
    expect(isLeft(parseCard(tarabishDeck, 'NS'))).toBe(true);
    expect(isLeft(parseCard(tarabishDeck, '5H'))).toBe(true);
  });

  it('isCardOf: exactly the ids of the deck, nothing else', () => {
    for (const deck of [tarotDeck, tarabishDeck]) {
      for (let id = -2; id < deck.words * 32 + 40; id++) expect(isCardOf(deck, id)).toBe(deck.names.has(id));
      for (const odd of [0.5, 1.5, NaN, Infinity, -0.5, 2 ** 32, 2 ** 32 + 1, '1', null, undefined, {}, [1], 1n])
        expect(isCardOf(deck, odd)).toBe(false);
      fc.assert(fc.property(fc.anything(), (x) => isCardOf(deck, x) === (typeof x === 'number' && deck.names.has(x))));
    }
  });
});
