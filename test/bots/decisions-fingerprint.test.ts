/**
 * The heuristic's and PIMC's decisions, pinned: every action of a few whole deals, encoded and
 * hashed. A change made for speed must leave these as they are; a change of play updates them on
 * purpose (docs/bots.md records the change and its measurements). Bounded by counts: the heuristic
 * at every seat over 12 deals of each Tarot variant; one PIMC seat (2 worlds, the heuristic's
 * rollouts and their double-dummy endgame, the bidding's inference) among heuristic ones over 2
 * deals at 3 players, where PIMC's decisions are the longest.
 */
import { describe, expect, it } from 'vitest';
import { createBot, type BotOptionsInput } from '../../src/bots/index.js';
import { tarot } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { sha256 } from '../../src/kernel/sha256.js';

const rules = tarot as unknown as AnyRuleset;

/** Every action of `deals` deals of Tarot at `players`, seat `pimcSeat(d)` played by `pimc` (none: -1), the others by the heuristic. */
function fingerprint(players: 3 | 4 | 5, deals: number, pimc?: BotOptionsInput): string {
  const lines: string[] = [];
  for (let d = 0; d < deals; d++) {
    let s = getOrThrow(rules.setup({ players }, { seed: 3000 + d })) as object;
    const pimcSeat = pimc === undefined ? -1 : d % players;
    const bots = Array.from({ length: players }, (_, seat) =>
      createBot(rules, seat === pimcSeat ? pimc! : { level: 'heuristic', seed: d }),
    );
    while (rules.actor(s) !== 'done') {
      const seat = rules.actor(s) as number;
      const a = getOrThrow(bots[seat]!.act(s, seat));
      lines.push(`${d} ${seat} ${rules.codec.encode(a)}`);
      s = rules.applyUnchecked(s, a).state as object;
    }
  }
  return [...sha256(new TextEncoder().encode(lines.join('\n')))]
    .slice(0, 8)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

describe('the Tarot decisions, pinned', () => {
  it('the heuristic at 3, 4 and 5 players', () => {
    expect([3, 4, 5].map((n) => fingerprint(n as 3 | 4 | 5, 12))).toEqual([
      '72c3841aed6c3542',
      'ecb9bbbef2a038f4',
      '02665ad2b83c1355',
    ]);
  });

  it('PIMC at 3 players', () => {
    expect(fingerprint(3, 2, { level: 'pimc', seed: 9, worlds: 2 })).toBe('5732fe6f146cd3dc');
  });
});
