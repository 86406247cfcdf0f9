/**
 * `sampleHidden` checked on random states of a game: every sampled world gives the seat the same
 * view and (when it is to act) the same legal actions, and replays its own history to itself; the
 * sample is a function of the view (a state with two hidden cards exchanged, which the seat cannot
 * tell apart, gives the same sample for the same seed). Used by Belote's and Coinche's sample tests.
 */
import { expect } from 'vitest';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { deepEqual } from '../../src/kernel/data.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng, deriveSeed } from '../../src/kernel/rng.js';

/** Deep equality, fast when it holds (vitest's diff only on a failure). */
export function same(a: unknown, b: unknown): void {
  if (!deepEqual(a, b)) expect(a).toEqual(b);
}

/** A random state before the end: random legal actions (a random number of them) from a seeded deal. */
export function midDeal<S extends object>(
  rules: AnyRuleset,
  options: object,
  seed: number,
  steps: number,
): S | undefined {
  let s = getOrThrow(rules.setup(options, { seed })) as S;
  const rng = createRng(deriveSeed(seed, 7));
  const n = rng.below(steps);
  for (let i = 0; i < n && rules.actor(s) !== 'done'; i++) {
    const legal = rules.legal(s);
    s = rules.applyUnchecked(s, legal[rng.below(legal.length)]).state as S;
  }
  return rules.actor(s) === 'done' ? undefined : s;
}

/** The state `history` rebuilds: setup from its deal, then its actions through the checked API. */
export function replayed<S extends object>(rules: AnyRuleset, s: S, options: object): S {
  const h = getOrThrow(rules.history!(s));
  let t: object = getOrThrow(rules.setup(options, { deal: h.deal }));
  for (const a of h.actions) t = getOrThrow(rules.apply(t, getOrThrow(rules.codec.decode(a)))).state;
  return t as S;
}

export interface WorldRun {
  readonly samples: number;
  readonly replayed: number;
  readonly sameView: number;
}

/**
 * Samples `target` worlds from random states (option sets in turn): each checked against the
 * state's view and legal actions for the seat, replayed when `replays(options)`, and, when
 * `twin(state, seat, k)` gives a state the seat cannot tell apart, compared with the twin's sample.
 */
export function checkWorlds<S extends object>(o: {
  readonly rules: AnyRuleset;
  readonly optionSets: readonly object[];
  readonly target: number;
  readonly steps: number;
  readonly options: (s: S) => object;
  readonly replays: (options: object) => boolean;
  readonly twin: (s: S, seat: number, k: number) => S | undefined;
}): WorldRun {
  const { rules } = o;
  let samples = 0;
  let replays = 0;
  let sameView = 0;
  for (let g = 0; samples < o.target; g++) {
    const options = o.optionSets[g % o.optionSets.length]!;
    const state = midDeal<S>(rules, options, deriveSeed(2026, g) as number, o.steps);
    if (state === undefined) continue;
    const actor = rules.actor(state);
    for (let seat = 0; seat < 4; seat++) {
      const view = rules.view(state, seat);
      const legal = actor === seat ? rules.legal(state).map((a) => rules.codec.encode(a)) : null;
      let first: unknown;
      for (let k = 0; k < 3; k++) {
        const x = getOrThrow(rules.sampleHidden(state, seat, deriveSeed(g, seat * 8 + k))) as S;
        if (k === 0) first = x;
        samples++;
        same(rules.view(x, seat), view);
        if (legal !== null)
          same(
            rules.legal(x).map((a) => rules.codec.encode(a)),
            legal,
          );
        if (o.replays(options)) {
          same(replayed(rules, x, o.options(x)), x);
          replays++;
        }
      }
      const twin = o.twin(state, seat, g + seat);
      if (twin !== undefined && deepEqual(rules.view(twin, seat), view)) {
        same(getOrThrow(rules.sampleHidden(twin, seat, deriveSeed(g, seat * 8))), first);
        sameView++;
      }
    }
  }
  return { samples, replayed: replays, sameView };
}
