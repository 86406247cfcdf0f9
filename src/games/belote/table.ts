/**
 * The Belote card-play core: the Belote family's (`FamilyTable`, src/family/table.ts) loaded with a
 * Belote deal in its `play` phase (Coinche's card play is Belote's state: it loads the same way).
 * The playout (playout.ts) and the solver's board (board.ts) drive it. What is Belote's own is what
 * it loads: the deal's rules (`followRules`: the partner exception and the undertrump options), its
 * points table (`pointsBase` of its trump), the dix de der, eight tricks, and belote-rebelote
 * (`'both'`: belote with the first of the king and queen of trump while holding both, rebelote with
 * the second; the calls made so far from the state). test/games/belote/lockstep.test.ts proves it
 * equal to the API at every card, and `undo` equal to the position before.
 */
import { cardsPoints } from '../../family/card-play.js';
import { pointsBase } from '../../family/cards.js';
import { FamilyTable } from '../../family/table.js';
import { followRules } from './card-play.js';
import { DIX_DE_DER, TRICKS } from './cards.js';
import type { BeloteState } from './state.js';

export class BeloteTable extends FamilyTable {
  /** Loads a state of the `play` phase (trump set). */
  load(s: BeloteState): this {
    this.loadDeal(followRules(s), s.trump, pointsBase(s.trump), DIX_DE_DER, TRICKS, 'both');
    for (let p = 0; p < 4; p++) this.loadSeat(p, s.hands[p]!, s.voids[p]!, s.trumpCeiling[p]!, s.calls[p]!, -1);
    const won = [s.won[0]!.length / 4, s.won[1]!.length / 4];
    const done = won[0]! + won[1]!;
    const points = [cardsPoints(s.won[0]!, s.trump), cardsPoints(s.won[1]!, s.trump)];
    // The dix de der once the last trick is won (its winner leads no more: the leader is its winner).
    if (done === TRICKS) points[s.leader % 2]! += DIX_DE_DER;
    this.loadTricks(points, won, done, s.tricks, s.leader, s.trick);
    return this;
  }
}
