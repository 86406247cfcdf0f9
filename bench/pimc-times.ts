/**
 * PIMC's decision time at its defaults (issue 30's bound: p95 < 500 ms, max < 1 s on one core):
 * whole deals from fixed seeds, one seat PIMC (the seat moves round with the deal), the others the
 * heuristic; every decision of the PIMC seat with more than one legal action is timed (process CPU
 * time, bench/timing.ts `cpuMs`), bidding, écart and announcements included.
 */
import { createBot } from '../src/bots/bot.js';
import { size, type CardSet } from '../src/kernel/cardset.js';
import type { Variant } from '../test/bots/solver/endgames.js';
import { cpuMs, quantile } from './timing.js';

export interface DecisionTimes {
  readonly game: string;
  readonly deals: number;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  /** The slowest decision's phase and the cards left in the deciding hand. */
  readonly slowest: string;
  /**
   * A 32-bit FNV-1a hash of every action chosen in the deals, every seat's (the codec's text): a
   * change of speed that changes no decision leaves it as it was.
   */
  readonly fingerprint: string;
}

/** The PIMC seat's decisions over `deals` deals of `v` from seeds 5000, 5001, … */
export function pimcDecisionTimes(v: Variant, deals: number): DecisionTimes {
  const times: number[] = [];
  let slowest = '';
  let maxMs = -1;
  let fingerprint = 0x811c9dc5;
  const players = (v.options as { readonly players?: number }).players ?? 4;
  for (let d = 0; d < deals; d++) {
    const setup = v.rules.setup(v.options, { seed: 5000 + d });
    if (setup._tag === 'Left') throw new Error(setup.left.message);
    let s = setup.right as object;
    const pimcSeat = d % players;
    const bots = Array.from({ length: players }, (_, seat) =>
      createBot(v.rules, { level: seat === pimcSeat ? 'pimc' : 'heuristic', seed: 77 + d }),
    );
    while (v.rules.actor(s) !== 'done') {
      const seat = v.rules.actor(s) as number;
      const timed = seat === pimcSeat && v.rules.legal(s).length > 1;
      const t0 = cpuMs();
      const got = bots[seat]!.act(s, seat);
      const ms = cpuMs() - t0;
      if (got._tag === 'Left') throw new Error(got.left.message);
      for (const ch of `${v.rules.codec.encode(got.right)};`)
        fingerprint = Math.imul(fingerprint ^ ch.charCodeAt(0), 0x01000193) >>> 0;
      if (timed) {
        if (ms > maxMs) {
          maxMs = ms;
          const st = s as { readonly phase: string; readonly hands: readonly CardSet[] };
          const cards = size(st.hands[seat]!);
          slowest = `${st.phase}, ${cards} cards in hand`;
        }
        times.push(ms);
      }
      s = v.rules.applyUnchecked(s, got.right).state as object;
    }
  }
  return {
    game: v.name,
    deals,
    decisions: times.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs,
    slowest,
    fingerprint: fingerprint.toString(16).padStart(8, '0'),
  };
}
