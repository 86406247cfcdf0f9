import { describe, expect, it } from 'vitest';
import { tarabish } from '../../../src/games/tarabish/rules.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';
import { checkFastAcceptance } from '../../support/fast-accept.js';

describe('tarabish apply: the fast acceptance of a just-listed play (reducer.ts apply, play.ts isPlayJustAllowed)', () => {
  it('gives the same result as the full check, for every candidate and odd action', () => {
    const checked = checkFastAcceptance(
      {
        rules: tarabish,
        options: [{}, { preset: 'traditional' }, { partnerException: true }, { preset: 'traditional', noTrump: true }],
        inPlay: (s) => (s as TarabishState).phase === 'play',
        odd: (state, legal) => {
          const s = state as TarabishState;
          const seat = tarabish.actor(s) as number;
          return [
            ...legal.map((a) => ({ ...(a as object), seat: (seat + 1) % 4 })),
            ...legal.map((a) => ({ ...(a as object), seat })),
            ...legal.map((a) => ({ ...(a as object), bella: true })),
            { type: 'play', card: 1.5, bella: false },
            { type: 'play', card: -1, bella: false },
            { type: 'play', card: 128, bella: false },
            { type: 'play', card: 2 ** 32 + 1, bella: false },
            { type: 'play', card: 1 },
            null,
            [],
          ];
        },
      },
      12,
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
