import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
for (const i of [0, 2, 3, 9]) {
  const s = endgame(v, 7000 + i, 9, 0);
  const p = prepare(v.rules, s, { nodes: 1e8 });
  if (p._tag === 'Left') throw new Error();
  const { search, board } = p.right;
  const V = search.solve();
  const n0 = search.nodes;
  const max = board.side(board.seat()) === 0;
  const parts: string[] = [];
  for (const m of search.moves()) {
    const skip = search.missesValue(m.same, V);
    if (skip) { parts.push(`${m.card}:skip`); continue; }
    const a = search.nodes;
    board.play(m.card);
    const w = max ? search.value(V - 1, V) : search.value(V, V + 1);
    board.undo();
    parts.push(`${m.card}:${(max ? w >= V : w <= V) ? 'BEST' : 'no'}:${search.nodes - a}`);
  }
  console.log(i, V, 'solve', n0, parts.join(' '));
}
