/**
 * The docs name the codes the code returns: every error code written in README.md, docs/guide.md,
 * docs/errors.md (and the other docs) is in the code lists (`RULE_ERROR_CODES`, the command's
 * `CLI_ERROR_CODES`), and docs/errors.md lists every code of those lists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_ERROR_CODES } from '../src/cli/codes.js';
import { RULE_ERROR_CODES } from '../src/errors.js';

const root = join(import.meta.dirname, '..');
const CODES = new Set<string>([...RULE_ERROR_CODES, ...CLI_ERROR_CODES]);
const AREAS = new Set([...CODES].map((c) => c.split('/')[0]!));
const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The codes a text names: `area/what` in backticks, for an area of error codes (not a module of `src/`). */
const codesIn = (text: string): string[] =>
  [...text.matchAll(/`([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)`/g)]
    .map((m) => `${m[1]!}/${m[2]!}`)
    .filter((c) => AREAS.has(c.split('/')[0]!) && !existsSync(join(root, 'src', `${c}.ts`)));

describe('the error codes of the docs', () => {
  it.each(DOCS)('%s names only codes the code returns', (doc) => {
    const named = codesIn(readFileSync(join(root, doc), 'utf8'));
    expect(named.filter((c) => !CODES.has(c))).toEqual([]);
  });

  it('the guide names the save codes deserialize returns, and docs/errors.md every code', () => {
    const guide = new Set(codesIn(readFileSync(join(root, 'docs/guide.md'), 'utf8')));
    expect([...CODES].filter((c) => c.startsWith('save/') && !guide.has(c))).toEqual([]);
    const listed = new Set(codesIn(readFileSync(join(root, 'docs/errors.md'), 'utf8')));
    expect([...CODES].filter((c) => !listed.has(c))).toEqual([]);
  });
});
