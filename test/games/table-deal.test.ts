/**
 * The `table` deal procedure through each game's `setup`, records and matches, and a match's
 * first dealer chosen by cutting. (The procedure itself: test/kernel/table-deal.test.ts.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import { TARABISH_TABLE_RULES } from '../../src/games/tarabish/deal.js';
import { tarabishDealerCutKey, tarabishMatch } from '../../src/games/tarabish/match.js';
import { tarabish } from '../../src/games/tarabish/rules.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { tarotTableRules } from '../../src/games/tarot/deal.js';
import { tarotDealerCutKey, tarotMatch } from '../../src/games/tarot/match.js';
import { tarot } from '../../src/games/tarot/rules.js';
import { goulashMatch } from '../../src/games/goulash/match.js';
import { belote } from '../../src/games/belote/rules.js';
import { coinche } from '../../src/games/coinche/rules.js';
import { formatCard } from '../../src/kernel/card.js';
import { TABLE_DEAL_ALGORITHM, TABLE_DEAL_ALGORITHM_128 } from '../../src/kernel/deal.js';
import { cutForDealer } from '../../src/kernel/dealer-cut.js';
import { isLeft } from '../../src/kernel/either.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { deriveSeed } from '../../src/kernel/seed.js';
import { tableDealOfSeed } from '../../src/kernel/table-deal.js';
import { makeRecord, replay } from '../../src/record/replay.js';
import { createRng } from '../../src/kernel/rng.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

/** `steps` random legal actions from `state` (fewer if the game ends): the last state and the action strings. */
function playSome(rules: AnyRuleset, state: object, steps: number, seed: number) {
  const rng = createRng(seed);
  let s = state;
  const actions: string[] = [];
  for (let i = 0; i < steps && rules.actor(s) !== 'done'; i++) {
    const l = rules.legal(s);
    const a = l[rng.below(l.length)];
    actions.push(rules.codec.encode(a));
    s = rules.applyUnchecked(s, a).state;
  }
  return { state: s, actions };
}

const HEX = '0123456789abcdef'.split('');
const seed = fc.oneof(
  fc.nat(0xffffffff),
  fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join('')),
);
const players = fc.constantFrom(3 as const, 4 as const, 5 as const);

describe('Tarot dealt as at the table', () => {
  it('a seeded table deal is the physical deal { order, cut, chienSlots } its seed draws, dealt from the seat after the dealer', () => {
    fc.assert(
      fc.property(players, seed, fc.nat(4), (n, s, d) => {
        const dealer = d % n;
        const drawn = tableDealOfSeed(tarotDeck, tarotTableRules(n), s);
        const seeded = getOrThrow(tarot.setup({ players: n, dealer }, { seed: s, procedure: 'table' }));
        const explicit = {
          order: drawn.order.map((c) => formatCard(tarotDeck, c)),
          cut: drawn.cut,
          chienSlots: drawn.extraSlots,
        };
        expect(seeded).toEqual(getOrThrow(tarot.setup({ players: n, dealer }, { deal: explicit })));
        // the other procedure deals other hands from the same seed (almost surely)
        expect(seeded.hands).not.toEqual(getOrThrow(tarot.setup({ players: n, dealer }, { seed: s })).hands);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses an unknown procedure and a bad physical deal with their codes', () => {
    const code = (r: ReturnType<typeof tarot.setup>) => (isLeft(r) ? r.left.code : 'ok');
    expect(code(tarot.setup({}, { seed: 1, procedure: 'riffle' as never }))).toBe('setup/bad-procedure');
    const order = tarotDeck.cards.map((c) => formatCard(tarotDeck, c));
    expect(code(tarot.setup({}, { deal: { order, cut: 2, chienSlots: [1, 2, 3, 4, 5, 6] } }))).toBe('setup/bad-cut');
    expect(code(tarot.setup({}, { deal: { order, cut: 9, chienSlots: [0, 2, 3, 4, 5, 6] } }))).toBe(
      'setup/bad-extra-slots',
    );
    expect(
      code(
        tarot.setup(
          {},
          { deal: { order: [...order.slice(1), order[0]!, order[0]!], cut: 9, chienSlots: [1, 2, 3, 4, 5, 6] } },
        ),
      ),
    ).toBe('setup/wrong-deal-size');
    expect(
      code(
        tarot.setup({}, { deal: { order: [...order.slice(1), order[1]!], cut: 9, chienSlots: [1, 2, 3, 4, 5, 6] } }),
      ),
    ).toBe('setup/duplicate-card');
    expect(code(tarot.setup({}, { deal: { order, cut: 9, chienSlots: [1, 2, 3, 4, 5, 6], extra: 1 } as never }))).toBe(
      'setup/bad-deal',
    );
  });

  it('records name the table algorithm and replay to the same state, 32-bit and 128-bit seeds', () => {
    for (const s of [7, '000102030405060708090a0b0c0d0e0f']) {
      const source = { seed: s, procedure: 'table' } as const;
      const start = getOrThrow(tarot.setup({ players: 4 }, source));
      const played = playSome(tarot as never, start, 30, 5);
      const record = makeRecord(tarot, played.state as typeof start, source, played.actions);
      expect(record.deal).toEqual({
        seed: s,
        algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM : TABLE_DEAL_ALGORITHM_128,
      });
      const r = getOrThrow(replay(record, [tarot]));
      expect(r.initial).toEqual(start);
      expect(r.state).toEqual(played.state);
      const wrongKind = {
        ...record,
        deal: { seed: s, algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM_128 : TABLE_DEAL_ALGORITHM },
      };
      const bad = replay(wrongKind, [tarot]);
      expect(isLeft(bad) && bad.left.code).toBe('record/algorithm-mismatch');
    }
  });
});

describe('Tarabish dealt as at the table', () => {
  it('a seeded table deal is the physical deal { order, cut } its seed draws, in packets of 3 from the eldest', () => {
    fc.assert(
      fc.property(seed, fc.nat(3), (s, dealer) => {
        const drawn = tableDealOfSeed(tarabishDeck, TARABISH_TABLE_RULES, s);
        const seeded = getOrThrow(tarabish.setup({ dealer }, { seed: s, procedure: 'table' }));
        const explicit = { order: drawn.order.map((c) => formatCard(tarabishDeck, c)), cut: drawn.cut };
        expect(seeded).toEqual(getOrThrow(tarabish.setup({ dealer }, { deal: explicit })));
      }),
      { numRuns: 25 },
    );
  });

  it('the eldest receives the first packet of the cut pack and sees it first', () => {
    const order = tarabishDeck.cards.map((c) => formatCard(tarabishDeck, c));
    const s = getOrThrow(tarabish.setup({ dealer: 3, preset: 'auction' }, { deal: { order, cut: 4 } }));
    // eldest is seat 0; cut 4 lifts 6S 7S 8S 9S: the pack starts 10S JS QS
    expect(tarabish.view(s, 0).hand).toEqual(['10S', 'JS', 'QS']);
    const bad = tarabish.setup({}, { deal: { order, cut: 33 } });
    expect(isLeft(bad) && bad.left.code).toBe('setup/bad-cut');
  });
});

describe("a match's first dealer by cutting", () => {
  it('replaces the dealer option by the seat the cut chose, deals every deal by the procedure, and records the resolved dealer', () => {
    for (const [match, deck, key, n, dealOptions] of [
      [tarotMatch as AnyRuleset, tarotDeck, tarotDealerCutKey, 4, { players: 4 }],
      [goulashMatch as AnyRuleset, tarotDeck, tarotDealerCutKey, 5, { players: 5 }],
      [tarabishMatch as AnyRuleset, tarabishDeck, tarabishDealerCutKey, 4, {}],
    ] as const) {
      for (const s of [1, 2, 3, 'ffffffffffffffffffffffffffffffff']) {
        const source = { seed: s, procedure: 'table', dealer: 'cut' } as const;
        const m: object = getOrThrow((match as AnyRuleset).setup(dealOptions, source));
        const cut = cutForDealer(deck, n, s, key);
        expect((match.settings(m as never) as { dealer: number }).dealer).toBe(cut.dealer);
        expect((m as { dealer: number }).dealer).toBe(cut.dealer);
        const deal = (match === (tarabishMatch as AnyRuleset) ? tarabish : tarot) as typeof tarot;
        const first = getOrThrow(
          deal.setup(
            {
              ...(dealOptions as object),
              ...(match === (goulashMatch as AnyRuleset) ? { mode: 'goulash' } : {}),
              dealer: cut.dealer,
            } as never,
            {
              seed: deriveSeed(s, 0),
              procedure: 'table',
            },
          ),
        );
        expect((m as { current: unknown }).current).toEqual(first);
        const played = playSome(match as never, m, 12, 3);
        const record = makeRecord(match as never, played.state, source as never, played.actions);
        expect(record.dealer).toBe(cut.dealer);
        expect(getOrThrow(replay(record, [match as never])).state).toEqual(played.state);
      }
    }
  });

  it('refuses a cut without a seed-based source or with another value', () => {
    const r = tarotMatch.setup({}, { seed: 1, dealer: 'draw' as never });
    expect(isLeft(r) && r.left.code).toBe('setup/bad-source');
  });
});

describe('vectors/table-deals.json', () => {
  it('every case deals its hands from its seed and from its physical facts, through setup', async () => {
    const v = (await import('../../vectors/table-deals.json')).default;
    for (const c of [...v.cases, ...v.wide.cases]) {
      if (c.game === 'belote') {
        const fromSeed = getOrThrow(belote.setup({ dealer: c.dealer }, { seed: c.seed, procedure: 'table' }));
        const dealt = getOrThrow(
          belote.setup({ dealer: c.dealer }, { deal: { hands: c.hands, pack: (c as { stock?: string[] }).stock! } }),
        );
        expect(dealt).toEqual(fromSeed);
      } else if (c.game === 'coinche') {
        const fromSeed = getOrThrow(coinche.setup({ dealer: c.dealer }, { seed: c.seed, procedure: 'table' }));
        expect(getOrThrow(coinche.setup({ dealer: c.dealer }, { deal: { hands: c.hands } }))).toEqual(fromSeed);
      } else if (c.game === 'tarabish') {
        const fromSeed = getOrThrow(
          tarabish.setup({ dealer: c.dealer, biddingCards: 9 }, { seed: c.seed, procedure: 'table' }),
        );
        const dealt = getOrThrow(
          tarabish.setup({ dealer: c.dealer, biddingCards: 9 }, { deal: { order: c.pack, cut: c.cut } }),
        );
        expect(dealt).toEqual(fromSeed);
        expect([0, 1, 2, 3].map((s) => [...tarabish.view(dealt, s).hand].sort())).toEqual(
          c.hands.map((h) => [...h].sort()),
        );
      } else {
        const n = Number(c.game.slice(-1)) as 3 | 4 | 5;
        const fromSeed = getOrThrow(
          tarot.setup({ players: n, dealer: c.dealer }, { seed: c.seed, procedure: 'table' }),
        );
        const dealt = getOrThrow(
          tarot.setup(
            { players: n, dealer: c.dealer },
            { deal: { order: c.pack, cut: c.cut, chienSlots: c.extraSlots } },
          ),
        );
        expect(dealt).toEqual(fromSeed);
        expect(
          getOrThrow(tarot.setup({ players: n, dealer: c.dealer }, { deal: { hands: c.hands, chien: c.chien } })),
        ).toEqual(fromSeed);
      }
    }
  });
});
