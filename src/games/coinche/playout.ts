/**
 * The Coinche playout behind `fastPlayout`: once a contract stands, the card play is Belote's on
 * Belote's state, so it is played out by Belote's playout (`playOut` on `BeloteTable`), with the
 * same random choices as the public API; this module only settles the deal by the contract
 * (settle.ts `playedCoincheFacts`).
 */
import type { Rng } from '../../kernel/rng.js';
import type { FastPlayout } from '../../kernel/ruleset.js';
import type { CoincheTypes } from './rules.js';
import { playOut } from '../belote/playout.js';
import { BeloteTable, contractOffTable } from '../belote/table.js';
import { playedCoincheFacts, scoredCoincheResult, type CoincheResult } from './settle.js';
import type { CoincheState } from './state.js';

/** Plays a state whose card play is in its `play` phase to the end with random legal choices; the deal's result. */
export function runCoinchePlayout(s: CoincheState, rng: Rng, table: BeloteTable): CoincheResult {
  const declarations = playOut(s.play, rng, table);
  const calls = [table.calls(0), table.calls(1), table.calls(2), table.calls(3)];
  const tricks: [number, number] = [table.tricksWon(0), table.tricksWon(1)];
  const at = declarations === s.play.declarations ? s : { ...s, play: { ...s.play, declarations } };
  return scoredCoincheResult(at, playedCoincheFacts(at, [table.points(0), table.points(1)], tricks, calls), tricks);
}

/**
 * A runner of Coinche's fast playout: once a contract stands, the card play on Belote's table
 * (`runCoinchePlayout`; a contract the core does not play, `contractOffTable`, through the API),
 * one table held for the runner's playouts. Listed apart from the ruleset (games/playouts.ts), so
 * that an app that only plays loads no card-play core.
 */
export function coincheFastPlayout(): FastPlayout<CoincheTypes> {
  const table = new BeloteTable();
  return {
    play: (s, rng) =>
      s.contract !== null && s.play.phase === 'play' && contractOffTable(s.play) === null
        ? runCoinchePlayout(s, rng, table)
        : undefined,
  };
}
