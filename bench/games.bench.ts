/**
 * Game figures side by side with the ceiling (../shared/bench/ceiling.mjs, a minimal mutable
 * random-playout loop), measured in the same process. Run `npm run bench` (`--json` for machines,
 * `--seconds S` per measurement window, `--leak N` to also run the heap check over N deals).
 *
 * For each ruleset and player count: random deals per second
 *   (a) through the checked public API (`legal` then `apply`) and
 *   (b) through `applyUnchecked` (after `legal`),
 * for the card-play phase alone (positions prepared outside the timed loop: the first state whose
 * legal actions are plays) and for full deals from seed to result; `legal` calls per second; and
 * bytes allocated per action (heap growth over a short run with a large young generation, after a
 * forced GC: run with --expose-gc --max-semi-space-size=256, as `npm run bench` does).
 * When the ceiling file is absent (as in a published package) the absolute figures are printed alone.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rulesets } from '../src/games/registry.js';
import { createRng, deriveSeed, type Rng } from '../src/kernel/index.js';
import type { AnyRuleset } from '../src/record/index.js';

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const arg = (name: string, dflt: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SECONDS = arg('--seconds', 1.5);
const LEAK = arg('--leak', 0);
const gc = (globalThis as { gc?: () => void }).gc;

function timeLoop(body: (k: number) => number): { perSec: number; units: number } {
  const end = performance.now() + SECONDS * 1000;
  let units = 0;
  let k = 0;
  const t0 = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 16; i++) units += body(k++);
  }
  return { perSec: (units * 1000) / (performance.now() - t0), units };
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
  playPhaseDealsPerSec: { checked: number; unchecked: number };
  fullDealsPerSec: { checked: number; unchecked: number };
  playsPerDeal: number;
  legalPerSec: number;
  bytesPerAction: number | null;
  ratios?: Record<string, number>;
}

function measure(rules: AnyRuleset, options: object, players: number): Row {
  const positions: object[] = [];
  for (let i = 0; positions.length < 256 && i < 4096; i++) {
    const p = playPosition(rules, options, deriveSeed(7, i));
    if (p) positions.push(p);
  }
  const rng = createRng(99);
  let plays = 0;
  const playChecked = timeLoop((k) => { plays += playOut(rules, positions[k % positions.length]!, rng, true); return 1; });
  const playsPerDeal = plays / playChecked.units;
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
  const legal = timeLoop((k) => { rules.legal(positions[k % positions.length]!); return 1; });
  let bytesPerAction: number | null = null;
  if (gc) {
    gc();
    const before = process.memoryUsage().heapUsed;
    let actions = 0;
    for (let i = 0; i < 200; i++) actions += playOut(rules, positions[i % positions.length]!, rng, true);
    bytesPerAction = Math.round((process.memoryUsage().heapUsed - before) / actions);
  }
  return {
    game: rules.id,
    players,
    playPhaseDealsPerSec: { checked: Math.round(playChecked.perSec), unchecked: Math.round(playUnchecked.perSec) },
    fullDealsPerSec: { checked: Math.round(fullChecked.perSec), unchecked: Math.round(fullUnchecked.perSec) },
    playsPerDeal: Math.round(playsPerDeal * 10) / 10,
    legalPerSec: Math.round(legal.perSec),
    bytesPerAction,
  };
}

function leakCheck(rules: AnyRuleset, options: object, deals: number): { after10k: number; afterN: number; growth: number } | null {
  if (!gc) return null;
  const rng = createRng(5);
  let after10k = 0;
  for (let k = 0; k < deals; k++) {
    const s = rules.setup(options, { seed: k });
    if (s._tag === 'Right') playOut(rules, s.right, rng, true);
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
  if (rules.id.endsWith('-match')) continue;
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
    };
  }
}
const leaks = LEAK > 0 ? configs.map((c) => ({ game: c.rules.id, players: c.players, ...leakCheck(c.rules, c.options, LEAK) })) : [];

if (json) console.log(JSON.stringify({ node: process.version, seconds: SECONDS, ceiling: ceil, rows, leaks }));
else {
  console.log(`atout game figures, Node ${process.version}, ${SECONDS} s windows`);
  console.log(ceil ? `ceiling (same process): Tarot 4p ${ceil.tarot.toLocaleString('en-US')} deals/s, Tarabish ${ceil.tarabish.toLocaleString('en-US')} deals/s` : 'ceiling: ../shared/bench/ceiling.mjs not found; absolute figures only');
  for (const r of rows) {
    console.log(`${r.game} ${r.players}p: play phase ${r.playPhaseDealsPerSec.checked.toLocaleString('en-US')} deals/s checked, ${r.playPhaseDealsPerSec.unchecked.toLocaleString('en-US')} unchecked` +
      (r.ratios ? ` (ratio ${r.ratios.checked} / ${r.ratios.unchecked})` : '') +
      `; full deals ${r.fullDealsPerSec.checked.toLocaleString('en-US')} / ${r.fullDealsPerSec.unchecked.toLocaleString('en-US')} deals/s; ${r.playsPerDeal} plays/deal; legal ${r.legalPerSec.toLocaleString('en-US')}/s; ${r.bytesPerAction ?? '?'} B/action`);
  }
  for (const l of leaks) console.log(`heap ${l.game} ${l.players}p: after 10k ${l.after10k}, after ${LEAK} ${l.afterN} (${((l.growth ?? 0) * 100).toFixed(1)}%)`);
}
