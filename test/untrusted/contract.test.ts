/**
 * The contract's defects found by attacking the engine as a hostile client (issue 28), each with a
 * regression test named after it, in every shipped ruleset (the matches included): actions that are
 * proxies or carry unknown keys, `explainFor` on a finished deal or match, `sampleHidden` with a
 * non-seat or an upper-case hex seed.
 */
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/games/registry.js';
import { getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import { createRng } from '../../src/kernel/rng.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { submit } from '../../src/record/index.js';

/** A game of `rules` played at random to its end (a match: every deal). */
function finished(rules: AnyRuleset, seed: number) {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup({}, { seed }));
  for (let i = 0; i < 50_000 && rules.actor(s) !== 'done'; i++) {
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
  }
  expect(rules.actor(s)).toBe('done');
  return s;
}

const throwingProxy = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('get trap');
      },
      has: () => {
        throw new Error('has trap');
      },
      ownKeys: () => {
        throw new Error('ownKeys trap');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('getOwnPropertyDescriptor trap');
      },
      getPrototypeOf: () => {
        throw new Error('getPrototypeOf trap');
      },
    },
  );

/** The seat's first legal action seen through a proxy that forwards its reads. */
const forwarding = (a: object) => new Proxy(a, {});

for (const rules of rulesets) {
  describe(rules.id, () => {
    const start = getOrThrow(rules.setup({}, { seed: 11 }));
    const actor = rules.actor(start) as number;
    const first = rules.legal(start)[0] as object;

    it('apply, explain and explainFor on a Proxy action whose traps throw: action/malformed, never a throw', () => {
      for (const a of [throwingProxy(), Proxy.revocable({}, {}), { type: throwingProxy() }]) {
        const applied = rules.apply(start, a as never);
        expect(isLeft(applied) && applied.left.code).toBe('action/malformed');
        const why = rules.explain(start, a as never);
        expect(!why.legal && why.error.code).toBe('action/malformed');
        const asked = rules.explainFor(start, actor, a as never);
        expect(!asked.legal && asked.error.code).toBe('action/malformed');
      }
      // a proxy that only forwards is read like the object it wraps
      expect(isRight(rules.apply(start, forwarding(first) as never))).toBe(true);
    });

    it('an action with an unknown key ({ ...legal[0], by: 2 }) is refused with action/malformed, as submit refuses it', () => {
      const extra = { ...first, by: 2 };
      const applied = rules.apply(start, extra as never);
      expect(isLeft(applied) && applied.left.code).toBe('action/malformed');
      expect(isLeft(applied) && applied.left.detail).toEqual({ keys: ['by'] });
      const why = rules.explain(start, extra as never);
      expect(!why.legal && why.error).toEqual(isLeft(applied) && applied.left);
      const asked = rules.explainFor(start, actor, extra as never);
      expect(!asked.legal && asked.error.code).toBe('action/malformed');
      const sent = submit(rules, start, actor, extra);
      expect(isLeft(sent) && sent.left.code).toBe('action/malformed');
      // the seat naming the actor is no unknown key
      expect(isRight(rules.apply(start, { ...first, seat: actor } as never))).toBe(true);
    });

    it('explainFor on a finished deal or match: one refusal for every seat whatever the action, turn/bad-seat for a non-seat', () => {
      const done = finished(rules, 5);
      const over = rules.id.endsWith('-match') ? 'phase/match-over' : 'phase/deal-over';
      for (let seat = 0; seat < rules.players(done); seat++)
        for (const a of [first, { type: 'play', card: 'no-card' }, 'x', null, throwingProxy()]) {
          const why = rules.explainFor(done, seat, a as never);
          expect(!why.legal && why.error.code).toBe(over);
        }
      for (const seat of [rules.players(done), -1, '0', null, 1.5, throwingProxy()]) {
        const why = rules.explainFor(done, seat as never, first as never);
        expect(!why.legal && why.error.code).toBe('turn/bad-seat');
      }
    });

    it('sampleHidden with a non-seat: turn/bad-seat (it threw a TypeError)', () => {
      for (const seat of [rules.players(start), -1, '0', 1.5, null, throwingProxy()]) {
        const r = rules.sampleHidden(start, seat as never, 1);
        expect(isLeft(r) && r.left.code).toBe('turn/bad-seat');
      }
    });

    it('sampleHidden with an upper-case hex seed that setup accepts: accepted, as its lower case (it threw a RangeError)', () => {
      const seed = 'ABCDEF0123456789ABCDEF0123456789';
      expect(isRight(rules.setup({}, { seed }))).toBe(true);
      const upper = rules.sampleHidden(start, actor, seed);
      expect(upper).toEqual(rules.sampleHidden(start, actor, seed.toLowerCase()));
      for (const bad of ['zz', -1, 2 ** 32, 'G'.repeat(32), null]) {
        const r = rules.sampleHidden(start, actor, bad as never);
        expect(isLeft(r) && r.left.code).toBe('setup/bad-seed');
      }
    });
  });
}
