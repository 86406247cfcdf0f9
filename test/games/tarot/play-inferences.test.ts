/**
 * The inferences of the play are sound: at every step of random deals, for every seat, the voids
 * and the trump ceiling the state records hold on the TRUE hand (no card of a void word; no trump
 * ranked above the ceiling), and they are not vacuous (deals do teach voids and ceilings).
 */
import { describe, expect, it } from 'vitest';
import { toArray } from '../../../src/kernel/cardset.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';
import type { Ruleset } from '../../../src/kernel/ruleset.js';
import { EXCUSE, TRUMP_WORD } from '../../../src/games/tarot/cards.js';
import { goulash, tarot, type TarotTypes } from '../../../src/games/tarot/rules.js';

const variants: { rules: Ruleset<TarotTypes>; options: object }[] = [];
for (const players of [3, 4, 5])
  variants.push({ rules: tarot, options: { players, allPass: 'goulash' } }, { rules: goulash, options: { players } });

describe('tarot inferences from the play', () => {
  for (const { rules, options } of variants) {
    it(`${rules.id} ${JSON.stringify(options)}: voids and trump ceilings hold on the true hands`, () => {
      let voidsLearnt = 0;
      let ceilingsLearnt = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const setup = rules.setup(options, { seed });
        if (setup._tag === 'Left') throw new Error(setup.left.code);
        let s = setup.right;
        const rng = createRng(deriveSeed(seed, 5));
        for (let step = 0; ; step++) {
          for (let seat = 0; seat < s.options.players; seat++) {
            const where = `${rules.id} ${JSON.stringify(options)} seed ${seed} step ${step} seat ${seat}`;
            for (const c of toArray(s.hands[seat]!)) {
              if (c === EXCUSE) continue;
              expect((s.voids[seat]! >>> (c >>> 5)) & 1, `${where}: holds ${c} of a void word`).toBe(0);
              if (c >>> 5 === TRUMP_WORD)
                expect(c & 31, `${where}: holds a trump above its ceiling`).toBeLessThanOrEqual(s.trumpCeiling[seat]!);
            }
          }
          if (s.phase === 'done') break;
          const legal = rules.legal(s);
          s = rules.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
        voidsLearnt += s.voids.filter((v) => v !== 0).length;
        ceilingsLearnt += s.trumpCeiling.filter((c) => c < 21).length;
      }
      expect(voidsLearnt).toBeGreaterThan(0);
      expect(ceilingsLearnt).toBeGreaterThan(0);
    });
  }
});
