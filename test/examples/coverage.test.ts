import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './run.js';

describe('examples/', () => {
  it('every example has its test, and each is listed in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts'));
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const f of examples) {
      expect(existsSync(join(root, 'test/examples', f.replace(/\.ts$/, '.test.ts'))), f).toBe(true);
      expect(readme, f).toContain(`\`examples/${f}\``);
    }
  });

  it('every example folder (a game written on the kernel) has its test and is linked from docs/adding-a-game.md', () => {
    const guide = readFileSync(join(root, 'docs/adding-a-game.md'), 'utf8');
    // examples/servers/ is not a game: the game-server tables of docs/servers.md (tested below)
    const folders = readdirSync(join(root, 'examples'), { withFileTypes: true }).filter(
      (e) => e.isDirectory() && e.name !== 'servers',
    );
    expect(folders.map((e) => e.name)).toContain('whist');
    for (const { name } of folders) {
      expect(existsSync(join(root, 'test/examples', `${name}.test.ts`)), name).toBe(true);
      // linked at the repository (examples/ is not shipped): the tree at the package's version
      expect(guide, name).toMatch(new RegExp(`\\(https://github\\.com/[^)]+/tree/v[^/)]+/examples/${name}\\)`));
    }
  });

  it('examples/servers/ has its test, and docs/servers.md shows and links each of its files', () => {
    const doc = readFileSync(join(root, 'docs/servers.md'), 'utf8');
    expect(existsSync(join(root, 'test/examples/servers.test.ts'))).toBe(true);
    const files = readdirSync(join(root, 'examples/servers'));
    expect(files.sort()).toEqual(['boardgame-io.ts', 'colyseus.ts']);
    for (const f of files) {
      // the file in full, in a block that names it: the doc shows what the test runs
      const block =
        '```ts file=examples/servers/' + f + '\n' + readFileSync(join(root, 'examples/servers', f), 'utf8') + '```';
      expect(doc.includes(block), `docs/servers.md shows examples/servers/${f} as it is`).toBe(true);
    }
  });
});
