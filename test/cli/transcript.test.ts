/**
 * The transcript (src/cli/transcript.ts): one format for every game and locale, built on the
 * localization layer; tricks on one line each with their points; private events only for a reader
 * who sees every hand; the display or the canonical card notation.
 */
import { describe, expect, it } from 'vitest';
import { createRng, getOrThrow, goulash, tarabish, tarot, tarotMatch, type AnyRuleset } from '../../src/index.js';
import { transcript } from '../../src/cli/transcript.js';
import { expectClean, LOCALES } from '../l10n/support.js';

function played(rules: AnyRuleset, seed: number, options: object = {}) {
  const initial = getOrThrow(rules.setup(options, { seed }));
  const rng = createRng(seed);
  const actions: unknown[] = [];
  let s = initial;
  while (rules.actor(s) !== 'done') {
    const legal = rules.legal(s);
    const a = legal[rng.below(legal.length)];
    actions.push(a);
    s = rules.applyUnchecked(s, a).state;
  }
  return { initial, actions, result: rules.result(s)! };
}

const GAMES: readonly (readonly [AnyRuleset, number, object, number])[] = [
  // ruleset, seed, options, tricks in a deal
  [tarot as unknown as AnyRuleset, 1, {}, 18],
  [tarot as unknown as AnyRuleset, 2, { players: 5 }, 15],
  [goulash as unknown as AnyRuleset, 3, { players: 3 }, 24],
  [tarabish as unknown as AnyRuleset, 5, {}, 9],
];

describe('transcripts', () => {
  it.each(Object.keys(LOCALES))('read in %s for every game, a line per trick', (tag) => {
    const locale = LOCALES[tag]!;
    for (const [rules, seed, options, tricks] of GAMES) {
      const { initial, actions, result } = played(rules, seed, options);
      const lines = transcript(rules, initial, actions, {
        locale,
        reveal: false,
        notation: 'display',
        seed: String(seed),
      });
      for (const line of lines) expectClean(line, `${tag} ${rules.id}: ${line}`);
      const trickLines = lines.filter((l) => l.includes('→'));
      expect(trickLines).toHaveLength(tricks);
      // each trick names its points, and they add up to the deal's card points
      const points = trickLines.map((l) => Number(/(\d+(?:[.,]\d)?) [^ ]+$/.exec(l)![1]!.replace(',', '.')));
      expect(points.every((p) => p >= 0)).toBe(true);
      // Tarabish tricks carry every card point (the last-trick bonus included)
      if (rules.id === 'tarabish') {
        const cardPoints = (result as unknown as { cardPoints: readonly number[] }).cardPoints;
        expect(points.reduce((a, b) => a + b, 0)).toBe(cardPoints[0]! + cardPoints[1]!);
      }
      expect(lines).toContain(locale.transcript.result);
      expect(lines[0]).toContain(String(seed));
    }
  });

  it('shows the hands and the private events only to a reader who sees all', () => {
    const rules = tarabish as unknown as AnyRuleset;
    const { initial, actions } = played(rules, 5);
    const en = LOCALES['en']!;
    const hidden = transcript(rules, initial, actions, { locale: en, reveal: false, notation: 'display', seed: '5' });
    const shown = transcript(rules, initial, actions, { locale: en, reveal: true, notation: 'canonical', seed: '5' });
    expect(hidden.some((l) => l.includes('receives'))).toBe(false);
    expect(hidden).not.toContain(en.transcript.hands);
    expect(shown.filter((l) => l.includes('receives'))).toHaveLength(4);
    expect(shown[1]).toBe('Dealer: Player 1');
    expect(shown[2]).toBe(en.transcript.hands);
    expect(shown[3]).toMatch(/^ {2}Player 1: (?:\d{1,2}|[JQKA])[SHDC]( \S+){2} \| \S+( \S+){5}$/);
  });

  it('writes French display notation with --lang fr: R D C V and suit symbols, never C for a suit', () => {
    const rules = tarot as unknown as AnyRuleset;
    const { initial, actions } = played(rules, 1);
    const lines = transcript(rules, initial, actions, {
      locale: LOCALES['fr']!,
      reveal: true,
      notation: 'display',
      seed: '1',
    });
    const cards = lines
      .filter((l) => l.startsWith('  Joueur 1 :'))[0]!
      .split(' ')
      .slice(5);
    expect(cards.length).toBe(18);
    for (const c of cards) expect(c).toMatch(/^(?:(?:10|[1-9]|[RDCV])[♠♥♦♣]|\d{1,2}|Exc)$/);
    expect(lines[1]).toBe('Donneur : Joueur 1');
    expect(lines[2]).toMatch(/^Cartes : R roi, D dame, C cavalier, V valet/);
  });

  it('reads a match, deal after deal', () => {
    const rules = tarotMatch as unknown as AnyRuleset;
    const { initial, actions } = played(rules, 4, { deals: 2 });
    const lines = transcript(rules, initial, actions, {
      locale: LOCALES['de']!,
      reveal: false,
      notation: 'display',
      seed: '4',
    });
    expect(lines.filter((l) => /^ {2}Stich 1:/.test(l))).toHaveLength(2);
    expect(lines.filter((l) => l.includes('Spiel 2: '))).toHaveLength(1);
    for (const line of lines) expectClean(line, line);
  });
});
