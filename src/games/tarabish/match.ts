/**
 * A Tarabish match (`tarabish-match`): hands to `target` through the generic match wrapper. The
 * dealer moves on one seat after every hand, an all-pass redeal included (Tarabish rules: annulled deals
 * end at once and the next dealer deals); hand k is dealt from `deriveSeed(matchSeed, k)`. After
 * each hand `matchOutcome` (scoring.ts) decides: the match ends after the hand in which a team
 * reaches the target; both at or above it → `bothReachTarget` ('bidder': the team that chose trump
 * in that hand; 'higher': the higher total, an exact tie to the calling team). The winners are the
 * two seats of the winning team. The first dealer may be chosen by cutting (`tarabishDealerCutKey`).
 */
import { dealerInOptions, makeMatch, type MatchPolicy } from '../../match/match.js';
import type { Card } from '../../kernel/card.js';
import { trumpPower } from './cards.js';
import { tarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import { tarabish, type TarabishTypes } from './rules.js';
import { matchOutcome } from './scoring.js';
import { sideOf } from './state.js';
import { partnershipOutcome } from '../../family/ruleset.js';

/**
 * Cutting for the first dealer (the Tarabish references): each player cuts a card, the highest in
 * the trump order J 9 A 10 K Q 8 7 6 deals, whatever its suit; tied players cut again.
 */
export const tarabishDealerCutKey = (card: Card): number => -trumpPower(card);

/** A safety cap on the number of hands (annulled hands score nothing, so a match could in principle go on). */
export const MAX_DEALS = 400;

/** The policy of `tarabishMatch`: its options, the deal options of each hand, the outcome after each hand. */
export const TARABISH_MATCH_POLICY: MatchPolicy<TarabishTypes, TarabishOptions, TarabishOptionsInput> = {
  id: 'tarabish-match',
  version: '1',
  // The match options are the Tarabish options; `dealer` is the first hand's dealer.
  options: tarabishOptions,
  ...dealerInOptions<TarabishOptions>(),
  dealerCut: { key: tarabishDealerCutKey, withDealer: (o, dealer) => ({ ...o, dealer }) },
  outcome: (totals, last, _hands, o) =>
    partnershipOutcome(totals, (teams) =>
      matchOutcome(teams, last.contract === null ? 0 : sideOf(last.contract.seat), o),
    ),
  maxDeals: () => MAX_DEALS,
};

/** A Tarabish match (`id: 'tarabish-match'`): hands to `target`, the dealer moving on, `bothReachTarget` deciding a shared finish. */
export const tarabishMatch = makeMatch(tarabish, TARABISH_MATCH_POLICY);
