import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../scripts/errors-catalogue.js';

describe('generated docs', () => {
  it('docs/errors.md lists every error code in the source (npm run errors)', () => {
    expect(readFileSync(join(__dirname, '../docs/errors.md'), 'utf8')).toBe(catalogue());
  });
});

describe('the error catalogue is complete', () => {
  it('every code returned while probing random states of every game is listed', async () => {
    const { rulesets } = await import('../src/games/registry.js');
    const { createRng, getOrThrow, isLeft } = await import('../src/kernel/index.js');
    const catalogue = readFileSync(join(__dirname, '../docs/errors.md'), 'utf8');
    const seen = new Set<string>();
    for (const rules of rulesets) {
      for (const seed of [1, 2, 3]) {
        const rng = createRng(seed);
        let s = getOrThrow(rules.setup({}, { seed }));
        while (rules.actor(s) !== 'done') {
          for (const a of rules.candidates(s)) {
            const r = rules.apply(s, a);
            if (isLeft(r)) seen.add(r.left.code);
          }
          const l = rules.legal(s);
          s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
        }
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const code of seen) expect(catalogue, code).toContain(`\`${code}\``);
  });
});
