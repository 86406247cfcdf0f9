import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
const out: string[] = [];
for (let i = 0; i < 20; i++) {
  if (i === 7) continue;
  const s = endgame(v, 7000 + i, left, 0);
  const p = prepare(v.rules, s, { nodes: 1e8 });
  if (p._tag === 'Left') throw new Error();
  const g = p.right.search.guess();
  const V = p.right.search.solve();
  out.push(`${g}/${V}`);
}
console.log(out.join(' '));
