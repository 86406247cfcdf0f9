/**
 * Belote position notation (see `kernel/position.ts` for the frame): a position is written as the
 * deal that leads to it and the actions played since, the way a game score records a game, and is
 * read back by replaying them (every action checked by the rules):
 *
 *     belote dealer=0 | hands 7S 8S 9S 10S AS / JS JH JD JC QS / … / … | pack KS 7H … | actions pass take play:QS
 *
 * `hands` each seat's five cards of the first part, in the order dealt; `pack` the rest of the
 * pack from the top, the turned card first; `actions` the actions in order (action notation; the
 * section is left out before the first). The head always shows `dealer`, then any option that
 * differs from its default.
 */
import type { Card } from '../../kernel/card.js';
import { isLeft, left, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { beloteDeck } from './cards.js';
import { beloteHistory } from './history.js';
import { BELOTE_DEFAULTS, parseBeloteOptions } from './options.js';
import { belote } from './rules.js';
import type { BeloteState } from './state.js';

const SECTIONS = ['hands', 'pack', 'actions'];
const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The position of a state: its deal as dealt and the actions since. */
export function formatBelotePosition(s: BeloteState): string {
  const h = beloteHistory(s);
  const actions = h._tag === 'Right' ? h.right.actions : [];
  const parts = [
    writeHead(belote.id, s.options, BELOTE_DEFAULTS, ['dealer']),
    `hands ${s.dealt.hands.map((hand) => hand.map(name).join(' ')).join(' / ')}`,
    `pack ${s.dealt.pack.map(name).join(' ')}`,
  ];
  if (actions.length > 0) parts.push(`actions ${actions.join(' ')}`);
  return parts.join(' | ');
}

/**
 * Reads a position: the deal set up and every action replayed through the rules.
 * @returns Left `position/malformed`, `position/illegal` (an action the rules refuse, or cards that
 *   make no deal), `position/inconsistent` (not in canonical form), or an `options/…` code.
 */
export function parseBelotePosition(
  text: unknown,
): Either<RuleError<PositionErrorCode | `options/${string}`>, BeloteState> {
  const frame = readFrame(text, SECTIONS);
  if (isLeft(frame)) return frame;
  const { id, options, sections } = frame.right;
  if (id !== belote.id)
    return left(ruleError('position/malformed', `A Belote position starts with "belote", not "${id}".`, { id }));
  const parsed = parseBeloteOptions(options);
  if (isLeft(parsed)) return parsed;
  const hands = (sections.get('hands') ?? '').split(' / ').map((h) => (h === '' ? [] : h.split(' ')));
  const pack = (sections.get('pack') ?? '').split(' ').filter((c) => c !== '');
  const actions = (sections.get('actions') ?? '').split(' ').filter((a) => a !== '');
  const state = rebuild(belote, parsed.right, { hands, pack }, actions);
  if (isLeft(state)) return state;
  return confirm(String(text), state.right, formatBelotePosition);
}

/** The Belote position notation, for the registry's `positionNotations`. */
export const belotePosition: PositionNotation<BeloteState, PositionErrorCode | `options/${string}`> = {
  format: formatBelotePosition,
  parse: parseBelotePosition,
};
