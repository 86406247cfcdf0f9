import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
let a = 0, b = 0;
for (const i of (process.argv[4] ?? '0,1,2,3,4,5,6,8,9,10').split(',').map(Number)) {
  const s = endgame(v, 7000 + i, left, 0);
  const p = prepare(v.rules, s, { nodes: 1e8 });
  if (p._tag === 'Left') throw new Error();
  const V = p.right.search.solve();
  const n1 = p.right.search.nodes;
  const q = prepare(v.rules, s, { nodes: 1e8 });
  if (q._tag === 'Left') throw new Error();
  const x = q.right.search.value(V - 1, V);
  const y = q.right.search.value(V, V + 1);
  const n2 = q.right.search.nodes;
  a += n1; b += n2;
  console.log(i, V, x, y, n1, n2);
}
console.log('binary', a, 'perfect guess', b);
