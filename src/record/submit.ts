/**
 * Untrusted moves for servers: `submit(rules, state, seat, input)` reads the input (an action
 * string such as `"play:21T"`, an action object such as `{ "type": "play", "card": "21T" }`, or
 * `{ "action": "play:21T" }`), refuses a seat that is not the one to act, then applies the action.
 * Never throws, never mutates.
 */
import { isLeft, left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { badSeat, notYourTurn } from '../kernel/explain.js';
import type { CodeOf, ErrorOf, GameTypes, Ruleset, Step } from '../kernel/ruleset.js';
import type { SubmitErrorCode } from './codes.js';
import { guardInput } from './guard.js';

/**
 * What `submit` refuses with: its own codes (`SUBMIT_ERROR_CODES`), the codes of the ruleset's
 * codec and the ruleset's errors (`ErrorOf<G>`).
 */
export type SubmitError<G extends GameTypes> = RuleError<SubmitErrorCode | CodeOf<G>> | ErrorOf<G>;

/**
 * What `submit` accepted: the next state and its events (as `apply` gives them) and the action it
 * read from the input, as the ruleset's action (record it with `codec.encode`, whatever form the
 * client sent).
 */
export interface Submitted<G extends GameTypes> extends Step<G['state'], G['event']> {
  readonly action: G['action'];
}

const MOVE_LIMITS = { maxTextLength: 4096, maxString: 512, maxNodes: 64, maxDepth: 4 };

const SHAPES =
  'A move is an action string such as "play:21T", an action object such as { "type": "play", "card": "21T" }, or { "action": "play:21T" }.';

/**
 * Applies an untrusted move from `seat`: `input` is an action string (`"play:21T"`), an action
 * object with its cards by name (`{ type: 'play', card: '21T' }`, the game's action-object schema,
 * docs/guide.md "Actions on the wire"), or `{ action: "play:21T" }`. An object is checked in full
 * (no other key, every field) and read back through the codec, so it passes the same checks as
 * the string. The Right carries the action read (`action`) beside the state and events. Refuses a bad seat (`turn/bad-seat`), malformed input (`action/malformed`,
 * `notation/bad-card`, `input/...`), a finished game (`phase/deal-over`), a seat that is not to
 * act (`turn/not-your-turn`), then whatever the rules refuse. Never throws, never mutates.
 *
 * ```ts
 * const step = submit(tarot, state, 1, { type: 'bid', bid: 'garde' });
 * if (step._tag === 'Right') {
 *   state = step.right.state;
 *   actions.push(tarot.codec.encode(step.right.action)); // the record's form, whatever was sent
 * }
 * ```
 * @returns Left `turn/bad-seat`, `input/…`, `action/malformed`, `phase/deal-over`,
 *   `turn/not-your-turn`, `internal/error` (`SUBMIT_ERROR_CODES`), then the ruleset's own codes.
 */
export function submit<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  seat: unknown,
  input: unknown,
): Either<SubmitError<G>, Submitted<G>> {
  try {
    const n = rules.players(state);
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
      return left(badSeat(seat, n));
    }
    const guarded = guardInput(input, MOVE_LIMITS);
    if (isLeft(guarded)) return guarded;
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    const wrapped = isObject && Object.keys(input).length === 1 && 'action' in input;
    if (!(typeof input === 'string' || wrapped || (isObject && rules.codec.fromObject)))
      return left(ruleError('action/malformed', SHAPES));
    if (wrapped && typeof (input as { action: unknown }).action !== 'string')
      return left(ruleError('action/malformed', SHAPES));
    const actor = rules.actor(state);
    if (actor === 'done') return left(ruleError('phase/deal-over', 'The game is over.'));
    if (actor !== seat) return left(notYourTurn(actor, seat));
    const action =
      typeof input === 'string'
        ? rules.codec.decode(input)
        : wrapped
          ? rules.codec.decode((input as { action: string }).action)
          : rules.codec.fromObject!(input);
    if (isLeft(action)) return action;
    const step = rules.apply(state, action.right);
    return isLeft(step) ? step : right({ state: step.right.state, events: step.right.events, action: action.right });
  } catch (e) {
    return left(
      ruleError(
        'internal/error',
        `The move could not be processed: ${e instanceof Error ? e.message.slice(0, 200) : 'error'}`,
      ),
    );
  }
}
