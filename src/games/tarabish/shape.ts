/**
 * Checks that an action coming from outside (JavaScript, JSON) has the shape of a Tarabish action,
 * so that `apply` refuses garbage with `action/malformed` instead of throwing.
 */
import { isCardOf } from '../../kernel/card.js';
import { isSeat } from '../../kernel/seat.js';
import { tarabishDeck } from './cards.js';
import { meldIndex } from './codec.js';
import { isMeld, type Meld } from './melds.js';
import type { TarabishAction } from './state.js';

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
