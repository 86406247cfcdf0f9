/**
 * Action notation: `bid:pass|prise|garde|garde-sans|garde-contre`, `call:KH`, `discard:5C`,
 * `chelem:yes|no`, `poignee:simple|double|triple` (a poignée announced), `show:21T` (one card of
 * it shown), `play:21T`. Dense ids by kind: play 0..159 (the card id), bid 200.., call 300 + card,
 * discard 500 + card, chelem 700/701, show 800 + card, poignée 1000 + the size's index.
 * Records of format 1 wrote a poignée as one string, `poignee:21T-20T-…`: `legacy` turns it into
 * the actions it stands for (replay reads it; `decode` refuses it).
 */
import { isCardOf, parseCard, type Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarotError, TarotErrorCode } from './step.js';
import type { Codec } from '../../kernel/ruleset.js';
import { tarotDeck, name } from './cards.js';
import { poigneeActions } from './declarations.js';
import { POIGNEE_SIZE_NAMES, type PoigneeSize } from './scoring.js';
import { BIDS, type Bid, type TarotAction } from './state.js';

const malformed = (text: string): TarotError =>
  ruleError('action/malformed', 'Not a Tarot action (bid:…, call:…, discard:…, chelem:…, poignee:…, show:…, play:…).', {
    text: text.slice(0, 40),
  });

export function encodeAction(a: TarotAction): string {
  switch (a.type) {
    case 'bid':
      return `bid:${a.bid}`;
    case 'call':
      return `call:${name(a.card)}`;
    case 'discard':
      return `discard:${name(a.card)}`;
    case 'chelem':
      return `chelem:${a.announce ? 'yes' : 'no'}`;
    case 'poignee':
      return `poignee:${a.size}`;
    case 'show':
      return `show:${name(a.card)}`;
    case 'play':
      return `play:${name(a.card)}`;
  }
}

export function decodeAction(text: unknown): Either<TarotError, TarotAction> {
  if (typeof text !== 'string' || text.length > 200)
    return left(malformed(typeof text === 'string' ? text.slice(0, 40) : typeof text));
  const colon = text.indexOf(':');
  if (colon < 0) return left(malformed(text));
  const kind = text.slice(0, colon);
  const arg = text.slice(colon + 1);
  const card = (): Either<TarotError, Card> => parseCard(tarotDeck, arg);
  switch (kind) {
    case 'bid':
      return (BIDS as readonly string[]).includes(arg)
        ? right({ type: 'bid', bid: arg as Bid })
        : left(malformed(text));
    case 'chelem':
      return arg === 'yes' || arg === 'no' ? right({ type: 'chelem', announce: arg === 'yes' }) : left(malformed(text));
    case 'call':
    case 'discard':
    case 'show':
    case 'play': {
      const c = card();
      return c._tag === 'Left' ? c : right({ type: kind, card: c.right });
    }
    case 'poignee':
      return (POIGNEE_SIZE_NAMES as readonly string[]).includes(arg)
        ? right({ type: 'poignee', size: arg as PoigneeSize })
        : left(malformed(text));
    default:
      return left(malformed(text));
  }
}

export function actionId(a: TarotAction): number {
  switch (a.type) {
    case 'play':
      return a.card;
    case 'bid':
      return 200 + BIDS.indexOf(a.bid);
    case 'call':
      return 300 + a.card;
    case 'discard':
      return 500 + a.card;
    case 'chelem':
      return a.announce ? 701 : 700;
    case 'show':
      return 800 + a.card;
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
};

/** Whether a value has the shape of a Tarot action (for `apply` called from JavaScript with anything). */
export function isActionShape(a: unknown): a is TarotAction {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  // The common case first, without the generic checks below (it runs at every card).
  if (x['type'] === 'play' && x['seat'] === undefined) return isCardOf(tarotDeck, x['card']);
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
      return isCardOf(tarotDeck, x['card']);
    case 'poignee':
      return (POIGNEE_SIZE_NAMES as readonly unknown[]).includes(x['size']);
    default:
      return false;
  }
}
