/**
 * A Coinche match (`coinche-match`; FFB contrée book §10.3; docs/rules/coinche.md, "The match"):
 * deals to a point target (option `target`, 3000 by default), through the generic match wrapper.
 * The dealer moves on to the next seat in playing order after every deal, a deal all four passed
 * included; deal k is dealt from `deriveSeed(matchSeed, k)`.
 * - The first side to reach or pass the target wins; both after the same deal: the higher total;
 *   equal totals: another deal.
 * - A side that failed its contract, or won no trick, in the deal that brought it to the target,
 *   and reaches the target only through that deal's belote, has not won yet: the match goes on
 *   ("L'équipe aura besoin d'un pli supplémentaire pour valider la partie"); the engine's reading
 *   (Open points 4): it wins once a later deal in which it wins a trick, and which it does not
 *   fail reaching the target only through its belote, leaves it at or past the target. A side
 *   never wins on a deal in which it won no trick (a deal all four passed included).
 * - Points held by a litige (`litige: 'held'`) are not collected by the match (Open points 2).
 */
import { dealerInOptions, makeMatch, type MatchPolicy } from '../../match/match.js';
import type { Side } from './auction.js';
import * as z from 'zod/mini';
import {
  COINCHE_RULES_DEFAULTS,
  coincheRulesOptionsInput,
  parseCoincheRulesOptions,
  type CoincheRulesOptions,
  type CoincheRulesOptionsInput,
} from './options.js';
import { coinche, type CoincheTypes } from './rules.js';
import type { CoincheResult } from './settle.js';
import { partnershipOutcome } from '../../family/ruleset.js';

/** A safety cap on the number of deals (deals all passed score nothing, so a match could in principle go on). */
export const MAX_DEALS = 400;

/**
 * Whether `side` may win on the deal `last`: never on a deal in which it won no trick (all four
 * passed, or the other side took all eight: the side scored at most its belotes in it, and the FFB
 * asks of it "un pli supplémentaire", §10.3); not when it failed its contract and its total stands
 * at or past the target only through that deal's belote.
 */
function mayWinOn(last: CoincheResult, side: Side, total: number, target: number): boolean {
  if (last.contract === null || last.tricks[side] === 0) return false;
  const failed = last.contract.side === side && last.outcome !== 'made';
  return !(failed && total - last.belote[side] < target);
}

/** Whether the match is over after a deal, and the winning side: the rules of the header. */
export function coincheMatchOutcome(
  totals: readonly [number, number],
  last: CoincheResult,
  target: number,
): { readonly over: boolean; readonly winner: Side | null } {
  const reached = ([0, 1] as const).filter((t) => totals[t] >= target && mayWinOn(last, t, totals[t], target));
  if (reached.length === 0) return { over: false, winner: null };
  const [a, b] = totals;
  if (reached.length === 2) return a === b ? { over: false, winner: null } : { over: true, winner: a > b ? 0 : 1 };
  return { over: true, winner: reached[0]! };
}

/**
 * The match options schema: the deal's, resolved; a combination that means nothing is kept as given
 * (over the defaults) and refused with its own code by the first deal's setup.
 */
export const coincheMatchOptions: z.ZodMiniType<CoincheRulesOptions, CoincheRulesOptionsInput> = z.pipe(
  coincheRulesOptionsInput,
  z.transform((input): CoincheRulesOptions => {
    const r = parseCoincheRulesOptions(input);
    if (r._tag === 'Right') return r.right;
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    return { ...COINCHE_RULES_DEFAULTS, ...given } as CoincheRulesOptions;
  }),
) as unknown as z.ZodMiniType<CoincheRulesOptions, CoincheRulesOptionsInput>;

/** The policy of `coincheMatch`: every option is a deal's, `target` the match's too. */
export const COINCHE_MATCH_POLICY: MatchPolicy<CoincheTypes, CoincheRulesOptions, CoincheRulesOptionsInput> = {
  id: 'coinche-match',
  version: '1',
  options: coincheMatchOptions,
  ...dealerInOptions<CoincheRulesOptions>(),
  nextDealer: (_dealer, last) => last.nextDealer,
  outcome: (totals, last, _deals, o) =>
    partnershipOutcome(totals, (teams) => coincheMatchOutcome(teams, last, o.target)),
  maxDeals: () => MAX_DEALS,
};

/** A Coinche match (`id: 'coinche-match'`): deals to `target`, the dealer moving on. */
export const coincheMatch = makeMatch(coinche, COINCHE_MATCH_POLICY);
