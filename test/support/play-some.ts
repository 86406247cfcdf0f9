/** A game played at random, for tests that build bad input from real states and records. */
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import { makeRecord } from '../../src/record/replay.js';

/**
 * A game of `rules` played at random from `seed` (at most 400 actions): the first state, every
 * `every`-th state along the way and the last, the action strings, the record and the final state.
 */
export function playSome(rules: AnyRuleset, seed: number, every = 6) {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup({}, { seed }));
  const initial = s;
  const states = [s];
  const actions: string[] = [];
  for (let i = 0; i < 400 && rules.actor(s) !== 'done'; i++) {
    const l = rules.legal(s);
    const a = l[rng.below(l.length)];
    actions.push(rules.codec.encode(a));
    s = rules.applyUnchecked(s, a).state;
    if (i % every === 0) states.push(s);
  }
  states.push(s);
  const result = rules.result(s);
  const record = makeRecord(rules, initial, { seed }, actions, result === undefined ? {} : { result });
  return { initial, states, actions, record, final: s };
}
