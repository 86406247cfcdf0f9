/**
 * The Belote match (docs/rules/belote.md, "The match"): the target, both teams past it, the deal
 * limit (deals passed out not counted), the held litige carried into the next deal.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { beloteMatch, beloteMatchOutcome } from '../../../src/games/belote/index.js';
import { BELOTE_MATCH_POLICY } from '../../../src/games/belote/match.js';
import type { BeloteResult } from '../../../src/games/belote/settle.js';

describe('the match outcome', () => {
  const o = { target: 1000, deals: null };
  it('the first team to reach the target wins; both past it: the higher; equal: play on', () => {
    expect(beloteMatchOutcome([990, 500], 3, o)).toEqual({ over: false, winner: null });
    expect(beloteMatchOutcome([1002, 500], 3, o)).toEqual({ over: true, winner: 0 });
    expect(beloteMatchOutcome([1010, 1050], 3, o)).toEqual({ over: true, winner: 1 });
    expect(beloteMatchOutcome([1050, 1050], 3, o)).toEqual({ over: false, winner: null });
  });
  it('a deal limit ends the match after that many deals, the higher total winning', () => {
    expect(beloteMatchOutcome([300, 200], 4, { target: 1000, deals: 5 })).toEqual({ over: false, winner: null });
    expect(beloteMatchOutcome([300, 200], 5, { target: 1000, deals: 5 })).toEqual({ over: true, winner: 0 });
  });
  it('the held litige goes into the next deal, the dealer as the last result says', () => {
    const options = beloteMatch.options.parse({});
    const last = { held: 81, nextDealer: 2 } as BeloteResult;
    expect(BELOTE_MATCH_POLICY.dealOptions(options, 2, [last])).toMatchObject({ held: 81, dealer: 2 });
    expect(BELOTE_MATCH_POLICY.dealOptions(options, 0, [])).toMatchObject({ held: 0 });
    expect(BELOTE_MATCH_POLICY.nextDealer!(1, last, 4)).toBe(2);
  });
});

describe('a played match', () => {
  it('ends with a team past the target, every deal scored', () => {
    let s = getOrThrow(beloteMatch.setup({ target: 501 }, { seed: 11 }));
    const rng = createRng(5);
    while (beloteMatch.actor(s) !== 'done') {
      const legal = beloteMatch.legal(s);
      s = getOrThrow(beloteMatch.apply(s, legal[rng.below(legal.length)]!)).state;
    }
    const r = beloteMatch.result(s)!;
    expect(r.complete).toBe(true);
    const [a, b] = [r.scores[0]!, r.scores[1]!];
    expect(Math.max(a, b)).toBeGreaterThanOrEqual(501);
    expect(r.winners).toEqual(a > b ? [0, 2] : [1, 3]);
    const sum = r.results.reduce((t, d) => t + d.teamScores[0], 0);
    expect(sum).toBe(a);
  });
});

describe('the match options', () => {
  it('the resolved set reads back as itself (records carry it), without the held points', () => {
    const o = beloteMatch.options.parse({ target: 501, announcements: true });
    expect(beloteMatch.options.parse(o)).toEqual(o);
    expect('held' in o).toBe(false);
  });

  it('a combination that means nothing is refused by the first deal, with its own code', () => {
    const r = beloteMatch.setup({ sharedCards: true }, { seed: 1 });
    expect(r._tag === 'Left' && r.left.code).toBe('options/needs-announcements');
  });
});

describe('actions from outside', () => {
  it('an object that cannot be read is refused, never thrown', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const r = beloteMatch.codec.fromObject!(revoked.proxy);
    expect(r._tag === 'Left' && r.left.code).toBe('action/malformed');
  });
});
