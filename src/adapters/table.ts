/**
 * A table as a game server holds it, for both server adapters: the ruleset, the current state,
 * where the deal (or match) started and the actions so far. Untrusted moves go through `submit`;
 * what a seat receives is its `view`, its legal actions when it is to act, and the events it may
 * see; the table saves as atout's save format (signed with the server's key) and resumes from it.
 * Plain data in and out, no framework: the adapters hold one per match.
 */
import { isLeft, right, type Either } from '../kernel/either.js';
import type { RuleError } from '../kernel/errors.js';
import { hmacSha256 } from '../kernel/hmac.js';
import type { ErrorOf, GameTypes, Ruleset, Source } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import type { Seed } from '../kernel/seed.js';
import { eventsFor } from '../kernel/view.js';
import { deserialize, serialize, type SaveError } from '../record/saved.js';
import { submit, type SubmitError } from '../record/submit.js';

/**
 * The server's secret: bytes, or text taken as UTF-8 (at least 32 random bytes); what `serialize`
 * signs saves with.
 */
export type ServerKey = Uint8Array | string;

/** A seat of the table, or a spectator. */
export type Viewer = Seat | 'spectator';

/** A table: the state of one deal or match on a server, with its start and its actions. */
export interface Table<G extends GameTypes> {
  readonly state: G['state'];
  readonly source: Source<G['deal'], unknown>;
  /** The actions so far as codec strings (the save's form). */
  readonly actions: readonly string[];
  /** The events of the last accepted action (every audience: filter them with `seen`). */
  readonly events: readonly G['event'][];
}

/** A refusal as a client receives it: the rule error's code, its message and its detail. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly detail: unknown;
}

/** What one seat (or a spectator) receives after each change: all of it built from `view`. */
export interface SeatUpdate<G extends GameTypes> {
  /** Who this is for. */
  readonly seat: Viewer;
  /** `ruleset.view(state, seat)`. */
  readonly view: G['view'];
  /** The events of the last action this seat may see (`eventsFor`). */
  readonly events: readonly G['event'][];
  /** The seat to act, or `'done'`. */
  readonly actor: Seat | 'done';
  /** The seat's legal actions when it is to act (plain JSON, as `legal` lists them), else empty. */
  readonly legal: readonly G['action'][];
  /** The result once the deal (or match) is over, else null. */
  readonly result: G['result'] | null;
  /** How many actions were applied so far: events are those of action number `step`. */
  readonly step: number;
}

/** A new table from a seed; the ruleset's setup errors (`options/…`, `setup/…`) as a Left. */
export function openTable<G extends GameTypes>(
  rules: Ruleset<G>,
  options: G['optionsInput'] | undefined,
  seed: Seed,
): Either<ErrorOf<G>, Table<G>> {
  const source: Source<G['deal'], unknown> = { seed };
  const state = rules.setup(options, source);
  return isLeft(state) ? state : right({ state: state.right, source, actions: [], events: [] });
}

/** The table after `seat`'s untrusted move (`submit`), or the refusal; the table is not changed. */
export function move<G extends GameTypes>(
  rules: Ruleset<G>,
  table: Table<G>,
  seat: unknown,
  input: unknown,
): Either<SubmitError<G>, Table<G>> {
  const step = submit(rules, table.state, seat, input);
  if (isLeft(step)) return step;
  return right({
    state: step.right.state,
    source: table.source,
    actions: [...table.actions, rules.codec.encode(step.right.action)],
    events: step.right.events,
  });
}

/** A refusal for the wire: the error's code, message and detail. */
export const refusalOf = (e: RuleError): Refusal => ({ code: e.code, message: e.message, detail: e.detail });

/** What `seat` receives now. */
export function updateFor<G extends GameTypes>(rules: Ruleset<G>, table: Table<G>, seat: Viewer): SeatUpdate<G> {
  const actor = rules.actor(table.state);
  return {
    seat,
    view: rules.view(table.state, seat),
    events: eventsFor(table.events, seat),
    actor,
    legal: actor === seat ? rules.legal(table.state) : [],
    result: rules.result(table.state) ?? null,
    step: table.actions.length,
  };
}

/** The table as atout's save (format 2), signed with `key`. */
export const saveTable = <G extends GameTypes>(rules: Ruleset<G>, table: Table<G>, key: ServerKey): string =>
  serialize(rules, { state: table.state, source: table.source, actions: table.actions }, { key });

/** A table resumed from a save signed with `key` (`deserialize`); its last events are not kept. */
export function resumeTable<G extends GameTypes>(
  rules: Ruleset<G>,
  text: unknown,
  key: ServerKey,
): Either<SaveError, Table<G>> {
  const resumed = deserialize(rules, text, { key });
  if (isLeft(resumed)) return resumed;
  const { state, game } = resumed.right;
  const actions = game.actions.map((a) => (typeof a === 'string' ? a : rules.codec.encode(a)));
  return right({ state, source: game.source, actions, events: [] });
}

const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A secret derived from the server's key and a public label: 32 hex digits (a 128-bit seed), or
 * the 64 of a whole tag. What a client holds (a label) tells nothing without the key.
 */
export const derived = (key: ServerKey, purpose: string, label: string, digits: 32 | 64 = 32): string =>
  hexOf(hmacSha256(key, `atout/${purpose}\n${label}`)).slice(0, digits);
