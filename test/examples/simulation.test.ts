import { describe, expect, it } from 'vitest';
import { formatReport, simulate, type SimulationReport } from '../../examples/simulation.js';
import { runExample } from './run.js';

const total = (rows: SimulationReport['bidders']): number => rows.reduce((n, r) => n + r.count, 0);

function checkSane(r: SimulationReport, hands: number): void {
  expect(r.hands).toBe(hands);
  expect(r.annulled + r.played).toBe(hands);
  expect(r.made + r.bate + r.halfBait).toBe(r.played);
  expect(r.bateRate).toBeGreaterThanOrEqual(0);
  expect(r.bateRate).toBeLessThanOrEqual(1);
  expect(r.bateRate).toBeCloseTo(r.bate / r.played, 12);
  expect(total(r.bidders)).toBe(r.played);
  expect(total(r.opponents)).toBe(r.played);
  // a bate bidding team scores nothing (its bella goes with the rest: bellaOnBate 'transferred')
  expect(r.bidders[0]!.from).toBe(0);
  expect(r.bidders[0]!.count).toBeGreaterThanOrEqual(r.bate);
  for (const row of [...r.bidders, ...r.opponents]) expect(row.from).toBeGreaterThanOrEqual(0);
  // random play: both outcomes happen, and the histograms show several score ranges
  expect(r.made).toBeGreaterThan(0);
  expect(r.bate).toBeGreaterThan(0);
  expect(r.bidders.filter((x) => x.count > 0).length).toBeGreaterThan(2);
}

describe('examples/simulation', () => {
  it('auction preset: 1,000 hands give sane figures', () => {
    const r = simulate({ hands: 1000, seed: 3 });
    checkSane(r, 1000);
    expect(r.halfBait).toBe(0); // no half bait under 'reach-bid'
  });

  it('traditional preset: 1,000 hands give sane figures (no hand annulled: the dealer is forced)', () => {
    const r = simulate({ hands: 1000, seed: 3, preset: 'traditional' });
    checkSane(r, 1000);
    expect(r.annulled).toBe(0);
  });

  it('is reproducible from its seed', () => {
    const strip = ({ millis: _, ...rest }: SimulationReport) => rest;
    expect(strip(simulate({ hands: 200, seed: 9 }))).toEqual(strip(simulate({ hands: 200, seed: 9 })));
    expect(strip(simulate({ hands: 200, seed: 9 }))).not.toEqual(strip(simulate({ hands: 200, seed: 10 })));
  });

  it('the full 10,000-hand run finishes well under a minute', async () => {
    const started = Date.now();
    const run = await runExample('simulation.ts', [], 60_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Tarabish \(auction\), 10000 hands/);
    expect(run.stdout).toMatch(/bate \d+ \(\d+\.\d%\)/);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(formatReport(simulate({ hands: 10 }))).toContain('hand score of the bidding team');
  });
});
