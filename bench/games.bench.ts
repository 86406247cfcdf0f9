/**
 * Game figures side by side with the ceiling (../shared/bench/ceiling.mjs, a minimal mutable
 * random-playout loop), measured in the same process. Run `npm run bench` (`--json` for machines,
 * `--seconds S` per measurement window, `--only tarot,tarabish` to restrict the rulesets,
 * `--leak N` to also run the heap check over N full deals at 4 players, through the checked API or
 * with `--leak-path playout` through `playout`; `--source` to measure the sources through tsx).
 *
 * For each ruleset and player count: random deals per second
 *   (a) through the checked public API (`legal` then `apply`) and
 *   (b) through `applyUnchecked` (after `legal`),
 *   (c) through `playout` (random playouts, the card play on each game's fast path),
 * for the card-play phase alone (positions prepared outside the timed loop: the first state whose
 * legal actions are plays) and for full deals from seed to result; `legal` calls per second; the
 * time per card played at 3 and 5 players relative to 4; heap bytes retained per state; and
 * bytes allocated per action (heap growth over a short run with a large young generation, after a
 * forced GC: run with --expose-gc --max-semi-space-size=256, as `npm run bench` does).
 * When the ceiling file is absent (as in a published package) the absolute figures are printed alone.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rng } from '../src/kernel/index.js';
import type { AnyRuleset } from '../src/record/index.js';

/**
 * The library as shipped: src/index.ts bundled by esbuild (as tsup does for dist/), so that the
 * figures do not include the per-access cost of the TypeScript loader's module wrappers (tsx
 * turns every imported binding into a getter call, several times slower on hot paths).
 * `--source` measures the sources through tsx instead.
 */
type Lib = typeof import('../src/index.js');
async function loadLibrary(fromSource: boolean): Promise<{ lib: Lib; how: string }> {
  if (!fromSource) {
    try {
      const esbuild = await import('esbuild');
      const out = join(mkdtempSync(join(tmpdir(), 'atout-bench-')), 'atout.mjs');
      await esbuild.build({ entryPoints: [resolve(import.meta.dirname, '../src/index.ts')], bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', outfile: out, logLevel: 'warning' });
      return { lib: (await import(pathToFileURL(out).href)) as Lib, how: 'bundled src/index.ts (esbuild, as shipped)' };
    } catch {
      /* esbuild absent: fall through to the sources */
    }
  }
  return { lib: await import('../src/index.js'), how: 'sources through tsx' };
}

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const arg = (name: string, dflt: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SECONDS = arg('--seconds', 1.5);
const { lib, how } = await loadLibrary(argv.includes('--source'));
const { rulesets, createRng, deriveSeed, playout } = lib;
const LEAK = arg('--leak', 0);
/** `--leak-path playout` runs the heap check through `playout` instead of the checked API. */
const LEAK_PATH = argv.includes('--leak-path') ? argv[argv.indexOf('--leak-path') + 1] : 'checked';
/** `--only tarot,tarabish` restricts the figures to some rulesets. */
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : null;
const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Units per second of `body`: the best of three windows of SECONDS / 3 each (the machine is
 * shared: the best window is the least disturbed one; the first also warms the code up).
 */
function timeLoop(body: (k: number) => number): { perSec: number; units: number } {
  let best = { perSec: 0, units: 0 };
  let k = 0;
  for (let window = 0; window < 3; window++) {
    const t0 = performance.now();
    const end = t0 + (SECONDS * 1000) / 3;
    let units = 0;
    while (performance.now() < end) {
      for (let i = 0; i < 16; i++) units += body(k++);
    }
    const perSec = (units * 1000) / (performance.now() - t0);
    if (perSec > best.perSec) best = { perSec, units };
  }
  return best;
}

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

interface Row {
  game: string;
  players: number;
  playPhaseDealsPerSec: { checked: number; unchecked: number; playout: number };
  fullDealsPerSec: { checked: number; unchecked: number; playout: number };
  playsPerDeal: number;
  legalPerSec: number;
  bytesPerAction: number | null;
  /** Heap retained per state when every state of a deal is kept (structure shared between states). */
  bytesPerState: number | null;
  ratios?: Record<string, number>;
  /** Time per card played relative to 4 players (Tarot and Goulash), per path. */
  perCardVs4p?: Record<string, number>;
}

function measure(rules: AnyRuleset, options: object, players: number): Row {
  const positions: object[] = [];
  for (let i = 0; positions.length < 256 && i < 4096; i++) {
    const p = playPosition(rules, options, deriveSeed(7, i));
    if (p) positions.push(p);
  }
  const rng = createRng(99);
  let plays = 0;
  for (const p of positions) plays += playOut(rules, p, rng, false);
  const playsPerDeal = plays / positions.length;
  const playChecked = timeLoop((k) => { playOut(rules, positions[k % positions.length]!, rng, true); return 1; });
  const playUnchecked = timeLoop((k) => { playOut(rules, positions[k % positions.length]!, rng, false); return 1; });
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
  const playPlayout = timeLoop((k) => { playout(rules, positions[k % positions.length]!, rng); return 1; });
  const fullPlayout = timeLoop((k) => {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') playout(rules, s.right, rng);
    return 1;
  });
  const legal = timeLoop((k) => { rules.legal(positions[k % positions.length]!); return 1; });
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
  return {
    game: rules.id,
    players,
    playPhaseDealsPerSec: { checked: Math.round(playChecked.perSec), unchecked: Math.round(playUnchecked.perSec), playout: Math.round(playPlayout.perSec) },
    fullDealsPerSec: { checked: Math.round(fullChecked.perSec), unchecked: Math.round(fullUnchecked.perSec), playout: Math.round(fullPlayout.perSec) },
    playsPerDeal: Math.round(playsPerDeal * 10) / 10,
    legalPerSec: Math.round(legal.perSec),
    bytesPerAction,
    bytesPerState,
  };
}

function leakCheck(rules: AnyRuleset, options: object, deals: number): { after10k: number; afterN: number; growth: number } | null {
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

async function ceiling(): Promise<{ tarot: number; tarabish: number } | null> {
  const file = resolve(import.meta.dirname, '../../shared/bench/ceiling.mjs');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { tarotRun: (n: number, s: number) => number; tarabishRun: (n: number, s: number) => number };
  const rate = (run: (n: number, s: number) => number) => {
    run(20_000, 1); // warm up
    return timeLoop((k) => { run(1000, k + 1); return 1000; }).perSec;
  };
  return { tarot: Math.round(rate(mod.tarotRun)), tarabish: Math.round(rate(mod.tarabishRun)) };
}

const configs: { rules: AnyRuleset; options: object; players: number }[] = [];
for (const rules of rulesets) {
  if (rules.id.endsWith('-match') || (ONLY && !ONLY.includes(rules.id))) continue;
  for (const players of rules.traits.players) configs.push({ rules, options: rules.traits.players.length > 1 ? { players } : {}, players });
}

const ceil = await ceiling();
const rows = configs.map((c) => measure(c.rules, c.options, c.players));
for (const r of rows) {
  const base = ceil ? (r.game === 'tarabish' ? ceil.tarabish : r.game === 'tarot' && r.players === 4 ? ceil.tarot : null) : null;
  if (base) {
    r.ratios = {
      checked: Math.round((r.playPhaseDealsPerSec.checked / base) * 1000) / 1000,
      unchecked: Math.round((r.playPhaseDealsPerSec.unchecked / base) * 1000) / 1000,
      playout: Math.round((r.playPhaseDealsPerSec.playout / base) * 1000) / 1000,
    };
  }
  const four = rows.find((x) => x.game === r.game && x.players === 4);
  if (four && r.game !== 'tarabish') {
    const perCard = (x: Row, path: 'checked' | 'unchecked' | 'playout') => 1 / (x.playPhaseDealsPerSec[path] * x.playsPerDeal);
    r.perCardVs4p = Object.fromEntries((['checked', 'unchecked', 'playout'] as const).map((path) => [path, Math.round((perCard(r, path) / perCard(four, path)) * 100) / 100]));
  }
}
const leaks = LEAK > 0 ? configs.filter((c) => c.players === 4).map((c) => ({ game: c.rules.id, players: c.players, ...leakCheck(c.rules, c.options, LEAK) })) : [];

if (json) console.log(JSON.stringify({ node: process.version, library: how, seconds: SECONDS, ceiling: ceil, rows, leaks, leakPath: LEAK_PATH }));
else {
  console.log(`atout game figures, Node ${process.version}, ${SECONDS} s windows, ${how}`);
  console.log(ceil ? `ceiling (same process): Tarot 4p ${ceil.tarot.toLocaleString('en-US')} deals/s, Tarabish ${ceil.tarabish.toLocaleString('en-US')} deals/s` : 'ceiling: ../shared/bench/ceiling.mjs not found; absolute figures only');
  for (const r of rows) {
    const f = (x: number) => x.toLocaleString('en-US');
    const p = r.playPhaseDealsPerSec;
    const d = r.fullDealsPerSec;
    console.log(`${r.game} ${r.players}p: play phase ${f(p.checked)} deals/s checked, ${f(p.unchecked)} unchecked, ${f(p.playout)} playout` +
      (r.ratios ? ` (ratio ${r.ratios.checked} / ${r.ratios.unchecked} / ${r.ratios.playout})` : '') +
      `; full deals ${f(d.checked)} / ${f(d.unchecked)} / ${f(d.playout)} deals/s; ${r.playsPerDeal} plays/deal; legal ${f(r.legalPerSec)}/s; ${r.bytesPerAction ?? '?'} B/action; ${r.bytesPerState ?? '?'} B/state` +
      (r.perCardVs4p && r.players !== 4 ? `; per card vs 4p ${r.perCardVs4p.checked} / ${r.perCardVs4p.unchecked} / ${r.perCardVs4p.playout}` : ''));
  }
  for (const l of leaks) console.log(`heap ${l.game} ${l.players}p (${LEAK_PATH}): after 10k ${l.after10k}, after ${LEAK} ${l.afterN} (${((l.growth ?? 0) * 100).toFixed(1)}%)`);
}
