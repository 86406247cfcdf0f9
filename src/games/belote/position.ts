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
 *
 * A deal set up from a position (`setup(options, { position })`) has no deal to replay: its
 * notation is the position's facts, told by its section `won`, and read back through `setup`:
 *
 *     belote dealer=3 | taker 3 | trump H | turned 7H | hands KH 7S 7C / … / … / … | won … / …
 *       | trick 2:10C,KC | to 0 | calls belote - - - | voids - / - / - / S | ceilings - / JH / - / -
 *
 * `announced` (with announcements) each seat's announcements in seat order (`-` none, `?` not yet);
 * `hands` and `won` (each team's cards won, index seat % 2) in card order; `trick` the trick in
 * progress; `to` the seat to act; `calls` each seat's belote calls (`belote`, `rebelote`, `-`);
 * `voids` and `ceilings` what the play taught. The last three only with content. A finished deal
 * writes no `to` and cannot be read back (a position is before the end).
 */
import type { Card } from '../../kernel/card.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { beloteDeck } from './cards.js';
import { beloteHistory } from './history.js';
import { BELOTE_DEFAULTS, parseBeloteOptions } from './options.js';
import { belote } from './rules.js';
import { fromPosition, type BeloteState } from './state.js';
import { factsOfState, type BelotePositionFacts, type CardPlayFacts } from './facts.js';

const SECTIONS = [
  'taker',
  'trump',
  'turned',
  'announced',
  'hands',
  'pack',
  'won',
  'trick',
  'to',
  'calls',
  'voids',
  'ceilings',
  'actions',
];
const name = (c: Card): string => beloteDeck.names.get(c)!;

/** Per seat, a list of items: ` / ` between seats, `-` for none. */
const seats = (xs: readonly (readonly string[])[], sep = ' '): string =>
  xs.map((x) => (x.length === 0 ? '-' : x.join(sep))).join(' / ');

/**
 * The sections of the card play's facts (Belote's and Coinche's facts form): the announcements,
 * the hands, the cards won, the trick, the seat to act (not once the deal is over), the belote
 * calls, the voids and the trump ceilings.
 */
export function cardPlaySections(f: CardPlayFacts, announcements: boolean, over: boolean): string[] {
  const parts: string[] = [];
  if (announcements)
    parts.push(
      `announced ${(f.announcements ?? []).map((d) => (d === null ? '?' : d.length === 0 ? '-' : d.join('+'))).join(' / ')}`,
    );
  parts.push(`hands ${seats(f.hands)}`, `won ${seats(f.won)}`);
  if (f.trick.length > 0) parts.push(`trick ${f.trick[0]!.seat}:${f.trick.map((t) => t.card).join(',')}`);
  if (!over) parts.push(`to ${f.toAct}`);
  const calls = f.calls ?? [];
  if (calls.some((c) => c !== null)) parts.push(`calls ${calls.map((c) => c ?? '-').join(' ')}`);
  const voids = f.voids ?? [];
  if (voids.some((v) => v.length > 0)) parts.push(`voids ${seats(voids, ',')}`);
  const ceilings = f.trumpCeiling ?? [];
  if (ceilings.some((c) => c !== null)) parts.push(`ceilings ${ceilings.map((c) => c ?? '-').join(' / ')}`);
  return parts;
}

/** Per seat, the items of each part of a ` / `-separated section (`-`: none). */
const seatLists = (text: string | undefined, sep: RegExp): string[][] | undefined =>
  text === undefined
    ? undefined
    : text.split(' / ').map((p) => (p === '-' ? [] : p.split(sep).filter((x) => x !== '')));

/**
 * The card play's facts of a facts form's sections (their shapes are checked by the facts' schema
 * when the state is set up): Left `position/malformed` when a section cannot be read.
 */
export function cardPlayFactsOfSections(
  sections: ReadonlyMap<string, string>,
): Either<RuleError<PositionErrorCode>, Omit<CardPlayFacts, 'trump' | 'taker'>> {
  const bad = (message: string) => left(ruleError('position/malformed', message));
  for (const forbidden of ['pack', 'actions'])
    if (sections.has(forbidden)) return bad(`A position from facts has no section ${forbidden}.`);
  const trick = sections.get('trick');
  const m = trick === undefined ? null : /^([0-3]):(.+)$/.exec(trick);
  if (trick !== undefined && !m) return bad(`"${trick}" is not leader:cards.`);
  const to = sections.get('to');
  if (to === undefined || !/^[0-3]$/.test(to)) return bad('A position from facts names the seat to act (to).');
  const announced = sections.get('announced')?.split(' / ');
  const calls = sections.get('calls')?.split(' ');
  return right({
    hands: seatLists(sections.get('hands'), / +/) ?? [],
    announcements: announced?.map((d) => (d === '?' ? null : d === '-' ? [] : d.split('+'))),
    calls: calls?.map((c) => (c === '-' ? null : c)) as CardPlayFacts['calls'],
    won: (seatLists(sections.get('won'), / +/) ?? []) as unknown as CardPlayFacts['won'],
    trick: m ? m[2]!.split(',').map((card, i) => ({ seat: (Number(m[1]) + i) % 4, card })) : [],
    toAct: Number(to),
    voids: seatLists(sections.get('voids'), /,/) as CardPlayFacts['voids'],
    trumpCeiling: seatLists(sections.get('ceilings'), / +/)?.map((c) => c[0] ?? null),
  });
}

/** A state's position refused by `setup`: `position/illegal` with the reason in `detail.cause` (`position/malformed` stays). */
export const refusedFacts = (e: RuleError): RuleError<PositionErrorCode> =>
  ruleError(
    e.code === 'position/malformed' ? 'position/malformed' : 'position/illegal',
    `The position's facts are refused: ${e.message}`,
    { cause: e.code, ...e.detail },
  );

/** The position of a state: its deal as dealt and the actions since (a deal set up from facts: its facts now). */
export function formatBelotePosition(s: BeloteState): string {
  const head = writeHead(belote.id, s.options, BELOTE_DEFAULTS, ['dealer']);
  if (fromPosition(s) && s.taker !== null && s.trump !== null) {
    const f = factsOfState(s, s.taker, s.trump);
    const parts = [head, `taker ${f.taker}`, `trump ${f.trump}`, `turned ${f.turned}`];
    return [...parts, ...cardPlaySections(f, s.options.announcements, s.phase === 'done')].join(' | ');
  }
  const h = beloteHistory(s);
  const actions = h._tag === 'Right' ? h.right.actions : [];
  const parts = [
    head,
    `hands ${s.dealt.hands.map((hand) => hand.map(name).join(' ')).join(' / ')}`,
    `pack ${s.dealt.pack.map(name).join(' ')}`,
  ];
  if (actions.length > 0) parts.push(`actions ${actions.join(' ')}`);
  return parts.join(' | ');
}

type PositionReadError = RuleError<PositionErrorCode | `options/${string}`>;

/**
 * How a game of Belote's card play reads its positions (`readPosition`): its id and name, its
 * sections in order, its options parser, a position from facts set up from the sections besides
 * the card play's (`fromFacts`, given those), a deal's sections (`dealSections`: a deal has none
 * of the facts' but these and `actions`), the deal rebuilt (`fromDeal`), and the printer.
 */
export interface PositionReading<S, O> {
  readonly id: string;
  readonly name: string;
  readonly sections: readonly string[];
  readonly parseOptions: (options: Record<string, unknown>) => Either<PositionReadError, O>;
  readonly fromFacts: (
    sections: ReadonlyMap<string, string>,
    facts: Omit<CardPlayFacts, 'taker' | 'trump'>,
    options: O,
  ) => Either<PositionReadError, S>;
  readonly dealSections: readonly string[];
  readonly fromDeal: (
    sections: ReadonlyMap<string, string>,
    hands: string[][],
    actions: string[],
    options: O,
  ) => Either<PositionReadError, S>;
  readonly format: (s: S) => string;
}

/**
 * Reads a position: from its facts (a `won` section), or the deal set up and every action replayed
 * through the rules; it must print as it was written.
 * @returns Left `position/malformed`, `position/illegal` (an action the rules refuse, or cards that
 *   make no deal), `position/inconsistent` (not in canonical form), or an `options/…` code.
 */
export function readPosition<S, O>(text: unknown, game: PositionReading<S, O>): Either<PositionReadError, S> {
  const frame = readFrame(text, game.sections);
  if (isLeft(frame)) return frame;
  const { id, options, sections } = frame.right;
  if (id !== game.id)
    return left(
      ruleError('position/malformed', `A ${game.name} position starts with "${game.id}", not "${id}".`, { id }),
    );
  const parsed = game.parseOptions(options);
  if (isLeft(parsed)) return parsed;
  let state: Either<PositionReadError, S>;
  if (sections.has('won')) {
    const f = cardPlayFactsOfSections(sections);
    if (isLeft(f)) return f;
    state = game.fromFacts(sections, f.right, parsed.right);
  } else {
    for (const forbidden of game.sections)
      if (sections.has(forbidden) && !game.dealSections.includes(forbidden) && forbidden !== 'actions')
        return left(ruleError('position/malformed', `A position with its deal has no section ${forbidden}.`));
    const hands = (sections.get('hands') ?? '').split(' / ').map((h) => (h === '' ? [] : h.split(' ')));
    const actions = (sections.get('actions') ?? '').split(' ').filter((a) => a !== '');
    state = game.fromDeal(sections, hands, actions, parsed.right);
  }
  if (isLeft(state)) return state;
  return confirm(String(text), state.right, game.format);
}

/** Reads a Belote position (`readPosition`). */
export const parseBelotePosition = (text: unknown): Either<PositionReadError, BeloteState> =>
  readPosition(text, {
    id: belote.id,
    name: 'Belote',
    sections: SECTIONS,
    parseOptions: parseBeloteOptions,
    fromFacts: (sections, f, options) => {
      const facts = {
        ...f,
        taker: Number(sections.get('taker')),
        trump: sections.get('trump'),
        turned: sections.get('turned'),
      };
      const state = belote.setup(options, { position: facts as BelotePositionFacts });
      return isLeft(state) ? left(refusedFacts(state.left)) : state;
    },
    dealSections: ['hands', 'pack'],
    fromDeal: (sections, hands, actions, options) => {
      const pack = (sections.get('pack') ?? '').split(' ').filter((c) => c !== '');
      return rebuild(belote, options, { hands, pack }, actions);
    },
    format: formatBelotePosition,
  });

/** The Belote position notation, for the registry's `positionNotations`. */
export const belotePosition: PositionNotation<BeloteState, PositionErrorCode | `options/${string}`> = {
  format: formatBelotePosition,
  parse: parseBelotePosition,
};
