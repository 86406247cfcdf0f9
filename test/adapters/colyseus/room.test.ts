/**
 * `atout/colyseus` through a real Colyseus server (ws transport) and real colyseus.js clients:
 * complete Tarot (4 and 5 players), Goulash and Tarabish deals and a short Tarot match, one seat
 * played by an `atout/bots` bot after the grace period, a spectator; the wire leak check on every
 * frame; refusals with the atout code and the state unchanged; a restart mid-deal. 200 deals and
 * more behind ATOUT_LONG (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { goulash, tarabish, tarot, tarotMatch, type AnyRuleset } from '../../../src/index.js';
import { atoutRoom } from '../../../src/adapters/colyseus/index.js';
import { newTally, type LeakTally } from '../wire.js';
import { KEY, playRooms } from './play.js';

const LONG = process.env.ATOUT_LONG === '1';

describe('complete games in a Colyseus room, no card leaked', () => {
  const tally: LeakTally = newTally();
  const cases: [string, AnyRuleset, object | undefined, number, number][] = [
    ['Tarot, 4 players', tarot, undefined, LONG ? 60 : 1, 1],
    ['Tarot, 5 players', tarot, { players: 5 }, LONG ? 50 : 1, 2],
    ['Goulash', goulash, undefined, LONG ? 50 : 1, 3],
    ['Tarabish', tarabish, undefined, LONG ? 40 : 1, 4],
    ['a Tarot match of 2 deals', tarotMatch, { deals: 2 }, 1, 5],
  ];
  for (const [name, rules, options, deals, seed] of cases) {
    it(
      name,
      async () => {
        const before = tally.deals;
        const leaks = tally.leaks.length;
        const results = await playRooms(rules, tally, { ...(options ? { options } : {}), deals, seed });
        expect(tally.deals - before).toBe(deals);
        expect(results.every((r) => r !== undefined)).toBe(true);
        expect(tally.leaks.slice(leaks)).toEqual([]);
      },
      600_000,
    );
  }
  it('looked at every frame', () => {
    expect(tally.deals).toBeGreaterThanOrEqual(LONG ? 200 : 5);
    expect(tally.messages).toBeGreaterThan(tally.deals * 100);
    expect(tally.refusals).toBeGreaterThan(tally.deals);
  });
});

describe('a server restart in the middle of a deal', () => {
  it('resumes it for every client, from the stored save', async () => {
    const tally = newTally();
    const out = await playRooms(tarot, tally, { deals: 1, restartAt: 30, seed: 9 });
    expect(tally.deals).toBe(1);
    expect(tally.restarts).toBe(1);
    expect(tally.leaks).toEqual([]);
    expect(JSON.stringify(out)).toContain('scores');
  }, 60_000);
});

describe('the leak check can fail', () => {
  it('catches a view that shows another seat’s hand', async () => {
    const leaky: AnyRuleset = {
      ...(tarot as AnyRuleset),
      view: (s, seat) => ({
        ...tarot.view(s as never, seat),
        peek: seat === 'spectator' ? null : tarot.view(s as never, (seat + 1) % 4),
      }),
    };
    const tally = newTally();
    await playRooms(tarot, tally, { served: leaky, deals: 1 }).catch(() => undefined);
    expect(tally.leaks.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('atoutRoom', () => {
  it('refuses options the ruleset refuses, with its code', () => {
    const r = atoutRoom(tarot, { key: KEY, options: { players: 7 as 4 } });
    expect(r._tag === 'Left' && r.left.code).toBe('options/invalid');
  });
});
