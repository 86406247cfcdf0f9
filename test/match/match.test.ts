import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSeed, isLeft, isRight, getOrThrow } from '../../src/kernel/index.js';
import { formatViolation, playAndCheck } from '../../src/testing/index.js';
import { makeWhist, naiveWhistLegal, whistMatch } from '../support/whist.js';

const whist = makeWhist();

describe('a match wrapping a deal ruleset', () => {
  it('names its deal ruleset (dealRuleset), the ruleset of its current deal; a deal names none', () => {
    const deal = whistMatch.dealRuleset!;
    expect(deal.id).toBe(whist.id);
    const s = getOrThrow(whistMatch.setup({ dealer: 1 }, { seed: 5 }));
    expect(s.current).toEqual(getOrThrow(deal.setup({ dealer: 1 }, { seed: deriveSeed(5, 0) })));
    expect(whist.dealRuleset).toBeUndefined();
  });

  it('passes the conformance harness', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 100 }), (seed, choices) => {
        const r = playAndCheck(whistMatch, { deals: 3 }, seed, choices, {
          naiveLegal: (s) => naiveWhistLegal(s.current),
        });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        expect(r.right.actions).toHaveLength(96);
      }),
      { numRuns: 15 },
    );
  });

  it('derives each deal from the match seed, moves the dealer on and keeps running totals', () => {
    let s = getOrThrow(whistMatch.setup({ deals: 2, dealer: 3 }, { seed: 77 }));
    const firstDeal = getOrThrow(whist.setup({ dealer: 3 }, { seed: deriveSeed(77, 0) }));
    expect(s.current).toEqual(firstDeal);
    expect(s.dealer).toBe(3);
    const events: string[] = [];
    while (whistMatch.actor(s) !== 'done') {
      const step = getOrThrow(whistMatch.apply(s, whistMatch.legal(s)[0]!));
      events.push(...step.events.map((e) => e.type).filter((t) => t !== 'played'));
      s = step.state;
      if (s.dealIndex === 1 && s.results.length === 1 && s.current.tricks === 0 && s.current.trick.length === 0) {
        expect(s.dealer).toBe(0);
        expect(s.current).toEqual(getOrThrow(whist.setup({ dealer: 0 }, { seed: deriveSeed(77, 1) })));
      }
    }
    expect(events).toEqual(['deal-over', 'deal-start', 'deal-over', 'match-over']);
    const r = whistMatch.result(s)!;
    expect(r.deals).toBe(2);
    expect(r.complete).toBe(true);
    expect(r.scores).toEqual(r.results[0]!.scores.map((x, i) => x + r.results[1]!.scores[i]!));
    expect(isLeft(whistMatch.apply(s, { type: 'play', card: 0 }))).toBe(true);
  });

  it('plays explicit deals in order and ends when they run out', () => {
    const hands = [0, 1, 2, 3].map((i) =>
      whist.traits.deck.cards.slice(i * 8, i * 8 + 8).map((c) => whist.traits.deck.names.get(c)!),
    );
    let s = getOrThrow(whistMatch.setup({ deals: 5 }, { deal: [hands] }));
    while (whistMatch.actor(s) !== 'done') s = getOrThrow(whistMatch.apply(s, whistMatch.legal(s)[0]!)).state;
    const r = whistMatch.result(s)!;
    expect(r.deals).toBe(1);
    expect(r.complete).toBe(false);
  });

  it('refuses bad options and sources with codes', () => {
    const a = whistMatch.setup({ deals: 0 }, { seed: 1 });
    expect(isLeft(a) && a.left.code).toBe('options/invalid');
    const b = whistMatch.setup({}, { seed: -1 });
    expect(isLeft(b) && b.left.code).toBe('setup/bad-seed');
    const c = whistMatch.setup({}, { deal: [] });
    expect(isLeft(c) && c.left.code).toBe('setup/bad-deal');
    expect(isRight(whistMatch.setup(undefined, { seed: 1 }))).toBe(true);
    for (const seed of ['0'.repeat(31), 'g'.repeat(32), 2 ** 32, 1.5, null]) {
      const r = whistMatch.setup({}, { seed } as never);
      expect(isLeft(r) && r.left.code).toBe('setup/bad-seed');
    }
    for (const source of [null, undefined, 'seed:1', 7, {}]) {
      const r = whistMatch.setup({}, source as never);
      expect(isLeft(r) && r.left.code).toBe('setup/bad-source');
    }
  });

  it('a 128-bit match seed: deal k is dealt from deriveSeed(seed, k) (SHA-256), the seed kept in lower case', () => {
    const seed = 'c0ffee00112233445566778899aabbcc';
    let s = getOrThrow(whistMatch.setup({ deals: 3, dealer: 1 }, { seed: seed.toUpperCase() }));
    expect(s.seed).toBe(seed);
    expect(s.current).toEqual(getOrThrow(whist.setup({ dealer: 1 }, { seed: deriveSeed(seed, 0) })));
    const starts: unknown[] = [s.current];
    while (whistMatch.actor(s) !== 'done') {
      const before = s.dealIndex;
      s = getOrThrow(whistMatch.apply(s, whistMatch.legal(s)[0]!)).state;
      if (s.dealIndex !== before && !s.over) starts.push(s.current);
    }
    expect(starts).toEqual(
      [0, 1, 2].map((k) => getOrThrow(whist.setup({ dealer: (1 + k) % 4 }, { seed: deriveSeed(seed, k) }))),
    );
  });
});
