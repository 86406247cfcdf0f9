/**
 * One public language for actions (issue 27): every action `legal()` lists, in random states of
 * every ruleset and match, is accepted unchanged by `apply`, `applyUnchecked`, `explain`,
 * `explainFor`, `submit`, a record (`makeRecord` → `replay`) and a save, and survives a JSON round
 * trip as the same object with the same effect. Actions name their cards; an action object in the
 * old form (a card by its number) is refused with the name it meant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goulash, goulashMatch, tarabish, tarabishMatch, tarot, tarotMatch } from '../../src/games/registry.js';
import { belote } from '../../src/games/belote/rules.js';
import { beloteMatch } from '../../src/games/belote/match.js';
import { coinche } from '../../src/games/coinche/rules.js';
import { coincheMatch } from '../../src/games/coinche/match.js';
import { createRng, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { deserialize, makeRecord, replay, serialize, submit } from '../../src/record/index.js';

/** Each ruleset with the options its random states are drawn under. */
const CASES: readonly { readonly rules: AnyRuleset; readonly options: fc.Arbitrary<object> }[] = [
  { rules: tarot, options: fc.record({ players: fc.constantFrom(3, 4, 5) }) },
  { rules: goulash, options: fc.record({ players: fc.constantFrom(3, 4, 5) }) },
  { rules: tarabish, options: fc.constantFrom({}, { preset: 'traditional' }, { noTrump: true }) },
  { rules: tarotMatch, options: fc.record({ players: fc.constantFrom(3, 5), deals: fc.constant(2) }) },
  { rules: goulashMatch, options: fc.record({ players: fc.constant(4), deals: fc.constant(2) }) },
  { rules: tarabishMatch, options: fc.constant({}) },
  { rules: belote, options: fc.constant({}) },
  { rules: coinche, options: fc.constant({}) },
  { rules: beloteMatch, options: fc.constant({}) },
  { rules: coincheMatch, options: fc.constant({}) },
];

/** A JSON round trip of a value. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('the actions legal() lists are the public language', () => {
  for (const { rules, options } of CASES) {
    it(`${rules.id}: apply, explain, submit, records, saves and JSON accept every legal action unchanged`, () => {
      fc.assert(
        fc.property(
          options,
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.integer({ min: 0, max: 120 }),
          (o, seed, steps) => {
            const start = getOrThrow(rules.setup(o, { seed }));
            const rng = createRng(seed ^ 0x5eed);
            // a random state: `steps` random legal actions, kept as the objects legal() returned
            let state = start;
            const played: unknown[] = [];
            for (let i = 0; i < steps && rules.actor(state) !== 'done'; i++) {
              const legal = rules.legal(state);
              const a = legal[rng.below(legal.length)]!;
              played.push(a);
              state = rules.applyUnchecked(state, a).state;
            }
            const actor = rules.actor(state);
            if (actor === 'done') return;
            const legal = rules.legal(state);
            for (const a of legal) {
              const back = wire(a);
              expect(back).toEqual(a);
              const want = rules.applyUnchecked(state, a);
              for (const x of [a, back]) {
                const applied = rules.apply(state, x);
                expect(isRight(applied), `apply ${rules.codec.encode(a)}`).toBe(true);
                if (isRight(applied)) expect(applied.right.state).toEqual(want.state);
                expect(rules.applyUnchecked(state, x).state).toEqual(want.state);
                expect(rules.explain(state, x).legal).toBe(true);
                expect(rules.explainFor(state, actor, x).legal).toBe(true);
                const submitted = submit(rules, state, actor, x);
                expect(isRight(submitted), `submit ${rules.codec.encode(a)}`).toBe(true);
                if (isRight(submitted)) expect(submitted.right.state).toEqual(want.state);
                expect(rules.codec.decode(rules.codec.encode(x))).toEqual({ _tag: 'Right', right: a });
              }
            }
            // records and saves: the objects played (through JSON) and one legal action more
            const a = wire(legal[rng.below(legal.length)]!);
            const actions = [...played.map(wire), a];
            const after = rules.applyUnchecked(state, a).state;
            const record = makeRecord(rules, start, { seed }, actions);
            expect(record.actions).toEqual(actions.map((x) => rules.codec.encode(x)));
            // a record holding the objects themselves replays the same, its steps told as strings
            for (const r of [record, { ...record, actions }]) {
              const replayed = replay(wire(r), [rules]);
              expect(isRight(replayed)).toBe(true);
              if (isRight(replayed)) {
                expect(replayed.right.state).toEqual(after);
                expect(replayed.right.steps.map((x) => x.action)).toEqual(record.actions);
              }
            }
            const resumed = deserialize(rules, serialize(rules, { state: after, source: { seed }, actions }));
            expect(isRight(resumed)).toBe(true);
            if (isRight(resumed)) expect(resumed.right.state).toEqual(after);
          },
        ),
        { numRuns: 20 },
      );
    });
  }
});

describe('an action object with a card by number (the form before cards were named)', () => {
  it('is refused by apply, explain and submit with the name it meant', () => {
    for (const rules of [tarot, tarabish, belote, coinche] as AnyRuleset[]) {
      let state = getOrThrow(rules.setup({}, { seed: 7 }));
      // the highest bid, then on to the first card
      while (!rules.legal(state).some((a) => (a as { type: string }).type === 'play'))
        state = rules.applyUnchecked(state, rules.legal(state).at(-1)!).state;
      const play = rules.legal(state).find((a) => (a as { type: string }).type === 'play') as { card: string };
      const numeric = { ...play, card: rules.traits.deck.byName.get(play.card)! };
      const seat = rules.actor(state) as number;
      for (const r of [rules.apply(state, numeric), submit(rules, state, seat, numeric)]) {
        expect(isLeft(r)).toBe(true);
        if (isLeft(r)) {
          expect(r.left.code).toBe('action/malformed');
          expect(r.left.detail).toEqual({ field: 'card', value: numeric.card, suggestion: play.card });
          expect(r.left.message).toContain(`did you mean '${play.card}'?`);
        }
      }
      const why = rules.explain(state, numeric);
      expect(why.legal ? undefined : why.error.detail['suggestion']).toBe(play.card);
    }
  });

  it('Tarabish: a suit by number and a meld as a value are refused with their notation', () => {
    const s = getOrThrow(tarabish.setup({ preset: 'traditional' }, { seed: 7 }));
    const call = tarabish.apply(s, { type: 'call', suit: 1 } as never);
    expect(isLeft(call) && call.left.detail).toEqual({ field: 'suit', value: 1, suggestion: 'H' });
    const declare = tarabish.explain(s, { type: 'declare', melds: [{ kind: 'four', rank: 5 }] } as never);
    expect(
      declare.legal ? undefined : (declare.error.detail as Readonly<Record<string, unknown>>)['suggestion'],
    ).toEqual(['four-J']);
  });
});
