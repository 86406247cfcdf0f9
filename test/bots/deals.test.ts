/**
 * The deal a state is playing (src/bots/deals.ts), found through the match's `dealRuleset` with no
 * table of ids: a shipped match and a match of a game outside the package alike give their current
 * deal; a deal gives itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealOf, dealRulesetOf } from '../../src/bots/deals.js';
import { games } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { makeWhist, whistMatch } from '../support/whist.js';

const whist = makeWhist();
const MATCHES: readonly AnyRuleset[] = [...games.map((g) => g.match!), whistMatch];

describe('dealRulesetOf and dealOf', () => {
  it('a deal plays itself; a state of a deal is its own deal', () => {
    for (const rules of [...games.map((g) => g.deal), whist]) {
      expect(dealRulesetOf(rules)).toBe(rules);
      const s = getOrThrow(rules.setup({}, { seed: 3 }));
      expect(dealOf(rules, s)).toEqual({ ruleset: rules, state: s });
    }
  });

  it('a match (shipped or not) plays its deal ruleset; its state’s deal is the current one (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MATCHES), fc.integer({ min: 0, max: 0xffffffff }), fc.nat(300), (m, seed, n) => {
        let s = getOrThrow(m.setup({}, { seed }));
        for (let i = 0; i < n && m.actor(s) !== 'done'; i++) s = m.applyUnchecked(s, m.legal(s)[0]).state;
        expect(dealRulesetOf(m)).toBe(m.dealRuleset);
        expect(dealOf(m, s)).toEqual({ ruleset: m.dealRuleset, state: (s as { readonly current: object }).current });
      }),
      { numRuns: 20 },
    );
  });
});
