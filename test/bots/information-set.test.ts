/**
 * A bot sees only what its seat may know: for every level and every ruleset, its choice in a state
 * and in a second state that differs only in the cards the seat cannot see (`sampleHidden`) is
 * the same. Also: a seed gives the same choices whatever was asked before, and every choice is
 * legal (`apply` accepts it).
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, createBot } from '../../src/bots/index.js';
import { goulash, goulashMatch, tarabish, tarabishMatch, tarot, tarotMatch } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { belote } from '../../src/games/belote/rules.js';
import { coinche } from '../../src/games/coinche/rules.js';

const any = (r: unknown): AnyRuleset => r as AnyRuleset;
const CASES: readonly (readonly [string, AnyRuleset, object])[] = [
  ['tarot 3p', any(tarot), { players: 3 }],
  ['tarot 4p', any(tarot), { players: 4 }],
  ['tarot 5p', any(tarot), { players: 5 }],
  ['goulash', any(goulash), {}],
  ['tarabish auction', any(tarabish), { preset: 'auction' }],
  ['tarabish traditional', any(tarabish), { preset: 'traditional' }],
  ['tarot match', any(tarotMatch), {}],
  ['goulash match', any(goulashMatch), {}],
  ['tarabish match', any(tarabishMatch), {}],
  ['belote', any(belote), {}],
  ['coinche', any(coinche), { announcements: true }],
];

/**
 * States reached by random play from `seed` where the seat to act has a choice: the first one
 * outside the card play (the bidding) and two or three in the last third of the card play (where
 * PIMC's rollouts are short).
 */
function statesOf(rules: AnyRuleset, options: object, seed: number): object[] {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup(options, { seed })) as object;
  const others: object[] = [];
  const plays: object[] = [];
  for (let i = 0; i < 200 && rules.actor(s) !== 'done'; i++) {
    const legal = rules.legal(s);
    if (legal.length > 1) {
      if (legal.every((a) => rules.codec.encode(a).startsWith('play:'))) plays.push(s);
      else others.push(s);
    }
    s = rules.applyUnchecked(s, legal[rng.below(legal.length)]).state as object;
  }
  const third = Math.floor((plays.length * 2) / 3);
  return [others[0] ?? plays[third + 1]!, plays[third]!, plays[plays.length - 1]!];
}

/** The bots tested: every level, and PIMC with each rollout. */
const BOTS = [
  ...BOT_LEVELS.map((level) => ({ level, seed: 5, worlds: 2 })),
  { level: 'pimc', seed: 5, worlds: 3, rollout: 'random' },
] as const;

describe('a bot reads only what its seat may know', () => {
  for (const [name, rules, options] of CASES) {
    it(name, () => {
      const states = statesOf(rules, options, 11);
      for (const options of BOTS) {
        const level = `${options.level}${'rollout' in options ? ` ${options.rollout}` : ''}`;
        for (const [k, state] of states.entries()) {
          const seat = rules.actor(state) as number;
          const other = getOrThrow(rules.sampleHidden(state, seat, 1000 + k)) as object;
          const bot = createBot(rules, options);
          const chosen = getOrThrow(bot.act(state, seat));
          // legal: apply accepts it
          expect(rules.apply(state, chosen)._tag, `${level} ${k}`).toBe('Right');
          // the same choice when only the hidden cards differ, and from a fresh bot (no memory)
          expect(rules.codec.encode(getOrThrow(bot.act(other, seat))), `${level} ${k}`).toBe(
            rules.codec.encode(chosen),
          );
          const fresh = createBot(rules, options);
          expect(rules.codec.encode(getOrThrow(fresh.act(state, seat)))).toBe(rules.codec.encode(chosen));
        }
      }
    });
  }

  it('the second state does differ in hidden cards (the test can fail)', () => {
    const state = statesOf(any(tarot), { players: 4 }, 11)[1]!;
    const seat = any(tarot).actor(state) as number;
    const other = getOrThrow(any(tarot).sampleHidden(state, seat, 1000)) as object;
    expect(any(tarot).view(other, seat)).toEqual(any(tarot).view(state, seat));
    expect(any(tarot).view(other, (seat + 1) % 4)).not.toEqual(any(tarot).view(state, (seat + 1) % 4));
  });
});
