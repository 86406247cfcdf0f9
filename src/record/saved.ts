/**
 * Save and resume, for a server that stores a game in a database. A save never carries a state to
 * be trusted: it holds where the game started (the options, the dealer, a seed with its dealing
 * algorithm or an explicit deal) and the actions as codec strings, i.e. a game record. Resuming
 * checks the options against the ruleset's schema and the action count against
 * `traits.maxActions` before anything is dealt, then replays every action through the checked
 * `apply`. Saves of format 1 (a whole state) are migrated: the ruleset rebuilds the deal and the
 * actions from the state (`Ruleset.history`), they are replayed, and the replayed state must equal
 * the saved one. Never throws.
 */
import { deepEqual } from '../kernel/data.js';
import { isLeft, left, right, type Either } from '../kernel/either.js';
import { isOneOf } from '../kernel/codes.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { brief, optionsError, showValue } from '../kernel/options-error.js';
import { hmacSha256, sameBytes, type Bytes } from '../kernel/hmac.js';
import { DESERIALIZE_ERROR_CODES, type DeserializeErrorCode, type SAVE_ERROR_CODES } from './codes.js';

/** An error of `deserialize`. */
/** The error of `deserialize`: a `save/…`, `input/…`, `record/algorithm-mismatch` or `internal/error` code. */
export type SaveError = RuleError<DeserializeErrorCode>;
/** A `save/…` code. */
type SaveCode = (typeof SAVE_ERROR_CODES)[number];
import type { GameTypes, Ruleset, Source } from '../kernel/ruleset.js';
import { DEFAULT_LIMITS, parseJson, type InputLimits } from './guard.js';
import { makeRecord, registryOf, replay, sourceOf, type ReplayError } from './replay.js';
import type { GameRecord } from './schema.js';

/** The `format` field of a save. */
export const STATE_FORMAT = 'atout-state';
/** The save format version this library writes (it reads 1 and 2). */
export const STATE_FORMAT_VERSION = 2;

/** A game as a server keeps it: any state of it (for its options), where it started and its actions. */
export interface SavedGame<G extends GameTypes> {
  /** A state of this game (the current one, or the one `setup` returned): its options are saved. */
  readonly state: G['state'];
  /** The source given to `setup`: a seed, an explicit deal, or a position's facts. */
  readonly source: Source<G['deal'], unknown>;
  /**
   * Every action applied since `setup`, in order: action objects as `legal` returns them, or their
   * action strings (`rules.codec.encode`); the save holds strings.
   */
  readonly actions: readonly (string | G['action'])[];
}

/** A resumed save: the replayed state, and the game to save again after more actions. */
export interface Resumed<G extends GameTypes> {
  readonly state: G['state'];
  readonly game: SavedGame<G>;
  /** True when the save was of format 1 and was migrated by replaying its history. */
  readonly migrated: boolean;
}

/** The key a server signs its saves with: bytes, or text taken as UTF-8 (at least 32 random bytes). */
export type SaveKey = Bytes;

/** How `serialize` writes a save: with `key`, signed (HMAC-SHA-256), so that `deserialize` can refuse a forgery. */
export interface SerializeOptions {
  readonly key?: SaveKey;
}

/** How `deserialize` reads a save: with `key`, only a save signed with that key; within `limits`. */
export interface DeserializeOptions {
  readonly key?: SaveKey;
  readonly limits?: InputLimits;
}

/** The `signature.algorithm` of a signed save. */
export const SAVE_SIGNATURE_ALGORITHM = 'hmac-sha256';

/**
 * The tag of a save's record: HMAC-SHA-256 under the key of the UTF-8 bytes of
 * `atout-state/2\n` followed by the record as `JSON.stringify` writes it (what is signed is what
 * is replayed: the record read back from the save and written again).
 */
const tagOf = (key: SaveKey, record: unknown): Uint8Array =>
  hmacSha256(key, `${STATE_FORMAT}/${STATE_FORMAT_VERSION}\n${JSON.stringify(record)}`);

const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The 32 bytes of a tag written as 64 hex digits, or undefined. */
const tagBytes = (x: unknown): Uint8Array | undefined =>
  typeof x === 'string' && /^[0-9a-f]{64}$/.test(x)
    ? Uint8Array.from({ length: 32 }, (_, i) => parseInt(x.slice(2 * i, 2 * i + 2), 16))
    : undefined;

const isSavedGame = (x: unknown): x is SavedGame<GameTypes> =>
  typeof x === 'object' && x !== null && 'source' in x && 'actions' in x && 'state' in x;

/**
 * A game as versioned JSON text (save format 2: the game's record, options written out in full),
 * for a server's database. Resume it with `deserialize`. With `{ key }` the save is signed:
 * `signature: { algorithm: 'hmac-sha256', tag }`, the tag in 64 hex digits, and
 * `deserialize(rules, text, { key })` refuses any save whose tag does not match (a client that
 * holds a save cannot swap two cards between hands and have the save replay).
 *
 * ```ts
 * const text = serialize(tarot, { state, source: { seed }, actions }, { key }); // actions: objects from legal() or action strings
 * ```
 */
export function serialize<G extends GameTypes>(
  rules: Ruleset<G>,
  game: SavedGame<G>,
  options?: SerializeOptions,
): string;
/**
 * @deprecated Save `{ state, source, actions }` instead. This form saves a deal state whose ruleset
 * can rebuild its history (`Ruleset.history`: Tarot, Goulash and Tarabish deals, as an explicit
 * deal and its actions) and throws a TypeError for any other state (a match state).
 */
export function serialize<G extends GameTypes>(rules: Ruleset<G>, state: G['state']): string;
export function serialize<G extends GameTypes>(
  rules: Ruleset<G>,
  game: SavedGame<G> | G['state'],
  options: SerializeOptions = {},
): string {
  let saved: SavedGame<G>;
  if (isSavedGame(game)) saved = game as SavedGame<G>;
  else {
    const h = rules.history?.(game);
    if (h === undefined || isLeft(h))
      throw new TypeError(
        `serialize(rules, state): ${rules.id} cannot rebuild a state's history; pass { state, source, actions }.`,
      );
    saved = { state: game, source: { deal: h.right.deal }, actions: h.right.actions };
  }
  const record = makeRecord(rules, saved.state, saved.source, saved.actions);
  const key = options.key;
  return JSON.stringify({
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    record,
    ...(key === undefined
      ? {}
      : { signature: { algorithm: SAVE_SIGNATURE_ALGORITHM, tag: hexOf(tagOf(key, record)) } }),
  });
}

/** Whether a format-2 save carries a valid tag of its record under the key (compared in constant time). */
function signedWith(key: SaveKey, v: Record<string, unknown>): boolean {
  const sig = v['signature'] as Record<string, unknown> | null | undefined;
  if (typeof sig !== 'object' || sig === null || sig['algorithm'] !== SAVE_SIGNATURE_ALGORITHM) return false;
  const tag = tagBytes(sig['tag']);
  return tag !== undefined && sameBytes(tag, tagOf(key, v['record']));
}

const saveError = (code: SaveCode, message: string, detail: Record<string, unknown> = {}): SaveError =>
  ruleError(code, message, detail);

/**
 * Resumes a save written by `serialize` (format 2) or by earlier versions (format 1, migrated).
 * Refuses, with a specific code: text that is not a save (`input/...`, `save/malformed`), another
 * format version (`save/bad-format-version`), another ruleset (`save/wrong-ruleset`), another rules
 * version (`save/bad-version`), options the schema refuses (`save/bad-options`, before any deal is
 * built), more actions than a game can have (`save/too-many-actions`, before replaying), a deal
 * that cannot be set up (`save/bad-setup`), an action that cannot be read (`save/bad-action`) or
 * that the rules refuse (`save/illegal-action`, its rule error as `detail.cause`), and a format-1
 * state that is not the one its history replays to (`save/state-mismatch`) or whose history
 * cannot be rebuilt (`save/not-migratable`: match states and rulesets without `history`). The
 * text is read within `limits` (`DEFAULT_LIMITS`, which the save of the longest match passes; pass
 * tighter ones to refuse more: the record inside is checked again by `replay` under the defaults).
 * With `{ key }` (a server's own saves, signed by `serialize(…, { key })`), a save whose
 * signature does not match its record under that key, or that has none (format 1 included), is
 * refused with `save/bad-signature` before anything is replayed; the tags are compared in
 * constant time. The third argument is `{ key?, limits? }`, or the limits alone.
 * Never throws.
 * @returns Left with a `save/…` code, `input/…`, `record/algorithm-mismatch` or `internal/error`
 *   (`DESERIALIZE_ERROR_CODES`).
 */
export function deserialize<G extends GameTypes>(
  rules: Ruleset<G>,
  text: unknown,
  options: DeserializeOptions | InputLimits = {},
): Either<SaveError, Resumed<G>> {
  try {
    const { key, limits = DEFAULT_LIMITS }: DeserializeOptions =
      'maxTextLength' in options ? { limits: options } : options;
    const parsed = parseJson(text, limits);
    if (isLeft(parsed)) return parsed;
    const v = parsed.right as Record<string, unknown> | null;
    if (typeof v !== 'object' || v === null || Array.isArray(v) || v['format'] !== STATE_FORMAT)
      return left(
        saveError('save/malformed', `This is not a saved atout game: its "format" is not "${STATE_FORMAT}".`, {
          field: 'format',
          received: brief(typeof v === 'object' && v !== null && !Array.isArray(v) ? v['format'] : v),
          expected: STATE_FORMAT,
        }),
      );
    const version = v['formatVersion'];
    if (key !== undefined && (version !== 2 || !signedWith(key, v)))
      return left(
        saveError(
          'save/bad-signature',
          "The save is not signed with this server's key: it was altered, or written elsewhere.",
        ),
      );
    if (version === 2) return resumeRecord(rules, v['record'], undefined);
    if (version === 1) return migrate(rules, v);
    return left(
      saveError(
        'save/bad-format-version',
        `Save format version ${textOf(version, 20)} is not supported (this library reads 1 and ${STATE_FORMAT_VERSION}).`,
        { field: 'formatVersion', received: brief(version), allowed: [1, STATE_FORMAT_VERSION] },
      ),
    );
  } catch (e) {
    return left(
      ruleError('internal/error', `Resuming failed unexpectedly: ${e instanceof Error ? e.message.slice(0, 200) : ''}`),
    );
  }
}

/** A saved value in a message: a string as written (cut at `max`), anything else as `showValue` shows it (never a throw). */
const textOf = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : showValue(v));

/** Checks the ruleset named by a save (format 1's `ruleset`, format 2's `record.ruleset`). */
function checkRuleset(rules: { id: string; version: string }, rs: unknown): SaveError | undefined {
  const r = rs as Record<string, unknown> | null | undefined;
  if (typeof r !== 'object' || r === null || r['id'] !== rules.id)
    return saveError('save/wrong-ruleset', `The save is for "${textOf(r?.['id'], 64)}", not "${rules.id}".`, {
      field: 'ruleset.id',
      received: brief(r?.['id']),
      expected: rules.id,
    });
  if (r['version'] !== rules.version)
    return saveError(
      'save/bad-version',
      `The game was saved under ${rules.id} rules version ${textOf(r['version'], 32)}; this library plays version ${rules.version}. It is not resumed under other rules.`,
      { savedVersion: r['version'], libraryVersion: rules.version },
    );
  return undefined;
}

/** The `save/...` code (and the start of its message) for each way a save's record can fail before replaying. */
const FROM_RECORD: Readonly<Record<string, readonly [SaveCode, string]>> = {
  'record/malformed': ['save/malformed', 'The save is malformed:'],
  'record/bad-format-version': ['save/malformed', 'The save is malformed:'],
  'record/unknown-ruleset': ['save/wrong-ruleset', 'The save is for another ruleset:'],
  'record/bad-version': ['save/bad-version', 'The save is for other rules:'],
  'record/bad-options': ['save/bad-options', 'The saved options are invalid:'],
  'record/too-many-actions': ['save/too-many-actions', 'The save has more actions than a game can have:'],
  'record/bad-deal-algorithm': ['save/bad-deal-algorithm', 'The saved deal algorithm is unknown:'],
  'record/bad-setup': ['save/bad-setup', 'The saved deal cannot be set up:'],
  'record/players-mismatch': ['save/bad-setup', 'The saved deal cannot be set up:'],
  'record/dealer-mismatch': ['save/bad-setup', 'The saved deal cannot be set up:'],
};

/** The `save/...` error for a record that does not replay (`input/...` and `internal/...` pass through). */
function fromReplay(e: ReplayError): SaveError {
  if (e.index !== null && e.code === 'record/bad-action')
    return saveError('save/bad-action', `An action of the save cannot be read. ${e.message}`, {
      ...e.detail,
      index: e.index,
      action: e.action,
    });
  if (e.index !== null)
    return saveError('save/illegal-action', `An action of the save does not replay. ${e.message}`, {
      index: e.index,
      action: e.action,
      cause: e.cause,
    });
  const mapped = FROM_RECORD[e.code];
  // the record's own words without its opening ("The record's options are invalid:"), after the save's
  if (mapped) return saveError(mapped[0], `${mapped[1]} ${e.message.replace(/^The record's [a-z ]+: /, '')}`, e.detail);
  // bad input, an unexpected failure, a seed that does not fit its algorithm: as `replay` said
  return isOneOf(DESERIALIZE_ERROR_CODES, e.code)
    ? ruleError(e.code, e.message, e.detail)
    : ruleError('internal/error', e.message, e.detail);
}

/** Replays a format-2 save's record; with `expected`, the replayed state must equal it. */
function resumeRecord<G extends GameTypes>(
  rules: Ruleset<G>,
  record: unknown,
  expected: unknown,
): Either<SaveError, Resumed<G>> {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return left(saveError('save/malformed', 'The save has no record.'));
  const bad = checkRuleset(rules, (record as Record<string, unknown>)['ruleset']);
  if (bad) return left(bad);
  const r = replay(record, registryOf(rules as unknown as Ruleset<GameTypes>));
  if (isLeft(r)) return left(fromReplay(r.left));
  const state = r.right.state as G['state'];
  if (expected !== undefined && !deepEqual(JSON.parse(JSON.stringify(state)), expected))
    return left(saveError('save/state-mismatch', 'The saved state is not the state its history replays to.'));
  const rec: GameRecord = r.right.record;
  const source = sourceOf(rec.deal) as Source<G['deal'], unknown>;
  // the actions as the record's strings (an action object of the record read as its string)
  const actions = r.right.steps.map((step) => step.action);
  return right({ state, game: { state, source, actions }, migrated: expected !== undefined });
}

/** Format 1 held a whole state: rebuild its deal and actions, replay them, compare. */
function migrate<G extends GameTypes>(rules: Ruleset<G>, v: Record<string, unknown>): Either<SaveError, Resumed<G>> {
  const bad = checkRuleset(rules, v['ruleset']);
  if (bad) return left(bad);
  const state = v['state'];
  if (typeof state !== 'object' || state === null || Array.isArray(state))
    return left(saveError('save/malformed', 'The save has no state.'));
  if (rules.history === undefined)
    return left(
      saveError(
        'save/not-migratable',
        `A ${rules.id} save of format 1 cannot be migrated: its state does not hold its history (a match keeps only the results of its past deals). Start the game again, or save it from its record.`,
      ),
    );
  let record: GameRecord;
  try {
    // The options first, through the schema (the bounds of `setup`), before any rule runs on them.
    const options = rules.options.safeParse(rules.settings(state as G['state']), { reportInput: true });
    if (!options.success) {
      const e = optionsError(rules.options, options.error.issues);
      return left(saveError('save/bad-options', `The saved state's options are invalid: ${e.message}`, e.detail));
    }
    const h = rules.history(state as G['state']);
    if (isLeft(h)) return left(saveError('save/state-mismatch', `The saved state is inconsistent: ${h.left.message}`));
    record = makeRecord(rules, state as G['state'], { deal: h.right.deal }, h.right.actions);
  } catch {
    return left(saveError('save/state-mismatch', 'The saved state is inconsistent: its history cannot be rebuilt.'));
  }
  return resumeRecord(rules, record, state);
}
