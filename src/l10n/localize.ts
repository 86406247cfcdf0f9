/**
 * Words for people: `localize(ruleset, locale, options?)` returns plain functions that put a game's
 * cards, actions, events, errors, results, phases and options into a language. Generic over games:
 * it reads the ruleset's id (to find the game's texts in the locale), its deck and its codec, and
 * the locale's templates; it knows no game.
 *
 * Seats read by people are numbered from 1: seat 0 is "Player 1" (`Joueur 1`, `Spieler 1`,
 * `Giocatore 1`) unless the app passes names (`seats: ['Alice', 'Bob', …]`) or asks for compass
 * points (`seats: 'compass'`, for a game whose texts list them: Tarot and Tarabish at four).
 *
 * Texts come from an error's `code` and `detail`, never from its `message` (which stays English
 * and stable), so any error of any version renders in any locale: a code the locale does not know
 * reads as its area's text.
 */
import type { Card } from '../kernel/card.js';
import type { RuleError } from '../kernel/errors.js';
import type { AnyRuleset, BaseResult, GameEvent, GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import type { GameTexts, Locale, ResultLine, Template } from './locale.js';
import { actionText, cardName, compilePatterns, render, resultLines, shortName, type Env } from './render.js';

/** How seats are named. */
export interface LocalizeOptions {
  /**
   * `'numbers'` (the default): seat 0 is "Player 1"; `'compass'`: the compass points of the game's
   * texts (seats beyond them, or a table of another size given by `players`, get numbers); or the
   * app's names by seat number.
   */
  readonly seats?: 'numbers' | 'compass' | readonly string[];
  /** The number of seats at the table, when known (compass points name only a table of their size). */
  readonly players?: number;
}

/** A game's words in one language. Every function returns a string, never throws. */
export interface Localized<G extends GameTypes = GameTypes> {
  readonly locale: Locale;
  /** The game's name. */
  readonly game: string;
  /** A seat's name (seat 0 is "Player 1" by default). */
  seat(seat: Seat): string;
  /** A card in words (`le roi de cœur`), from its id or its notation. */
  card(card: Card | string): string;
  /** A card in the locale's short display notation (`R♥`): for people only. */
  short(card: Card | string): string;
  /** What the display notation's letters and symbols stand for (empty when the game has none). */
  legend(): string;
  /** An action (or its codec string) in words, by `seat` or the seat it names. */
  action(action: G['action'] | string, seat?: Seat): string;
  /** An event in words. */
  event(event: G['event'] | GameEvent): string;
  /** An error in words, from its code and detail. */
  error(error: RuleError): string;
  /** A result as lines a player understands: contract, points against the target, bonuses, scores. */
  result(result: G['result'] | BaseResult): readonly string[];
  /** A phase's name. */
  phase(phase: string): string;
  /** An option and its value (`Joueurs : 4`). */
  option(name: string, value: unknown): string;
  /** A preset's name in an app's menu (`Tarot à 3`), by its key; the key itself when the locale has none. */
  preset(key: string): string;
}

const TABLES = [
  'suits',
  'ranks',
  'cards',
  'cardBySuit',
  'phases',
  'actions',
  'melds',
  'events',
  'options',
  'errors',
  'presets',
] as const satisfies readonly (keyof GameTexts)[];

/** The game's texts with its `extends` chain merged in (own texts win; a cycle stops the chain). */
export function gameTexts(locale: Locale, id: string, seen: readonly string[] = []): GameTexts | undefined {
  const own = Object.prototype.hasOwnProperty.call(locale.games, id) ? locale.games[id] : undefined;
  if (own === undefined || own.extends === undefined || seen.includes(id)) return own;
  const base = gameTexts(locale, own.extends, [...seen, id]);
  if (base === undefined) return own;
  const merged: Record<string, unknown> = { ...base, ...own };
  for (const t of TABLES) merged[t] = { ...base[t], ...own[t] };
  const terms: Record<string, Readonly<Record<string, string>>> = { ...base.terms };
  for (const [g, words] of Object.entries(own.terms ?? {})) terms[g] = { ...terms[g], ...words };
  merged['terms'] = terms;
  return merged as unknown as GameTexts;
}

/** The game section of a ruleset id: its own, or for `<game>-match` the game's. */
function sectionFor(locale: Locale, id: string): { game: GameTexts; match: boolean } {
  const own = gameTexts(locale, id);
  if (own !== undefined) return { game: own, match: false };
  const m = /^(.*)-match$/.exec(id);
  const base = m === null ? undefined : gameTexts(locale, m[1]!);
  return { game: base ?? { name: id }, match: m !== null };
}

/** The rendering environment of a ruleset in a locale (the tests render templates with it). */
export function environment(
  ruleset: AnyRuleset | Ruleset<GameTypes>,
  locale: Locale,
  options: LocalizeOptions = {},
): { readonly env: Env; readonly match: boolean } {
  const { game, match } = sectionFor(locale, ruleset.id);
  const seats = options.seats ?? 'numbers';
  const numbers = new Intl.NumberFormat(locale.tag, { maximumFractionDigits: 2 });
  const compass =
    seats === 'compass' &&
    game.compass !== undefined &&
    (options.players === undefined || options.players === game.compass.length)
      ? game.compass
      : undefined;
  const byNumber = (seat: Seat): string => locale.seat.replace('{n}', numbers.format(seat + 1));
  const seatName = (seat: Seat): string => {
    if (Array.isArray(seats)) return (seats as readonly string[])[seat] ?? byNumber(seat);
    const point = compass?.[seat];
    return point !== undefined ? locale.compass[point] : byNumber(seat);
  };
  const env: Env = {
    locale,
    game,
    deck: ruleset.traits.deck,
    seatName,
    numbers,
    signed: new Intl.NumberFormat(locale.tag, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
    plurals: new Intl.PluralRules(locale.tag),
    lists: new Intl.ListFormat(locale.tag, { style: 'long', type: 'conjunction' }),
    choices: new Intl.ListFormat(locale.tag, { style: 'long', type: 'disjunction' }),
    actions: compilePatterns(game.actions),
    melds: compilePatterns(game.melds),
  };
  return { env, match };
}

/** A value of a detail as people read it in any language: a string as it is, anything else as JSON. */
const asText = (v: unknown): string => {
  if (typeof v === 'string') return `"${v}"`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return typeof v;
  }
};

/**
 * What an error's detail adds after its text in every language (`Locale.evidence`): the text a near
 * miss meant, the values allowed, the field refused and the value it held, the fields of a claimed
 * result that differ. The English `message` says the same; nothing of it is lost in translation.
 */
function evidence(locale: Locale, detail: Readonly<Record<string, unknown>>, env: Env): string[] {
  const t = locale.evidence;
  if (t === undefined) return [];
  const out: (string | undefined)[] = [];
  const { suggestion, suggestions, valid, field, received, mismatches } = detail;
  if (typeof suggestion === 'string') out.push(render(t.suggestion, { suggestion }, env));
  else if (Array.isArray(suggestions)) out.push(render(t.suggestions, { suggestions }, env));
  if (Array.isArray(valid)) out.push(render(t.valid, { valid: valid.slice(0, 40) }, env));
  if (typeof field === 'string' && field !== '' && 'received' in detail)
    out.push(render(t.received, { field, received: asText(received) }, env));
  if (Array.isArray(mismatches))
    for (const m of mismatches.slice(0, 20)) {
      const x = values(m);
      if (typeof x['field'] === 'string')
        out.push(
          render(t.mismatch, { field: x['field'], claimed: asText(x['claimed']), actual: asText(x['actual']) }, env),
        );
    }
  return out.filter((s): s is string => s !== undefined);
}

const values = (x: unknown): Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null ? (x as Readonly<Record<string, unknown>>) : {};

/** Localizes one ruleset's words into `locale`. */
export function localize<G extends GameTypes>(
  ruleset: Ruleset<G>,
  locale: Locale,
  options: LocalizeOptions = {},
): Localized<G> {
  const { env, match } = environment(ruleset as unknown as AnyRuleset, locale, options);
  const { game, seatName } = env;
  // a match's own events first; a deal's event of the same type (each game's `deal-over`) falls back to the game's text
  const events: Readonly<Record<string, Template>> = match
    ? Object.fromEntries(
        [...new Set([...Object.keys(game.events ?? {}), ...Object.keys(locale.match.events)])].map((type) => [
          type,
          [locale.match.events[type], game.events?.[type]].filter((t): t is Template => t !== undefined),
        ]),
      )
    : (game.events ?? {});
  const resultTexts: readonly ResultLine[] = match ? locale.match.result : (game.result ?? []);

  const encode = (action: unknown): string | undefined => {
    if (typeof action === 'string') return action;
    try {
      return ruleset.codec.encode(action as G['action']);
    } catch {
      return undefined;
    }
  };

  /** An error in words, then its evidence, then the rule error it wraps (`detail.cause`, one level). */
  const errorText = (error: RuleError | undefined, depth: number): string => {
    const code = typeof error?.code === 'string' ? error.code : '';
    const detail = values(error?.detail);
    const known =
      game.errors?.[code] ??
      (Object.prototype.hasOwnProperty.call(locale.errors, code) ? locale.errors[code] : undefined);
    const area = code.split('/')[0]!;
    const fallback = Object.prototype.hasOwnProperty.call(locale.areas, area)
      ? locale.areas[area]
      : locale.unknownError;
    const text = render(known, detail, env) ?? render(fallback, { code }, env) ?? code;
    const cause = detail['cause'];
    const wrapped =
      depth === 0 && typeof cause === 'object' && cause !== null && typeof values(cause)['code'] === 'string'
        ? [errorText(cause as RuleError, 1)]
        : [];
    return [text, ...evidence(locale, detail, env), ...wrapped].join(' ');
  };

  return {
    locale,
    game: game.name,
    seat: seatName,
    card: (card) => cardName(card, env) ?? String(card),
    short: (card) => shortName(card, env) ?? String(card),
    legend: () => game.display?.legend ?? '',
    action(action, seat) {
      const text = encode(action);
      if (text === undefined) return locale.someone;
      const named = (action as { seat?: unknown } | null)?.seat;
      return actionText(text, seat ?? named, env) ?? text;
    },
    event(event) {
      const e = values(event);
      const type = typeof e['type'] === 'string' ? e['type'] : '';
      return render(Object.prototype.hasOwnProperty.call(events, type) ? events[type] : undefined, e, env) ?? type;
    },
    error(error) {
      return errorText(error, 0);
    },
    result: (result) => resultLines(resultTexts, values(result), env),
    phase: (phase) => game.phases?.[phase] ?? phase,
    option(name, value) {
      const spec = game.options?.[name];
      const shown =
        render(`{value:option:${name}}`, { value }, env) ??
        (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      return locale.label.replace('{name}', spec?.name ?? name).replace('{value}', shown);
    },
    preset: (key) => (game.presets !== undefined && Object.hasOwn(game.presets, key) ? game.presets[key]! : key),
  };
}
