/**
 * Declaring melds. Tarabish rules: a declaration is one action naming the set of melds
 * declared, each by kind and top card, or none; declaring a meld one does not hold is illegal;
 * declarations are public. `before-first-trick` (auction preset): a round from the eldest before
 * the first lead. `first-trick` (traditional preset): each player declares during the first trick,
 * just before playing their own first card. Each maximal run is one meld (see melds.ts).
 */
import { ruleError } from '../../kernel/errors.js';
import type { Seat } from '../../kernel/seat.js';
import { canonicalMelds, meldIndex } from './codec.js';
import { declarableSelections, formatMeld, meldsHeld } from './melds.js';
import { allow, refuse, type TarabishStep, type Verdict, withState } from './step.js';
import type { TarabishMove, TarabishEvent, TarabishState } from './state.js';

type DeclareAction = Extract<TarabishMove, { type: 'declare' }>;

/**
 * Tarabish rules (declaration 'first-trick', traditional preset): each player declares during the
 * first trick, just before playing their own first card: their turn then starts with a declaration.
 */
export const mustDeclareNow = (s: TarabishState, seat: Seat): boolean =>
  s.phase === 'play' &&
  // No trick finished yet (a position's finished tricks are in its cards won).
  s.won[0]!.length + s.won[1]!.length === 0 &&
  s.options.declaration === 'first-trick' &&
  s.declarations[seat] === null;

export function legalDeclarations(s: TarabishState, seat: Seat): TarabishMove[] {
  return declarableSelections(s.hands[seat]!, s.options.melds).map((melds) => ({
    type: 'declare',
    melds: canonicalMelds(melds),
  }));
}

export function checkDeclaration(s: TarabishState, a: DeclareAction, seat: Seat): Verdict {
  const held = new Set(meldsHeld(s.hands[seat]!, s.options.melds).map(meldIndex));
  for (const m of a.melds) {
    if (m.kind === 'four' && s.options.melds === 'runs') {
      return refuse(
        ruleError('declare/no-fours', 'Fours are not melds in this game (option melds: runs).', {
          meld: formatMeld(m),
        }),
      );
    }
    if (!held.has(meldIndex(m))) {
      return refuse(
        ruleError('declare/not-held', `You do not hold ${formatMeld(m)} as a meld (each maximal run is one meld).`, {
          meld: formatMeld(m),
        }),
      );
    }
  }
  return allow(a.melds.length === 0 ? 'declare-none' : 'declare');
}

export function applyDeclaration(s: TarabishState, a: DeclareAction, seat: Seat): TarabishStep {
  const melds = canonicalMelds(a.melds);
  const declarations = s.declarations.map((d, i) => (i === seat ? melds : d));
  const roundOver = s.phase === 'declare' && declarations.every((d) => d !== null);
  const events: TarabishEvent[] = [{ type: 'declared', audience: 'all', seat, melds: melds.map(formatMeld) }];
  return { state: withState(s, { declarations, phase: roundOver ? 'play' : s.phase }), events };
}
