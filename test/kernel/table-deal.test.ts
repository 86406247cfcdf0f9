/** Dealing as at the table: packets in turn, the cut, the extra pile laid card by card. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beloteDeck } from '../../src/games/belote/cards.js';
import { beloteTableRules } from '../../src/games/belote/deal.js';
import { coincheTableRules } from '../../src/games/coinche/deal.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import { TARABISH_TABLE_RULES } from '../../src/games/tarabish/deal.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { tarotTableRules } from '../../src/games/tarot/deal.js';
import type { DeckSpec } from '../../src/kernel/card.js';
import { dealRng, shuffle } from '../../src/kernel/rng.js';
import {
  dealAtTable,
  dealFromSeedAtTable,
  packetSizes,
  packetsOf,
  tableDealOfSeed,
  type TableRules,
} from '../../src/kernel/table-deal.js';

const GAMES: readonly (readonly [string, DeckSpec, TableRules])[] = [
  ['tarot 3', tarotDeck, tarotTableRules(3)],
  ['tarot 4', tarotDeck, tarotTableRules(4)],
  ['tarot 5', tarotDeck, tarotTableRules(5)],
  ['tarabish', tarabishDeck, TARABISH_TABLE_RULES],
  ['belote 3-2', beloteDeck, beloteTableRules('3-2')],
  ['belote 2-3', beloteDeck, beloteTableRules('2-3')],
  ['coinche 3-2-3', beloteDeck, coincheTableRules('3-2-3')],
  ['coinche 4-4', beloteDeck, coincheTableRules('4-4')],
];
const game = fc.constantFrom(...GAMES);
const HEX = '0123456789abcdef'.split('');
const seed = fc.oneof(
  fc.nat(0xffffffff),
  fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join('')),
);

describe('a seeded table deal', () => {
  it('draws the pack the shuffle procedure draws, a cut leaving minCut cards each side, distinct sorted slots', () => {
    fc.assert(
      fc.property(game, seed, ([, deck, rules], s) => {
        const d = tableDealOfSeed(deck, rules, s);
        expect(d.order).toEqual(shuffle(deck.cards, dealRng(s)));
        expect(d.cut).toBeGreaterThanOrEqual(rules.minCut);
        expect(d.cut).toBeLessThanOrEqual(deck.cards.length - rules.minCut);
        expect(d.extraSlots).toHaveLength(rules.extra);
        expect([...new Set(d.extraSlots)].sort((a, b) => a - b)).toEqual(d.extraSlots);
        for (const g of d.extraSlots) expect(g >= 1 && g < packetsOf(rules)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('deals every card once, hands in packets from the seat after the dealer, never the first or last card to the pile', () => {
    fc.assert(
      fc.property(game, seed, fc.nat(4), ([, deck, rules], s, first0) => {
        const first = first0 % rules.hands;
        const d = tableDealOfSeed(deck, rules, s);
        const dealt = dealFromSeedAtTable(deck, rules, first, s);
        const pack = [...d.order.slice(d.cut), ...d.order.slice(0, d.cut)];
        expect([...dealt.hands.flat(), ...dealt.extra, ...dealt.stock].sort((a, b) => a - b)).toEqual(
          [...deck.cards].sort((a, b) => a - b),
        );
        for (const h of dealt.hands) expect(h).toHaveLength(rules.handSize);
        expect(dealt.extra).toHaveLength(rules.extra);
        expect(dealt.stock).toHaveLength(rules.stock ?? 0);
        expect(dealt.extra).not.toContain(pack[0]);
        expect(dealt.extra).not.toContain(pack[pack.length - 1]);
        // the first packet goes to `first`, from the top of the cut pack
        const sizes = packetSizes(rules);
        expect(sizes).toHaveLength(packetsOf(rules));
        expect(dealt.hands[first]!.slice(0, sizes[0])).toEqual(pack.slice(0, sizes[0]));
        // the pack read back in dealing order: packets in turn, a pile card after each slot, then the stock
        const replayed: number[] = [];
        const taken = dealt.hands.map(() => 0);
        let pile = 0;
        sizes.forEach((size, p) => {
          const seat = (first + p) % rules.hands;
          replayed.push(...dealt.hands[seat]!.slice(taken[seat], taken[seat]! + size));
          taken[seat]! += size;
          if (d.extraSlots.includes(p + 1)) replayed.push(dealt.extra[pile++]!);
        });
        expect([...replayed, ...dealt.stock]).toEqual(pack);
      }),
      { numRuns: 60 },
    );
  });
});

describe('packets that differ from round to round', () => {
  it('deal each round in turn from the first seat: Belote 3 then 2 (or 2 then 3), Coinche 3-2-3', () => {
    const name = (c: number) => beloteDeck.names.get(c);
    // canonical order 7S 8S 9S 10S JS QS KS AS 7H …; cut 3: the pack starts at 10S and ends with 9S
    const at = (rules: TableRules) => {
      const r = dealAtTable(rules, 1, { order: beloteDeck.cards, cut: 3, extraSlots: [] });
      if (r._tag === 'Left') throw new Error(r.left.message);
      return r.right;
    };
    const belote = at(beloteTableRules('3-2'));
    expect(belote.hands[1]!.map(name)).toEqual(['10S', 'JS', 'QS', 'AH', '7D']);
    expect(belote.hands[0]!.map(name)).toEqual(['JH', 'QH', 'KH', 'QD', 'KD']);
    // the rest of the pack, the turned card (AD) on top
    expect(belote.stock.map(name)).toEqual(['AD', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC', '7S', '8S', '9S']);
    expect(at(beloteTableRules('2-3')).hands[1]!.map(name)).toEqual(['10S', 'JS', '10H', 'JH', 'QH']);
    const coinche = at(coincheTableRules('3-2-3'));
    expect(coinche.hands[1]!.map(name)).toEqual(['10S', 'JS', 'QS', 'AH', '7D', 'AD', '7C', '8C']);
    expect(coinche.stock).toEqual([]);
  });

  it('are refused by dealFromSeedAtTable when they do not sum to the hand or do not use every card', () => {
    expect(() => dealFromSeedAtTable(beloteDeck, { ...beloteTableRules('3-2'), packet: [3, 3] }, 1, 1)).toThrow(
      RangeError,
    );
    expect(() => dealFromSeedAtTable(beloteDeck, { ...beloteTableRules('3-2'), stock: 0 }, 1, 1)).toThrow(RangeError);
  });
});

describe('an explicit table deal', () => {
  const rules = tarotTableRules(4);
  const order = tarotDeck.cards;
  it('is refused with setup/bad-cut when the cut leaves fewer than minCut cards on a side', () => {
    for (const cut of [0, 3, 75, 78, 2.5]) {
      const r = dealAtTable(rules, 1, { order, cut, extraSlots: [1, 2, 3, 4, 5, 6] });
      expect(r._tag === 'Left' && r.left.code).toBe('setup/bad-cut');
    }
    expect(dealAtTable(rules, 1, { order, cut: 4, extraSlots: [1, 2, 3, 4, 5, 6] })._tag).toBe('Right');
    expect(dealAtTable(rules, 1, { order, cut: 74, extraSlots: [1, 2, 3, 4, 5, 6] })._tag).toBe('Right');
  });

  it('is refused with setup/bad-extra-slots for slots out of range, repeated, unsorted or of the wrong count', () => {
    for (const extraSlots of [
      [0, 1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 24],
      [1, 1, 2, 3, 4, 5],
      [2, 1, 3, 4, 5, 6],
      [1, 2, 3, 4, 5],
    ]) {
      const r = dealAtTable(rules, 1, { order, cut: 10, extraSlots });
      expect(r._tag === 'Left' && r.left.code).toBe('setup/bad-extra-slots');
    }
    expect(dealAtTable(rules, 1, { order, cut: 10, extraSlots: [18, 19, 20, 21, 22, 23] })._tag).toBe('Right');
  });

  it('deals a known pack as the FFT describes (4 players, packets of 3 from the seat after the dealer)', () => {
    // canonical order 1S 2S 3S …; cut 4: the pack starts at 5S and ends with 4S
    const r = dealAtTable(rules, 1, { order, cut: 4, extraSlots: [1, 2, 3, 4, 5, 6] });
    if (r._tag === 'Left') throw new Error(r.left.message);
    const name = (c: number) => tarotDeck.names.get(c);
    expect(r.right.hands[1]!.slice(0, 3).map(name)).toEqual(['5S', '6S', '7S']);
    // after packet 1 the 8S goes to the chien; seat 2 gets 9S 10S JS, then the NS (cavalier) is laid aside
    expect(r.right.extra.map(name).slice(0, 2)).toEqual(['8S', 'NS']);
    expect(r.right.hands[2]!.slice(0, 3).map(name)).toEqual(['9S', '10S', 'JS']);
    expect(r.right.hands[0]!.slice(-3).map(name)).toEqual(['2S', '3S', '4S']);
  });
});
