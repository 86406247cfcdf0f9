/**
 * The score objective (Tarot) is exact: on random endgames of 1 to 3 tricks of every Tarot
 * variant, `solve(…, { objective: 'score' })` equals plain minimax over `legal` / `applyUnchecked`
 * where each seat plays for its own score of the ruleset's `result` (zero-sum between the sides),
 * value and best actions alike; the table and merging change nothing at 4 tricks; refusals.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { solve } from '../../../src/bots/solve.js';
import { createRng } from '../../../src/kernel/rng.js';
import { tarotMatch } from '../../../src/games/registry.js';
import { dealOf } from '../../../src/bots/deals.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { endgame, VARIANTS } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const COUNT = LONG ? 2000 : 150;
const TAROT = VARIANTS.filter((v) => v.rules.id === 'tarot');
const TARABISH = VARIANTS.find((v) => v.rules.id === 'tarabish')!;

/** Plain minimax: the seat to act plays for its own score; every seat's score at the end. */
function minimax(rules: AnyRuleset, s: object): readonly number[] {
  const seat = rules.actor(s);
  if (seat === 'done') return (rules.result(s) as { readonly scores: readonly number[] }).scores;
  let best: readonly number[] | undefined;
  for (const a of rules.legal(s)) {
    const v = minimax(rules, rules.applyUnchecked(s, a).state);
    if (best === undefined || v[seat]! > best[seat]!) best = v;
  }
  return best!;
}

const SCORE = { objective: 'score' } as const;

describe.each(TAROT)('the score objective equals minimax over the score: $name', (variant) => {
  it(`on ${COUNT} random endgames of 1 to 3 tricks`, () => {
    const rng = createRng(23);
    const players = (variant.options as { players: number }).players;
    const rules = variant.rules;
    for (let i = 0; i < COUNT; i++) {
      const s = endgame(variant, 3000 + i, 1 + rng.below(3), rng.below(players));
      const seat = rules.actor(s) as number;
      const values = rules.legal(s).map((a) => ({ a, v: minimax(rules, rules.applyUnchecked(s, a).state)[seat]! }));
      const top = Math.max(...values.map((x) => x.v));
      const got = getOrThrow(solve(rules, s, SCORE));
      expect({ i, value: got.value }).toEqual({ i, value: top });
      const best = values.filter((x) => x.v === top).map((x) => rules.codec.encode(x.a));
      expect({ i, best: got.best.map((a) => rules.codec.encode(a)) }).toEqual({ i, best });
    }
  });

  it('on the endgames 823 and 1620 of the long run (a lone petit is not a lone 21; a score of 0)', () => {
    const rng = createRng(23);
    const players = (variant.options as { players: number }).players;
    const rules = variant.rules;
    for (let i = 0; i <= 1620; i++) {
      const left = 1 + rng.below(3);
      const at = rng.below(players);
      if (i !== 823 && i !== 1620) continue;
      const s = endgame(variant, 3000 + i, left, at);
      const seat = rules.actor(s) as number;
      const values = rules.legal(s).map((a) => ({ a, v: minimax(rules, rules.applyUnchecked(s, a).state)[seat]! }));
      const top = Math.max(...values.map((x) => x.v));
      const got = getOrThrow(solve(rules, s, SCORE));
      expect({ i, value: got.value, best: got.best.map((a) => rules.codec.encode(a)) }).toEqual({
        i,
        value: top,
        best: values.filter((x) => x.v === top).map((x) => rules.codec.encode(x.a)),
      });
    }
  });

  it('the table and merging change nothing at 4 tricks left', () => {
    const rng = createRng(29);
    const players = (variant.options as { players: number }).players;
    const rules = variant.rules;
    for (let i = 0; i < (LONG ? 20 : 2); i++) {
      const s = endgame(variant, 4000 + i, 4, rng.below(players));
      const plain = getOrThrow(solve(rules, s, { ...SCORE, tt: false, merge: false, nodes: 1e9 }));
      const encode = (x: { readonly value: number; readonly best: readonly unknown[] }) => ({
        value: x.value,
        best: x.best.map((a) => rules.codec.encode(a)),
      });
      for (const o of [{ tt: true, merge: false }, { tt: false, merge: true }, {}])
        expect({ i, o, ...encode(getOrThrow(solve(rules, s, { ...SCORE, ...o, nodes: 1e9 }))) }).toEqual({
          i,
          o,
          ...encode(plain),
        });
    }
  });
});

describe('the score objective refuses', () => {
  it('Tarabish, the first Tarot trick, and an unknown objective, with their codes', () => {
    const tarabishState = endgame(TARABISH, 1, 3, 0);
    const t = solve(TARABISH.rules, tarabishState, SCORE);
    expect(t._tag === 'Left' && t.left.code).toBe('solve/no-score');
    const tarot4 = TAROT.find((v) => v.name === 'tarot 4p')!;
    const first = endgame(tarot4, 2, 18, 1);
    const f = solve(tarot4.rules, first, { ...SCORE, maxTricks: 18 });
    expect(f._tag === 'Left' && f.left.code).toBe('solve/no-score');
    const bad = solve(tarot4.rules, endgame(tarot4, 2, 2, 0), { objective: 'tricks' } as never);
    expect(bad._tag === 'Left' && bad.left.code).toBe('solve/bad-options');
  });

  it('answers a match: its current deal', () => {
    const match = tarotMatch as unknown as AnyRuleset;
    const rng = createRng(31);
    let m = getOrThrow(match.setup({ players: 4 }, { seed: 5 })) as object;
    let solved = 0;
    for (let guard = 0; guard < 5000 && solved < 3 && match.actor(m) !== 'done'; guard++) {
      const deal = dealOf(match, m);
      const d = deal.state as {
        readonly phase: string;
        readonly tricks: readonly unknown[];
        readonly trick: readonly unknown[];
        readonly mode: string;
      };
      if (d.phase === 'play' && d.mode === 'classic' && d.tricks.length === 16 && d.trick.length === 1) {
        const got = getOrThrow(solve(match, m, SCORE));
        expect(got.value).toBe(getOrThrow(solve(deal.ruleset, deal.state, SCORE)).value);
        solved++;
      }
      const l = match.legal(m);
      m = match.applyUnchecked(m, l[rng.below(l.length)]).state as object;
    }
    expect(solved).toBeGreaterThan(0);
  });
});
