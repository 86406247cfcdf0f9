/** Writes the conformance vectors into vectors/ (run by `npm run vectors`; a test checks they are current). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVectors } from '../src/vectors/build.js';

const dir = join(import.meta.dirname, '..', 'vectors');
mkdirSync(dir, { recursive: true });
for (const [name, data] of Object.entries(buildVectors())) {
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 1)}\n`);
}
