import { describe, expect, it } from 'vitest';
import { tarabishDemo } from '../../../src/cli/demos/tarabish.js';

describe('tarabishDemo', () => {
  it('prints a seeded hand with an auction, declarations, nine tricks and the scores; the same seed gives the same text', () => {
    for (const seed of [1, 2, 3]) {
      const text = tarabishDemo(seed);
      expect(text).toBe(tarabishDemo(seed));
      expect(text).toMatch(/Auction:\n {2}seat 1: /);
      expect(text).toMatch(/names trump: [SHDC]/);
      expect(text).toContain('Declarations:');
      expect(text.match(/ {2}trick \d:/g)).toHaveLength(9);
      expect(text).toMatch(/→ hand score \d+/);
    }
  });
});
