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
 *
 * A position from facts (the way FEN sets up a chess position without its moves) has a `won`
 * section in place of `tricks`, and is read through `setup` with `{ position }` (facts.ts):
 *
 *     tarot players=4 dealer=3 | contract garde-sans 0 | chien … | hands 21T 5T KH / … / … / …
 *       | won 1S 2S … / … | excuse 1>0 | trick 2:5H | to 3 | voids 1:ST | ceilings 2:15
 *
 * `contract` the contract and the taker (`contract goulash` for a classic deal played as a
 * Goulash); `bids`, `call`, `chelem yes`, `chien`, `ecart` and `poignee` (whole ones) as above,
 * `partner` the 5-player partner when the facts name it (`-` alone); `won` the cards won per
 * side or per seat, in card order (`-` for none); `excuse from>to` the Excuse owed for; `trick`
 * the trick in progress; `to` the seat to act; `voids` and `ceilings` what the play taught, per seat.
 * `formatTarotFactsPosition` writes any state of the card play in this form; a state that began at
 * a position is always written in it (its cards won are no longer tricks as played).
 */
import { formatCard, parseCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, isRight, left, right, type Either } from '../../kernel/either.js';
import { POSITION_ERROR_CODES, isOneOf, type PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { optionsError } from '../../kernel/options-error.js';
import { confirm, readFrame, rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { tarotDeck } from './cards.js';
import { encodeAction } from './codec.js';
import { goulash, tarot } from './rules.js';
import { poigneeSizeOf } from './declarations.js';
import { POIGNEE_SIZES, type PoigneeSize } from './scoring.js';
import type { PoigneeShown, TarotState } from './state.js';
import { tarotFactsOf, type TarotPositionFacts } from './facts.js';
import type { TarotOptions } from './options.js';
import type { TarotError } from './step.js';

const SECTIONS = [
  'bids',
  'contract',
  'call',
  'partner',
  'chelem',
  'chien',
  'ecart',
  'poignee',
  'hands',
  'won',
  'excuse',
  'tricks',
  'trick',
  'to',
  'voids',
  'ceilings',
] as const;
const name = (c: Card): string => formatCard(tarotDeck, c);
const list = (cards: readonly Card[]): string => cards.map(name).join(' ');

function rulesetOf(s: TarotState) {
  return s.options.mode === 'goulash' ? goulash : tarot;
}

/** A state in position notation: the history form, or the facts form for a state that began at a position. */
export function formatTarotPosition(s: TarotState): string {
  if (s.pileTricks !== undefined) {
    const f = tarotFactsOf(s);
    if (isRight(f)) return writeFacts(s, f.right);
  }
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
  const o = rules.options.safeParse(options, { reportInput: true });
  if (!o.success) {
    const e = optionsError(rules.options, o.error.issues);
    return left(ruleError('position/malformed', `Bad options: ${e.message}`, e.detail));
  }
  if (sections.has('won')) return readFacts(text as string, rules, o.data, sections);
  if (FACTS_ONLY.some((k) => sections.has(k)))
    return bad(`The sections ${FACTS_ONLY.join(', ')} belong to a position from facts, which has a won section.`);
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

/** The sections only a position from facts has. */
const FACTS_ONLY = ['contract', 'partner', 'excuse', 'to', 'voids', 'ceilings'] as const;

const hands = (lists: readonly (readonly string[])[]): string =>
  lists.map((h) => (h.length === 0 ? '-' : h.join(' '))).join(' / ');

/** The facts form of a state: its head and the sections of its facts. */
function writeFacts(s: TarotState, f: TarotPositionFacts): string {
  const rules = rulesetOf(s);
  const defaults = rules.options.parse({ players: s.options.players });
  const parts = [writeHead(rules.id, s.options, defaults, ['players', 'dealer'])];
  if (f.bids !== undefined) parts.push(`bids ${f.bids.join(' ')}`);
  if (f.contract !== undefined) parts.push(`contract ${f.contract} ${f.taker!}`);
  else if (f.mode === 'goulash') parts.push('contract goulash');
  if (f.called !== undefined) parts.push(`call ${f.called}`);
  if (f.partner !== undefined) parts.push(`partner ${f.partner === null ? '-' : f.partner}`);
  if (f.chelem === true) parts.push('chelem yes');
  parts.push(`chien ${f.chien.join(' ')}`);
  if (f.ecart !== undefined) parts.push(`ecart ${f.ecart.join(' ')}`);
  if (f.poignees !== undefined)
    parts.push(`poignee ${f.poignees.map((p) => `${p.seat}:${p.cards.join('-')}`).join(' ')}`);
  parts.push(`hands ${hands(f.hands)}`);
  parts.push(`won ${hands(f.won)}`);
  if (f.excuseDebt !== undefined && f.excuseDebt !== null) parts.push(`excuse ${f.excuseDebt.from}>${f.excuseDebt.to}`);
  if (f.trick.length > 0) parts.push(`trick ${f.trick[0]!.seat}:${f.trick.map((p) => p.card).join(',')}`);
  parts.push(`to ${f.toAct}`);
  const perSeat = (xs: readonly string[]): string =>
    xs
      .map((x, seat) => (x === '' ? '' : `${seat}:${x}`))
      .filter((x) => x !== '')
      .join(' ');
  if (f.voids !== undefined) parts.push(`voids ${perSeat(f.voids.map((v) => v.join('')))}`);
  if (f.trumpCeiling !== undefined)
    parts.push(`ceilings ${perSeat(f.trumpCeiling.map((c) => (c < 21 ? String(c) : '')))}`);
  return parts.join(' | ');
}

/**
 * Any state of the card play (no poignée being shown) in the facts form of the notation: the
 * position without its moves, read back through `setup` with `{ position }`.
 * @returns Left `phase/wrong-phase` for a state in another phase (`tarotFactsOf`).
 */
export function formatTarotFactsPosition(s: TarotState): Either<TarotError, string> {
  const f = tarotFactsOf(s);
  return isLeft(f) ? f : right(writeFacts(s, f.right));
}

/** Reads the facts form: the sections as facts, then `setup` checks them. */
function readFacts(
  text: string,
  rules: typeof tarot,
  options: TarotOptions,
  sections: ReadonlyMap<string, string>,
): Either<RuleError<PositionErrorCode>, TarotState> {
  const n = options.players;
  const get = (k: string) => sections.get(k);
  const words = (k: string): string[] => (get(k) ?? '').split(' ').filter((x) => x !== '');
  const lists = (t: string): string[][] =>
    t.split(' / ').map((h) => (h.trim() === '-' ? [] : h.split(' ').filter((x) => x !== '')));
  if (sections.has('tricks')) return bad('A position from facts has its cards won (won), not its tricks.');
  const to = Number(get('to'));
  if (!sections.has('hands') || !sections.has('chien') || !Number.isInteger(to))
    return bad('A position from facts has at least the sections chien, hands, won and to.');
  const facts: Record<string, unknown> = {
    hands: lists(get('hands')!),
    chien: words('chien'),
    won: lists(get('won')!),
  };
  if (sections.has('bids')) facts['bids'] = words('bids');
  const contract = words('contract');
  if (contract.length === 1 && contract[0] === 'goulash') facts['mode'] = 'goulash';
  else if (contract.length === 2) [facts['contract'], facts['taker']] = [contract[0], Number(contract[1])];
  else if (sections.has('contract')) return bad('The contract section is "contract taker" or "goulash".');
  if (sections.has('call')) facts['called'] = get('call');
  const partner = get('partner');
  if (partner !== undefined) facts['partner'] = partner === '-' ? null : Number(partner);
  if (sections.has('chelem')) {
    if (get('chelem') !== 'yes') return bad('A position from facts writes "chelem yes" or no chelem section.');
    facts['chelem'] = true;
  }
  if (sections.has('ecart')) facts['ecart'] = words('ecart');
  if (sections.has('poignee')) {
    const poignees = [];
    for (const p of words('poignee')) {
      const m = /^(\d):(.+)$/.exec(p);
      const cards = m ? m[2]!.split('-') : [];
      const size = m ? poigneeSizeOf(n, cards.length) : undefined;
      if (!m || size === undefined) return bad(`"${p}" is not seat:cards of a whole poignée.`);
      poignees.push({ seat: Number(m[1]), size, cards });
    }
    facts['poignees'] = poignees;
  }
  const excuse = get('excuse');
  if (excuse !== undefined) {
    const m = /^(\d)>(\d)$/.exec(excuse);
    if (!m) return bad(`"${excuse}" is not from>to.`);
    facts['excuseDebt'] = { from: Number(m[1]), to: Number(m[2]) };
  }
  const trick = get('trick');
  facts['trick'] = [];
  if (trick !== undefined) {
    const m = /^(\d):(.+)$/.exec(trick);
    if (!m) return bad(`"${trick}" is not leader:cards.`);
    facts['trick'] = m[2]!.split(',').map((card, i) => ({ seat: (Number(m[1]) + i) % n, card }));
  }
  facts['toAct'] = to;
  const perSeat = (k: string, read: (x: string) => unknown, none: unknown): unknown[] | undefined => {
    if (!sections.has(k)) return undefined;
    const out = Array.from({ length: n }, () => none);
    for (const w of words(k)) {
      const m = /^(\d):(.+)$/.exec(w);
      if (!m || Number(m[1]) >= n) return undefined;
      out[Number(m[1])] = read(m[2]!);
    }
    return out;
  };
  if (sections.has('voids')) {
    const v = perSeat('voids', (x) => x.split(''), []);
    if (v === undefined) return bad('The voids section is seat:letters …');
    facts['voids'] = v;
  }
  if (sections.has('ceilings')) {
    const c = perSeat('ceilings', Number, 21);
    if (c === undefined) return bad('The ceilings section is seat:trump …');
    facts['trumpCeiling'] = c;
  }
  const state = rules.setup(options, { position: facts });
  if (isLeft(state)) {
    const e = state.left;
    return isOneOf(POSITION_ERROR_CODES, e.code) || e.code === 'notation/bad-card'
      ? left(ruleError(e.code, e.message, e.detail))
      : left(
          ruleError('position/inconsistent', `The position's facts do not hold: ${e.message}`, {
            cause: e.code,
            ...e.detail,
          }),
        );
  }
  return confirm(text, state.right, formatTarotPosition);
}

/** Tarot position notation: `format` a state as one line, `parse` it back (replayed, so always legal). */
export const tarotPosition: PositionNotation<TarotState> = { format: formatTarotPosition, parse: parseTarotPosition };
