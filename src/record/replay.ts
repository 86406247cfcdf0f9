/**
 * Replaying and validating game records: the oracle's core. `replay` names the first illegal action
 * by index with its decoded form and the rule error; `validate` also checks a claimed result field by
 * field. Neither throws, whatever the input.
 */
import { deepEqual } from '../kernel/data.js';
import {
  DEAL_ALGORITHMS,
  dealAlgorithm,
  procedureOf,
  RETIRED_DEAL_ALGORITHMS,
  type DealAlgorithm,
} from '../kernel/deal.js';
import { isLeft, left, mapRight, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError, type RuleErrorOf } from '../kernel/errors.js';
import type { AnyRuleset, GameTypes, Ruleset, Source } from '../kernel/ruleset.js';
import { brief, optionsError, showValue, valueAtPath } from '../kernel/options-error.js';
import { playerName } from '../kernel/seat.js';
import type { Seed } from '../kernel/seed.js';
import type { ReplayErrorCode } from './codes.js';
import { guardInput } from './guard.js';
import {
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  RECORD_FORMAT_VERSIONS,
  recordSchemaV1,
  recordSchemaV2,
  type GameRecord,
  type RecordDeal,
} from './schema.js';

export type { AnyRuleset } from '../kernel/ruleset.js';
/** The rulesets a record may name, by id (see `registryOf`). */
export type RulesetRegistry = ReadonlyMap<string, AnyRuleset>;

/** A registry of these rulesets, by id: `validate(record, registryOf(tarot, tarabish))`. */
export const registryOf = (...rulesets: readonly AnyRuleset[]): RulesetRegistry =>
  new Map(rulesets.map((r) => [r.id, r]));

/**
 * The rulesets a record may name, as `replay` and `validate` take them: a list (`[tarot, tarabish]`,
 * or `rulesets` for every shipped one), or a registry by id.
 */
const registryFrom = (rules: readonly AnyRuleset[] | ReadonlyMap<string, AnyRuleset>): RulesetRegistry =>
  Array.isArray(rules) ? registryOf(...(rules as readonly AnyRuleset[])) : (rules as RulesetRegistry);

/**
 * Why a record does not replay: a code of its own (`REPLAY_ERROR_CODES`: `record/...` for the
 * record itself, `input/...`, `internal/error`), or the rule error of the first illegal action, with
 * the ruleset's code and the action's index.
 */
export interface ReplayError extends RuleErrorOf<ReplayErrorCode | (string & {})> {
  /** Index of the offending action, or null when the record itself is at fault. */
  readonly index: number | null;
  readonly action: string | null;
  /** The decoded action, when it could be decoded. */
  readonly decoded: unknown;
  /** The rule error the action broke, when it was refused by the rules. */
  readonly cause: RuleError | null;
}

/** One replayed action: its codec string, the state after it and its events. */
export interface ReplayStep {
  /** The action as written in the record, as its action string (an action object written as its string). */
  readonly action: string;
  /** The state after it. */
  readonly state: object;
  /** Its events (every audience). */
  readonly events: readonly object[];
}

/** A record played through: the states after every action and the result. */
export interface Replay {
  readonly record: GameRecord;
  readonly rules: AnyRuleset;
  readonly initial: object;
  readonly steps: readonly ReplayStep[];
  readonly state: object;
  /** The result, or undefined when the record stops before the end. */
  readonly result: GameTypes['result'] | undefined;
}

const recordError = (code: ReplayErrorCode, message: string, detail: Record<string, unknown> = {}): ReplayError => ({
  code,
  message,
  detail,
  index: null,
  action: null,
  decoded: undefined,
  cause: null,
});

/**
 * Parses and checks a record against the registry without playing it.
 * @returns Left with a `record/…` code (`RECORD_ERROR_CODES`), or `input/…` for input that is not
 *   plain JSON within the limits.
 */
export function parseRecord(
  input: unknown,
  rulesets: readonly AnyRuleset[] | ReadonlyMap<string, AnyRuleset>,
): Either<ReplayError, { record: GameRecord; rules: AnyRuleset; options: object }> {
  const guarded = guardInput(input);
  if (isLeft(guarded)) return left({ ...recordError(guarded.left.code, guarded.left.message, guarded.left.detail) });
  let version: unknown = RECORD_FORMAT_VERSION;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const o = input as Record<string, unknown>;
    if (o['format'] === RECORD_FORMAT) version = o['formatVersion'];
    if (o['format'] === RECORD_FORMAT && !RECORD_FORMAT_VERSIONS.some((v) => v === version)) {
      return left(
        recordError(
          'record/bad-format-version',
          `Record format version ${showValue(o['formatVersion'])} is not supported (this library reads versions ${RECORD_FORMAT_VERSIONS.join(' and ')}).`,
          { field: 'formatVersion', received: brief(o['formatVersion']), allowed: [...RECORD_FORMAT_VERSIONS] },
        ),
      );
    }
  }
  const parsed = (version === 1 ? recordSchemaV1 : recordSchemaV2).safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    const received = issue ? valueAtPath(input, issue.path) : input;
    return left(
      recordError(
        'record/malformed',
        `The record is malformed at ${where}: ${issue?.message ?? 'invalid'}; got ${showValue(received)}.`,
        { path: where, field: where, received: brief(received) },
      ),
    );
  }
  const record = parsed.data;
  const registry = registryFrom(rulesets);
  const rules = registry.get(record.ruleset.id);
  if (!rules)
    return left(
      recordError('record/unknown-ruleset', `Unknown ruleset "${record.ruleset.id}".`, { known: [...registry.keys()] }),
    );
  if (record.ruleset.version !== rules.version) {
    return left(
      recordError(
        'record/bad-version',
        `The record was made with ${rules.id} rules version ${record.ruleset.version}; this library plays version ${rules.version}. It is not replayed under other rules.`,
        { recordVersion: record.ruleset.version, libraryVersion: rules.version },
      ),
    );
  }
  const options = rules.options.safeParse(record.ruleset.options, { reportInput: true });
  if (!options.success) {
    // the option, what it allows and the value received, as `setup` says it
    const e = optionsError(rules.options, options.error.issues);
    return left(recordError('record/bad-options', `The record's options are invalid: ${e.message}`, e.detail));
  }
  const max = rules.traits.maxActions(options.data);
  if (record.actions.length > max) {
    return left(
      recordError(
        'record/too-many-actions',
        `The record has ${record.actions.length} actions; a ${rules.id} game has at most ${max}.`,
        { max, actual: record.actions.length },
      ),
    );
  }
  if ('seed' in record.deal) {
    const { seed, algorithm } = record.deal;
    if (RETIRED_DEAL_ALGORITHMS.some((a) => a === algorithm)) {
      return left(
        recordError(
          'record/bad-deal-algorithm',
          `Deal algorithm "${algorithm}" is retired (it was never in a release): deals from 128-bit seeds are cryptographic (${DEAL_ALGORITHMS.join(', ')}).`,
          { algorithm, known: [...DEAL_ALGORITHMS] },
        ),
      );
    }
    if (!DEAL_ALGORITHMS.some((a) => a === algorithm)) {
      return left(
        recordError(
          'record/bad-deal-algorithm',
          `Deal algorithm "${algorithm}" is not supported (this library deals with ${DEAL_ALGORITHMS.join(', ')}).`,
          { algorithm, known: [...DEAL_ALGORITHMS] },
        ),
      );
    }
    // each dealing algorithm takes one kind of seed: sfc32-v1 a 32-bit integer, chacha20-v1 32 hex digits
    const expected = dealAlgorithm(seed, procedureOf(algorithm as DealAlgorithm));
    if (algorithm !== expected) {
      return left(
        recordError(
          'record/algorithm-mismatch',
          `Deal algorithm "${algorithm}" does not deal from a ${typeof seed === 'number' ? '32-bit' : '128-bit'} seed (that is ${expected}).`,
          { algorithm, expected },
        ),
      );
    }
  }
  return right({ record, rules, options: options.data });
}

/**
 * Replays a record from its deal, stopping at the first illegal action. `rulesets`: the rulesets
 * the record may name, as a list (`[tarot]`, or `rulesets` for every shipped one) or by id.
 * @returns Left with a code of `parseRecord`, `record/bad-setup`, `record/players-mismatch`,
 *   `record/dealer-mismatch`, `record/bad-action` (an action that cannot be read), the ruleset's
 *   own code for an illegal action (with its `index`), or `internal/error` (`REPLAY_ERROR_CODES`).
 */
export function replay(
  input: unknown,
  rulesets: readonly AnyRuleset[] | ReadonlyMap<string, AnyRuleset>,
): Either<ReplayError, Replay> {
  try {
    const p = parseRecord(input, rulesets);
    if (isLeft(p)) return p;
    const { record, rules } = p.right;
    const source = sourceOf(record.deal);
    const setup = rules.setup(record.ruleset.options, source);
    if (isLeft(setup))
      return left({
        ...recordError('record/bad-setup', `The deal cannot be set up: ${setup.left.message}`, {
          ...setup.left.detail,
          cause: setup.left,
        }),
        cause: setup.left,
      });
    const initial = setup.right;
    if (rules.players(initial) !== record.players) {
      return left(
        recordError(
          'record/players-mismatch',
          `The record says ${record.players} players; its options give ${rules.players(initial)}.`,
          { field: 'players', received: record.players, expected: rules.players(initial) },
        ),
      );
    }
    const dealer = (rules.settings(initial) as { dealer?: unknown }).dealer;
    if (typeof dealer === 'number' && dealer !== record.dealer) {
      return left(
        recordError(
          'record/dealer-mismatch',
          `The record says the dealer is ${playerName(record.dealer)} (dealer ${record.dealer}); its options say ${playerName(dealer)} (dealer ${dealer}).`,
          { field: 'dealer', received: record.dealer, expected: dealer },
        ),
      );
    }
    let state = initial;
    const steps: ReplayStep[] = [];
    for (let i = 0; i < record.actions.length; i++) {
      const raw = record.actions[i]!;
      // An action object is read by the game's action-object schema, and told by its string.
      const read = typeof raw === 'string' ? undefined : readObject(rules, raw);
      const text =
        typeof raw === 'string'
          ? raw
          : read!._tag === 'Right'
            ? rules.codec.encode(read!.right)
            : JSON.stringify(raw).slice(0, 120);
      // Format 1 wrote some actions of today as one string (Tarot's poignée): replayed as a whole.
      const legacy =
        record.formatVersion === 1 && typeof raw === 'string' ? rules.legacyActions?.(state, text) : undefined;
      const decoded = legacy ?? mapRight(read ?? rules.codec.decode(text), (a) => [a]);
      if (isLeft(decoded)) {
        return left({
          code: 'record/bad-action',
          message: `Action ${i + 1} "${text}" cannot be read: ${decoded.left.message}`,
          // what the codec said (the text meant, the values allowed), and where: data counts from 0
          detail: { ...decoded.left.detail, index: i, action: text },
          index: i,
          action: text,
          decoded: undefined,
          cause: decoded.left,
        });
      }
      const events: object[] = [];
      for (const action of decoded.right) {
        const step = rules.apply(state, action);
        if (isLeft(step)) {
          return left({
            code: step.left.code,
            message: `Action ${i + 1} ${text} is illegal: ${step.left.message}`,
            detail: step.left.detail,
            index: i,
            action: text,
            decoded: decoded.right.length === 1 ? decoded.right[0] : action,
            cause: step.left,
          });
        }
        state = step.right.state;
        events.push(...step.right.events);
      }
      steps.push({ action: text, state, events });
    }
    return right({ record, rules, initial, steps, state, result: rules.result(state) });
  } catch (e) {
    return left(
      recordError('internal/error', `Replay failed unexpectedly: ${e instanceof Error ? e.message : String(e)}`),
    );
  }
}

/** An action object of a record, through the ruleset's `codec.fromObject` (a game without it reads none). */
const readObject = (rules: AnyRuleset, raw: object): Either<RuleError, unknown> =>
  rules.codec.fromObject !== undefined
    ? rules.codec.fromObject(raw)
    : left(ruleError('action/malformed', `${rules.id} records hold action strings.`));

/** A field of a claimed result that differs from the replayed one (`result.scores[1]`, …). */
export interface ResultMismatch {
  /** The path of the field, e.g. `result.scores[1]`. */
  readonly field: string;
  /** What the record says. */
  readonly claimed: unknown;
  /** What replaying gives. */
  readonly actual: unknown;
}

/** Why `validate` refused a record: it does not replay, or its claimed result is wrong. */
export type ValidationFailure =
  | { readonly kind: 'replay'; readonly error: ReplayError }
  | { readonly kind: 'result-mismatch'; readonly mismatches: readonly ResultMismatch[] };

/**
 * Replays a record and checks its claimed result (if any) field by field. `rulesets`: as for
 * `replay` (`validate(record, [tarot])`).
 * @returns Left `{ kind: 'replay', error }` with a code of `replay` or `record/unfinished` (a claimed
 *   result, but the game is not over after the last action), or `{ kind: 'result-mismatch', mismatches }`.
 */
export function validate(
  input: unknown,
  rulesets: readonly AnyRuleset[] | ReadonlyMap<string, AnyRuleset>,
): Either<ValidationFailure, Replay> {
  const r = replay(input, rulesets);
  if (isLeft(r)) return left({ kind: 'replay', error: r.left });
  const claimed = r.right.record.result;
  if (claimed === undefined) return r;
  const actual = r.right.result;
  if (actual === undefined) {
    const n = r.right.steps.length;
    const actor = r.right.rules.actor(r.right.state);
    const who = actor === 'done' ? '' : `: ${playerName(actor)} is to act`;
    return left({
      kind: 'replay',
      error: recordError(
        'record/unfinished',
        `The record claims a result, but its game is not over after its last action${who}.`,
        { actions: n, actor },
      ),
    });
  }
  const mismatches: ResultMismatch[] = [];
  compareFields('result', claimed, actual, mismatches);
  return mismatches.length > 0 ? left({ kind: 'result-mismatch', mismatches }) : r;
}

/** Compares the claimed fields (only those present in the claim) with the actual result. */
function compareFields(path: string, claimed: unknown, actual: unknown, out: ResultMismatch[]): void {
  if (out.length > 50) return;
  if (Array.isArray(claimed) && Array.isArray(actual)) {
    if (claimed.length !== actual.length)
      out.push({ field: `${path}.length`, claimed: claimed.length, actual: actual.length });
    for (let i = 0; i < Math.min(claimed.length, actual.length); i++)
      compareFields(`${path}[${i}]`, claimed[i], actual[i], out);
    return;
  }
  if (
    typeof claimed === 'object' &&
    claimed !== null &&
    typeof actual === 'object' &&
    actual !== null &&
    !Array.isArray(claimed) &&
    !Array.isArray(actual)
  ) {
    for (const k of Object.keys(claimed))
      compareFields(
        `${path}.${k}`,
        (claimed as Record<string, unknown>)[k],
        (actual as Record<string, unknown>)[k],
        out,
      );
    return;
  }
  if (!deepEqual(claimed, actual)) out.push({ field: path, claimed, actual });
}

/**
 * A record (format 2) of a game played from `source` with these actions (the options written out
 * in full; a seed is written with its dealing algorithm, `dealAlgorithm(seed)`). Each action may be
 * an action object (as `legal` returns it) or its action string; the record holds action strings,
 * its one canonical form (`rules.codec.encode`). A record with a seed tells every hand: publish it
 * only once the game is over.
 */
export function makeRecord<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  source: Source<G['deal'], unknown>,
  actions: readonly (string | G['action'])[],
  extra: { readonly result?: G['result']; readonly metadata?: GameRecord['metadata'] } = {},
): GameRecord {
  const options = rules.settings(state) as Record<string, unknown>;
  const dealer = typeof options['dealer'] === 'number' ? (options['dealer'] as number) : 0;
  const record: GameRecord = {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    ruleset: {
      id: rules.id,
      version: rules.version,
      options: JSON.parse(JSON.stringify(options)) as Record<string, unknown>,
    },
    players: rules.players(state),
    dealer,
    deal:
      'seed' in source
        ? { seed: canonicalSeed(source.seed), algorithm: dealAlgorithm(source.seed, source.procedure) }
        : 'deal' in source
          ? { explicit: JSON.parse(JSON.stringify(source.deal)) as unknown }
          : { position: JSON.parse(JSON.stringify(source.position)) as unknown },
    actions: actions.map((a) => (typeof a === 'string' ? a : rules.codec.encode(a))),
    ...(extra.result !== undefined ? { result: JSON.parse(JSON.stringify(extra.result)) as GameRecord['result'] } : {}),
    ...(extra.metadata !== undefined ? { metadata: extra.metadata } : {}),
  };
  return record;
}

/**
 * The source `setup` takes for a record's deal: its seed (with the procedure its algorithm names;
 * parseRecord checked it), its explicit deal or its position.
 */
export const sourceOf = (deal: RecordDeal): Source<unknown, unknown> => {
  if ('explicit' in deal) return { deal: deal.explicit };
  if ('position' in deal) return { position: deal.position };
  const procedure = procedureOf(deal.algorithm as DealAlgorithm);
  return procedure === 'shuffle' ? { seed: deal.seed } : { seed: deal.seed, procedure };
};

/** A seed as written in records: hex digits in lower case (one seed, one text). */
const canonicalSeed = (seed: Seed): Seed => (typeof seed === 'string' ? seed.toLowerCase() : seed);

/** An `internal/error` RuleError with this message. */
export const unknownError = (message: string): RuleError<'internal/error'> => ruleError('internal/error', message);
