/**
 * The game record: versioned JSON describing one deal (or match) completely: the ruleset and every
 * option value, the players and dealer, where the cards came from, the actions as codec strings,
 * and optionally the claimed result and free metadata.
 */
import { z } from 'zod';

/** The `format` field of a game record. */
export const RECORD_FORMAT = 'atout-record';
/** The record format version this library reads and writes. */
export const RECORD_FORMAT_VERSION = 1;

const scalar = z.union([z.string().max(512), z.number(), z.boolean(), z.null()]);

/** The strict zod schema of a game record (see docs/oracle.md for the format). */
export const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  formatVersion: z.literal(RECORD_FORMAT_VERSION),
  ruleset: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.string().min(1).max(32),
    /** Every option value, resolved (defaults written out). */
    options: z.record(z.string().max(64), z.unknown()),
  }),
  players: z.number().int().min(1).max(16),
  dealer: z.number().int().min(0).max(15),
  deal: z.union([
    z.strictObject({ seed: z.number().int().min(0).max(0xffffffff), algorithm: z.string().max(64) }),
    z.strictObject({ explicit: z.unknown() }),
  ]),
  actions: z.array(z.string().min(1).max(512)),
  result: z
    .strictObject({
      scores: z.array(z.number()),
      annulled: z.boolean().optional(),
    })
    .catchall(z.unknown())
    .optional(),
  metadata: z.record(z.string().max(64), scalar).optional(),
});

/** A game record: what `makeRecord` writes and `replay` / `validate` read. */
export type GameRecord = z.output<typeof recordSchema>;
