/**
 * A simulation: seeded Tarabish hands played by random legal moves (in the auction: pass or the
 * least raise, equally likely), then how often the bidding team goes bate and how the hand scores are
 * spread. Every hand is reproducible: hand k is dealt from `deriveSeed(seed, k)` and its moves are
 * drawn from `createRng(deriveSeed(seed, k + hands))`.
 *
 *   npx tsx examples/simulation.ts                          10,000 hands, auction preset
 *   npx tsx examples/simulation.ts --hands 1000 --preset traditional --seed 7
 *
 * Random play is not good play: random card play wastes points, so bate is more frequent than
 * at a real table. The point is the method (and a sanity check of the rules at scale).
 */
import { pathToFileURL } from 'node:url';
import { createRng } from 'atout';
import { deriveSeed } from 'atout/kernel';
import { tarabish, type Preset, type TarabishAction, type TarabishState } from 'atout/tarabish';

export interface SimulationOptions {
  /** Number of hands (default 10,000). */
  readonly hands?: number;
  readonly seed?: number;
  readonly preset?: Preset;
  /** Width of a histogram bucket in points (default 50). */
  readonly bucket?: number;
}

export interface SimulationReport {
  readonly preset: Preset;
  readonly hands: number;
  /** Hands everybody passed (annulled, redealt). */
  readonly annulled: number;
  /** Hands played to the end: made + bate + halfBait. */
  readonly played: number;
  readonly made: number;
  readonly bate: number;
  /** Traditional preset: equal totals, the callers score nothing. */
  readonly halfBait: number;
  /** bate / played (0 when nothing was played). */
  readonly bateRate: number;
  /** The bidding team's hand score, by bucket: `from` ≤ score < `from + bucket`. */
  readonly bidders: readonly { readonly from: number; readonly count: number }[];
  /** The other team's hand score, same buckets. */
  readonly opponents: readonly { readonly from: number; readonly count: number }[];
  readonly actions: number;
  readonly millis: number;
}

/**
 * The moves a random player picks from: every legal action, except that in the auction a bidder
 * either passes or raises by the least step (a uniform pick among 26 bids would almost always end
 * at an absurd bid and bate).
 */
function choices(s: TarabishState): readonly TarabishAction[] {
  const legal = tarabish.legal(s);
  const bids = legal.filter((a): a is Extract<TarabishAction, { type: 'bid' }> => a.type === 'bid');
  if (bids.length === 0) return legal;
  const least = Math.min(...bids.map((b) => b.value));
  return legal.filter((a) => a.type !== 'bid' || (a.value === least && !a.noTrump));
}

/** Plays one hand by random legal moves; the final state. */
function playHand(state: TarabishState, rng: ReturnType<typeof createRng>): { state: TarabishState; actions: number } {
  let s = state;
  let actions = 0;
  while (tarabish.actor(s) !== 'done') {
    const legal = choices(s);
    // The actions are legal by construction, so the unchecked reducer is enough (and faster).
    s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
    actions++;
  }
  return { state: s, actions };
}

function histogram(scores: readonly number[], bucket: number): { from: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const x of scores) {
    const from = Math.floor(x / bucket) * bucket;
    counts.set(from, (counts.get(from) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const keys = [...counts.keys()];
  const out: { from: number; count: number }[] = [];
  for (let from = Math.min(...keys); from <= Math.max(...keys); from += bucket)
    out.push({ from, count: counts.get(from) ?? 0 });
  return out;
}

export function simulate(options: SimulationOptions = {}): SimulationReport {
  const hands = options.hands ?? 10_000;
  const seed = options.seed ?? 1;
  const preset = options.preset ?? 'auction';
  const bucket = options.bucket ?? 50;
  const started = performance.now();
  let annulled = 0;
  let made = 0;
  let bate = 0;
  let halfBait = 0;
  let actions = 0;
  const bidderScores: number[] = [];
  const opponentScores: number[] = [];
  for (let k = 0; k < hands; k++) {
    const setup = tarabish.setup({ preset, dealer: k % 4 }, { seed: deriveSeed(seed, k) });
    if (setup._tag === 'Left') throw new Error(`hand ${k}: ${setup.left.code}`);
    const played = playHand(setup.right, createRng(deriveSeed(seed, k + hands)));
    actions += played.actions;
    const r = tarabish.result(played.state);
    if (r === undefined) throw new Error(`hand ${k} did not end`);
    if (r.annulled || r.breakdown === null) {
      annulled++;
      continue;
    }
    if (r.outcome === 'made') made++;
    else if (r.outcome === 'bate') bate++;
    else halfBait++;
    const bidTeam = r.breakdown.bidTeam;
    bidderScores.push(r.teamScores[bidTeam]);
    opponentScores.push(r.teamScores[bidTeam === 0 ? 1 : 0]);
  }
  const played = made + bate + halfBait;
  return {
    preset,
    hands,
    annulled,
    played,
    made,
    bate,
    halfBait,
    bateRate: played === 0 ? 0 : bate / played,
    bidders: histogram(bidderScores, bucket),
    opponents: histogram(opponentScores, bucket),
    actions,
    millis: performance.now() - started,
  };
}

const percent = (n: number, of: number): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** The report as text, with a small histogram per team. */
export function formatReport(r: SimulationReport): string {
  const lines = [
    `Tarabish (${r.preset}), ${r.hands} hands by random legal moves, ${r.actions} actions in ${(r.millis / 1000).toFixed(1)} s`,
    `  annulled (all passed): ${r.annulled}   played: ${r.played}`,
    `  made ${r.made} (${percent(r.made, r.played)})   bate ${r.bate} (${percent(r.bate, r.played)})   half bait ${r.halfBait} (${percent(r.halfBait, r.played)})`,
  ];
  const width = 40;
  for (const [name, rows] of [
    ['the bidding team', r.bidders],
    ['the other team', r.opponents],
  ] as const) {
    lines.push(`  hand score of ${name}:`);
    const most = Math.max(1, ...rows.map((x) => x.count));
    const step = rows.length > 1 ? rows[1]!.from - rows[0]!.from : 0;
    for (const { from, count } of rows) {
      const label = `${from}..${from + step - 1}`.padStart(10);
      lines.push(`  ${label} ${String(count).padStart(6)} ${'#'.repeat(Math.round((width * count) / most))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const preset = argument('preset') ?? 'auction';
  if (preset !== 'auction' && preset !== 'traditional') throw new Error('--preset auction | traditional');
  process.stdout.write(
    formatReport(simulate({ hands: Number(argument('hands') ?? 10_000), seed: Number(argument('seed') ?? 1), preset })),
  );
}
