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
 */
import { formatCard, parseCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { SUIT_LETTERS, tarabishDeck } from './cards.js';
import { formatMeld } from './melds.js';
import { bellaMate } from './play.js';
import { tarabish } from './rules.js';
import type { TarabishState } from './state.js';
import { speechText } from './codec.js';

const SECTIONS = ['speech', 'trump', 'declare', 'hands', 'pending', 'tricks', 'trick', 'bella'] as const;
const name = (c: Card): string => formatCard(tarabishDeck, c);
const list = (set: cs.CardSet): string => (cs.isEmpty(set) ? '-' : cs.toArray(set).map(name).join(' '));

/** The order in which the seats declared: from the eldest (before the first trick), or by first play. */
function declarationOrder(s: TarabishState): number[] {
  const eldest = (s.options.dealer + 1) % 4;
  const seats = [0, 1, 2, 3].map((k) => (eldest + k) % 4);
  if (s.options.declaration === 'before-first-trick') return seats.filter((x) => s.declarations[x] !== null);
  const first = s.tricks[0] ?? { leader: s.leader, cards: s.trick };
  const order = [0, 1, 2, 3].map((k) => (first.leader + k) % 4);
  return order.filter((x) => s.declarations[x] !== null);
}

export function formatTarabishPosition(s: TarabishState): string {
  const defaults = tarabish.options.parse({ preset: s.options.preset }) as object;
  const parts = [writeHead('tarabish', s.options, defaults, ['dealer', 'preset'])];
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
  const o = tarabish.options.safeParse(options);
  if (!o.success) return left(ruleError('position/malformed', `Bad options: ${o.error.issues[0]?.message ?? ''}`));
  const opts = o.data;
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
  // A seat that called bella called it on its play of a bella card whose mate it had played (`bellaMate`).
  const trumpSuit =
    trump !== undefined
      ? SUIT_LETTERS.indexOf(trump as 'S')
      : actions.map((a) => /^call:([SHDC])$/.exec(a)?.[1]).find((x) => x !== undefined);
  const trumpWord = typeof trumpSuit === 'string' ? SUIT_LETTERS.indexOf(trumpSuit as 'S') : (trumpSuit ?? null);
  const bellaPlay = new Set<number>();
  plays.forEach((p, i) => {
    const mate = bellaSeats.has(p.seat) ? bellaMate(trumpWord, p.card) : -1;
    if (mate >= 0 && plays.slice(0, i).some((q) => q.seat === p.seat && q.card === mate)) bellaPlay.add(i);
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

/** Tarabish position notation: `format` a state as one line, `parse` it back (replayed, so always legal). */
export const tarabishPosition: PositionNotation<TarabishState> = {
  format: formatTarabishPosition,
  parse: parseTarabishPosition,
};
