/**
 * Action notation: `bid:pass|prise|garde|garde-sans|garde-contre`, `call:KH`, `discard:5C`,
 * `chelem:yes|no`, `poignee:21T-20T-…` (trumps descending, the Excuse last), `play:21T`.
 * Dense ids by kind: play 0..159 (the card id), bid 200.., call 300 + card, discard 500 + card,
 * chelem 700/701, poignée 1000 + the 22-bit mask of its word-4 cards.
 */
import { isCardOf, parseCard, type Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import type { Codec } from '../../kernel/ruleset.js';
import { tarotDeck, name } from './cards.js';
import { canonicalCards, poigneeMask } from './declarations.js';
import { BIDS, type Bid, type TarotAction } from './state.js';

const malformed = (text: string): RuleError =>
  ruleError('action/malformed', 'Not a Tarot action (bid:…, call:…, discard:…, chelem:…, poignee:…, play:…).', {
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
      return `poignee:${canonicalCards(a.cards).map(name).join('-')}`;
    case 'play':
      return `play:${name(a.card)}`;
  }
}

export function decodeAction(text: unknown): Either<RuleError, TarotAction> {
  if (typeof text !== 'string' || text.length > 200)
    return left(malformed(typeof text === 'string' ? text.slice(0, 40) : typeof text));
  const colon = text.indexOf(':');
  if (colon < 0) return left(malformed(text));
  const kind = text.slice(0, colon);
  const arg = text.slice(colon + 1);
  const card = (): Either<RuleError, Card> => parseCard(tarotDeck, arg);
  switch (kind) {
    case 'bid':
      return (BIDS as readonly string[]).includes(arg)
        ? right({ type: 'bid', bid: arg as Bid })
        : left(malformed(text));
    case 'chelem':
      return arg === 'yes' || arg === 'no' ? right({ type: 'chelem', announce: arg === 'yes' }) : left(malformed(text));
    case 'call':
    case 'discard':
    case 'play': {
      const c = card();
      return c._tag === 'Left' ? c : right({ type: kind, card: c.right });
    }
    case 'poignee': {
      const cards: Card[] = [];
      for (const part of arg.split('-')) {
        const c = parseCard(tarotDeck, part);
        if (c._tag === 'Left') return c;
        cards.push(c.right);
      }
      return right({ type: 'poignee', cards: canonicalCards(cards) });
    }
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
    case 'poignee':
      return 1000 + poigneeMask(a.cards);
  }
}

export const tarotCodec: Codec<TarotAction> = { encode: encodeAction, decode: decodeAction, id: actionId };

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
    case 'play':
      return isCardOf(tarotDeck, x['card']);
    case 'poignee':
      return Array.isArray(x['cards']) && x['cards'].length <= 78 && x['cards'].every((c) => isCardOf(tarotDeck, c));
    default:
      return false;
  }
}
