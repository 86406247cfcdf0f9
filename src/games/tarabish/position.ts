/**
 * Tarabish position notation (see `kernel/position.ts` for the frame). Sections, in this order,
 * each only when it has content:
 *
 *     tarabish dealer=0 | speech bid:50 bid:pass bid:pass bid:pass | trump S | declare run3-9D - - -
 *       | hands KS 6H … / … / … / … | pending … / … / … / … | tricks 1:KC,QC,7C,AC … | trick 0:8H
 *       | bella 1
 *
 * `speech` what each seat said while trump was chosen, in order from the eldest (action notation);
 * `trump` the suit the auction winner named; `declare` the declarations made so far in the order
 * they were made (`-` for none); `hands` the cards each seat holds and has seen (canonical order,
 * `-` when empty); `pending` the cards still to be received once trump is chosen; `tricks` the
 * completed tricks as `leader:cards`; `trick` the trick in progress; `bella` the seats that called
 * bella. The head always shows `dealer` and `preset`, then any option that differs from the
 * preset's defaults.
 *
 * A hand set up from a position (`setup(options, { position })`) has no deal to replay: its
 * notation is the position's facts (the way FEN sets up a chess position without its moves),
 * told by its section `won`, and read back through `setup`:
 *
 *     tarabish dealer=3 preset=auction | contract 1 70 | trump H | declared - / run3-QS / - / -
 *       | hands 7S KH 7C / … / … / … | won 6S 8S … / … | trick 2:10C,KC | to 0 | bella 0 held
 *       | voids - / - / - / H | ceilings - / JH / - / -
 *
 * `contract` the seat that chose trump and its bid (auction); `trump` a suit or `no-trump`;
 * `declared` each seat's melds in seat order (`-` none, `?` not declared yet); `hands` and `won`
 * (each team's cards won, index seat % 2) in card order; `trick` the trick in progress;
 * `to` the seat to act; `bella` the seat that `called` it, or that has played the first bella
 * card and `held` the other; `voids` the suits each seat is known to be void in; `ceilings` the
 * trump each seat is known to hold nothing as high as. The last three only when they have content.
 * A finished hand writes no `to` and cannot be read back (a position is before the end).
 */
import { formatCard, parseCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { optionsError } from '../../kernel/options-error.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { SUIT_LETTERS, tarabishDeck } from './cards.js';
import { formatMeld } from './melds.js';
import { bellaCardAfter } from './card-play.js';
import { tarabish } from './rules.js';
import { eldestOf, type TarabishState } from './state.js';
import { factsOfState, stateFromFacts } from './facts.js';
import type { TarabishOptions } from './options.js';
import { speechText } from './codec.js';

const SECTIONS = [
  'speech',
  'contract',
  'trump',
  'declare',
  'declared',
  'hands',
  'pending',
  'won',
  'tricks',
  'trick',
  'to',
  'bella',
  'voids',
  'ceilings',
] as const;
const name = (c: Card): string => formatCard(tarabishDeck, c);
const list = (set: cs.CardSet): string => (cs.isEmpty(set) ? '-' : cs.toArray(set).map(name).join(' '));

/** The order in which the seats declared: from the eldest (before the first trick), or by first play. */
function declarationOrder(s: TarabishState): number[] {
  const eldest = eldestOf(s);
  const seats = [0, 1, 2, 3].map((k) => (eldest + k) % 4);
  if (s.options.declaration === 'before-first-trick') return seats.filter((x) => s.declarations[x] !== null);
  const first = s.tricks[0] ?? { leader: s.leader, cards: s.trick };
  const order = [0, 1, 2, 3].map((k) => (first.leader + k) % 4);
  return order.filter((x) => s.declarations[x] !== null);
}

/** The facts form: a hand set up from a position, as its facts now. */
function formatFacts(head: string, s: TarabishState, contract: NonNullable<TarabishState['contract']>): string {
  const f = factsOfState(s, contract);
  const seats = (xs: readonly (readonly string[])[], empty = '-'): string =>
    xs.map((x) => (x.length === 0 ? empty : x.join(' '))).join(' / ');
  const parts = [
    head,
    `contract ${contract.seat}${contract.bid === null ? '' : ` ${contract.bid}`}`,
    `trump ${f.trump}`,
    `declared ${f.declarations.map((d) => (d === null ? '?' : d.length === 0 ? '-' : d.join('+'))).join(' / ')}`,
    `hands ${seats(f.hands)}`,
    `won ${seats(f.won)}`,
  ];
  if (f.trick.length > 0) parts.push(`trick ${f.trick[0]!.seat}:${f.trick.map((t) => t.card).join(',')}`);
  if (s.phase !== 'done') parts.push(`to ${f.toAct}`);
  if (f.bella) parts.push(`bella ${f.bella.seat} ${f.bella.called ? 'called' : 'held'}`);
  const voids = f.voids ?? [];
  if (voids.some((v) => v.length > 0))
    parts.push(`voids ${voids.map((v) => (v.length === 0 ? '-' : v.join(','))).join(' / ')}`);
  const ceilings = f.trumpCeiling ?? [];
  if (ceilings.some((c) => c !== null)) parts.push(`ceilings ${ceilings.map((c) => c ?? '-').join(' / ')}`);
  return parts.join(' | ');
}

export function formatTarabishPosition(s: TarabishState): string {
  const defaults = tarabish.options.parse({ preset: s.options.preset }) as object;
  const head = writeHead('tarabish', s.options, defaults, ['dealer', 'preset']);
  if (s.start !== undefined && s.contract !== null) return formatFacts(head, s, s.contract);
  const parts = [head];
  if (s.speech.length > 0)
    parts.push(
      `speech ${s.speech.map((sp) => (sp.kind === 'pass' && s.options.trumpChoice === 'auction' ? 'bid:pass' : speechText(sp))).join(' ')}`,
    );
  if (s.options.trumpChoice === 'auction' && s.contract !== null && !s.contract.noTrump && s.trump !== null)
    parts.push(`trump ${SUIT_LETTERS[s.trump]}`);
  const declared = declarationOrder(s);
  if (declared.length > 0)
    parts.push(
      `declare ${declared
        .map((x) => {
          const m = s.declarations[x]!;
          return m.length === 0 ? '-' : m.map(formatMeld).join('+');
        })
        .join(' ')}`,
    );
  parts.push(`hands ${s.hands.map(list).join(' / ')}`);
  if (s.pending.some((p) => !cs.isEmpty(p))) parts.push(`pending ${s.pending.map(list).join(' / ')}`);
  if (s.tricks.length > 0)
    parts.push(`tricks ${s.tricks.map((t) => `${t.leader}:${t.cards.map(name).join(',')}`).join(' ')}`);
  if (s.trick.length > 0) parts.push(`trick ${s.leader}:${s.trick.map(name).join(',')}`);
  const bella = [0, 1, 2, 3].filter((x) => s.bella[x]);
  if (bella.length > 0) parts.push(`bella ${bella.join(' ')}`);
  return parts.join(' | ');
}

const bad = (message: string): Either<RuleError<PositionErrorCode>, never> =>
  left(ruleError('position/malformed', message));

function cards(text: string, sep: RegExp): Either<RuleError<PositionErrorCode>, Card[]> {
  const out: Card[] = [];
  for (const t of text.split(sep).filter((x) => x !== '' && x !== '-')) {
    const c = parseCard(tarabishDeck, t);
    if (isLeft(c)) return c;
    out.push(c.right);
  }
  return right(out);
}

function perSeat(text: string | undefined): Either<RuleError<PositionErrorCode>, Card[][]> {
  if (text === undefined) return right([[], [], [], []]);
  const parts = text.split(' / ');
  if (parts.length !== 4) return bad('Four hands are separated by " / ".');
  const out: Card[][] = [];
  for (const p of parts) {
    const c = cards(p, / +/);
    if (isLeft(c)) return c;
    out.push(c.right);
  }
  return right(out);
}

/**
 * Reads a Tarabish position (the notation `formatTarabishPosition` writes) and rebuilds its state from its
 * deal and actions.
 * @returns Left `position/malformed`, `position/illegal`, `position/inconsistent` or
 *   `notation/bad-card`.
 */
export function parseTarabishPosition(text: unknown): Either<RuleError<PositionErrorCode>, TarabishState> {
  const frame = readFrame(text, SECTIONS);
  if (isLeft(frame)) return frame;
  const { id, options, sections } = frame.right;
  if (id !== 'tarabish') return bad(`Unknown ruleset "${id}" (tarabish).`);
  const o = tarabish.options.safeParse(options, { reportInput: true });
  if (!o.success) {
    const e = optionsError(tarabish.options, o.error.issues);
    return left(ruleError('position/malformed', `Bad options: ${e.message}`, e.detail));
  }
  const opts = o.data;
  if (sections.has('won')) return parseFacts(text as string, opts, sections);
  const hands = perSeat(sections.get('hands'));
  if (isLeft(hands)) return hands;
  if (!sections.has('hands')) return bad('A position has at least the section hands.');
  const pending = perSeat(sections.get('pending'));
  if (isLeft(pending)) return pending;
  const tricks: { leader: number; cards: Card[] }[] = [];
  const trickTexts = [
    ...(sections.get('tricks') ?? '').split(' ').filter((x) => x !== ''),
    ...(sections.has('trick') ? [sections.get('trick')!] : []),
  ];
  for (const t of trickTexts) {
    const m = /^(\d):(.+)$/.exec(t);
    if (!m) return bad(`"${t}" is not leader:cards.`);
    const c = cards(m[2]!, /,/);
    if (isLeft(c)) return c;
    tricks.push({ leader: Number(m[1]), cards: c.right });
  }
  // The deal: seen cards first (those seen before trump), then the pending ones.
  const plays: { seat: number; card: Card }[] = [];
  const seen = hands.right.map((h) => h.slice());
  for (const t of tricks)
    t.cards.forEach((card, i) => {
      const seat = (t.leader + i) % 4;
      seen[seat]!.push(card);
      plays.push({ seat, card });
    });
  const deal = seen.map((h, i) => [...h.sort((a, b) => a - b), ...pending.right[i]!].map(name));
  const actions = (sections.get('speech') ?? '').split(' ').filter((x) => x !== '');
  const trump = sections.get('trump');
  if (trump !== undefined) actions.push(`trump:${trump}`);
  const declares = (sections.get('declare') ?? '')
    .split(' ')
    .filter((x) => x !== '')
    .map((d) => `declare:${d === '-' ? '' : d}`);
  const bellaSeats = new Set(
    (sections.get('bella') ?? '')
      .split(' ')
      .filter((x) => x !== '')
      .map(Number),
  );
  // A seat that called bella called it on its play of its bella card (`bellaCardAfter`, folded over its plays).
  const trumpSuit =
    trump !== undefined
      ? SUIT_LETTERS.indexOf(trump as 'S')
      : actions.map((a) => /^call:([SHDC])$/.exec(a)?.[1]).find((x) => x !== undefined);
  const trumpWord = typeof trumpSuit === 'string' ? SUIT_LETTERS.indexOf(trumpSuit as 'S') : (trumpSuit ?? null);
  const bellaPlay = new Set<number>();
  const bellaCards = [-1, -1, -1, -1];
  plays.forEach((p, i) => {
    if (bellaSeats.has(p.seat) && p.card === bellaCards[p.seat]) bellaPlay.add(i);
    bellaCards[p.seat] = bellaCardAfter(bellaCards[p.seat]!, trumpWord, p.card);
  });
  const firstPlay = new Set<number>();
  if (opts.declaration === 'before-first-trick') actions.push(...declares);
  plays.forEach((p, i) => {
    if (opts.declaration === 'first-trick' && !firstPlay.has(p.seat) && declares.length > 0) {
      firstPlay.add(p.seat);
      const d = declares.shift();
      if (d !== undefined) actions.push(d);
    }
    actions.push(`play:${name(p.card)}${bellaPlay.has(i) ? '+bella' : ''}`);
  });
  if (opts.declaration === 'first-trick') actions.push(...declares);
  const state = rebuild(tarabish, opts, deal, actions);
  return isLeft(state) ? state : confirm(text as string, state.right, formatTarabishPosition);
}

/** Per seat, the items of each part of a ` / `-separated section (`-`: none; `empty` for another mark). */
function seatLists(text: string | undefined, sep: RegExp): string[][] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(' / ');
  return parts.map((p) => (p === '-' ? [] : p.split(sep).filter((x) => x !== '')));
}

/** The facts form, read back through `setup` (its refusals are `position/illegal`, the reason in `detail.cause`). */
function parseFacts(
  text: string,
  options: TarabishOptions,
  sections: ReadonlyMap<string, string>,
): Either<RuleError<PositionErrorCode>, TarabishState> {
  for (const forbidden of ['speech', 'declare', 'pending', 'tricks'])
    if (sections.has(forbidden)) return bad(`A position from facts has no section ${forbidden}.`);
  const contract = /^([0-3])(?: (\d+))?$/.exec(sections.get('contract') ?? '');
  if (!contract) return bad('The section contract is the seat that chose trump, then its bid (auction).');
  const trick = sections.get('trick');
  const trickMatch = trick === undefined ? null : /^([0-3]):(.+)$/.exec(trick);
  if (trick !== undefined && !trickMatch) return bad(`"${trick}" is not leader:cards.`);
  const leader = trickMatch ? Number(trickMatch[1]) : 0;
  const bella = sections.get('bella');
  const bellaMatch = bella === undefined ? null : /^([0-3]) (called|held)$/.exec(bella);
  if (bella !== undefined && !bellaMatch) return bad('The section bella is a seat, then called or held.');
  const to = sections.get('to');
  if (to === undefined || !/^[0-3]$/.test(to)) return bad('A position from facts names the seat to act (to).');
  const declared = (sections.get('declared') ?? '').split(' / ');
  if (declared.length !== 4) return bad('Four declarations are separated by " / ".');
  const facts = {
    hands: seatLists(sections.get('hands'), / +/),
    trump: sections.get('trump'),
    contract: { seat: Number(contract[1]), bid: contract[2] === undefined ? null : Number(contract[2]) },
    declarations: declared.map((d) => (d === '?' ? null : d === '-' ? [] : d.split('+'))),
    bella: bellaMatch ? { seat: Number(bellaMatch[1]), called: bellaMatch[2] === 'called' } : null,
    won: seatLists(sections.get('won'), / +/),
    trick: trickMatch ? trickMatch[2]!.split(',').map((card, i) => ({ seat: (leader + i) % 4, card })) : [],
    toAct: Number(to),
    voids: seatLists(sections.get('voids'), /,/) ?? [[], [], [], []],
    trumpCeiling: (seatLists(sections.get('ceilings'), / +/) ?? [[], [], [], []]).map((c) => c[0] ?? null),
  };
  const state = stateFromFacts(options, facts);
  if (isLeft(state))
    return left(
      ruleError(
        state.left.code === 'position/malformed' ? 'position/malformed' : 'position/illegal',
        `The position's facts are refused: ${state.left.message}`,
        { cause: state.left.code, ...state.left.detail },
      ),
    );
  return confirm(text, state.right, formatTarabishPosition);
}

/** Tarabish position notation: `format` a state as one line, `parse` it back (replayed, so always legal). */
export const tarabishPosition: PositionNotation<TarabishState> = {
  format: formatTarabishPosition,
  parse: parseTarabishPosition,
};
