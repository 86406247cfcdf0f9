/**
 * The template engine of the localization layer: fills a locale's templates (locale.ts) with the
 * values of an event, an error's detail, a result or an action. Every function returns undefined
 * when a value is missing or cannot be named, so that a caller tries its next alternative; nothing
 * here throws or prints `undefined`.
 */
import type { Card, DeckSpec } from '../kernel/card.js';
import type { GameTexts, Locale, Plural, ResultLine, Template } from './locale.js';

/** Everything a template needs besides its values: the locale, the game's texts, the deck, the seats. */
export interface Env {
  readonly locale: Locale;
  /** The game's texts, its `extends` chain merged in (its own texts win). */
  readonly game: GameTexts;
  readonly deck: DeckSpec | undefined;
  seatName(seat: number): string;
  readonly numbers: Intl.NumberFormat;
  readonly signed: Intl.NumberFormat;
  readonly plurals: Intl.PluralRules;
  readonly lists: Intl.ListFormat;
  readonly choices: Intl.ListFormat;
  /** The patterns of the game's `actions` and `melds` tables, compiled once (`compilePatterns`). */
  readonly actions: readonly Pattern[];
  readonly melds: readonly Pattern[];
}

type Values = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{([^{}:]+)(?::([^{}]+))?\}/g;

/** The value at a dotted path (`breakdown.points`, `teamScores.0`). */
export function valueAt(values: unknown, path: string): unknown {
  let v: unknown = values;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, key)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Renders a template; undefined when one of its values is missing or cannot be named. */
export function render(template: Template | undefined, values: Values, env: Env): string | undefined {
  if (template === undefined) return undefined;
  if (typeof template === 'string') return fill(template, values, env);
  if (Array.isArray(template)) {
    for (const t of template as readonly Template[]) {
      const out = render(t, values, env);
      if (out !== undefined) return out;
    }
    return undefined;
  }
  const sel = template as Exclude<Template, string | readonly Template[]>;
  const v = valueAt(values, sel.select);
  if (v === undefined) return undefined;
  const chosen = Object.prototype.hasOwnProperty.call(sel.cases, String(v)) ? sel.cases[String(v)] : sel.other;
  return render(chosen, values, env);
}

function fill(text: string, values: Values, env: Env): string | undefined {
  let missing = false;
  const out = text.replace(PLACEHOLDER, (_, path: string, kind: string | undefined) => {
    const v = valueAt(values, path);
    const s = v === undefined || v === null ? undefined : format(v, kind, values, env);
    if (s === undefined) missing = true;
    return s ?? '';
  });
  return missing ? undefined : out;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function format(v: unknown, kind: string | undefined, values: Values, env: Env): string | undefined {
  const colon = kind === undefined ? -1 : kind.indexOf(':');
  const name = kind === undefined ? '' : colon < 0 ? kind : kind.slice(0, colon);
  const arg = kind === undefined || colon < 0 ? '' : kind.slice(colon + 1);
  const { game } = env;
  switch (name) {
    case '':
      return isCount(v) ? env.numbers.format(v) : typeof v === 'string' ? v : undefined;
    case 'number':
      return isCount(v) ? env.numbers.format(v) : undefined;
    case 'signed':
      return isCount(v) ? env.signed.format(v) : undefined;
    case 'count':
      return isCount(v) ? count(v, env.locale.nouns[arg], env) : undefined;
    case 'card':
      return cardName(v, env);
    case 'cards':
      return list(v, (c) => cardName(c, env), env);
    case 'oneof':
      return list(v, (c) => cardName(c, env), env, env.choices);
    case 'short':
      return shortName(v, env);
    case 'shorts':
      return list(v, (c) => shortName(c, env), env, ' ');
    case 'suit':
      return suitName(v, env);
    case 'seat':
      return isSeatNumber(v) ? env.seatName(v) : undefined;
    case 'seats':
      return list(v, (s) => (isSeatNumber(s) ? env.seatName(s) : undefined), env);
    case 'nth':
      return isCount(v) ? env.numbers.format(v + 1) : undefined;
    case 'perseat':
      return scoreList(v, (seat) => env.seatName(seat), env.numbers, env);
    case 'teams':
      return scoreList(v, (team) => (team === 0 || team === 1 ? teamName(team, env) : undefined), env.numbers, env);
    case 'team':
      return v === 0 || v === 1 ? teamName(v, env) : undefined;
    case 'term':
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
        ? own(game.terms?.[arg], String(v))
        : undefined;
    case 'phase':
      return typeof v === 'string' ? own(game.phases, v) : undefined;
    case 'option':
      return optionValue(arg, v, env);
    case 'meld':
      return typeof v === 'string' ? byPattern(env.melds, v, {}, env) : undefined;
    case 'melds':
      return list(
        typeof v === 'string' ? v.split('+').filter((m) => m !== '') : v,
        (m) => (typeof m === 'string' ? byPattern(env.melds, m, {}, env) : undefined),
        env,
      );
    case 'action':
      return typeof v === 'string' ? actionText(v, valueAt(values, 'seat'), env) : undefined;
    case 'scores':
      return scoreList(v, (seat) => env.seatName(seat), env.signed, env);
    case 'list':
      return list(v, (x) => (typeof x === 'string' ? x : isCount(x) ? env.numbers.format(x) : undefined), env);
    case 'choice':
      return list(
        v,
        (x) => (typeof x === 'string' ? x : isCount(x) ? env.numbers.format(x) : undefined),
        env,
        env.choices,
      );
    default:
      return undefined;
  }
}

/** A Tarabish-style partnership: seats t and t + 2. */
const teamName = (team: 0 | 1, env: Env): string =>
  env.locale.team.replace('{a}', env.seatName(team)).replace('{b}', env.seatName(team + 2));

const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

const isSeatNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function count(n: number, noun: Plural | undefined, env: Env): string | undefined {
  if (noun === undefined) return undefined;
  const category = env.plurals.select(n) as keyof Plural;
  return `${env.numbers.format(n)} ${noun[category] ?? noun.other}`;
}

/**
 * A list of rendered items joined in the language ("a, b and c"), by `joiner` (a list of scores
 * takes commas: its items already read "x: 1"); undefined when empty or when an item cannot be named.
 */
/** A number per seat (or per team), each as `locale.score` with its holder's name, joined by commas. */
function scoreList(
  v: unknown,
  holder: (index: number) => string | undefined,
  format: Intl.NumberFormat,
  env: Env,
): string | undefined {
  return list(
    v,
    (x, i) => {
      const name = holder(i);
      return isCount(x) && name !== undefined
        ? fill(env.locale.score, { seat: name, score: format.format(x) }, env)
        : undefined;
    },
    env,
    ', ',
  );
}

function list(
  v: unknown,
  item: (x: unknown, i: number) => string | undefined,
  env: Env,
  joiner?: string | Intl.ListFormat,
): string | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const s = item(v[i], i);
    if (s === undefined) return undefined;
    out.push(s);
  }
  return joiner === undefined
    ? env.lists.format(out)
    : typeof joiner === 'string'
      ? out.join(joiner)
      : joiner.format(out);
}

/** A card's notation (`KH`, `21T`, `EX`), its suit letter and its rank notation. */
export function cardParts(
  v: unknown,
  deck: DeckSpec | undefined,
): { name: string; suit: string; rank: string } | undefined {
  if (deck === undefined) return undefined;
  let id: Card | undefined;
  if (typeof v === 'number') id = deck.names.has(v) ? v : undefined;
  else if (typeof v === 'string') id = deck.byName.get(v);
  if (id === undefined) return undefined;
  const name = deck.names.get(id)!;
  const suit = deck.suitNames[id >>> 5] ?? '';
  const rank = suit !== '' && name.endsWith(suit) ? name.slice(0, -suit.length) : name;
  return { name, suit, rank };
}

/** A card in words: its own name (`EX`), else the game's pattern for its suit. */
export function cardName(v: unknown, env: Env): string | undefined {
  const p = cardParts(v, env.deck);
  if (p === undefined) return undefined;
  const { game } = env;
  const named = own(game.cards, p.name);
  if (named !== undefined) return named;
  const pattern = own(game.cardBySuit, p.suit) ?? game.card;
  if (pattern === undefined) return undefined;
  const rank = pattern.includes('{rank}') ? own(game.ranks, p.rank) : '';
  const suit = pattern.includes('{suit}') ? own(game.suits, p.suit) : '';
  if (rank === undefined || suit === undefined) return undefined;
  return pattern.replace('{rank}', rank).replace('{suit}', suit).replace('{n}', p.rank);
}

/** A card in the short display notation (`R♥`), for people only; the notation itself without one. */
export function shortName(v: unknown, env: Env): string | undefined {
  const p = cardParts(v, env.deck);
  if (p === undefined) return undefined;
  const d = env.game.display;
  if (d === undefined) return p.name;
  return own(d.cards, p.name) ?? `${own(d.ranks, p.rank) ?? p.rank}${own(d.suits, p.suit) ?? p.suit}`;
}

function suitName(v: unknown, env: Env): string | undefined {
  const letter = typeof v === 'number' ? env.deck?.suitNames[v] : typeof v === 'string' ? v : undefined;
  if (letter === undefined) return undefined;
  return own(env.game.suits, letter) ?? own(env.game.terms?.['suit'], letter);
}

function optionValue(name: string, v: unknown, env: Env): string | undefined {
  const spec = own(env.game.options, name);
  if (spec?.seat === true) return isSeatNumber(v) ? env.seatName(v) : undefined;
  const word = spec?.values;
  const key = String(v);
  if (word !== undefined && Object.prototype.hasOwnProperty.call(word, key)) return word[key];
  if (typeof v === 'boolean') return v ? env.locale.yes : env.locale.no;
  if (isCount(v)) return env.numbers.format(v);
  return undefined;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A key of an `actions` or `melds` table (`play:{card}+bella`) as an anchored expression, the names of its parts, its template. */
export interface Pattern {
  readonly re: RegExp;
  readonly names: readonly string[];
  readonly template: Template;
}

/** The keys of a table as patterns, in the table's order (the environment compiles them once). */
export function compilePatterns(table: Readonly<Record<string, Template>> | undefined): readonly Pattern[] {
  return Object.entries(table ?? {}).map(([pattern, template]) => {
    const names: string[] = [];
    let re = '^';
    let last = 0;
    for (const m of pattern.matchAll(/\{([^{}:]+)\}/g)) {
      const end = m.index + m[0].length;
      // a part followed at once by another (`bid:{value}{strain}`) takes its leading number whole
      re += `${escapeRe(pattern.slice(last, m.index))}${pattern[end] === '{' ? '(\\d+|.+?)' : '(.+?)'}`;
      names.push(m[1]!);
      last = end;
    }
    re += `${escapeRe(pattern.slice(last))}$`;
    return { re: new RegExp(re, 's'), names, template };
  });
}

/**
 * Text by the first pattern that matches `text` and renders: a part that reads as a whole number
 * is passed as a number (`bid:{value}` → `{value:number}`).
 */
export function byPattern(patterns: readonly Pattern[], text: string, extra: Values, env: Env): string | undefined {
  for (const { re, names, template } of patterns) {
    const m = re.exec(text);
    if (m === null) continue;
    const parts: Record<string, unknown> = { ...extra };
    names.forEach((n, i) => {
      const s = m[i + 1]!;
      parts[n] = /^(0|[1-9]\d{0,8})$/.test(s) ? Number(s) : s;
    });
    const out = render(template, parts, env);
    if (out !== undefined) return out;
  }
  return undefined;
}

/** An action string in words; a leading `<seat>:` names the acting seat when `seat` is not given. */
export function actionText(text: string, seat: unknown, env: Env): string | undefined {
  const m = /^(\d{1,2}):(.*)$/s.exec(text);
  const body = m === null ? text : m[2]!;
  const who = isSeatNumber(seat) ? seat : m !== null ? Number(m[1]) : undefined;
  const actor = who === undefined ? env.locale.someone : env.seatName(who);
  return byPattern(env.actions, body, { seat: who ?? -1, actor }, env);
}

/** The lines of a result whose conditions hold; a line that cannot be filled is left out. */
export function resultLines(lines: readonly ResultLine[], values: Values, env: Env): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const when = line.when === undefined ? [] : typeof line.when === 'string' ? [line.when] : line.when;
    if (!when.every((c) => holds(c, values))) continue;
    const s = render(line.text, values, env);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** A condition of `ResultLine.when`. */
export function holds(condition: string, values: Values): boolean {
  if (condition.includes('|')) return condition.split('|').some((c) => holds(c, values));
  const ne = condition.indexOf('!=');
  if (ne > 0) return String(valueAt(values, condition.slice(0, ne))) !== condition.slice(ne + 2);
  const eq = condition.indexOf('=');
  if (eq > 0) return String(valueAt(values, condition.slice(0, eq))) === condition.slice(eq + 1);
  if (condition.startsWith('!')) return !isSet(valueAt(values, condition.slice(1)));
  return isSet(valueAt(values, condition));
}

const isSet = (v: unknown): boolean => v !== undefined && v !== null && v !== false && v !== 0 && v !== '';
