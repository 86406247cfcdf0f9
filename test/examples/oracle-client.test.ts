/**
 * examples/oracle-client.py, the Python client of `atout oracle`, run against the command bundled
 * as `dist/cli.js` is. Skipped, with the reason printed, when `python3` is absent (`.ci/run` runs
 * the client and fails without it).
 */
import { execFile, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleCli, root, type BuiltCli } from '../support/built-cli.js';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.error === undefined && python.status === 0;
if (!hasPython) console.log('SKIPPED examples/oracle-client.py: python3 is not installed (.ci/run requires it)');

let built: BuiltCli | undefined;
afterAll(() => built?.remove());

describe('examples/oracle-client.py', () => {
  it.skipIf(!hasPython)('talks to atout oracle and every answer matches (exit 0)', async () => {
    built = await bundleCli();
    const cli = built.cli;
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
