/**
 * The Coinche action codec and schemas. The auction's calls: `pass`, `bid:90H` (a value and a
 * strain: S H D C, TA, SA), `capot:H`, `coinche`, `surcoinche`; the card play's are Belote's
 * (`announce:run3-KS`, `play:KH+belote`, read and written by Belote's codec). Any may be prefixed
 * by the acting seat (`2:coinche`). `decode` is the exact inverse of `encode` and never throws; ids
 * are dense integers by kind, so `legal` in id order is sorted.
 */
import * as z from 'zod/mini';
import { actionReader, fromObjectOn } from '../../kernel/action-object.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { Codec } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { englishMessages } from '../../kernel/zod.js';
import { beloteActionObjectSchema, CARD_PLAY_ACTIONS } from '../belote/action-schema.js';
import {
  actionFields,
  decodeAction,
  listedPlay,
  seatedAction,
  encodeAction,
  moveId,
  moveOf,
  PLAY_ACTIONS,
  toAction,
} from '../belote/codec.js';
import type { BeloteMove } from '../belote/state.js';
import { STRAINS, type Call, type Strain } from './auction.js';
import type { CoincheAction } from './state.js';
import type { CoincheError, CoincheErrorCode } from './step.js';
import { fromCardPlay } from './step.js';

englishMessages();

/** An action as the game's modules read it: a call of the auction, or a move of Belote's card play. */
export type CoincheMove =
  | { readonly type: 'call'; readonly call: Call; readonly seat?: Seat }
  | Extract<BeloteMove, { type: 'announce' | 'play' }>;

const seatSchema = z.optional(z.int().check(z.minimum(0), z.maximum(3)));
const strainSchema = z.enum(STRAINS);
const [, , announceSchema, playSchema] = beloteActionObjectSchema.def.options;

/** A Coinche action as an object on the wire. */
export const coincheActionObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass'), seat: seatSchema }),
  z.strictObject({ type: z.literal('bid'), value: z.int(), strain: strainSchema, seat: seatSchema }),
  z.strictObject({ type: z.literal('capot'), strain: strainSchema, seat: seatSchema }),
  z.strictObject({ type: z.literal('coinche'), seat: seatSchema }),
  z.strictObject({ type: z.literal('surcoinche'), seat: seatSchema }),
  announceSchema,
  playSchema,
]);

const STRAIN = '(?:S|H|D|C|TA|SA)';

/** The schema of one action string (for the JSON Schema of records' actions). */
export const coincheActionSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(
        `^(?:[0-3]:)?(?:pass|coinche|surcoinche|bid:[1-9][0-9]{1,3}${STRAIN}|capot:${STRAIN}|${CARD_PLAY_ACTIONS})$`,
      ),
    ),
  );

const malformed = (why: string): CoincheError => ruleError('action/malformed', `Not a Coinche action: ${why}`);

/** The move of an action object, or why it is none. */
export function coincheMoveOf(a: unknown): Either<CoincheError, CoincheMove> {
  // A play `legal` listed: Belote's, read with one look-up.
  const listed = typeof a === 'object' && a !== null ? listedPlay(a) : undefined;
  if (listed !== undefined) return listed as Either<CoincheError, CoincheMove>;
  const fields = actionFields(a);
  if (typeof fields === 'string') return left(malformed(fields));
  const { o, by, only } = fields;
  const strain = (): Strain | undefined =>
    (STRAINS as readonly unknown[]).includes(o['strain']) ? (o['strain'] as Strain) : undefined;
  switch (o['type']) {
    case 'pass':
    case 'coinche':
    case 'surcoinche':
      return only('type')
        ? right({ type: 'call', call: { type: o['type'] }, ...by })
        : left(malformed(`a ${o['type']} has no other field.`));
    case 'bid': {
      const value = o['value'];
      const s = strain();
      if (
        !only('type', 'value', 'strain') ||
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < 1 ||
        value > 9999 ||
        s === undefined
      )
        return left(malformed('a bid is { type: "bid", value, strain: S H D C TA SA }.'));
      return right({ type: 'call', call: { type: 'bid', value, strain: s }, ...by });
    }
    case 'capot': {
      const s = strain();
      if (!only('type', 'strain') || s === undefined) return left(malformed('a capot is { type: "capot", strain }.'));
      return right({ type: 'call', call: { type: 'capot', strain: s }, ...by });
    }
    case 'announce':
    case 'play': {
      const m = moveOf(a, 'Coinche');
      if (m._tag === 'Left') return left(fromCardPlay(m.left));
      return m.right.type === 'announce' || m.right.type === 'play' ? right(m.right) : left(malformed('not a play.'));
    }
    default:
      return left(malformed('the type is pass, bid, capot, coinche, surcoinche, announce or play.'));
  }
}

/** The action object of a move. */
export function coincheToAction(m: CoincheMove): CoincheAction {
  if (m.type !== 'call') return toAction(m) as CoincheAction;
  const seat = m.seat === undefined ? {} : { seat: m.seat };
  return { ...m.call, ...seat };
}

/** The action string of an action (`bid:90H`, `capot:S`, `2:coinche`, `play:KH+belote`). */
export function encodeCoinche(a: CoincheAction): string {
  const prefix = a.seat === undefined ? '' : `${a.seat}:`;
  switch (a.type) {
    case 'pass':
    case 'coinche':
    case 'surcoinche':
      return `${prefix}${a.type}`;
    case 'bid':
      return `${prefix}bid:${a.value}${a.strain}`;
    case 'capot':
      return `${prefix}capot:${a.strain}`;
    case 'announce':
    case 'play':
      return encodeAction(a);
  }
}

/** The action of an action string, or why it is none. */
export function decodeCoinche(text: unknown): Either<CoincheError, CoincheAction> {
  const seated = seatedAction(text);
  if (seated === undefined)
    return left(malformed('an action string is pass, bid:90H, capot:H, coinche, surcoinche, announce:… or play:KH.'));
  const { seat, body } = seated;
  let object: Record<string, unknown>;
  const bid = /^bid:([0-9]{1,4})(S|H|D|C|TA|SA)$/.exec(body);
  const capot = /^capot:(S|H|D|C|TA|SA)$/.exec(body);
  if (body === 'pass' || body === 'coinche' || body === 'surcoinche') object = { type: body };
  else if (bid) object = { type: 'bid', value: Number(bid[1]), strain: bid[2] };
  else if (capot) object = { type: 'capot', strain: capot[1] };
  else if (body.startsWith('announce:') || body.startsWith('play:')) {
    const a = decodeAction(text);
    return a._tag === 'Left' ? left(fromCardPlay(a.left)) : right(a.right as CoincheAction);
  } else
    return left(
      malformed(`"${text}": an action string is pass, bid:90H, capot:H, coinche, surcoinche, announce:… or play:KH.`),
    );
  const move = coincheMoveOf({ ...object, ...seat });
  if (move._tag === 'Left') return move;
  const action = coincheToAction(move.right);
  // The exact inverse of encode: one spelling per action.
  return encodeCoinche(action) === text ? right(action) : left(malformed(`"${text}" is not written canonically.`));
}

/** The base of the card play's ids (Belote's ids above it, above every bid's). */
const CARD_PLAY_BASE = 100_000;

/**
 * The id of a move, one per action: pass 0, coinche 1, surcoinche 2, capot 3 + strain, a bid
 * 10 + strain × 10 000 + its value (1 … 9999), Belote's moves from 100 000.
 */
export function coincheMoveId(m: CoincheMove): number {
  if (m.type !== 'call') return CARD_PLAY_BASE + moveId(m);
  const c = m.call;
  switch (c.type) {
    case 'pass':
      return 0;
    case 'coinche':
      return 1;
    case 'surcoinche':
      return 2;
    case 'capot':
      return 3 + STRAINS.indexOf(c.strain);
    case 'bid':
      return 10 + STRAINS.indexOf(c.strain) * 10_000 + c.value;
  }
}

/** The kernel's one reader of action values from outside: the codec's `fromObject` and the checked API read every action with it. */
export const readAction = actionReader('Coinche', coincheActionObjectSchema, PLAY_ACTIONS);

/** The Coinche action codec. */
export const coincheCodec: Codec<CoincheAction, CoincheErrorCode> = {
  encode: encodeCoinche,
  decode: decodeCoinche,
  id: (a) => {
    const m = coincheMoveOf(a);
    return m._tag === 'Right' ? coincheMoveId(m.right) : -1;
  },
  toObject: (a) => ({ ...a }),
  fromObject: /* @__PURE__ */ fromObjectOn(readAction, coincheMoveOf, coincheToAction),
};
