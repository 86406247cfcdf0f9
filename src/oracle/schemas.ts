/** JSON Schemas of the oracle protocol, generated from its zod schemas (`npm run schemas`, `atout schema`). */
import * as z from 'zod/mini';
import type { RulesetRegistry } from '../record/replay.js';
import {
  oracleAnswerSchema,
  oracleRequestSchema,
  PROTOCOL_QUERY_SCHEMAS,
  RULE_QUERY_NAMES,
  ruleQueriesOf,
  type QueriesById,
} from './protocol.js';

const input = (schema: z.ZodMiniType): object => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const output = (schema: z.ZodMiniType): object => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/**
 * Every schema of the protocol by file name (without `.schema.json`): `oracle.request` and
 * `oracle.answer` (the lines), `oracle.<query>.facts` / `.answer` for the queries every game
 * answers alike (`hello`, `replay`, `perft`), and `oracle.<game>.<query>.facts` / `.answer` for
 * each rule query a ruleset of the registry answers (`queries`, by ruleset id: a match's are its
 * deal game's, written again under the match's id, so that every `game` a request may name has its files).
 */
export function oracleSchemas(registry: RulesetRegistry, queries: QueriesById): Record<string, object> {
  const out: Record<string, object> = {
    'oracle.request': input(oracleRequestSchema),
    'oracle.answer': { ...output(oracleAnswerSchema), type: 'object' },
  };
  for (const [name, { facts, answer }] of Object.entries(PROTOCOL_QUERY_SCHEMAS)) {
    out[`oracle.${name}.facts`] = input(facts);
    out[`oracle.${name}.answer`] = output(answer);
  }
  for (const [id, rules] of registry) {
    const answered = ruleQueriesOf(queries, rules);
    for (const name of RULE_QUERY_NAMES) {
      const q = answered[name];
      if (q === undefined) continue;
      out[`oracle.${id}.${name}.facts`] = input(q.facts);
      out[`oracle.${id}.${name}.answer`] = output(q.answer);
    }
  }
  return out;
}
