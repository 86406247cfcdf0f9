/**
 * `RuleErrorCode` is complete: every code the public functions return while fuzzed with near misses
 * of good input is in `RULE_ERROR_CODES` (src/errors.ts, the list docs/errors.md is generated
 * from). Fuzzed: `setup` (option objects built from each ruleset's option schema, seeds and
 * explicit deals with a node replaced), `apply`, `explainFor` and `submit` (candidate actions,
 * near misses of action strings, bad seats), `replay` and `validate` (records with a node
 * replaced), `deserialize` (saves of format 2 and 1 with a node replaced), `parseJson`, the
 * position parsers and the score sheets. Work is bounded by counts.
 */
import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '../src/errors.js';
import { playSome } from './support/play-some.js';
import { QUERY_FACTS } from './support/query-facts.js';
import type { RuleQueryName } from '../src/kernel/ruleset.js';
import {
  goulashScoreSheet,
  positionNotations,
  ruleQueries,
  rulesets,
  tarabishScoreSheet,
  tarotScoreSheet,
} from '../src/games/registry.js';
import { getOrThrow, isLeft, type Either } from '../src/kernel/index.js';
import {
  deserialize,
  parseJson,
  registryOf,
  replay,
  serialize,
  submit,
  validate,
  type AnyRuleset,
} from '../src/record/index.js';
import goulashSheets from '../vectors/goulash-scoresheet.json';
import tarabishScoring from '../vectors/tarabish-scoring.json';
import tarotSheets from '../vectors/tarot-scoresheet.json';

const registry = registryOf(...rulesets);
/** Every code seen, with where it was first seen. */
const seen = new Map<string, string>();

function note(where: string, e: Either<{ readonly code: string; readonly cause?: unknown }, unknown>): void {
  if (!isLeft(e)) return;
  if (!seen.has(e.left.code)) seen.set(e.left.code, where);
  const cause = e.left.cause as { code?: unknown } | null | undefined;
  if (typeof cause?.code === 'string' && !seen.has(cause.code)) seen.set(cause.code, `${where} (cause)`);
}

/** A copy of `base` with its `k`-th node (preorder; past the last: the whole value) replaced by `value`. */
function replaceNode(base: unknown, k: number, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as unknown;
  const slots: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    for (const [key, x] of Object.entries(v)) {
      slots.push({ parent: v as Record<string | number, unknown>, key: Array.isArray(v) ? Number(key) : key });
      walk(x);
    }
  };
  walk(copy);
  const i = k % (slots.length + 1);
  if (i === slots.length) return value;
  slots[i]!.parent[slots[i]!.key] = value;
  return copy;
}

interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

/** Values worth trying for one option: its allowed values and its bounds (`bad`: one past them, wrong types). */
function tries(p: JsonSchema): { good: unknown[]; bad: unknown[] } {
  const good: unknown[] = [...(p.enum ?? []), ...(p.anyOf ?? []).flatMap((q) => tries(q).good)];
  const bad: unknown[] = ['x', null];
  if ('const' in p) good.push(p.const);
  if (p.default !== undefined) good.push(p.default);
  if (p.type === 'integer' || p.type === 'number') {
    const lo = p.minimum ?? 0;
    const hi = Math.min(p.maximum ?? 200, 200);
    good.push(lo, hi, Math.round((lo + hi) / 2), 10 * Math.round((lo + hi) / 20));
    bad.push(lo - 1, hi + 1);
  }
  if (p.type === 'boolean') good.push(true, false);
  return { good: [...new Set(good)], bad };
}

/** Option objects of `rules`: any subset of its options, each with a value worth trying, sometimes an unknown key. */
function optionObjects(rules: AnyRuleset) {
  const schema = z.toJSONSchema(rules.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.record(
        Object.fromEntries(
          fields.map(([k, p]) => {
            const { good, bad } = tries(p);
            const value = good.length > 0 ? fc.constantFrom(...good) : fc.constant(p.default);
            return [k, fc.oneof({ weight: 30, arbitrary: value }, { weight: 1, arbitrary: fc.constantFrom(...bad) })];
          }),
        ),
        { requiredKeys: [] },
      ),
      fc.nat(30),
    )
    .map(([o, extra]) => (extra === 0 ? { ...o, unknown: 1 } : o));
}

/** The explicit deal of a fresh deal of `rules` (a match's: a list of one deal). */
function explicitDeal(rules: AnyRuleset): unknown {
  const game = rules.history ? rules : rulesets.find((r) => `${r.id}-match` === rules.id)!;
  const deal = getOrThrow(game.history!(getOrThrow(game.setup({}, { seed: 9 })))).deal;
  return game === rules ? deal : [deal];
}

/** A near miss of a string: cut, one character changed, doubled. */
const textMiss = (texts: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...texts), fc.nat(), fc.string({ minLength: 1, maxLength: 2 }))
    .chain(([t, k, ch]) =>
      fc.constantFrom(
        t,
        t.slice(0, k % (t.length + 1)),
        t.slice(0, k % t.length) + ch + t.slice((k % t.length) + 1),
        t + t,
      ),
    );

describe('every code the public functions return is in RULE_ERROR_CODES', () => {
  for (const rules of rulesets) {
    it(rules.id, () => {
      const games = [playSome(rules, 3)];
      const states = games.flatMap((g) => g.states);
      const texts = [...new Set(states.flatMap((s) => rules.candidates(s).map((a) => rules.codec.encode(a))))];
      const names = [...rules.traits.deck.names.values()];
      /** What replaces a node: a card, an action, a wrong type, a bound. */
      const pool = fc.oneof(
        fc.constantFrom(...names, ...texts.slice(0, 40)),
        fc.constantFrom(
          null,
          'x',
          -1,
          0,
          1,
          2,
          5,
          1.5,
          2 ** 32,
          [],
          {},
          'sfc32-v1',
          'sfc32-128-v1',
          'f'.repeat(32),
          '0',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      );
      const deal = explicitDeal(rules);
      const source = fc.oneof(
        fc.integer({ min: -2, max: 2 ** 32 }).map((seed) => ({ seed })),
        fc.constantFrom({ seed: 'z'.repeat(32) }, { seed: 1.5 }, {}, { deal: [] }, { seed: 1, deal }),
        fc.tuple(fc.nat(), pool).map(([k, v]) => ({ deal: replaceNode(deal, k, v) })),
      );
      fc.assert(
        fc.property(optionObjects(rules), source, (options, src) =>
          note('setup', rules.setup(options as never, src as never)),
        ),
        { numRuns: 50 },
      );

      const seats = fc.constantFrom(0, 1, 2, 3, 4, -1, 1.5, 'x', null);
      const hostile = fc.constantFrom(
        'x'.repeat(600),
        [[[[[['play']]]]]],
        JSON.parse('{"__proto__":1}') as unknown,
        NaN,
        () => 0,
        Array.from({ length: 100 }, () => 0),
        { action: 'x', other: 1 },
      );
      const move = fc.oneof(
        fc.constantFrom(...texts),
        textMiss(texts),
        pool,
        pool.map((action) => ({ action })),
        hostile,
      );
      fc.assert(
        fc.property(fc.nat(), seats, move, (pick, seat, input) => {
          const s = states[pick % states.length]!;
          note('submit', submit(rules, s, seat, input));
          note('submit', submit(rules, s, rules.actor(s), input));
          const decoded = rules.codec.decode(input);
          note('codec.decode', decoded);
          if (!isLeft(decoded)) note('apply', rules.apply(s, decoded.right));
          const why = rules.explainFor(s, seat as never, isLeft(decoded) ? input : decoded.right);
          if (!why.legal) note('explainFor', { _tag: 'Left', left: why.error });
        }),
        { numRuns: 60 },
      );

      const record = games[0]!.record;
      fc.assert(
        fc.property(fc.nat(), pool, (k, v) => {
          const input = replaceNode(record, k, v);
          note('replay', replay(input, registry));
          const valid = validate(input, registry);
          if (isLeft(valid) && valid.left.kind === 'replay') note('validate', { _tag: 'Left', left: valid.left.error });
        }),
        { numRuns: 40 },
      );

      const g = games[0]!;
      const save = JSON.parse(serialize(rules, { state: g.final, source: { seed: 3 }, actions: g.actions })) as unknown;
      const v1 = {
        format: 'atout-state',
        formatVersion: 1,
        ruleset: { id: rules.id, version: rules.version },
        state: g.final,
      };
      fc.assert(
        fc.property(fc.nat(), pool, fc.boolean(), (k, v, old) => {
          const text = JSON.stringify(replaceNode(old ? v1 : save, k, v));
          note('deserialize', deserialize(rules, text));
          note('deserialize', deserialize(rules, text.slice(0, k % text.length)));
        }),
        { numRuns: 60 },
      );
      note('parseJson', parseJson('['.repeat(100)));

      const notation = positionNotations[rules.id];
      if (notation !== undefined) {
        const positions = states.map((s) => notation.format(s));
        fc.assert(
          fc.property(textMiss(positions), (text) => note('position', notation.parse(text))),
          { numRuns: 60 },
        );
      }
    });
  }

  it('the score sheets', () => {
    const sheets: [string, (input: unknown) => Either<{ readonly code: string }, unknown>, readonly unknown[]][] = [
      ['tarotScoreSheet', tarotScoreSheet, tarotSheets.cases.map((c) => c.input)],
      ['goulashScoreSheet', goulashScoreSheet, goulashSheets.cases.map((c) => c.input)],
      ['tarabishScoreSheet', tarabishScoreSheet, tarabishScoring.scoreSheet.map((c) => c.input)],
    ];
    const pool = fc.oneof(
      fc.constantFrom(
        null,
        'x',
        -1,
        0,
        1,
        3,
        5,
        0.5,
        20,
        40,
        91,
        150,
        162,
        'S',
        'garde',
        'taker',
        'run3-KH',
        'four-J',
        [],
      ),
      fc.integer({ min: -10, max: 200 }),
    );
    for (const [name, sheet, bases] of sheets)
      fc.assert(
        fc.property(fc.constantFrom(...bases), fc.nat(), pool, (base, k, v) =>
          note(name, sheet(replaceNode(base, k, v))),
        ),
        { numRuns: 120 },
      );
  });

  it('the rule queries', () => {
    const pool = fc.constantFrom(null, 'x', -1, 0, 1, 4, 9, 'KH', 'kh', 'JH', 'EX', 'H', 'run3-KH', 'four-9', [], {});
    for (const rules of rulesets)
      for (const [name, bases] of Object.entries(QUERY_FACTS[rules.id] ?? {})) {
        const query = ruleQueries[rules.id]?.[name as RuleQueryName];
        expect(query, `${rules.id} ${name}`).toBeDefined();
        fc.assert(
          fc.property(fc.constantFrom(...bases), fc.nat(), pool, (base, k, v) =>
            note(`${rules.id} ${name}`, query!.run({}, replaceNode(base, k, v))),
          ),
          { numRuns: 60 },
        );
        note(`${rules.id} ${name}`, query!.run({ players: 9, preset: 'x' }, bases[0]));
      }
  });

  it('the codes seen are listed (and the fuzzing reaches most of them)', () => {
    const listed = new Set<string>(RULE_ERROR_CODES);
    for (const [code, where] of seen) expect(listed.has(code), `${code}, returned by ${where}`).toBe(true);
    expect(seen.size).toBeGreaterThan(RULE_ERROR_CODES.length / 3);
  });
});
