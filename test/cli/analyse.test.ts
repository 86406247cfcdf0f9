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
        'action 34  Player 1  play:QS       76  best 79 (play:10D)  ✗ costs 3',
        'action 35  Player 2  play:6S       73  best 86 (play:10S)  ✗ costs 13',
        'action 36  Player 3  play:KS       89  best',
        'action 37  Player 4  play:6D       73  best',
        'action 38  Player 3  play:6H       69  best 89 (play:JS)  ✗ costs 20',
        'action 39  Player 4  play:AH       93  best',
        'action 40  Player 1  play:QH       69  best',
        'action 41  Player 2  play:10S      93  best',
        'action 42  Player 4  play:9H       93  best',
        'action 43  Player 1  play:10D      69  best',
        'action 44  Player 2  play:9D       93  best',
        'action 45  Player 3  play:JS       69  best',
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
    expect(lines.map((l) => l.index)).toEqual([33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(lines[1]).toEqual({
      index: 34,
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
        'action 66  Player 1  play:2S      524  best 584 (play:NS play:KS)  ✗ costs 60',
        'action 67  Player 2  play:7D      524  best',
        'action 68  Player 3  play:5C    -1572  best',
        'action 69  Player 4  play:3S      524  best',
        'action 70  Player 4  play:8C      524  best',
        'action 71  Player 1  play:NS      524  best',
        'action 72  Player 2  play:8D      524  best',
        'action 73  Player 3  play:4C    -1644  best -1572 (play:9C)  ✗ costs 72',
        'action 74  Player 4  play:1C      548  best',
        'action 75  Player 1  play:KS      548  best',
        'action 76  Player 2  play:10H     548  best',
        'action 77  Player 3  play:9C    -1644  best',
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

  it('regression (analyse had no budget): --max-nodes bounds the run, which stops with a line saying so', async () => {
    const full = await cli(['analyse', 'hand.json', '--json']);
    const cards = full.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { index: number; stopped?: string });
    expect(cards.some((c) => c.stopped !== undefined)).toBe(false);
    // one node: the first card's search gets it and fails, and nothing is left for the next one
    const one = await cli(['analyse', 'hand.json', '--json', '--max-nodes', '1']);
    expect(one.code).toBe(0);
    const lines = one.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        index: cards[0]!.index,
        error: expect.stringMatching(
          /^The search used its budget of 1 nodes without an answer \(the value is from \d+ to \d+\)\.$/,
        ),
      },
      { index: cards[1]!.index, stopped: 'budget', maxNodes: 1 },
    ]);
    const text = await cli(['analyse', 'hand.json', '--max-nodes', '1']);
    expect(text.out).toContain(
      `Stopped at action ${cards[1]!.index + 1}: the node budget of the run is spent (--max-nodes 1); the cards from there on are not analysed.\n`,
    );
    // a budget that suffices changes nothing
    expect((await cli(['analyse', 'hand.json', '--json', '--max-nodes', '999999999'])).out).toBe(full.out);
    expect((await cli(['analyse', 'hand.json', '--max-nodes', '0'])).code).toBe(2);
    expect((await cli(['analyse', 'hand.json', '--max-nodes', '1e6'])).code).toBe(2);
  });

  it('regression (analyse showed no progress): on a terminal, standard error shows how far it is', async () => {
    const tty = await runCommand(['analyse', 'hand.json', '--tricks', '2'], {
      files: { 'hand.json': RECORD },
      isTTY: true,
    });
    const actions = (JSON.parse(RECORD) as { actions: string[] }).actions.length;
    expect(tty.err).toMatch(new RegExp(`^(\\ranalysed to action \\d+ of ${actions})+\\n$`));
    expect(tty.err).toContain(`action ${actions} of ${actions}`);
    expect((await cli(['analyse', 'hand.json', '--tricks', '2'])).err).toBe('');
  });
});
