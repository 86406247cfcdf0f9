/**
 * The kernel's error codes: the follow chain refuses a held card only with one of its four codes
 * (`FOLLOW_ERROR_CODES`), or `play/<rule>` for a rule a game adds with `restrict`, and the rules
 * that allow the whole hand (a lead, the partner exception, a free discard) refuse nothing, as the
 * type `PlayErrorCode` says. `isOneOf` narrows a code to a list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardset as cs,
  checkPlay,
  FOLLOW_ERROR_CODES,
  isOneOf,
  KERNEL_ERROR_CODES,
  obligation,
  PLAY_RULES,
  playErrorCode,
  restrict,
  type Card,
  type Obligation,
} from '../../src/kernel/index.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { TAROT_FOLLOW } from '../../src/games/tarot/card-play.js';

const WHOLE_HAND: readonly string[] = ['lead', 'partner-exception', 'free-discard'];

describe('the follow chain refuses with its own codes', () => {
  it('each rule that can refuse has one of the four codes, and every code has a rule', () => {
    const codes = PLAY_RULES.filter((r) => !WHOLE_HAND.includes(r)).map((r) => playErrorCode(r));
    for (const c of codes) expect(FOLLOW_ERROR_CODES).toContain(c);
    expect(new Set(codes)).toEqual(new Set(FOLLOW_ERROR_CODES));
    expect(playErrorCode('called-suit-lead')).toBe('play/called-suit-lead');
  });

  it('a held card is refused only with a listed code, never under a rule that allows the whole hand', () => {
    const cards = [...tarotDeck.cards];
    const situation = fc
      .tuple(fc.shuffledSubarray(cards, { minLength: 2, maxLength: 30 }), fc.nat(4))
      .map(([picked, n]) => ({ trick: picked.slice(0, Math.min(n, picked.length - 1)), hand: picked.slice(n) }));
    const flags = fc.record({
      beatTrumpLead: fc.boolean(),
      mustTrump: fc.boolean(),
      overtrump: fc.boolean(),
      undertrump: fc.boolean(),
      partnerException: fc.boolean(),
    });
    fc.assert(
      fc.property(situation, flags, fc.boolean(), fc.boolean(), ({ trick, hand }, f, partnerWinning, extra) => {
        const held = cs.setOf(tarotDeck.words, hand as Card[]);
        let ob: Obligation<'house-rule'> = obligation({ hand: held, trick, partnerWinning }, { ...TAROT_FOLLOW, ...f });
        // a game's own rule on top: keep only the first card held
        if (extra) ob = restrict(ob, cs.setOf(tarotDeck.words, [hand[0]!]), 'house-rule');
        for (const c of hand) {
          const e = checkPlay(tarotDeck, ob, c);
          if (e === null) continue;
          expect(WHOLE_HAND).not.toContain(ob.rule);
          expect([...FOLLOW_ERROR_CODES, 'play/house-rule']).toContain(e.code);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('isOneOf', () => {
  it('is true exactly for the listed codes', () => {
    for (const c of KERNEL_ERROR_CODES) expect(isOneOf(KERNEL_ERROR_CODES, c)).toBe(true);
    for (const c of ['play/must-overtrup', 'play/', '', 'notation/bad-card '])
      expect(isOneOf(KERNEL_ERROR_CODES, c)).toBe(false);
  });
});
