import { describe, expect, it } from 'vitest';
import { coincheDemo } from '../../../src/cli/demos/coinche.js';
import { transcript } from '../../../src/cli/transcript.js';
import type { AnyRuleset } from '../../../src/index.js';
import { coinche } from '../../../src/games/coinche/index.js';
import { en } from '../../../src/locales/en.js';

describe('coincheDemo', () => {
  it('plays a seeded deal: an auction ending on a contract, eight tricks and the scores; the same seed, the same deal', () => {
    for (const seed of [1, 2, 3, 4]) {
      const played = coincheDemo(seed);
      if ('code' in played) throw new Error(played.message);
      expect(coincheDemo(seed)).toEqual(played);
      const t = transcript(coinche as unknown as AnyRuleset, played.initial, played.actions, {
        locale: en,
        reveal: true,
        notation: 'canonical',
        seed: String(seed),
      }).join('\n');
      expect(t).toMatch(/^ {2}Player 2 (bids \d+ in (spades|hearts|diamonds|clubs)|passes)\.$/m);
      expect(t).toMatch(/^ {2}Contract: \d+ in (spades|hearts|diamonds|clubs), taken by Player \d\.$/m);
      expect(t.match(/^ {2}Trick \d:/gm)).toHaveLength(8);
      expect(t).toMatch(/^ {2}Contract (made|failed)/m);
      expect(t).toMatch(/^ {2}Deal score: Player 1 and Player 3: \d+, Player 2 and Player 4: \d+\.$/m);
    }
  });
});
