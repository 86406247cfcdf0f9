/**
 * Position notation, the FEN of card games: one line describing a deal in progress, readable in
 * fixtures and bug reports. Every game writes the same frame:
 *
 *     <ruleset> key=value … | <section> <content> | <section> <content> | …
 *
 * The head names the ruleset and the options (players and dealer always, other options only when
 * they differ from the defaults); each game defines its sections (what was said, the cards each seat
 * holds now, the tricks played …). A position is read back by rebuilding an explicit deal and the
 * action list that leads to it and replaying them through the rules, so a parsed position is always
 * a legal state, and `format(parse(text))` gives `text` back for every canonical text.
 */
import { isLeft, left, right, type Either } from './either.js';
import type { POSITION_ERROR_CODES } from './codes.js';
import { ruleError, type RuleError } from './errors.js';

/** An error reading a position: `position/malformed`, `position/illegal`, `position/inconsistent`. */
export type PositionError = RuleError<(typeof POSITION_ERROR_CODES)[number]>;
import type { GameTypes, Ruleset } from './ruleset.js';

/** A game's position notation: `format` a state as one line, `parse` it back as an `Either`. */
export interface PositionNotation<S, C extends string = string> {
  format(state: S): string;
  parse(text: unknown): Either<RuleError<C>, S>;
}

/** A position split into its head (ruleset id and options) and its named sections. */
export interface PositionFrame {
  readonly id: string;
  readonly options: Record<string, unknown>;
  readonly sections: ReadonlyMap<string, string>;
}

const bad = (message: string, detail: Record<string, unknown> = {}): Either<PositionError, never> =>
  left(ruleError('position/malformed', message, detail));

const readValue = (raw: string): unknown =>
  raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;

/**
 * Splits a position into its head (ruleset id and options) and its named sections.
 * @returns Left `position/malformed`.
 */
export function readFrame(text: unknown, sectionOrder: readonly string[]): Either<PositionError, PositionFrame> {
  if (typeof text !== 'string' || text.length === 0 || text.length > 4096)
    return bad('A position is one line of text (at most 4096 characters).');
  const parts = text.split(' | ');
  const head = parts[0]!.trim().split(/ +/);
  const id = head[0]!;
  const options: Record<string, unknown> = {};
  for (const kv of head.slice(1)) {
    const eq = kv.indexOf('=');
    if (eq <= 0) return bad(`"${kv}" is not key=value.`);
    options[kv.slice(0, eq)] = readValue(kv.slice(eq + 1));
  }
  const sections = new Map<string, string>();
  let last = -1;
  for (const p of parts.slice(1)) {
    const sp = p.indexOf(' ');
    const name = sp < 0 ? p : p.slice(0, sp);
    const at = sectionOrder.indexOf(name);
    if (at < 0) return bad(`Unknown section "${name}".`, { known: sectionOrder });
    if (at <= last) return bad(`Section "${name}" is out of order or repeated.`);
    last = at;
    sections.set(name, sp < 0 ? '' : p.slice(sp + 1));
  }
  return right({ id, options, sections });
}

/** The head: `id players=… dealer=… key=value` with the options that differ from the defaults. */
export function writeHead(id: string, options: object, defaults: object, always: readonly string[]): string {
  const o = options as Record<string, unknown>;
  const d = defaults as Record<string, unknown>;
  const keys = [
    ...always,
    ...Object.keys(o)
      .filter((k) => !always.includes(k) && o[k] !== d[k])
      .sort(),
  ];
  return [id, ...keys.map((k) => `${k}=${String(o[k])}`)].join(' ');
}

/**
 * Sets up the explicit deal and applies the actions; any refusal makes the position illegal.
 * @returns Left `position/illegal` (the rules' refusal as `detail.cause`).
 */
export function rebuild<G extends GameTypes>(
  rules: Ruleset<G>,
  options: G['optionsInput'],
  deal: G['deal'],
  actions: readonly string[],
): Either<PositionError, G['state']> {
  const setup = rules.setup(options, { deal });
  if (isLeft(setup))
    return left(
      ruleError('position/illegal', `The position's cards do not make a deal: ${setup.left.message}`, {
        cause: setup.left.code,
      }),
    );
  let state = setup.right;
  for (let i = 0; i < actions.length; i++) {
    const a = rules.codec.decode(actions[i]);
    if (isLeft(a))
      return left(
        ruleError('position/illegal', `The position needs the action ${actions[i]}, which cannot be read.`, {
          cause: a.left.code,
        }),
      );
    const step = rules.apply(state, a.right);
    if (isLeft(step)) {
      return left(
        ruleError(
          'position/illegal',
          `The position cannot arise: ${actions[i]} would be illegal (${step.left.code}: ${step.left.message})`,
          { cause: step.left.code, action: actions[i] },
        ),
      );
    }
    state = step.right.state;
  }
  return right(state);
}

/**
 * Checks that the rebuilt state writes back to the same text (catches inconsistent sections).
 * @returns Left `position/inconsistent`.
 */
export function confirm<S>(text: string, state: S, format: (s: S) => string): Either<PositionError, S> {
  const again = format(state);
  return again === text.trim()
    ? right(state)
    : left(
        ruleError(
          'position/inconsistent',
          'The position is not consistent (or not in canonical form): it rebuilds to a different position.',
          { rebuilt: again },
        ),
      );
}
