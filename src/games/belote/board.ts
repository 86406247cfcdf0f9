/**
 * The solver's board for a Belote deal (Coinche's card play too): the Belote family's
 * (`FamilyBoard`, src/family/board.ts) on the Belote card-play core (`BeloteTable`). Side 0 is the
 * team of seats 0 and 2, side 1 the team of seats 1 and 3; what the search counts is each team's
 * card points and the dix de der (162 in all). Belote-rebelote and the announcements are fixed
 * facts of the position (they do not change card points), and so is the capot's bonus: the board
 * counts the cards and the dix de der, the score counts the rest. Proven equal to the API at every
 * card by test/games/belote/board.test.ts.
 */
import { FamilyBoard } from '../../family/board.js';
import { pointsBase } from '../../family/cards.js';
import { CARD_POINTS_TOTAL, DIX_DE_DER } from './cards.js';
import type { BeloteState } from './state.js';
import { BeloteTable } from './table.js';

export class BeloteBoard extends FamilyBoard<BeloteTable> {
  readonly kind = 'belote';

  constructor() {
    super(new BeloteTable());
  }

  /** Loads a state in the card play. */
  load(s: BeloteState): this {
    this.table.load(s);
    return this.loadBoard(CARD_POINTS_TOTAL + DIX_DE_DER, pointsBase(s.trump));
  }
}
