/**
 * A new deal: from a seed (`dealFromSeed`, a uniform partition of the deck) or an explicit deal
 * `{ hands, chien }` in card notation, validated (sizes, every card exactly once). A petit sec
 * annuls a classic deal at once (FFT p.5), never a Goulash.
 */
import { formatCard, parseCard, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { dealFromSeed } from '../../kernel/deal.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarotError } from './step.js';
import { parseSeed } from '../../kernel/seed.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { EXCUSE, PETIT, isTrump, tarotDeck } from './cards.js';
import type { TarotOptions } from './options.js';
import type { PlayerCount } from './scoring.js';
import type { TarotState } from './state.js';

/** Cards per hand, FFT p.4, p.11, p.12: 4p 18 + 6, 3p 24 + 6, 5p 15 + 3. */
export const HAND_SIZE: Readonly<Record<PlayerCount, number>> = { 3: 24, 4: 18, 5: 15 };
/** Cards in the chien (same pages). */
export const CHIEN_SIZE: Readonly<Record<PlayerCount, number>> = { 3: 6, 4: 6, 5: 3 };

/** Cards any poignées of a deal can show together: the trumps and the Excuse. */
const POIGNEE_CARDS = tarotDeck.cards.filter((c) => isTrump(c) || c === EXCUSE).length;

/**
 * The most actions a deal can take: bids, the call, the écart, the chelem choice, a poignée
 * announced by each seat and the cards they show (at most the 21 trumps and the Excuse), every card.
 */
export const maxActions = (o: TarotOptions): number =>
  2 * o.players + 2 + POIGNEE_CARDS + CHIEN_SIZE[o.players] + o.players * HAND_SIZE[o.players];

/** The seat that speaks or leads first: the seat after the dealer (FFT p.5, p.7). */
export const eldest = (s: TarotState): Seat => seatAfter(s.options.dealer, 1, s.options.players);

/** An explicit deal in card notation: one list per seat, and the chien. */
export interface TarotDeal {
  readonly hands: readonly (readonly string[])[];
  readonly chien: readonly string[];
}

export const WORDS = tarotDeck.words;

/** Petit sec: the 1T is the hand's only trump and the hand has no Excuse (FFT p.5). */
export function isPetitSec(hand: cs.CardSet): boolean {
  if (!cs.has(hand, PETIT) || cs.has(hand, EXCUSE)) return false;
  return cs.toArray(hand).filter(isTrump).length === 1;
}

export function parseDeal(
  options: TarotOptions,
  deal: unknown,
): Either<TarotError, { hands: Card[][]; chien: Card[] }> {
  const n = options.players;
  const bad = (code: TarotError['code'] & `setup/${string}`, message: string, detail: Record<string, unknown> = {}) =>
    left(ruleError(code, message, detail));
  if (typeof deal !== 'object' || deal === null)
    return bad('setup/malformed-deal', 'A deal is { hands: string[][], chien: string[] }.');
  const { hands, chien } = deal as { hands?: unknown; chien?: unknown };
  if (!Array.isArray(hands) || !Array.isArray(chien))
    return bad('setup/malformed-deal', 'A deal is { hands: string[][], chien: string[] }.');
  if (hands.length !== n)
    return bad('setup/wrong-hand-count', `A ${n}-player deal has ${n} hands.`, { hands: hands.length });
  const seen = new Set<Card>();
  const parseList = (list: unknown, size: number, where: string): Either<TarotError, Card[]> => {
    if (!Array.isArray(list)) return bad('setup/malformed-deal', `${where} must be a list of cards.`);
    if (list.length !== size)
      return bad('setup/wrong-deal-size', `${where} must have ${size} cards, not ${list.length}.`, {
        where,
        size,
        got: list.length,
      });
    const out: Card[] = [];
    for (const t of list) {
      const c = parseCard(tarotDeck, t);
      if (c._tag === 'Left') return c;
      if (seen.has(c.right))
        return bad('setup/duplicate-card', `${formatCard(tarotDeck, c.right)} is dealt twice.`, {
          card: formatCard(tarotDeck, c.right),
        });
      seen.add(c.right);
      out.push(c.right);
    }
    return right(out);
  };
  const parsedHands: Card[][] = [];
  for (let i = 0; i < n; i++) {
    const h = parseList(hands[i], HAND_SIZE[n], `hand ${i}`);
    if (h._tag === 'Left') return h;
    parsedHands.push(h.right);
  }
  const c = parseList(chien, CHIEN_SIZE[n], 'the chien');
  if (c._tag === 'Left') return c;
  return right({ hands: parsedHands, chien: c.right });
}

/** The initial state for these cards. */
export function initialState(
  options: TarotOptions,
  hands: readonly (readonly Card[])[],
  chien: readonly Card[],
): TarotState {
  const n = options.players;
  const sets = hands.map((h) => cs.setOf(WORDS, h));
  const goulash = options.mode === 'goulash';
  const petitSec = !goulash && sets.some(isPetitSec);
  const first: Seat = seatAfter(options.dealer, 1, n);
  return {
    options,
    mode: options.mode,
    phase: petitSec ? 'done' : goulash ? 'play' : 'bidding',
    hands: sets,
    chien: chien.slice(),
    chienTaken: false,
    bids: [],
    taker: null,
    contract: null,
    called: null,
    partner: null,
    ecart: [],
    chelemAnnounced: false,
    poignees: [],
    leader: first,
    trick: [],
    tricks: [],
    voids: new Array<number>(n).fill(0),
    trumpCeiling: new Array<number>(n).fill(21),
    annulled: petitSec ? 'petit-sec' : null,
  };
}

export function setupDeal(options: TarotOptions, source: unknown): Either<TarotError, TarotState> {
  const n = options.players;
  if (typeof source !== 'object' || source === null)
    return left(ruleError('setup/bad-source', 'The source is { seed }, { deal } or { position }.'));
  if ('seed' in source) {
    const seed = parseSeed((source as { seed: unknown }).seed);
    if (seed._tag === 'Left') return seed;
    const d = dealFromSeed(tarotDeck, { hands: n, handSize: HAND_SIZE[n], extra: CHIEN_SIZE[n] }, seed.right);
    return right(initialState(options, d.hands, d.extra));
  }
  if ('deal' in source) {
    const d = parseDeal(options, (source as { deal: unknown }).deal);
    return d._tag === 'Left' ? d : right(initialState(options, d.right.hands, d.right.chien));
  }
  return left(ruleError('setup/bad-source', 'The source is { seed } or { deal }.'));
}
