import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recordSchema } from '../../src/record/schema.js';

// Classic zod configures the English messages globally when it is imported: it is imported (below)
// only after the first test, which checks that the library's schema modules configure them (through
// src/kernel/zod.ts) when they load.
let classic!: typeof import('zod');

// src/kernel/zod.ts is zod's functional build (zod/mini) with zod's English messages. Each pair below
// writes one schema both ways, with every construct the library's schemas use; on any input both
// must accept the same values (with the same defaults filled in) and refuse with the same issues,
// messages included (without the English locale, zod/mini says only "Invalid input").
const pairs = (): readonly (readonly [string, z.ZodMiniType, import('zod').ZodType])[] => [
  [
    'whole number in a range, multiple of',
    z.int().check(z.minimum(10), z.maximum(1000), z.multipleOf(10)),
    classic.number().int().min(10).max(1000).multipleOf(10),
  ],
  [
    'string: regex with its message, lengths',
    z.string().check(z.regex(/^[0-9a-f]{4}$/, 'four hex digits'), z.maxLength(3)),
    classic
      .string()
      .regex(/^[0-9a-f]{4}$/, 'four hex digits')
      .max(3),
  ],
  [
    'strict object: enum, literals, optional, nullable, defaults',
    z.strictObject({
      players: z._default(z.union([z.literal(3), z.literal(4), z.literal(5)]), 4),
      mode: z._default(z.enum(['classic', 'goulash']), 'classic'),
      bid: z.optional(z.nullable(z.number())),
      seats: z._default(z.array(z.int().check(z.minimum(0))).check(z.length(2)), [0, 1]),
    }),
    classic.strictObject({
      players: classic.union([classic.literal(3), classic.literal(4), classic.literal(5)]).default(4),
      mode: classic.enum(['classic', 'goulash']).default('classic'),
      bid: classic.number().nullable().optional(),
      seats: classic.array(classic.number().int().min(0)).length(2).default([0, 1]),
    }),
  ],
  [
    'refinement with a path',
    z
      .strictObject({ dealer: z.number(), players: z.number() })
      .check(z.refine((o) => o.dealer < o.players, { path: ['dealer'], message: 'options/x: below players' })),
    classic
      .strictObject({ dealer: classic.number(), players: classic.number() })
      .refine((o) => o.dealer < o.players, { path: ['dealer'], message: 'options/x: below players' }),
  ],
  [
    'discriminated union, catchall, record, tuple',
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('a'), pair: z.tuple([z.number(), z.number()]) }),
      z.catchall(z.strictObject({ type: z.literal('b') }), z.unknown()),
      z.strictObject({ type: z.literal('c'), meta: z.record(z.string().check(z.maxLength(3)), z.boolean()) }),
    ]),
    classic.discriminatedUnion('type', [
      classic.strictObject({ type: classic.literal('a'), pair: classic.tuple([classic.number(), classic.number()]) }),
      classic.strictObject({ type: classic.literal('b') }).catchall(classic.unknown()),
      classic.strictObject({
        type: classic.literal('c'),
        meta: classic.record(classic.string().max(3), classic.boolean()),
      }),
    ]),
  ],
];

/** Inputs near the pairs' shapes: small numbers, hex-ish strings, objects with their keys and others. */
const input = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(0, 1, 3, 4, 10, 15, 20, 2000, -10, 2.5, Infinity, 'a', 'b', 'c', 'classic', 'abcd', '12', null),
    fc.integer({ min: -20, max: 1100 }),
    fc.stringMatching(/^[0-9a-g]{0,5}$/),
    fc.boolean(),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('players', 'mode', 'bid', 'seats', 'dealer', 'type', 'pair', 'meta', 'plyers', 'ab', 'abcd'),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

const outcome = (r: { success: boolean; data?: unknown; error?: { issues: readonly unknown[] } }) =>
  r.success ? { data: r.data } : { issues: JSON.parse(JSON.stringify(r.error!.issues)) as unknown };

describe('englishMessages: zod/mini with English messages', () => {
  it('refuses with the English message, as classic zod does (before classic zod is imported)', async () => {
    expect(recordSchema.safeParse({ format: 'atout-record', formatVersion: 2 }).error?.issues[0]?.message).toBe(
      'Invalid input: expected object, received undefined',
    );
    expect(z.int().safeParse('x').error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
    expect(z.int().check(z.maximum(3)).safeParse(4).error?.issues[0]?.message).toBe(
      'Too big: expected number to be <=3',
    );
    classic = await import('zod');
  });

  it('the same values accepted, the same issues, as the same schemas in classic zod', () => {
    for (const [name, mini, full] of pairs())
      fc.assert(
        fc.property(input, (v) => {
          expect(outcome(mini.safeParse(v, { reportInput: true })), name).toEqual(
            outcome(full.safeParse(v, { reportInput: true })),
          );
        }),
        { numRuns: 300 },
      );
  });

  it('the same JSON Schema', () => {
    for (const [, mini, full] of pairs())
      expect(z.toJSONSchema(mini, { io: 'input', unrepresentable: 'any' })).toEqual(
        classic.toJSONSchema(full, { io: 'input', unrepresentable: 'any' }),
      );
  });
});
