/** One record file read for `atout analyse` and `atout perft @file`: each failure said once, with its exit code. */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';

describe('a single record file', () => {
  it('that cannot be read is refused, by either command', async () => {
    for (const argv of [
      ['analyse', 'nowhere.json'],
      ['perft', 'tarot', '@nowhere.json', '1'],
    ]) {
      const r = await runCommand(argv);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`atout ${argv[0]}: cannot read nowhere.json: no such file nowhere.json\n`);
    }
  });

  it('that is not a record is invalid for analyse and refused for perft, with the same message', async () => {
    const files = { 'bad.json': '{ not json' };
    const analyse = await runCommand(['analyse', 'bad.json'], { files });
    const perft = await runCommand(['perft', 'tarot', '@bad.json', '1'], { files });
    expect([analyse.code, perft.code]).toEqual([1, 2]);
    expect(analyse.err).toMatch(/^atout analyse: [a-z]+\/[a-z-]+: /);
    expect(perft.err.replace('perft', 'analyse')).toBe(analyse.err);
  });
});
