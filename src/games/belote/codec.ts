/**
 * The Belote action codec: `pass`, `take` (first round), `take:H` (second round), `announce:`
 * (none) / `announce:run3-KS+four-J`, `play:JS`, `play:KH+belote`, `play:QH+rebelote`; any may be
 * prefixed by the acting seat (`2:take`). Announcements are written in canonical order (the order
 * of `meldsHeld`). `decode` is the exact inverse of `encode` and never throws; ids are dense
 * integers by action kind, then card or selection, so `legal` in id order is sorted.
 */
import {
  actionReader,
  fromObjectOn,
  indexedActions,
  indexOfAction,
  numericCardError,
} from '../../kernel/action-object.js';
import { parseCard } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { Codec } from '../../kernel/ruleset.js';
import { isSeat, type Seat } from '../../kernel/seat.js';
import { SUIT_LETTERS } from '../../family/cards.js';
import { formatMeld, parseMeldOf, type Meld } from '../../family/melds.js';
import { beloteActionObjectSchema } from './action-schema.js';
import { beloteDeck } from './cards.js';
import type { BeloteAction, BeloteCalls, BeloteMove, SuitLetter } from './state.js';
import type { BeloteError, BeloteErrorCode } from './step.js';

const CALL_NAMES = [undefined, 'belote', 'rebelote'] as const;

import { canonicalMelds, meldIndex } from '../../family/melds.js';

export { canonicalMelds, meldIndex };
/** The base of a declaration's digits in an action id (`meldIndex` is below it). */
const MELD_BASE = 371;

/**
 * The play actions `legal` lists: one frozen object per card and call (index card × 3 + call),
 * shared by every state and knowing its index, so that `apply` reads one with a look-up; and the
 * move each stands for (its `moveOf` answer, built once too).
 */
export const PLAY_ACTIONS: readonly (BeloteAction | undefined)[] = indexedActions(
  Array.from({ length: 128 * 3 }, (_, i): BeloteAction | undefined => {
    const card = beloteDeck.names.get(Math.floor(i / 3));
    const call = CALL_NAMES[i % 3];
    return card === undefined ? undefined : call === undefined ? { type: 'play', card } : { type: 'play', card, call };
  }),
);
const PLAY_MOVES: readonly Either<BeloteError, BeloteMove>[] = Array.from({ length: 128 * 3 }, (_, i) =>
  Object.freeze(right(Object.freeze({ type: 'play' as const, card: Math.floor(i / 3), call: (i % 3) as BeloteCalls }))),
);

/** The move of a play `legal` listed (that very object), else undefined. */
export function listedPlay(a: object): Either<BeloteError, BeloteMove> | undefined {
  const i = indexOfAction(PLAY_ACTIONS, a);
  return i >= 0 ? PLAY_MOVES[i] : undefined;
}

/** The action object of a move. */
export function toAction(m: BeloteMove): BeloteAction {
  const seat = m.seat === undefined ? {} : { seat: m.seat };
  switch (m.type) {
    case 'pass':
      return { type: 'pass', ...seat };
    case 'take':
      return m.suit === null ? { type: 'take', ...seat } : { type: 'take', suit: SUIT_LETTERS[m.suit]!, ...seat };
    case 'announce':
      return { type: 'announce', melds: canonicalMelds(m.melds).map(formatMeld), ...seat };
    case 'play': {
      if (m.seat === undefined) return PLAY_ACTIONS[m.card * 3 + m.call]!;
      const call = CALL_NAMES[m.call];
      const card = beloteDeck.names.get(m.card)!;
      return call === undefined ? { type: 'play', card, ...seat } : { type: 'play', card, call, ...seat };
    }
  }
}

/** The move an action stands for, or undefined when it is no Belote action (its shape, a card or a meld it cannot read). */
export function toMove(a: unknown): BeloteMove | undefined {
  const r = moveOf(a);
  return r._tag === 'Right' ? r.right : undefined;
}

/** The refusal of what is no action of `game` (Belote, or Coinche playing its cards through this codec). */
const malformedIn = (game: string, why: string): BeloteError =>
  ruleError('action/malformed', `Not a ${game} action: ${why}`);
const malformed = (why: string): BeloteError => malformedIn('Belote', why);

/**
 * An action object's fields (`o`), its acting seat as a field to spread (`by`, empty when not
 * named) and whether it gives no field but `allowed` besides the seat (`only`); or why it is not
 * an action object.
 */
export function actionFields(a: unknown):
  | {
      readonly o: Readonly<Record<string, unknown>>;
      readonly by: { readonly seat?: Seat };
      readonly only: (...allowed: string[]) => boolean;
    }
  | string {
  if (typeof a !== 'object' || a === null) return 'an action is an object with a type.';
  const o = a as Record<string, unknown>;
  const seat = o['seat'];
  if (seat !== undefined && !isSeat(seat, 4)) return 'seat is 0, 1, 2 or 3.';
  const by = seat === undefined ? {} : { seat: seat as Seat };
  const keys = Object.keys(o).filter((k) => k !== 'seat' && o[k] !== undefined);
  return { o, by, only: (...allowed) => keys.every((k) => allowed.includes(k)) };
}

/**
 * The move of an action object, or why it is none; `game` names the game in the refusals (Coinche
 * plays its cards through this codec).
 */
export function moveOf(a: unknown, game = 'Belote'): Either<BeloteError, BeloteMove> {
  const listed = typeof a === 'object' && a !== null ? listedPlay(a) : undefined;
  if (listed !== undefined) return listed;
  const malformed = (why: string): BeloteError => malformedIn(game, why);
  const fields = actionFields(a);
  if (typeof fields === 'string') return left(malformed(fields));
  const { o, by, only } = fields;
  switch (o['type']) {
    case 'pass':
      return only('type') ? right({ type: 'pass', ...by }) : left(malformed('a pass has no other field.'));
    case 'take': {
      if (!only('type', 'suit')) return left(malformed('a take is { type: "take" } or { type: "take", suit }.'));
      if (o['suit'] === undefined) return right({ type: 'take', suit: null, ...by });
      const suit = SUIT_LETTERS.indexOf(o['suit'] as SuitLetter);
      return suit < 0 ? left(malformed('a suit is S, H, D or C.')) : right({ type: 'take', suit, ...by });
    }
    case 'announce': {
      const list = o['melds'];
      if (!only('type', 'melds') || !Array.isArray(list) || list.length > 8)
        return left(malformed('an announcement is { type: "announce", melds: string[] }.'));
      const melds: Meld[] = [];
      for (const t of list) {
        const m = parseMeldOf(beloteDeck, t as string);
        if (m._tag === 'Left') return m;
        melds.push(m.right);
      }
      const sorted = canonicalMelds(melds);
      for (let i = 1; i < sorted.length; i++)
        if (meldIndex(sorted[i]!) === meldIndex(sorted[i - 1]!))
          return left(malformed('an announcement is named twice.'));
      return right({ type: 'announce', melds: sorted, ...by });
    }
    case 'play': {
      if (!only('type', 'card', 'call')) return left(malformed('a play is { type: "play", card, call? }.'));
      // A card by its number (the form of the moves): refused with the name it meant.
      const numeric = numericCardError(game, beloteDeck, o['card']);
      if (numeric !== undefined) return left(numeric);
      const card = parseCard(beloteDeck, o['card']);
      if (card._tag === 'Left') return card;
      const call = o['call'] === undefined ? 0 : CALL_NAMES.indexOf(o['call'] as 'belote');
      if (call < 0) return left(malformed('a call is "belote" or "rebelote".'));
      return right({ type: 'play', card: card.right, call: call as BeloteCalls, ...by });
    }
    default:
      return left(malformed('the type is pass, take, announce or play.'));
  }
}

/** The action string of an action (`take:H`, `play:KH+belote`, `2:pass`). */
export function encodeAction(a: BeloteAction): string {
  const prefix = a.seat === undefined ? '' : `${a.seat}:`;
  switch (a.type) {
    case 'pass':
      return `${prefix}pass`;
    case 'take':
      return a.suit === undefined ? `${prefix}take` : `${prefix}take:${a.suit}`;
    case 'announce':
      return `${prefix}announce:${a.melds.join('+')}`;
    case 'play':
      return `${prefix}play:${a.card}${a.call === undefined ? '' : `+${a.call}`}`;
  }
}

/**
 * An action string (at most 80 characters) with its seat prefix (`2:`) split off: the seat as a
 * field to spread and the rest; undefined for anything else.
 */
export function seatedAction(
  text: unknown,
): { readonly seat: { readonly seat?: number }; readonly body: string } | undefined {
  if (typeof text !== 'string' || text.length > 80) return undefined;
  const seated = /^([0-3]):(.*)$/.exec(text);
  return { seat: seated ? { seat: Number(seated[1]) } : {}, body: seated ? seated[2]! : text };
}

/** The action of an action string, or why it is none. */
export function decodeAction(text: unknown): Either<BeloteError, BeloteAction> {
  const seated = seatedAction(text);
  if (seated === undefined) return left(malformed('an action string is pass, take, take:H, announce:…, or play:KH.'));
  const { seat, body } = seated;
  let object: Record<string, unknown>;
  if (body === 'pass') object = { type: 'pass' };
  else if (body === 'take') object = { type: 'take' };
  else if (body.startsWith('take:')) object = { type: 'take', suit: body.slice(5) };
  else if (body.startsWith('announce:'))
    object = { type: 'announce', melds: body.length === 9 ? [] : body.slice(9).split('+') };
  else if (body.startsWith('play:')) {
    const m = /^play:([^+]*)(?:\+(belote|rebelote))?$/.exec(body);
    if (!m) return left(malformed(`"${text}": a play is play:KH, play:KH+belote or play:QH+rebelote.`));
    object = m[2] === undefined ? { type: 'play', card: m[1] } : { type: 'play', card: m[1], call: m[2] };
  } else return left(malformed(`"${text}": an action string is pass, take, take:H, announce:…, or play:KH.`));
  const move = moveOf({ ...object, ...seat });
  if (move._tag === 'Left') return move;
  const action = toAction(move.right);
  // The exact inverse of encode: one spelling per action.
  return encodeAction(action) === text ? right(action) : left(malformed(`"${text}" is not written canonically.`));
}

/** The id of a move: pass 0, take 1, take:S…C 2…5, plays 8 + card × 3 + call, announcements from 1000. */
export function moveId(m: BeloteMove): number {
  switch (m.type) {
    case 'pass':
      return 0;
    case 'take':
      return m.suit === null ? 1 : 2 + m.suit;
    case 'play':
      return 8 + m.card * 3 + m.call;
    case 'announce': {
      let id = 0;
      for (const x of canonicalMelds(m.melds)) id = id * MELD_BASE + meldIndex(x);
      return 1000 + id;
    }
  }
}

/** The kernel's one reader of action values from outside: the codec's `fromObject` and the checked API read every action with it. */
export const readAction = /* @__PURE__ */ actionReader('Belote', beloteActionObjectSchema, PLAY_ACTIONS);

/** The Belote action codec. */
export const beloteCodec: Codec<BeloteAction, BeloteErrorCode> = {
  encode: encodeAction,
  decode: decodeAction,
  id: (a) => moveId(toMove(a)!),
  toObject: (a) => ({ ...a }),
  fromObject: /* @__PURE__ */ fromObjectOn(readAction, moveOf, toAction),
};
