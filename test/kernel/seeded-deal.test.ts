/** A seeded source read once for every game: the seed, the procedure, and the deal each one makes. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dealFromSeed } from '../../src/kernel/deal.js';
import { dealFromSeedAtTable } from '../../src/kernel/table-deal.js';
import { seededDeal } from '../../src/kernel/seeded-deal.js';
import { beloteDeck } from '../../src/games/belote/cards.js';
import { beloteTableRules } from '../../src/games/belote/deal.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import { LAYOUT, TARABISH_TABLE_RULES } from '../../src/games/tarabish/deal.js';

const rules = { deck: tarabishDeck, layout: LAYOUT, table: TARABISH_TABLE_RULES, first: 1 };

describe('seededDeal', () => {
  it('deals by the layout by default and at the table on request, as the kernel deals do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(seededDeal({ seed }, rules)).toEqual({ _tag: 'Right', right: dealFromSeed(tarabishDeck, LAYOUT, seed) });
        expect(seededDeal({ seed, procedure: 'shuffle' }, rules)).toEqual(seededDeal({ seed }, rules));
        const { hands, extra } = dealFromSeedAtTable(tarabishDeck, TARABISH_TABLE_RULES, 1, seed);
        expect(seededDeal({ seed, procedure: 'table' }, rules)).toEqual({ _tag: 'Right', right: { hands, extra } });
      }),
      { numRuns: 20 },
    );
  });

  it('at the table, gives the cards no hand holds as the extra pile then the stock (Belote: the rest of the pack)', () => {
    const belote = {
      deck: beloteDeck,
      layout: { hands: 4, handSize: 5, extra: 12 },
      table: beloteTableRules('3-2'),
      first: 1,
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const { hands, stock } = dealFromSeedAtTable(beloteDeck, belote.table, 1, seed);
        expect(seededDeal({ seed, procedure: 'table' }, belote)).toEqual({
          _tag: 'Right',
          right: { hands, extra: stock },
        });
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a bad seed, then an unknown procedure', () => {
    const bad = seededDeal({ seed: -1, procedure: 'riffle' }, rules);
    expect(bad._tag === 'Left' && bad.left.code).toBe('setup/bad-seed');
    const procedure = seededDeal({ seed: 1, procedure: 'riffle' }, rules);
    expect(procedure._tag === 'Left' && procedure.left.code).toBe('setup/bad-procedure');
  });
});
