/**
 * The `tarot` ruleset: French Tarot for 3, 4 and 5 players by the FFT rules ("Règlement officiel
 * du jeu de Tarot"), and its Goulash mode (`goulash`: the same ruleset with `mode: 'goulash'`).
 * This module wires the contract's members to the modules that hold the rules.
 */
import type { Ruleset } from '../../kernel/ruleset.js';
import { checkedSample } from '../../kernel/sample.js';
import { readSource } from '../../kernel/seeded-deal.js';
import { tarotDeck } from './cards.js';
import { legacyActions, tarotCodec } from './codec.js';
import { maxActions, setupDeal, type TarotDealInput } from './deal.js';
import {
  parseTarotOptions,
  tarotOptionsSchema,
  type GameMode,
  type TarotOptions,
  type TarotOptionsInput,
} from './options.js';
import { actor, apply, applyUnchecked, candidates, explain, explainFor, legal } from './reducer.js';
import { tarotSampleHidden } from './sample.js';
import { TOTAL_POINTS2 } from './scoring.js';
import { tarotAudit, tarotResult, type TarotResult } from './settle.js';
import type { TarotAction, TarotEvent, TarotState } from './state.js';
import type { TarotError, TarotErrorCode } from './step.js';
import { tarotView, tarotViewSchema, type TarotView } from './view.js';
import { tarotHistory } from './history.js';
import { stateFromFacts, type TarotPositionFacts } from './facts.js';

/** The types of the French Tarot (and Goulash) ruleset. */
export interface TarotTypes {
  readonly options: TarotOptions;
  readonly optionsInput: TarotOptionsInput;
  readonly state: TarotState;
  readonly action: TarotAction;
  readonly event: TarotEvent;
  readonly view: TarotView;
  readonly result: TarotResult;
  readonly deal: TarotDealInput;
  /** The facts of a position `setup` starts from (`{ position }`): see `tarotPositionSchema`. */
  readonly position: TarotPositionFacts;
  /** Every code the ruleset returns (`TAROT_ERROR_CODES`). */
  readonly code: TarotErrorCode;
  /** Its errors, `RuleError<TarotErrorCode>` by name. */
  readonly error: TarotError;
}

/**
 * A Tarot ruleset with this id whose `mode` option defaults to `defaultMode` (`tarot` and
 * `goulash` are the two built with it). Prefer those two.
 */
export function makeTarot(id: string, defaultMode: GameMode): Ruleset<TarotTypes> {
  const schema = tarotOptionsSchema(defaultMode);
  return {
    id,
    version: '1',
    options: schema,
    traits: {
      players: [3, 4, 5],
      deck: tarotDeck,
      cardPointTotal: () => TOTAL_POINTS2 / 2,
      scoreSum: 0,
      maxActions,
    },
    setup(input, source) {
      const o = parseTarotOptions(schema, input);
      if (o._tag === 'Left') return o;
      return readSource(() =>
        typeof source === 'object' && source !== null && 'position' in source
          ? stateFromFacts(o.right, source.position)
          : setupDeal(o.right, source),
      );
    },
    actor,
    legal,
    apply,
    applyUnchecked,
    explain,
    explainFor,
    view: tarotView,
    viewSchema: tarotViewSchema,
    result: tarotResult,
    sampleHidden: checkedSample((s: TarotState) => s.options.players, tarotSampleHidden),
    codec: tarotCodec,
    legacyActions: (s, text) => legacyActions(text, s.options.players),
    players: (s) => s.options.players,
    settings: (s) => s.options,
    audit: tarotAudit,
    history: tarotHistory,
    candidates,
  };
}

/**
 * French Tarot for 3, 4 and 5 players (id `'tarot'`), the FFT rules; options: `tarotOptions`,
 * rules: docs/rules/tarot.md. Its errors carry a `TarotErrorCode` (docs/errors.md lists each).
 *
 * ```ts
 * const state = getOrThrow(tarot.setup({ players: 5 }, { seed: 1 }));
 * tarot.legal(state).map(tarot.codec.encode); // ['bid:pass', 'bid:prise', …]
 * ```
 */
export const tarot: Ruleset<TarotTypes> = makeTarot('tarot', 'classic');

/**
 * Goulash (id `'goulash'`): the Tarot deal everybody passed, each for themselves. The Tarot
 * ruleset in its Goulash mode (same options; `mode` can only be `'goulash'`); rules:
 * docs/rules/goulash.md. Published by `atout/goulash`. Its errors carry a `TarotErrorCode`.
 */
export const goulash: Ruleset<TarotTypes> = makeTarot('goulash', 'goulash');
