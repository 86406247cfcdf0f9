import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';
import { prepare } from '../src/bots/solver/prepare.js';
const v = VARIANTS.find((x) => x.name === (process.argv[2] ?? 'tarabish auction'))!;
const left = Number(process.argv[3] ?? 9);
const ttE = Number(process.argv[4] ?? 200000);
for (const i of (process.argv[5] ?? "0,1,2,3,4,5,6,7").split(",").map(Number)) {
  const s = endgame(v, 7000 + i, left, 0);
  const p = prepare(v.rules, s, { nodes: 1e8, ttEntries: ttE });
  if (p._tag === 'Left') throw new Error();
  const { search, board } = p.right;
  let lo = board.past() + board.constant, hi = lo + board.remaining();
  const log: string[] = [];
  const t0 = performance.now();
  while (lo < hi) {
    const t = Math.ceil((lo + hi + 1) / 2);
    const n0 = search.nodes;
    const val = search.value(t - 1, t);
    log.push(`${t}:${val >= t ? '>=' : '<'}${val} ${search.nodes - n0}`);
    if (val >= t) lo = val; else hi = val;
  }
  console.log(i, 'value', lo, 'nodes', search.nodes, 'ms', Math.round(performance.now() - t0), log.join(' | '));
}
