import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { cliRegistry } from '../../src/cli/registry.js';
import { actionObjectSchemas, actionSchemas, ruleQueries } from '../../src/games/registry.js';
import recordVectors from '../../vectors/records.json';
import { getOrThrow } from '../../src/kernel/index.js';
import { jsonSchemas, makeRecord } from '../../src/record/index.js';
import { oracleSchemas } from '../../src/oracle/schemas.js';
import { describeSchemas, expandKey, schemaNodes, shippedSchemas } from '../../src/cli/describe-schemas.js';
import { SCHEMA_DESCRIPTIONS } from '../../src/cli/schema-descriptions.js';
import { makeWhist } from '../support/whist.js';

const dir = join(__dirname, '../../schema');

/** The paths of the properties without a `description`, anywhere in a schema. */
function undescribed(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => undescribed(n, `${path}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  const own = Object.entries((o['properties'] ?? {}) as Record<string, Record<string, unknown>>)
    .filter(([, p]) => typeof p['description'] !== 'string' || p['description'] === '')
    .map(([k]) => `${path}/properties/${k}`);
  return [...own, ...Object.entries(o).flatMap(([k, v]) => undescribed(v, `${path}/${k}`))];
}

describe('JSON Schema files', () => {
  it('are committed and up to date (npm run schemas)', () => {
    const want = shippedSchemas(cliRegistry).schemas;
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

  it('every property of every shipped schema has a description from the one table, and every entry names a property', () => {
    const { gaps } = shippedSchemas(cliRegistry);
    expect(gaps).toEqual({ undescribed: [], unused: [], ambiguous: [] });
    // the files as shipped: every property, at any depth (through unions, items, tuples), has words
    const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBe(Object.keys(shippedSchemas(cliRegistry).schemas).length);
    const missing = files.flatMap((f) =>
      undescribed(JSON.parse(readFileSync(join(dir, f), 'utf8'))).map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('the file check finds a property without a description', () => {
    expect(
      undescribed({ properties: { a: { type: 'string' }, b: { description: 'b', properties: { c: {} } } } }),
    ).toEqual(['/properties/a', '/properties/b/properties/c']);
  });

  it('the zod schemas carry no description: the words live in the table only, out of the bundles', () => {
    const bare = {
      ...jsonSchemas(cliRegistry, actionSchemas, actionObjectSchemas),
      ...oracleSchemas(cliRegistry, ruleQueries),
    };
    expect(JSON.stringify(bare)).not.toContain('"description"');
  });

  it('the check fails on a property the table misses, an entry that names nothing, and a property described twice', () => {
    const schemas = { 'tarot.options': shippedSchemas(cliRegistry).schemas['tarot.options']! };
    const words = SCHEMA_DESCRIPTIONS['{tarot,goulash}{,-match}.options']!;
    const { callHigherRanks: _, ...fewer } = words;
    expect(describeSchemas(schemas, { 'tarot.options': fewer }).gaps.undescribed).toEqual([
      'tarot.options callHigherRanks',
    ]);
    const extra = describeSchemas(schemas, { 'tarot.options': { ...words, 'players.surprise': 'x' }, nope: {} });
    expect(extra.gaps.unused).toEqual(['tarot.options players.surprise', 'nope (names nope)']);
    const twice = describeSchemas(schemas, { 'tarot.options': words, '{tarot}.options': { dealer: 'again' } });
    expect(twice.gaps.ambiguous).toEqual(['tarot.options dealer']);
    expect(describeSchemas(schemas, { 'tarot.options': words }).gaps).toEqual({
      undescribed: [],
      unused: [],
      ambiguous: [],
    });
  });

  it('keys expand their alternatives; paths look through unions and name array items', () => {
    expect(expandKey('oracle.{tarot,goulash}{,-match}.score')).toEqual([
      'oracle.tarot.score',
      'oracle.tarot-match.score',
      'oracle.goulash.score',
      'oracle.goulash-match.score',
    ]);
    const schema = {
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'object', properties: { b: {} } }, { type: 'null' }] },
        c: { type: 'array', items: { type: 'object', properties: { d: {} } } },
      },
    };
    expect(schemaNodes(schema)).toEqual([
      { path: '', property: false },
      { path: 'a', property: true },
      { path: 'a.b', property: true },
      { path: 'c', property: true },
      { path: 'c[]', property: false },
      { path: 'c[].d', property: true },
    ]);
    const out = describeSchemas({ s: schema }, { s: { a: 'A', 'a.b': 'B', c: 'C', 'c[].d': 'D' } }).schemas['s'];
    expect(out).toEqual({
      type: 'object',
      properties: {
        a: { description: 'A', anyOf: [{ type: 'object', properties: { b: { description: 'B' } } }, { type: 'null' }] },
        c: { description: 'C', type: 'array', items: { type: 'object', properties: { d: { description: 'D' } } } },
      },
    });
  });

  it("a trick winner's points include the Excuse: the description says what the query answers", () => {
    const schema = shippedSchemas(cliRegistry).schemas['oracle.tarot.trick-winner.answer'] as {
      properties: { points: { description: string } };
    };
    expect(schema.properties.points.description).toMatch(/the Excuse included/);
    const answer = ruleQueries['tarot']!['trick-winner']!.run(
      {},
      {
        trick: [
          { seat: 0, card: 'KH' },
          { seat: 1, card: 'EX' },
          { seat: 2, card: '2H' },
          { seat: 3, card: '3H' },
        ],
      },
    );
    expect(answer).toEqual({ _tag: 'Right', right: { winner: 0, card: 'KH', points: 10, halfPoints: 20 } }); // 4.5 + 4.5 (the Excuse) + 0.5 + 0.5
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
