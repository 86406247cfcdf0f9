import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
import { rootValues } from '../src/bots/solve.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
const n = Number(process.argv[4] ?? 20);
const rows: [number, number, number][] = [];
for (let i = 0; i < n; i++) {
  const s = endgame(v, 7000 + i, left, 0);
  const p = prepare(v.rules, s, { nodes: 2e8 });
  if (p._tag === 'Left') throw new Error();
  const c0 = process.cpuUsage();
  const r = rootValues(p.right);
  const c = process.cpuUsage(c0);
  rows.push([i, p.right.search.nodes, Math.round((c.user + c.system) / 1000)]);
  console.log(i, r._tag === 'Right' ? r.right.value : 'X', p.right.search.nodes, Math.round((c.user + c.system) / 1000));
}
const ms = rows.map((r) => r[2]).sort((a, b) => a - b);
console.log('median', ms[Math.ceil(0.5 * n) - 1], 'p95', ms[Math.ceil(0.95 * n) - 1]);
