/**
 * Tarabish melds: the Belote family's melds (`src/family/melds.ts`: which melds a hand holds, their
 * values under the styles `'belote'` and `'runs'`, which is best, which team scores), re-exported,
 * and the notation used in declarations (`run3-KH`, `four-J`).
 */
import type { Either } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import { parseMeldOf, type Meld } from '../../family/melds.js';
import { tarabishDeck } from './cards.js';

export {
  bestMeld,
  compareMelds,
  declarableSelections,
  formatMeld,
  isMeld,
  MAX_DECLARED,
  meldCards,
  meldsHeld,
  meldValue,
  meldValues,
  meldWinner,
  runEnds,
  teamMeldPoints,
  type Meld,
  type MeldStyle,
} from '../../family/melds.js';

/**
 * Parses `run<3..9>-<top card>` or `four-<J|9|A|10|K|Q>`: the family's notation on the 36-card deck.
 * @returns Left `notation/bad-meld` or `notation/no-such-meld`.
 */
export function parseMeld(text: string): Either<RuleError<'notation/bad-meld' | 'notation/no-such-meld'>, Meld> {
  return parseMeldOf(tarabishDeck, text);
}
