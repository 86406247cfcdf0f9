import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { cliRegistry } from '../../src/cli/registry.js';
import { actionObjectSchemas, actionSchemas } from '../../src/games/registry.js';
import recordVectors from '../../vectors/records.json';
import { getOrThrow } from '../../src/kernel/index.js';
import { jsonSchemas, makeRecord } from '../../src/record/index.js';
import { oracleSchemas } from '../../src/oracle/schemas.js';
import { makeWhist } from '../support/whist.js';

const dir = join(__dirname, '../../schema');

describe('JSON Schema files', () => {
  it('are committed and up to date (npm run schemas)', () => {
    const want = { ...jsonSchemas(cliRegistry, actionSchemas, actionObjectSchemas), ...oracleSchemas(cliRegistry) };
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.schema.json'))
      .sort();
    expect(files).toEqual(
      Object.keys(want)
        .map((n) => `${n}.schema.json`)
        .sort(),
    );
    for (const [name, schema] of Object.entries(want)) {
      expect(JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8'))).toEqual(
        JSON.parse(JSON.stringify(schema)),
      );
    }
  });

  it('the record schema accepts the records the library writes and refuses broken ones (ajv)', () => {
    const ajv = new Ajv2020({ strict: false });
    const check = ajv.compile(JSON.parse(readFileSync(join(dir, 'record.schema.json'), 'utf8')));
    const whist = makeWhist();
    for (const seed of [1, 2, 3]) {
      let s = getOrThrow(whist.setup({}, { seed }));
      const initial = s;
      const actions: string[] = [];
      while (whist.actor(s) !== 'done') {
        const a = whist.legal(s)[0]!;
        actions.push(whist.codec.encode(a));
        s = whist.applyUnchecked(s, a).state;
      }
      const record = JSON.parse(
        JSON.stringify(
          makeRecord(whist, initial, { seed }, actions, {
            result: whist.result(s)!,
            metadata: { event: 'test', round: 1 },
          }),
        ),
      );
      expect(check(record), JSON.stringify(check.errors)).toBe(true);
      expect(check({ ...record, formatVersion: 3 })).toBe(false);
      expect(check({ ...record, formatVersion: 1 })).toBe(true);
      const wide = { ...record, deal: { seed: 'abcdef0123456789abcdef0123456789', algorithm: 'x' } };
      expect(check(wide)).toBe(true);
      expect(check({ ...wide, formatVersion: 1 })).toBe(false); // format 1: 32-bit seeds only
      expect(check({ ...wide, deal: { ...wide.deal, seed: 'ABCDEF0123456789abcdef0123456789' } })).toBe(false);
      expect(check({ ...wide, deal: { ...wide.deal, seed: 'abcdef0123456789abcdef012345678' } })).toBe(false);
      expect(check({ ...record, surprise: true })).toBe(false);
      expect(check({ ...record, actions: [1] })).toBe(false);
    }
  });

  it('validate the records the library writes for every game: record, options and actions schemas (ajv)', () => {
    const ajv = new Ajv2020({ strict: false });
    const load = (name: string) => ajv.compile(JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8')));
    const record = load('record');
    for (const r of recordVectors.records as { ruleset: { id: string; options: unknown }; actions: string[] }[]) {
      expect(record(r), JSON.stringify(record.errors)).toBe(true);
      const options = load(`${r.ruleset.id}.options`);
      expect(options(r.ruleset.options), JSON.stringify(options.errors)).toBe(true);
      const actions = load(`${r.ruleset.id}.actions`);
      expect(actions(r.actions), JSON.stringify(actions.errors)).toBe(true);
      expect(actions([...r.actions, 'play:ZZ'])).toBe(false);
      expect(options({ ...(r.ruleset.options as object), surprise: 1 })).toBe(false);
    }
    expect(recordVectors.records.length).toBeGreaterThanOrEqual(10);
    // every action of the vectors as an object on the wire passes its published schema; an extra key does not
    for (const r of recordVectors.records as { ruleset: { id: string }; actions: string[] }[]) {
      const rules = cliRegistry.get(r.ruleset.id)!;
      const object = load(`${r.ruleset.id}.action-object`);
      for (const text of r.actions) {
        const decoded = rules.codec.decode(text);
        if (decoded._tag === 'Left') continue; // a format-1 poignée string: not an action of today's notation
        const o = rules.codec.toObject!(decoded.right);
        expect(object(o), `${text} ${JSON.stringify(object.errors)}`).toBe(true);
        expect(object({ ...o, surprise: 1 })).toBe(false);
      }
    }
    const format1 = readFileSync(join(__dirname, 'fixtures/format-1.jsonl'), 'utf8').trim().split('\n');
    for (const line of format1) expect(record(JSON.parse(line)), JSON.stringify(record.errors)).toBe(true);
  });
});
