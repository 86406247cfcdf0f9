/**
 * The Tarabish action codec: `bid:70`, `bid:no-trump:150`, `bid:pass`, `trump:H`, `call:H`,
 * `call:no-trump`, `pass`, `declare:` (nothing) / `declare:run3-KH+four-J`, `play:JS`,
 * `play:QH+bella`; any of them may be prefixed by the acting seat (`2:bid:70`).
 * Melds in a declaration are in canonical order (runs by suit S H D C and top card, then fours by
 * rank: the order of `meldsHeld`); `decode` puts them in that order and refuses duplicates.
 * `isTarabishAction` checks the shape of an action coming from outside (JavaScript, JSON), so that
 * `apply` refuses garbage with `action/malformed` instead of throwing.
 */
import { bitOf, parseCard, wordOf } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import {
  indexOfAction,
  indexedActions,
  numericCardError,
  readObjectWith,
  objectShapeError,
} from '../../kernel/action-object.js';
import { ruleError } from '../../kernel/errors.js';
import { closest, nearNotation } from '../../kernel/near.js';
import { showValue } from '../../kernel/options-error.js';
import type { TarabishError, TarabishErrorCode } from './step.js';
import type { Codec } from '../../kernel/ruleset.js';
import { isSeat } from '../../kernel/seat.js';
import { SUIT_LETTERS, tarabishDeck } from './cards.js';
import { MAX_DECLARED, formatMeld, parseMeld, type Meld } from './melds.js';
import type { Speech, SuitLetter, TarabishAction, TarabishMove } from './state.js';
import { tarabishActionObjectSchema, type TarabishActionObject } from './action-schema.js';

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

import { canonicalMelds, meldIndex } from '../../family/melds.js';

export { canonicalMelds, meldIndex };
/** The base of a declaration's digits in an action id (`meldIndex` is below it). */
const MELD_BASE = 370;

/** The action string: the notation of the action as an object on the wire (one grammar for both). */
export function encodeAction(a: TarabishAction): string {
  return objectText(actionObject(a));
}

/** The action string of a move. */
export const encodeMove = (m: TarabishMove): string => encodeAction(toAction(m));

const malformed = (text: string, why: string, evidence: Readonly<Record<string, unknown>> = {}): TarabishError =>
  ruleError('action/malformed', `"${text}" is not a Tarabish action: ${why}`, { text, ...evidence });

/** The first word of each action string. */
const ACTION_WORDS = ['bid', 'trump', 'call', 'pass', 'declare', 'play'];
/** The types of the action objects. */
const OBJECT_TYPES = ['bid', 'bid-pass', 'trump', 'call', 'pass', 'declare', 'play'];

const parseSuit = (t: string): number | null | undefined =>
  t === 'no-trump' ? null : SUIT_LETTERS.indexOf(t as 'S') >= 0 ? SUIT_LETTERS.indexOf(t as 'S') : undefined;

const parseBidValue = (t: string): number | undefined => (/^[1-9][0-9]{0,4}$/.test(t) ? Number(t) : undefined);

function decodeBody(text: string, body: string): Either<TarabishError, TarabishMove> {
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
function decodeExact(text: string): Either<TarabishError, TarabishMove> {
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
  if (exact._tag === 'Right') return right(toAction(exact.right));
  if (exact.left.code === 'notation/bad-card') return exact;
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
      return { type: 'trump', suit: a.suit, ...seat };
    case 'call':
      return { type: 'call', suit: a.suit, ...seat };
    case 'declare':
      return { type: 'declare', melds: a.melds.slice(), ...seat };
    case 'play':
      return { type: 'play', card: a.card, bella: a.bella, ...seat };
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
  const at = readObjectWith(
    input,
    tarabishActionObjectSchema,
    { text: objectText, decode: decodeAction },
    numericAction,
  );
  if ('_tag' in at) return at;
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

/** An action's id (`moveId` of the move it stands for; -1 for one `legal` never lists). */
export const actionId = (a: TarabishAction): number => {
  const m = toMove(a);
  return m === undefined ? -1 : moveId(m);
};

/** Dense-ish integer ids: speech < 500 < plays < 1000 ≤ declarations. The seat is not part of the id. */
export function moveId(a: TarabishMove): number {
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
const isSuitLetter = (x: unknown): x is SuitLetter => x === 'S' || x === 'H' || x === 'D' || x === 'C';

/** The melds of a declaration, read (undefined unless each is a meld's notation, each once). */
function readMelds(melds: unknown): Meld[] | undefined {
  if (!Array.isArray(melds) || melds.length > MAX_DECLARED) return undefined;
  const out: Meld[] = [];
  for (const t of melds as unknown[]) {
    const m = typeof t === 'string' ? parseMeld(t) : undefined;
    if (m === undefined || m._tag === 'Left') return undefined;
    out.push(m.right);
  }
  return new Set(out.map(meldIndex)).size === out.length ? out : undefined;
}

/** Whether a value has the shape of a Tarabish action (for `apply` called from JavaScript with anything). */
export function isTarabishAction(a: unknown): a is TarabishAction {
  if (!isRecord(a)) return false;
  if (a['seat'] !== undefined && !isSeat(a['seat'], 4)) return false;
  // Plays first: most actions are plays, and cases are compared in order.
  switch (a['type']) {
    case 'play':
      return typeof a['card'] === 'string' && tarabishDeck.byName.has(a['card']) && typeof a['bella'] === 'boolean';
    case 'bid':
      return typeof a['value'] === 'number' && Number.isInteger(a['value']) && typeof a['noTrump'] === 'boolean';
    case 'bid-pass':
    case 'pass':
      return true;
    case 'trump':
      return isSuitLetter(a['suit']);
    case 'call':
      return a['suit'] === 'no-trump' || isSuitLetter(a['suit']);
    case 'declare':
      return readMelds(a['melds']) !== undefined;
    default:
      return false;
  }
}

/**
 * The refusal of an action object in the form of the game's moves (`legal` before cards were
 * named): a card, a suit or a meld by number, with the name meant; undefined for any other value.
 */
export function numericAction(input: unknown): TarabishError | undefined {
  if (!isRecord(input)) return undefined;
  const card = numericCardError('Tarabish', tarabishDeck, input['card']);
  if (card !== undefined) return card;
  const suit = input['suit'];
  if ((input['type'] === 'trump' || input['type'] === 'call') && (typeof suit === 'number' || suit === null)) {
    const meant = suitName(suit);
    return ruleError(
      'action/malformed',
      `Tarabish actions name their suits: suit ${String(suit)} is '${meant}'; did you mean '${meant}'?`,
      {
        field: 'suit',
        value: suit,
        suggestion: meant,
      },
    );
  }
  const melds = input['melds'];
  if (input['type'] === 'declare' && Array.isArray(melds) && melds.some(isRecord)) {
    const meant = (melds as unknown[]).map((m) => (isRecord(m) ? formatMeld(m as Meld) : String(m)));
    return ruleError(
      'action/malformed',
      `Tarabish actions write their melds in notation; did you mean ${JSON.stringify(meant)}?`,
      {
        field: 'melds',
        suggestion: meant,
      },
    );
  }
  return undefined;
}

/**
 * One frozen play action per card and bella flag, index `card * 2 + bella` (`{ type: 'play', card:
 * 'JS', bella: false }`; undefined between the deck's ids): built once, shared by every `legal` list.
 */
export const PLAY_ACTIONS: readonly (TarabishAction | undefined)[] = indexedActions(
  Array.from({ length: 256 }, (_, i) => {
    const card = tarabishDeck.names.get(i >> 1);
    return card === undefined ? undefined : { type: 'play' as const, card, bella: (i & 1) === 1 };
  }),
);
/** The move of each play action, same index: what `apply` reads once the name is looked up (not a frozen array: see `indexedActions`). */
const PLAY_MOVES: readonly TarabishMove[] = Array.from({ length: 256 }, (_, i) =>
  Object.freeze({ type: 'play' as const, card: i >> 1, bella: (i & 1) === 1 }),
);
export const TRUMP_ACTIONS = Object.freeze(SUIT_LETTERS.map((suit) => Object.freeze({ type: 'trump' as const, suit })));
/** The calls by suit number, no trump last. */
export const CALL_ACTIONS = Object.freeze(
  [...SUIT_LETTERS, 'no-trump' as const].map((suit) => Object.freeze({ type: 'call' as const, suit })),
);
const SUIT_NUMBER: Readonly<Record<SuitLetter, number>> = Object.freeze({ S: 0, H: 1, D: 2, C: 3 });

const seated = <T extends object>(x: T, seat: number | undefined): T => (seat === undefined ? x : { ...x, seat });

/** The action a move stands for: cards by name, suits by letter, melds in notation (shared objects where it can). */
export function toAction(m: TarabishMove): TarabishAction {
  switch (m.type) {
    case 'play':
      return seated(PLAY_ACTIONS[m.card * 2 + (m.bella ? 1 : 0)]!, m.seat);
    case 'trump':
      return seated(TRUMP_ACTIONS[m.suit]!, m.seat);
    case 'call':
      return seated(CALL_ACTIONS[m.suit ?? 4]!, m.seat);
    case 'declare':
      return seated({ type: 'declare' as const, melds: m.melds.map(formatMeld) }, m.seat);
    default:
      return m;
  }
}

/**
 * The move of any value `apply` is given: a plain play (no seat) read with one look-up of its
 * card's name, anything else checked by `isTarabishAction`; undefined for what is no action.
 */
export function moveOf(raw: unknown): TarabishMove | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const i = indexOfAction(PLAY_ACTIONS, raw);
  if (i >= 0) return PLAY_MOVES[i];
  const x = raw as {
    readonly type?: unknown;
    readonly card?: unknown;
    readonly bella?: unknown;
    readonly seat?: unknown;
  };
  if (x.type === 'play' && x.seat === undefined && typeof x.card === 'string' && typeof x.bella === 'boolean') {
    const card = tarabishDeck.byName.get(x.card);
    return card === undefined ? undefined : PLAY_MOVES[card * 2 + (x.bella ? 1 : 0)];
  }
  return isTarabishAction(raw) ? toMove(raw) : undefined;
}

/** The move of an action known to be legal (`applyUnchecked`): a play `legal` listed by its index, anything else by `toMove`. */
export function knownMove(a: TarabishAction): TarabishMove | undefined {
  const i = indexOfAction(PLAY_ACTIONS, a);
  return i >= 0 ? PLAY_MOVES[i] : toMove(a);
}

/** The move an action stands for (`isTarabishAction` holds); undefined for a name that is no card, suit or meld. */
export function toMove(a: TarabishAction): TarabishMove | undefined {
  switch (a.type) {
    case 'play': {
      const card = tarabishDeck.byName.get(a.card);
      return card === undefined ? undefined : seated(PLAY_MOVES[card * 2 + (a.bella ? 1 : 0)]!, a.seat);
    }
    case 'trump': {
      const suit = SUIT_NUMBER[a.suit];
      return suit === undefined ? undefined : seated({ type: 'trump' as const, suit }, a.seat);
    }
    case 'call': {
      const suit = a.suit === 'no-trump' ? null : SUIT_NUMBER[a.suit];
      return suit === undefined ? undefined : seated({ type: 'call' as const, suit }, a.seat);
    }
    case 'declare': {
      const melds = readMelds(a.melds);
      return melds === undefined ? undefined : seated({ type: 'declare' as const, melds }, a.seat);
    }
    default:
      return a;
  }
}
