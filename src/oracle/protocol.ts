/**
 * The oracle's JSON Lines protocol, the language-neutral face of atout (`atout oracle`,
 * docs/oracle.md "JSON Lines protocol"): one request per line, one answer per line, in order.
 *
 *     {"v":1,"id":7,"game":"tarabish","query":"legal-plays","facts":{…}}
 *     {"id":7,"ok":true,"answer":{…}}
 *
 * Requests are checked in a fixed order, each failure an answer of its own: the line (its size,
 * then `parseJson` with the library's limits), the envelope (`oracleRequestSchema`; `id: null` in
 * the answer when no id could be read), the protocol version, the query, the game, then the facts
 * (the query's own schema). The rule queries (`legal-plays`, `trick-winner`, `card-points`,
 * `melds`, `score`) are the games' own (`RuleQueries` by ruleset id), so the protocol names no game;
 * `replay` and `perft` drive any ruleset through the contract. Browser-safe; never throws.
 */
import * as z from 'zod/mini';
import pkg from '../../package.json' with { type: 'json' };
import { chain, isLeft, left, right, type Either } from '../kernel/either.js';
import { failWith, ruleError, type RuleError } from '../kernel/errors.js';
import { showValue } from '../kernel/options-error.js';
import type { PositionNotation } from '../kernel/position.js';
import type { AnyRuleset, RuleQueries, RuleQueryName, Source } from '../kernel/ruleset.js';
import { isSeatOf } from '../kernel/view.js';
import { englishMessages } from '../kernel/zod.js';
import { DEFAULT_LIMITS, parseJson, type InputLimits } from '../record/guard.js';
import { replay, unknownError, validate, type RulesetRegistry } from '../record/replay.js';
import type { OracleErrorCode } from './codes.js';
import { perftWithin } from './perft.js';

englishMessages();

/** The protocol version this library speaks: requests may say `"v": 1`; `hello` answers it. */
export const ORACLE_PROTOCOL_VERSION = 1;

/** The rule queries a game may answer from plain facts (its `RuleQueries`: each game has those it answers). */
export const RULE_QUERY_NAMES = [
  'legal-plays',
  'trick-winner',
  'card-points',
  'melds',
  'score',
] as const satisfies readonly RuleQueryName[];

/** Every query of the protocol: `hello`, the rule queries, `replay` and `perft`. */
export const ORACLE_QUERIES = ['hello', ...RULE_QUERY_NAMES, 'replay', 'perft'] as const;
/** A query of the protocol. */
export type OracleQuery = (typeof ORACLE_QUERIES)[number];

/** The rule queries of each ruleset, by ruleset id (the registry's `ruleQueries`): a ruleset without an entry answers none. */
export type QueriesById = Readonly<Record<string, RuleQueries>>;

/** The rule queries a ruleset answers, by name. */
export const ruleQueriesOf = (queries: QueriesById, rules: AnyRuleset): RuleQueries =>
  Object.hasOwn(queries, rules.id) ? queries[rules.id]! : {};

/** The bounds of one request: its line, its JSON, and the work `perft` may do. */
export interface OracleLimits {
  /** The longest request line, in bytes of UTF-8 (the command's `READ_LIMITS.maxBytes`). */
  readonly maxLineBytes: number;
  /** The limits of the request's JSON (`parseJson`: text length, strings, items, depth). */
  readonly json: InputLimits;
  /** States `perft` visits when the request gives no `maxNodes`. */
  readonly perftDefaultNodes: number;
  /** The most states a request's `maxNodes` may ask for. */
  readonly perftMaxNodes: number;
}

/**
 * The default bounds: the library's JSON limits, the command's line size, a perft budget of 10⁶
 * (at most 10⁷) states. The most is a time budget: a count visits about 2 to 6 million states a
 * second, so no request costs more than a few seconds of CPU (10⁸ cost 31 s for Tarot, 63 s for
 * Tarabish); `atout oracle --max-nodes` sets another.
 */
export const ORACLE_LIMITS: OracleLimits = Object.freeze({
  maxLineBytes: 3 * DEFAULT_LIMITS.maxTextLength,
  json: DEFAULT_LIMITS,
  perftDefaultNodes: 1_000_000,
  perftMaxNodes: 10_000_000,
});

/** The deepest `perft` a request may ask for (as `atout perft`). */
export const ORACLE_MAX_DEPTH = 64;

const seat = z.int().check(z.minimum(0), z.maximum(15));

/** A request line: `{ v?, id, game?, options?, query, facts? }` (docs/oracle.md). */
export const oracleRequestSchema = z.strictObject({
  /** The protocol version the client speaks; absent: 1. */
  v: z.optional(z.literal(ORACLE_PROTOCOL_VERSION)),
  /** Any JSON value, echoed in the answer. */
  id: z.unknown(),
  /** A ruleset id (`tarot`, `goulash`, `tarabish`, a match ruleset…); not needed by `hello` and `replay`. */
  game: z.optional(z.string().check(z.maxLength(64))),
  /** The game's options (its `options` schema); defaults: the standard rules. */
  options: z.optional(z.record(z.string(), z.unknown())),
  query: z.enum(ORACLE_QUERIES),
  /** The query's facts (see each query's facts schema). */
  facts: z.optional(z.unknown()),
});
/** A request, as read. */
export type OracleRequest = z.output<typeof oracleRequestSchema>;

/** An error in an answer: a code of `RULE_ERROR_CODES`, a message and structured detail. */
export const oracleErrorSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

/** An answer line: `{ id, ok: true, answer }` or `{ id, ok: false, error }`. */
export const oracleAnswerSchema = z.discriminatedUnion('ok', [
  z.strictObject({
    id: z.unknown(),
    ok: z.literal(true),
    answer: z.unknown(),
  }),
  z.strictObject({
    id: z.unknown(),
    ok: z.literal(false),
    error: oracleErrorSchema,
  }),
]);
/** An answer, as written. */
export type OracleAnswer = z.output<typeof oracleAnswerSchema>;

/** `hello`'s facts: none (an empty object may be sent). */
export const helloFactsSchema = z.optional(z.strictObject({}));

/** `hello`'s answer: the protocol and library versions, the limits, and what each game answers. */
export const helloAnswerSchema = z.strictObject({
  protocol: z.number(),
  library: z.string(),
  queries: z.array(z.string()),
  games: z.array(
    z.strictObject({
      id: z.string(),
      version: z.string(),
      players: z.array(z.number()),
      queries: z.array(z.string()),
    }),
  ),
  limits: z.strictObject({
    maxLineBytes: z.number(),
    maxDepth: z.number(),
    maxNodes: z.number(),
    maxString: z.number(),
    perftDefaultNodes: z.number(),
    perftMaxNodes: z.number(),
  }),
});

/** `replay`'s facts: a game record (`schema/record.schema.json`), and whose view of the end to give. */
export const replayFactsSchema = z.strictObject({
  record: z.unknown(),
  /** The seat whose view of the last state is answered; default the spectator's. */
  seat: z.optional(z.union([seat, z.literal('spectator')])),
});

/** `replay`'s answer: what `validate` finds, and the last state's actor, result and view. */
export const replayAnswerSchema = z.strictObject({
  valid: z.boolean(),
  /** The record's actions replayed (up to the first illegal one). */
  replayed: z.number(),
  actor: z.nullable(z.union([z.number(), z.literal('done')])),
  result: z.nullable(z.unknown()),
  view: z.nullable(z.unknown()),
  /** Why the record does not replay: `replay`'s error, with the action's index (from 0) and text. */
  error: z.nullable(
    z.strictObject({
      ...oracleErrorSchema.shape,
      index: z.nullable(z.number()),
      action: z.nullable(z.string()),
    }),
  ),
  /** The claimed result's fields that differ from the replayed one. */
  mismatches: z.array(
    z.strictObject({
      field: z.string(),
      claimed: z.unknown(),
      actual: z.unknown(),
    }),
  ),
});

const decimalSeed = z.int().check(z.minimum(0), z.maximum(0xffffffff));
const wideSeed = z.string().check(z.regex(/^[0-9a-fA-F]{32}$/));

/**
 * `perft`'s facts: where to count from (exactly one of a record's last state, a position in the
 * game's notation or from its facts, or the start of a seeded deal under the request's options),
 * the depth, and the node budget.
 */
export const perftFactsSchema = z.strictObject({
  depth: z.int().check(z.minimum(0), z.maximum(ORACLE_MAX_DEPTH)),
  /** States the count may visit (one per action applied); default `perftDefaultNodes`. */
  maxNodes: z.optional(z.int().check(z.minimum(1))),
  /** Also answer the count under each first action. */
  divide: z.optional(z.boolean()),
  record: z.optional(z.unknown()),
  /** A position in the game's notation (text), or a position's facts (an object) for `setup`'s `{ position }` source. */
  position: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  seed: z.optional(z.union([decimalSeed, wideSeed])),
});

/** `perft`'s answer: counts as decimal strings (they may pass 2⁵³). */
export const perftAnswerSchema = z.strictObject({
  nodes: z.string(),
  visited: z.number(),
  divide: z.optional(
    z.array(
      z.strictObject({
        action: z.string(),
        nodes: z.string(),
      }),
    ),
  ),
});

/** The facts and answer schemas of the queries every game answers the same way. */
export const PROTOCOL_QUERY_SCHEMAS = {
  hello: { facts: helloFactsSchema, answer: helloAnswerSchema },
  replay: { facts: replayFactsSchema, answer: replayAnswerSchema },
  perft: { facts: perftFactsSchema, answer: perftAnswerSchema },
} as const;

/** The position notations `perft` reads, by ruleset id (`positionNotations` of the games). */
export type PositionNotations = Readonly<Record<string, PositionNotation<object>>>;

type Failure = RuleError<OracleErrorCode | 'query/bad-facts'>;

const fail = failWith<Failure['code']>();

const firstIssue = (error: z.core.$ZodError): { path: string; message: string } => {
  const issue = error.issues[0];
  return {
    path: issue && issue.path.length > 0 ? issue.path.join('.') : '(root)',
    message: issue?.message ?? 'invalid',
  };
};

const line = (id: unknown, body: Either<RuleError, unknown>): string =>
  JSON.stringify(
    isLeft(body)
      ? { id, ok: false, error: { code: body.left.code, message: body.left.message, detail: body.left.detail } }
      : { id, ok: true, answer: body.right },
    // counts are bigint in the library: decimal strings on the wire
    (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
  );

/**
 * The answer line (without its line end) to one request line. Never throws: every failure is an
 * answer `{ id, ok: false, error }`, with `id: null` when the line holds no readable id.
 *
 * ```ts
 * answerLine('{"id":1,"query":"hello"}', registryOf(...rulesets)); // '{"id":1,"ok":true,"answer":{…}}'
 * ```
 * The rule queries are those of `queries` (by ruleset id), the position notations `positions`'.
 */
export function answerLine(
  text: string,
  registry: RulesetRegistry,
  limits: OracleLimits = ORACLE_LIMITS,
  positions: PositionNotations = {},
  queries: QueriesById = {},
): string {
  let id: unknown = null;
  try {
    // a UTF-16 code unit is at least one byte of UTF-8: more units than the limit are surely too many bytes
    if (text.length > limits.maxLineBytes) return tooLong(limits);
    const json = parseJson(text, limits.json);
    if (isLeft(json)) return line(null, json);
    const v = json.right;
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.hasOwn(v, 'id'))
      id = (v as { id: unknown }).id;
    return line(id, answer(v, registry, limits, positions, queries));
  } catch (e) {
    return line(id, left(unknownError(`The request failed unexpectedly: ${describe(e)}`)));
  }
}

/** The answer line of an error found before the request was read (`id: null`), e.g. a line that is not UTF-8. */
export const errorLine = (error: RuleError): string => line(null, left(error));

/** The answer to a line over `limits.maxLineBytes` (the command reports it without reading the line whole). */
export const tooLong = (limits: OracleLimits = ORACLE_LIMITS): string =>
  errorLine(
    ruleError('oracle/line-too-long', `The line is longer than ${limits.maxLineBytes} bytes: skipped.`, {
      limit: 'maxLineBytes',
      max: limits.maxLineBytes,
    }),
  );

const describe = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 200);

/** The answer to one parsed request (its body: the answer or the error). */
function answer(
  value: unknown,
  registry: RulesetRegistry,
  limits: OracleLimits,
  positions: PositionNotations,
  queries: QueriesById,
): Either<RuleError, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('oracle/bad-request', 'A request is a JSON object: {"id": …, "query": …, "facts": …}.');
  const o = value as Record<string, unknown>;
  if (!Object.hasOwn(o, 'id'))
    return fail('oracle/bad-request', 'A request needs an "id" (any JSON value, echoed in the answer).', {
      path: 'id',
    });
  if (Object.hasOwn(o, 'v') && o['v'] !== ORACLE_PROTOCOL_VERSION)
    return fail(
      'oracle/bad-version',
      `This library speaks protocol version ${ORACLE_PROTOCOL_VERSION}; the request asks for ${JSON.stringify(o['v']).slice(0, 40)}.`,
      { supported: [ORACLE_PROTOCOL_VERSION] },
    );
  if (typeof o['query'] !== 'string' || !ORACLE_QUERIES.some((q) => q === o['query']))
    return fail('oracle/unknown-query', `Unknown query ${JSON.stringify(o['query'] ?? null).slice(0, 60)}.`, {
      known: [...ORACLE_QUERIES],
    });
  const parsed = oracleRequestSchema.safeParse(value);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return fail('oracle/bad-request', `The request is malformed at ${path}: ${message}.`, { path });
  }
  const request = parsed.data;
  // the built-in queries read their facts by their schemas first; a game's queries read their own
  if (request.query === 'hello')
    return chain(factsOf(helloFactsSchema, request.facts), () => hello(registry, limits, queries));
  if (request.query === 'replay')
    return chain(factsOf(replayFactsSchema, request.facts), (facts) => replayQuery(request, facts, registry));
  const rules = gameOf(request, registry);
  if (isLeft(rules)) return rules;
  if (request.query === 'perft')
    return chain(factsOf(perftFactsSchema, request.facts), (facts) =>
      perftQuery(request, facts, rules.right, limits, positions),
    );
  return ruleQuery(request, request.query, rules.right, queries);
}

function gameOf(request: OracleRequest, registry: RulesetRegistry): Either<RuleError, AnyRuleset> {
  if (request.game === undefined)
    return fail('oracle/bad-request', `The query ${request.query} needs a "game".`, { path: 'game' });
  const rules = registry.get(request.game);
  return rules
    ? right(rules)
    : fail('oracle/unknown-game', `Unknown game "${request.game}".`, { known: [...registry.keys()] });
}

function factsOf<T>(schema: z.ZodMiniType<T>, facts: unknown): Either<RuleError, T> {
  const parsed = schema.safeParse(facts);
  if (parsed.success) return right(parsed.data);
  // the field as the games' queries name it: `trick[2].card`, '' for the facts as a whole
  const issue = parsed.error.issues[0];
  const field = (issue?.path ?? [])
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`))
    .join('');
  return fail('query/bad-facts', `${field === '' ? 'facts' : field}: ${issue?.message ?? 'invalid'}.`, { field });
}

function hello(registry: RulesetRegistry, limits: OracleLimits, queries: QueriesById): Either<RuleError, unknown> {
  return right({
    protocol: ORACLE_PROTOCOL_VERSION,
    library: pkg.version,
    queries: [...ORACLE_QUERIES],
    games: [...registry.values()].map((r) => ({
      id: r.id,
      version: r.version,
      players: [...r.traits.players],
      queries: [...RULE_QUERY_NAMES.filter((q) => ruleQueriesOf(queries, r)[q] !== undefined), 'replay', 'perft'],
    })),
    limits: {
      maxLineBytes: limits.maxLineBytes,
      maxDepth: limits.json.maxDepth,
      maxNodes: limits.json.maxNodes,
      maxString: limits.json.maxString,
      perftDefaultNodes: limits.perftDefaultNodes,
      perftMaxNodes: limits.perftMaxNodes,
    },
  });
}

function ruleQuery(
  request: OracleRequest,
  name: RuleQueryName,
  rules: AnyRuleset,
  queries: QueriesById,
): Either<RuleError, unknown> {
  const answers = ruleQueriesOf(queries, rules);
  const query = answers[name];
  if (query === undefined)
    return fail('oracle/not-answered', `${rules.id} does not answer ${name}.`, {
      game: rules.id,
      answers: RULE_QUERY_NAMES.filter((q) => answers[q] !== undefined),
    });
  // the query reads its options and facts itself (`query/bad-facts`, `notation/bad-card`, `options/…`)
  return query.run(request.options ?? {}, request.facts);
}

/** Which part of a record, in the answer: the error of `replay`. */
const replayError = (e: {
  code: string;
  message: string;
  detail: object;
  index: number | null;
  action: string | null;
}) => ({
  code: e.code,
  message: e.message,
  detail: e.detail,
  index: e.index,
  action: e.action,
});

function replayQuery(
  request: OracleRequest,
  facts: z.output<typeof replayFactsSchema>,
  registry: RulesetRegistry,
): Either<RuleError, unknown> {
  if (request.options !== undefined)
    return fail('oracle/bad-request', 'A record carries its own options: replay takes no "options".', {
      path: 'options',
    });
  const { record, seat } = facts;
  const named = (record as { ruleset?: { id?: unknown } } | null)?.ruleset?.id;
  if (request.game !== undefined && named !== undefined && named !== request.game)
    return fail(
      'oracle/bad-request',
      `The request names ${request.game}; the record is a ${showValue(named)} record.`,
      {
        path: 'game',
      },
    );
  const played = replay(record, registry);
  if (isLeft(played))
    return right({
      valid: false,
      replayed: played.left.index ?? 0,
      actor: null,
      result: null,
      view: null,
      error: replayError(played.left),
      mismatches: [],
    });
  const { rules, state, steps } = played.right;
  if (seat !== undefined && seat !== 'spectator' && !isSeatOf(rules, state, seat))
    return fail('oracle/bad-request', `Seat ${seat} is not a seat of this game (0 to ${rules.players(state) - 1}).`, {
      path: 'facts.seat',
    });
  const checked = validate(record, registry);
  return right({
    valid: !isLeft(checked),
    replayed: steps.length,
    actor: rules.actor(state),
    result: played.right.result ?? null,
    view: rules.view(state, seat ?? 'spectator'),
    error: null,
    mismatches: isLeft(checked) && checked.left.kind === 'result-mismatch' ? checked.left.mismatches : [],
  });
}

function perftQuery(
  request: OracleRequest,
  facts: z.output<typeof perftFactsSchema>,
  rules: AnyRuleset,
  limits: OracleLimits,
  positions: PositionNotations,
): Either<RuleError, unknown> {
  const { depth, maxNodes, divide, record, position, seed } = facts;
  const budget = maxNodes ?? limits.perftDefaultNodes;
  if (budget > limits.perftMaxNodes)
    return fail('query/bad-facts', `maxNodes may be at most ${limits.perftMaxNodes}.`, {
      field: 'maxNodes',
      max: limits.perftMaxNodes,
    });
  const from = [record !== undefined, position !== undefined, seed !== undefined].filter(Boolean).length;
  if (from !== 1)
    return fail('query/bad-facts', 'perft counts from exactly one of "record", "position" or "seed".', {
      field: '',
    });
  const state = startOf(request, rules, { record, position, seed }, positions);
  if (isLeft(state)) return state;
  const counted = perftWithin(rules, state.right, depth, budget);
  if (counted === undefined)
    return fail('oracle/budget', `perft to depth ${depth} visits more than ${budget} states.`, {
      maxNodes: budget,
      depth,
    });
  return right({
    nodes: counted.nodes.toString(),
    visited: counted.visited,
    ...(divide === true
      ? { divide: counted.divide.map((d) => ({ action: d.action, nodes: d.nodes.toString() })) }
      : {}),
  });
}

/** The state `perft` counts from: a record's last state, a position in notation, or a seeded deal's start. */
function startOf(
  request: OracleRequest,
  rules: AnyRuleset,
  from: {
    readonly record: unknown;
    readonly position: string | Record<string, unknown> | undefined;
    readonly seed: number | string | undefined;
  },
  positions: PositionNotations,
): Either<RuleError, object> {
  if (from.seed !== undefined) {
    const source: Source<unknown> = { seed: from.seed };
    return rules.setup(request.options ?? {}, source);
  }
  if (typeof from.position === 'object') {
    // a position from its facts: the game checks them (`position/…`); a game without positions refuses the source
    const source = { position: from.position } as unknown as Source<unknown>;
    return rules.setup(request.options ?? {}, source);
  }
  if (request.options !== undefined)
    return fail(
      'oracle/bad-request',
      'A record or a position carries its own options: perft from it takes no "options".',
      {
        path: 'options',
      },
    );
  if (from.position !== undefined) {
    const notation = positions[rules.id];
    if (notation === undefined)
      return fail('oracle/not-answered', `${rules.id} has no position notation.`, { game: rules.id });
    return notation.parse(from.position);
  }
  const played = replay(from.record, new Map([[rules.id, rules]]));
  if (isLeft(played)) return left(played.left);
  return right(played.right.state);
}
