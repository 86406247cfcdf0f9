import { describe, expect, it } from 'vitest';
import { demo } from '../../src/cli/demo.js';
import { goulashDemo } from '../../src/cli/demos/tarot.js';
import { transcript } from '../../src/cli/transcript.js';
import { goulash, type AnyRuleset } from '../../src/index.js';
import { en } from '../../src/locales/en.js';
import { fr } from '../../src/locales/fr.js';

describe('the demo (`npm start`)', () => {
  it('plays one deal of each of Tarot, Goulash, Tarabish, Belote and Coinche, each a transcript with its result', () => {
    const text = demo(1);
    const titles = text.split('\n').filter((l) => / seed 1$/.test(l));
    expect(titles).toEqual([
      'French Tarot, seed 1',
      'Goulash, seed 1',
      'Tarabish, seed 1',
      'Belote, seed 1',
      'Coinche, seed 1',
    ]);
    expect(text.match(/^Result:$/gm)).toHaveLength(5);
    expect(text.match(/^ {2}Scores: /gm)).toHaveLength(2); // Tarot and Goulash; the others score teams
    expect(text.match(/^ {2}Deal score: /gm)).toHaveLength(2); // Belote and Coinche
    expect(demo(2)).not.toBe(text);
    // in French, the French terms and display notation
    const french = demo(1, { locale: fr, notation: 'display' });
    expect(french.split('\n').filter((l) => / graine 1$/.test(l))).toEqual([
      'Tarot, graine 1',
      'Goulash, graine 1',
      'Tarabish, graine 1',
      'Belote, graine 1',
      'Coinche, graine 1',
    ]);
    expect(french).toMatch(/^ {2}Pli 1 : Joueur \d (?:\d{1,2}|[RDCV]?\d*[♠♥♦♣]|Exc)/m);
  });

  it('a Goulash deal: no bidding, 18 tricks, each seat its card points (91 in all)', () => {
    for (const seed of [1, 2, 3]) {
      const played = goulashDemo(seed);
      if ('code' in played) throw new Error(played.message);
      const lines = transcript(goulash as unknown as AnyRuleset, played.initial, played.actions, {
        locale: en,
        reveal: false,
        notation: 'display',
        seed: String(seed),
      });
      expect(lines.some((l) => / bids /.test(l))).toBe(false);
      expect(lines.filter((l) => /^ {2}Trick \d+:/.test(l))).toHaveLength(18);
      const points =
        /^ {2}Card points: Player 1: ([\d.]+), Player 2: ([\d.]+), Player 3: ([\d.]+), Player 4: ([\d.]+)\.$/m.exec(
          lines.join('\n'),
        );
      expect(points!.slice(1).reduce((a, p) => a + Number(p), 0)).toBe(91);
    }
  });
});
