/**
 * Records of random deals (or matches), written and validated: each game of `rules` is played to
 * its end at random from its own seed, its record made (`makeRecord`, with the result), sent
 * through JSON, and checked by `validate` (replayed, the result compared). Seeds: 32-bit, every
 * third a 128-bit one; every other game is dealt by the `table` procedure; the option sets are
 * taken in turn.
 */
import type { DealProcedure } from '../../src/kernel/deal.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import { deriveSeed, type Seed } from '../../src/kernel/seed.js';
import { makeRecord, validate } from '../../src/record/replay.js';

/** What a run of `recordRandomGames` found: the games, their actions, and any record `validate` refused. */
export interface RecordRun {
  readonly games: number;
  readonly actions: number;
  readonly procedures: { readonly shuffle: number; readonly table: number };
  readonly failures: readonly { readonly seed: Seed; readonly options: object; readonly why: string }[];
}

/** The seed of game `i`: a 32-bit seed, or every third a 128-bit one derived from it. */
const seedOf = (i: number): Seed => {
  const s = deriveSeed(0x5eed + i, 0);
  return i % 3 === 2 ? deriveSeed('000102030405060708090a0b0c0d0e0f', i) : s;
};

/** Plays `count` games of `rules` at random and validates their records against `registry`. */
export function recordRandomGames(
  rules: AnyRuleset,
  optionSets: readonly object[],
  count: number,
  registry: readonly AnyRuleset[] = [rules],
): RecordRun {
  const failures: { seed: Seed; options: object; why: string }[] = [];
  const procedures = { shuffle: 0, table: 0 };
  let actions = 0;
  for (let i = 0; i < count; i++) {
    const seed = seedOf(i);
    const options = optionSets[i % optionSets.length]!;
    const procedure: DealProcedure = i % 2 === 0 ? 'shuffle' : 'table';
    procedures[procedure]++;
    const source = procedure === 'shuffle' ? { seed } : { seed, procedure };
    const start: object = getOrThrow(rules.setup(options, source));
    const rng = createRng(deriveSeed(seed, 0x7e57));
    let s = start;
    const played: string[] = [];
    while (rules.actor(s) !== 'done') {
      const legal = rules.legal(s);
      const a = legal[rng.below(legal.length)];
      played.push(rules.codec.encode(a));
      s = rules.applyUnchecked(s, a).state;
    }
    actions += played.length;
    const record = makeRecord(rules, start, source, played, { result: rules.result(s)! });
    const v = validate(JSON.parse(JSON.stringify(record)), registry);
    if (v._tag === 'Left') failures.push({ seed, options, why: JSON.stringify(v.left).slice(0, 300) });
  }
  return { games: count, actions, procedures, failures };
}
