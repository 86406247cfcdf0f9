/** `atout schema [name]`: the JSON Schemas generated from the zod schemas. */
import type { RulesetRegistry } from '../record/replay.js';
import { jsonSchemas } from '../record/json-schema.js';
import { actionObjectSchemas, actionSchemas } from '../games/registry.js';
import type { ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

export function schemaCommand(args: ParsedArgs, registry: RulesetRegistry, io: CliIo): number {
  const all = jsonSchemas(registry, actionSchemas, actionObjectSchemas);
  const name = args.positional[1];
  if (name === undefined) {
    io.out(`${Object.keys(all).join('\n')}\n`);
    return 0;
  }
  const schema = all[name];
  if (schema === undefined) {
    io.err(`atout schema: no schema "${name}". Known: ${Object.keys(all).join(', ')}\n`);
    return 2;
  }
  io.out(`${JSON.stringify(schema, null, 2)}\n`);
  return 0;
}
