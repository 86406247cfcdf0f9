/**
 * `npx tsx bench/solver-nodes.ts`: the solver's work counted in nodes (cards played in the search),
 * deterministic and independent of the machine's load, on issue 29's rows: the same seeded
 * positions as `npm run bench:bots` (test/bots/solver/endgames.ts, seeds 7000 + i), each solved as
 * `solve` does (its value and its best cards, `rootValues`). Prints per row the total and median
 * nodes, the positions over budget, the row's process CPU time (noisy on a loaded machine; the nodes are not) and each position's nodes; with `--save FILE` writes every
 * answer (value and best cards) and with `--check FILE` compares the answers with a saved run (a
 * search change must not change one). Flags: `--hands N` (default 10), `--nodes N` (default
 * `solve`'s budget), `--rows a,b` (row names below, default all), `--tt N` (table entries), `--partition` (partition search's table entries, solver/partition.ts), `--json`, `--cold` (no JIT warm-up, bench/warm-up.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { prepare } from '../src/bots/solver/prepare.js';
import { Search } from '../src/bots/solver/search.js';
import { SolverTables } from '../src/bots/solver/table.js';
import { DEFAULT_NODES, rootValues } from '../src/bots/solve.js';
import { endgame, VARIANTS, type Variant } from '../test/bots/solver/endgames.js';
import { benchArgs } from './timing.js';
import { warmUp } from './warm-up.js';

const args = benchArgs(process.argv.slice(2));
const HANDS = args.num('--hands', 10);
const NODES = args.num('--nodes', DEFAULT_NODES);
const TT_ENTRIES = args.num('--tt', 0);
const argv = process.argv.slice(2);
const PARTITION = argv.includes('--partition');
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

const ROWS: readonly { readonly name: string; readonly variant: string; readonly left: number }[] = [
  { name: 'tarabish9', variant: 'tarabish auction', left: 9 },
  { name: 'traditional9', variant: 'tarabish traditional', left: 9 },
  { name: 'tarot4p8', variant: 'tarot 4p', left: 8 },
  { name: 'tarot3p10', variant: 'tarot 3p', left: 10 },
  { name: 'tarot5p10', variant: 'tarot 5p', left: 10 },
  { name: 'tarot4p18', variant: 'tarot 4p', left: 18 },
];
const wanted = opt('--rows')?.split(',');
const TABLES = new SolverTables();
if (!argv.includes('--cold')) warmUp(TABLES);
const variant = (name: string): Variant => VARIANTS.find((v) => v.name === name)!;

type Answer = { readonly value: number; readonly best: readonly number[] } | 'budget';
const answers: Record<string, Answer> = {};
const out: { row: string; total: number; median: number; over: number; cpu: number; nodes: number[] }[] = [];

for (const r of ROWS) {
  if (wanted !== undefined && !wanted.includes(r.name)) continue;
  const v = variant(r.variant);
  const maxTricks = Math.max(10, r.left);
  const nodes: number[] = [];
  let over = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < HANDS; i++) {
    let s = endgame(v, 7000 + i, r.left, 0);
    // Tarabish 'first-trick' declarations: the first legal one, then the cards (as bench:bots).
    for (
      let p = prepare(v.rules, s, { tables: TABLES, maxTricks });
      p._tag === 'Left' && p.left.code === 'solve/not-card-play';
      p = prepare(v.rules, s, { tables: TABLES, maxTricks })
    )
      s = v.rules.applyUnchecked(s, v.rules.legal(s)[0]).state as object;
    const p = prepare(v.rules, s, {
      nodes: NODES,
      tables: TABLES,
      maxTricks,
      ...(TT_ENTRIES > 0 ? { ttEntries: TT_ENTRIES } : {}),
    });
    if (p._tag === 'Left') throw new Error(p.left.message);
    const prepared = PARTITION
      ? { ...p.right, search: new Search(p.right.board, { ...p.right.search.options, partition: true }) }
      : p.right;
    const got = rootValues(prepared);
    nodes.push(prepared.search.nodes);
    if (got._tag === 'Left') over++;
    answers[`${r.name}/${i}`] =
      got._tag === 'Left' ? 'budget' : { value: got.right.value, best: [...got.right.best].sort((a, b) => a - b) };
  }
  const used = process.cpuUsage(cpu0);
  const cpu = Math.round((used.user + used.system) / 1000);
  const sorted = [...nodes].sort((a, b) => a - b);
  const row = {
    row: r.name,
    total: nodes.reduce((a, b) => a + b, 0),
    median: sorted[Math.ceil(sorted.length / 2) - 1]!,
    over,
    cpu,
    nodes,
  };
  out.push(row);
  if (!args.json)
    console.log(
      `${r.name.padEnd(13)} total ${String(row.total).padStart(11)}  median ${String(row.median).padStart(9)}  over ${over}/${HANDS}  cpu ${cpu} ms  [${nodes.join(' ')}]`,
    );
}

const save = opt('--save');
if (save !== undefined) writeFileSync(save, JSON.stringify(answers));
const check = opt('--check');
if (check !== undefined) {
  const before = JSON.parse(readFileSync(check, 'utf8')) as Record<string, Answer>;
  let differ = 0;
  let compared = 0;
  for (const [k, a] of Object.entries(answers)) {
    const b = before[k];
    if (b === undefined || a === 'budget' || b === 'budget') continue;
    compared++;
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      differ++;
      console.log(`DIFFERENT ${k}: ${JSON.stringify(b)} then ${JSON.stringify(a)}`);
    }
  }
  console.log(`checked ${compared} answers against ${check}: ${differ} different`);
  if (differ > 0) process.exitCode = 1;
}
if (args.json) console.log(JSON.stringify(out));
