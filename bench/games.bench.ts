/**
 * Game figures side by side with the reference ceiling (a minimal mutable random-playout loop, kept
 * beside the repository, not shipped: see `loadCeiling` in timing.ts), measured in the same process.
 * Run `npm run bench` (`--json` for machines, `--seconds S` per measurement window, `--only
 * tarot,tarabish` to restrict the rulesets, `--leak N` to also run the heap check over N full deals
 * at 4 players, through the checked API or with `--leak-path playout` through `playout`; `--source` to measure the sources through tsx;
 * `--pairs N` paired windows per ratio; `--shared` to measure every configuration in this process
 * instead of one process each, see measureIsolated; `--tree DIR` to measure the library of another
 * checkout, DIR/src/index.ts, with this bench: `npm run bench:ab` compares two that way).
 *
 * For each ruleset and player count: random deals per second
 *   (a) through the checked public API (`legal` then `apply`) and
 *   (b) through `applyUnchecked` (after `legal`),
 *   (c) through `playoutsOf(rules)` (random playouts, the card play on each game's fast path, one
 *       runner and so one scratch table held for the run),
 * for the card-play phase alone (positions prepared outside the timed loop: the first state whose
 * legal actions are plays) and for full deals from seed to result; `legal` calls per second; the
 * cost of one action of each public call along recorded deals (`perActionNs`: `apply` with no
 * `legal` before it, `applyUnchecked`, and `legal` itself, from `legal` then `applyUnchecked` at
 * every state less `applyUnchecked` alone); the
 * time per card played at 3 and 5 players relative to 4; heap bytes retained per state; and
 * bytes allocated per action (heap growth over a short run with a large young generation, after a
 * forced GC: run with --expose-gc --max-semi-space-size=256, as `npm run bench` does).
 * When the ceiling file is absent (as in a published package) the absolute figures are printed alone.
 *
 * Ratios to the ceiling (Tarot 4p and Tarabish, play phase, each path): the machine is shared and
 * its load changes over the minutes a run takes, so a ceiling measured once at the start gave ratios
 * that swung by 10-25% from run to run. Each ratio is now measured on its own: `--pairs N` (default
 * 5) windows of atout alternate with N + 1 windows of the ceiling, all of SECONDS / 3 of process CPU
 * time; each atout window is divided by the mean of the ceiling windows around it, and the median
 * (with its range) is reported, by CPU time (a job on the other core then counts against neither
 * side), with the wall-clock median and the old start-ceiling ratio beside it for comparison.
 * Absolute figures stay the best of three wall-clock windows, with the CPU-time figures in `cpu`.
 * Timing helpers: bench/timing.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rng } from '../src/kernel/index.js';
import { deriveSeed } from '../src/kernel/seed.js';
import type { AnyRuleset } from '../src/record/index.js';
import {
  benchArgs,
  ceilingBody,
  fmtInt,
  fmtRatio,
  interleave,
  loadCeiling,
  round,
  roundPaired,
  timeLoop as timeLoop3,
  type Body,
  type Paired,
  type Rates,
} from './timing.js';

/**
 * The library as shipped: src/index.ts bundled by esbuild (as tsup does for dist/), so that the
 * figures do not include the per-access cost of the TypeScript loader's module wrappers (tsx
 * turns every imported binding into a getter call, several times slower on hot paths).
 * `--source` measures the sources through tsx instead.
 */
type Lib = typeof import('../src/index.js');
async function loadLibrary(fromSource: boolean, tree: string | null): Promise<{ lib: Lib; how: string }> {
  if (!fromSource || tree !== null) {
    try {
      const esbuild = await import('esbuild');
      const out = join(mkdtempSync(join(tmpdir(), 'atout-bench-')), 'atout.mjs');
      await esbuild.build({
        entryPoints: [resolve(tree ?? resolve(import.meta.dirname, '..'), 'src/index.ts')],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        target: 'es2022',
        outfile: out,
        logLevel: 'warning',
      });
      return {
        lib: (await import(pathToFileURL(out).href)) as Lib,
        how: `bundled ${tree === null ? '' : `${tree}/`}src/index.ts (esbuild, as shipped)`,
      };
    } catch (e) {
      if (tree !== null) throw e;
      /* esbuild absent: fall through to the sources */
    }
  }
  return { lib: await import('../src/index.js'), how: 'sources through tsx' };
}

const argv = process.argv.slice(2);
const { json, num: arg } = benchArgs(argv);
const SECONDS = arg('--seconds', 1.5);
/** `--tree DIR`: the library of another checkout (DIR/src/index.ts, bundled), measured by this bench. */
const TREE = argv.includes('--tree') ? resolve(argv[argv.indexOf('--tree') + 1]!) : null;
const { lib, how } = await loadLibrary(argv.includes('--source'), TREE);
const { rulesets, createRng, playout } = lib;
/** One runner for a ruleset's playouts (a tree older than `playoutsOf` runs `playout` each time). */
const playoutsOf: Lib['playoutsOf'] =
  (lib as Partial<Lib>).playoutsOf ?? ((rules) => (s: object, rng: Rng) => playout(rules, s, rng));
const LEAK = arg('--leak', 0);
/** `--leak-path playout` runs the heap check through `playout` instead of the checked API. */
const LEAK_PATH = argv.includes('--leak-path') ? argv[argv.indexOf('--leak-path') + 1] : 'checked';
/** `--only tarot,tarabish` restricts the figures to some rulesets. */
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : null;
const gc = (globalThis as { gc?: () => void }).gc;
/** `--config tarot:4`: this one configuration only (what the isolated runs below are given). */
const CONFIG = argv.includes('--config') ? argv[argv.indexOf('--config') + 1]! : null;
/** Every configuration in a fresh process, unless `--shared` (see measureIsolated). */
const ISOLATE = CONFIG === null && !argv.includes('--shared');

/** `--pairs N`: ceiling / atout window pairs per ratio (default 5). */
const PAIRS = arg('--pairs', 5);
/** Every window lasts SECONDS / 3 (three windows per absolute figure, as before). */
const WINDOW_MS = (SECONDS * 1000) / 3;
const timeLoop = (body: Body): Rates => timeLoop3(body, SECONDS * 1000, 3);

const isPlay = (rules: AnyRuleset, s: object) => {
  const l = rules.legal(s);
  return l.length > 0 && rules.codec.encode(l[0]).startsWith('play:');
};

function randomAction(rules: AnyRuleset, s: object, rng: Rng) {
  const l = rules.legal(s);
  return l[rng.below(l.length)];
}

/** A card-play starting position from a seed (random choices before the first play). */
function playPosition(rules: AnyRuleset, options: object, seed: number): object | undefined {
  const rng = createRng(seed);
  const r = rules.setup(options, { seed });
  if (r._tag === 'Left') return undefined;
  let s = r.right;
  while (rules.actor(s) !== 'done' && !isPlay(rules, s)) s = rules.applyUnchecked(s, randomAction(rules, s, rng)).state;
  return rules.actor(s) === 'done' ? undefined : s;
}

function playOut(rules: AnyRuleset, s: object, rng: Rng, checked: boolean): number {
  let n = 0;
  while (rules.actor(s) !== 'done') {
    const a = randomAction(rules, s, rng);
    if (checked) {
      const r = rules.apply(s, a);
      if (r._tag === 'Left') throw new Error(`legal action refused: ${r.left.code}`);
      s = r.right.state;
    } else s = rules.applyUnchecked(s, a).state;
    n++;
  }
  return n;
}

type Path = 'checked' | 'unchecked' | 'playout';
type Triple = Record<Path, number>;

interface Row {
  game: string;
  players: number;
  playPhaseDealsPerSec: Triple;
  fullDealsPerSec: Triple;
  playsPerDeal: number;
  legalPerSec: number;
  /**
   * CPU nanoseconds per action of each public call along recorded deals (the play phase): `apply`
   * (checked, with no `legal` before it), `applyUnchecked`, and `legal` (from `legal` then
   * `applyUnchecked` at every state, less `applyUnchecked` alone).
   */
  perActionNs: { apply: number; applyUnchecked: number; legal: number };
  bytesPerAction: number | null;
  /** Heap retained per state when every state of a deal is kept (structure shared between states). */
  bytesPerState: number | null;
  /** Figures by process CPU time (best window), beside the wall-clock ones above. */
  cpu: { playPhaseDealsPerSec: Triple; fullDealsPerSec: Triple; legalPerSec: number };
  /**
   * Play-phase ratio to the ceiling (tarot 4p, tarabish) per path: the median over PAIRS windows
   * alternating with ceiling windows, by CPU time (see bench/timing.ts `interleave`).
   */
  ratios?: Record<string, number>;
  /** The ratios in full: range, every pair, the wall-clock median, the ceiling figure used. */
  paired?: Record<Path, Paired>;
  /** The former ratio: wall-clock play-phase figure over the ceiling measured once at the start. */
  ratiosToStartCeiling?: Record<string, number>;
  /** Time per card played relative to 4 players (Tarot and Goulash), per path. */
  perCardVs4p?: Record<string, number>;
  /** The same from the CPU-time figures (not disturbed by a job on the other core). */
  perCardVs4pCpu?: Record<string, number>;
}

function measure(rules: AnyRuleset, options: object, players: number, base: Body | null): Row {
  const positions: object[] = [];
  for (let i = 0; positions.length < 256 && i < 4096; i++) {
    const p = playPosition(rules, options, deriveSeed(7, i));
    if (p) positions.push(p);
  }
  const rng = createRng(99);
  let plays = 0;
  for (const p of positions) plays += playOut(rules, p, rng, false);
  const playsPerDeal = plays / positions.length;
  // One runner for the run's playouts (`playoutsOf`, as a simulation or PIMC holds one).
  const runPlayout = playoutsOf(rules);
  const bodies = {
    checked: (k: number) => {
      playOut(rules, positions[k % positions.length]!, rng, true);
      return 1;
    },
    unchecked: (k: number) => {
      playOut(rules, positions[k % positions.length]!, rng, false);
      return 1;
    },
    playout: (k: number) => {
      runPlayout(positions[k % positions.length]!, rng);
      return 1;
    },
  };
  // Ratios first: the ceiling's windows alternate with these (CPU time), before the full deals
  // (bidding, chien) have run and widened the type feedback of the shared code.
  const paired = base
    ? {
        checked: interleave(base, bodies.checked, PAIRS, WINDOW_MS),
        unchecked: interleave(base, bodies.unchecked, PAIRS, WINDOW_MS),
        playout: interleave(base, bodies.playout, PAIRS, WINDOW_MS),
      }
    : undefined;
  const playChecked = timeLoop(bodies.checked);
  const playUnchecked = timeLoop(bodies.unchecked);
  const fullChecked = timeLoop((k) => {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') playOut(rules, s.right, rng, true);
    return 1;
  });
  const fullUnchecked = timeLoop((k) => {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') playOut(rules, s.right, rng, false);
    return 1;
  });
  const playPlayout = timeLoop(bodies.playout);
  const fullPlayout = timeLoop((k) => {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') runPlayout(s.right, rng);
    return 1;
  });
  const legal = timeLoop((k) => {
    rules.legal(positions[k % positions.length]!);
    return 1;
  });
  // Each public call per action along recorded deals: 64 of the positions' deals played once at
  // random (the actions `legal` listed), then replayed (units: actions).
  const recorded = positions.slice(0, 64).map((start) => {
    const actions: unknown[] = [];
    for (let s = start; rules.actor(s) !== 'done';) {
      const a = randomAction(rules, s, rng);
      actions.push(a);
      s = rules.applyUnchecked(s, a).state;
    }
    return { start, actions };
  });
  const replay =
    (call: 'apply' | 'applyUnchecked' | 'legal'): Body =>
    (k) => {
      const { start, actions } = recorded[k % recorded.length]!;
      let s = start;
      for (const a of actions) {
        if (call === 'apply') {
          const r = rules.apply(s, a);
          if (r._tag === 'Left') throw new Error(`recorded action refused: ${r.left.code}`);
          s = r.right.state;
        } else {
          if (call === 'legal') rules.legal(s);
          s = rules.applyUnchecked(s, a).state;
        }
      }
      return actions.length;
    };
  const applyAlong = timeLoop(replay('apply'));
  const uncheckedAlong = timeLoop(replay('applyUnchecked'));
  const legalAlong = timeLoop(replay('legal'));
  const ns = (perSec: number) => 1e9 / perSec;
  const perActionNs = {
    apply: Math.round(ns(applyAlong.cpuPerSec)),
    applyUnchecked: Math.round(ns(uncheckedAlong.cpuPerSec)),
    legal: Math.round(ns(legalAlong.cpuPerSec) - ns(uncheckedAlong.cpuPerSec)),
  };
  let bytesPerAction: number | null = null;
  if (gc) {
    gc();
    const before = process.memoryUsage().heapUsed;
    let actions = 0;
    for (let i = 0; i < 200; i++) actions += playOut(rules, positions[i % positions.length]!, rng, true);
    bytesPerAction = Math.round((process.memoryUsage().heapUsed - before) / actions);
  }
  let bytesPerState: number | null = null;
  if (gc) {
    const kept: object[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100; i++) {
      let s = positions[i % positions.length]!;
      while (rules.actor(s) !== 'done') {
        s = rules.applyUnchecked(s, randomAction(rules, s, rng)).state;
        kept.push(s);
      }
    }
    gc();
    bytesPerState = Math.round((process.memoryUsage().heapUsed - before) / kept.length);
  }
  const three = (c: Rates, u: Rates, p: Rates, key: 'perSec' | 'cpuPerSec') => ({
    checked: Math.round(c[key]),
    unchecked: Math.round(u[key]),
    playout: Math.round(p[key]),
  });
  return {
    game: rules.id,
    players,
    playPhaseDealsPerSec: three(playChecked, playUnchecked, playPlayout, 'perSec'),
    fullDealsPerSec: three(fullChecked, fullUnchecked, fullPlayout, 'perSec'),
    cpu: {
      playPhaseDealsPerSec: three(playChecked, playUnchecked, playPlayout, 'cpuPerSec'),
      fullDealsPerSec: three(fullChecked, fullUnchecked, fullPlayout, 'cpuPerSec'),
      legalPerSec: Math.round(legal.cpuPerSec),
    },
    ...(paired
      ? {
          paired: {
            checked: roundPaired(paired.checked),
            unchecked: roundPaired(paired.unchecked),
            playout: roundPaired(paired.playout),
          },
        }
      : {}),
    playsPerDeal: Math.round(playsPerDeal * 10) / 10,
    legalPerSec: Math.round(legal.perSec),
    perActionNs,
    bytesPerAction,
    bytesPerState,
  };
}

function leakCheck(
  rules: AnyRuleset,
  options: object,
  deals: number,
): { after10k: number; afterN: number; growth: number } | null {
  if (!gc) return null;
  const rng = createRng(5);
  let after10k = 0;
  for (let k = 0; k < deals; k++) {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') {
      if (LEAK_PATH === 'playout') playout(rules, s.right, rng);
      else playOut(rules, s.right, rng, true);
    }
    if (k + 1 === Math.min(10_000, deals)) {
      gc();
      after10k = process.memoryUsage().heapUsed;
    }
  }
  gc();
  const afterN = process.memoryUsage().heapUsed;
  return { after10k, afterN, growth: (afterN - after10k) / after10k };
}

/** The ceiling measured once at the start, best of three windows (wall clock and CPU time). */
const ceilingModule = await loadCeiling();
function startCeiling(): { tarot: number; tarabish: number; cpu: { tarot: number; tarabish: number } } | null {
  if (!ceilingModule) return null;
  const rate = (run: (n: number, s: number) => number) => {
    run(20_000, 1); // warm up
    return timeLoop(ceilingBody(run));
  };
  const tarot = rate(ceilingModule.tarotRun);
  const tarabish = rate(ceilingModule.tarabishRun);
  return {
    tarot: Math.round(tarot.perSec),
    tarabish: Math.round(tarabish.perSec),
    cpu: { tarot: Math.round(tarot.cpuPerSec), tarabish: Math.round(tarabish.cpuPerSec) },
  };
}

const configs: { rules: AnyRuleset; options: object; players: number }[] = [];
for (const rules of rulesets) {
  if (rules.id.endsWith('-match') || (ONLY && !ONLY.includes(rules.id))) continue;
  for (const players of rules.traits.players) {
    if (CONFIG && CONFIG !== `${rules.id}:${players}`) continue;
    configs.push({ rules, options: rules.traits.players.length > 1 ? { players } : {}, players });
  }
}

const ceil = startCeiling();
/** The ceiling body a configuration is compared with, if any (Tarot 4p and Tarabish). */
const baseOf = (game: string, players: number): Body | null =>
  !ceilingModule
    ? null
    : game === 'tarabish'
      ? ceilingBody(ceilingModule.tarabishRun)
      : game === 'tarot' && players === 4
        ? ceilingBody(ceilingModule.tarotRun)
        : null;
/**
 * Each configuration is measured in a process of its own (`--config id:players`, spawned here with
 * the same node flags), unless `--shared` is given. In one process the JIT's type feedback of the
 * shared code (the fast path, the reducer, the scoring) collects every ruleset and player count
 * measured before, and the later figures drop: Tarot 4p playout lost 17% after Tarot 3p and 5p had
 * been played (docs/performance.md). A program plays one game at a time; its figures are the
 * isolated ones. `--shared` shows the mixed-process figures.
 */
function measureIsolated(c: { rules: AnyRuleset; players: number }): Row {
  const passOn: string[] = [];
  for (const flag of ['--seconds', '--pairs', '--tree'])
    if (argv.includes(flag)) passOn.push(flag, argv[argv.indexOf(flag) + 1]!);
  if (argv.includes('--source')) passOn.push('--source');
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--config', `${c.rules.id}:${c.players}`, '--json', ...passOn],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return (JSON.parse(out.trim().split('\n').pop()!) as { rows: Row[] }).rows[0]!;
}
const rows = configs.map((c) =>
  ISOLATE ? measureIsolated(c) : measure(c.rules, c.options, c.players, baseOf(c.rules.id, c.players)),
);
for (const r of rows) {
  if (r.paired)
    r.ratios = {
      checked: r.paired.checked.ratio,
      unchecked: r.paired.unchecked.ratio,
      playout: r.paired.playout.ratio,
    };
  const start = ceil
    ? r.game === 'tarabish'
      ? ceil.tarabish
      : r.game === 'tarot' && r.players === 4
        ? ceil.tarot
        : null
    : null;
  if (start) {
    r.ratiosToStartCeiling = {
      checked: round(r.playPhaseDealsPerSec.checked / start),
      unchecked: round(r.playPhaseDealsPerSec.unchecked / start),
      playout: round(r.playPhaseDealsPerSec.playout / start),
    };
  }
  const four = rows.find((x) => x.game === r.game && x.players === 4);
  if (four && r.game !== 'tarabish') {
    const perCard = (x: Row, path: 'checked' | 'unchecked' | 'playout') =>
      1 / (x.playPhaseDealsPerSec[path] * x.playsPerDeal);
    r.perCardVs4p = Object.fromEntries(
      (['checked', 'unchecked', 'playout'] as const).map((path) => [
        path,
        Math.round((perCard(r, path) / perCard(four, path)) * 100) / 100,
      ]),
    );
    const perCardCpu = (x: Row, path: Path) => 1 / (x.cpu.playPhaseDealsPerSec[path] * x.playsPerDeal);
    r.perCardVs4pCpu = Object.fromEntries(
      (['checked', 'unchecked', 'playout'] as const).map((path) => [
        path,
        Math.round((perCardCpu(r, path) / perCardCpu(four, path)) * 100) / 100,
      ]),
    );
  }
}
const leaks =
  LEAK > 0
    ? configs
        .filter((c) => c.players === 4)
        .map((c) => ({ game: c.rules.id, players: c.players, ...leakCheck(c.rules, c.options, LEAK) }))
    : [];

const RATIO_METHOD = `play-phase deals per second of process CPU time (user + system), each of ${PAIRS} atout windows of ${round(WINDOW_MS / 1000, 2)} s CPU over the mean of the ceiling windows just before and after it (same length); median over the pairs`;
if (json)
  console.log(
    JSON.stringify({
      node: process.version,
      library: how,
      seconds: SECONDS,
      pairs: PAIRS,
      windowMs: round(WINDOW_MS, 1),
      ratioMethod: ceilingModule ? RATIO_METHOD : null,
      ceiling: ceil,
      rows,
      leaks,
      leakPath: LEAK_PATH,
    }),
  );
else {
  console.log(`atout game figures, Node ${process.version}, ${SECONDS} s windows, ${how}`);
  console.log(
    ceil
      ? `ceiling (same process, at the start): Tarot 4p ${fmtInt(ceil.tarot)} deals/s, Tarabish ${fmtInt(ceil.tarabish)} deals/s (CPU time: ${fmtInt(ceil.cpu.tarot)} / ${fmtInt(ceil.cpu.tarabish)})`
      : 'ceiling: the reference ceiling (shared/bench/ceiling.mjs beside the repository) not found; absolute figures only',
  );
  if (ceil)
    console.log(
      `ratios to the ceiling measured beside them: ${RATIO_METHOD}; [min-max] over the pairs. Other figures: best of 3 wall-clock windows.`,
    );
  for (const r of rows) {
    const f = (x: number) => x.toLocaleString('en-US');
    const p = r.playPhaseDealsPerSec;
    const d = r.fullDealsPerSec;
    console.log(
      `${r.game} ${r.players}p: play phase ${f(p.checked)} deals/s checked, ${f(p.unchecked)} unchecked, ${f(p.playout)} playout` +
        (r.ratios ? ` (ratio ${r.ratios.checked} / ${r.ratios.unchecked} / ${r.ratios.playout})` : '') +
        `; full deals ${f(d.checked)} / ${f(d.unchecked)} / ${f(d.playout)} deals/s; ${r.playsPerDeal} plays/deal; legal ${f(r.legalPerSec)}/s; ${r.bytesPerAction ?? '?'} B/action; ${r.bytesPerState ?? '?'} B/state` +
        `; per action (CPU ns) apply ${r.perActionNs.apply}, applyUnchecked ${r.perActionNs.applyUnchecked}, legal ${r.perActionNs.legal}` +
        (r.perCardVs4p && r.players !== 4
          ? `; per card vs 4p ${r.perCardVs4p.checked} / ${r.perCardVs4p.unchecked} / ${r.perCardVs4p.playout}`
          : ''),
    );
    const q = r.paired;
    if (q) {
      const w = r.ratiosToStartCeiling;
      console.log(
        `  ratio to the ceiling beside it (CPU): checked ${fmtRatio(q.checked)}, unchecked ${fmtRatio(q.unchecked)}, playout ${fmtRatio(q.playout)}` +
          `; ceiling ${fmtInt(q.checked.basePerSec)} / ${fmtInt(q.unchecked.basePerSec)} / ${fmtInt(q.playout.basePerSec)} deals/s CPU` +
          `; by wall clock ${q.checked.wallRatio} / ${q.unchecked.wallRatio} / ${q.playout.wallRatio}` +
          (w ? `; against the start ceiling ${w.checked} / ${w.unchecked} / ${w.playout}` : ''),
      );
    }
  }
  for (const l of leaks)
    console.log(
      `heap ${l.game} ${l.players}p (${LEAK_PATH}): after 10k ${l.after10k}, after ${LEAK} ${l.afterN} (${((l.growth ?? 0) * 100).toFixed(1)}%)`,
    );
}
