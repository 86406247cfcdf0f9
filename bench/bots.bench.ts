/**
 * `npm run bench:bots`: the double-dummy solver's speed and PIMC's decisions per second, measured on
 * the code as the package ships it (one bundle of this file and the sources: bench/bundled.mjs).
 *
 * - solver nodes (cards played in the search) per second of process CPU time, over every solve below;
 * - Tarabish (auction preset, and traditional) solved from its first card (9 tricks): solve time
 *   per hand, median and 95th percentile (targets: median < 200 ms, p95 < 2 s);
 * - Tarot 4 players, endgames with 4, 6, 8 and 10 tricks left (target at 8: median < 100 ms,
 *   p95 < 2 s), and Tarabish with 3, 5 and 7 left: how the time grows with the tricks left;
 * - Tarot 4 players with the score objective (`objective: 'score'`) at 4, 6 and 8 tricks left;
 * - Tarot 3 and 5 players with 10 and 14 tricks left, Tarot 4 players from the first card after
 *   the écart (18 tricks; the trick limit lifted, the budget kept); each row with its nodes per
 *   CPU second;
 * - `solveMany`'s throughput on 1 and 2 worker threads (positions per wall-clock second, less start-up);
 * - PIMC (`createBot`, level pimc, 20 worlds) decisions per second in Tarot 4p and Tarabish card play;
 * - PIMC's decision time at its defaults over whole deals, Tarot 3/4/5 and both Tarabish presets
 *   (bench/pimc-times.ts; `--pimc-deals N`, default 8): median, p95 and max of every decision of
 *   one PIMC seat among heuristic ones (issue 30's bound: p95 < 500 ms, max < 1 s);
 * - the reference ceiling (bench/timing.ts `loadCeiling`: random playouts on a minimal mutable table) in the same
 *   run: the solver's nodes per second as a ratio of the ceiling's cards per second.
 *
 * Each position is a random endgame (a deal from a seed, random legal actions until N tricks are
 * left, test/bots/solver/endgames.ts), solved as `solve` does (its value and its best actions)
 * with a budget of `--nodes` (default: `solve`'s, 10,000,000) nodes; a solve over budget is
 * counted at its time and reported. Times are process
 * CPU time per solve (bench/timing.ts `cpuMs`): waiting for a core on a shared machine does not
 * count, the garbage collector's helper threads do. Flags: `--hands N` positions per row (default 20), `--nodes N`, `--json`,
 * `--batch N` positions in `solveMany`'s throughput (default 200),
 * `--first-card` (only the Tarabish hands from their first card, no PIMC: for a larger sample),
 * `--cold` (no JIT warm-up: by default small positions of every game are solved first,
 * bench/warm-up.ts, so that the rows measure the search optimized, not its compilation).
 */
import { createBot } from '../src/bots/bot.js';
import { solve } from '../src/bots/solve.js';
import { solveMany } from '../src/bots/solve-many.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';
import { endgame, VARIANTS, type Variant } from '../test/bots/solver/endgames.js';
import { benchArgs, ceilingBody, cpuMs, fmtInt, loadCeiling, quantile, timeLoop } from './timing.js';
import { prepare } from '../src/bots/solver/prepare.js';
import { SolverTables } from '../src/bots/solver/table.js';
import { DEFAULT_NODES, rootValues } from '../src/bots/solve.js';
import { pimcDecisionTimes } from './pimc-times.js';
import { warmUp } from './warm-up.js';

/** The solver's tables, held for every solve of the run (as a bot or an analysis holds them). */
const TABLES = new SolverTables();

const args = benchArgs(process.argv.slice(2));
const HANDS = args.num('--hands', 20);
const NODES = args.num('--nodes', DEFAULT_NODES);

const variant = (name: string): Variant => VARIANTS.find((v) => v.name === name)!;

// The JIT warmed up on small positions of every game first (bench/warm-up.ts; `--cold`: not).
if (!args.has('--cold')) warmUp(TABLES);

let totalNodes = 0;
let totalCpu = 0;

interface Row {
  readonly game: string;
  readonly tricksLeft: number;
  readonly hands: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly medianNodes: number;
  readonly overBudget: number;
  /** Nodes per CPU second over the row's solves. */
  readonly nodesPerSec: number;
}

function row(v: Variant, left: number, objective: 'points' | 'score' = 'points'): Row {
  const times: number[] = [];
  const nodes: number[] = [];
  let over = 0;
  // From the first card (a Tarot deal has 15 to 24 tricks): the limit lifted, the budget kept.
  const maxTricks = Math.max(10, left);
  for (let i = 0; i < HANDS; i++) {
    let s = endgame(v, 7000 + i, left, 0);
    // Tarabish 'first-trick' declarations (the traditional preset): the first seat declares (its
    // first legal declaration), then the solver plays the cards (declarations are fixed facts).
    for (
      let p = prepare(v.rules, s, { tables: TABLES, maxTricks });
      p._tag === 'Left' && p.left.code === 'solve/not-card-play';
      p = prepare(v.rules, s, { tables: TABLES, maxTricks })
    )
      s = v.rules.applyUnchecked(s, v.rules.legal(s)[0]).state as object;
    const p = prepare(v.rules, s, { nodes: NODES, objective, tables: TABLES, maxTricks });
    if (p._tag === 'Left') throw new Error(p.left.message);
    const c0 = cpuMs();
    const r = rootValues(p.right);
    const spent = cpuMs() - c0;
    times.push(spent);
    totalCpu += spent;
    totalNodes += p.right.search.nodes;
    nodes.push(p.right.search.nodes);
    if (r._tag === 'Left') over++;
  }
  return {
    game: objective === 'score' ? `${v.name} (score)` : v.name,
    tricksLeft: left,
    hands: HANDS,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: Math.max(...times),
    medianNodes: quantile(nodes, 0.5),
    overBudget: over,
    nodesPerSec:
      (nodes.reduce((a, b) => a + b, 0) * 1000) /
      Math.max(
        1,
        times.reduce((a, b) => a + b, 0),
      ),
  };
}

const rows: Row[] = [];
const say = (r: Row): void => {
  if (!args.json)
    console.log(
      `${r.game.padEnd(21)} ${String(r.tricksLeft).padStart(5)} ${fmtInt(r.medianMs).padStart(9)} ${fmtInt(r.p95Ms).padStart(9)} ${fmtInt(r.maxMs).padStart(9)} ${fmtInt(r.medianNodes).padStart(12)} ${String(r.overBudget).padStart(6)} ${fmtInt(r.nodesPerSec).padStart(11)}`,
    );
};
if (!args.json) {
  console.log(`Solver: ${HANDS} positions a row, budget ${fmtInt(NODES)} nodes (CPU ms per solve)`);
  console.log('game                  tricks  median ms    p95 ms    max ms  median nodes  over  nodes/cpu s');
}
/** `--first-card`: the Tarabish hands from their first card only (for a larger `--hands`), no PIMC. */
const FIRST_CARD = args.has('--first-card');
for (const left of FIRST_CARD ? [9] : [3, 5, 7, 9]) say(rows[rows.push(row(variant('tarabish auction'), left)) - 1]!);
say(rows[rows.push(row(variant('tarabish traditional'), 9)) - 1]!);
if (!FIRST_CARD) {
  for (const left of [4, 6, 8, 10]) say(rows[rows.push(row(variant('tarot 4p'), left)) - 1]!);
  for (const left of [4, 6, 8]) say(rows[rows.push(row(variant('tarot 4p'), left, 'score')) - 1]!);
  // Issue 29's rows: Tarot 3p and 5p from 10 and 14 tricks left, Tarot 4p from the first card after the écart.
  for (const name of ['tarot 3p', 'tarot 5p'])
    for (const left of [10, 14]) say(rows[rows.push(row(variant(name), left)) - 1]!);
  say(rows[rows.push(row(variant('tarot 4p'), 18)) - 1]!);
}

/**
 * `solveMany`'s throughput, positions per wall-clock second (the workers' CPU is not this
 * thread's), Tarot 4p with 8 tricks left, on 1 and 2 workers, less the workers' start-up (from the
 * sources each worker loads tsx): the time of a batch of two 1-trick positions on as many workers.
 * A batch of `--batch N` positions (default 200): each call's workers start cold (their JIT warms
 * up on the batch), while one worker solves in this thread, already warm; on 20 positions two
 * workers were slower than one for that alone.
 */
const BATCH = args.num('--batch', 200);
async function batchMs(workers: number, left: number, count: number): Promise<number> {
  const v = variant('tarot 4p');
  const states = Array.from({ length: count }, (_, i) => endgame(v, 8000 + i, left, 0));
  const t0 = performance.now();
  const got = await solveMany(v.rules, states, { nodes: NODES, workers });
  const ms = performance.now() - t0;
  if (got.length !== states.length) throw new Error('solveMany lost positions');
  return ms;
}
async function batchRate(workers: number): Promise<number> {
  const count = BATCH;
  const startUp = await batchMs(workers, 1, workers);
  return (count * 1000) / Math.max(1, (await batchMs(workers, 8, count)) - startUp);
}
const batch = FIRST_CARD ? null : { one: await batchRate(1), two: await batchRate(2) };
const nodesPerSec = (totalNodes * 1000) / totalCpu;

// PIMC decisions per second at 20 worlds, at card-play positions with 8 (Tarot) and 6 (Tarabish) tricks left.
function pimcRate(v: Variant, left: number): number {
  const bot = createBot(v.rules as AnyRuleset, { level: 'pimc', seed: 1, worlds: 20 });
  const states = Array.from({ length: 10 }, (_, i) => endgame(v, 9000 + i, left, 1));
  const r = timeLoop(
    (k) => {
      const s = states[k % states.length]!;
      const got = bot.act(s, v.rules.actor(s) as number);
      if (got._tag === 'Left') throw new Error(got.left.message);
      return 1;
    },
    6000,
    3,
  );
  return r.perSec;
}
const pimc = FIRST_CARD
  ? null
  : { tarot4p: pimcRate(variant('tarot 4p'), 8), tarabish: pimcRate(variant('tarabish auction'), 6) };

// PIMC's decision time at its defaults over whole deals (bench/pimc-times.ts): `--pimc-deals N` deals a game.
const PIMC_DEALS = args.num('--pimc-deals', 8);
const decisionTimes = FIRST_CARD
  ? null
  : ['tarot 3p', 'tarot 4p', 'tarot 5p', 'tarabish auction', 'tarabish traditional'].map((name) =>
      pimcDecisionTimes(variant(name), PIMC_DEALS),
    );

// The ceiling's random playouts, cards per second (Tarot 4p: 72 cards a deal).
const ceiling = await loadCeiling();
const ceilingCards = ceiling ? timeLoop(ceilingBody(ceiling.tarotRun, 200), 3000, 3).cpuPerSec * 72 : null;

// A solve through the public function, so that a broken `solve` fails the bench.
const check = solve(variant('tarabish auction').rules, endgame(variant('tarabish auction'), 1, 2, 0));
if (check._tag === 'Left') throw new Error(check.left.message);

if (args.json) {
  console.log(JSON.stringify({ rows, nodesPerSec, pimc, decisionTimes, batch, ceilingCardsPerSec: ceilingCards }));
} else {
  console.log(`\nSolver nodes per CPU second: ${fmtInt(nodesPerSec)}`);
  if (batch !== null)
    console.log(
      `solveMany, Tarot 4p 8 tricks left: ${batch.one.toFixed(1)} positions/s on 1 worker, ${batch.two.toFixed(1)} on 2 (wall clock, less the workers' start-up)`,
    );
  if (ceilingCards !== null)
    console.log(
      `Ceiling (random playouts, Tarot 4p): ${fmtInt(ceilingCards)} cards per CPU second; solver nodes / ceiling cards: ${(nodesPerSec / ceilingCards).toFixed(4)}`,
    );
  else console.log('Ceiling: the reference ceiling is not found (bench/timing.ts loadCeiling), no ratio.');
  if (pimc !== null)
    console.log(
      `PIMC, 20 worlds: ${pimc.tarot4p.toFixed(2)} decisions/s (Tarot 4p, 8 tricks left), ${pimc.tarabish.toFixed(2)} decisions/s (Tarabish, 6 tricks left)`,
    );
  if (decisionTimes !== null) {
    console.log(`\nPIMC at its defaults, every decision of one PIMC seat (CPU ms; ${PIMC_DEALS} deals a game):`);
    console.log('game                  decisions  median ms    p95 ms    max ms  slowest');
    for (const t of decisionTimes)
      console.log(
        `${t.game.padEnd(21)} ${String(t.decisions).padStart(9)} ${fmtInt(t.medianMs).padStart(10)} ${fmtInt(t.p95Ms).padStart(9)} ${fmtInt(t.maxMs).padStart(9)}  ${t.slowest}`,
      );
  }
}
