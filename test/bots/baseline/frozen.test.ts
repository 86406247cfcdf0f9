/**
 * The baseline is frozen: its deals play exactly as atout 0.1's heuristic played them (the
 * fingerprint below was taken from the `heuristic` level at ac728f6, before any change to it). A
 * change to the baseline, or to a rule it reads, changes the fingerprint: that is a change of the
 * opponent every tournament measures against, to be made only on purpose (docs/bots.md).
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/bots/index.js';
import { goulash, tarabish, tarot } from '../../../src/games/registry.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { sha256 } from '../../../src/kernel/sha256.js';

const GAMES: readonly (readonly [string, AnyRuleset, object])[] = [
  ['tarot3', tarot as unknown as AnyRuleset, { players: 3 }],
  ['tarot4', tarot as unknown as AnyRuleset, { players: 4 }],
  ['tarot5', tarot as unknown as AnyRuleset, { players: 5 }],
  ['goulash', goulash as unknown as AnyRuleset, {}],
  ['tarabish auction', tarabish as unknown as AnyRuleset, { preset: 'auction' }],
  ['tarabish traditional', tarabish as unknown as AnyRuleset, { preset: 'traditional' }],
];

/** Every action of `deals` deals played by four bots of `level`, encoded, hashed. */
function fingerprint(level: 'baseline' | 'heuristic', deals: number): string {
  const lines: string[] = [];
  for (const [name, rules, options] of GAMES)
    for (let d = 0; d < deals; d++) {
      let s = getOrThrow(rules.setup(options, { seed: 1000 + d })) as object;
      const bot = createBot(rules, { level, seed: d });
      while (rules.actor(s) !== 'done') {
        const seat = rules.actor(s) as number;
        const a = getOrThrow(bot.act(s, seat));
        lines.push(`${name} ${d} ${rules.codec.encode(a)}`);
        s = getOrThrow(rules.apply(s, a)).state as object;
      }
    }
  return [...sha256(new TextEncoder().encode(lines.join('\n')))]
    .slice(0, 8)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

describe('the baseline (atout 0.1 heuristic, frozen)', () => {
  it('plays 10 deals of every game as 0.1 did', () => {
    expect(fingerprint('baseline', 10)).toBe('d3affa1502f8d9b2');
  });
});
