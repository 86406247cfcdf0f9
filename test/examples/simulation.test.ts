import { describe, expect, it } from 'vitest';
import { tarabish } from 'atout/tarabish';
import { formatReport, simulate, type SimulationReport } from '../../examples/simulation.js';
import { runExample } from './run.js';

const total = (rows: SimulationReport['bidders']): number => rows.reduce((n, r) => n + r.count, 0);
/** Hands whose bidding team scored exactly 0 (the report is asked for buckets of one point). */
const zeroes = (r: SimulationReport): number => r.bidders.find((x) => x.from === 0)?.count ?? 0;
/** Every Tarabish hand played to the end has 9 tricks of 4 cards. */
const CARD_PLAYS = 36;

function checkSane(r: SimulationReport, hands: number): void {
  expect(r.hands).toBe(hands);
  expect(r.annulled + r.played).toBe(hands);
  expect(r.made + r.bate + r.halfBait).toBe(r.played);
  expect(r.bateRate).toBeCloseTo(r.bate / r.played, 12);
  expect(total(r.bidders)).toBe(r.played);
  expect(total(r.opponents)).toBe(r.played);
  for (const row of [...r.bidders, ...r.opponents]) expect(row.from).toBeGreaterThanOrEqual(0);
  // every played hand is played to its last card, and no hand exceeds the ruleset's bound
  expect(r.actions).toBeGreaterThanOrEqual(CARD_PLAYS * r.played);
  expect(r.actions).toBeLessThanOrEqual(hands * tarabish.traits.maxActions(tarabish.options.parse({})));
  // random play: both outcomes happen, and the histograms show several score ranges
  expect(r.made).toBeGreaterThan(0);
  expect(r.bate).toBeGreaterThan(0);
  expect(r.bidders.filter((x) => x.count > 0).length).toBeGreaterThan(2);
}

describe('examples/simulation', () => {
  it('auction preset: 1,000 hands give sane figures', () => {
    const r = simulate({ hands: 1000, seed: 3, bucket: 1 });
    checkSane(r, 1000);
    expect(r.halfBait).toBe(0); // no half bait under 'reach-bid'
    // Tarabish rules: a bate bidding team scores nothing (its bella goes with the rest), and a team
    // that makes its bid scores its points: the bate count is the count of scores of 0, taken from
    // the team scores rather than from the outcome.
    expect(zeroes(r)).toBe(r.bate);
    // pinned for this seed: a change in the deal, the legal lists or the scoring shows here
    expect([r.annulled, r.made, r.bate, r.actions]).toEqual([57, 693, 250, 42663]);
  });

  it('traditional preset: 1,000 hands give sane figures (no hand annulled: the dealer is forced)', () => {
    const r = simulate({ hands: 1000, seed: 3, preset: 'traditional', bucket: 1 });
    checkSane(r, 1000);
    expect(r.annulled).toBe(0);
    // Tarabish rules: the callers score nothing when bate, and nothing on equal totals (half bait)
    expect(zeroes(r)).toBe(r.bate + r.halfBait);
    expect([r.made, r.bate, r.halfBait, r.actions]).toEqual([510, 479, 11, 41248]);
  });

  it('is reproducible from its seed', () => {
    const strip = ({ millis: _, ...rest }: SimulationReport) => rest;
    expect(strip(simulate({ hands: 200, seed: 9 }))).toEqual(strip(simulate({ hands: 200, seed: 9 })));
    expect(strip(simulate({ hands: 200, seed: 9 }))).not.toEqual(strip(simulate({ hands: 200, seed: 10 })));
  });

  it('runs as a program: 10,000 hands, every played hand to its last card', async () => {
    const run = await runExample('simulation.ts', [], 60_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const head = /^Tarabish \(auction\), (\d+) hands by random legal moves, (\d+) actions/.exec(run.stdout);
    const counts = /annulled \(all passed\): (\d+) {3}played: (\d+)/.exec(run.stdout);
    expect(head).not.toBeNull();
    expect(counts).not.toBeNull();
    const [hands, actions] = [Number(head![1]), Number(head![2])];
    const [annulled, played] = [Number(counts![1]), Number(counts![2])];
    expect(hands).toBe(10_000);
    expect(annulled + played).toBe(hands);
    expect(actions).toBeGreaterThanOrEqual(CARD_PLAYS * played);
    expect(actions).toBeLessThanOrEqual(hands * tarabish.traits.maxActions(tarabish.options.parse({})));
    expect(run.stdout).toMatch(/bate \d+ \(\d+\.\d%\)/);
    expect(formatReport(simulate({ hands: 10 }))).toContain('hand score of the bidding team');
  });
});
