/**
 * Where PIMC keeps the heuristic's card (`PimcSettings.anchor`): a defender's in 4-player Tarot.
 * PIMC's defence, the best average over worlds played out from the card tried, scored no better
 * than the heuristic's there (docs/bots.md, "PIMC"): a defender plays the heuristic's card unless
 * PIMC's best card scores at least as well in every world. The taker's side searches freely (its
 * margin over the heuristic is made there); at 3 and 5 players, not measured, PIMC searches freely.
 */
import type { AnyRuleset } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import { tarot } from '../games/registry.js';
import type { TarotView } from '../games/tarot/view.js';

/** Whether `seat` defends in a classic Tarot deal: a taker is known and the seat is neither he nor his partner. */
export function tarotDefends(view: TarotView, seat: Seat): boolean {
  if (view.mode !== 'classic' || view.taker === null || view.taker === seat || view.partner === seat) return false;
  // 5 players: the called king's holder is the partner even before it is shown
  return !(view.called !== null && view.hand.includes(view.called));
}

/** The anchor of a deal ruleset's PIMC, or undefined (every choice by the best average). */
export function pimcAnchor(ruleset: AnyRuleset): ((view: unknown, seat: Seat) => boolean) | undefined {
  if (ruleset !== tarot) return undefined;
  return (view, seat) => (view as TarotView).players === 4 && tarotDefends(view as TarotView, seat);
}
