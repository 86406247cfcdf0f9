/**
 * examples/oracle-client.py, the Python client of `atout oracle`, run against the command bundled
 * as `dist/cli.js` is. Skipped, with the reason printed, when `python3` is absent (`.ci/run` runs
 * the client and fails without it).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './run.js';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.error === undefined && python.status === 0;
if (!hasPython) console.log('SKIPPED examples/oracle-client.py: python3 is not installed (.ci/run requires it)');

let dir = '';
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('examples/oracle-client.py', () => {
  it.skipIf(!hasPython)('talks to atout oracle and every answer matches (exit 0)', async () => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    dir = mkdtempSync(join(root, '.tmp', 'oracle-'));
    const cli = join(dir, 'cli.js');
    await build({
      entryPoints: [join(root, 'src/cli/main.ts')],
      outfile: cli,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
      execFile(
        'python3',
        [join(root, 'examples/oracle-client.py'), process.execPath, cli, 'oracle'],
        { cwd: root, timeout: 60_000 },
        (error, out, err) =>
          done({
            code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1,
            stdout: out,
            stderr: err,
          }),
      ),
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('ok  tarabish legal plays, partnerException=off: ["JH"]');
    expect(stdout).toContain('ok  tarabish legal plays, partnerException=overtrump-if-trumping: ["AC", "JH"]');
    expect(stdout).toContain('oracle-client: every answer matches');
  });
});
