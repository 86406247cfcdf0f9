/**
 * The Belote card-play core: the Belote family's (`FamilyTable`, src/family/table.ts) loaded with a
 * Belote deal in its `play` phase (Coinche's card play is Belote's state: it loads the same way).
 * The playout (playout.ts) and the solver's board (board.ts) drive it. What is Belote's own is what
 * it loads: the deal's rules (`followRules`: the partner exception and the undertrump options), its
 * points table (`pointsBase` of its trump), the dix de der, eight tricks, and belote-rebelote
 * (`pairCallBits`: belote with the first of the king and queen of trump while holding both,
 * rebelote with the second; the calls made so far from the state). test/games/belote/lockstep.test.ts proves it
 * equal to the API at every card, and `undo` equal to the position before.
 */
import type { Card } from '../../kernel/card.js';
import { cardsPoints, pairCallBits } from '../../family/card-play.js';
import { isAllTrump, isNoTrump } from '../../family/cards.js';
import { FamilyTable } from '../../family/table.js';
import { followRules, strainOf } from './card-play.js';
import { DIX_DE_DER, TRICKS } from './cards.js';
import type { BeloteState } from './state.js';

/**
 * The contract a deal's card play is under when the core does not play it: `'tout-atout'` or
 * `'sans-atout'` (Coinche's; their rules change with the suit led, which the core does not load
 * yet), null for a suit contract. The playouts and the solver's board go by the API for them.
 */
export const contractOffTable = (s: BeloteState): 'tout-atout' | 'sans-atout' | null => {
  const strain = strainOf(s);
  return isAllTrump(strain) ? 'tout-atout' : isNoTrump(strain) ? 'sans-atout' : null;
};

export class BeloteTable extends FamilyTable {
  /** Loads a state of the `play` phase (trump set). */
  load(s: BeloteState): this {
    this.loadDeal(followRules(s), DIX_DE_DER, TRICKS);
    const t = s.trump;
    for (let p = 0; p < 4; p++) {
      const trumps = t === null ? 0 : (s.hands[p]![t] ?? 0);
      this.loadSeat(p, s.hands[p]!, s.voids[p]!, s.trumpCeiling[p]!, s.calls[p]!, pairCallBits(t, s.calls[p]!, trumps));
    }
    const won = [s.won[0]!.length / 4, s.won[1]!.length / 4];
    const done = won[0]! + won[1]!;
    const points = [cardsPoints(s.won[0]!, s.trump), cardsPoints(s.won[1]!, s.trump)];
    // The dix de der once the last trick is won (its winner leads no more: the leader is its winner).
    if (done === TRICKS) points[s.leader % 2]! += DIX_DE_DER;
    this.loadTricks(points, done, s.tricks, s.leader, s.trick);
    this.wonAtLoad = won;
    this.doneAtLoad = done;
    return this;
  }

  /** Each team's tricks won at `load`, and the tricks done then. */
  private wonAtLoad: readonly number[] = [0, 0];
  private doneAtLoad = 0;

  /** The tricks a side (a team: seat % 2) has won: those at `load` and each finished since (its winner leads the next). */
  tricksWon(side: number): number {
    let n = this.wonAtLoad[side]!;
    for (let k = this.doneAtLoad; k < this.tricksDone(); k++) if ((this.winnerOf(k) & 1) === side) n++;
    return n;
  }

  /** Belote and rebelote: from the calls made and the trumps held (`pairCallBits`; `card` is a trump). */
  protected callBitsAfter(_bits: number, card: Card, trumps: number, called: number): number {
    return pairCallBits(card >>> 5, called, trumps);
  }
}
