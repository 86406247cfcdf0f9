import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import oracle from '../../vectors/oracle.json';
import { cliRegistry } from '../../src/cli/registry.js';
import { positionNotations, ruleQueries } from '../../src/games/registry.js';
import { answerLine, ORACLE_LIMITS } from '../../src/oracle/protocol.js';
import { registryOf } from '../../src/record/replay.js';
import { askedRulesets } from '../../src/vectors/oracle.js';

/** The rulesets the vectors ask: the command's, and the games not yet shipped (no published schemas yet). */
const asked = registryOf(...askedRulesets());

const dir = join(__dirname, '../../schema');
const ajv = new Ajv2020({ strict: false });
const schema = (name: string) => {
  const text = readFileSync(join(dir, `${name}.schema.json`), 'utf8');
  return ajv.compile(JSON.parse(text) as object);
};

/** The codes of lines that are not well-formed requests: the request schema refuses exactly these. */
const ENVELOPE = new Set([
  'input/bad-json',
  'oracle/bad-request',
  'oracle/bad-version',
  'oracle/unknown-query',
  'oracle/line-too-long',
]);

type Case = (typeof oracle.cases)[number];
const lineOf = (c: Case): string => ('line' in c ? c.line : JSON.stringify(c.request));

describe('the oracle vectors (vectors/oracle.json)', () => {
  it('every request is answered exactly as published', () => {
    for (const c of oracle.cases) {
      const got: unknown = JSON.parse(answerLine(lineOf(c), asked, ORACLE_LIMITS, positionNotations, ruleQueries));
      expect(got, c.name).toEqual(c.answer);
    }
  });

  it('requests and answers validate against the JSON Schemas (ajv)', () => {
    const request = schema('oracle.request');
    const answer = schema('oracle.answer');
    const codes = new Set<string>();
    for (const c of oracle.cases) {
      expect(answer(c.answer), c.name).toBe(true);
      const a = c.answer as { ok: boolean; answer?: unknown; error?: { code: string } };
      if (!a.ok) codes.add(a.error!.code);
      const parsed: unknown = (() => {
        try {
          return JSON.parse(lineOf(c));
        } catch {
          return undefined;
        }
      })();
      // a request the schema accepts is one the protocol reads; a refused one is answered with an envelope code
      expect(request(parsed), c.name).toBe(a.ok || !ENVELOPE.has(a.error!.code));
      if (!a.ok || !('request' in c)) continue;
      const r = c.request as { game?: string; query: string; facts?: unknown };
      // a game not yet shipped has no published schemas (they come with it into `games`)
      if (r.game !== undefined && !cliRegistry.has(r.game)) continue;
      const name = ['hello', 'replay', 'perft'].includes(r.query) ? `oracle.${r.query}` : `oracle.${r.game}.${r.query}`;
      expect(schema(`${name}.facts`)(r.facts), c.name).toBe(true);
      expect(schema(`${name}.answer`)(a.answer), c.name).toBe(true);
    }
    // the published errors cover the protocol's codes (but the 24 MiB line) and the games' facts codes
    for (const code of ['oracle/bad-request', 'oracle/bad-version', 'oracle/unknown-query', 'oracle/unknown-game'])
      expect(codes).toContain(code);
    for (const code of ['oracle/not-answered', 'query/bad-facts', 'oracle/budget', 'input/bad-json', 'notation/bad-card'])
      expect(codes).toContain(code);
  });
});
