/**
 * The void and trump-ceiling inferences are sound: at every step of random deals of every variant,
 * for every seat, a suit the seat is known to be void in is absent from its true hand, and no trump
 * it holds has a trump power at or above its trump ceiling. (`sampleHidden` re-deals hidden cards
 * under these constraints: an unsound inference would make it deal impossible hands.) Every view
 * (each seat's, a spectator's) carries the same inferences in their public form (`inferences`:
 * suit letters, a trump by name), which say exactly what the state's say.
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';
import { toArray } from '../../../src/kernel/cardset.js';
import {
  SUIT_LETTERS,
  tarabish,
  tarabishDeck,
  trumpPower,
  type TarabishOptionsInput,
} from '../../../src/games/tarabish/index.js';

const VARIANTS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { partnerException: true },
  { preset: 'traditional', partnerException: 'overtrump-if-trumping' },
  { noTrump: true, partnerException: true },
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
          const inferences = tarabish.view(s, 'spectator').inferences;
          // Every seat's view carries the spectator's (checked at every ninth step: views cost time).
          if (step % 9 === 0)
            for (const viewer of [0, 1, 2, 3])
              expect(tarabish.view(s, viewer).inferences, `deal ${g}, step ${step}`).toEqual(inferences);
          // The public form: the voids as suit letters, the ceiling as the trump of that power (none: null).
          expect(
            inferences.map((x) => x.voids.reduce((bits, l) => bits | (1 << SUIT_LETTERS.indexOf(l as 'S')), 0)),
          ).toEqual(s.voids);
          expect(
            inferences.map((x) => (x.trumpsBelow === null ? 9 : trumpPower(tarabishDeck.byName.get(x.trumpsBelow)!))),
          ).toEqual(s.trumpCeiling);
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
