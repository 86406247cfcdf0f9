/**
 * Completeness of the four locales: every error code, event type, action, phase, contract, bid,
 * poignée size, meld, option, preset and card of every game of the registry has a text in every
 * locale, the texts fill their placeholders, and a non-English text differs from the English one
 * except on a short, reviewed list. The games are read from the registry: a game added there
 * without its texts (or without its lists of events and phases here) fails.
 */
import { describe, expect, it } from 'vitest';
import type { TarabishEvent } from '../../src/games/tarabish/state.js';
import { PHASES as TARABISH_PHASES } from '../../src/games/tarabish/state.js';
import { RANKS as TARABISH_RANKS } from '../../src/games/tarabish/cards.js';
import { BIDS, PHASES as TAROT_PHASES, type TarotEvent } from '../../src/games/tarot/state.js';
import { CONTRACTS, POIGNEE_SIZE_NAMES } from '../../src/games/tarot/scoring.js';
import { PHASES as BELOTE_PHASES, type BeloteEvent } from '../../src/games/belote/state.js';
import { COINCHE_PHASES, type CoincheEvent } from '../../src/games/coinche/state.js';
import type { MatchEvent } from '../../src/match/match.js';
import { goulash, tarabish, tarot, type AnyRuleset, type GameTypes } from '../../src/index.js';
import { gameOfRuleset, games, presets, rulesets } from '../../src/games/registry.js';
import { gameTexts, localize } from '../../src/l10n/localize.js';
import type { Locale, Template } from '../../src/l10n/locale.js';
import { catalogueCodes, DEALS, expectClean, LOCALES, UNCATALOGUED } from './support.js';

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
const BELOTE_EVENTS: Readonly<Record<BeloteEvent['type'], true>> = {
  spoke: true,
  annulled: true,
  received: true,
  announced: true,
  shown: true,
  played: true,
  trick: true,
  'deal-over': true,
};
const COINCHE_EVENTS: Readonly<Record<CoincheEvent['type'], true>> = {
  called: true,
  contract: true,
  annulled: true,
  announced: true,
  shown: true,
  played: true,
  trick: true,
  'deal-over': true,
};
const MATCH_EVENTS: Readonly<Record<Exclude<MatchEvent<GameTypes>['type'], string & {}>, true>> = {
  'deal-start': true,
  'deal-over': true,
  'match-over': true,
};

/** The event types and the phases of each game of the registry, by its deal's id. */
const GAME_LISTS: Readonly<Record<string, { readonly events: readonly string[]; readonly phases: readonly string[] }>> =
  {
    tarot: { events: Object.keys(TAROT_EVENTS), phases: TAROT_PHASES },
    goulash: { events: Object.keys(TAROT_EVENTS), phases: TAROT_PHASES },
    tarabish: { events: Object.keys(TARABISH_EVENTS), phases: TARABISH_PHASES },
    belote: { events: Object.keys(BELOTE_EVENTS), phases: BELOTE_PHASES },
    coinche: { events: Object.keys(COINCHE_EVENTS), phases: COINCHE_PHASES },
  };

/** A template renders with no value at all (a last alternative without placeholders). */
const bare = (t: Template): boolean =>
  typeof t === 'string' ? !/\{/.test(t) : Array.isArray(t) ? (t as readonly Template[]).some(bare) : false;

type Def = {
  type: string;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  shape?: Readonly<Record<string, unknown>>;
  entries?: object;
};
/** The definition under a schema's wrappers (optional, nullable, default, the input of a pipe). */
function inner(schema: unknown): Def {
  let def = (schema as { _zod: { def: Def } })._zod.def;
  for (;;) {
    if (def.innerType !== undefined) def = def.innerType._zod.def;
    else if (def.type === 'pipe' && def.in !== undefined) def = def.in._zod.def;
    else return def;
  }
}

/** Every option of a ruleset's options schema with its enumerated values (zod enums), by option name. */
function optionValues(rules: AnyRuleset): [string, readonly string[]][] {
  return Object.entries(inner(rules.options).shape ?? {}).map(([name, schema]) => {
    const def = inner(schema);
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
      for (const rules of DEALS) {
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

  it('has a text for every event type of every game of the registry and of matches', () => {
    for (const { deal } of games) {
      const lists = GAME_LISTS[deal.id];
      expect(lists, `${deal.id}: its events and phases are listed here`).toBeDefined();
      for (const type of lists!.events)
        expect(gameTexts(locale, deal.id)?.events?.[type], `${tag} ${deal.id} ${type}`).toBeDefined();
    }
    for (const type of Object.keys(MATCH_EVENTS)) expect(locale.match.events[type]).toBeDefined();
  });

  it('names every phase of every game, and every bid, contract and poignée size of Tarot', () => {
    for (const { deal } of games)
      for (const p of GAME_LISTS[deal.id]!.phases) {
        const name = localize(deal, locale).phase(p);
        expectClean(name, `${deal.id} ${p}`);
        expect(name, `${tag} ${deal.id} ${p}`).not.toBe(p);
      }
    const l = localize(TAROT, locale);
    for (const bid of BIDS) expectClean(l.action({ type: 'bid', bid }, 0), bid);
    for (const c of CONTRACTS) expect(locale.games['tarot']!.terms?.['contract']?.[c], c).toBeDefined();
    for (const size of POIGNEE_SIZE_NAMES) expectClean(l.action(`poignee:${size}`, 1), size);
  });

  it('names every card of every game’s deck, in words and in the display notation', () => {
    for (const rules of DEALS) {
      const deck = rules.traits.deck;
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

  it('describes every announcement of Belote and Coinche, by its cards and by its kind alone', () => {
    const ranks = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
    const melds = ['J', '9', 'A', '10', 'K', 'Q'].map((r) => `four-${r}`);
    for (const suit of ['S', 'H', 'D', 'C'])
      for (let length = 3; length <= 8; length++)
        for (const top of ranks.slice(length - 1)) melds.push(`run${length}-${top}${suit}`);
    for (const rules of DEALS.filter((r) => r.id === 'belote' || r.id === 'coinche')) {
      const l = localize(rules, locale);
      for (const meld of melds) {
        const text = l.action(`announce:${meld}`, 2);
        expectClean(text, meld);
        expect(text).not.toContain(meld);
      }
      // under announcements at the first trick, a seat says their kinds; the cards are shown later
      const nothing = l.event({ type: 'announced', audience: 'all', seat: 1, melds: [] } as never);
      for (const kind of ['tierce', 'cinquante', 'cent', 'carre']) {
        const text = l.event({ type: 'announced', audience: 'all', seat: 1, melds: [kind] } as never);
        expectClean(text, kind);
        expect(text, `${tag} ${rules.id} ${kind}`).not.toBe(nothing);
      }
    }
  });

  it('names every call of the Coinche auction, each bid with its value and strain', () => {
    const l = localize(
      DEALS.find((r) => r.id === 'coinche')!,
      locale,
    );
    const strains = ['S', 'H', 'D', 'C', 'TA', 'SA'];
    const names = new Set<string>();
    for (const strain of strains) {
      for (const value of [80, 82, 85, 90, 100, 160, 650]) {
        const text = l.action(`bid:${value}${strain}`, 1);
        expectClean(text, `bid:${value}${strain}`);
        expect(text).toContain(new Intl.NumberFormat(locale.tag).format(value));
        names.add(text);
      }
      expectClean(l.action(`capot:${strain}`, 1), `capot:${strain}`);
      names.add(l.action(`capot:${strain}`, 1));
    }
    expect(names.size).toBe(strains.length * 8);
    for (const call of ['pass', 'coinche', 'surcoinche']) expect(l.action(call, 3)).not.toBe(call);
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

  it('names every option of every ruleset (deals and matches) and each of its values', () => {
    for (const rules of rulesets) {
      // a match's options are named in its game's section
      const game = gameTexts(locale, gameOfRuleset(rules)!.deal.id)!;
      for (const [name, values] of optionValues(rules)) {
        expect(game.options?.[name]?.name, `${tag} ${rules.id} ${name}`).toBeDefined();
        for (const v of values)
          expect(game.options?.[name]?.values?.[v], `${tag} ${rules.id} ${name}=${v}`).toBeDefined();
      }
    }
    for (const rules of DEALS)
      expect(localize(rules, locale).option('dealer', 0)).toContain(localize(rules, locale).seat(0));
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
 * Texts a language may share with English, reviewed: numbers, proper names (Goulash, Tarabish,
 * Belote, Coinche),
 * Tarot's French terms that English keeps too (prise, garde…, Petit au bout, Poignée, Chelem),
 * Tarabish's bella and bate, and words spelt alike (point, action, West, no). Templates with no
 * word outside their placeholders are not compared.
 */
const SAME_AS_ENGLISH = new Set([
  'Goulash',
  'Tarabish',
  'Belote',
  'Coinche',
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
