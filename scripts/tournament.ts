/**
 * Duplicate tournaments between two bots (src/bots/tournament.ts says how seats rotate):
 *
 *   npm run tournament -- --game tarot4 --a pimc --b heuristic --deals 200 --out docs/bots-runs/tarot4-pimc-heuristic.jsonl
 *
 * Options: --game tarot3|tarot4|tarot5|goulash|tarabish-auction|tarabish-traditional|belote|coinche, --a and --b
 * a level (random, baseline, heuristic, pimc), --deals N, --worlds W (the PIMC bots' worlds, default 20),
 * --rollout heuristic|random (how PIMC finishes its worlds, default heuristic), --boldness B (the PIMC
 * bots' bidding in Tarot: points of score added to every hand's strength; without it, the default,
 * and the run's first line does not name it),
 * --seed S (default 1), --out FILE (JSON Lines). The file's first line names the run; each later
 * line is one deal's outcome, appended as soon as it is played, so a run stopped midway resumes
 * where it stopped (deals already in the file are skipped; a file of another run is refused).
 * At the end (and with --table alone, without playing) the table of every run in docs/bots-runs/
 * is written into docs/bots.md between its tournament markers.
 *
 *   npm run tournament -- --roles docs/bots-runs/tarot4-pimc-heuristic-w20-b0.jsonl
 *
 * splits a Tarot run's A − B by A's role: each replay is compared with the same deal played by the
 * heuristic at every seat, and classed by the role of A's seat there (the taker's side: the seats
 * whose score is not the defenders' common one; a deal passed out). Over the four (n) seatings the
 * heuristic's A − B sums to 0, so the classes add up to the run's A − B (when A bids as the
 * heuristic, the roles are A's own).
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BOT_LEVELS } from '../src/bots/bot.js';
import {
  estimate,
  playDeal,
  summarize,
  tournament,
  type DealOutcome,
  type Estimate,
  type TournamentSpec,
} from '../src/bots/tournament.js';
import { GAMES } from './tournament-games.js';

const root = join(import.meta.dirname, '..');

/** The first line of a run's file. */
interface Header {
  readonly run: {
    game: string;
    a: string;
    b: string;
    worlds: number;
    rollout: string;
    boldness?: number;
    seed: number;
  };
}
/** A later line: a deal's outcome and the milliseconds it took. */
type Line = DealOutcome & { readonly ms: number };

function read(file: string): { header: Header | undefined; lines: Line[] } {
  if (!existsSync(file)) return { header: undefined, lines: [] };
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as unknown];
      } catch {
        return []; // a line cut by a stopped run
      }
    });
  const header = rows[0] as Header | undefined;
  return { header, lines: rows.slice(1) as Line[] };
}

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : x > 0 ? '∞' : '−∞');
const ci = (e: Estimate): string => `${fmt(e.mean)} [${fmt(e.low)}, ${fmt(e.high)}]`;

/** The table of every run in docs/bots-runs/, into docs/bots.md between the markers. */
function writeTable(): void {
  const dir = join(root, 'docs/bots-runs');
  // runs that differ only in their seed are pooled (their deals are independent): one row each
  const groups = new Map<string, { run: Header['run']; seeds: number[]; files: string[]; lines: Line[] }>();
  const files = existsSync(dir) ? readdirSync(dir).filter((x) => x.endsWith('.jsonl')) : [];
  for (const f of files.sort()) {
    const { header, lines } = read(join(dir, f));
    if (header === undefined || lines.length === 0) continue;
    const { seed, ...rest } = header.run;
    const key = JSON.stringify(rest);
    const g = groups.get(key) ?? { run: header.run, seeds: [], files: [], lines: [] };
    g.seeds.push(seed);
    g.files.push(`\`${basename(f)}\``);
    g.lines.push(...lines);
    groups.set(key, g);
  }
  const rows: string[] = [];
  for (const { run: r, seeds, files: names, lines } of groups.values()) {
    const s = summarize(lines);
    const seconds = lines.reduce((t, l) => t + l.ms, 0) / 1000;
    const verdict = s.diff.low > 0 ? 'A better' : s.diff.high < 0 ? 'B better' : 'no difference shown';
    rows.push(
      `| ${r.game} | ${r.a} | ${r.b} | ${r.a === 'pimc' || r.b === 'pimc' ? `${r.worlds}, ${r.rollout}${r.boldness === undefined ? '' : `, boldness ${r.boldness}`}` : '—'} | ${s.deals} (seeds ${seeds.join(', ')}) | ${ci(s.a)} | ${ci(s.b)} | ${ci(s.diff)} | ${verdict} | ${Math.round(seconds)} s | ${names.join(', ')} |`,
    );
  }
  const table = [
    '| game | A | B | PIMC worlds, rollout | deals | A mean [95% CI] | B mean [95% CI] | A − B [95% CI] | verdict | time | file |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  const doc = join(root, 'docs/bots.md');
  const text = readFileSync(doc, 'utf8');
  const start = '<!-- tournament:start -->';
  const end = '<!-- tournament:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`docs/bots.md has no ${start} … ${end} markers`);
  writeFileSync(doc, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
  console.log(`docs/bots.md: ${rows.length} runs`);
}

/** A Tarot run's A − B split by A's role (see the module comment), printed. */
function roles(out: string): void {
  const { header, lines } = read(resolve(root, out));
  if (header === undefined) throw new Error(`${out}: no run`);
  const game = GAMES[header.run.game];
  if (game === undefined || !header.run.game.startsWith('tarot')) throw new Error('--roles: a Tarot run');
  const spec: TournamentSpec = { ...game, a: { level: 'heuristic' }, b: { level: 'heuristic' }, seed: header.run.seed };
  const classes = new Map<string, number[]>();
  for (const line of lines) {
    const heuristic = playDeal(spec, line.deal);
    line.replays.forEach((r, k) => {
      const n = r.scores.length;
      const a = r.seating.indexOf('A');
      const h = heuristic.replays[k]!.scores;
      const count = (x: number): number => h.filter((y) => y === x).length;
      const defence = h.reduce((best, x) => (count(x) > count(best) ? x : best), h[0]!);
      const role = h.every((x) => x === 0) ? 'passed out' : h[a] === defence ? 'A defends' : "A on the taker's side";
      const list = classes.get(role) ?? [];
      list.push(((r.scores[a]! - h[a]!) * n) / (n - 1)); // A − B of the replay, less the heuristic's
      classes.set(role, list);
    });
  }
  const replays = lines[0]?.replays.length ?? 1;
  for (const [role, xs] of classes)
    console.log(
      `${role}: ${xs.length} replays, A − B over the heuristic's ${ci(estimate(xs))} a replay, ${fmt(xs.reduce((t, x) => t + x, 0) / replays / lines.length)} a deal`,
    );
}

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'tarot4' },
      a: { type: 'string', default: 'pimc' },
      b: { type: 'string', default: 'random' },
      deals: { type: 'string', default: '10' },
      worlds: { type: 'string', default: '20' },
      rollout: { type: 'string', default: 'heuristic' },
      boldness: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      table: { type: 'boolean', default: false },
      roles: { type: 'string' },
    },
  });
  if (values.table) return writeTable();
  if (values.roles !== undefined) return roles(values.roles);
  const game = GAMES[values.game];
  if (game === undefined) throw new Error(`--game: one of ${Object.keys(GAMES).join(', ')}`);
  for (const level of [values.a, values.b])
    if (!(BOT_LEVELS as readonly string[]).includes(level)) throw new Error(`a level: ${BOT_LEVELS.join(', ')}`);
  const run = {
    game: values.game,
    a: values.a,
    b: values.b,
    worlds: Number(values.worlds),
    rollout: values.rollout,
    ...(values.boldness === undefined ? {} : { boldness: Number(values.boldness) }),
    seed: Number(values.seed),
  };
  const out = values.out ?? `docs/bots-runs/${run.game}-${run.a}-${run.b}.jsonl`;
  const file = resolve(root, out);
  const { header, lines } = read(file);
  if (header !== undefined && JSON.stringify(header.run) !== JSON.stringify(run))
    throw new Error(`${out} holds another run: ${JSON.stringify(header.run)}`);
  if (header === undefined) writeFileSync(file, `${JSON.stringify({ run })}\n`);
  const bot = (level: string) =>
    ({
      level,
      worlds: run.worlds,
      rollout: run.rollout,
      ...(run.boldness === undefined ? {} : { boldness: run.boldness }),
    }) as TournamentSpec['a'];
  const spec: TournamentSpec = { ...game, a: bot(run.a), b: bot(run.b), seed: run.seed };
  const deals = Number(values.deals);
  let last = performance.now();
  const { summary } = tournament(spec, deals, lines, (o) => {
    const t = performance.now();
    appendFileSync(file, `${JSON.stringify({ ...o, ms: Math.round(t - last) })}\n`);
    last = t;
    process.stdout.write(`deal ${o.deal}: A − B ${o.diff.toFixed(1)}\n`);
  });
  console.log(
    `${run.game} ${run.a} vs ${run.b}, ${summary.deals} deals: A ${ci(summary.a)}, B ${ci(summary.b)}, A − B ${ci(summary.diff)}`,
  );
  writeTable();
}

main();
