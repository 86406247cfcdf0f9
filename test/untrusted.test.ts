/**
 * Untrusted input never throws. Every function a server hands client data to (`setup`'s options
 * and source, `submit`, `codec.decode`, `explain`'s action, `explainFor`'s seat and action,
 * `isSeatOf`, `replay`, `validate`, `parseRecord`, `parseJson`, the position parsers, the score
 * sheets) answers any JSON value, and hostile shapes (`__proto__` keys, huge numbers, deep
 * nesting, strings for numbers, objects whose `toString` is not a function), with a Left or a
 * usable value, in every ruleset, the matches and the Whist example included. `view` (whose seat
 * the types check) refuses anything that is neither a seat of the game nor `'spectator'` with a
 * `RuleViolation` of code `turn/bad-seat`, never the spectator's view; `isSeatOf` tells them
 * apart beforehand, and `viewFor` answers the same refusal as a Left. `deserialize` takes any value, as
 * text or not, and saves whose record has a node replaced (its tampered saves are in
 * record/saved.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whist } from '../examples/whist/index.js';
import { deserialize } from '../src/record/saved.js';
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
import { readScoreSheet } from '../src/games/tarabish/scoresheet.js';
import { getOrThrow, isLeft, isRight, isSeat, RuleViolation, type Either } from '../src/kernel/index.js';
import { isSeatOf, viewFor } from '../src/kernel/view.js';
import { parseJson, parseRecord, registryOf, replay, submit, validate, type AnyRuleset } from '../src/record/index.js';
import goulashSheets from '../vectors/goulash-scoresheet.json';
import tabishScoring from '../vectors/tarabish-scoring.json';
import tarotSheets from '../vectors/tarot-scoresheet.json';
import { dealOf } from './support/options.js';

const CODE = /^[a-z-]+\/[a-z0-9-]+$/;
/** `npm run test:long` tries twenty times as many values. */
const RUNS = process.env['ATOUT_LONG'] ? 20 : 1;
const all: readonly AnyRuleset[] = [...rulesets, whist as unknown as AnyRuleset];
const registry = registryOf(...all);

const nest = (depth: number, leaf: unknown, wrap: (v: unknown) => unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
};

/** Values a hostile client sends, beside random JSON. */
const HOSTILE: readonly unknown[] = [
  JSON.parse('{"__proto__":{"seed":1,"deal":[],"players":4,"action":"bid:pass"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"toString":1,"valueOf":1}'),
  JSON.parse('{"seed":{"toString":1,"valueOf":1}}'),
  JSON.parse('{"deal":{"toString":1,"valueOf":1}}'),
  JSON.parse('{"action":{"toString":1}}'),
  { seed: '1' },
  { seed: -1 },
  { seed: 2 ** 32 },
  { seed: 1e308 },
  { seed: 1.5 },
  { seed: 'seed:1' },
  { seed: 'f'.repeat(32) },
  { seed: 'z'.repeat(32) },
  { seed: null },
  { deal: null },
  { deal: {} },
  { deal: [] },
  { deal: { hands: null, chien: [] } },
  { deal: [[], [], [], []] },
  { seed: 1, deal: [] },
  { players: '4' },
  { players: 1e308 },
  { dealer: -1 },
  { maxBid: 1e9 },
  { deals: 1e9 },
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.5,
  -1,
  4,
  5,
  NaN,
  Infinity,
  '0',
  '1',
  '4',
  '-1',
  '',
  'spectator',
  '__proto__',
  'x'.repeat(100_000),
  'play:' + 'x'.repeat(10_000),
  Array.from({ length: 100_000 }, () => 0),
  [],
  {},
  null,
  true,
  false,
];

/** Deep nesting, tried outside fast-check (whose reports print values recursively). */
const DEEP: readonly unknown[] = [nest(10_000, 0, (v) => [v]), nest(10_000, 0, (v) => ({ a: v, action: v, seed: v }))];

/** Every node of a JSON value, in preorder, as a setter on a fresh copy. */
function mutateAt(base: unknown, k: number, value: unknown, addKey: string | null): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as unknown;
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        slots.push({ parent: v, key: i });
        walk(x);
      });
    else if (typeof v === 'object' && v !== null)
      for (const [key, x] of Object.entries(v)) {
        slots.push({ parent: v as Record<string, unknown>, key });
        walk(x);
      }
  };
  walk(copy);
  const i = k % (slots.length + 1);
  if (i === slots.length) return value;
  const { parent, key } = slots[i]!;
  if (addKey !== null && !Array.isArray(parent)) Object.defineProperty(parent, addKey, { value, enumerable: true });
  else (parent as Record<string | number, unknown>)[key] = value;
  return copy;
}

const anyValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
);

/** A near miss of `base`: one node replaced, or one key added, by a random or hostile value. */
const nearMiss = (base: unknown) =>
  fc
    .tuple(
      fc.nat(),
      anyValue,
      fc.option(fc.constantFrom('__proto__', 'constructor', 'toString', 'seat', 'extra'), { nil: null }),
    )
    .map(([k, v, key]) => mutateAt(base, k, v, key));

/** A near miss of a string: cut, one character changed, doubled, upper-cased. */
const textMiss = (texts: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...texts), fc.nat(), fc.string({ minLength: 1, maxLength: 2 }))
    .chain(([t, k, ch]) =>
      fc.constantFrom(
        t,
        t.slice(0, k % (t.length + 1)),
        t.slice(0, k % t.length) + ch + t.slice((k % t.length) + 1),
        t + t,
        t.toUpperCase(),
        t.replace(/\d+/, '1e308'),
      ),
    );

const untrusted = (...bases: readonly unknown[]) => fc.oneof(anyValue, ...bases.map(nearMiss));

/** Either a Left with a namespaced code, or a Right; never a throw caught and reported as `internal/error`. */
function checkEither(e: Either<{ readonly code: string; readonly message?: string }, unknown>): void {
  expect(e._tag === 'Left' || e._tag === 'Right').toBe(true);
  if (isLeft(e)) {
    expect(e.left.code).toMatch(CODE);
    expect(e.left.code, e.left.message).not.toBe('internal/error');
  }
}

/**
 * An explicit deal of each game, to build near misses of `{ deal }` sources from: a seeded deal as
 * `history` writes it (Whist, which has no `history`, from its state's hands).
 */
function explicitDeal(rules: AnyRuleset): unknown {
  const probe = dealOf(rules);
  const s = getOrThrow(probe.setup({}, { seed: 9 }));
  const deal = probe.history ? getOrThrow(probe.history(s)).deal : handsOf(rules, s);
  return probe === rules ? deal : [deal];
}

const handsOf = (rules: AnyRuleset, s: object): unknown =>
  (s as { hands: readonly (readonly number[])[] }).hands.map((h) =>
    [...rules.traits.deck.cards]
      .filter((c) => ((h[c >>> 5]! >>> (c & 31)) & 1) === 1)
      .map((c) => rules.traits.deck.names.get(c)!),
  );

describe('untrusted input: Left for any value, never a throw (view: turn/bad-seat for a non-seat)', () => {
  for (const rules of all) {
    describe(rules.id, () => {
      const { states, record, actions: texts } = playSome(rules, 5, 7);
      const defaults = JSON.parse(JSON.stringify(rules.settings(states[0]!))) as object;
      const deal = explicitDeal(rules);

      it('setup: options and source', () => {
        fc.assert(
          fc.property(untrusted(defaults, {}), untrusted({ seed: 1 }, { deal }), (options, source) => {
            const r = rules.setup(options as never, source as never);
            checkEither(r);
            if (isRight(r)) {
              // an accepted setup is a working deal
              const s = r.right;
              const actor = rules.actor(s);
              expect(actor === 'done' || isSeat(actor, rules.players(s))).toBe(true);
              rules.legal(s);
              expect(rules.viewSchema.safeParse(rules.view(s, 0)).success).toBe(true);
            }
          }),
          { numRuns: 150 * RUNS },
        );
      });

      it('view: a seat or the spectator; anything else is refused with turn/bad-seat, as isSeatOf says', () => {
        /** The view, or the code of the RuleViolation it threw. */
        const viewOrCode = (s: object, seat: unknown): unknown => {
          try {
            return rules.view(s, seat as never);
          } catch (e) {
            expect(e).toBeInstanceOf(RuleViolation);
            return (e as RuleViolation).error.code;
          }
        };
        fc.assert(
          fc.property(fc.nat(), untrusted(0, 1), (pick, seat) => {
            const s = states[pick % states.length]!;
            const v = viewOrCode(s, seat);
            if (isSeatOf(rules, s, seat) || seat === 'spectator')
              expect(rules.viewSchema.safeParse(v).success).toBe(true);
            else expect(v).toBe('turn/bad-seat');
          }),
          { numRuns: 100 * RUNS },
        );
        for (const s of states) {
          for (const seat of ['0', '1', rules.players(s), 5, -1, 1.5, null]) {
            expect(isSeatOf(rules, s, seat)).toBe(false);
            expect(viewOrCode(s, seat)).toBe('turn/bad-seat');
            // the checked form: the same refusal as a Left, never a throw
            const checked = viewFor(rules, s, seat);
            expect(isLeft(checked) && checked.left).toMatchObject({ code: 'turn/bad-seat', detail: { field: 'seat' } });
          }
          expect(viewFor(rules, s, 0)).toEqual({ _tag: 'Right', right: rules.view(s, 0) });
          expect(viewFor(rules, s, 'spectator')).toEqual({ _tag: 'Right', right: rules.view(s, 'spectator') });
          expect(isSeatOf(rules, s, 0)).toBe(true);
          expect(rules.viewSchema.safeParse(viewOrCode(s, 0)).success).toBe(true);
        }
      });

      it('codec.decode, explain, explainFor and submit', () => {
        const actions = [
          ...new Set(
            states.flatMap((s) =>
              rules
                .legal(s)
                .slice(0, 20)
                .map((a) => rules.codec.encode(a)),
            ),
          ),
        ];
        fc.assert(
          fc.property(
            fc.nat(),
            fc.oneof(anyValue, textMiss([...actions, ...texts])),
            untrusted(0, 1, 2),
            (pick, input, seat) => {
              const s = states[pick % states.length]!;
              const decoded = rules.codec.decode(input);
              checkEither(decoded);
              for (const a of [input, isRight(decoded) ? decoded.right : input]) {
                const why = rules.explain(s, a);
                const applied = rules.apply(s, a);
                checkEither(applied);
                expect(why.legal).toBe(isRight(applied));
                const asked = rules.explainFor(s, seat as never, a);
                if (asked.legal) expect(rules.actor(s) === seat).toBe(true);
                else expect(asked.error.code).toMatch(CODE);
              }
              checkEither(submit(rules, s, seat, input));
              checkEither(submit(rules, s, rules.actor(s), { action: input }));
            },
          ),
          { numRuns: 150 * RUNS },
        );
      });

      it('replay, validate, parseRecord and parseJson', () => {
        fc.assert(
          fc.property(untrusted(record), (input) => {
            checkEither(parseRecord(input, registry));
            checkEither(replay(input, registry));
            const v = validate(input, registry);
            expect(v._tag === 'Left' || v._tag === 'Right').toBe(true);
            const text = JSON.stringify(input);
            if (text !== undefined) {
              checkEither(parseJson(text));
              checkEither(parseJson(text.slice(0, text.length >> 1)));
            }
            checkEither(parseJson(input));
          }),
          { numRuns: 40 * RUNS },
        );
      });

      it('deserialize: any value, as text or not, and saves of a record with a node replaced', () => {
        fc.assert(
          fc.property(untrusted(record), (input) => {
            checkEither(deserialize(rules, input));
            const text = JSON.stringify(input);
            if (text !== undefined) checkEither(deserialize(rules, text));
            checkEither(deserialize(rules, JSON.stringify({ format: 'atout-state', formatVersion: 2, record: input })));
          }),
          { numRuns: 40 * RUNS },
        );
      });

      it("explainFor: another seat's question never lists the cards of the seat to act", () => {
        let found = 0;
        for (const s of states) {
          const actor = rules.actor(s);
          if (actor === 'done') continue;
          for (const a of rules.candidates(s)) {
            const why = rules.explain(s, a);
            if (why.legal || !('allowed' in why.error.detail)) continue;
            found++;
            expect(rules.explainFor(s, actor, a)).toEqual(why);
            for (let seat = 0; seat < rules.players(s); seat++) {
              if (seat === actor) continue;
              const theirs = rules.explainFor(s, seat, a);
              expect(!theirs.legal && theirs.error.code).toBe('turn/not-your-turn');
              expect(!theirs.legal && theirs.error.detail).toEqual({ actor, seat });
            }
          }
        }
        expect(found).toBeGreaterThan(0);
      });

      it('deeply nested values', () => {
        const s = states[1]!;
        const actor = rules.actor(s);
        for (const d of DEEP) {
          for (const [o, src] of [
            [d, d],
            [{}, { seed: d }],
            [{}, { deal: d }],
            [d, { seed: 1 }],
            [{ dealer: d }, { seed: 1 }],
          ] as const)
            checkEither(rules.setup(o as never, src as never));
          expect(() => rules.view(s, d as never)).toThrow(RuleViolation);
          checkEither(rules.codec.decode(d));
          checkEither(rules.apply(s, d as never));
          expect(rules.explain(s, d as never).legal).toBe(false);
          expect(rules.explainFor(s, d as never, d as never).legal).toBe(false);
          expect(rules.explainFor(s, actor as never, d as never).legal).toBe(false);
          checkEither(submit(rules, s, d, d));
          checkEither(submit(rules, s, actor, d));
          checkEither(submit(rules, s, actor, { action: d }));
          for (const input of [d, { ...record, actions: d }, { ...record, deal: d }, { ...record, ruleset: d }]) {
            checkEither(parseRecord(input, registry));
            checkEither(replay(input, registry));
            expect(validate(input, registry)._tag).toBe('Left');
            checkEither(parseJson(input));
          }
          checkEither(positionNotations[rules.id]?.parse(d) ?? parseJson(d));
        }
      });

      const notation = positionNotations[rules.id];
      if (notation !== undefined) {
        it('the position parser', () => {
          const positions = states.map((s) => notation.format(s));
          fc.assert(
            fc.property(fc.oneof(anyValue, textMiss(positions)), (text) => checkEither(notation.parse(text))),
            { numRuns: 60 * RUNS },
          );
        });
      }
    });
  }

  it('the rule queries', () => {
    for (const rules of rulesets)
      for (const [name, bases] of Object.entries(QUERY_FACTS[rules.id] ?? {})) {
        const query = ruleQueries[rules.id]![name as RuleQueryName]!;
        for (const d of DEEP) checkEither(query.run(d, d));
        fc.assert(
          fc.property(fc.oneof(anyValue, fc.constant({})), untrusted(...bases), (options, facts) => {
            checkEither(query.run(options, facts));
            checkEither(query.run({}, facts));
          }),
          { numRuns: 20 * RUNS },
        );
      }
  });

  it('the score sheets', () => {
    const sheets: [(input: unknown) => Either<{ readonly code: string }, unknown>, readonly unknown[]][] = [
      [tarotScoreSheet, tarotSheets.cases.map((c) => c.input)],
      [goulashScoreSheet, goulashSheets.cases.map((c) => c.input)],
      [tarabishScoreSheet, tabishScoring.scoreSheet.map((c) => c.input)],
      [readScoreSheet, tabishScoring.scoreSheet.map((c) => c.input)],
    ];
    for (const [sheet, bases] of sheets) {
      for (const d of DEEP) checkEither(sheet(d));
      fc.assert(
        fc.property(untrusted(...bases.slice(0, 6)), (input) => checkEither(sheet(input))),
        { numRuns: 100 * RUNS },
      );
    }
  });
});
