/**
 * Tarot position notation (see `kernel/position.ts` for the frame). Sections, in this order, each
 * only when it has content:
 *
 *     tarot players=4 dealer=0 | bids pass garde pass pass | call KH | chelem no
 *       | chien 4T QH NC 5S 2T 9D | ecart 7D 8S 9D 8D 5S JH | poignee 2:21T-20T-…
 *       | hands 2S 4S … / … / … / … | tricks 1:JD,3D,10D,ND 0:KC,NC,5C,1C | trick 3:5H,9H
 *
 * `bids` in speaking order from the seat after the dealer; `call` the called card (5 players);
 * `chelem` the taker's decision once made; `chien` as dealt; `ecart` in discard order; `poignee`
 * each shown poignée as `seat:cards`, one still being shown as `seat:size:cards so far`
 * (`2:double:21T-20T`, or `2:double` before its first card); `hands` what each seat holds now (canonical card order, `-`
 * for an empty hand); `tricks` each completed trick as `leader:cards in play order`; `trick` the
 * trick in progress. The ruleset is `goulash` for the Goulash ruleset (no bids).
 */
import { formatCard, parseCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { tarotDeck } from './cards.js';
import { encodeAction } from './codec.js';
import { goulash, tarot } from './rules.js';
import { poigneeSizeOf } from './declarations.js';
import { POIGNEE_SIZES, type PoigneeSize } from './scoring.js';
import type { PoigneeShown, TarotState } from './state.js';

const SECTIONS = ['bids', 'call', 'chelem', 'chien', 'ecart', 'poignee', 'hands', 'tricks', 'trick'] as const;
const name = (c: Card): string => formatCard(tarotDeck, c);
const list = (cards: readonly Card[]): string => cards.map(name).join(' ');

function rulesetOf(s: TarotState) {
  return s.options.mode === 'goulash' ? goulash : tarot;
}

export function formatTarotPosition(s: TarotState): string {
  const rules = rulesetOf(s);
  const defaults = rules.options.parse({ players: s.options.players });
  const parts = [writeHead(rules.id, s.options, defaults, ['players', 'dealer'])];
  if (s.bids.length > 0) parts.push(`bids ${s.bids.join(' ')}`);
  if (s.called !== null) parts.push(`call ${name(s.called)}`);
  if (s.taker !== null && (s.phase === 'play' || s.phase === 'done'))
    parts.push(`chelem ${s.chelemAnnounced ? 'yes' : 'no'}`);
  parts.push(`chien ${list(s.chien)}`);
  if (s.ecart.length > 0) parts.push(`ecart ${list(s.ecart)}`);
  if (s.poignees.length > 0) {
    const shown = (p: PoigneeShown): string => p.cards.map(name).join('-');
    const complete = (p: PoigneeShown): boolean => p.cards.length === POIGNEE_SIZES[s.options.players][p.size];
    const one = (p: PoigneeShown): string =>
      complete(p) ? `${p.seat}:${shown(p)}` : `${p.seat}:${p.size}${p.cards.length > 0 ? `:${shown(p)}` : ''}`;
    parts.push(`poignee ${s.poignees.map(one).join(' ')}`);
  }
  parts.push(`hands ${s.hands.map((h) => (cs.isEmpty(h) ? '-' : list(cs.toArray(h)))).join(' / ')}`);
  if (s.tricks.length > 0)
    parts.push(`tricks ${s.tricks.map((t) => `${t.leader}:${t.cards.map(name).join(',')}`).join(' ')}`);
  if (s.trick.length > 0) parts.push(`trick ${s.leader}:${s.trick.map(name).join(',')}`);
  return parts.join(' | ');
}

const bad = (message: string): Either<RuleError<PositionErrorCode>, never> =>
  left(ruleError('position/malformed', message));

function cards(text: string, sep: RegExp): Either<RuleError<PositionErrorCode>, Card[]> {
  const out: Card[] = [];
  for (const t of text.split(sep).filter((x) => x !== '')) {
    const c = parseCard(tarotDeck, t);
    if (isLeft(c)) return c;
    out.push(c.right);
  }
  return right(out);
}

/** `leader:c,c,c` */
function playedTrick(text: string): Either<RuleError<PositionErrorCode>, { leader: number; cards: Card[] }> {
  const m = /^(\d):(.+)$/.exec(text);
  if (!m) return bad(`"${text}" is not leader:cards.`);
  const c = cards(m[2]!, /,/);
  return isLeft(c) ? c : right({ leader: Number(m[1]), cards: c.right });
}

/**
 * Reads a Tarot position (the notation `formatTarotPosition` writes) and rebuilds its state from its
 * deal and actions.
 * @returns Left `position/malformed`, `position/illegal`, `position/inconsistent` or
 *   `notation/bad-card`.
 */
export function parseTarotPosition(text: unknown): Either<RuleError<PositionErrorCode>, TarotState> {
  const frame = readFrame(text, SECTIONS);
  if (isLeft(frame)) return frame;
  const { id, options, sections } = frame.right;
  const rules = id === 'tarot' ? tarot : id === 'goulash' ? goulash : undefined;
  if (!rules) return bad(`Unknown ruleset "${id}" (tarot or goulash).`);
  const o = rules.options.safeParse(options);
  if (!o.success) return left(ruleError('position/malformed', `Bad options: ${o.error.issues[0]?.message ?? ''}`));
  const n = o.data.players;
  const get = (k: string) => sections.get(k);
  const handsText = get('hands');
  const chienText = get('chien');
  if (handsText === undefined || chienText === undefined)
    return bad('A position has at least the sections chien and hands.');
  const hands: Card[][] = [];
  for (const h of handsText.split(' / ')) {
    if (h.trim() === '-') hands.push([]);
    else {
      const c = cards(h, / +/);
      if (isLeft(c)) return c;
      hands.push(c.right);
    }
  }
  if (hands.length !== n) return bad(`${n} hands expected, ${hands.length} given.`);
  const chien = cards(chienText, / +/);
  if (isLeft(chien)) return chien;
  const ecart = cards(get('ecart') ?? '', / +/);
  if (isLeft(ecart)) return ecart;
  const tricks: { leader: number; cards: Card[] }[] = [];
  for (const t of (get('tricks') ?? '').split(' ').filter((x) => x !== '')) {
    const p = playedTrick(t);
    if (isLeft(p)) return p;
    tricks.push(p.right);
  }
  const current = get('trick');
  if (current !== undefined) {
    const p = playedTrick(current);
    if (isLeft(p)) return p;
    tricks.push(p.right);
  }
  // Each poignée as its actions: the size, then each card shown so far.
  const poignees = new Map<number, string[]>();
  for (const p of (get('poignee') ?? '').split(' ').filter((x) => x !== '')) {
    const m = /^(\d):(?:(simple|double|triple)(?::(.+))?|(.+))$/.exec(p);
    if (!m) return bad(`"${p}" is not seat:cards or seat:size:cards.`);
    const shown = cards(m[3] ?? m[4] ?? '', /-/);
    if (isLeft(shown)) return shown;
    const size = (m[2] as PoigneeSize | undefined) ?? poigneeSizeOf(n, shown.right.length);
    if (size === undefined) return bad(`"${p}" shows no poignée size.`);
    poignees.set(Number(m[1]), [`poignee:${size}`, ...shown.right.map((c) => `show:${name(c)}`)]);
  }
  const bids = (get('bids') ?? '').split(' ').filter((x) => x !== '');
  // The cards each seat has played, and its hand as dealt.
  const dealt = hands.map((h) => h.slice());
  const plays: { seat: number; card: Card }[] = [];
  for (const t of tricks) {
    t.cards.forEach((card, i) => {
      const seat = (t.leader + i) % n;
      dealt[seat]?.push(card);
      plays.push({ seat, card });
    });
  }
  const takerBid = bids.reduce((best, b, i) => (b !== 'pass' ? i : best), -1);
  if (takerBid >= 0) {
    const taker = (o.data.dealer + 1 + takerBid) % n;
    const own = [...dealt[taker]!, ...ecart.right];
    // Prise / garde: the taker took the chien and discarded the écart.
    if (chien.right.every((c) => own.includes(c)) && chien.right.length > 0)
      dealt[taker] = own.filter((c) => !chien.right.includes(c));
  }
  const deal = { hands: dealt.map((h) => h.map(name)), chien: chien.right.map(name) };
  const actions: string[] = bids.map((b) => `bid:${b}`);
  const call = get('call');
  if (call !== undefined) actions.push(`call:${call}`);
  actions.push(...ecart.right.map((c) => `discard:${name(c)}`));
  const chelem = get('chelem');
  if (chelem !== undefined) actions.push(`chelem:${chelem}`);
  const shown = new Set<number>();
  for (const p of plays) {
    const poignee = poignees.get(p.seat);
    if (poignee !== undefined && !shown.has(p.seat)) {
      shown.add(p.seat);
      actions.push(...poignee);
    }
    actions.push(encodeAction({ type: 'play', card: p.card }));
  }
  // A poignée shown by the seat to act, before its first card.
  for (const [seat, poignee] of poignees) if (!shown.has(seat)) actions.push(...poignee);
  const state = rebuild(rules, o.data, deal, actions);
  return isLeft(state) ? state : confirm(text as string, state.right, formatTarotPosition);
}

/** Tarot position notation: `format` a state as one line, `parse` it back (replayed, so always legal). */
export const tarotPosition: PositionNotation<TarotState> = { format: formatTarotPosition, parse: parseTarotPosition };
