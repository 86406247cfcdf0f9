import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatViolation, playAndCheck, runConformance } from '../../src/testing/index.js';
import { isLeft, isRight, right } from '../../src/kernel/index.js';
import { makeWhist, naiveWhistLegal, type Flaw } from '../support/whist.js';

/** Both kinds of seed: 32-bit integers and 128-bit seeds (32 hex digits). */
const seed = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }),
  fc.array(fc.constantFrom(...'0123456789abcdef'.split('')), { minLength: 32, maxLength: 32 }).map((d) => d.join('')),
);
const choices = fc.array(fc.nat(), { maxLength: 40 });

describe('conformance harness on the test-only whist ruleset', () => {
  const whist = makeWhist();

  it('the sound ruleset passes (fast-check: seed + choice lists)', () => {
    fc.assert(
      fc.property(seed, choices, (s, c) => {
        const r = playAndCheck(whist, {}, s, c, { naiveLegal: naiveWhistLegal });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        expect(r.right.actions).toHaveLength(32);
      }),
      { numRuns: 60 },
    );
  });

  it('the sound ruleset passes a seeded sweep for every dealer, from a 32-bit or a 128-bit seed', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const r = runConformance(whist, { dealer }, { games: 10, seed: dealer }, { naiveLegal: naiveWhistLegal });
      expect(isRight(r) && r.right.actions).toBe(320);
    }
    const wide = runConformance(whist, {}, { games: 5, seed: 'ab'.repeat(16) }, { naiveLegal: naiveWhistLegal });
    expect(isRight(wide) && wide.right.actions).toBe(160);
  });

  const flaws: [Flaw, string][] = [
    ['mutates', 'apply'],
    ['lax-follow', 'naive-legal'],
    ['leaky-view', 'leak'],
    ['lenient-view', 'view-bad-seat'],
    ['leaky-explain', 'explain-for'],
    ['leaky-refusal', 'explain-for'],
    ['loses-cards', 'card-places'],
    ['unsorted', 'legal-order'],
    ['not-zero-sum', 'zero-sum'],
    ['accepts-illegal', 'illegal-accepted'],
  ];
  for (const [flaw, check] of flaws) {
    it(`a ruleset that ${flaw} fails the harness with "${check}"`, () => {
      const broken = makeWhist(flaw);
      const r = runConformance(broken, {}, { games: 20, seed: 1 }, { naiveLegal: naiveWhistLegal });
      expect(isLeft(r)).toBe(true);
      if (isLeft(r)) {
        expect(r.left.check).toBe(check);
        expect(formatViolation(r.left)).toContain('regression fixture');
      }
    });
  }

  it('reports a crash instead of throwing', () => {
    const crashing = {
      ...makeWhist(),
      legal: () => {
        throw new Error('boom');
      },
    };
    const r = playAndCheck(crashing, {}, 1);
    expect(isLeft(r) && r.left.check).toBe('crash');
  });

  it('a sampleHidden that never re-deals is caught', () => {
    const lazy = {
      ...makeWhist(),
      sampleHidden: (s: Parameters<ReturnType<typeof makeWhist>['sampleHidden']>[0]) => right(s),
    };
    const r = playAndCheck(lazy, {}, 1);
    expect(isLeft(r) && r.left.check).toBe('sample-hidden');
  });
});
