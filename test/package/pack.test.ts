/**
 * The published shape: build, pack the tarball, import it from ESM and CommonJS scripts in a
 * scratch project, and run publint and are-the-types-wrong (node16 profile) on it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const run = (cmd: string, args: string[], cwd = root) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
let dir = '';
let tarball = '';

beforeAll(() => {
  run('npm', ['run', 'build', '--silent']);
  dir = mkdtempSync(join(tmpdir(), 'atout-pack-'));
  const out = run('npm', ['pack', '--silent', '--pack-destination', dir]).trim().split('\n').pop()!;
  tarball = join(dir, out);
  const mod = join(dir, 'node_modules');
  mkdirSync(join(mod, 'atout'), { recursive: true });
  run('tar', ['-xzf', tarball, '-C', join(mod, 'atout'), '--strip-components=1']);
  for (const dep of ['fp-ts', 'zod']) symlinkSync(join(root, 'node_modules', dep), join(mod, dep), 'dir');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const SUBPATHS = ['atout', 'atout/tarot', 'atout/goulash', 'atout/tarabish', 'atout/testing', 'atout/vectors'];

describe('the packed tarball', () => {
  it('imports from an ESM script', () => {
    const file = join(dir, 'smoke.mjs');
    writeFileSync(
      file,
      `
      import * as root from 'atout';
      ${SUBPATHS.slice(1)
        .map((p, i) => `import * as m${i} from '${p}';`)
        .join('\n')}
      import pkg from 'atout/package.json' with { type: 'json' };
      const e = root.parseCard(m0.tarotDeck, '21T');
      if (e._tag !== 'Right') throw new Error('parse failed');
      if (root.formatCard(m0.tarotDeck, e.right) !== '21T') throw new Error('format failed');
      if (typeof m3.playAndCheck !== 'function') throw new Error('testing missing');
      console.log('esm ok', pkg.name, Object.keys(root).length);
    `,
    );
    expect(run('node', [file], dir)).toContain('esm ok atout');
  });

  it('requires from a CommonJS script', () => {
    const file = join(dir, 'smoke.cjs');
    writeFileSync(
      file,
      `
      const root = require('atout');
      ${SUBPATHS.slice(1)
        .map((p, i) => `const m${i} = require('${p}');`)
        .join('\n')}
      const pkg = require('atout/package.json');
      const e = root.parseCard(m2.tarabishDeck, 'JS');
      if (e._tag !== 'Right') throw new Error('parse failed');
      if (typeof m3.runConformance !== 'function') throw new Error('testing missing');
      console.log('cjs ok', pkg.name);
    `,
    );
    expect(run('node', [file], dir)).toContain('cjs ok atout');
  });

  it('publint reports nothing', () => {
    const out = run(join(root, 'node_modules/.bin/publint'), ['--strict', join(dir, 'node_modules/atout')]);
    expect(out).not.toMatch(/warning|error|suggestion/i);
  });

  it('are-the-types-wrong (node16 profile) reports nothing', () => {
    const out = run(join(root, 'node_modules/.bin/attw'), [tarball, '--profile', 'node16', '--format', 'ascii']);
    // attw exits non-zero on any problem in the profile; every node16 resolution must also be green
    const node16 = out.split('\n').filter((l) => l.startsWith('node16'));
    expect(node16.length).toBeGreaterThanOrEqual(2 * SUBPATHS.length);
    for (const line of node16) expect(line).toContain('🟢');
  });
});
