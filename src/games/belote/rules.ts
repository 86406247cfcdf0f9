/**
 * The `belote` ruleset: classic French Belote (docs/rules/belote.md). This file wires the
 * contract's members to the modules of each concern; the rules themselves live there.
 */
import { cardPlaces } from '../../family/audit.js';
import { fourSeatRuleset } from '../../family/ruleset.js';
import type { Ruleset } from '../../kernel/ruleset.js';
import { beloteCardTraits } from './cards.js';
import { beloteCodec } from './codec.js';
import { setupDeal, type BeloteDealInput } from './deal.js';
import type { BelotePositionFacts } from './facts.js';
import { beloteOptions, type BeloteOptions, type BeloteOptionsInput } from './options.js';
import { actor, beloteChecked, candidates, legal } from './reducer.js';
import { beloteHistory } from './history.js';
import { beloteSampleHidden } from './sample.js';
import { beloteResult, teamCardPoints, type BeloteResult } from './settle.js';
import type { BeloteAction, BeloteEvent, BeloteState } from './state.js';
import type { BeloteError, BeloteErrorCode } from './step.js';
import { beloteView, beloteViewSchema, type BeloteView } from './view.js';

/** The types of the Belote ruleset. */
export interface BeloteTypes {
  readonly options: BeloteOptions;
  readonly optionsInput: BeloteOptionsInput;
  readonly state: BeloteState;
  readonly action: BeloteAction;
  readonly event: BeloteEvent;
  readonly view: BeloteView;
  readonly result: BeloteResult;
  readonly deal: BeloteDealInput;
  /** The facts of a position `setup` starts from (`{ position }`). */
  readonly position: BelotePositionFacts;
  /** Every code the ruleset returns (`BELOTE_ERROR_CODES`). */
  readonly code: BeloteErrorCode;
  readonly error: BeloteError;
}

/**
 * The Belote ruleset (`id: 'belote'`): 4 players in 2 partnerships, 32 cards, the FFB's rules by
 * default.
 *
 * @example
 * const s = getOrThrow(belote.setup({}, { seed: 7 }));
 * belote.legal(s).map(belote.codec.encode); // ['pass', 'take']
 */
export const belote: Ruleset<BeloteTypes> = /* @__PURE__ */ fourSeatRuleset<BeloteTypes>({
  id: 'belote',
  options: beloteOptions,
  // 8 speeches, 4 announcements, 32 cards.
  traits: { ...beloteCardTraits, maxActions: () => 44 },
  deal: setupDeal,
  play: { actor, legal, ...beloteChecked, candidates },
  view: beloteView,
  viewSchema: beloteViewSchema,
  result: beloteResult,
  sample: beloteSampleHidden,
  codec: beloteCodec,
  history: beloteHistory,
  audit(s) {
    const places = cardPlaces(s, { pack: s.pack.slice() });
    if (s.annulled) return { places, cardPoints: [] };
    const points = teamCardPoints(s);
    const capot = s.won[0]!.length === 32 || s.won[1]!.length === 32;
    return capot
      ? { places, cardPoints: points, cardPointTotal: s.options.capotPoints }
      : { places, cardPoints: points };
  },
});
