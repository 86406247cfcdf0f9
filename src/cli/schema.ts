/** `atout schema [name]`: the JSON Schemas generated from the zod schemas, with their descriptions (as schema/*.json). */
import type { RulesetRegistry } from '../record/replay.js';
import { shippedSchemas } from './describe-schemas.js';
import type { CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { usageError } from './usage.js';

export function schemaCommand(args: CommandArgs, registry: RulesetRegistry, io: CliIo): ExitCode {
  const all = shippedSchemas(registry).schemas;
  const name = args.positionals[0];
  if (name === undefined) {
    io.out(`${Object.keys(all).join('\n')}\n`);
    return EXIT.ok;
  }
  const schema = all[name];
  if (schema === undefined)
    return usageError(io, 'schema', `no schema "${name}". Known: ${Object.keys(all).join(', ')}`);
  io.out(`${JSON.stringify(schema, null, 2)}\n`);
  return EXIT.ok;
}
