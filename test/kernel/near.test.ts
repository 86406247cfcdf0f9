/**
 * Near misses of the notation: a card written as `localize` prints it for people, in any shipped
 * language (`R♥`, `K♥`, `21`, `Exc`), is refused with the canonical name it meant, by `parseCard`,
 * by `submit` and by the position parser alike; nothing else is ever suggested.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { formatTarotPosition, parseTarotPosition } from '../../src/games/tarot/position.js';
import { getOrThrow, isLeft, submit, tarabish, tarot, type AnyRuleset } from '../../src/index.js';
import { parseCard, type DeckSpec } from '../../src/kernel/index.js';
import { closest, displayMeant } from '../../src/kernel/near.js';
import { localize } from '../../src/l10n/localize.js';
import { LOCALES } from '../l10n/support.js';

const GAMES: readonly (readonly [AnyRuleset, DeckSpec])[] = [
  [tarot as unknown as AnyRuleset, tarotDeck],
  [tarabish as unknown as AnyRuleset, tarabishDeck],
];

/** The cards a refusal of `parseCard` suggests (none when it reads the text). */
function suggested(deck: DeckSpec, text: string): readonly string[] | 'read' {
  const r = parseCard(deck, text);
  if (!isLeft(r)) return 'read';
  const d = r.left.detail as { suggestion?: string; suggestions?: readonly string[] };
  return d.suggestion !== undefined ? [d.suggestion] : (d.suggestions ?? []);
}

describe('a card in a display notation', () => {
  it.each(GAMES)(
    '%s: every card each locale prints is refused with the card it names among the suggestions',
    (rules, deck) => {
      for (const [tag, locale] of Object.entries(LOCALES)) {
        const l = localize(rules, locale);
        for (const name of deck.names.values()) {
          const shown = l.short(name);
          const s = suggested(deck, shown);
          if (shown === name) expect(s).toBe('read');
          else if (s === 'read' || !s.includes(name)) expect({ tag, shown, s }).toEqual({ tag, shown, s: [name] });
          // and the English message says the same as the detail
          const r = parseCard(deck, shown);
          if (isLeft(r) && s !== 'read') for (const x of s) expect(r.left.message).toContain(`"${x}"`);
        }
      }
    },
  );

  it('suggests only cards of the deck, and only for a text that is not one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(tarotDeck, tarabishDeck),
        fc.oneof(fc.string({ maxLength: 5 }), fc.stringMatching(/^[0-9RDCVBFKQNJA]{1,2}[♠♥♦♣SHDCT ]$/)),
        (deck, text) => {
          const meant = displayMeant(text, deck.byName);
          for (const m of meant) expect(deck.byName.has(m)).toBe(true);
          if (deck.byName.has(text)) expect(parseCard(deck, text)._tag).toBe('Right');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the cases of the issue: R♥, K♥, 21, Exc, a card in lower case', () => {
    expect(suggested(tarotDeck, 'R♥')).toEqual(['KH', 'NH']);
    expect(suggested(tarotDeck, 'K♥')).toEqual(['KH']);
    expect(suggested(tarotDeck, '21')).toEqual(['21T']);
    expect(suggested(tarotDeck, 'Exc')).toEqual(['EX']);
    expect(suggested(tarotDeck, '4s')).toEqual(['4S']);
    expect(suggested(tarabishDeck, '21')).toEqual([]);
    expect(suggested(tarabishDeck, 'V♣')).toEqual(['JC']);
    expect(closest('gard', ['garde', 'prise'])).toBe('garde');
  });

  it('submit and the position parser refuse it with the same suggestion', () => {
    let s = getOrThrow(tarot.setup({ players: 4 }, { seed: 42 }));
    for (const m of ['bid:garde', 'bid:pass', 'bid:pass', 'bid:pass'])
      s = getOrThrow(tarot.apply(s, getOrThrow(tarot.codec.decode(m)))).state;
    const r = submit(tarot, s, 1, 'discard:R♥');
    expect(isLeft(r) && r.left.detail).toMatchObject({ text: 'R♥', suggestions: ['KH', 'NH'] });
    const o = submit(tarot, s, 1, { type: 'discard', card: '21' });
    expect(isLeft(o) && o.left.detail).toMatchObject({ text: '21', suggestion: '21T' });
    // a position whose first card is written for people
    let p = getOrThrow(tarot.setup({ players: 4 }, { seed: 42 }));
    for (const m of ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass', 'chelem:no'])
      p = getOrThrow(tarot.apply(p, getOrThrow(tarot.codec.decode(m)))).state;
    const text = formatTarotPosition(p);
    const card = /\b(\d{1,2}T)\b/.exec(text)![1]!;
    const bad = parseTarotPosition(text.replace(new RegExp(`\\b${card}\\b`), card.slice(0, -1)));
    expect(isLeft(bad) && bad.left.detail).toMatchObject({ suggestion: card });
  });
});
