/**
 * Where PIMC chooses differently from the heuristic in Tarot, and what each difference is worth
 * (docs/bots.md, "Where PIMC's cards differ"):
 *
 *   npx tsx scripts/pimc-diff.ts --players 4 --deals 60 --seed 1 [--worlds 20] [--out FILE]
 *
 * Deal d is the tournament's (`deriveSeed(seed, 3d)`) played by the heuristic at every seat. At
 * each card of the play with a choice, PIMC is asked as a tournament's `pimc` bot would be (the
 * same settings, its seed `deriveSeed(seed, 3d + 1)`), and every legal card is also played out in
 * the real deal (the heuristic at every seat, the solver's last three tricks): its **real** value
 * for the seat. Where PIMC's card is not the heuristic's, the line printed (JSON) gives the
 * situation (the taker or a defender, a lead or a follow, the tricks left, each card's kind), PIMC's
 * estimate of the difference (its average over its worlds) and the real one. A summary by
 * situation ends the run.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decisionSeed, PIMC_ENDGAME } from '../src/bots/bot.js';
import { heuristicPolicy } from '../src/bots/heuristic/index.js';
import { bestIndex, dominates, judge, pimcEvaluate, rolloutWith, type PimcSettings } from '../src/bots/pimc.js';
import { SolverTables } from '../src/bots/solver/table.js';
import { getOrThrow } from '../src/kernel/errors.js';
import { createRng } from '../src/kernel/rng.js';
import { deriveSeed } from '../src/kernel/seed.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';
import { tarotBots } from '../src/games/tarot/bots.js';
import { tarot } from '../src/games/registry.js';
import type { TarotView } from '../src/games/tarot/view.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    deals: { type: 'string', default: '20' },
    from: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    worlds: { type: 'string', default: '20' },
    out: { type: 'string' },
  },
});
const players = Number(values.players);
const seed = Number(values.seed);
const ruleset = tarot as unknown as AnyRuleset;
const policy = heuristicPolicy(ruleset);
const tables = new SolverTables();
const endgame = { ...PIMC_ENDGAME, tables };
const settings: PimcSettings = {
  worlds: Number(values.worlds),
  nodes: undefined,
  timeMs: undefined,
  rollout: policy,
  otherPhases: policy,
  endgame,
  worldCost: tarotBots.worldCost as PimcSettings['worldCost'],
  anchor: tarotBots.anchored as PimcSettings['anchor'],
};

/** A card's kind. */
function kind(card: string): string {
  if (card === 'EX') return 'excuse';
  if (card === '1T') return 'petit';
  if (card.endsWith('T')) return Number(card.slice(0, -1)) >= 16 ? 'high trump' : 'trump';
  const rank = card.slice(0, -1);
  if (rank === 'K') return 'king';
  if (rank === 'Q' || rank === 'N' || rank === 'J') return 'honour';
  return 'low';
}

interface Row {
  deal: number;
  seat: number;
  role: string;
  contract: string;
  lead: boolean;
  left: number;
  heuristic: string;
  pimc: string;
  raw: string;
  est: number;
  real: number;
  best: number;
}

const rows: Row[] = [];
const choices = new Map<string, number>();
const out = values.out;
if (out !== undefined) writeFileSync(out, '');
const from = Number(values.from);
for (let d = from; d < from + Number(values.deals); d++) {
  let s = getOrThrow(ruleset.setup({ players }, { seed: deriveSeed(seed, 3 * d) })) as object;
  const botSeed = deriveSeed(seed, 3 * d + 1);
  while (ruleset.actor(s) !== 'done') {
    const seat = ruleset.actor(s) as number;
    const view = ruleset.view(s, seat) as TarotView;
    const legal = ruleset.legal(s);
    const h = policy({ ruleset, view, legal, seat, rng: createRng(0) });
    const cardPlay = legal.length > 1 && legal.every((a) => (a as { type: string }).type === 'play');
    if (cardPlay) {
      const role = view.taker === seat ? 'taker' : 'defence';
      const lead = view.trick.plays.length === 0;
      const key = `${role} ${lead ? 'lead' : 'follow'}`;
      choices.set(key, (choices.get(key) ?? 0) + 1);
      const ds = decisionSeed(botSeed, view);
      const ev = getOrThrow(pimcEvaluate(ruleset, s, seat, legal, ds, settings));
      const raw = bestIndex(ev.values);
      const anchored = settings.anchor!(view, seat) && !dominates(ev.byWorld, raw, h);
      const p = anchored ? h : raw;
      if (p !== h) {
        const real = legal.map((a) => {
          const next = ruleset.applyUnchecked(s, a).state as object;
          return judge(rolloutWith(ruleset, next, policy, createRng(ds), endgame), seat);
        });
        const card = (i: number): string => (legal[i] as { card: string }).card;
        const row: Row = {
          deal: d,
          seat,
          role,
          contract: view.contract ?? '',
          lead,
          left: view.hand.length,
          heuristic: card(h),
          pimc: card(p),
          raw: card(raw),
          est: ev.values[p]! - ev.values[h]!,
          real: real[p]! - real[h]!,
          best: Math.max(...real) - real[h]!,
        };
        rows.push(row);
        if (out !== undefined) appendFileSync(out, `${JSON.stringify(row)}\n`);
      }
    }
    s = ruleset.applyUnchecked(s, legal[h]).state as object;
  }
  process.stderr.write(`deal ${d}: ${rows.length} differences\n`);
}

/** Mean and 95% half-width. */
function stat(xs: readonly number[]): string {
  if (xs.length === 0) return '—';
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.length > 1 ? xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1) : 0;
  return `${m.toFixed(1)} ±${((1.96 * Math.sqrt(v)) / Math.sqrt(xs.length)).toFixed(1)}`;
}
const groups = new Map<string, Row[]>();
for (const r of rows) {
  const keys = [
    `${r.role} ${r.lead ? 'lead' : 'follow'}`,
    `${r.role} ${r.left <= 5 ? 'last 5' : r.left <= 10 ? '6-10 left' : '11+ left'}`,
    `${r.role} pimc ${kind(r.pimc)} for ${kind(r.heuristic)}`,
  ];
  for (const k of keys) groups.set(k, [...(groups.get(k) ?? []), r]);
}
console.log('| situation | decisions with a choice | differ | PIMC est. | real | real sum | oracle over heuristic |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [k, rs] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
  const sum = rs.reduce((t, r) => t + r.real, 0);
  console.log(
    `| ${k} | ${choices.get(k) ?? ''} | ${rs.length} | ${stat(rs.map((r) => r.est))} | ${stat(rs.map((r) => r.real))} | ${sum.toFixed(0)} | ${stat(rs.map((r) => r.best))} |`,
  );
}
