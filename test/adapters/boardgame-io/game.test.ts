/**
 * `atout/boardgame.io` through a real boardgame.io server (socket.io transport) and real clients:
 * complete Tarot (4 and 5 players), Goulash and Tarabish deals and a short Tarot match, one seat
 * played by boardgame.io's RandomBot; the wire leak check on every packet; refusals with the
 * atout code and the state unchanged; a restart mid-deal; and what boardgame.io leaks by default
 * (the initial state, the move log's arguments, undo) shown kept out. 200 deals and more behind
 * ATOUT_LONG (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/index.js';
import { toBoardgame } from '../../../src/adapters/boardgame-io/index.js';
import { wireSuite } from '../suite.js';
import { KEY, playGames } from './play.js';

wireSuite('through a boardgame.io server', 'packet', (rules, tally, o) =>
  playGames(rules, tally, o).then((p) => p.results),
);

describe('toBoardgame', () => {
  it('refuses options the ruleset refuses, with its code', () => {
    const r = toBoardgame(tarot, { key: KEY, options: { players: 7 as 4 } });
    expect(r._tag === 'Left' && r.left.code).toBe('options/invalid');
  });
});
