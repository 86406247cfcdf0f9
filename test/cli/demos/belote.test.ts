import { describe, expect, it } from 'vitest';
import { beloteDemo } from '../../../src/cli/demos/belote.js';
import { transcript } from '../../../src/cli/transcript.js';
import type { AnyRuleset } from '../../../src/index.js';
import { belote } from '../../../src/games/belote/index.js';
import { en } from '../../../src/locales/en.js';
import { fr } from '../../../src/locales/fr.js';

const text = (seed: number, locale = en): string => {
  const played = beloteDemo(seed);
  if ('code' in played) throw new Error(played.message);
  return transcript(belote as unknown as AnyRuleset, played.initial, played.actions, {
    locale,
    reveal: true,
    notation: 'canonical',
    seed: String(seed),
  }).join('\n');
};

describe('beloteDemo', () => {
  it('plays a seeded deal: the taking, the rest of the deal, announcements, eight tricks and the scores; the same seed, the same deal', () => {
    for (const seed of [1, 2, 3]) {
      expect(beloteDemo(seed)).toEqual(beloteDemo(seed));
      const t = text(seed);
      expect(t).toMatch(/^ {2}Player \d takes in (spades|hearts|diamonds|clubs)\.$/m);
      expect(t.match(/^ {2}Player \d receives /gm)).toHaveLength(4);
      expect(t.match(/^ {2}Player \d announces /gm)).toHaveLength(4);
      expect(t.match(/^ {2}Trick \d:/gm)).toHaveLength(8);
      expect(t).toMatch(/^ {2}Taker: Player \d\.$/m);
      expect(t).toMatch(/^ {2}Deal score: Player 1 and Player 3: \d+, Player 2 and Player 4: \d+\.$/m);
    }
  });

  it('says belote and rebelote, and shows the announcements that score after the first trick (seed 1, in French)', () => {
    const t = text(1, fr);
    expect(t).toMatch(/^ {2}Joueur 4 joue la dame de pique : belote !$/m);
    expect(t).toMatch(/^ {2}Joueur 4 joue le roi de pique : rebelote !$/m);
    expect(t).toMatch(/^ {2}Joueur 4 montre une tierce \(le roi de pique en tête\)\.$/m);
    expect(t).toMatch(/^ {2}Les preneurs ont rempli leur contrat\.$/m);
  });
});
