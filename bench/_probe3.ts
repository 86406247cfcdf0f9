import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
const i = Number(process.argv[4] ?? 0);
const s = endgame(v, 7000 + i, left, 0);
const p = prepare(v.rules, s, { nodes: 1e8 });
if (p._tag === 'Left') throw new Error();
const { search, board } = p.right;
// count nodes by tricks left and card in trick
const counts = new Map<string, number>();
const origPlay = board.play.bind(board);
board.play = (c: number) => { const k = `${board.tricksLeft()}.${board.trickLength()}`; counts.set(k, (counts.get(k) ?? 0) + 1); origPlay(c); };
const val = search.solve();
console.log('value', val, 'nodes', search.nodes);
console.log([...counts.entries()].sort().map(([k, n]) => `${k}:${n}`).join(' '));
