import { describe, expect, it } from 'vitest';
import { tarabishDemo } from '../../../src/cli/demos/tarabish.js';
import { transcript } from '../../../src/cli/transcript.js';
import { tarabish, type AnyRuleset } from '../../../src/index.js';
import { en } from '../../../src/locales/en.js';

describe('tarabishDemo', () => {
  it('plays a seeded hand: an auction, trump, declarations, nine tricks and the scores; the same seed, the same hand', () => {
    for (const seed of [1, 2, 3]) {
      const played = tarabishDemo(seed);
      if ('code' in played) throw new Error(played.message);
      expect(tarabishDemo(seed)).toEqual(played);
      const text = transcript(tarabish as unknown as AnyRuleset, played.initial, played.actions, {
        locale: en,
        reveal: true,
        notation: 'canonical',
        seed: String(seed),
      }).join('\n');
      expect(text).toMatch(/^ {2}Player 2 (bids \d+|passes)\.$/m);
      expect(text).toMatch(/names (spades|hearts|diamonds|clubs) trump\./);
      expect(text).toMatch(/declares/);
      expect(text.match(/^ {2}Trick \d:/gm)).toHaveLength(9);
      expect(text).toMatch(/^ {2}Hand score: Player 1 and Player 3: \d+, Player 2 and Player 4: \d+\.$/m);
    }
  });
});
