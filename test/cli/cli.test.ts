import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';
import pkg from '../../package.json' with { type: 'json' };
import { READ_LIMITS } from '../../src/cli/records.js';
import { registryOf, type AnyRuleset } from '../../src/record/index.js';
import { makeWhist, whistMatch } from '../support/whist.js';

const registry = registryOf(makeWhist() as unknown as AnyRuleset, whistMatch as unknown as AnyRuleset);

const cli = (argv: string[], files: Record<string, string> = {}) => runCommand(argv, { registry, files });

describe('the atout command', () => {
  it('prints help and the version', async () => {
    const h = await cli(['--help']);
    expect(h.code).toBe(0);
    expect(h.out).toContain('atout play <game>');
    expect(h.out).toContain('whist-test');
    // the version of package.json, not one typed in the source
    expect((await cli(['--version'])).out).toBe(`atout ${pkg.version}\n`);
    const u = await cli(['frobnicate']);
    expect(u.code).toBe(2);
    expect(u.err).toContain('unknown command "frobnicate"');
  });

  it('play --json | validate - exits 0; a tampered record exits 1 and names the action', async () => {
    const p = await cli(['play', 'whist-test', '--seed', '1', '--deals', '3', '--json']);
    expect(p.code).toBe(0);
    const lines = p.out.trim().split('\n');
    expect(lines).toHaveLength(3);
    const v = await cli(['validate', '-'], { '-': p.out });
    expect(v.code).toBe(0);
    expect(v.out).toContain('3 records: 3 ok, 0 failed');
    const rec = JSON.parse(lines[1]!);
    [rec.actions[4], rec.actions[5]] = [rec.actions[5], rec.actions[4]];
    rec.actions[10] = 'play:7S';
    const tampered = [lines[0], JSON.stringify(rec), lines[2]].join('\n');
    const t = await cli(['validate', 'x.jsonl'], { 'x.jsonl': tampered });
    expect(t.code).toBe(1);
    expect(t.out).toMatch(/^FAIL line 2 \(record 2\): action 5 play:\w+: play\/[a-z-]+ — /);
    expect(t.out).toContain('3 records: 2 ok, 1 failed');
    const j = await cli(['validate', 'x.jsonl', '--json'], { 'x.jsonl': tampered });
    const finding = JSON.parse(j.out.split('\n')[1]!);
    // action 5: the fifth action of the record, index 4 in its array of actions
    expect(finding).toMatchObject({ type: 'record', record: 2, line: 2, ok: false, index: 4 });
    expect(finding.actionText).toBe(rec.actions[4]);
  });

  it('validate reads a pretty-printed JSON document or array, and reports bad JSON lines', async () => {
    const p = await cli(['play', 'whist-test', '--seed', '2', '--deals', '2', '--json']);
    const recs = p.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect((await cli(['validate', 'a.json'], { 'a.json': JSON.stringify(recs, null, 2) })).out).toContain(
      '2 records: 2 ok',
    );
    expect((await cli(['validate', 'b.json'], { 'b.json': JSON.stringify(recs[0], null, 2) })).out).toContain(
      '1 records: 1 ok',
    );
    const bad = await cli(['validate', 'c.jsonl'], { 'c.jsonl': `${JSON.stringify(recs[0])}\n{oops\n` });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('input/bad-json');
    const claimed = { ...recs[0], result: { ...recs[0].result, scores: [1, 2, 3, 4] } };
    const m = await cli(['validate', 'd.jsonl'], { 'd.jsonl': JSON.stringify(claimed) });
    expect(m.code).toBe(1);
    expect(m.out).toContain('result/mismatch — The claimed result differs: result.scores[0] claimed 1');
    expect((await cli(['validate', 'missing.json'])).code).toBe(2);
  });

  it('plays a readable transcript', async () => {
    const p = await cli(['play', 'whist-test', '--seed', '3']);
    expect(p.code).toBe(0);
    expect(p.out).toContain('whist-test, seed 3');
    // a game the locale has no words for: its actions numbered from 1, seats from 1
    expect(p.out).toMatch(/^ {2}1\. Player 2: play:/m);
    expect(p.out).toMatch(/^ {2}Scores: Player 1: [+-]?\d+, Player 2: /m);
    expect((await cli(['play', 'nope'])).code).toBe(2);
    expect((await cli(['play', 'whist-test', '--seed', '-4'])).code).toBe(2);
    expect((await cli(['play', 'whist-test', '--option', 'dealer=9'])).code).toBe(2);
  });

  it('--seed takes a 32-bit integer or 32 hex digits (a 128-bit seed, written in lower case)', async () => {
    const wide = 'C0FFEE00112233445566778899AABBCC';
    const p = await cli(['play', 'whist-test', '--seed', wide, '--deals', '2', '--json']);
    expect(p.code).toBe(0);
    const recs = p.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(recs[0].deal).toEqual({ seed: wide.toLowerCase(), algorithm: 'chacha20-v1+fisher-yates+cut-v1' });
    expect(recs[1].deal.seed).toMatch(/^[0-9a-f]{32}$/); // deal 1: deriveSeed(seed, 1)
    expect(recs[1].deal.seed).not.toBe(recs[0].deal.seed);
    expect((await cli(['validate', '-'], { '-': p.out })).code).toBe(0);
    expect((await cli(['play', 'whist-test', '--seed', wide])).out).toContain(`seed ${wide.toLowerCase()}`);
    expect((await cli(['perft', 'whist-test', `seed:${wide}`, '1'])).out.trim()).toBe('8');
    for (const bad of [wide.slice(1), `${wide}0`, '4294967296', '1e3', '0x10', '', '-4']) {
      const r = await cli(['play', 'whist-test', '--seed', bad]);
      expect(r.code, bad).toBe(2);
      expect(r.err).toContain('32 hex digits');
      expect((await cli(['perft', 'whist-test', `seed:${bad}`, '1'])).code).toBe(2);
    }
  });

  it('perft and schema', async () => {
    const p = await cli(['perft', 'whist-test', 'seed:21', '2', '--divide']);
    expect(p.code).toBe(0);
    const lines = p.out.trim().split('\n');
    const total = BigInt(lines.pop()!);
    expect(lines.reduce((a, l) => a + BigInt(l.split(' ')[1]!), 0n)).toBe(total);
    const rec = (await cli(['play', 'whist-test', '--seed', '5', '--json'])).out.trim();
    const partial = { ...JSON.parse(rec), actions: JSON.parse(rec).actions.slice(0, 28), result: undefined };
    const f = await cli(['perft', 'whist-test', '@r.json', '4'], { 'r.json': JSON.stringify(partial) });
    expect(f.code).toBe(0);
    expect(BigInt(f.out.trim())).toBeGreaterThan(0n);
    expect((await cli(['perft', 'whist-test', 'fen', '2'])).code).toBe(2);
    const s = await cli(['schema']);
    expect(s.out.split('\n')).toContain('record');
    const r = await cli(['schema', 'record']);
    expect(JSON.parse(r.out).type).toBe('object');
    expect((await cli(['schema', 'nope'])).code).toBe(2);
  });

  it('follows the exit codes of --help in every command: 2 for a usage error or an unreadable input', async () => {
    const h = (await cli(['--help'])).out;
    expect(h).toContain('Exit codes (every command):\n  0  success\n  1  one or more input records are invalid');
    expect(h).toContain('  2  usage error, unreadable input, or input refused as a whole');
    const usage: string[][] = [
      ['play'],
      ['play', 'whist-test', '--sed', '3'],
      ['play', 'whist-test', 'extra'],
      ['play', 'whist-test', '--deals', '0'],
      ['validate', '--jsno'],
      ['validate', 'a.jsonl', 'b.jsonl'],
      ['validate', 'missing.jsonl'],
      ['perft', 'whist-test', 'seed:1'],
      ['perft', 'whist-test', 'seed:1', '2', '--players', '4'],
      ['perft', 'whist-test', 'seed:1', 'x'],
      ['perft', 'whist-test', '@missing.json', '1'],
      ['perft', 'whist-test', '@big.json', '1'],
      ['schema', 'nope'],
      ['schema', 'record', '--json'],
      ['demo', '--deals', '2'],
      ['demo', 'extra'],
      ['demo', '--seed', 'abc'],
      ['frobnicate'],
      ['--option'],
      ['play', 'whist-test', '--seeds', '3'],
      ['play', 'whist-test', '--json=1'],
      ['play', 'whist-test', '--players', 'four'],
      ['validate', '--jobs', '0'],
      ['validate', '--jobs', 'x'],
      ['validate', '--jobs'],
    ];
    const big = ' '.repeat(READ_LIMITS.maxBytes + 1);
    for (const argv of usage) {
      const r = await cli(argv, { 'big.json': big });
      expect([argv, r.code]).toEqual([argv, 2]);
      expect(r.out).toBe('');
      expect(r.err).not.toBe('');
    }
  });

  it("reads every command's flags strictly: an unknown flag prints that command's usage on stderr", async () => {
    const unknown: [string, string[]][] = [
      ['play', ['play', 'whist-test', '--bogus', '1']],
      ['validate', ['validate', '-', '--verbos']],
      ['perft', ['perft', 'whist-test', 'seed:1', '1', '--div']],
      ['schema', ['schema', '--all']],
      ['demo', ['demo', '-x']],
    ];
    for (const [cmd, argv] of unknown) {
      const r = await cli(argv);
      expect([argv, r.code, r.out]).toEqual([argv, 2, '']);
      expect(r.err).toMatch(new RegExp(`^atout ${cmd}: Unknown option '-`));
      expect(r.err).toContain(`Usage:\n  atout ${cmd}`);
      const h = await cli([cmd, '--help']);
      expect([h.code, h.err]).toEqual([0, '']);
      expect(h.out).toMatch(new RegExp(`^Usage:\n  atout ${cmd}`));
    }
    const help = (await cli(['--help'])).out;
    expect(help).toContain('the LINE where the record\n      starts in the file (from 1, blank lines counted)');
    expect(help).toContain('ACTION numbered from 1');
  });
});
