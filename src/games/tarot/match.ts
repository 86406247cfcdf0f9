/**
 * `tarotMatch` (id `tarot-match`): a number of Tarot deals (option `deals`, default 5) with running
 * totals, built on the generic match wrapper. Deal k is dealt from `deriveSeed(matchSeed, k)`; the
 * dealer moves on one seat after every deal, also after an annulled one (annulled deals end at once
 * and the next dealer deals). Annulled deals count toward `deals`. The match's
 * winners are the seats with the highest total. The first dealer may be chosen by cutting
 * (`tarotDealerCutKey`).
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { makeMatch, type MatchPolicy } from '../../match/match.js';
import type { Seat } from '../../kernel/seat.js';
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import { EXCUSE, isTrump } from './cards.js';
import { tarot, type TarotTypes } from './rules.js';
import {
  tarotOptionChecks,
  tarotOptionShape,
  type GameMode,
  type TarotOptions,
  type TarotOptionsInput,
} from './options.js';

englishMessages();

/** The options of a Tarot (or Goulash) match: the deal options and the number of deals. */
export interface TarotMatchOptions extends TarotOptions {
  /** Deals in the match, 1 to 1000 (annulled deals count). Default 5. */
  readonly deals: number;
}

/** The options of a Tarot (or Goulash) match a caller passes: every field optional. */
export interface TarotMatchOptionsInput extends TarotOptionsInput {
  readonly deals?: number | undefined;
}

/** The match options' schema, checked against `TarotMatchOptions` and `TarotMatchOptionsInput` at compile time. */
export function tarotMatchOptions(defaultMode: GameMode): z.ZodMiniType<TarotMatchOptions, TarotMatchOptionsInput> {
  return tarotOptionChecks(
    z.strictObject({
      ...tarotOptionShape(defaultMode),
      deals: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 5),
    }),
    defaultMode,
  );
}

/**
 * Cutting for the first dealer (FFT p.4): the lowest card deals; trumps rank above the suits, suit
 * cards by rank and, between equal ranks, ♠ > ♥ > ♦ > ♣; the Excuse is drawn again.
 */
export function tarotDealerCutKey(card: Card): number | null {
  if (card === EXCUSE) return null;
  if (isTrump(card)) return 100 + bitOf(card);
  return bitOf(card) * 4 + (3 - wordOf(card));
}

const leaders = (totals: readonly number[]): Seat[] => {
  const best = Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
};

export function tarotMatchPolicy(
  id: string,
  defaultMode: GameMode,
): MatchPolicy<TarotTypes, TarotMatchOptions, TarotMatchOptionsInput> {
  return {
    id,
    version: '1',
    options: tarotMatchOptions(defaultMode),
    dealOptions: ({ deals: _deals, ...deal }, dealer): TarotOptionsInput => ({ ...deal, dealer }),
    firstDealer: (o) => o.dealer,
    dealerCut: { key: tarotDealerCutKey, withDealer: (o, dealer) => ({ ...o, dealer }) },
    outcome: (totals, _last, deals, o) => ({
      over: deals >= o.deals,
      winners: deals >= o.deals ? leaders(totals) : [],
    }),
    maxDeals: (o) => o.deals,
  };
}

/** The policy of `tarotMatch`: its options (with `deals`), the deal options of each deal, the outcome. */
export const TAROT_MATCH_POLICY = tarotMatchPolicy('tarot-match', 'classic');

/** A French Tarot match (`id: 'tarot-match'`): a number of deals (option `deals`), the dealer moving on, running totals. */
export const tarotMatch = makeMatch(tarot, TAROT_MATCH_POLICY);
