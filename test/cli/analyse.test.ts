import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';

/** A Tarabish hand played at random (`atout play tarabish --seed 3 --json`). */
const RECORD = readFileSync(join(import.meta.dirname, 'fixtures', 'analyse-tarabish.jsonl'), 'utf8');
/** A Tarot deal played at random (`atout play tarot --seed 1 --json`: 4 players, seat 3 takes). */
const TAROT_RECORD = readFileSync(join(import.meta.dirname, 'fixtures', 'analyse-tarot.jsonl'), 'utf8');

const cli = (argv: string[], files: Record<string, string> = { 'hand.json': RECORD }) => runCommand(argv, { files });

describe('atout analyse', () => {
  it('prints the value of each card of the last tricks against the best card', async () => {
    const r = await cli(['analyse', 'hand.json', '--tricks', '3']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'tarabish: the card play of the last 3 tricks, double dummy (every hand visible): the card points',
        'the side of the player owns at the end under perfect play after the card played, and after the best card.',
        '#34  seat 1  play:QS       76  best 79 (play:10D)  ✗ costs 3',
        '#35  seat 2  play:6S       73  best 86 (play:10S)  ✗ costs 13',
        '#36  seat 3  play:KS       89  best',
        '#37  seat 4  play:6D       73  best',
        '#38  seat 3  play:6H       69  best 89 (play:JS)  ✗ costs 20',
        '#39  seat 4  play:AH       93  best',
        '#40  seat 1  play:QH       69  best',
        '#41  seat 2  play:10S      93  best',
        '#42  seat 4  play:9H       93  best',
        '#43  seat 1  play:10D      69  best',
        '#44  seat 2  play:9D       93  best',
        '#45  seat 3  play:JS       69  best',
        '',
      ].join('\n'),
    );
  });

  it('gives the same per card as JSON Lines, and both sides add up to the hand', async () => {
    const r = await cli(['analyse', 'hand.json', '--tricks', '3', '--json']);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { index: number; seat: number; value: number; best: number; cost: number });
    expect(lines.map((l) => l.index)).toEqual([34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45]);
    expect(lines[1]).toEqual({
      index: 35,
      seat: 1,
      action: 'play:6S',
      value: 73,
      best: 86,
      bestActions: ['play:10S'],
      cost: 13,
    });
    for (const l of lines) expect(l.cost).toBe(l.best - l.value);
    // After a card, the next player's side owns the rest of the 162 points (152 and the last trick's 10).
    for (let i = 0; i + 1 < lines.length; i++) {
      const [a, b] = [lines[i]!, lines[i + 1]!];
      expect(a.seat % 2 === b.seat % 2 ? b.best : 162 - b.best).toBe(a.value);
    }
  });

  it("--score: the player's score for the deal against the best card (Tarot)", async () => {
    const files = { 'deal.json': TAROT_RECORD };
    const r = await cli(['analyse', 'deal.json', '--tricks', '3', '--score'], files);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "tarot: the card play of the last 3 tricks, double dummy (every hand visible): the player's score",
        'for the deal under perfect play after the card played, and after the best card.',
        '#66  seat 1  play:2S      524  best 584 (play:NS play:KS)  ✗ costs 60',
        '#67  seat 2  play:7D      524  best',
        '#68  seat 3  play:5C    -1572  best',
        '#69  seat 4  play:3S      524  best',
        '#70  seat 4  play:8C      524  best',
        '#71  seat 1  play:NS      524  best',
        '#72  seat 2  play:8D      524  best',
        '#73  seat 3  play:4C    -1644  best -1572 (play:9C)  ✗ costs 72',
        '#74  seat 4  play:1C      548  best',
        '#75  seat 1  play:KS      548  best',
        '#76  seat 2  play:10H     548  best',
        '#77  seat 3  play:9C    -1644  best',
        '',
      ].join('\n'),
    );
    const json = await cli(['analyse', 'deal.json', '--tricks', '3', '--score', '--json'], files);
    const lines = json.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seat: number; value: number; best: number; cost: number });
    expect(lines).toHaveLength(12);
    for (const l of lines) expect(l.cost).toBe(l.best - l.value);
  });

  it('--score refuses a Tarabish record (exit 2)', async () => {
    const r = await cli(['analyse', 'hand.json', '--score']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--score is for Tarot records');
  });

  it('exits 1 on an invalid record, 2 on bad usage', async () => {
    const bad = RECORD.replace('"play:QS"', '"play:QZ"');
    const r = await cli(['analyse', 'bad.json'], { 'bad.json': bad });
    expect(r.code).toBe(1);
    expect(r.err).toContain('invalid record');
    expect((await cli(['analyse'])).code).toBe(2);
    expect((await cli(['analyse', 'hand.json', '--tricks', '11'])).code).toBe(2);
    expect((await cli(['analyse', 'hand.json', '--frobnicate'])).code).toBe(2);
  });
});

describe('atout analyse --jobs', () => {
  it('gives the same lines on 2 worker threads as in one thread', async () => {
    const one = await cli(['analyse', 'hand.json', '--tricks', '3', '--json']);
    const two = await cli(['analyse', 'hand.json', '--tricks', '3', '--json', '--jobs', '2']);
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
    expect(one.out.trim().split('\n')).toHaveLength(12);
  });
  it('refuses a --jobs that is not a whole number', async () => {
    expect((await cli(['analyse', 'hand.json', '--jobs', '0'])).code).toBe(2);
  });
});
