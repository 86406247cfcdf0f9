/**
 * The Tarabish card-play core: the Belote family's (`FamilyTable`, src/family/table.ts) loaded with
 * a Tarabish hand in its `play` phase. The playout (playout.ts) and the solver's board (board.ts)
 * drive it. What is Tarabish's own is what it loads: the hand's rules (`followRules`: the partner
 * exception, the undertrump required), its points table (`pointsBase` of its trump), the
 * last-trick bonus (option `lastTrickBonus`), nine tricks, and bella (the call with the second of
 * the king and queen of trump played: `bellaCardAfter`, each seat's bella card from `bellaCardOf`).
 * test/games/tarabish/lockstep.test.ts proves it equal to the API at every card, and `undo` equal
 * to the position before.
 */
import { FamilyTable, PAIR_CALL } from '../../family/table.js';
import type { Card } from '../../kernel/card.js';
import { bellaCardAfter, bellaCardOf, followRules } from './card-play.js';
import { teamCardPoints } from './settle.js';
import { TRICKS, tricksDone, type TarabishState } from './state.js';

/** `actionCard`'s flag on a card played with the bella call (above every card id). */
export const BELLA_CALL = PAIR_CALL;

export class TarabishTable extends FamilyTable {
  /** Loads a state of the `play` phase. */
  load(s: TarabishState): this {
    this.loadDeal(followRules(s), s.options.lastTrickBonus, TRICKS);
    for (let p = 0; p < 4; p++) {
      const bella = bellaCardOf(s, p);
      this.loadSeat(
        p,
        s.hands[p]!,
        s.voids[p]!,
        s.trumpCeiling[p]!,
        s.bella[p] ? 1 : 0,
        bella < 0 ? 0 : 1 << (bella & 31),
      );
    }
    const done = tricksDone(s);
    this.loadTricks(teamCardPoints(s), done, s.tricks, s.leader, s.trick);
    return this;
  }

  /** Bella: the call goes with the second of the king and queen of trump played (`bellaCardAfter`; `card` is a trump). */
  protected callBitsAfter(bits: number, card: Card): number {
    const bella = bellaCardAfter(-1, card >>> 5, card);
    return bella < 0 ? bits : 1 << (bella & 31);
  }
}
