/**
 * The Tarabish action codec: `bid:70`, `bid:no-trump:150`, `bid:pass`, `trump:H`, `call:H`,
 * `call:no-trump`, `pass`, `declare:` (nothing) / `declare:run3-KH+four-J`, `play:JS`,
 * `play:QH+bella`; any of them may be prefixed by the acting seat (`2:bid:70`).
 * Melds in a declaration are in canonical order (runs by suit S H D C and top card, then fours by
 * rank: the order of `meldsHeld`); `decode` puts them in that order and refuses duplicates.
 * `isTarabishAction` checks the shape of an action coming from outside (JavaScript, JSON), so that
 * `apply` refuses garbage with `action/malformed` instead of throwing.
 */
import { bitOf, isCardOf, parseCard, wordOf, type Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { objectIssue, objectShapeError } from '../../kernel/action-object.js';
import { ruleError } from '../../kernel/errors.js';
import { closest, nearNotation } from '../../kernel/near.js';
import { showValue } from '../../kernel/options-error.js';
import type { TarabishError, TarabishErrorCode } from './step.js';
import type { Codec } from '../../kernel/ruleset.js';
import { isSeat } from '../../kernel/seat.js';
import { SUIT_LETTERS, tarabishDeck } from './cards.js';
import { formatMeld, isMeld, parseMeld, type Meld } from './melds.js';
import type { Speech, TarabishAction } from './state.js';
import { tarabishActionObjectSchema, type TarabishActionObject } from './action-schema.js';

const cardName = (c: Card): string => tarabishDeck.names.get(c) ?? String(c);
export const suitName = (suit: number | null): string => (suit === null ? 'no-trump' : (SUIT_LETTERS[suit] ?? '?'));

/** What a seat said while trump was chosen, in action notation (`bid:70`, `pass`, `call:H`). */
export const speechText = (sp: Speech): string =>
  sp.kind === 'pass'
    ? 'pass'
    : sp.kind === 'call'
      ? `call:${suitName(sp.suit)}`
      : sp.noTrump
        ? `bid:no-trump:${sp.value}`
        : `bid:${sp.value}`;

/** A meld's rank in the canonical order (and its digit in the declaration id). */
export function meldIndex(m: Meld): number {
  if (m.kind === 'four') return 361 + m.rank;
  return 1 + (wordOf(m.top) * 9 + bitOf(m.top)) * 10 + m.length;
}
const MELD_BASE = 370;

export const canonicalMelds = (melds: readonly Meld[]): Meld[] =>
  melds.slice().sort((a, b) => meldIndex(a) - meldIndex(b));

/** The action string: the notation of the action as an object on the wire (one grammar for both). */
export function encodeAction(a: TarabishAction): string {
  return objectText(actionObject(a));
}

const malformed = (text: string, why: string, evidence: Readonly<Record<string, unknown>> = {}): TarabishError =>
  ruleError('action/malformed', `"${text}" is not a Tarabish action: ${why}`, { text, ...evidence });

/** The first word of each action string. */
const ACTION_WORDS = ['bid', 'trump', 'call', 'pass', 'declare', 'play'];
/** The types of the action objects. */
const OBJECT_TYPES = ['bid', 'bid-pass', 'trump', 'call', 'pass', 'declare', 'play'];

const parseSuit = (t: string): number | null | undefined =>
  t === 'no-trump' ? null : SUIT_LETTERS.indexOf(t as 'S') >= 0 ? SUIT_LETTERS.indexOf(t as 'S') : undefined;

const parseBidValue = (t: string): number | undefined => (/^[1-9][0-9]{0,4}$/.test(t) ? Number(t) : undefined);

function decodeBody(text: string, body: string): Either<TarabishError, TarabishAction> {
  if (body === 'pass') return right({ type: 'pass' });
  if (body === 'bid:pass') return right({ type: 'bid-pass' });
  const [head, ...rest] = body.split(':');
  const arg = rest.join(':');
  switch (head) {
    case 'bid': {
      const noTrump = arg.startsWith('no-trump:');
      const value = parseBidValue(noTrump ? arg.slice('no-trump:'.length) : arg);
      return value === undefined
        ? left(malformed(text, 'a bid is bid:<points>, bid:no-trump:<points> or bid:pass.'))
        : right({ type: 'bid', value, noTrump });
    }
    case 'trump': {
      const suit = parseSuit(arg);
      return suit === undefined || suit === null
        ? left(malformed(text, 'trump is named as trump:S, H, D or C.'))
        : right({ type: 'trump', suit });
    }
    case 'call': {
      const suit = parseSuit(arg);
      return suit === undefined
        ? left(malformed(text, 'a call is call:S, H, D, C or call:no-trump.'))
        : right({ type: 'call', suit });
    }
    case 'declare': {
      if (arg === '') return right({ type: 'declare', melds: [] });
      const melds: Meld[] = [];
      for (const part of arg.split('+')) {
        const m = parseMeld(part);
        if (m._tag === 'Left') return m;
        melds.push(m.right);
      }
      const sorted = canonicalMelds(melds);
      for (let i = 1; i < sorted.length; i++) {
        if (meldIndex(sorted[i]!) === meldIndex(sorted[i - 1]!)) return left(malformed(text, 'a meld is named twice.'));
      }
      return right({ type: 'declare', melds: sorted });
    }
    case 'play': {
      const bella = arg.endsWith('+bella');
      const card = parseCard(tarabishDeck, bella ? arg.slice(0, -'+bella'.length) : arg);
      return card._tag === 'Left' ? card : right({ type: 'play', card: card.right, bella });
    }
    default: {
      const near = closest(head ?? '', ACTION_WORDS);
      return left(
        malformed(
          text,
          `unknown action ${showValue(head)}: the actions are ${ACTION_WORDS.join(', ')}${near !== undefined ? `; did you mean '${near}'?` : '.'}`,
          near === undefined ? { valid: ACTION_WORDS } : { valid: ACTION_WORDS, suggestion: near },
        ),
      );
    }
  }
}

/** Reads an action string exactly (case-sensitive, no spaces). */
function decodeExact(text: string): Either<TarabishError, TarabishAction> {
  const seated = /^([0-3]):(.*)$/.exec(text);
  const decoded = decodeBody(text, seated ? seated[2]! : text);
  if (!seated || decoded._tag === 'Left') return decoded;
  return right({ ...decoded.right, seat: Number(seated[1]) });
}

/**
 * Reads an action string. A near miss gets a specific message: an unknown action word (with the
 * valid ones), a card in the wrong case (with the card meant), spaces or capitals in the notation
 * (with the text meant).
 */
export function decodeAction(text: unknown): Either<TarabishError, TarabishAction> {
  if (typeof text !== 'string' || text.length > 120)
    return left(malformed(typeof text === 'string' ? text.slice(0, 24) : typeof text, 'not a short string.'));
  const exact = decodeExact(text);
  if (exact._tag === 'Right' || exact.left.code === 'notation/bad-card') return exact;
  const near = nearNotation(text, (t) => decodeExact(t)._tag === 'Right');
  return near === undefined
    ? exact
    : left(
        ruleError('action/malformed', `"${text}" is not a Tarabish action: did you mean "${near}"?`, {
          text,
          suggestion: near,
        }),
      );
}

/** The action as an object on the wire: cards by name, suits by letter, melds in notation. */
export function actionObject(a: TarabishAction): TarabishActionObject {
  const seat = a.seat === undefined ? {} : { seat: a.seat };
  switch (a.type) {
    case 'bid':
      return { type: 'bid', value: a.value, noTrump: a.noTrump, ...seat };
    case 'trump':
      return { type: 'trump', suit: suitName(a.suit) as 'S', ...seat };
    case 'call':
      return { type: 'call', suit: suitName(a.suit) as 'S', ...seat };
    case 'declare':
      return { type: 'declare', melds: a.melds.map(formatMeld), ...seat };
    case 'play':
      return { type: 'play', card: cardName(a.card), bella: a.bella, ...seat };
    default:
      return { type: a.type, ...seat };
  }
}

/** The action string of a checked action object. */
function objectText(o: TarabishActionObject): string {
  const body = ((): string => {
    switch (o.type) {
      case 'bid':
        return o.noTrump ? `bid:no-trump:${o.value}` : `bid:${o.value}`;
      case 'bid-pass':
        return 'bid:pass';
      case 'trump':
      case 'call':
        return `${o.type}:${o.suit}`;
      case 'pass':
        return 'pass';
      case 'declare':
        return `declare:${o.melds.join('+')}`;
      case 'play':
        return `play:${o.card}${o.bella ? '+bella' : ''}`;
    }
  })();
  return o.seat === undefined ? body : `${o.seat}:${body}`;
}

/** What each field of an action object holds, for messages. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  value: 'a whole number of points such as 70',
  noTrump: 'true or false',
  suit: "a suit letter, 'S', 'H', 'D' or 'C' (a call may also be 'no-trump')",
  melds: "a list of melds such as ['run3-KH', 'four-J']",
  card: "a card name such as 'JS' or '10H'",
  bella: 'true or false',
  seat: 'a seat from 0 to 3',
};

/**
 * Reads an untrusted action object (`tarabishActionObjectSchema`: no other key, every field
 * checked), then its action string through `decodeAction`, so it passes the same checks. Never
 * throws.
 */
export function actionFromObject(input: unknown): Either<TarabishError, TarabishAction> {
  try {
    return readObject(input);
  } catch {
    return left(malformed('(an object)', 'it cannot be read.'));
  }
}

function readObject(input: unknown): Either<TarabishError, TarabishAction> {
  const parsed = tarabishActionObjectSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return decodeAction(objectText(parsed.data));
  const at = objectIssue(input, parsed.error);
  const { fields: o, issue, field, value } = at;
  // a card of the right type that is not one: the message of the string notation
  if (field === 'card' && typeof value === 'string') {
    const card = parseCard(tarabishDeck, value);
    if (card._tag === 'Left') return card;
  }
  const shape = objectShapeError('Tarabish', OBJECT_TYPES, input, at);
  if (shape !== undefined) return left(shape);
  const head = String(issue.path[0]);
  return left(
    ruleError(
      'action/malformed',
      `A Tarabish ${showValue(o['type'])} action has a ${field}: ${FIELD_WORDS[head] ?? issue.message}; got ${showValue(value)}.`,
      { field, issues: at.messages },
    ),
  );
}

/** Dense-ish integer ids: speech < 500 < plays < 1000 ≤ declarations. The seat is not part of the id. */
export function actionId(a: TarabishAction): number {
  switch (a.type) {
    case 'bid-pass':
      return 0;
    case 'bid':
      return (a.noTrump ? 200 : 1) + a.value / 10;
    case 'trump':
      return 400 + a.suit;
    case 'pass':
      return 410;
    case 'call':
      return a.suit === null ? 415 : 411 + a.suit;
    case 'play':
      return 500 + (wordOf(a.card) * 9 + bitOf(a.card)) * 2 + (a.bella ? 1 : 0);
    case 'declare':
      return 1000 + canonicalMelds(a.melds).reduce((acc, m) => acc * MELD_BASE + meldIndex(m), 0);
  }
}

/** The Tarabish action codec: `encode` to notation, `decode` back (never throws), `id` for sorting. */
export const tarabishCodec: Codec<TarabishAction, TarabishErrorCode> = {
  encode: encodeAction,
  decode: decodeAction,
  id: actionId,
  toObject: actionObject,
  fromObject: actionFromObject,
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSuit = (x: unknown): x is number => x === 0 || x === 1 || x === 2 || x === 3;

function isMeldValue(x: unknown): x is Meld {
  if (!isRecord(x)) return false;
  if (x['kind'] === 'run')
    return Number.isInteger(x['length']) && Number.isInteger(x['top']) && isMeld(x as Meld, 'belote');
  if (x['kind'] === 'four') return Number.isInteger(x['rank']) && isMeld(x as Meld, 'belote');
  return false;
}

export function isTarabishAction(a: unknown): a is TarabishAction {
  if (!isRecord(a)) return false;
  if (a['seat'] !== undefined && !isSeat(a['seat'], 4)) return false;
  // Plays first: most actions are plays, and cases are compared in order.
  switch (a['type']) {
    case 'play':
      return isCardOf(tarabishDeck, a['card']) && typeof a['bella'] === 'boolean';
    case 'bid':
      return typeof a['value'] === 'number' && Number.isInteger(a['value']) && typeof a['noTrump'] === 'boolean';
    case 'bid-pass':
    case 'pass':
      return true;
    case 'trump':
      return isSuit(a['suit']);
    case 'call':
      return a['suit'] === null || isSuit(a['suit']);
    case 'declare': {
      const melds = a['melds'];
      if (!Array.isArray(melds) || melds.length > 12 || !melds.every(isMeldValue)) return false;
      return new Set(melds.map(meldIndex)).size === melds.length;
    }
    default:
      return false;
  }
}
