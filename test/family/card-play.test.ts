/**
 * The Belote family's card-play rules (src/family/card-play.ts): the chain's settings by trump,
 * partner exception and undertrump, and what a play proves when the undertrump is free (a discard
 * over an opponent's trump shows only that no higher trump is held).
 */
import { describe, expect, it } from 'vitest';
import { ceilingAfterPlay, familyRules, obligationOn, voidsAfterPlay } from '../../src/family/card-play.js';
import { TRUMP_POWER } from '../../src/family/cards.js';
import { setOf } from '../../src/kernel/cardset.js';
import { beloteDeck } from '../../src/games/belote/cards.js';

const c = (name: string): number => beloteDeck.byName.get(name)!;
const H = 1; // hearts

describe('the family chain', () => {
  it('is built once per setting, the undertrump required by default', () => {
    expect(familyRules(H, 'free')).toBe(familyRules(H, 'free', true));
    expect(familyRules(H, 'free', false)).not.toBe(familyRules(H, 'free', true));
    expect(familyRules(H, 'off', false).undertrump).toBe(false);
    expect(familyRules(null, 'off').trumpWord).toBe(-1);
  });

  it('unable to overtrump an opponent: a lower trump (required) or any card (free)', () => {
    const hand = setOf(4, [c('8H'), c('AC')]);
    const trick = [c('KS'), c('7S'), c('9H')];
    expect(obligationOn(hand, trick, familyRules(H, 'free', true)).rule).toBe('undertrump');
    expect(obligationOn(hand, trick, familyRules(H, 'free', false)).rule).toBe('free-discard');
  });
});

describe('what a play proves', () => {
  const free = familyRules(H, 'off', false);
  const required = familyRules(H, 'off', true);
  const nineH = TRUMP_POWER[3]!; // the power of the 9 of trump

  it('a discard over an opponent’s trump: void in the suit led; with the undertrump free, no trump above it', () => {
    // spades led, the 9 of hearts the highest trump; the player discards the ace of clubs
    expect(voidsAfterPlay(0, free, 0, c('AC'), false, nineH)).toBe(1 << 0);
    expect(ceilingAfterPlay(9, free, 0, c('AC'), false, nineH)).toBe(nineH);
    // with the undertrump required, the same discard shows no trump at all
    expect(voidsAfterPlay(0, required, 0, c('AC'), false, nineH)).toBe((1 << 0) | (1 << H));
    expect(ceilingAfterPlay(9, required, 0, c('AC'), false, nineH)).toBe(9);
  });

  it('no trump in the trick yet: a discard shows no trump, whatever the undertrump', () => {
    expect(voidsAfterPlay(0, free, 0, c('AC'), false, -1)).toBe((1 << 0) | (1 << H));
    expect(ceilingAfterPlay(9, free, 0, c('AC'), false, -1)).toBe(9);
  });
});
