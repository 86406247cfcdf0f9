import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, codeProblems, scanSource } from '../scripts/errors-catalogue.js';
import { CLI_ERROR_CODES } from '../src/cli/codes.js';
import { RULE_ERROR_CODES } from '../src/errors.js';

describe('generated docs', () => {
  it('docs/errors.md lists every error code in the source (npm run errors)', () => {
    expect(readFileSync(join(__dirname, '../docs/errors.md'), 'utf8')).toBe(catalogue());
  });

  it('docs/errors.md has one row per listed code, no more', () => {
    const rows = [...readFileSync(join(__dirname, '../docs/errors.md'), 'utf8').matchAll(/^\| `([^`]+)`/gm)].map(
      (m) => m[1],
    );
    expect(rows).toEqual([...new Set<string>([...RULE_ERROR_CODES, ...CLI_ERROR_CODES])].sort());
  });

  it('the code lists and the source agree, and a code in one and not the other is reported', () => {
    const found = new Set(scanSource().keys());
    expect(codeProblems(found)).toEqual([]);
    // a code written in the source (a misspelling) but in no list
    expect(codeProblems(new Set([...found, 'play/must-overtrup'])).join()).toContain('play/must-overtrup');
    // a listed code returned nowhere
    const dropped = new Set([...found].filter((c) => c !== 'options/goulash-mode-only'));
    expect(codeProblems(dropped).join()).toContain('options/goulash-mode-only');
  });
});

describe('the error catalogue is complete', () => {
  it('every code returned while probing random states of every game is listed', async () => {
    const { rulesets } = await import('../src/games/registry.js');
    const { createRng, getOrThrow, isLeft } = await import('../src/kernel/index.js');
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
    for (const code of seen) expect(RULE_ERROR_CODES, code).toContain(code);
  });
});
