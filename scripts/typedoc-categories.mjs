// TypeDoc plugin (typedoc.json `plugin`): puts every export of an entry point in a category by the
// source file that declares it, so the reference groups items as the API report does (rulesets,
// records, errors, seeds, cards, perft, kernel…) without a `@category` tag on each declaration.
// An explicit `@category` tag in atout's sources wins; a dependency's own tags (fp-ts's `Either`) are
// replaced. It also lists the modules in the order of ENTRIES (scripts/entries.ts): the root first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** The import names of ENTRIES, in order (read from scripts/entries.ts: a plugin cannot import TypeScript). */
const entries = readFileSync(join(import.meta.dirname, 'entries.ts'), 'utf8');
const ORDER = [...entries.slice(0, entries.indexOf('};')).matchAll(/^\s*'?(atout[a-z/]*)'?:/gm)].map((m) => m[1]);

/** Exports declared in a dependency: their category here. */
const EXTERNAL = { Either: 'Errors' };

/** Source path (relative to src/, without extension) → category; the first match wins. */
const CATEGORIES = [
  [/^games\/registry$|^games\/[a-z]+\/(rules|match|options|index)$|^kernel\/ruleset$|^match\//, 'Rulesets'],
  [/^games\/[a-z]+\/(state|view|deal|settle)$/, 'States and views'],
  [/^record\//, 'Records'],
  [/^kernel\/(errors|either)$/, 'Errors'],
  [/^kernel\/(seed|rng|sfc32)$/, 'Seeds'],
  [/^kernel\/(card|seat|view)$|^games\/[a-z]+\/(cards|position|codec|action-schema|melds)$/, 'Cards'],
  [/^oracle\//, 'Perft'],
  [/^games\/[a-z]+\/(scoring|scoresheet|goulash-scoring)$/, 'Scoring'],
  [/^kernel\//, 'Kernel'],
  [/^testing\//, 'Testing'],
  [/^entries\/vectors$/, 'Vectors'],
];

const categoryOf = (file, name) => {
  if (!/\/src\//.test(file.replace(/\\/g, '/'))) return EXTERNAL[name];
  const path = file
    .replace(/\\/g, '/')
    .replace(/^.*\/src\//, '')
    .replace(/\.[cm]?tsx?$/, '')
    .replace(/\.d$/, '');
  return CATEGORIES.find(([re]) => re.test(path))?.[1];
};

/** @param {import('typedoc').Application} app */
export function load(app) {
  const files = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const symbol = context.getSymbolFromReflection(reflection);
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
    if (file !== undefined) files.set(reflection.id, file);
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.SomeModule)) {
      for (const child of module.children ?? []) {
        const target = child.kindOf(ReflectionKind.Reference) ? child.tryGetTargetReflectionDeep() : child;
        const file = target && files.get(target.id);
        const category = file && categoryOf(file, target.name);
        if (!category) continue;
        const comment = (child.comment ??= new Comment());
        const comments = [comment, ...(child.signatures ?? []).map((s) => s.comment)].filter((c) => c !== undefined);
        const external = !/\/src\//.test(file.replace(/\\/g, '/'));
        if (external) for (const c of comments) c.blockTags = c.blockTags.filter((t) => t.tag !== '@category');
        if (!comments.some((c) => c.blockTags.some((t) => t.tag === '@category')))
          comment.blockTags.push(new CommentTag('@category', [{ kind: 'text', text: category }]));
      }
    }
  });
  // After sorting (source order would list src/entries/* before src/index.ts): the ENTRIES order.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      const rank = (r) => {
        const i = ORDER.indexOf(r.name);
        return i < 0 ? ORDER.length : i;
      };
      const byEntry = (a, b) => rank(a) - rank(b);
      context.project.children?.sort(byEntry);
      for (const group of context.project.groups ?? []) group.children.sort(byEntry);
    },
    -1000,
  );
}
