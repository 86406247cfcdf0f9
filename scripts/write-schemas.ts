/** Writes the JSON Schema files into schema/ (run by `npm run schemas`; a test checks they are current). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliRegistry } from '../src/cli/registry.js';
import { actionObjectSchemas, actionSchemas } from '../src/games/registry.js';
import { jsonSchemas } from '../src/record/json-schema.js';

const dir = join(import.meta.dirname, '..', 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas(cliRegistry, actionSchemas, actionObjectSchemas))) {
  writeFileSync(join(dir, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
