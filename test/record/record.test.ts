import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEAL_ALGORITHM,
  DEAL_ALGORITHM_128,
  deepFreeze,
  getOrThrow,
  isLeft,
  isRight,
  type Seed,
  type Source,
} from '../../src/kernel/index.js';
import { makeRecord, registryOf, replay, validate, type AnyRuleset, type GameRecord } from '../../src/record/index.js';
import { makeWhist, whistMatch } from '../support/whist.js';

const whist = makeWhist();
const registry = registryOf(whist as unknown as AnyRuleset, whistMatch as unknown as AnyRuleset);
const HEX = '0123456789abcdef'.split('');
const wideSeedArb = fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join(''));
/** Both kinds of seed: 32-bit integers and 128-bit seeds (32 hex digits). */
const seedArb: fc.Arbitrary<Seed> = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), wideSeedArb);
/** A number from a seed, to vary the default choices. */
const seedNumber = (seed: Seed): number => (typeof seed === 'number' ? seed : parseInt(seed.slice(0, 8), 16));

/** Plays a seeded random game and returns its record and every state. */
function playGame(rules: AnyRuleset, options: object, seed: Seed, choices: readonly number[]) {
  const source: Source<unknown> = { seed };
  let state = getOrThrow(rules.setup(options, source));
  const states = [state];
  const actions: string[] = [];
  for (let i = 0; rules.actor(state) !== 'done'; i++) {
    const legal = rules.legal(state);
    const a = legal[(choices[i] ?? i * 7 + seedNumber(seed)) % legal.length]!;
    actions.push(rules.codec.encode(a));
    state = getOrThrow(rules.apply(state, a)).state;
    states.push(state);
  }
  const record = makeRecord(rules, states[0]!, source, actions, { result: rules.result(state)! });
  return { record, states, actions };
}

describe('records replay', () => {
  for (const [rules, options] of [
    [whist, {}],
    [whistMatch, { deals: 2 }],
  ] as const) {
    it(`${rules.id}: replay(record(game)) reproduces every state and the result`, () => {
      fc.assert(
        fc.property(seedArb, fc.array(fc.nat(), { maxLength: 70 }), (seed, choices) => {
          const g = playGame(rules as unknown as AnyRuleset, options, seed, choices);
          const r = getOrThrow(replay(JSON.parse(JSON.stringify(g.record)), registry));
          expect(r.initial).toEqual(g.states[0]);
          r.steps.forEach((s, i) => expect(s.state).toEqual(g.states[i + 1]));
          expect(r.result).toEqual(g.record.result);
          expect(isRight(validate(g.record, registry))).toBe(true);
        }),
        { numRuns: 20 },
      );
    });
  }

  it('replacing action i: fails at i iff illegal there, else at the first later illegal action or not at all', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), fc.nat(), (seed, iRaw, pick) => {
        const g = playGame(whist as unknown as AnyRuleset, {}, seed, []);
        const i = iRaw % g.actions.length;
        const candidates = whist.candidates(g.states[i] as never).map((a) => whist.codec.encode(a));
        const replacement = candidates[pick % candidates.length]!;
        const actions = g.actions.slice();
        actions[i] = replacement;
        // expected: walk the actions with apply
        let expected: number | null = null;
        let state = g.states[0] as never;
        for (let k = 0; k < actions.length; k++) {
          const r = whist.apply(state, getOrThrow(whist.codec.decode(actions[k]!)));
          if (isLeft(r)) {
            expected = k;
            break;
          }
          state = r.right.state as never;
        }
        const legalAtI = whist
          .legal(g.states[i] as never)
          .map((a) => whist.codec.encode(a))
          .includes(replacement);
        if (!legalAtI) expect(expected).toBe(i);
        else expect(expected === null || expected > i).toBe(true);
        const r = replay({ ...g.record, actions, result: undefined }, registry);
        if (expected === null) expect(isRight(r)).toBe(true);
        else {
          expect(isLeft(r)).toBe(true);
          if (isLeft(r)) {
            expect(r.left.index).toBe(expected);
            expect(r.left.action).toBe(actions[expected]);
            expect(r.left.cause?.code).toBe(r.left.code);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('validate reports a claimed result mismatch field by field', () => {
    const g = playGame(whist as unknown as AnyRuleset, {}, 5, []);
    const scores = (g.record.result!.scores as number[]).slice();
    scores[1] = scores[1]! + 1;
    const v = validate({ ...g.record, result: { ...g.record.result!, scores } }, registry);
    expect(isLeft(v) && v.left.kind === 'result-mismatch' && v.left.mismatches).toEqual([
      { field: 'result.scores[1]', claimed: scores[1], actual: scores[1]! - 1 },
    ]);
    // a record that claims a result but stops early is unfinished, with the seat to act
    const short = validate({ ...g.record, actions: g.record.actions.slice(0, 5) }, registry);
    expect(isLeft(short) && short.left.kind === 'replay' && short.left.error.code).toBe('record/unfinished');
    if (isLeft(short) && short.left.kind === 'replay') expect(short.left.error.detail).toMatchObject({ actions: 5 });
  });

  it('refuses records with stable codes', () => {
    const g = playGame(whist as unknown as AnyRuleset, {}, 9, []);
    const rec: GameRecord = g.record;
    const code = (x: unknown) => {
      const r = replay(x, registry);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code(rec)).toBe('ok');
    expect(code({ ...rec, ruleset: { ...rec.ruleset, version: '0' } })).toBe('record/bad-version');
    expect(code({ ...rec, ruleset: { ...rec.ruleset, id: 'chess' } })).toBe('record/unknown-ruleset');
    expect(code({ ...rec, formatVersion: 3 })).toBe('record/bad-format-version');
    expect(code({ ...rec, extra: 1 })).toBe('record/malformed');
    expect(code(JSON.parse(`{"__proto__": {"x": 1}, "format": "atout-record"}`))).toBe('input/forbidden-key');
    expect(code({ ...rec, metadata: JSON.parse('{"constructor": "x"}') })).toBe('input/forbidden-key');
    expect(code({ ...rec, actions: new Array(33).fill('play:7S') })).toBe('record/too-many-actions');
    expect(code({ ...rec, actions: ['play:' + 'x'.repeat(10_000)] })).toBe('input/string-too-long');
    expect(code({ ...rec, actions: ['nonsense'] })).toBe('record/bad-action');
    expect(code({ ...rec, players: 5 })).toBe('record/players-mismatch');
    expect(code({ ...rec, dealer: 2 })).toBe('record/dealer-mismatch');
    expect(code({ ...rec, deal: { seed: 1, algorithm: 'other' } })).toBe('record/bad-deal-algorithm');
    expect(code({ ...rec, ruleset: { ...rec.ruleset, options: { dealer: 9 } } })).toBe('record/bad-options');
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(code({ ...rec, metadata: { x: deep } })).toBe('input/too-deep');
  });
});

describe('record format 2: 32-bit and 128-bit seeds; format 1 still read', () => {
  const wide = '0123456789abcdef0123456789ABCDEF';
  const code = (x: unknown) => {
    const r = replay(x, registry);
    return isLeft(r) ? r.left.code : 'ok';
  };

  it('makeRecord writes format 2 and the dealing algorithm of the seed, the seed in lower case', () => {
    const narrow = playGame(whist as unknown as AnyRuleset, {}, 9, []).record;
    expect([narrow.formatVersion, narrow.deal]).toEqual([2, { seed: 9, algorithm: DEAL_ALGORITHM }]);
    const w = playGame(whist as unknown as AnyRuleset, {}, wide, []).record;
    expect([w.formatVersion, w.deal]).toEqual([2, { seed: wide.toLowerCase(), algorithm: DEAL_ALGORITHM_128 }]);
    expect(code(w)).toBe('ok');
  });

  it('a format 1 record (32-bit seed) replays exactly as the same record in format 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const g = playGame(whist as unknown as AnyRuleset, {}, seed, []);
        expect(isRight(validate({ ...g.record, formatVersion: 1 }, registry))).toBe(true);
        const v1 = getOrThrow(replay({ ...g.record, formatVersion: 1 }, registry));
        const v2 = getOrThrow(replay(g.record, registry));
        expect(v1.state).toEqual(v2.state);
        expect(v1.state).toEqual(g.states[g.states.length - 1]);
      }),
      { numRuns: 10 },
    );
  });

  it('refuses a seed of the wrong kind for its algorithm or format, and unknown algorithms, with codes', () => {
    const narrow = playGame(whist as unknown as AnyRuleset, {}, 9, []).record;
    const w = playGame(whist as unknown as AnyRuleset, {}, wide, []).record;
    expect(code({ ...w, deal: { ...w.deal, algorithm: DEAL_ALGORITHM } })).toBe('record/algorithm-mismatch');
    expect(code({ ...narrow, deal: { ...narrow.deal, algorithm: DEAL_ALGORITHM_128 } })).toBe(
      'record/algorithm-mismatch',
    );
    expect(code({ ...narrow, formatVersion: 1, deal: { ...narrow.deal, algorithm: DEAL_ALGORITHM_128 } })).toBe(
      'record/algorithm-mismatch',
    );
    expect(code({ ...w, deal: { ...w.deal, algorithm: 'sfc32-256-v1+fisher-yates+cut-v1' } })).toBe(
      'record/bad-deal-algorithm',
    );
    // 128-bit seeds dealt with sfc32 until 0.1: those records are refused, never dealt differently
    for (const retired of ['sfc32-128-v1+fisher-yates+cut-v1', 'sfc32-128-v1+fisher-yates+table-v1']) {
      const r = replay({ ...w, deal: { ...w.deal, algorithm: retired } }, registry);
      expect(isLeft(r) && [r.left.code, r.left.message.includes('retired')]).toEqual([
        'record/bad-deal-algorithm',
        true,
      ]);
    }
    expect(code({ ...w, formatVersion: 1 })).toBe('record/malformed'); // format 1 has 32-bit seeds only
    for (const seed of [wide, wide.slice(1), `${wide.toLowerCase()}0`, 'g'.repeat(32), -1, 2 ** 32, 1.5, null])
      expect(code({ ...w, deal: { ...w.deal, seed } }), String(seed)).toBe('record/malformed');
    for (const formatVersion of [0, 3, '2', null])
      expect(code({ ...w, formatVersion })).toBe('record/bad-format-version');
  });

  it('a deal source may be a position (format 2 only); a game without positions refuses it as a setup', () => {
    const narrow = playGame(whist as unknown as AnyRuleset, {}, 9, []).record;
    const atPosition = { ...narrow, deal: { position: { hands: [] } } };
    expect(code(atPosition)).toBe('record/bad-setup');
    expect(code({ ...atPosition, formatVersion: 1 })).toBe('record/malformed');
    expect(code({ ...narrow, deal: { position: {}, explicit: [] } })).toBe('record/malformed');
    const written = makeRecord(
      whist as unknown as AnyRuleset,
      getOrThrow(whist.setup({}, { seed: 9 })),
      { position: 7 },
      [],
    );
    expect(written.deal).toEqual({ position: 7 });
  });
});

describe('fuzz: random JSON and mutated records never throw and never modify their input', () => {
  it('random JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const frozen = deepFreeze(v);
        const before = JSON.stringify(frozen);
        const r = replay(frozen, registry);
        const w = validate(frozen, registry);
        expect(isLeft(r)).toBe(true);
        expect(isLeft(w)).toBe(true);
        if (isLeft(r)) expect(r.left.code).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
        expect(JSON.stringify(frozen)).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it('mutated records', () => {
    const g = playGame(whist as unknown as AnyRuleset, {}, 3, []);
    const base = JSON.parse(JSON.stringify(g.record)) as Record<string, unknown>;
    const keys = Object.keys(base);
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.jsonValue(),
        fc.nat(),
        fc.string({ maxLength: 12 }),
        (key, value, i, text) => {
          const variants = [
            { ...base, [key]: value },
            { ...base, actions: (base['actions'] as string[]).map((a, k) => (k === i % 32 ? text : a)) },
            { ...base, actions: (base['actions'] as string[]).slice(0, i % 40) },
          ];
          for (const v of variants) {
            const frozen = deepFreeze(v);
            const before = JSON.stringify(frozen);
            const r = validate(frozen, registry);
            if (isLeft(r)) {
              const code = r.left.kind === 'replay' ? r.left.error.code : 'result/mismatch';
              expect(code).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
            }
            expect(JSON.stringify(frozen)).toBe(before);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
