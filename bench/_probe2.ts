import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
let sum = 0;
const t0 = process.cpuUsage();
const out: string[] = [];
for (const i of (process.argv[4] ?? '0,1,2,3,4,5,6').split(',').map(Number)) {
  const s = endgame(v, 7000 + i, left, 0);
  const p = prepare(v.rules, s, { nodes: 1e8, ttEntries: 131072 });
  if (p._tag === 'Left') throw new Error();
  const val = process.env.FULL ? p.right.search.value() : p.right.search.solve();
  sum += p.right.search.nodes;
  out.push(`${val}:${p.right.search.nodes}`);
}
const cpu = process.cpuUsage(t0);
console.log(out.join(' '), 'sum', sum, 'cpu ms', Math.round((cpu.user + cpu.system) / 1000), 'Mnodes/s', (sum / ((cpu.user + cpu.system) / 1e6) / 1e6).toFixed(2));
