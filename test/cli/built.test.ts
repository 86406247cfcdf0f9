/**
 * The command as the package runs it: `src/cli/main.ts` bundled the way `dist/cli.js` is (one ESM
 * file for Node, the dependencies left to node_modules), then run as a process: the version from
 * package.json, a closed standard output, and worker threads that run the bundle itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, root, type BuiltCli } from '../support/built-cli.js';

let built: BuiltCli | undefined;
let cli = '';
let dir = '';

beforeAll(async () => {
  built = await bundleCli();
  cli = built.cli;
  dir = built.dir;
});
afterAll(() => built?.remove());

const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir });

describe('the bundled command', () => {
  it('prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const r = run(['--version']);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, `atout ${version}\n`, '']);
  });

  it('ends quietly, exit 0, when its output is closed early (`| head -1`)', async () => {
    const child = spawn(process.execPath, [cli, 'play', 'tarot', '--deals', '1000', '--json'], { cwd: dir });
    let err = '';
    child.stderr.on('data', (d) => void (err += String(d)));
    let first = '';
    child.stdout.on('data', (d) => {
      first += String(d);
      // the reader has its first line: it closes its end of the pipe
      if (first.includes('\n')) child.stdout.destroy();
    });
    const code = await new Promise((resolve) => child.on('close', (c) => resolve(c)));
    expect(JSON.parse(first.slice(0, first.indexOf('\n'))).format).toBe('atout-record');
    expect([code, err]).toEqual([0, '']);
  });

  it('validates in worker threads running the bundle: the same output for --jobs 2 as for --jobs 1', () => {
    const play = run(['play', 'tarot', '--seed', '3', '--deals', '260', '--json']);
    expect(play.status).toBe(0);
    const lines = play.stdout.trim().split('\n');
    // bad records past the first 200 (checked in-process), where the workers take over
    for (const k of [5, 210, 233, 259]) {
      const r = JSON.parse(lines[k]!);
      r.actions[10 + (k % 30)] = 'play:99Z';
      lines[k] = JSON.stringify(r);
    }
    lines[240] = lines[240]!.replace('{', '{"__proto__":1,');
    const file = join(dir, 'records.jsonl');
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    const one = run(['validate', file, '--json', '--jobs', '1']);
    const two = run(['validate', file, '--json', '--jobs', '2']);
    expect([two.status, two.stderr]).toEqual([1, '']);
    expect(two.stdout).toBe(one.stdout);
    const failed = one.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((o) => o.ok === false);
    expect(failed.map((o) => [o.line, o.code, o.index])).toEqual([
      [6, 'record/bad-action', 15],
      [211, 'record/bad-action', 10],
      [234, 'record/bad-action', 33],
      [241, 'input/forbidden-key', null],
      [260, 'record/bad-action', 29],
    ]);
  });
});
