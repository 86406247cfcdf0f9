/**
 * The solver's board for a Tarabish hand: the Belote family's (`FamilyBoard`, src/family/board.ts)
 * on the Tarabish card-play core (`TarabishTable`): side 0 is the team of seats 0 and 2, side 1 the
 * team of seats 1 and 3; both teams' points at the end are the hand's card points and the
 * last-trick bonus. Bella and declarations are fixed facts of the position. Proven equal to the API
 * at every card by test/games/tarabish/board.test.ts.
 */
import { FamilyBoard } from '../../family/board.js';
import { pointsBase } from '../../family/cards.js';
import { cardPointTotal } from './cards.js';
import type { TarabishState } from './state.js';
import { TarabishTable } from './table.js';

export class TarabishBoard extends FamilyBoard<TarabishTable> {
  readonly kind = 'tarabish';

  constructor() {
    super(new TarabishTable());
  }

  /** Loads a state in the card play. */
  load(s: TarabishState): this {
    this.table.load(s);
    return this.loadBoard(cardPointTotal(s.trump) + s.options.lastTrickBonus, pointsBase(s.trump));
  }
}
