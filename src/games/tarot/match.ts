/**
 * `tarotMatch` (id `tarot-match`): a number of Tarot deals (option `deals`, default 5) with running
 * totals, built on the generic match wrapper. Deal k is dealt from `deriveSeed(matchSeed, k)`; the
 * dealer moves on one seat after every deal, also after an annulled one (annulled deals end at once
 * and the next dealer deals). Annulled deals count toward `deals`. The match's
 * winners are the seats with the highest total.
 */
import * as z from 'zod';
import { makeMatch, type MatchPolicy } from '../../match/match.js';
import type { Seat } from '../../kernel/seat.js';
import { tarot, type TarotTypes } from './rules.js';
import { tarotOptionChecks, tarotOptionShape, type GameMode, type TarotOptionsInput } from './options.js';

export function tarotMatchOptions(defaultMode: GameMode) {
  return tarotOptionChecks(
    z.strictObject({ ...tarotOptionShape(defaultMode), deals: z.number().int().min(1).max(1000).default(5) }),
    defaultMode,
  );
}
type MatchOptions = z.output<ReturnType<typeof tarotMatchOptions>>;
type MatchOptionsInput = z.input<ReturnType<typeof tarotMatchOptions>>;

const leaders = (totals: readonly number[]): Seat[] => {
  const best = Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
};

export function tarotMatchPolicy(
  id: string,
  defaultMode: GameMode,
): MatchPolicy<TarotTypes, MatchOptions, MatchOptionsInput> {
  return {
    id,
    version: '1',
    options: tarotMatchOptions(defaultMode),
    dealOptions: ({ deals: _deals, ...deal }, dealer): TarotOptionsInput => ({ ...deal, dealer }),
    firstDealer: (o) => o.dealer,
    outcome: (totals, _last, deals, o) => ({
      over: deals >= o.deals,
      winners: deals >= o.deals ? leaders(totals) : [],
    }),
    maxDeals: (o) => o.deals,
  };
}

/** A French Tarot match (`id: 'tarot-match'`): a number of deals (option `deals`), the dealer moving on, running totals. */
export const tarotMatch = makeMatch(tarot, tarotMatchPolicy('tarot-match', 'classic'));
