/**
 * Completeness of the four locales: every error code, event type, action, phase, contract, bid,
 * poignée size, meld, option and card of every game has a text in every locale, the texts fill
 * their placeholders, and a non-English text differs from the English one except on a short,
 * reviewed list.
 */
import { describe, expect, it } from 'vitest';
import type { TarabishEvent } from '../../src/games/tarabish/state.js';
import { PHASES as TARABISH_PHASES } from '../../src/games/tarabish/state.js';
import { RANKS as TARABISH_RANKS, tarabishDeck } from '../../src/games/tarabish/cards.js';
import { tarabishOptionsInput } from '../../src/games/tarabish/options.js';
import { BIDS, PHASES as TAROT_PHASES, type TarotEvent } from '../../src/games/tarot/state.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { tarotOptionShape } from '../../src/games/tarot/options.js';
import { CONTRACTS, POIGNEE_SIZE_NAMES } from '../../src/games/tarot/scoring.js';
import type { MatchEvent } from '../../src/match/match.js';
import { goulash, tarabish, tarot, type AnyRuleset, type GameTypes } from '../../src/index.js';
import { presets } from '../../src/games/registry.js';
import { localize } from '../../src/l10n/localize.js';
import type { Locale, Template } from '../../src/l10n/locale.js';
import { catalogueCodes, expectClean, LOCALES, UNCATALOGUED } from './support.js';

const TAROT = tarot as unknown as AnyRuleset;
const TARABISH = tarabish as unknown as AnyRuleset;

// The compiler checks these lists are complete: a new event type fails to compile until listed.
const TAROT_EVENTS: Readonly<Record<TarotEvent['type'], true>> = {
  annulled: true,
  bid: true,
  contract: true,
  goulash: true,
  called: true,
  'chien-shown': true,
  discarded: true,
  'trump-discarded': true,
  'ecart-done': true,
  chelem: true,
  'poignee-announced': true,
  'trump-shown': true,
  poignee: true,
  played: true,
  'partner-revealed': true,
  trick: true,
  'deal-over': true,
};
const TARABISH_EVENTS: Readonly<Record<TarabishEvent['type'], true>> = {
  spoke: true,
  annulled: true,
  trump: true,
  received: true,
  declared: true,
  played: true,
  trick: true,
  'deal-over': true,
};
const MATCH_EVENTS: Readonly<Record<Exclude<MatchEvent<GameTypes>['type'], string & {}>, true>> = {
  'deal-start': true,
  'deal-over': true,
  'match-over': true,
};

/** A template renders with no value at all (a last alternative without placeholders). */
const bare = (t: Template): boolean =>
  typeof t === 'string' ? !/\{/.test(t) : Array.isArray(t) ? (t as readonly Template[]).some(bare) : false;

/** Every option's enumerated values (zod enums and literal unions), by option name. */
function optionValues(shape: Readonly<Record<string, unknown>>): [string, readonly string[]][] {
  return Object.entries(shape).map(([name, schema]) => {
    type Def = { type: string; innerType?: { _zod: { def: Def } }; entries?: object; options?: unknown[] };
    let def = (schema as { _zod: { def: Def } })._zod.def;
    while (def.innerType !== undefined) def = def.innerType._zod.def;
    const values = def.type === 'enum' ? Object.values(def.entries!).map(String) : [];
    return [name, values.filter((v) => !/^\d+$/.test(v))];
  });
}

describe.each(Object.entries(LOCALES))('the %s locale', (tag, locale) => {
  it('has a text for every error code, each with a form that needs no detail', () => {
    for (const code of [...catalogueCodes(), ...UNCATALOGUED]) {
      const t = locale.errors[code];
      expect(t, `${tag}: ${code}`).toBeDefined();
      expect(bare(t!), `${tag}: ${code} renders without detail`).toBe(true);
      for (const rules of [TAROT, TARABISH]) {
        const text = localize(rules, locale).error({ code: code as `${string}/${string}`, message: '', detail: {} });
        expectClean(text, `${tag}: ${code}`);
      }
    }
    // and nothing else: a text for a code the library no longer returns is a stale key
    const known = new Set([...catalogueCodes(), ...UNCATALOGUED]);
    expect(Object.keys(locale.errors).filter((c) => !known.has(c))).toEqual([]);
  });

  it('has a text for every area, and one for unknown codes', () => {
    for (const code of [...catalogueCodes(), ...UNCATALOGUED]) expect(locale.areas[code.split('/')[0]!]).toBeDefined();
    const text = localize(TAROT, locale).error({ code: 'future/thing', message: 'x', detail: { a: 1 } });
    expect(text).toBe(localize(TAROT, locale).error({ code: 'elsewhere/thing', message: '', detail: {} }));
  });

  it('has a text for every event type of every game and of matches', () => {
    const game = (id: string) => {
      const t = locale.games[id]!;
      return t.extends === undefined ? t : { ...locale.games[t.extends]!, ...t };
    };
    for (const type of Object.keys(TAROT_EVENTS)) {
      expect(game('tarot').events?.[type], `${tag} tarot ${type}`).toBeDefined();
      expect(game('goulash').events?.[type], `${tag} goulash ${type}`).toBeDefined();
    }
    for (const type of Object.keys(TARABISH_EVENTS)) expect(game('tarabish').events?.[type]).toBeDefined();
    for (const type of Object.keys(MATCH_EVENTS)) expect(locale.match.events[type]).toBeDefined();
  });

  it('names every phase, bid, contract and poignée size', () => {
    const l = localize(TAROT, locale);
    for (const p of TAROT_PHASES) {
      expectClean(l.phase(p), p);
      expect(l.phase(p)).not.toBe(p);
    }
    for (const p of TARABISH_PHASES) expect(localize(TARABISH, locale).phase(p)).not.toBe(p);
    for (const bid of BIDS) expectClean(l.action({ type: 'bid', bid }, 0), bid);
    for (const c of CONTRACTS) expect(locale.games['tarot']!.terms?.['contract']?.[c], c).toBeDefined();
    for (const size of POIGNEE_SIZE_NAMES) expectClean(l.action(`poignee:${size}`, 1), size);
  });

  it('names every card of both decks, in words and in the display notation', () => {
    for (const [rules, deck] of [
      [TAROT, tarotDeck],
      [TARABISH, tarabishDeck],
    ] as const) {
      const l = localize(rules, locale);
      const words = new Set<string>();
      for (const c of deck.cards) {
        const name = deck.names.get(c)!;
        expectClean(l.card(c), name);
        expect(l.card(c)).not.toBe(name);
        expect(l.card(name)).toBe(l.card(c));
        words.add(l.card(c));
        expectClean(l.short(c), name);
      }
      // no two cards read the same
      expect(words.size).toBe(deck.cards.length);
    }
  });

  it('describes every meld of Tarabish', () => {
    const l = localize(TARABISH, locale);
    const melds = ['J', '9', 'A', '10', 'K', 'Q'].map((r) => `four-${r}`);
    for (const suit of ['S', 'H', 'D', 'C'])
      for (let length = 3; length <= 9; length++)
        for (const top of TARABISH_RANKS.slice(length - 1)) melds.push(`run${length}-${top}${suit}`);
    for (const meld of melds) {
      const text = l.action(`declare:${meld}`, 2);
      expectClean(text, meld);
      expect(text).not.toContain(meld);
    }
  });

  it('gives each game at most four compass points, each one of north, east, south and west, none twice', () => {
    // JSON types them as strings (src/locales/data.ts): this is the check the compiler cannot make.
    for (const game of Object.values(locale.games)) {
      const points: readonly string[] = game.compass ?? [];
      expect(points.every((p) => ['north', 'east', 'south', 'west'].includes(p))).toBe(true);
      expect(new Set(points).size).toBe(points.length);
    }
  });

  it('names every preset of every game, each differently', () => {
    const names = presets.map((p) => localize(p.game.deal, locale).preset(p.key));
    presets.forEach((p, i) => {
      expectClean(names[i]!, `${tag} ${p.key}`);
      expect(names[i], `${tag} ${p.key}`).not.toBe(p.key);
    });
    expect(new Set(names).size).toBe(presets.length);
  });

  it('names every option and each of its values', () => {
    for (const [rules, shape] of [
      [TAROT, { ...tarotOptionShape('classic'), deals: null }],
      [TARABISH, tarabishOptionsInput.shape],
    ] as const) {
      const game = locale.games[rules.id]!;
      for (const [name, values] of optionValues(
        Object.fromEntries(Object.entries(shape).filter(([, s]) => s !== null)),
      )) {
        expect(game.options?.[name]?.name, `${tag} ${rules.id} ${name}`).toBeDefined();
        for (const v of values) expect(game.options?.[name]?.values?.[v], `${tag} ${name}=${v}`).toBeDefined();
      }
      expect(game.options?.['deals'] ?? rules.id === 'tarabish').toBeTruthy();
    }
    expect(localize(TAROT, locale).option('dealer', 0)).toContain(localize(TAROT, locale).seat(0));
  });
});

/** Every text of a locale by its key path (game sections, errors, events…), for comparing locales. */
function leaves(x: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof x === 'string') out.set(path, x);
  else if (x !== null && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) for (const [p, s] of leaves(v, `${path}/${k}`)) out.set(p, s);
  return out;
}

/** Keys that hold structure, not text: conditions, selected fields, section links, compass order, symbols. */
const STRUCTURE = /\/(when(\/\d+)?|select|extends|compass\/\d+|tag|display\/.*)$/;

/**
 * Texts a language may share with English, reviewed: numbers, proper names (Goulash, Tarabish),
 * Tarot's French terms that English keeps too (prise, garde…, Petit au bout, Poignée, Chelem),
 * Tarabish's bella and bate, and words spelt alike (point, action, West, no). Templates with no
 * word outside their placeholders are not compared.
 */
const SAME_AS_ENGLISH = new Set([
  'Goulash',
  'Tarabish',
  'prise',
  'garde',
  'garde sans',
  'garde contre',
  'point',
  'points',
  'action',
  'actions',
  'West',
  'no',
  'bate',
  'Petit au bout: {breakdown.petitAuBout:signed}.',
  'Poignée: {breakdown.poignees:signed}.',
  'Chelem: {breakdown.chelem:signed}.',
  'Bella: {bella:teams}.',
]);

describe('non-English texts', () => {
  const english = leaves(LOCALES['en']);
  it.each(['fr', 'de', 'it'])('%s differs from English but for reviewed words', (tag) => {
    const same = [...leaves(LOCALES[tag] as Locale)]
      .filter(
        ([p, s]) =>
          english.get(p) === s &&
          !STRUCTURE.test(p) &&
          /\p{L}/u.test(s.replace(/\{[^}]*\}/g, '')) &&
          !SAME_AS_ENGLISH.has(s),
      )
      .map(([p, s]) => `${p} = ${s}`);
    expect(same).toEqual([]);
  });
  it('have the same keys as English in every table', () => {
    for (const tag of ['fr', 'de', 'it']) {
      const keys = (l: Locale) =>
        [...leaves(l).keys()]
          .filter((p) => !/^\/games\/[^/]+\/(cards|display|ranks|melds)\//.test(p) && !p.startsWith('/nouns/'))
          .sort();
      expect(keys(LOCALES[tag] as Locale), tag).toEqual(keys(LOCALES['en']!));
    }
  });
  it('goulash reads its Tarot words', () => {
    expect(localize(goulash as unknown as AnyRuleset, LOCALES['fr']!).card('EX')).toBe("l'Excuse");
  });
});
