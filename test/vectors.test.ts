import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVectors } from '../src/vectors/build.js';
import { vectors } from '../src/entries/vectors.js';

const dir = join(__dirname, '../vectors');

describe('conformance vectors', () => {
  it('the JSON files are committed and current (npm run vectors), and atout/vectors ships them all', () => {
    const want = JSON.parse(JSON.stringify(buildVectors())) as Record<string, object>;
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(Object.keys(want).map((n) => `${n}.json`).sort());
    for (const [name, data] of Object.entries(want)) {
      expect(JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'))).toEqual(data);
    }
    expect(JSON.parse(JSON.stringify(vectors))).toEqual(want);
    for (const v of Object.values(vectors)) expect(typeof (v as { description?: unknown }).description).toBe('string');
  });
});
