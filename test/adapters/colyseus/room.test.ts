/**
 * `atout/colyseus` through a real Colyseus server (ws transport) and real colyseus.js clients:
 * complete Tarot (4 and 5 players), Goulash and Tarabish deals and a short Tarot match, one seat
 * played by an `atout/bots` bot after the grace period, a spectator; the wire leak check on every
 * frame; refusals with the atout code and the state unchanged; a restart mid-deal. 200 deals and
 * more behind ATOUT_LONG (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/index.js';
import { atoutRoom } from '../../../src/adapters/colyseus/index.js';
import { wireSuite } from '../suite.js';
import { KEY, playRooms } from './play.js';

wireSuite('in a Colyseus room', 'frame', playRooms);

describe('atoutRoom', () => {
  it('refuses options the ruleset refuses, with its code', () => {
    const r = atoutRoom(tarot, { key: KEY, options: { players: 7 as 4 } });
    expect(r._tag === 'Left' && r.left.code).toBe('options/invalid');
  });
});
