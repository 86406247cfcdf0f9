/**
 * `tarot`: French Tarot for 3, 4 and 5 players by the FFT rules as settled in RULINGS.md, and its
 * Goulash mode (the `goulash` ruleset is this ruleset with `mode: 'goulash'`).
 */
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import type { Ruleset } from '../../kernel/ruleset.js';
import * as cs from '../../kernel/cardset.js';
import { tarotDeck } from './cards.js';
import { tarotCodec } from './codec.js';
import { setupDeal, type TarotDeal } from './deal.js';
import { applyPlay, isPlayJustAllowed, playActor } from './play.js';
import { judge, tarotActor, tarotApplyUnchecked, tarotCandidates, tarotLegal, verdictToExplanation } from './engine.js';
import { tarotOptionsSchema, type GameMode, type TarotOptions, type TarotOptionsInput } from './options.js';
import { tarotPlayout } from './playout.js';
import { tarotSampleHidden } from './sample.js';
import { settle, tarotResult, type TarotResult } from './settle.js';
import type { TarotAction, TarotEvent, TarotState } from './state.js';
import { tarotView, viewSchema, type TarotView } from './view.js';
import { CHIEN_SIZE, HAND_SIZE } from './table.js';

/** The types of the French Tarot (and Goulash) ruleset. */
export interface TarotTypes {
  readonly options: TarotOptions;
  readonly optionsInput: TarotOptionsInput;
  readonly state: TarotState;
  readonly action: TarotAction;
  readonly event: TarotEvent;
  readonly view: TarotView;
  readonly result: TarotResult;
  readonly deal: TarotDeal;
}

/** Parses options into a RuleError with a stable code (the refinements carry theirs). */
export function parseTarotOptions(
  schema: ReturnType<typeof tarotOptionsSchema>,
  input: unknown,
): Either<RuleError, TarotOptions> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return right(parsed.data);
  const named = parsed.error.issues
    .map((i) => /^(options\/[a-z0-9-]+):/.exec(i.message)?.[1])
    .find((c) => c !== undefined);
  return left(
    ruleError(
      (named ?? 'options/invalid') as `options/${string}`,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    ),
  );
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
      cardPointTotal: () => 91,
      scoreSum: 0,
      // bids + call + écart + chelem + one poignée each + every card played.
      maxActions: (o) => 2 * o.players + 2 + CHIEN_SIZE[o.players] + o.players * HAND_SIZE[o.players],
    },
    setup(input, source) {
      const o = parseTarotOptions(schema, input);
      return o._tag === 'Left' ? o : setupDeal(o.right, source);
    },
    actor: tarotActor,
    legal: tarotLegal,
    apply(s, a) {
      // The common case, legal then apply: a play of the obligation just computed for s.
      if (isPlayJustAllowed(s, a)) return right(applyPlay(s, playActor(s), a.card));
      const v = judge(s, a);
      return v.ok ? right(tarotApplyUnchecked(s, a)) : left(v.error);
    },
    applyUnchecked: tarotApplyUnchecked,
    explain: (s, a) => verdictToExplanation(judge(s, a)),
    view: tarotView,
    viewSchema,
    result: tarotResult,
    sampleHidden: tarotSampleHidden,
    fastPlayout: (s, rng) => (s.phase === 'play' ? tarotPlayout(s, rng) : undefined),
    codec: tarotCodec,
    players: (s) => s.options.players,
    settings: (s) => s.options,
    audit(s) {
      // Once taken (prise, garde) the chien's cards are in the taker's hand or écart.
      const places: Record<string, number[]> = {
        chien: s.chienTaken ? [] : s.chien.slice(),
        ecart: s.ecart.slice(),
        trick: s.trick.slice(),
      };
      s.hands.forEach((h, i) => (places[`hand${i}`] = cs.toArray(h)));
      places['tricks'] = s.tricks.flatMap((t) => t.cards);
      return { places, cardPoints: settle(s).points2.map((p) => p / 2) };
    },
    candidates: tarotCandidates,
  };
}

/**
 * French Tarot for 3, 4 and 5 players (id `'tarot'`), the FFT rules as settled by RULINGS.md;
 * options: `tarotOptions`, rules: docs/rules/tarot.md.
 *
 * ```ts
 * const state = getOrThrow(tarot.setup({ players: 5 }, { seed: 1 }));
 * tarot.legal(state).map(tarot.codec.encode); // ['bid:pass', 'bid:prise', …]
 * ```
 */
export const tarot: Ruleset<TarotTypes> = makeTarot('tarot', 'classic');

export type { TarotAction, TarotEvent, TarotState } from './state.js';
export type { TarotOptions, TarotOptionsInput } from './options.js';
export type { TarotView } from './view.js';
export type { TarotResult } from './settle.js';
export type { TarotDeal } from './deal.js';
export { tarotOptions } from './options.js';
