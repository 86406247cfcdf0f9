/**
 * The input limits: what atout writes, atout reads (records and saves of every ruleset, up to the
 * longest match, pass `DEFAULT_LIMITS`, `deserialize`'s included), every refusal names its limit and
 * the value measured, and CRLF text reads like LF.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesets, tarot, tarotMatch } from '../../src/games/registry.js';
import { createRng, deriveSeed, getOrThrow, isLeft, isRight, type Seed } from '../../src/kernel/index.js';
import type { Source } from '../../src/kernel/ruleset.js';
import {
  DEFAULT_LIMITS,
  deserialize,
  guardInput,
  makeRecord,
  parseJson,
  serialize,
  type AnyRuleset,
  type InputLimits,
} from '../../src/record/index.js';
import { dealOf, shortOptions } from '../support/options.js';

const LONG = Boolean(process.env['ATOUT_LONG']);

/** A random game of `rules` from `source`, played to the end or stopped after `stop` actions. */
function playGame(rules: AnyRuleset, options: object, source: Source<unknown>, choices: Seed, stop = Infinity) {
  const rng = createRng(deriveSeed(choices, 0x1e));
  const start = getOrThrow(rules.setup(options, source));
  let state = start;
  const actions: string[] = [];
  while (rules.actor(state) !== 'done' && actions.length < stop) {
    const legal = rules.legal(state);
    const a = legal[rng.below(legal.length)];
    actions.push(rules.codec.encode(a));
    state = rules.applyUnchecked(state, a).state;
  }
  const result = rules.actor(state) === 'done' ? rules.result(state) : undefined;
  return {
    record: JSON.stringify(makeRecord(rules, start, source, actions, result ? { result } : {})),
    save: serialize(rules, { state, source, actions }),
    actions,
  };
}

/** `n` explicit deals of `rules` (each rebuilt from a seeded deal by `history`). */
const explicitDeals = (rules: AnyRuleset, options: object, n: number, seed: number): unknown[] =>
  Array.from({ length: n }, (_, k) => {
    const h = rules.history!(getOrThrow(rules.setup(options, { seed: seed + k })));
    return getOrThrow(h).deal;
  });

/** The player count of a game, as options (none for a game of one player count). */
const seats = (rules: AnyRuleset, players: number): object => {
  const p = rules.traits.players;
  return p.length > 1 ? { players: p[players % p.length]! } : {};
};

/** Options that keep a game short: matches of 1 to 3 deals (or to a low target). */
const options = (rules: AnyRuleset, players: number, length: number): object =>
  shortOptions(rules, length, seats(rules, players));

const wideSeed = fc
  .array(fc.constantFrom(...'0123456789abcdef'.split('')), { minLength: 32, maxLength: 32 })
  .map((d) => d.join(''));

describe('what atout writes, atout reads: records and saves within DEFAULT_LIMITS', () => {
  it('records and saves of random games and matches (seeded or explicit, whole or stopped) pass', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.nat(2),
        fc.integer({ min: 1, max: 2 }),
        fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), wideSeed),
        fc.boolean(),
        fc.option(fc.nat(200), { nil: undefined }),
        (rules, players, length, seed, explicit, stop) => {
          const o = options(rules, players, length);
          const deal = dealOf(rules);
          const source: Source<unknown> = !explicit
            ? { seed }
            : deal === rules
              ? { deal: explicitDeals(rules, o, 1, 7)[0] }
              : { deal: explicitDeals(deal, seats(deal, players), length + 40, 11) };
          const game = playGame(rules, o, source, deriveSeed(0, typeof seed === 'number' ? seed : 1), stop);
          const record = parseJson(game.record);
          expect(isRight(record) ? 'ok' : record.left).toBe('ok');
          const resumed = deserialize(rules, game.save);
          expect(isRight(resumed) ? resumed.right.game.actions : resumed.left).toEqual(game.actions);
        },
      ),
      { numRuns: LONG ? 400 : 16 },
    );
  });

  // About 3 s (1 s to play it, 2 s for deserialize to replay it): in the long run only.
  it.runIf(LONG)('the longest Tarot match (1000 deals, five players) is read by parseJson and by deserialize', () => {
    const game = playGame(tarotMatch, { deals: 1000, players: 5 }, { seed: 'ab'.repeat(16) }, 3);
    expect(game.actions.length).toBeGreaterThan(70_000);
    expect(game.record.length).toBeGreaterThan(1_000_000);
    expect(isRight(parseJson(game.record))).toBe(true);
    expect(isRight(deserialize(tarotMatch, game.save))).toBe(true);
  });

  it('the bound, by arithmetic: a match at maxActions with an explicit deal per deal fits with a margin of 2', () => {
    // Measured on 8 deals, extrapolated to the `deals` maximum at the action bound of five players.
    const n = 8;
    const o = { deals: n, players: 5 };
    const g = playGame(tarotMatch, o, { deal: explicitDeals(tarot, { players: 5 }, n, 1) }, 5);
    const value = JSON.parse(g.record) as { actions: string[] };
    const longestAction = Math.max(...value.actions.map((a) => JSON.stringify(a).length + 1));
    const actionChars = JSON.stringify(value.actions).length;
    const perDealChars = (g.record.length - actionChars) / n;
    const items = countItems(value);
    const perDealItems = (items - value.actions.length) / n;
    const maxActions = tarotMatch.traits.maxActions(tarotMatch.options.parse({ deals: 1000, players: 5 }));
    const chars = maxActions * longestAction + 1000 * perDealChars;
    const nodes = maxActions + 1000 * perDealItems;
    expect(2 * chars).toBeLessThan(DEFAULT_LIMITS.maxTextLength);
    expect(2 * nodes).toBeLessThan(DEFAULT_LIMITS.maxNodes);
    expect(2 * depthOf(value)).toBeLessThan(DEFAULT_LIMITS.maxDepth);
  });
});

function countItems(v: unknown): number {
  let n = 0;
  const stack = [v];
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x !== 'object' || x === null) continue;
    const values = Object.values(x);
    n += values.length;
    stack.push(...values);
  }
  return n;
}

const depthOf = (v: unknown): number =>
  typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;

describe('every refusal names its limit and the value measured', () => {
  const small: InputLimits = { maxTextLength: 200, maxString: 20, maxNodes: 30, maxDepth: 5 };

  it('maxTextLength: the length of the text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 400 }), (length) => {
        const r = parseJson(`"${'x'.repeat(length - 2)}"`, small);
        expect(isLeft(r) && r.left).toMatchObject({
          code: 'input/too-large',
          detail: { limit: 'maxTextLength', max: 200, actual: length },
        });
        expect(isLeft(r) && r.left.message).toContain(String(length));
      }),
      { numRuns: 20 },
    );
  });

  it('maxString (values and keys), maxDepth, maxNodes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 60 }), fc.integer({ min: 6, max: 12 }), (length, depth) => {
        expect(guardInput(['x'.repeat(length)], small)).toMatchObject({
          left: { code: 'input/string-too-long', detail: { limit: 'maxString', max: 20, actual: length } },
        });
        expect(guardInput({ ['k'.repeat(length)]: 1 }, small)).toMatchObject({
          left: { code: 'input/string-too-long', detail: { limit: 'maxString', max: 20, actual: length } },
        });
        let nested: unknown = 0;
        for (let i = 0; i < depth; i++) nested = [nested];
        expect(guardInput(nested, small)).toMatchObject({
          left: { code: 'input/too-deep', detail: { limit: 'maxDepth', max: 5, actual: 6 } },
        });
        const r = guardInput(new Array(length + 10).fill(0), small);
        expect(r).toMatchObject({ left: { code: 'input/too-large', detail: { limit: 'maxNodes', max: 30 } } });
        expect(isLeft(r) && (r.left.detail['actual'] as number)).toBeGreaterThan(30);
      }),
      { numRuns: 20 },
    );
  });
});

describe('deserialize reads with the limits it is given', () => {
  it('DEFAULT_LIMITS by default; tighter ones refuse a genuine save, naming the limit', () => {
    const game = playGame(tarot, { players: 3 }, { seed: 4 }, 4);
    expect(isRight(deserialize(tarot, game.save))).toBe(true);
    const tight = { ...DEFAULT_LIMITS, maxTextLength: game.save.length - 1 };
    expect(deserialize(tarot, game.save, tight)).toMatchObject({
      left: {
        code: 'input/too-large',
        detail: { limit: 'maxTextLength', max: tight.maxTextLength, actual: game.save.length },
      },
    });
  });
});

describe('CRLF line ends read like LF', () => {
  it('a pretty-printed record and save with CRLF parse to the same value and resume', () => {
    const game = playGame(tarot, { players: 4 }, { seed: 9 }, 9, 30);
    const crlf = (text: string) => JSON.stringify(JSON.parse(text), null, 2).replace(/\n/g, '\r\n');
    expect(crlf(game.record)).toContain('\r\n');
    expect(parseJson(crlf(game.record))).toEqual(parseJson(game.record));
    const resumed = deserialize(tarot, crlf(game.save));
    expect(isRight(resumed) && resumed.right.game.actions).toEqual(game.actions);
  });
});
