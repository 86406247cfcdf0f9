/**
 * Declarations. The chelem (FFT p.6): the taker announces it or not after the écart (after the
 * bidding under garde sans / contre); the announcer then leads. Option `chelemRequires21` (a house rule):
 * only a taker holding the 21 may announce.
 * The poignée (FFT p.7): before one's own first card, one action naming exactly the trumps shown:
 * 13/15/18 at 3 players, 10/13/15 at 4, 8/10/13 at 5; the Excuse may stand for a missing trump only
 * when the player holds exactly one trump less than the size (and so no other trump). Trumps the
 * taker put in the écart still count and are shown (FFT p.7). Not in a Goulash.
 */
import { bitOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import type { Seat } from '../../kernel/seat.js';
import { EXCUSE, MONDE, TRUMP_WORD, names, isTrump } from './cards.js';
import { POIGNEE_SIZE_NAMES, POIGNEE_SIZES, type PoigneeSize } from './scoring.js';
import { type TarotState, withState } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';
import { eldest } from './deal.js';

// ---- chelem ----

export const mayAnnounceChelem = (s: TarotState): boolean =>
  !s.options.chelemRequires21 || cs.has(s.hands[s.taker!]!, MONDE);

export function checkChelem(s: TarotState, announce: boolean): Verdict {
  if (announce && !mayAnnounceChelem(s))
    return refuse(
      ruleError('chelem/requires-21', 'Only a taker holding the 21 may announce a chelem (option chelemRequires21).'),
    );
  return allow(announce ? 'chelem-announced' : 'no-chelem');
}

export function applyChelem(s: TarotState, announce: boolean): TarotStep {
  const leader = announce ? s.taker! : eldest(s);
  return {
    state: withState(s, { chelemAnnounced: announce, phase: 'play', leader }),
    events: [{ type: 'chelem', audience: 'all', announced: announce }],
  };
}

// ---- poignée ----

/** Canonical order of shown cards: descending card id, so trumps 21..1 then the Excuse. */
export const canonicalCards = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => b - a);

/** Trumps that count for the seat's poignée: its hand's, and the taker's écart trumps. */
export function poigneeTrumps(s: TarotState, seat: Seat): Card[] {
  const inHand = cs.toArray(s.hands[seat]!).filter(isTrump);
  const inEcart = seat === s.taker ? s.ecart.filter(isTrump) : [];
  return canonicalCards([...inHand, ...inEcart]);
}

/** A poignée may be shown now by the actor: classic play, before the seat's first card, once. */
export function poigneeOpen(s: TarotState, seat: Seat): boolean {
  return (
    s.mode === 'classic' && s.phase === 'play' && s.tricks.length === 0 && !s.poignees.some((p) => p.seat === seat)
  );
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (start: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

/** Every poignée the seat may show (canonical card lists). */
export function poigneeOptions(s: TarotState, seat: Seat): Card[][] {
  // Most hands hold too few trumps for any poignée: counted on the trump word first (no lists).
  const held = cs.popcount(s.hands[seat]![TRUMP_WORD]! & ~1) + (seat === s.taker ? s.ecart.filter(isTrump).length : 0);
  if (held + 1 < POIGNEE_SIZES[s.options.players].simple) return [];
  const trumps = poigneeTrumps(s, seat);
  const excuse = cs.has(s.hands[seat]!, EXCUSE);
  const out: Card[][] = [];
  for (const size of POIGNEE_SIZE_NAMES) {
    const k = POIGNEE_SIZES[s.options.players][size];
    // A loop, not push(...): 3 players with 21 trumps have 259,084 poignées (a spread overflows the stack).
    if (trumps.length >= k) for (const c of combinations(trumps, k)) out.push(c);
    else if (excuse && trumps.length === k - 1) out.push([...trumps, EXCUSE]);
  }
  return out;
}

export function poigneeSizeOf(players: 3 | 4 | 5, count: number): PoigneeSize | undefined {
  return POIGNEE_SIZE_NAMES.find((size) => POIGNEE_SIZES[players][size] === count);
}

export function checkPoignee(s: TarotState, seat: Seat, cards: readonly Card[]): Verdict {
  if (s.mode !== 'classic') return refuse(ruleError('poignee/not-in-goulash', 'There is no poignée in a Goulash.'));
  if (s.tricks.length > 0) return refuse(ruleError('poignee/too-late', 'A poignée is shown before your first card.'));
  if (s.poignees.some((p) => p.seat === seat))
    return refuse(ruleError('poignee/already-shown', 'You have already shown a poignée.'));
  if (new Set(cards).size !== cards.length)
    return refuse(ruleError('poignee/duplicate-card', 'A card is named twice.'));
  const notTrump = cards.filter((c) => !isTrump(c) && c !== EXCUSE);
  if (notTrump.length > 0)
    return refuse(
      ruleError('poignee/not-trump', 'A poignée shows trumps (and perhaps the Excuse) only.', {
        cards: names(notTrump),
      }),
    );
  const size = poigneeSizeOf(s.options.players, cards.length);
  if (size === undefined) {
    const sizes = POIGNEE_SIZES[s.options.players];
    return refuse(
      ruleError(
        'poignee/wrong-size',
        `A poignée shows exactly ${sizes.simple}, ${sizes.double} or ${sizes.triple} trumps.`,
        { count: cards.length },
      ),
    );
  }
  const trumps = poigneeTrumps(s, seat);
  const missing = cards.filter((c) => (c === EXCUSE ? !cs.has(s.hands[seat]!, EXCUSE) : !trumps.includes(c)));
  if (missing.length > 0)
    return refuse(
      ruleError('poignee/not-held', 'You do not hold every card you show (a false poignée).', {
        cards: names(missing),
      }),
    );
  if (cards.includes(EXCUSE) && trumps.length !== cards.length - 1) {
    return refuse(
      ruleError('poignee/excuse-not-allowed', 'The Excuse may stand for a trump only when you hold no other trump.', {
        trumps: trumps.length,
      }),
    );
  }
  return allow(`poignee-${size}`);
}

export function applyPoignee(s: TarotState, seat: Seat, cards: readonly Card[]): TarotStep {
  const shown = canonicalCards(cards);
  const size = poigneeSizeOf(s.options.players, shown.length)!;
  return {
    state: withState(s, { poignees: [...s.poignees, { seat, size, cards: shown }] }),
    events: [{ type: 'poignee', audience: 'all', seat, size, cards: names(shown) }],
  };
}

/** A poignée's id part: the mask of its word-4 cards (the Excuse is bit 0). */
export const poigneeMask = (cards: readonly Card[]): number =>
  cards.reduce((m, c) => (c >= 128 && c < 160 ? (m | (1 << bitOf(c))) >>> 0 : m), 0);
