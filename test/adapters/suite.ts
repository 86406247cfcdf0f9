/**
 * The wire tests both adapters run alike, each through its own framework's `play` (real server,
 * real clients, every message captured at the clients' sockets): complete Tarot (4 and 5 players),
 * Goulash and Tarabish deals and a short Tarot match with no card leaked (200 deals and more behind
 * ATOUT_LONG, docs/testing.md), a restart in the middle of a deal, and a leaking view caught.
 */
import { describe, expect, it } from 'vitest';
import { goulash, tarabish, tarot, tarotMatch, type AnyRuleset } from '../../src/index.js';
import { newTally, type LeakTally } from './wire.js';

const LONG = process.env.ATOUT_LONG === '1';

/** What each framework's test driver takes. */
export interface PlayThrough {
  readonly options?: object;
  readonly deals?: number;
  readonly seed?: number;
  readonly restartAt?: number;
  /** The ruleset the server serves, when not the one played (the leaking view). */
  readonly served?: AnyRuleset;
}

/**
 * The suite for one framework: `where` names it in the titles ("through a boardgame.io server"),
 * `unit` what its socket receives ("packet", "frame"), `play` plays deals through it and returns
 * their results.
 */
export function wireSuite(
  where: string,
  unit: string,
  play: (rules: AnyRuleset, tally: LeakTally, o: PlayThrough) => Promise<readonly unknown[]>,
): void {
  describe(`complete games ${where}, no card leaked`, () => {
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
          const results = await play(rules, tally, { ...(options ? { options } : {}), deals, seed });
          expect(tally.deals - before).toBe(deals);
          expect(results.every((r) => r !== undefined)).toBe(true);
          expect(tally.leaks.slice(leaks)).toEqual([]);
        },
        600_000,
      );
    }
    it(`looked at every ${unit}`, () => {
      expect(tally.deals).toBeGreaterThanOrEqual(LONG ? 200 : 5);
      expect(tally.messages).toBeGreaterThan(tally.deals * 100);
      expect(tally.refusals).toBeGreaterThan(tally.deals);
    });
  });

  describe('a server restart in the middle of a deal', () => {
    it('resumes it for every client, from the stored save', async () => {
      const tally = newTally();
      const out = await play(tarot, tally, { deals: 1, restartAt: 30, seed: 9 });
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
      // The leaking server may break the play once it has leaked (hence the catch); a failure
      // before any leak was found is the test's own, and shows as such.
      await play(tarot, tally, { served: leaky, deals: 1 }).catch((e: unknown) => {
        if (tally.leaks.length === 0) throw e;
      });
      expect(tally.leaks.length).toBeGreaterThan(0);
    }, 60_000);
  });
}
