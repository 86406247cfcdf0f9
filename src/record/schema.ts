/**
 * The game record: versioned JSON describing one deal (or match) completely: the ruleset and every
 * option value, the players and dealer, where the cards came from, the actions as codec strings,
 * and optionally the claimed result and free metadata.
 *
 * Format 2 (written since 128-bit seeds) differs from format 1 only in the deal source: its seed is
 * a 32-bit integer or 32 lower-case hex digits, and `algorithm` names the dealing algorithm of that
 * seed's kind and the deal procedure (`dealAlgorithm(seed, procedure)`); and a deal may start at a
 * position given by its facts (`{ position }`, the game's facts as `setup` reads them). Format 1
 * records (32-bit seeds or explicit deals only) are still read.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../kernel/zod.js';

englishMessages();

/** The `format` field of a game record. */
export const RECORD_FORMAT = 'atout-record';
/** The record format version this library writes. */
export const RECORD_FORMAT_VERSION = 2;
/** Every record format version this library reads, oldest first. */
export const RECORD_FORMAT_VERSIONS = [1, 2] as const;

/**
 * An action of a record as an object (`{ "type": "play", "card": "21T" }`, as `legal` returns it):
 * the game's action-object schema checks it when the record is replayed. `makeRecord` writes strings.
 */
const actionObject = z.record(z.string().check(z.maxLength(64)), z.unknown());

const scalar = z.union([z.string().check(z.maxLength(512)), z.number(), z.boolean(), z.null()]);

const seed32 = z.int().check(z.minimum(0), z.maximum(0xffffffff));
/** A 128-bit seed in a record: exactly 32 lower-case hex digits (one seed, one text). */
const wideSeed = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'a 128-bit seed is 32 lower-case hex digits'));
/** The name of a dealing algorithm; `replay` checks it is a published one matching the seed's kind. */
const algorithm = z.string().check(z.maxLength(64));

/**
 * Where a record's cards come from: a seed with its dealing algorithm, an explicit deal, or (format
 * 2) a position given by its facts, which the ruleset's `setup` checks. One member per kind of
 * source, told apart by its key (`seed`, `explicit`, `position`); later formats may add more.
 */
const dealSourceV1 = (seed: z.ZodMiniType<number | string>) =>
  z.union([z.strictObject({ seed, algorithm }), z.strictObject({ explicit: z.unknown() })]);
const dealSourceV2 = (seed: z.ZodMiniType<number | string>) =>
  z.union([
    z.strictObject({ seed, algorithm }),
    z.strictObject({ explicit: z.unknown() }),
    z.strictObject({ position: z.unknown() }),
  ]);

const recordShape = <V extends number, D extends z.ZodMiniType>(version: V, dealSource: D) =>
  z.strictObject({
    format: z.literal(RECORD_FORMAT),
    formatVersion: z.literal(version),
    ruleset: z.strictObject({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      version: z.string().check(z.minLength(1), z.maxLength(32)),
      /** Every option value, resolved (defaults written out). */
      options: z.record(z.string().check(z.maxLength(64)), z.unknown()),
    }),
    players: z.int().check(z.minimum(1), z.maximum(16)),
    dealer: z.int().check(z.minimum(0), z.maximum(15)),
    deal: dealSource,
    actions: z.array(z.union([z.string().check(z.minLength(1), z.maxLength(512)), actionObject])),
    result: z.optional(
      z.catchall(
        z.strictObject({
          scores: z.array(z.number()),
          annulled: z.optional(z.boolean()),
        }),
        z.unknown(),
      ),
    ),
    metadata: z.optional(z.record(z.string().check(z.maxLength(64)), scalar)),
  });

/** The strict zod schema of a format 1 record (32-bit seeds only). */
export const recordSchemaV1 = recordShape(1, dealSourceV1(seed32));
/** The strict zod schema of a format 2 record (what `makeRecord` writes): a seed may be 128-bit, a deal may start at a position. */
export const recordSchemaV2 = recordShape(2, dealSourceV2(z.union([seed32, wideSeed])));

/** The strict zod schema of a game record of any format this library reads (see docs/oracle.md). */
export const recordSchema = z.discriminatedUnion('formatVersion', [recordSchemaV1, recordSchemaV2]);

/** A game record: what `makeRecord` writes (format 2) and `replay` / `validate` read (format 1 or 2). */
export type GameRecord = z.output<typeof recordSchema>;
/** A record's deal source: a seed and its dealing algorithm, an explicit deal, or a position's facts. */
export type RecordDeal = GameRecord['deal'];
