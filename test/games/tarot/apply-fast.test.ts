import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { checkFastAcceptance } from '../../support/fast-accept.js';

describe('tarot apply: the fast acceptance of a just-listed play (index.ts, play.ts isPlayJustAllowed)', () => {
  it('gives the same result as the full check, for every candidate and odd action', () => {
    const checked = checkFastAcceptance(
      {
        rules: tarot,
        options: [{ players: 3 }, { players: 4 }, { players: 5 }, { players: 4, mode: 'goulash' }],
        inPlay: (s) => (s as TarotState).phase === 'play',
        odd: (state, legal) => {
          const s = state as TarotState;
          const seat = tarot.actor(s) as number;
          const wrong = (seat + 1) % s.options.players;
          return [
            ...legal.map((a) => ({ ...(a as object), seat: wrong })),
            ...legal.map((a) => ({ ...(a as object), seat: seat })),
            { type: 'play', card: 1.5 },
            { type: 'play', card: -1 },
            { type: 'play', card: 160 },
            { type: 'play', card: 2 ** 32 + 1 },
            { type: 'play', card: '1' },
            null,
            'play:1S',
          ];
        },
      },
      12,
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
