/**
 * A Belote match (`belote-match`; FFB "Règles officielles de la Belote" §10.4): deals to a point
 * target (option `target`, 1000 by default; 501 the other published one) or a number of deals
 * (option `deals`, off by default), through the generic match wrapper. The dealer moves on to
 * the next seat in playing order after every deal, a deal passed out twice included, unless
 * `allPass: 'same-dealer'` (the same dealer deals again); deal k is dealt from
 * `deriveSeed(matchSeed, k)`.
 * - The first team to reach or pass the target wins; both after the same deal: the higher total;
 *   equal totals: another deal is played until the tie is broken.
 * - With `deals`, the match ends after that many deals (deals passed out twice do not count):
 *   the higher total wins; equal totals: another deal.
 * - A litige's held points go into the next deal's options (`held`), to the team that makes its
 *   contract (`scoring.ts`); still held when the match ends, nobody scores them.
 */
import * as z from 'zod/mini';
import { makeMatch, type MatchPolicy } from '../../match/match.js';
import { BELOTE_DEFAULTS, beloteOptionsInput, type BeloteOptions, type BeloteOptionsInput } from './options.js';
import { belote, type BeloteTypes } from './rules.js';
import { partnershipOutcome } from '../../family/ruleset.js';

/** A safety cap on the number of deals (deals passed out score nothing, so a match could in principle go on). */
export const MAX_DEALS = 400;

/** The match options a caller passes: the deal options (but `held`, which the match carries) and the match's own. */
export interface BeloteMatchOptionsInput extends Omit<BeloteOptionsInput, 'held'> {
  /** The point target (1000). */
  readonly target?: number | undefined;
  /** The number of deals that ends the match (null: none). */
  readonly deals?: number | null | undefined;
}

/** The resolved match options: the deal options but `held`, and the match's own. */
export interface BeloteMatchOptions extends Omit<BeloteOptions, 'held'> {
  readonly target: number;
  readonly deals: number | null;
}

const { held: _held, ...dealFields } = beloteOptionsInput.def.shape;

const matchInput = z.strictObject({
  ...dealFields,
  target: z.optional(z.int().check(z.minimum(1), z.maximum(100000))),
  deals: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_DEALS)))),
});

/**
 * The match options schema: the deal options resolved (a combination that means nothing is refused
 * by the first deal's setup, `options/needs-announcements`), then the target and the deal limit.
 */
export const beloteMatchOptions: z.ZodMiniType<BeloteMatchOptions, BeloteMatchOptionsInput> = z.pipe(
  matchInput,
  z.transform((input) => {
    const { target, deals, ...given } = input;
    const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    // the held points are the match's to carry from deal to deal, never an option of its own
    const { held: _held, ...deal } = { ...BELOTE_DEFAULTS, ...defined } as BeloteOptions;
    // A combination that means nothing is refused with its own code by the first deal's setup.
    return { ...deal, target: target ?? 1000, deals: deals ?? null };
  }),
) as unknown as z.ZodMiniType<BeloteMatchOptions, BeloteMatchOptionsInput>;

/** Whether the match is over after a deal, and the winning team: the rules of the header. */
export function beloteMatchOutcome(
  teamTotals: readonly [number, number],
  dealsCounted: number,
  o: Pick<BeloteMatchOptions, 'target' | 'deals'>,
): { readonly over: boolean; readonly winner: 0 | 1 | null } {
  const [a, b] = teamTotals;
  const reached = a >= o.target || b >= o.target;
  const limit = o.deals !== null && dealsCounted >= o.deals;
  if ((!reached && !limit) || a === b) return { over: false, winner: null };
  return { over: true, winner: a > b ? 0 : 1 };
}

/** The policy of `beloteMatch`. */
export const BELOTE_MATCH_POLICY: MatchPolicy<BeloteTypes, BeloteMatchOptions, BeloteMatchOptionsInput> = {
  id: 'belote-match',
  version: '1',
  options: beloteMatchOptions,
  dealOptions: (o, dealer, results) => {
    const { target: _t, deals: _d, ...deal } = o;
    const last = results?.[results.length - 1];
    return { ...deal, dealer, held: last === undefined ? 0 : last.held };
  },
  firstDealer: (o) => o.dealer,
  nextDealer: (_dealer, last) => last.nextDealer,
  outcome: (totals, _last, _deals, o, results) =>
    partnershipOutcome(totals, (teams) =>
      beloteMatchOutcome(teams, (results ?? []).filter((r) => !r.annulled).length, o),
    ),
  maxDeals: () => MAX_DEALS,
};

/** A Belote match (`id: 'belote-match'`): deals to `target` (or `deals` deals), the dealer moving on. */
export const beloteMatch = makeMatch(belote, BELOTE_MATCH_POLICY);
