/** JSON Schema files generated from the zod schemas, for apps in other languages. */
import * as z from 'zod/mini';
import type { RulesetRegistry } from './replay.js';
import { recordSchema } from './schema.js';

/**
 * Every schema by file name (without `.schema.json`): `record`, and per ruleset `<id>.options` and,
 * when its action schemas are given, `<id>.actions` (a record's `actions` array) and
 * `<id>.action-object` (one action as an object on the wire).
 */
export function jsonSchemas(
  registry: RulesetRegistry,
  actions: Readonly<Record<string, z.ZodMiniType<string>>> = {},
  objects: Readonly<Record<string, z.ZodMiniType<object>>> = {},
): Record<string, object> {
  // a record is an object of one of the formats (`oneOf`, by `formatVersion`): say so at the top too
  const record = z.toJSONSchema(recordSchema, { io: 'input', unrepresentable: 'any' });
  const out: Record<string, object> = { record: { ...record, type: 'object' } };
  for (const [id, rules] of registry) {
    out[`${id}.options`] = z.toJSONSchema(rules.options, { io: 'input', unrepresentable: 'any' });
    const a = actions[id];
    if (a) out[`${id}.actions`] = z.toJSONSchema(z.array(a), { io: 'input', unrepresentable: 'any' });
    const o = objects[id];
    if (o) out[`${id}.action-object`] = z.toJSONSchema(o, { io: 'input', unrepresentable: 'any' });
  }
  return out;
}
