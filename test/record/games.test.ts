/** Records of every shipped ruleset replay: states, results, and the action-substitution property. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { cliRegistry } from '../../src/cli/registry.js';
import { actionSchemas, rulesets } from '../../src/games/registry.js';
import { createRng, deriveSeed, getOrThrow, isLeft, isRight, type Seed } from '../../src/kernel/index.js';
import { makeRecord, replay, validate, type AnyRuleset } from '../../src/record/index.js';

const registry = cliRegistry;

function playGame(rules: AnyRuleset, options: object, seed: Seed) {
  const rng = createRng(deriveSeed(seed, 0x5a5a));
  let state = getOrThrow(rules.setup(options, { seed }));
  const states = [state];
  const actions: string[] = [];
  while (rules.actor(state) !== 'done') {
    const legal = rules.legal(state);
    const a = legal[rng.below(legal.length)];
    actions.push(rules.codec.encode(a));
    state = getOrThrow(rules.apply(state, a)).state;
    states.push(state);
  }
  return {
    record: makeRecord(rules, states[0]!, { seed }, actions, { result: rules.result(state)! }),
    states,
    actions,
  };
}

const wideSeed = fc
  .array(fc.constantFrom(...'0123456789abcdef'.split('')), { minLength: 32, maxLength: 32 })
  .map((d) => d.join(''));

const optionSets = (rules: AnyRuleset): object[] => {
  if (rules.id.endsWith('-match')) return [rules.options.safeParse({ deals: 2 }).success ? { deals: 2 } : {}];
  return rules.traits.players.length > 1 ? rules.traits.players.map((players) => ({ players })) : [{}];
};

describe('records of every shipped ruleset', () => {
  for (const rules of rulesets) {
    for (const options of optionSets(rules)) {
      it(`${rules.id} ${JSON.stringify(options)}: replay reproduces every state and the result; validate passes`, () => {
        fc.assert(
          fc.property(fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), wideSeed), (seed) => {
            const g = playGame(rules, options, seed);
            const r = getOrThrow(replay(JSON.parse(JSON.stringify(g.record)), registry));
            expect(r.initial).toEqual(g.states[0]);
            r.steps.forEach((s, i) => expect(s.state).toEqual(g.states[i + 1]));
            expect(JSON.parse(JSON.stringify(r.result))).toEqual(g.record.result);
            expect(isRight(validate(g.record, registry))).toBe(true);
            for (const a of g.actions) expect(actionSchemas[rules.id]!.safeParse(a).success, a).toBe(true);
          }),
          { numRuns: rules.id.endsWith('-match') ? 2 : 6 },
        );
      });

      it(`${rules.id} ${JSON.stringify(options)}: a substituted action fails exactly where it first becomes illegal`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(), fc.nat(), (seed, iRaw, pick) => {
            const g = playGame(rules, options, seed);
            if (g.actions.length === 0) return; // annulled at once (petit sec)
            const i = iRaw % g.actions.length;
            const candidates = rules.candidates(g.states[i]!).map((a) => rules.codec.encode(a));
            const actions = g.actions.slice();
            actions[i] = candidates[pick % candidates.length]!;
            let expected: number | null = null;
            let state = g.states[0]!;
            for (let k = 0; k < actions.length; k++) {
              const d = rules.codec.decode(actions[k]!);
              const r = isLeft(d) ? d : rules.apply(state, d.right);
              if (isLeft(r)) {
                expected = k;
                break;
              }
              state = r.right.state;
            }
            const legalAtI = rules
              .legal(g.states[i]!)
              .map((a) => rules.codec.encode(a))
              .includes(actions[i]!);
            expect(legalAtI ? expected === null || expected > i : expected === i).toBe(true);
            const r = replay({ ...g.record, actions, result: undefined }, registry);
            expect(isLeft(r) ? r.left.index : null).toBe(expected);
          }),
          { numRuns: rules.id.endsWith('-match') ? 3 : 15 },
        );
      });
    }
  }

  it('atout play tarot --seed 1 --json | atout validate - exits 0; a tampered record exits 1 naming the action', async () => {
    let out = '';
    const io = (files: Record<string, string>) => ({
      out: (t: string) => void (out += t),
      err: () => undefined,
      isTTY: false,
      read: async function* (p: string) {
        yield files[p] ?? '';
      },
    });
    expect(await runCli(['play', 'tarot', '--seed', '1', '--json'], registry, io({}))).toBe(0);
    const record = out.trim();
    out = '';
    expect(await runCli(['validate', '-'], registry, io({ '-': record }))).toBe(0);
    expect(out).toContain('1 records: 1 ok, 0 failed');
    const rec = JSON.parse(record);
    const k = rec.actions.findIndex((a: string) => a.startsWith('play:'));
    rec.actions[k] = rec.actions[k + 1];
    out = '';
    expect(await runCli(['validate', '-'], registry, io({ '-': JSON.stringify(rec) }))).toBe(1);
    // actions numbered from 1: index k is action k + 1
    expect(out).toMatch(new RegExp(`^FAIL line 1 \\(record 1\\): action ${k + 1} `));
  });
});

describe('records of format 1 (checked in, written before 128-bit seeds)', () => {
  const lines = readFileSync(join(__dirname, 'fixtures/format-1.jsonl'), 'utf8').trim().split('\n');

  it('every one validates with its result, and replays as the same record in format 2 does', () => {
    expect(lines).toHaveLength(7); // Tarot 3, 4, 5 players, Tarot all-pass Goulash, Goulash, Tarabish twice
    for (const line of lines) {
      const record = JSON.parse(line);
      expect(record.formatVersion).toBe(1);
      expect(isRight(validate(record, registry))).toBe(true);
      const v1 = getOrThrow(replay(record, registry));
      const v2 = getOrThrow(replay({ ...record, formatVersion: 2 }, registry));
      expect(v1.state).toEqual(v2.state);
    }
  });
});

describe('atout perft on positions', () => {
  it('reads a position in the game notation and agrees with the fixture', async () => {
    const perftVectors = (await import('../../vectors/perft.json')).default;
    const f = perftVectors.start[0]!;
    let out = '';
    const io = {
      out: (t: string) => void (out += t),
      err: (t: string) => void (out += t),
      isTTY: false,
      read: async function* () {
        /* none */
      },
    };
    const game = f.game.startsWith('tarot') ? 'tarot' : 'tarabish';
    expect(await runCli(['perft', game, f.position, '2'], registry, io)).toBe(0);
    expect(out.trim()).toBe(f.depths[1]);
    out = '';
    expect(await runCli(['perft', game, 'tarot players=9 | hands', '2'], registry, io)).toBe(2);
    expect(out).toContain('position/malformed');
  });
});
