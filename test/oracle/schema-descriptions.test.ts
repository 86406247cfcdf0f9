/**
 * The JSON Schemas a user reads say what each property means: every property of the listed schema
 * files (schema/, written by `npm run schemas` from the zod schemas' `z.describe`) has a
 * `description`. The list grows as schemas are described; a file on it may not lose one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = resolve(__dirname, '../../schema');

/**
 * The schema files held to the rule: the protocol's lines, the queries every game answers alike
 * (hello, replay, perft), and the rule queries every game answers (for every game).
 */
const DESCRIBED =
  /^oracle\.((request|answer)|(hello|replay|perft)\.(facts|answer)|[a-z-]+\.(trick-winner|card-points|legal-plays)\.(facts|answer))\.schema\.json$/;

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

describe('JSON Schema descriptions', () => {
  const files = readdirSync(dir).filter((f) => DESCRIBED.test(f));

  it('covers the protocol and the rule queries of every ruleset', () => {
    expect(files.length).toBe(2 + 3 * 2 + 6 * 3 * 2);
  });

  it('every property of those schemas has a description', () => {
    const missing = files.flatMap((f) =>
      undescribed(JSON.parse(readFileSync(join(dir, f), 'utf8'))).map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('the trick winner’s points say that they include the Excuse (Tarot)', () => {
    const answer = JSON.parse(readFileSync(join(dir, 'oracle.tarot.trick-winner.answer.schema.json'), 'utf8')) as {
      properties: { points: { description: string } };
    };
    expect(answer.properties.points.description).toMatch(/Excuse included/);
  });

  it('finds a property without one', () => {
    expect(
      undescribed({ properties: { a: { type: 'string' }, b: { description: 'b', properties: { c: {} } } } }),
    ).toEqual(['/properties/a', '/properties/b/properties/c']);
  });
});
