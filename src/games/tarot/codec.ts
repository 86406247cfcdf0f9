/**
 * Action notation: `bid:pass|prise|garde|garde-sans|garde-contre`, `call:KH`, `discard:5C`,
 * `chelem:yes|no`, `poignee:simple|double|triple` (a poignée announced), `show:21T` (one card of
 * it shown), `play:21T`. Dense ids by kind: play 0..159 (the card id), bid 200.., call 300 + card,
 * discard 500 + card, chelem 700/701, show 800 + card, poignée 1000 + the size's index.
 * Records of format 1 wrote a poignée as one string, `poignee:21T-20T-…`: `legacy` turns it into
 * the actions it stands for (replay reads it; `decode` refuses it).
 */
import { parseCard, type Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { numericCardError, objectShapeError, readObjectWith } from '../../kernel/action-object.js';
import { ruleError } from '../../kernel/errors.js';
import { closest, nearNotation } from '../../kernel/near.js';
import { showValue } from '../../kernel/options-error.js';
import type { TarotError, TarotErrorCode } from './step.js';
import type { Codec } from '../../kernel/ruleset.js';
import { tarotActionObjectSchema, type TarotActionObject } from './action-schema.js';
import { CARD_ACTIONS, cardNumber, tarotDeck } from './cards.js';
import { poigneeActions } from './declarations.js';
import { POIGNEE_SIZE_NAMES, type PoigneeSize } from './scoring.js';
import { BIDS, type Bid, type TarotAction } from './state.js';

const KINDS = ['bid', 'call', 'discard', 'chelem', 'poignee', 'show', 'play'] as const;

const malformed = (text: string): TarotError =>
  ruleError('action/malformed', 'Not a Tarot action (bid:…, call:…, discard:…, chelem:…, poignee:…, show:…, play:…).', {
    text: text.slice(0, 40),
  });

/** A value of an action that is not one of `names`: which it was, the valid ones, the closest. */
function unknownName(what: string, value: string, names: readonly string[], text: string): TarotError {
  const near = closest(value, names);
  const hint = near === undefined ? '' : `; did you mean '${near}'?`;
  return ruleError(
    'action/malformed',
    `Unknown ${what} ${showValue(value)}: the ${what}s are ${names.join(', ')}${hint}`,
    near === undefined
      ? { text: text.slice(0, 40), value: value.slice(0, 40), valid: names }
      : { text: text.slice(0, 40), value: value.slice(0, 40), valid: names, suggestion: near },
  );
}

/** The action string: the notation of the action as an object on the wire (one grammar for both). */
export function encodeAction(a: TarotAction): string {
  return objectText(actionObject(a));
}

/** The notation read exactly (case-sensitive, no spaces). */
function decodeExact(text: string): Either<TarotError, TarotAction> {
  const colon = text.indexOf(':');
  if (colon < 0) return left(malformed(text));
  const kind = text.slice(0, colon);
  const arg = text.slice(colon + 1);
  switch (kind) {
    case 'bid':
      return (BIDS as readonly string[]).includes(arg)
        ? right({ type: 'bid', bid: arg as Bid })
        : left(unknownName('bid', arg, BIDS, text));
    case 'chelem':
      return arg === 'yes' || arg === 'no'
        ? right({ type: 'chelem', announce: arg === 'yes' })
        : left(unknownName('chelem answer', arg, ['yes', 'no'], text));
    case 'call':
    case 'discard':
    case 'show':
    case 'play': {
      const c = parseCard(tarotDeck, arg);
      return c._tag === 'Left' ? c : right(CARD_ACTIONS[kind][c.right]!);
    }
    case 'poignee':
      return (POIGNEE_SIZE_NAMES as readonly string[]).includes(arg)
        ? right({ type: 'poignee', size: arg as PoigneeSize })
        : left(unknownName('poignée size', arg, POIGNEE_SIZE_NAMES, text));
    default:
      return left(unknownName('action', kind, KINDS, text));
  }
}

/**
 * Reads an action string. A near miss gets a specific message: an unknown bid (with the bids), a
 * card in the wrong case (with the card meant), spaces or capitals in the notation (with the text
 * meant).
 */
export function decodeAction(text: unknown): Either<TarotError, TarotAction> {
  if (typeof text !== 'string' || text.length > 200)
    return left(malformed(typeof text === 'string' ? text.slice(0, 40) : typeof text));
  const exact = decodeExact(text);
  if (exact._tag === 'Right' || exact.left.code === 'notation/bad-card') return exact;
  const near = nearNotation(text, (t) => decodeExact(t)._tag === 'Right');
  if (near === undefined) return exact;
  return left(
    ruleError('action/malformed', `"${text}" is not a Tarot action: did you mean "${near}"?`, {
      text: text.slice(0, 40),
      suggestion: near,
    }),
  );
}

/** The action as an object on the wire, cards by name: `{ type: 'play', card: '21T' }`. */
export function actionObject(a: TarotAction): TarotActionObject {
  switch (a.type) {
    case 'bid':
      return { type: 'bid', bid: a.bid };
    case 'chelem':
      return { type: 'chelem', announce: a.announce };
    case 'poignee':
      return { type: 'poignee', size: a.size };
    default:
      return { type: a.type, card: a.card };
  }
}

/** What each field of an action object holds, for messages. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  card: "a card name such as '21T', 'EX' or 'KH'",
  bid: BIDS.join(', '),
  announce: 'true or false',
  size: POIGNEE_SIZE_NAMES.join(', '),
};

/** The action string of a checked action object. */
function objectText(o: TarotActionObject): string {
  switch (o.type) {
    case 'bid':
      return `bid:${o.bid}`;
    case 'chelem':
      return `chelem:${o.announce ? 'yes' : 'no'}`;
    case 'poignee':
      return `poignee:${o.size}`;
    default:
      return `${o.type}:${o.card}`;
  }
}

/**
 * Reads an untrusted action object (`tarotActionObjectSchema`: no other key, every field checked),
 * then its action string through `decodeAction`, so it passes the same checks. Never throws.
 */
export function actionFromObject(input: unknown): Either<TarotError, TarotAction> {
  try {
    return readObject(input);
  } catch {
    return left(malformed('(an object that cannot be read)'));
  }
}

function readObject(input: unknown): Either<TarotError, TarotAction> {
  const at = readObjectWith(input, tarotActionObjectSchema, { text: objectText, decode: decodeAction }, numericCard);
  if ('_tag' in at) return at;
  const { fields: o, issue, field, value } = at;
  // a card or a name of the right type that is not one: the message of the string notation
  if (typeof o['type'] === 'string' && typeof value === 'string' && issue.path.length === 1) {
    const r = decodeAction(`${o['type']}:${value}`);
    if (r._tag === 'Left') return r;
  }
  const shape = objectShapeError('Tarot', KINDS, input, at);
  if (shape !== undefined) return left(shape);
  return left(
    ruleError(
      'action/malformed',
      `A Tarot ${showValue(o['type'])} action has ${field === 'announce' ? 'an' : 'a'} ${field}: ${FIELD_WORDS[field] ?? issue.message}; got ${showValue(value)}.`,
      { field, issues: at.messages },
    ),
  );
}

/** A card of an action, by number (-1 for a name that is no card: `legal` never lists one). */
const cardId = (n: string): number => cardNumber(n) ?? -1;

/**
 * The refusal of an action object naming its card by number (`{ type: 'play', card: 3 }`, what
 * `legal` returned before cards were named), undefined for any other value.
 */
export const numericCard = (input: unknown): TarotError | undefined =>
  typeof input === 'object' && input !== null
    ? numericCardError('Tarot', tarotDeck, (input as { card?: unknown }).card)
    : undefined;

export function actionId(a: TarotAction): number {
  switch (a.type) {
    case 'play':
      return cardId(a.card);
    case 'bid':
      return 200 + BIDS.indexOf(a.bid);
    case 'call':
      return 300 + cardId(a.card);
    case 'discard':
      return 500 + cardId(a.card);
    case 'chelem':
      return a.announce ? 701 : 700;
    case 'show':
      return 800 + cardId(a.card);
    case 'poignee':
      return 1000 + POIGNEE_SIZE_NAMES.indexOf(a.size);
  }
}

/**
 * A record-format-1 poignée, `poignee:21T-20T-…` (every card shown, in one string), as today's
 * actions: the size, then each card in notation order; undefined for any other text.
 */
export function legacyActions(text: string, players: 3 | 4 | 5): Either<TarotError, TarotAction[]> | undefined {
  if (typeof text !== 'string' || !text.startsWith('poignee:') || text.length > 200) return undefined;
  const arg = text.slice('poignee:'.length);
  if ((POIGNEE_SIZE_NAMES as readonly string[]).includes(arg)) return undefined;
  const cards: Card[] = [];
  for (const part of arg.split('-')) {
    const c = parseCard(tarotDeck, part);
    if (c._tag === 'Left') return c;
    cards.push(c.right);
  }
  return poigneeActions(players, cards);
}

export const tarotCodec: Codec<TarotAction, TarotErrorCode> = {
  encode: encodeAction,
  decode: decodeAction,
  id: actionId,
  toObject: actionObject,
  fromObject: actionFromObject,
};

/** Whether a value has the shape of a Tarot action (for `apply` called from JavaScript with anything). */
export function isActionShape(a: unknown): a is TarotAction {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  // The common case first, without the generic checks below (it runs at every card).
  if (x['type'] === 'play' && x['seat'] === undefined) return cardNumber(x['card']) !== undefined;
  if (x['seat'] !== undefined && !(Number.isInteger(x['seat']) && (x['seat'] as number) >= 0)) return false;
  switch (x['type']) {
    case 'bid':
      return (BIDS as readonly unknown[]).includes(x['bid']);
    case 'chelem':
      return typeof x['announce'] === 'boolean';
    case 'call':
    case 'discard':
    case 'show':
    case 'play':
      return cardNumber(x['card']) !== undefined;
    case 'poignee':
      return (POIGNEE_SIZE_NAMES as readonly unknown[]).includes(x['size']);
    default:
      return false;
  }
}
