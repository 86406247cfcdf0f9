/**
 * The `tarabish` ruleset: both presets (auction, traditional) behind one contract. This file wires
 * the contract's members to the modules of each concern; the rules themselves live there.
 */
import { cardPlaces } from '../../family/audit.js';
import { fourSeatRuleset } from '../../family/ruleset.js';
import type { TarabishError, TarabishErrorCode } from './step.js';
import { toArray } from '../../kernel/cardset.js';
import type { Ruleset } from '../../kernel/ruleset.js';
import { cardPointTotal, tarabishDeck } from './cards.js';
import { tarabishCodec } from './codec.js';
import { setupDeal, type TarabishDealInput } from './deal.js';
import { tarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import { actor, apply, applyUnchecked, candidates, explain, explainFor, legal } from './reducer.js';
import { tarabishSampleHidden } from './sample.js';
import { tarabishResult, teamCardPoints, type TarabishResult } from './settle.js';
import type { TarabishAction, TarabishEvent, TarabishState } from './state.js';
import { tarabishView, tarabishViewSchema, type TarabishView } from './view.js';
import { tarabishHistory } from './history.js';
import type { TarabishPositionFacts } from './facts.js';

/** The types of the Tarabish ruleset (options, state, action, event, view, result, explicit deal). */
export interface TarabishTypes {
  readonly options: TarabishOptions;
  readonly optionsInput: TarabishOptionsInput;
  readonly state: TarabishState;
  readonly action: TarabishAction;
  readonly event: TarabishEvent;
  readonly view: TarabishView;
  readonly result: TarabishResult;
  readonly deal: TarabishDealInput;
  /** The facts of a position `setup` starts from (`{ position }`). */
  readonly position: TarabishPositionFacts;
  /** Every code the ruleset returns (`TARABISH_ERROR_CODES`). */
  readonly code: TarabishErrorCode;
  /** Its errors, `RuleError<TarabishErrorCode>` by name. */
  readonly error: TarabishError;
}

/**
 * The Tarabish ruleset (`id: 'tarabish'`): 4 players in 2 partnerships, presets `auction` (default) and `traditional`.
 * Its errors carry a `TarabishErrorCode` (docs/errors.md lists each).
 *
 * @example
 * const s = getOrThrow(tarabish.setup({ preset: 'traditional' }, { seed: 7 }));
 * tarabish.legal(s).map(tarabish.codec.encode); // ['pass', 'call:S', 'call:H', 'call:D', 'call:C']
 */
export const tarabish: Ruleset<TarabishTypes> = /* @__PURE__ */ fourSeatRuleset<TarabishTypes>({
  id: 'tarabish',
  options: tarabishOptions,
  traits: {
    deck: tarabishDeck,
    // The card points of a hand with a trump suit and the last-trick bonus; a no-trump hand
    // (decided in the auction or the call) has fewer, which `audit(state).cardPointTotal` reports.
    cardPointTotal: (o) => cardPointTotal(0) + o.lastTrickBonus,
    // 4 bids + naming trump + 4 declarations + 36 cards.
    maxActions: () => 45,
  },
  // the options parsed first (options/…), then the source read (setup/bad-source if it cannot be)
  deal: setupDeal,
  play: { actor, legal, apply, applyUnchecked, explain, explainFor, candidates },
  view: tarabishView,
  viewSchema: tarabishViewSchema,
  result: tarabishResult,
  sample: tarabishSampleHidden,
  codec: tarabishCodec,
  history: tarabishHistory,
  audit(s) {
    const places = cardPlaces(s);
    s.pending.forEach((p, i) => (places[`pending${i}`] = toArray(p)));
    const noTrumpHand = s.contract !== null && s.contract.noTrump;
    return noTrumpHand
      ? { places, cardPoints: teamCardPoints(s), cardPointTotal: cardPointTotal(null) + s.options.lastTrickBonus }
      : { places, cardPoints: teamCardPoints(s) };
  },
});
