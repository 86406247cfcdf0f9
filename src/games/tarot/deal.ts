/**
 * A new deal: from a seed (by default `dealFromSeed`, a uniform partition of the deck; with the
 * `table` procedure dealt as the FFT rules describe it), or an explicit deal in card notation,
 * validated (sizes, every card exactly once): the hands and the chien, or a physical deal's pack,
 * cut and chien slots. A petit sec annuls a classic deal at once (FFT p.5), never a Goulash.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { dealAtTable, type NamedTableDeal, type TableRules } from '../../kernel/table-deal.js';
import { left, right, type Either } from '../../kernel/either.js';
import { dealtCards, dealtHands } from '../../kernel/deal.js';
import { seededDeal } from '../../kernel/seeded-deal.js';
import { failWith, ruleError } from '../../kernel/errors.js';
import type { TarotError } from './step.js';
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
export const eldestOf = (s: TarotState): Seat => seatAfter(s.options.dealer, 1, s.options.players);

/** An explicit deal in card notation: one list per seat, and the chien. */
export interface TarotDeal {
  readonly hands: readonly (readonly string[])[];
  readonly chien: readonly string[];
}

/**
 * A physical deal: the pack from the top (78 card names) before the cut, the number of cards the
 * cut lifts (more than 3 on each side), and the gaps between packets after which the dealer laid a
 * card in the chien (`kernel/table-deal.ts`: gap g follows the g-th packet dealt).
 */
export interface TarotTableDeal extends NamedTableDeal {
  readonly chienSlots: readonly number[];
}

/** What `setup` accepts as an explicit Tarot deal: the hands and the chien, or a physical deal. */
export type TarotDealInput = TarotDeal | TarotTableDeal;

/**
 * How Tarot is dealt at the table (FFT p.4, p.11, p.12): the dealer's left-hand neighbour cuts,
 * leaving more than 3 cards on each side; packets of 3 cards (4 at three players) from the player
 * after the dealer, in the direction of play; the chien built card by card between packets, never
 * the first or the last card of the pack.
 */
export const tarotTableRules = (n: PlayerCount): TableRules => ({
  hands: n,
  handSize: HAND_SIZE[n],
  packet: n === 3 ? 4 : 3,
  extra: CHIEN_SIZE[n],
  minCut: 4,
});

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
  const bad = failWith<TarotError['code'] & `setup/${string}`>();
  if (typeof deal !== 'object' || deal === null)
    return bad('setup/bad-deal', 'A deal is { hands: string[][], chien: string[] }.');
  if ('order' in deal) return parseTableDeal(options, deal);
  const { hands, chien } = deal as { hands?: unknown; chien?: unknown };
  if (!Array.isArray(hands) || !Array.isArray(chien))
    return bad('setup/bad-deal', 'A deal is { hands: string[][], chien: string[] }.');
  const seen = new Set<Card>();
  const parsedHands = dealtHands(tarotDeck, hands, n, HAND_SIZE[n], seen);
  if (parsedHands._tag === 'Left') return parsedHands;
  const c = dealtCards(tarotDeck, chien, CHIEN_SIZE[n], 'the chien', null, seen);
  if (c._tag === 'Left') return c;
  return right({ hands: parsedHands.right, chien: c.right });
}

/** A physical deal `{ order, cut, chienSlots }`, dealt as at the table from the seat after the dealer. */
function parseTableDeal(options: TarotOptions, deal: object): Either<TarotError, { hands: Card[][]; chien: Card[] }> {
  const keys = Object.keys(deal).sort().join(',');
  const { order, cut, chienSlots } = deal as { order?: unknown; cut?: unknown; chienSlots?: unknown };
  if (keys !== 'chienSlots,cut,order' || typeof cut !== 'number' || !Array.isArray(chienSlots))
    return left(ruleError('setup/bad-deal', 'A table deal is { order: string[], cut: number, chienSlots: number[] }.'));
  const cards = dealtCards(tarotDeck, order, tarotDeck.cards.length, 'the pack', null, new Set());
  if (cards._tag === 'Left') return cards;
  const n = options.players;
  const dealt = dealAtTable(tarotTableRules(n), seatAfter(options.dealer, 1, n), {
    order: cards.right,
    cut,
    extraSlots: chienSlots as number[],
  });
  if (dealt._tag === 'Left') return dealt;
  return right({ hands: dealt.right.hands.map((h) => h.slice()), chien: dealt.right.extra.slice() });
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
    const d = seededDeal(source, {
      deck: tarotDeck,
      layout: { hands: n, handSize: HAND_SIZE[n], extra: CHIEN_SIZE[n] },
      table: tarotTableRules(n),
      first: seatAfter(options.dealer, 1, n),
    });
    if (d._tag === 'Left') return d;
    return right(initialState(options, d.right.hands, d.right.extra));
  }
  if ('deal' in source) {
    const d = parseDeal(options, (source as { deal: unknown }).deal);
    return d._tag === 'Left' ? d : right(initialState(options, d.right.hands, d.right.chien));
  }
  return left(ruleError('setup/bad-source', 'The source is { seed } or { deal }.'));
}
