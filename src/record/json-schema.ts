/** JSON Schema files generated from the zod schemas, for apps in other languages. */
import * as z from 'zod';
import type { RulesetRegistry } from './replay.js';
import { recordSchema } from './schema.js';

/**
 * Every schema by file name (without `.schema.json`): `record`, and per ruleset `<id>.options` and,
 * when its action schema is given, `<id>.actions` (a record's `actions` array).
 */
export function jsonSchemas(
  registry: RulesetRegistry,
  actions: Readonly<Record<string, z.ZodType<string>>> = {},
): Record<string, object> {
  // a record is an object of one of the formats (`oneOf`, by `formatVersion`): say so at the top too
  const record = z.toJSONSchema(recordSchema, { io: 'input', unrepresentable: 'any' });
  const out: Record<string, object> = { record: { ...record, type: 'object' } };
  for (const [id, rules] of registry) {
    out[`${id}.options`] = z.toJSONSchema(rules.options, { io: 'input', unrepresentable: 'any' });
    const a = actions[id];
    if (a) out[`${id}.actions`] = z.toJSONSchema(z.array(a), { io: 'input', unrepresentable: 'any' });
  }
  return out;
}
