/**
 * Declarations. The chelem (FFT p.6): the taker announces it or not after the écart (after the
 * bidding under garde sans / contre); the announcer then leads. Option `chelemRequires21` (a house rule):
 * only a taker holding the 21 may announce.
 * The poignée (FFT p.7): before one's own first card, a player may show 13/15/18 trumps at 3
 * players, 10/13/15 at 4, 8/10/13 at 5; the Excuse may stand for a missing trump only when the
 * player holds exactly one trump less than the size (and so no other trump). Trumps the taker put
 * in the écart still count and are shown (FFT p.7). Not in a Goulash.
 * Notation (docs/rules/tarot.md): the size is announced (`poignee:simple`), then the trumps are
 * shown one action each, from the highest down, the Excuse last (`show:21T`, …, `show:EX`): each
 * set of trumps is shown by exactly one sequence, and no legal list grows beyond the 21 trumps.
 * Until the last card is shown the seat does nothing else.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarotError } from './step.js';
import type { Seat } from '../../kernel/seat.js';
import { CARD_ACTIONS, EXCUSE, MONDE, TRUMP_WORD, name, names, isTrump } from './cards.js';
import { POIGNEE_SIZE_NAMES, POIGNEE_SIZES, type PoigneeSize } from './scoring.js';
import { left, right, type Either } from '../../kernel/either.js';
import {
  replaceAt,
  withState,
  type PoigneeShown,
  type TarotAction,
  type TarotEvent,
  type TarotState,
} from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';
import { eldestOf } from './deal.js';

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
  const leader = announce ? s.taker! : eldestOf(s);
  return {
    state: withState(s, { chelemAnnounced: announce, phase: 'play', leader }),
    events: [{ type: 'chelem', audience: 'all', announced: announce }],
  };
}

// ---- poignée ----

/** Canonical order of shown cards: descending card id, so trumps 21..1 then the Excuse. */
export const canonicalCards = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => b - a);

/** Trumps that count for the seat's poignée, descending: its hand's, and the taker's écart trumps. */
export function poigneeTrumps(s: TarotState, seat: Seat): Card[] {
  const inHand = cs.toArray(s.hands[seat]!).filter(isTrump);
  const inEcart = seat === s.taker ? s.ecart.filter(isTrump) : [];
  return canonicalCards([...inHand, ...inEcart]);
}

/** How many trumps count for the seat's poignée (`poigneeTrumps`), counted on the trump word. */
function trumpCount(s: TarotState, seat: Seat): number {
  let n = cs.popcount(s.hands[seat]![TRUMP_WORD]! & ~1);
  if (seat === s.taker) for (let i = 0; i < s.ecart.length; i++) if (isTrump(s.ecart[i]!)) n++;
  return n;
}

/** Cards a poignée of this size shows. */
export const poigneeLength = (s: TarotState, size: PoigneeSize): number => POIGNEE_SIZES[s.options.players][size];

/** FFT p.7: the Excuse completes a poignée only for a seat holding exactly one trump less (and the Excuse). */
const excuseCompletes = (s: TarotState, seat: Seat, size: PoigneeSize, trumps: number): boolean =>
  trumps === poigneeLength(s, size) - 1 && cs.has(s.hands[seat]!, EXCUSE);

/** A poignée may be announced now by this seat: classic play, before the seat's first card, once. */
export function poigneeOpen(s: TarotState, seat: Seat): boolean {
  return (
    s.mode === 'classic' && s.phase === 'play' && s.tricks.length === 0 && !s.poignees.some((p) => p.seat === seat)
  );
}

/** Whether the seat, counting `trumps` trumps, may announce a poignée of this size (the Excuse may complete it). */
const sizeAllowed = (s: TarotState, seat: Seat, size: PoigneeSize, trumps: number): boolean =>
  trumps >= poigneeLength(s, size) || excuseCompletes(s, seat, size, trumps);

/** The sizes the seat holds enough trumps for (with the Excuse when it may complete one), smallest first. */
export function poigneeSizes(s: TarotState, seat: Seat): PoigneeSize[] {
  const trumps = trumpCount(s, seat);
  return POIGNEE_SIZE_NAMES.filter((size) => sizeAllowed(s, seat, size, trumps));
}

/** `poigneeSizes(s, seat).length`, without building the list (the playout asks it for every seat). */
export function poigneeSizeCount(s: TarotState, seat: Seat): number {
  const trumps = trumpCount(s, seat);
  // Below the smallest size less one, not even the Excuse completes a poignée.
  if (trumps < poigneeLength(s, 'simple') - 1) return 0;
  let n = 0;
  for (let i = 0; i < POIGNEE_SIZE_NAMES.length; i++) if (sizeAllowed(s, seat, POIGNEE_SIZE_NAMES[i]!, trumps)) n++;
  return n;
}

/** The poignée being shown (announced, not all its cards shown yet), if any. */
export function showing(s: TarotState): PoigneeShown | undefined {
  if (s.tricks.length > 0 || s.poignees.length === 0) return undefined;
  const p = s.poignees[s.poignees.length - 1]!;
  return p.cards.length < poigneeLength(s, p.size) ? p : undefined;
}

/**
 * The cards that may be shown next in poignée `p`, ascending: a held trump below the last shown
 * leaving enough trumps below it (and the Excuse, when it completes the poignée) to finish; the
 * Excuse as the last card when it completes the poignée.
 */
export function nextShows(s: TarotState, p: PoigneeShown): Card[] {
  const trumps = poigneeTrumps(s, p.seat);
  const excuse = excuseCompletes(s, p.seat, p.size, trumps.length);
  const after = poigneeLength(s, p.size) - p.cards.length - 1; // cards still to show after the next one
  const last = p.cards.length === 0 ? Infinity : p.cards[p.cards.length - 1]!;
  const out: Card[] = [];
  if (excuse && after === 0) out.push(EXCUSE);
  // trumps[i] has trumps.length - 1 - i trumps below it.
  for (let i = trumps.length - 1; i >= 0; i--) {
    const t = trumps[i]!;
    if (t >= last) break;
    if (trumps.length - 1 - i + (excuse ? 1 : 0) >= after) out.push(t);
  }
  return out;
}

const notInGoulash = (): Verdict => refuse(ruleError('poignee/not-in-goulash', 'There is no poignée in a Goulash.'));

export function checkAnnounce(s: TarotState, seat: Seat, size: PoigneeSize): Verdict {
  if (s.mode !== 'classic') return notInGoulash();
  if (s.tricks.length > 0) return refuse(ruleError('poignee/too-late', 'A poignée is shown before your first card.'));
  if (s.poignees.some((p) => p.seat === seat))
    return refuse(ruleError('poignee/already-shown', 'You have already shown a poignée.'));
  if (!poigneeSizes(s, seat).includes(size)) {
    const trumps = trumpCount(s, seat);
    return refuse(
      ruleError(
        'poignee/too-few-trumps',
        `A ${size} poignée shows ${poigneeLength(s, size)} trumps (the Excuse may stand for the last one only when you hold no other trump).`,
        { size, needed: poigneeLength(s, size), trumps },
      ),
    );
  }
  return allow(`poignee-${size}`);
}

export function applyAnnounce(s: TarotState, seat: Seat, size: PoigneeSize): TarotStep {
  return {
    state: withState(s, { poignees: [...s.poignees, { seat, size, cards: [] }] }),
    events: [{ type: 'poignee-announced', audience: 'all', seat, size }],
  };
}

/** A `show` action while poignée `p` (announced by the acting seat) is being shown. */
export function checkShow(s: TarotState, seat: Seat, card: Card): Verdict {
  if (s.mode !== 'classic') return notInGoulash();
  const p = showing(s);
  if (p === undefined || p.seat !== seat)
    return refuse(
      ruleError(
        'poignee/not-announced',
        'Announce a poignée (poignee:simple, double or triple) before showing trumps.',
      ),
    );
  if (!isTrump(card) && card !== EXCUSE)
    return refuse(
      ruleError('poignee/not-trump', 'A poignée shows trumps (and perhaps the Excuse) only.', { cards: [name(card)] }),
    );
  if (p.cards.includes(card)) return refuse(ruleError('poignee/duplicate-card', 'That card is already shown.'));
  const trumps = poigneeTrumps(s, seat);
  if (card === EXCUSE ? !cs.has(s.hands[seat]!, EXCUSE) : !trumps.includes(card))
    return refuse(
      ruleError('poignee/not-held', 'You do not hold that card (a false poignée).', { cards: [name(card)] }),
    );
  if (card === EXCUSE && !excuseCompletes(s, seat, p.size, trumps.length))
    return refuse(
      ruleError('poignee/excuse-not-allowed', 'The Excuse may stand for a trump only when you hold no other trump.', {
        trumps: trumps.length,
      }),
    );
  if (!nextShows(s, p).includes(card)) {
    const last = p.cards[p.cards.length - 1];
    if (card === EXCUSE || (last !== undefined && card > last))
      return refuse(
        ruleError('poignee/out-of-order', 'Trumps are shown from the highest down, the Excuse last.', {
          card: name(card),
          ...(last !== undefined ? { last: name(last) } : {}),
        }),
      );
    return refuse(
      ruleError('poignee/cannot-complete', 'Too few of your trumps are below this one to complete the poignée.', {
        card: name(card),
        toShow: poigneeLength(s, p.size) - p.cards.length,
      }),
    );
  }
  return allow('poignee-show');
}

export function applyShow(s: TarotState, seat: Seat, card: Card): TarotStep {
  const p = s.poignees[s.poignees.length - 1]!;
  const shown: PoigneeShown = { seat, size: p.size, cards: [...p.cards, card] };
  const events: TarotEvent[] = [{ type: 'trump-shown', audience: 'all', seat, card: name(card) }];
  if (shown.cards.length === poigneeLength(s, p.size))
    events.push({ type: 'poignee', audience: 'all', seat, size: p.size, cards: names(shown.cards) });
  return { state: withState(s, { poignees: replaceAt(s.poignees, s.poignees.length - 1, shown) }), events };
}

/** The seat must finish showing its poignée before anything else. */
export const poigneeIncomplete = (p: PoigneeShown, s: TarotState): Verdict =>
  refuse(
    ruleError('poignee/incomplete', 'Finish showing your poignée first (show:<trump>, from the highest down).', {
      size: p.size,
      toShow: poigneeLength(s, p.size) - p.cards.length,
    }),
  );

export function poigneeSizeOf(players: 3 | 4 | 5, count: number): PoigneeSize | undefined {
  return POIGNEE_SIZE_NAMES.find((size) => POIGNEE_SIZES[players][size] === count);
}

/**
 * Record format 1 wrote a poignée as one action naming every card shown (`poignee:21T-20T-…`):
 * the actions it stands for now, the size then each card in notation order; a Left when the cards
 * are no poignée size.
 */
export function poigneeActions(players: 3 | 4 | 5, cards: readonly Card[]): Either<TarotError, TarotAction[]> {
  const size = poigneeSizeOf(players, cards.length);
  if (size === undefined) {
    const sizes = POIGNEE_SIZES[players];
    return left(
      ruleError(
        'poignee/wrong-size',
        `A poignée shows exactly ${sizes.simple}, ${sizes.double} or ${sizes.triple} trumps.`,
        { count: cards.length },
      ),
    );
  }
  return right([
    { type: 'poignee', size },
    ...canonicalCards(cards).map((card): TarotAction => CARD_ACTIONS.show[card]!),
  ]);
}
