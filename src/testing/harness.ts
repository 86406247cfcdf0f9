/**
 * The conformance harness (`atout/testing`): plays seeded random games through any ruleset and
 * checks every invariant of the contract at every step. App authors run it on their own option
 * sets; atout runs it on every game. It needs no test framework: drive it from fast-check by
 * generating `(seed, choices)` so that a failure shrinks to the shortest game, or call
 * `runConformance` for a plain seeded sweep.
 */
import { deepEqual, deepFreeze } from '../kernel/data.js';
import { isLeft, left, right, type Either } from '../kernel/either.js';
import { RuleViolation } from '../kernel/errors.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import type { Seed } from '../kernel/seed.js';

/** What `playAndCheck` checks besides the contract (all optional). */
export interface HarnessConfig<G extends GameTypes> {
  /** A deliberately naive legal-action generator written from the rule text (encoded actions). */
  readonly naiveLegal?: (state: G['state']) => readonly string[];
  /** Re-deal hidden cards for every seat and check the seat's view does not change (default true). */
  readonly leakTest?: boolean;
  /** Check each view against `viewSchema` (default true). */
  readonly views?: boolean;
  /** The game hides cards from some seat at its start (default true): sampleHidden must then re-deal something. */
  readonly hiddenInformation?: boolean;
  /** Extra game-specific invariant, checked after every step; return a message to fail. */
  readonly invariant?: (state: G['state']) => string | undefined;
}

/** A broken check, with a regression fixture (`seed`, `options`, `actions`) to replay it. */
export interface Violation {
  /** The name of the broken check (`actor`, `explain`, `card-places`, …). */
  readonly check: string;
  readonly message: string;
  /** Index of the action being checked (the number of actions applied before it). */
  readonly step: number;
  /** The deal's seed: a 32-bit integer or 32 hex digits. */
  readonly seed: Seed;
  readonly options: unknown;
  /** The actions applied so far, as codec strings: with the seed and options, a regression fixture. */
  readonly actions: readonly string[];
}

/** A game `playAndCheck` played to the end without a violation. */
export interface Playthrough<G extends GameTypes> {
  /** Every action played, as codec strings. */
  readonly actions: readonly string[];
  /** The final state. */
  readonly state: G['state'];
  readonly result: G['result'];
}

class Fail extends Error {
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (check: string, message: string): never => {
  throw new Fail(check, message);
};

const short = (x: unknown): string => {
  const s = JSON.stringify(x);
  return s === undefined ? String(x) : s.length > 300 ? `${s.slice(0, 300)}…` : s;
};

/**
 * Plays one game from `seed`, choosing `legal[c % legal.length]` for each choice number `c`
 * (then seeded random choices once the list runs out), checking every invariant at every step.
 */
export function playAndCheck<G extends GameTypes>(
  rules: Ruleset<G>,
  options: G['optionsInput'] | undefined,
  seed: Seed,
  choices: readonly number[] = [],
  config: HarnessConfig<G> = {},
): Either<Violation, Playthrough<G>> {
  const actions: string[] = [];
  const violation = (check: string, message: string): Either<Violation, Playthrough<G>> =>
    left({ check, message, step: actions.length, seed, options, actions: actions.slice() });
  try {
    const setup = rules.setup(options, { seed });
    if (isLeft(setup)) return violation('setup', `setup failed: ${setup.left.code} ${setup.left.message}`);
    const again = rules.setup(options, { seed });
    if (isLeft(again) || !deepEqual(again.right, setup.right))
      return violation('determinism', 'setup is not deterministic');
    let state = setup.right;
    const settings = rules.settings(state);
    const n = rules.players(state);
    const maxActions = rules.traits.maxActions(settings);
    const rng = createRng(deriveSeed(seed, 0x5eed));
    let leakSamples = 0;
    let leakDiffered = 0;
    checkState(rules, state, n, config);
    if (config.views ?? true) checkViewRefusals(rules, state, n);
    for (let step = 0; ; step++) {
      const actor = rules.actor(state);
      const legal = rules.legal(state);
      if (actor === 'done') {
        if (legal.length !== 0) fail('legal', `the deal is over but ${legal.length} actions are legal`);
        break;
      }
      if (!(Number.isInteger(actor) && actor >= 0 && actor < n)) fail('actor', `actor ${short(actor)} is not a seat`);
      if (rules.result(state) !== undefined) fail('result', 'result is defined before the deal is over');
      if (step >= maxActions) fail('max-actions', `more than traits.maxActions = ${maxActions} actions`);
      if (legal.length === 0) fail('legal', 'no legal action although the deal is not over');
      checkLegalList(rules, state, legal, config);
      probeIllegal(rules, state, legal, rng.next());
      const c = step < choices.length ? choices[step]! : rng.next();
      const action = legal[Math.abs(Math.trunc(c)) % legal.length]!;
      const before = JSON.stringify(state);
      deepFreeze(state);
      let applied;
      try {
        applied = rules.apply(state, action);
      } catch (e) {
        return violation(
          'apply',
          `apply threw on ${rules.codec.encode(action)}: ${String(e)} (did it mutate its frozen input?)`,
        );
      }
      if (JSON.stringify(state) !== before) fail('mutation', 'apply changed its input');
      if (isLeft(applied))
        fail('apply', `legal action ${rules.codec.encode(action)} was refused: ${applied.left.code}`);
      const next = (applied as { right: { state: G['state']; events: readonly G['event'][] } }).right;
      const unchecked = rules.applyUnchecked(state, action);
      if (!deepEqual(unchecked.state, next.state)) fail('apply-unchecked', 'applyUnchecked and apply disagree');
      for (const e of next.events) {
        const ok =
          typeof e.type === 'string' &&
          (e.audience === 'all' ||
            (Array.isArray(e.audience) && e.audience.every((s) => Number.isInteger(s) && s >= 0 && s < n)));
        if (!ok) fail('events', `malformed event ${short(e)}`);
      }
      actions.push(rules.codec.encode(action));
      state = next.state;
      checkState(rules, state, n, config);
      if (config.leakTest ?? true) {
        const seat = step % n;
        const r = leakCheck(rules, state, seat, deriveSeed(seed, step + 1));
        leakSamples++;
        if (r) leakDiffered++;
      }
    }
    if ((config.leakTest ?? true) && (config.hiddenInformation ?? true) && leakSamples > 2 && leakDiffered === 0) {
      fail('sample-hidden', 'sampleHidden never re-dealt a hidden card: the leak test would prove nothing');
    }
    const result = rules.result(state);
    if (result === undefined) fail('result', 'the deal is over but result is undefined');
    checkResult(rules, state, result!, n, settings);
    // Replaying the same actions from the same seed reaches the same state.
    let replay = setup.right;
    for (const text of actions) {
      const a = rules.codec.decode(text);
      if (isLeft(a)) fail('codec', `cannot decode ${text}`);
      const s = rules.apply(replay, (a as { right: G['action'] }).right);
      if (isLeft(s)) fail('replay', `replay refused ${text}: ${s.left.code}`);
      replay = (s as { right: { state: G['state'] } }).right.state;
    }
    if (!deepEqual(replay, state)) fail('replay', 'replaying the actions reached a different state');
    return right({ actions, state, result: result! });
  } catch (e) {
    if (e instanceof Fail) return violation(e.check, e.message);
    return violation('crash', `the ruleset threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
}

function checkLegalList<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  legal: readonly G['action'][],
  config: HarnessConfig<G>,
): void {
  let lastId = -Infinity;
  const encoded: string[] = [];
  for (const a of legal) {
    const id = rules.codec.id(a);
    if (!(id > lastId)) fail('legal-order', `legal actions are not sorted by id and unique (${id} after ${lastId})`);
    lastId = id;
    const text = rules.codec.encode(a);
    encoded.push(text);
    const back = rules.codec.decode(text);
    if (isLeft(back) || !deepEqual(back.right, a)) fail('codec', `decode(encode(a)) differs for ${text}`);
    const why = rules.explain(state, a);
    if (!why.legal) fail('explain', `explain says ${text} is illegal (${why.error.code}) but legal lists it`);
    const mine = rules.explainFor(state, rules.actor(state) as Seat, a);
    if (!mine.legal)
      fail('explain-for', `explainFor the seat to act says ${text} is illegal (${mine.error.code}) but legal lists it`);
  }
  if (config.naiveLegal) {
    const naive = [...config.naiveLegal(state)].sort();
    const mine = [...encoded].sort();
    if (!deepEqual(naive, mine)) fail('naive-legal', `legal ${short(mine)} but the naive checker says ${short(naive)}`);
  }
}

function probeIllegal<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  legal: readonly G['action'][],
  pick: number,
): void {
  const legalTexts = new Set(legal.map((a) => rules.codec.encode(a)));
  const candidates = rules.candidates(state);
  const candidateTexts = new Set(candidates.map((c) => rules.codec.encode(c)));
  const illegal = candidates.filter((a) => !legalTexts.has(rules.codec.encode(a)));
  for (const text of legalTexts) {
    if (!candidateTexts.has(text)) fail('candidates', `candidates() does not include the legal action ${text}`);
  }
  if (illegal.length === 0) return;
  const a = illegal[pick % illegal.length]!;
  const before = JSON.stringify(state);
  const r = rules.apply(deepFreeze(state), a);
  if (JSON.stringify(state) !== before) fail('mutation', 'a refused action changed the state');
  if (!isLeft(r))
    return fail('illegal-accepted', `apply accepted ${rules.codec.encode(a)}, which legal() does not list`);
  if (!/^[a-z-]+\/[a-z0-9-]+$/.test(r.left.code)) fail('error-code', `error code ${r.left.code} is not namespaced`);
  const why = rules.explain(state, a);
  if (why.legal || why.error.code !== r.left.code) {
    fail(
      'explain',
      `explain disagrees with apply on ${rules.codec.encode(a)}: ${why.legal ? 'legal' : why.error.code} vs ${r.left.code}`,
    );
  }
  checkExplainFor(rules, state, a, legal[0]!);
}

/**
 * `explainFor`: the seat to act gets `explain`'s answer; any other seat gets `turn/not-your-turn`
 * whatever the action, naming no card that seat cannot see in its view; a non-seat is refused.
 */
function checkExplainFor<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  a: G['action'],
  other: G['action'],
): void {
  const n = rules.players(state);
  const actor = rules.actor(state) as Seat;
  const text = rules.codec.encode(a);
  const names = [...rules.traits.deck.names.values()];
  /** A card named in the answer that `seat` neither sees in its view nor named in its action. */
  const hiddenIn = (answer: unknown, seat: Seat): string | undefined => {
    const json = JSON.stringify(answer);
    const named = names.filter((c) => json.includes(`"${c}"`) && !text.includes(c));
    if (named.length === 0) return undefined;
    const seen = JSON.stringify(rules.view(state, seat));
    return named.find((c) => !seen.includes(`"${c}"`));
  };
  const mine = rules.explainFor(state, actor, a);
  if (!deepEqual(mine, rules.explain(state, a)))
    fail('explain-for', `explainFor the seat to act differs from explain on ${text}`);
  const leak = hiddenIn(mine, actor);
  if (leak !== undefined) fail('explain-for', `explain on ${text} names ${leak}, which the seat to act cannot see`);
  for (const bad of [n, -1, 'spectator'] as unknown as Seat[]) {
    if (rules.explainFor(state, bad, a).legal) fail('explain-for', `explainFor accepts ${short(bad)} as a seat`);
  }
  for (let seat = 0; seat < n; seat++) {
    if (seat === actor) continue;
    const why = rules.explainFor(state, seat, a);
    if (why.legal || why.error.code !== 'turn/not-your-turn')
      fail('explain-for', `explainFor(state, ${seat}, …), a seat not to act, answers ${short(why)} on ${text}`);
    if (!deepEqual(why, rules.explainFor(state, seat, other)))
      fail(
        'explain-for',
        `explainFor(state, ${seat}, …), a seat not to act, answers differently for different actions`,
      );
    const hidden = hiddenIn(why, seat);
    if (hidden !== undefined)
      fail('explain-for', `explainFor(state, ${seat}, …) names ${hidden}, which that seat cannot see`);
  }
}

function checkState<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  n: number,
  config: HarnessConfig<G>,
): void {
  const deck = rules.traits.deck;
  const seen = new Map<number, string>();
  for (const [place, cards] of Object.entries(rules.audit(state).places)) {
    for (const c of cards) {
      const other = seen.get(c);
      if (other !== undefined)
        fail('card-places', `card ${deck.names.get(c) ?? c} is both in ${other} and in ${place}`);
      if (!deck.names.has(c)) fail('card-places', `${place} holds ${c}, which is not a card of the deck`);
      seen.set(c, place);
    }
  }
  if (seen.size !== deck.cards.length) {
    const missing = deck.cards.filter((c) => !seen.has(c)).map((c) => deck.names.get(c));
    fail('card-places', `cards in no place: ${missing.join(' ')}`);
  }
  if (config.views ?? true) {
    const seats: (Seat | 'spectator')[] = [...Array.from({ length: n }, (_, s) => s), 'spectator'];
    for (const seat of seats) {
      const v = rules.view(state, seat);
      const parsed = rules.viewSchema.safeParse(v);
      if (!parsed.success)
        fail('view-schema', `view for ${seat} fails its schema: ${parsed.error.message.slice(0, 400)}`);
    }
  }
  const extra = config.invariant?.(state);
  if (extra !== undefined) fail('invariant', extra);
}

/**
 * A value that is not a seat (the seat past the last, a seat as a string) is refused with
 * `turn/bad-seat`, never shown the spectator's view (`viewerOf`). Checked on the first state of a
 * game: the answer does not depend on the state.
 */
function checkViewRefusals<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], n: number): void {
  for (const bad of [n, '0'] as unknown as Seat[]) {
    let refusal: unknown;
    try {
      rules.view(state, bad);
    } catch (e) {
      refusal = e;
    }
    if (!(refusal instanceof RuleViolation && refusal.error.code === 'turn/bad-seat'))
      fail('view-bad-seat', `view for ${short(bad)}, not a seat, is not refused with turn/bad-seat`);
  }
}

/** Re-deals what `seat` cannot see; its view must not change. Returns whether the sample differed. */
function leakCheck<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], seat: Seat, seed: Seed): boolean {
  const sampled = rules.sampleHidden(state, seat, seed);
  if (isLeft(sampled)) fail('sample-hidden', `sampleHidden(state, ${seat}, …) found no world: ${sampled.left.code}`);
  const sample = (sampled as { right: G['state'] }).right;
  const mine = rules.view(state, seat);
  const theirs = rules.view(sample, seat);
  if (!deepEqual(mine, theirs)) {
    fail('leak', `view(state, ${seat}) changes when hidden cards are re-dealt: the view leaks hidden information`);
  }
  if (rules.actor(state) === seat && rules.actor(sample) === seat) {
    const a = rules.legal(state).map((x) => rules.codec.encode(x));
    const b = rules.legal(sample).map((x) => rules.codec.encode(x));
    if (!deepEqual(a, b)) fail('leak', `the legal actions of seat number ${seat} depend on cards it cannot see`);
  }
  return !deepEqual(sample, state);
}

function checkResult<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  result: G['result'],
  n: number,
  settings: G['options'],
): void {
  if (result.scores.length !== n) fail('result', `${result.scores.length} scores for ${n} seats`);
  if (!result.scores.every((s) => Number.isFinite(s))) fail('result', `scores are not finite: ${short(result.scores)}`);
  const sum = result.scores.reduce((a, b) => a + b, 0);
  if (rules.traits.scoreSum !== null && Math.abs(sum - rules.traits.scoreSum) > 1e-9) {
    fail('zero-sum', `scores ${short(result.scores)} sum to ${sum}, not ${rules.traits.scoreSum}`);
  }
  const audit = rules.audit(state);
  // An empty list means no card points were counted (an annulled deal, a match ended on one).
  if (!result.annulled && audit.cardPoints.length > 0) {
    const points = audit.cardPoints.reduce((a, b) => a + b, 0);
    const total = audit.cardPointTotal ?? rules.traits.cardPointTotal(settings);
    if (Math.abs(points - total) > 1e-9) fail('card-points', `card points total ${points}, not ${total}`);
  }
  if (result.annulled && !result.scores.every((s) => s === 0)) {
    fail('result', 'an annulled deal scores zero');
  }
}

/** How much `runConformance` played. */
export interface ConformanceRun {
  /** Games played and checked. */
  readonly games: number;
  /** Actions checked, over all games. */
  readonly actions: number;
}

/** Plays `games` seeded games (seeds derived from `seed`) and stops at the first violation. */
export function runConformance<G extends GameTypes>(
  rules: Ruleset<G>,
  options: G['optionsInput'] | undefined,
  run: { readonly games: number; readonly seed?: Seed },
  config: HarnessConfig<G> = {},
): Either<Violation, ConformanceRun> {
  let actions = 0;
  for (let g = 0; g < run.games; g++) {
    const r = playAndCheck(rules, options, deriveSeed(run.seed ?? 0, g), [], config);
    if (isLeft(r)) return r;
    actions += r.right.actions.length;
  }
  return right({ games: run.games, actions });
}

/** A readable report of a violation, with the record to paste into a regression test. */
export function formatViolation(v: Violation): string {
  return [
    `conformance check "${v.check}" failed after ${v.step} action${v.step === 1 ? '' : 's'}: ${v.message}`,
    `regression fixture: ${JSON.stringify({ seed: v.seed, options: v.options, actions: v.actions })}`,
  ].join('\n');
}
