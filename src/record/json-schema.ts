/** JSON Schema files generated from the zod schemas, for apps in other languages. */
import { z } from 'zod';
import type { RulesetRegistry } from './replay.js';
import { recordSchema } from './schema.js';

/** Every schema by file name (without `.schema.json`): `record`, and `<ruleset>.options` per ruleset. */
export function jsonSchemas(registry: RulesetRegistry): Record<string, object> {
  const out: Record<string, object> = { record: z.toJSONSchema(recordSchema, { io: 'input', unrepresentable: 'any' }) };
  for (const [id, rules] of registry) {
    out[`${id}.options`] = z.toJSONSchema(rules.options, { io: 'input', unrepresentable: 'any' });
  }
  return out;
}
