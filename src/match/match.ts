/**
 * A match is a ruleset too: it wraps a deal ruleset, plays deal after deal with the dealer moving
 * on one seat each time (also after an annulled deal), keeps running totals, and ends when its
 * policy says so. Its actions are the current deal's actions; when a deal ends, the next one is
 * set up inside the same `apply`, so a match state never rests on a finished deal unless the match
 * is over.
 *
 * Per-deal seeds: deal k (0-based) of a match with seed S is dealt from `deriveSeed(S, k)`: for a
 * 128-bit match seed a one-way function (SHA-256), so a deal's seed, even recovered from its hands,
 * tells nothing about the match seed or the other deals. An explicit source lists the deals in
 * order; when they run out the match ends (`complete: false`). A seeded match deals every deal by
 * the source's `procedure`, and with `dealer: 'cut'` chooses its first dealer by cutting
 * (`kernel/dealer-cut.ts`, the game's order of the cards drawn) in place of the `dealer` option:
 * the state's options, and so a record of the match, hold the seat the cut chose.
 */
import * as z from 'zod/mini';
import { englishMessages, parseUntrusted } from '../kernel/zod.js';
import { isLeft, left, mapRight, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { TURN_ERROR_CODES } from '../kernel/codes.js';
import { optionsError } from '../kernel/options-error.js';
import { badProcedure, readSource } from '../kernel/seeded-deal.js';
import { deriveSeed } from '../kernel/rng.js';
import type { Card } from '../kernel/card.js';
import { readProcedure, type DealProcedure } from '../kernel/deal.js';
import { cutForDealer } from '../kernel/dealer-cut.js';
import type {
  Audit,
  BaseResult,
  CodeOf,
  ErrorOf,
  GameEvent,
  GameTypes,
  RuleQueries,
  RuleQuery,
  RuleQueryName,
  Ruleset,
  Source,
  Step,
} from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import { parseSeed, type Seed } from '../kernel/seed.js';

englishMessages();

/** What turns a deal ruleset into a match: the options, each deal's options, when it ends. */
export interface MatchPolicy<G extends GameTypes, MO extends object, MOIn extends object> {
  readonly id: string;
  readonly version: string;
  /** The match options (deal options and match-level ones such as a number of deals). */
  readonly options: z.ZodMiniType<MO, MOIn>;
  /**
   * The options of one deal, given the match options, that deal's dealer and the results of the
   * deals before it (what a deal carries over, such as Belote's held litige points).
   */
  dealOptions(options: MO, dealer: Seat, results?: readonly G['result'][]): G['optionsInput'];
  /** The next deal's dealer after a deal with result `last`; by default the seat after the dealer. */
  nextDealer?(dealer: Seat, last: G['result'], players: number): Seat;
  /** The first dealer. */
  firstDealer(options: MO): Seat;
  /**
   * Cutting for the first dealer (a source `{ seed, dealer: 'cut' }`), when the game says how:
   * `key(card)` orders the cards drawn (the lowest deals; null: draw again), `withDealer` the
   * options with the seat the cut chose.
   */
  readonly dealerCut?: {
    key(card: Card): number | null;
    withDealer(options: MO, dealer: Seat): MO;
  };
  /** Called after each deal with the totals so far: is the match over, and who won (seats)? */
  outcome(
    totals: readonly number[],
    last: G['result'],
    deals: number,
    options: MO,
    results?: readonly G['result'][],
  ): { readonly over: boolean; readonly winners: readonly Seat[] };
  /** A safety cap on the number of deals (the match ends there whatever the totals). */
  maxDeals(options: MO): number;
}

/**
 * A policy's dealer when the match options are a deal's too (`dealer` the first deal's dealer):
 * each deal's options are the match's with that deal's dealer.
 */
export const dealerInOptions = <MO extends { readonly dealer: Seat }>(): Pick<
  MatchPolicy<GameTypes & { readonly optionsInput: MO }, MO, object>,
  'dealOptions' | 'firstDealer'
> => ({
  dealOptions: (o, dealer) => ({ ...o, dealer }),
  firstDealer: (o) => o.dealer,
});

/** A match in progress: the current deal's state, the results so far and the running totals. */
export interface MatchState<G extends GameTypes, MO> {
  readonly options: MO;
  /** The match seed (deal k is dealt from `deriveSeed(seed, k)`), or null for explicit deals. */
  readonly seed: Seed | null;
  /** The explicit deals, in order, or null for a seeded match. */
  readonly deals: readonly G['deal'][] | null;
  /** How a seeded match deals each deal (`shuffle` for explicit deals). */
  readonly procedure: DealProcedure;
  /** Index of the current deal (0-based). */
  readonly dealIndex: number;
  /** The current deal's dealer. */
  readonly dealer: Seat;
  /** Running totals per seat. */
  readonly totals: readonly number[];
  /** The current deal's state. */
  readonly current: G['state'];
  /** The results of the finished deals. */
  readonly results: readonly G['result'][];
  readonly over: boolean;
  /** False when the match ended early (the explicit deals ran out, or one did not set up). */
  readonly complete: boolean;
  /** The winning seats, once over. */
  readonly winners: readonly Seat[];
}

/** A deal of the match is over: its index (0-based), its scores and the running totals, per seat. */
export interface MatchDealOverEvent {
  readonly type: 'deal-over';
  readonly audience: 'all';
  readonly deal: number;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/** The next deal starts: its index (0-based) and its dealer. */
export interface MatchDealStartEvent {
  readonly type: 'deal-start';
  readonly audience: 'all';
  readonly deal: number;
  readonly dealer: Seat;
}

/** The match is over: the final totals and the winning seats. */
export interface MatchOverEvent {
  readonly type: 'match-over';
  readonly audience: 'all';
  readonly totals: readonly number[];
  readonly winners: readonly Seat[];
}

/** A match's events: the deal's own, and `deal-over`, `deal-start`, `match-over`. */
export type MatchEvent<G extends GameTypes> = G['event'] | MatchDealOverEvent | MatchDealStartEvent | MatchOverEvent;

/** A seat's view of a match: the totals, each deal's scores, and its view of the current deal. */
export interface MatchView<V> {
  /** Index of the current deal (0-based). */
  readonly deal: number;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  /** Each finished deal's scores, per seat. */
  readonly history: readonly (readonly number[])[];
  readonly over: boolean;
  readonly winners: readonly Seat[];
  /** This seat's view of the current deal. */
  readonly current: V;
}

/** The end of a match: the totals as `scores`, the winners and every deal's result. */
export interface MatchResult<R> extends BaseResult {
  /** Deals played (annulled ones included). */
  readonly deals: number;
  /** False when the match ended before its policy said so. */
  readonly complete: boolean;
  readonly winners: readonly Seat[];
  /** Every deal's result, in order. */
  readonly results: readonly R[];
}

/** The codes a match returns of its own, besides its deal ruleset's. */
export const MATCH_ERROR_CODES = [
  'options/invalid',
  'phase/match-over',
  'setup/bad-deal',
  'setup/bad-procedure',
  'setup/bad-seed',
  'setup/bad-source',
  // explainFor and sampleHidden: a non-seat is told so even once the match is over
  ...TURN_ERROR_CODES,
] as const;
/** A code a match returns of its own. */
export type MatchErrorCode = Extract<(typeof MATCH_ERROR_CODES)[number], string>;

/** The types of a match ruleset built on the deal ruleset `G`. */
export interface MatchTypes<G extends GameTypes, MO extends object, MOIn extends object> extends GameTypes {
  readonly options: MO;
  readonly optionsInput: MOIn;
  readonly state: MatchState<G, MO>;
  readonly action: G['action'];
  readonly event: MatchEvent<G>;
  readonly view: MatchView<G['view']>;
  readonly result: MatchResult<G['result']>;
  readonly deal: readonly G['deal'][];
  /** The deal's codes and the match's own (`MATCH_ERROR_CODES`). */
  readonly code: CodeOf<G> | MatchErrorCode;
  /** The deal's errors and the match's own. */
  readonly error: ErrorOf<G> | RuleError<MatchErrorCode>;
}

/**
 * A match ruleset (the full ruleset contract) that plays deals of `deal` under `policy`: per-deal
 * seeds, the dealer moving on after every deal, running totals. `setup` fails with
 * `options/invalid`, `setup/bad-source`, `setup/bad-seed` or `setup/bad-deal`; `apply` after the end with
 * `phase/match-over`.
 */
export function makeMatch<G extends GameTypes, MO extends object, MOIn extends object>(
  deal: Ruleset<G>,
  policy: MatchPolicy<G, MO, MOIn>,
): Ruleset<MatchTypes<G, MO, MOIn>> {
  type S = MatchState<G, MO>;
  type E = MatchEvent<G>;

  const dealSource = (
    s: { seed: Seed | null; deals: readonly G['deal'][] | null; procedure: DealProcedure },
    k: number,
  ): Source<G['deal']> | undefined => {
    if (s.seed !== null)
      return s.procedure === 'shuffle'
        ? { seed: deriveSeed(s.seed, k) }
        : { seed: deriveSeed(s.seed, k), procedure: s.procedure };
    const d = s.deals?.[k];
    return d === undefined ? undefined : { deal: d };
  };

  const startDeal = (
    options: MO,
    src: Source<G['deal']>,
    dealer: Seat,
    results: readonly G['result'][] = [],
  ): Either<ErrorOf<G>, G['state']> => deal.setup(policy.dealOptions(options, dealer, results), src);

  /** Closes finished deals and opens the next ones until a deal needs an action or the match ends. */
  const settle = (s: S, events: E[]): S => {
    let state = s;
    while (!state.over && deal.actor(state.current) === 'done') {
      const r = deal.result(state.current)!;
      const totals = state.totals.map((t, i) => t + (r.scores[i] ?? 0));
      const results = [...state.results, r];
      events.push({ type: 'deal-over', audience: 'all', deal: state.dealIndex, scores: r.scores, totals });
      const o = policy.outcome(totals, r, results.length, state.options, results);
      const n = deal.players(state.current);
      const nextDealer = policy.nextDealer?.(state.dealer, r, n) ?? (state.dealer + 1) % n;
      const src = dealSource(state, state.dealIndex + 1);
      const capped = results.length >= policy.maxDeals(state.options);
      if (o.over || capped || src === undefined) {
        const complete = o.over;
        events.push({ type: 'match-over', audience: 'all', totals, winners: o.winners });
        return { ...state, totals, results, over: true, complete, winners: o.winners };
      }
      const next = startDeal(state.options, src, nextDealer, results);
      if (isLeft(next)) {
        // an explicit deal that does not set up ends the match where it stands
        events.push({ type: 'match-over', audience: 'all', totals, winners: o.winners });
        return { ...state, totals, results, over: true, complete: false, winners: o.winners };
      }
      events.push({ type: 'deal-start', audience: 'all', deal: state.dealIndex + 1, dealer: nextDealer });
      state = { ...state, totals, results, dealIndex: state.dealIndex + 1, dealer: nextDealer, current: next.right };
    }
    return state;
  };

  const lift = (s: S, step: Step<G['state'], G['event']>): Step<S, E> => {
    const events: E[] = [...step.events];
    return { state: settle({ ...s, current: step.state }, events), events };
  };

  const matchOver = (): RuleError<'phase/match-over'> => ruleError('phase/match-over', 'The match is over.');

  const viewSchema = z.strictObject({
    deal: z.int().check(z.minimum(0)),
    dealer: z.int().check(z.minimum(0)),
    totals: z.array(z.number()),
    history: z.array(z.array(z.number())),
    over: z.boolean(),
    winners: z.array(z.int()),
    current: deal.viewSchema,
  }) as unknown as z.ZodMiniType<MatchView<G['view']>>;

  return {
    id: policy.id,
    version: policy.version,
    options: policy.options,
    dealRuleset: deal,
    traits: {
      players: deal.traits.players,
      deck: deal.traits.deck,
      cardPointTotal: (o) =>
        deal.traits.cardPointTotal(deal.options.parse(policy.dealOptions(o, policy.firstDealer(o)))),
      scoreSum: deal.traits.scoreSum,
      maxActions: (o) =>
        policy.maxDeals(o) * deal.traits.maxActions(deal.options.parse(policy.dealOptions(o, policy.firstDealer(o)))),
    },
    setup(input, source) {
      const parsed = parseUntrusted(policy.options, input ?? {});
      if (!parsed.success) return left(optionsError<never>(policy.options, parsed.error.issues));
      let options = parsed.data;
      // a source that cannot be read (a getter or proxy that throws) is setup/bad-source
      return readSource((): Either<ErrorOf<G> | RuleError<MatchErrorCode>, S> => {
        if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source))
          return left(ruleError('setup/bad-source', 'The source is { seed } or { deal }.'));
        const parsedSeed = 'seed' in source ? parseSeed(source.seed) : null;
        if (parsedSeed !== null && isLeft(parsedSeed)) return parsedSeed;
        const seed = parsedSeed === null ? null : parsedSeed.right;
        const deals = 'deal' in source ? source.deal : null;
        if (deals !== null && (!Array.isArray(deals) || deals.length === 0))
          return left(ruleError('setup/bad-deal', 'A match needs a non-empty list of deals.'));
        const procedure = 'seed' in source ? readProcedure((source as { procedure?: unknown }).procedure) : 'shuffle';
        if (procedure === null) return left(badProcedure((source as { procedure?: unknown }).procedure));
        const cut = 'seed' in source ? (source as { dealer?: unknown }).dealer : undefined;
        if (cut !== undefined && (cut !== 'cut' || policy.dealerCut === undefined))
          return left(
            ruleError(
              'setup/bad-source',
              'A seeded source may choose the first dealer by cutting: { seed, dealer: "cut" }.',
            ),
          );
        const base = { seed, deals, procedure };
        const src = dealSource(base, 0)!;
        let dealer = policy.firstDealer(options);
        let first = startDeal(options, src, dealer);
        if (isLeft(first)) return first;
        if (cut === 'cut' && seed !== null && policy.dealerCut !== undefined) {
          // the cut needs the number of seats, which the first deal's options settle
          dealer = cutForDealer(deal.traits.deck, deal.players(first.right), seed, policy.dealerCut.key).dealer;
          options = policy.dealerCut.withDealer(options, dealer);
          first = startDeal(options, src, dealer);
          if (isLeft(first)) return first;
        }
        const n = deal.players(first.right);
        const s: S = {
          options,
          seed,
          deals,
          procedure,
          dealIndex: 0,
          dealer,
          totals: new Array<number>(n).fill(0),
          current: first.right,
          results: [],
          over: false,
          complete: false,
          winners: [],
        };
        return right(settle(s, []));
      });
    },
    actor: (s) => (s.over ? 'done' : deal.actor(s.current)),
    legal: (s) => (s.over ? [] : deal.legal(s.current)),
    apply(s, a) {
      if (s.over) return left(matchOver());
      const r = deal.apply(s.current, a);
      return isLeft(r) ? r : right(lift(s, r.right));
    },
    applyUnchecked: (s, a) => lift(s, deal.applyUnchecked(s.current, a)),
    explain: (s, a) => (s.over ? { legal: false, error: matchOver() } : deal.explain(s.current, a)),
    // asked of the last deal once the match is over, so a non-seat is told so (turn/bad-seat)
    explainFor(s, seat, a) {
      const e = deal.explainFor(s.current, seat, a);
      return s.over && !e.legal && e.error.code !== 'turn/bad-seat' ? { legal: false, error: matchOver() } : e;
    },
    view: (s, seat) => ({
      deal: s.dealIndex,
      dealer: s.dealer,
      totals: s.totals.slice(),
      history: s.results.map((r) => r.scores.slice()),
      over: s.over,
      winners: s.winners.slice(),
      current: deal.view(s.current, seat),
    }),
    viewSchema,
    result: (s) =>
      s.over
        ? {
            scores: s.totals.slice(),
            annulled: false,
            deals: s.results.length,
            complete: s.complete,
            winners: s.winners,
            results: s.results,
          }
        : undefined,
    // asked of the last deal once the match is over (nothing hidden then), so its seat and seed are checked
    sampleHidden: (s, seat, seed) =>
      mapRight(deal.sampleHidden(s.current, seat, seed), (current) => (s.over ? s : { ...s, current })),
    codec: deal.codec,
    ...(deal.legacyActions !== undefined
      ? { legacyActions: (s: S, text: string) => deal.legacyActions!(s.current, text) }
      : {}),
    players: (s) => deal.players(s.current),
    settings: (s) => s.options,
    audit(s): Audit {
      const inner = deal.audit(s.current);
      const last = s.results[s.results.length - 1];
      // an annulled last deal counted no card points
      return s.over && last?.annulled ? { places: inner.places, cardPoints: [] } : inner;
    },
    candidates: (s) => (s.over ? [] : deal.candidates(s.current)),
  };
}

/**
 * A match's rule queries: its deal game's (`queries`), under the match's options: parsed with the
 * policy's options schema, then passed on as the first deal's options.
 */
export function matchQueries<G extends GameTypes, MO extends object, MOIn extends object>(
  policy: MatchPolicy<G, MO, MOIn>,
  queries: RuleQueries,
): RuleQueries {
  const out: Partial<Record<RuleQueryName, RuleQuery>> = {};
  for (const [name, query] of Object.entries(queries) as [RuleQueryName, RuleQuery][])
    out[name] = {
      facts: query.facts,
      answer: query.answer,
      run(options, facts) {
        const parsed = parseUntrusted(policy.options, options ?? {});
        if (!parsed.success) return left(optionsError<never>(policy.options, parsed.error.issues));
        return query.run(policy.dealOptions(parsed.data, policy.firstDealer(parsed.data)), facts);
      },
    };
  return out;
}

export type { GameEvent };
