import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './run.js';

describe('examples/', () => {
  it('every example has its test, and each is listed in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts'));
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const f of examples) {
      expect(existsSync(join(root, 'test/examples', f.replace(/\.ts$/, '.test.ts'))), f).toBe(true);
      expect(readme, f).toContain(`(examples/${f})`);
    }
  });
});
