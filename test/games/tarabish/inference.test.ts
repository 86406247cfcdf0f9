/**
 * The void and trump-ceiling inferences are sound: at every step of random deals of every variant,
 * for every seat, a suit the seat is known to be void in is absent from its true hand, and no trump
 * it holds has a trump power at or above its trump ceiling. (`sampleHidden` re-deals hidden cards
 * under these constraints: an unsound inference would make it deal impossible hands.)
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { tarabish, trumpPower, type TarabishOptionsInput } from '../../../src/games/tarabish/index.js';

const VARIANTS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { partnerException: true },
  { preset: 'traditional', partnerException: true },
  { noTrump: true, partnerException: true },
  { partnerException: 'overtrump-if-trumping' },
];

describe('the void and trump-ceiling inferences hold on the true hands', () => {
  for (const options of VARIANTS)
    it(JSON.stringify(options), () => {
      let learnt = 0;
      for (let g = 0; g < 60; g++) {
        const setup = tarabish.setup(options, { seed: deriveSeed(77, g) });
        if (setup._tag === 'Left') throw new Error(setup.left.code);
        const rng = createRng(g);
        let s = setup.right;
        for (let step = 0; tarabish.actor(s) !== 'done'; step++) {
          for (let seat = 0; seat < 4; seat++) {
            const held = toArray(s.hands[seat]!);
            const where = `options ${JSON.stringify(options)}, deal ${g}, step ${step}, seat ${seat}`;
            for (const c of held) {
              expect((s.voids[seat]! >>> (c >>> 5)) & 1, `${where}: void in the suit of ${c}`).toBe(0);
              if (s.trump !== null && c >>> 5 === s.trump)
                expect(trumpPower(c), `${where}: trump ${c} under the ceiling`).toBeLessThan(s.trumpCeiling[seat]!);
            }
            if (s.voids[seat] !== 0 || s.trumpCeiling[seat] !== 9) learnt++;
          }
          const legal = tarabish.legal(s);
          s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
      }
      // The inferences are not vacuous: something is learnt in most deals.
      expect(learnt).toBeGreaterThan(1000);
    });
});
