/**
 * The shipped JSON Schemas (schema/*.json, `atout schema`): generated from the library's zod
 * schemas, then given their descriptions from ONE table (`SCHEMA_DESCRIPTIONS`), so that the words
 * stay out of the browser bundles. The zod schemas carry no `describe`.
 *
 * A property's path is its names from the schema's root joined by `.`, with `[]` for an array's
 * items; unions (`oneOf`, `anyOf`) are looked through, so a property of several branches has one
 * path. `''` is the schema itself. A table key names schemas by file name (without
 * `.schema.json`), with `{a,b}` for alternatives: `{tarot,goulash}{,-match}.options`.
 */
import { actionObjectSchemas, actionSchemas, ruleQueries } from '../games/registry.js';
import { oracleSchemas } from '../oracle/schemas.js';
import { jsonSchemas } from '../record/json-schema.js';
import type { RulesetRegistry } from '../record/replay.js';
import { SCHEMA_DESCRIPTIONS, type SchemaDescriptions } from './schema-descriptions.js';

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema names a table key stands for: `{a,b}` alternatives expanded, left to right. */
export function expandKey(key: string): readonly string[] {
  const open = key.indexOf('{');
  if (open < 0) return [key];
  const close = key.indexOf('}', open);
  const rest = expandKey(key.slice(close + 1));
  return key
    .slice(open + 1, close)
    .split(',')
    .flatMap((alt) => rest.map((r) => `${key.slice(0, open)}${alt}${r}`));
}

/**
 * Every node of a schema that may carry a description, by path: the root (`''`), each property,
 * each array's items (`…[]`). A path found under several union branches is listed once per node.
 */
export function schemaNodes(schema: unknown): readonly { readonly path: string; readonly property: boolean }[] {
  const out: { path: string; property: boolean }[] = [{ path: '', property: false }];
  const walk = (node: unknown, path: string): void => {
    if (!isObject(node)) return;
    for (const k of ['oneOf', 'anyOf', 'allOf'])
      if (Array.isArray(node[k])) for (const branch of node[k] as unknown[]) walk(branch, path);
    const items = [
      ...(isObject(node['items']) ? [node['items']] : []),
      ...(Array.isArray(node['prefixItems']) ? (node['prefixItems'] as unknown[]) : []),
    ];
    for (const item of items) {
      out.push({ path: `${path}[]`, property: false });
      walk(item, `${path}[]`);
    }
    if (isObject(node['properties']))
      for (const [name, child] of Object.entries(node['properties'])) {
        const at = path === '' ? name : `${path}.${name}`;
        out.push({ path: at, property: true });
        walk(child, at);
      }
  };
  walk(schema, '');
  return out;
}

/** What describing found: the properties the table has no words for, and the entries that name nothing. */
export interface DescriptionGaps {
  /** `schema path` of each property without a description. */
  readonly undescribed: readonly string[];
  /** `key path` of each table entry that matches no node of the schemas its key names (or a key naming no schema). */
  readonly unused: readonly string[];
  /** `schema path` of each node that two keys describe. */
  readonly ambiguous: readonly string[];
}

/** A copy of `schema` with `description` set on every node at `path` that `words` has. */
function describeNode(node: unknown, path: string, words: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => describeNode(n, path, words));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  const description = words.get(path);
  if (description !== undefined) out['description'] = description;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'description' && description !== undefined) continue;
    if (k === 'oneOf' || k === 'anyOf' || k === 'allOf')
      out[k] = (v as unknown[]).map((b) => describeNode(b, path, new Map([...words].filter(([p]) => p !== path))));
    else if (k === 'items' || k === 'prefixItems') out[k] = describeNode(v, `${path}[]`, words);
    else if (k === 'properties' && isObject(v))
      out[k] = Object.fromEntries(
        Object.entries(v).map(([name, child]) => [
          name,
          describeNode(child, path === '' ? name : `${path}.${name}`, words),
        ]),
      );
    else out[k] = v;
  }
  return out;
}

/**
 * The schemas with their descriptions from `table`, and what is missing or left over (the shipped
 * schemas have none of either: test/record/json-schema.test.ts).
 */
export function describeSchemas(
  schemas: Readonly<Record<string, object>>,
  table: SchemaDescriptions = SCHEMA_DESCRIPTIONS,
): { readonly schemas: Record<string, object>; readonly gaps: DescriptionGaps } {
  const words = new Map<string, Map<string, string>>(Object.keys(schemas).map((n) => [n, new Map()]));
  const nodes = new Map(Object.entries(schemas).map(([n, s]) => [n, schemaNodes(s)]));
  const unused: string[] = [];
  const ambiguous = new Set<string>();
  for (const [key, entries] of Object.entries(table)) {
    const names = expandKey(key);
    if (names.some((n) => !words.has(n)))
      unused.push(`${key} (names ${names.filter((n) => !words.has(n)).join(', ')})`);
    for (const [path, text] of Object.entries(entries)) {
      let found = false;
      for (const name of names.filter((n) => words.has(n))) {
        if (!nodes.get(name)!.some((n) => n.path === path)) continue;
        found = true;
        if (words.get(name)!.has(path)) ambiguous.add(`${name} ${path}`);
        words.get(name)!.set(path, text);
      }
      if (!found) unused.push(`${key} ${path}`);
    }
  }
  const undescribed = [...nodes].flatMap(([name, list]) =>
    [...new Set(list.filter((n) => n.property && !words.get(name)!.has(n.path)).map((n) => n.path))].map(
      (p) => `${name} ${p}`,
    ),
  );
  const described = Object.fromEntries(
    Object.entries(schemas).map(([name, s]) => [name, describeNode(s, '', words.get(name)!) as object]),
  );
  return { schemas: described, gaps: { undescribed, unused, ambiguous: [...ambiguous] } };
}

/**
 * Every shipped schema by file name (without `.schema.json`), described: the record, options and
 * action schemas of each ruleset (`jsonSchemas`) and the oracle protocol's (`oracleSchemas`).
 */
export function shippedSchemas(registry: RulesetRegistry): {
  readonly schemas: Record<string, object>;
  readonly gaps: DescriptionGaps;
} {
  return describeSchemas({
    ...jsonSchemas(registry, actionSchemas, actionObjectSchemas),
    ...oracleSchemas(registry, ruleQueries),
  });
}
