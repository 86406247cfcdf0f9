/**
 * Kernel figures: legal plays (the follow chain), trick winners and card-set operations per
 * second. Run with `npm run bench:kernel`; `--json` prints one JSON object for machines.
 * These are micro-benchmarks on pre-built inputs (built outside the timed loops).
 */
import { Bench } from 'tinybench';
import {
  cardset as cs,
  createRng,
  obligation,
  shuffle,
  winningIndex,
  type Card,
  type FollowRules,
} from '../src/kernel/index.js';
import { EXCUSE, tarotDeck } from '../src/games/tarot/cards.js';

const json = process.argv.includes('--json');
const rng = createRng(1);
const tarotRules: FollowRules = {
  trump: 4,
  wild: cs.setOf(5, [EXCUSE]),
  trumpPower: (c) => c & 31,
  plainPower: (c) => c & 31,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: false,
};
const situations = Array.from({ length: 1024 }, () => {
  const cards = shuffle(tarotDeck.cards, rng);
  const k = rng.below(4);
  return { hand: cs.setOf(5, cards.slice(k, k + 18)), trick: cards.slice(0, k) as Card[] };
});
const tricks = Array.from({ length: 1024 }, () => shuffle(tarotDeck.cards, rng).slice(0, 4));
const sets = Array.from({ length: 1024 }, () => cs.setOf(5, shuffle(tarotDeck.cards, rng).slice(0, 18)));
let i = 0;
let sink = 0;

const bench = new Bench({ time: 500 });
bench
  .add('legal plays (Tarot obligation)', () => {
    const s = situations[i++ & 1023]!;
    sink ^= obligation(s, tarotRules).allowed[4]!;
  })
  .add('trick winner (Tarot, 4 cards)', () => {
    const t = tricks[i++ & 1023]!;
    sink ^= winningIndex(t, tarotRules);
  })
  .add('card set union + intersect + size', () => {
    const a = sets[i++ & 1023]!,
      b = sets[(i * 7) & 1023]!;
    sink ^= cs.size(cs.intersect(cs.union(a, b), b));
  })
  .add('card set has + remove', () => {
    const a = sets[i++ & 1023]!;
    sink ^= cs.remove(a, 130)[4]! ^ (cs.has(a, 33) ? 1 : 0);
  })
  .add('card set toArray (18 cards)', () => {
    sink ^= cs.toArray(sets[i++ & 1023]!).length;
  });

await bench.run();
const rows = bench.tasks.map((t) => {
  const r = t.result as { throughput?: { mean: number } } | undefined;
  return { name: t.name, opsPerSec: Math.round(r?.throughput?.mean ?? 0) };
});
if (json) console.log(JSON.stringify({ node: process.version, rows, sink }));
else {
  console.log(`atout kernel figures, Node ${process.version}`);
  for (const r of rows) console.log(`${r.name.padEnd(40)} ${r.opsPerSec.toLocaleString('en-US').padStart(14)} ops/s`);
}
