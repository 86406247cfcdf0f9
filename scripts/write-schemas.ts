/** Writes the JSON Schema files into schema/ (run by `npm run schemas`; a test checks they are current). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliRegistry } from '../src/cli/registry.js';
import { actionObjectSchemas, actionSchemas } from '../src/games/registry.js';
import { oracleSchemas } from '../src/oracle/schemas.js';
import { jsonSchemas } from '../src/record/json-schema.js';

const dir = join(import.meta.dirname, '..', 'schema');
mkdirSync(dir, { recursive: true });
const schemas = { ...jsonSchemas(cliRegistry, actionSchemas, actionObjectSchemas), ...oracleSchemas(cliRegistry) };
for (const [name, schema] of Object.entries(schemas)) {
  writeFileSync(join(dir, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
