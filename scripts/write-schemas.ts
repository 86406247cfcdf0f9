/**
 * Writes the JSON Schema files into schema/ (run by `npm run schemas`; a test checks they are
 * current): the schemas generated from the zod schemas, with their descriptions from the one table
 * (src/cli/schema-descriptions.ts). Refuses to write when a property has no description or an
 * entry of the table names nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliRegistry } from '../src/cli/registry.js';
import { shippedSchemas } from '../src/cli/describe-schemas.js';

const dir = join(import.meta.dirname, '..', 'schema');
const { schemas, gaps } = shippedSchemas(cliRegistry);
const problems = [
  ...gaps.undescribed.map((p) => `no description: ${p}`),
  ...gaps.unused.map((p) => `names nothing: ${p}`),
  ...gaps.ambiguous.map((p) => `described twice: ${p}`),
];
if (problems.length > 0) {
  console.error(`src/cli/schema-descriptions.ts:\n${problems.join('\n')}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(schemas)) {
  writeFileSync(join(dir, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
