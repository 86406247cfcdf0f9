/** Runs an example as a program (`node --import tsx examples/<name>.ts …`) and returns its output. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

export const root = resolve(__dirname, '../..');

export function runExample(
  name: string,
  args: readonly string[] = [],
  timeoutMs = 60_000,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(root, 'examples', name), ...args],
      { cwd: root, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        done({ code, stdout, stderr });
      },
    );
  });
}
