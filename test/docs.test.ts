import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../scripts/errors-catalogue.js';

describe('generated docs', () => {
  it('docs/errors.md lists every error code in the source (npm run errors)', () => {
    expect(readFileSync(join(__dirname, '../docs/errors.md'), 'utf8')).toBe(catalogue());
  });
});
