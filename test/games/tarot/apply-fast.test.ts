/**
 * `apply`'s first branch (play.ts `allowedPlayStep`: a card play checked and applied on one
 * obligation) against the full check: for every candidate, legal and odd action at every
 * card-play step of random deals, `apply` answers what `explain` then `applyUnchecked` answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotAction, TarotState } from '../../../src/games/tarot/state.js';

/** Odd actions besides the candidates: wrong seats, named seats, bad ids and shapes. */
function odd(s: TarotState, legal: readonly TarotAction[]): unknown[] {
  const seat = tarot.actor(s) as number;
  const wrong = (seat + 1) % s.options.players;
  return [
    ...legal.map((a) => ({ ...a, seat: wrong })),
    ...legal.map((a) => ({ ...a, seat })),
    { type: 'play', card: 1.5 },
    { type: 'play', card: -1 },
    { type: 'play', card: 160 },
    { type: 'play', card: 2 ** 32 + 1 },
    { type: 'play', card: '1' },
    null,
    'play:1S',
  ];
}

describe('tarot apply: a card play checked and applied at once (play.ts allowedPlayStep)', () => {
  it('answers as the full check does, for every candidate and odd action', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom({ players: 3 }, { players: 4 }, { players: 5 }, { players: 4, mode: 'goulash' }),
        (seed, options) => {
          const start = tarot.setup(options, { seed });
          if (start._tag === 'Left') return;
          const rng = createRng(seed);
          let s = start.right;
          while (tarot.actor(s) !== 'done') {
            const legal = tarot.legal(s);
            if (s.phase === 'play')
              for (const a of [...tarot.candidates(s), ...legal, ...odd(s, legal)]) {
                const x = a as TarotAction;
                const e = tarot.explain(s, x);
                const got = tarot.apply(s, x);
                if (e.legal) expect(got).toEqual({ _tag: 'Right', right: tarot.applyUnchecked(s, x) });
                else expect(got).toEqual({ _tag: 'Left', left: e.error });
                checked++;
              }
            s = tarot.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
