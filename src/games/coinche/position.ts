/**
 * Coinche position notation (see `kernel/position.ts` for the frame): a position is written as the
 * deal that leads to it and the actions played since, the way a game score records a game, and is
 * read back by replaying them (every action checked by the rules):
 *
 *     coinche dealer=0 | hands 7S 8S 9S 10S AS KS JC 7D / … / … / … | actions bid:90H pass pass pass play:JH
 *
 * `hands` each seat's eight cards, in the order dealt; `actions` the auction's calls and the card
 * play's actions in order (action notation; the section is left out before the first). The head
 * always shows `dealer`, then any option that differs from its default.
 */
import type { Card } from '../../kernel/card.js';
import { isLeft, left, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { beloteDeck } from '../belote/cards.js';
import { coincheHistory } from './history.js';
import { COINCHE_RULES_DEFAULTS, parseCoincheRulesOptions } from './options.js';
import { coinche } from './rules.js';
import type { CoincheState } from './state.js';

const SECTIONS = ['hands', 'actions'];
const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The position of a state: its deal as dealt and the actions since. */
export function formatCoinchePosition(s: CoincheState): string {
  const h = coincheHistory(s);
  const actions = h._tag === 'Right' ? h.right.actions : [];
  const parts = [
    writeHead(coinche.id, s.options, COINCHE_RULES_DEFAULTS, ['dealer']),
    `hands ${s.play.dealt.hands.map((hand) => hand.map(name).join(' ')).join(' / ')}`,
  ];
  if (actions.length > 0) parts.push(`actions ${actions.join(' ')}`);
  return parts.join(' | ');
}

/**
 * Reads a position: the deal set up and every action replayed through the rules.
 * @returns Left `position/malformed`, `position/illegal` (an action the rules refuse, or cards that
 *   make no deal), `position/inconsistent` (not in canonical form), or an `options/…` code.
 */
export function parseCoinchePosition(
  text: unknown,
): Either<RuleError<PositionErrorCode | `options/${string}`>, CoincheState> {
  const frame = readFrame(text, SECTIONS);
  if (isLeft(frame)) return frame;
  const { id, options, sections } = frame.right;
  if (id !== coinche.id)
    return left(ruleError('position/malformed', `A Coinche position starts with "coinche", not "${id}".`, { id }));
  const parsed = parseCoincheRulesOptions(options);
  if (isLeft(parsed)) return parsed;
  const hands = (sections.get('hands') ?? '').split(' / ').map((h) => (h === '' ? [] : h.split(' ')));
  const actions = (sections.get('actions') ?? '').split(' ').filter((a) => a !== '');
  const state = rebuild(coinche, parsed.right, { hands }, actions);
  if (isLeft(state)) return state;
  return confirm(String(text), state.right, formatCoinchePosition);
}

/** The Coinche position notation, for the registry's `positionNotations`. */
export const coinchePosition: PositionNotation<CoincheState, PositionErrorCode | `options/${string}`> = {
  format: formatCoinchePosition,
  parse: parseCoinchePosition,
};
