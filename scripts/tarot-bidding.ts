/**
 * The Tarot heuristic's bidding, measured and calibrated by simulation (docs/bots.md, "Bidding by
 * evaluation"):
 *
 *   npx tsx scripts/tarot-bidding.ts calibrate --players 4 --deals 400 [--seed 1] [--out FILE]
 *   npx tsx scripts/tarot-bidding.ts stats --players 4 --deals 500 [--level heuristic]
 *   npx tsx scripts/tarot-bidding.ts forced --players 4 --deals 3000 [--taker heuristic] [--defence baseline] [--out FILE]
 *
 * `calibrate`: in each deal, each seat in turn takes its place in the bidding after the seats
 * before it have bid (by the heuristic); the deal is then played out from each of the seat's legal
 * bids (pass and every contract it may bid), every other decision by the heuristic, and the seat's
 * score is noted. Per band of the hand's evaluation (`handPoints`), the table gives the mean gain of
 * each contract over passing and over the contract below, with a 95% interval: a contract pays
 * where its gain is above zero. JSON Lines of every sample with --out.
 *
 * `stats`: deals played by four (three, five) bots of a level: the bids, the deals passed out, the
 * takers' success by contract.
 *
 * `forced`: the taker's play measured alone (forced gardes): in each deal the seat of the highest
 * published count, when it reaches 36, takes a garde and the others pass; the taker plays by
 * --taker, the defenders by --defence; the taker's mean score a contract, with a 95% interval
 * (JSON Lines of each contract's score and points over the target with --out, to compare two
 * versions of the play on the same deals).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createBot } from '../src/bots/index.js';
import { estimate } from '../src/bots/tournament.js';
import { heuristicPolicy } from '../src/bots/heuristic/index.js';
import { baselinePolicy } from '../src/bots/baseline/index.js';
import type { Policy } from '../src/kernel/policy.js';
import { handPoints } from '../src/games/tarot/heuristic.js';
import { BIDS, type Bid } from '../src/games/tarot/state.js';
import { tarot, type TarotAction, type TarotState } from '../src/games/tarot/index.js';
import { cardsOf } from '../src/kernel/policy.js';
import { tarotDeck } from '../src/games/tarot/cards.js';
import { getOrThrow } from '../src/kernel/errors.js';
import { createRng } from '../src/kernel/rng.js';
import { deriveSeed } from '../src/kernel/seed.js';

const policy = heuristicPolicy(tarot as never);

/** The heuristic's action for the seat to act. */
function heuristicAction(s: TarotState): TarotAction {
  const seat = tarot.actor(s) as number;
  const legal = tarot.legal(s);
  return legal[policy({ ruleset: tarot as never, view: tarot.view(s, seat), legal, seat, rng: createRng(1) })]!;
}

function playOut(s: TarotState): TarotState {
  while (tarot.actor(s) !== 'done') s = getOrThrow(tarot.apply(s, heuristicAction(s))).state;
  return s;
}

interface Sample {
  readonly deal: number;
  readonly position: number;
  /** The contract bid before the seat's turn, if any. */
  readonly before: Bid | null;
  readonly points: number;
  readonly hand: readonly string[];
  /** The seat's score by bid tried. */
  readonly scores: Partial<Record<Bid, number>>;
}

function calibrate(players: 3 | 4 | 5, deals: number, seed: number, out: string | undefined): void {
  const samples: Sample[] = [];
  if (out !== undefined) writeFileSync(out, '');
  for (let d = 0; d < deals; d++) {
    let s = getOrThrow(tarot.setup({ players }, { seed: deriveSeed(seed, d) }));
    for (let position = 0; position < players; position++) {
      if (s.phase !== 'bidding') break; // a petit sec annulled the deal
      const seat = tarot.actor(s) as number;
      const hand = cardsOf(tarotDeck, tarot.view(s, seat).hand);
      const scores: Partial<Record<Bid, number>> = {};
      for (const a of tarot.legal(s)) {
        if (a.type !== 'bid') continue;
        const end = playOut(getOrThrow(tarot.apply(s, a)).state);
        scores[a.bid] = tarot.result(end)!.scores[seat]!;
      }
      const view = tarot.view(s, seat);
      const before = view.bids.reduce<Bid | null>((top, b) => (b.bid === 'pass' ? top : b.bid), null);
      const sample = { deal: d, position, before, points: handPoints(hand), hand: view.hand, scores };
      samples.push(sample);
      if (out !== undefined) appendFileSync(out, `${JSON.stringify(sample)}\n`);
      s = getOrThrow(tarot.apply(s, heuristicAction(s))).state; // the seat bids as the heuristic does
    }
  }
  report(samples);
}

const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '—');

/** Per band of points, each contract's mean gain over pass and over the contract below. */
function report(samples: readonly Sample[]): void {
  const band = 5;
  const lo = Math.floor(Math.min(...samples.map((x) => x.points)) / band) * band;
  const hi = Math.max(...samples.map((x) => x.points));
  console.log(
    '| points | hands | ' +
      BIDS.slice(1)
        .map((b) => `${b} − pass | ${b} − below`)
        .join(' | ') +
      ' |',
  );
  for (let p = lo; p <= hi; p += band) {
    const rows = samples.filter((x) => x.points >= p && x.points < p + band);
    if (rows.length < 10) continue;
    const cells: string[] = [];
    BIDS.slice(1).forEach((b, i) => {
      const below = BIDS[i]!;
      const overPass = rows.filter((x) => x.scores[b] !== undefined && x.scores.pass !== undefined);
      const overBelow = rows.filter((x) => x.scores[b] !== undefined && x.scores[below] !== undefined);
      const e1 = estimate(overPass.map((x) => x.scores[b]! - x.scores.pass!));
      const e2 = estimate(overBelow.map((x) => x.scores[b]! - x.scores[below]!));
      cells.push(`${fmt(e1.mean)} ±${fmt(e1.half)}`, `${fmt(e2.mean)} ±${fmt(e2.half)}`);
    });
    console.log(`| ${p}–${p + band - 1} | ${rows.length} | ${cells.join(' | ')} |`);
  }
}

function stats(players: 3 | 4 | 5, deals: number, seed: number, level: string): void {
  const bids: Record<string, number> = {};
  const taken: Record<string, { made: number; n: number; score: number }> = {};
  let passedOut = 0;
  for (let d = 0; d < deals; d++) {
    let s = getOrThrow(tarot.setup({ players }, { seed: deriveSeed(seed, d) }));
    const bot = createBot(tarot, { level: level as 'heuristic', seed: d });
    while (tarot.actor(s) !== 'done') {
      const a = getOrThrow(bot.act(s, tarot.actor(s) as number));
      if (a.type === 'bid') bids[a.bid] = (bids[a.bid] ?? 0) + 1;
      s = getOrThrow(tarot.apply(s, a)).state;
    }
    const r = tarot.result(s)!;
    if (r.annulled === true && r.reason === 'all-pass') passedOut++;
    if (r.breakdown !== null && r.contract !== null && r.taker !== null) {
      const t = (taken[r.contract] ??= { made: 0, n: 0, score: 0 });
      t.n++;
      if (r.breakdown.made) t.made++;
      t.score += r.scores[r.taker]!;
    }
  }
  const turns = Object.values(bids).reduce((x, y) => x + y, 0);
  console.log(
    `tarot ${players}p, ${deals} deals, ${level}: passed out ${passedOut} (${((100 * passedOut) / deals).toFixed(1)}%)`,
  );
  console.log(
    'bid turns:',
    BIDS.map((b) => `${b} ${bids[b] ?? 0} (${((100 * (bids[b] ?? 0)) / turns).toFixed(1)}%)`).join(', '),
  );
  for (const b of BIDS.slice(1)) {
    const t = taken[b];
    if (t !== undefined)
      console.log(
        `${b}: ${t.n} deals, made ${t.made} (${((100 * t.made) / t.n).toFixed(1)}%), taker's mean score ${(t.score / t.n).toFixed(1)}`,
      );
  }
  const all = Object.values(taken).reduce((x, t) => ({ made: x.made + t.made, n: x.n + t.n }), { made: 0, n: 0 });
  console.log(`all contracts: made ${all.made} of ${all.n} (${((100 * all.made) / Math.max(1, all.n)).toFixed(1)}%)`);
}

/** The policy of a level by name (heuristic or baseline). */
const policyOf = (level: string): Policy =>
  level === 'baseline' ? baselinePolicy(tarot as never) : heuristicPolicy(tarot as never);

function forced(
  players: 3 | 4 | 5,
  deals: number,
  seed: number,
  takerLevel: string,
  defenceLevel: string,
  out: string | undefined,
): void {
  if (out !== undefined) writeFileSync(out, '');
  const taker = policyOf(takerLevel);
  const defence = policyOf(defenceLevel);
  const scores: number[] = [];
  let made = 0;
  const margins: number[] = [];
  let petitHeld = 0;
  let petitLost = 0;
  for (let d = 0; d < deals; d++) {
    let s = getOrThrow(tarot.setup({ players }, { seed: deriveSeed(seed, d) }));
    if (s.phase !== 'bidding') continue;
    const points = Array.from({ length: players }, (_, seat) =>
      handPoints(cardsOf(tarotDeck, tarot.view(s, seat).hand)),
    );
    const best = points.indexOf(Math.max(...points));
    if (points[best]! < 36) continue;
    while (tarot.actor(s) !== 'done') {
      const seat = tarot.actor(s) as number;
      const legal = tarot.legal(s);
      const bid = legal.find((a) => a.type === 'bid' && a.bid === (seat === best ? 'garde' : 'pass'));
      const p = seat === best ? taker : defence;
      const a =
        bid ?? legal[p({ ruleset: tarot as never, view: tarot.view(s, seat), legal, seat, rng: createRng(1) })]!;
      s = getOrThrow(tarot.apply(s, a)).state;
    }
    const r = tarot.result(s)!;
    if (r.breakdown === null) continue;
    scores.push(r.scores[best]!);
    margins.push(r.breakdown.points - r.breakdown.target);
    if (out !== undefined)
      appendFileSync(out, JSON.stringify({ deal: d, score: r.scores[best], margin: margins.at(-1) }) + '\n');
    const end = tarot.view(s, best);
    const petit = end.tricks.find((t) => t.plays.some((p) => p.card === '1T'));
    if (petit !== undefined && petit.plays.some((p) => p.card === '1T' && p.seat === best)) {
      petitHeld++;
      if (petit.winner !== best) petitLost++;
    }
    if (r.breakdown.made) made++;
  }
  const e = estimate(scores);
  const m = estimate(margins);
  console.log(
    `forced gardes, ${players}p, taker ${takerLevel}, defence ${defenceLevel}: ${scores.length} contracts, made ${((100 * made) / scores.length).toFixed(1)}%, taker's mean ${fmt(e.mean)} ±${fmt(e.half)}, points over the target ${m.mean.toFixed(2)} ±${m.half.toFixed(2)}; the taker's Petit lost ${petitLost} of ${petitHeld}`,
  );
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      players: { type: 'string', default: '4' },
      deals: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      level: { type: 'string', default: 'heuristic' },
      out: { type: 'string' },
      taker: { type: 'string', default: 'heuristic' },
      defence: { type: 'string', default: 'baseline' },
    },
  });
  const players = Number(values.players) as 3 | 4 | 5;
  const deals = Number(values.deals);
  const seed = Number(values.seed);
  if (positionals[0] === 'calibrate') calibrate(players, deals, seed, values.out);
  else if (positionals[0] === 'stats') stats(players, deals, seed, values.level);
  else if (positionals[0] === 'forced') forced(players, deals, seed, values.taker, values.defence, values.out);
  else throw new Error('usage: tarot-bidding.ts calibrate|stats|forced --players N --deals D');
}

main();
