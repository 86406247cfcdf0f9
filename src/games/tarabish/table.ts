/**
 * The Tarabish card-play core: the Belote family's (`FamilyTable`, src/family/table.ts) loaded with
 * a Tarabish hand in its `play` phase. The playout (playout.ts) and the solver's board (board.ts)
 * drive it. What is Tarabish's own is what it loads: the hand's rules (`followRules`: the partner
 * exception, the undertrump required), its points table (`pointsBase` of its trump), the
 * last-trick bonus (option `lastTrickBonus`), nine tricks, and bella (`'second'`: the call with the
 * second of the king and queen of trump played, each seat's bella card from `bellaCardOf`).
 * test/games/tarabish/lockstep.test.ts proves it equal to the API at every card, and `undo` equal
 * to the position before.
 */
import { pointsBase } from '../../family/cards.js';
import { FamilyTable, PAIR_CALL } from '../../family/table.js';
import { bellaCardOf, followRules } from './card-play.js';
import { teamCardPoints } from './settle.js';
import { TRICKS, tricksDone, type TarabishState } from './state.js';

/** `actionCard`'s flag on a card played with the bella call (above every card id). */
export const BELLA_CALL = PAIR_CALL;

export class TarabishTable extends FamilyTable {
  /** Loads a state of the `play` phase. */
  load(s: TarabishState): this {
    this.loadDeal(followRules(s), s.trump, pointsBase(s.trump), s.options.lastTrickBonus, TRICKS, 'second');
    for (let p = 0; p < 4; p++)
      this.loadSeat(p, s.hands[p]!, s.voids[p]!, s.trumpCeiling[p]!, s.bella[p] ? 1 : 0, bellaCardOf(s, p));
    const done = tricksDone(s);
    this.loadTricks(teamCardPoints(s), [s.won[0]!.length / 4, s.won[1]!.length / 4], done, s.tricks, s.leader, s.trick);
    return this;
  }
}
