/**
 * `atout/no-cycle`: no import cycle among the files of src/, type-only imports included (a type
 * cycle still ties the modules' layers together). Imports are read and resolved as tsc does them
 * (`ts.preProcessFile`, `ts.resolveModuleName` with tsconfig.json's options): the linted file from
 * its text, every other file from disk (cached by modification time).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.dirname(import.meta.dirname);
const SRC = path.join(ROOT, 'src') + path.sep;

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  ROOT,
);

/** The files of src/ a module's text imports, with where each import is written. */
function importsOf(file, text) {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (resolved === undefined || resolved.isExternalLibraryImport) return [];
    const to = path.resolve(resolved.resolvedFileName);
    return to.startsWith(SRC) ? [{ to, pos, end }] : [];
  });
}

/** A file's imports from disk, kept while its modification time stays the same. */
const onDisk = new Map();
function importsOnDisk(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const kept = onDisk.get(file);
  if (kept !== undefined && kept.mtime === mtime) return kept.imports;
  const imports = importsOf(file, readFileSync(file, 'utf8')).map(({ to }) => to);
  onDisk.set(file, { mtime, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or undefined. */
function pathBack(start, file) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of importsOnDisk(queue[i])) {
      if (next === file) {
        const chain = [queue[i]];
        for (let p = parent.get(queue[i]); p !== null; p = parent.get(p)) chain.unshift(p);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, queue[i]);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const short = (file) => path.relative(ROOT, file).split(path.sep).join('/');

export const noCycle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Type-only imports count: move what both sides need into a module below both.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!file.startsWith(SRC)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        const seen = new Set();
        for (const { to, pos, end } of importsOf(file, sourceCode.text)) {
          if (seen.has(to)) continue;
          seen.add(to);
          const chain = to === file ? [] : pathBack(to, file);
          if (chain === undefined) continue;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain, file].map(short).join(' → ') },
          });
        }
      },
    };
  },
};
