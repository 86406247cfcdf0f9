/**
 * Re-dealing what a seat cannot see (`sampleHidden`): the other hands (minus the cards they have
 * shown in a poignée and not played yet), the unseen chien, and the écart except its shown trumps,
 * dealt at random by the kernel's `assignHidden` while respecting what the seat knows: known voids
 * and trump ceilings from the play; the shown chien is in the taker's hand or écart; an écart with
 * trumps means the taker kept no plain card below the king; a poignée with the Excuse means no other
 * trump; the écart holds no king, oudler or hidden trump. The 5-player partner follows the called
 * card: if it is still hidden it may land in another hand (or the unseen chien).
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { createRng } from '../../kernel/rng.js';
import { assignHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import { EXCUSE, KING_BIT, TRUMP_WORD, isKing, isOudler, isTrump } from './cards.js';
import { WORDS } from './deal.js';
import { type TarotState, withState } from './state.js';

interface Slot extends HiddenSlot {
  readonly fixed: readonly Card[];
  readonly hidden: readonly Card[];
}

export function tarotSampleHidden(s: TarotState, seat: Seat, seed: number): TarotState {
  if (s.phase === 'done') return s;
  const n = s.options.players;
  const chienSet = new Set(s.chien);
  // Once the écart is complete, trumps in it mean the taker kept no plain card (FFT p.6).
  const ecartHasTrumps = s.phase !== 'ecart' && s.ecart.some(isTrump);
  const unplayedShown = (o: Seat): Card[] =>
    s.poignees
      .filter((p) => p.seat === o)
      .flatMap((p) => p.cards)
      .filter((c) => cs.has(s.hands[o]!, c));
  const playerAccepts =
    (o: Seat) =>
    (c: Card): boolean => {
      if (c === EXCUSE) return true;
      if (((s.voids[o]! >>> wordOf(c)) & 1) === 1) return false;
      if (wordOf(c) === TRUMP_WORD && bitOf(c) > s.trumpCeiling[o]!) return false;
      if (s.chienTaken && o !== s.taker && chienSet.has(c)) return false;
      if (o === s.taker && ecartHasTrumps && wordOf(c) < TRUMP_WORD && bitOf(c) < KING_BIT) return false;
      if (isTrump(c) && s.poignees.some((p) => p.seat === o && p.cards.includes(EXCUSE))) return false;
      return true;
    };
  const slots: Slot[] = [];
  for (let o = 0; o < n; o++) {
    if (o === seat) continue;
    const fixed = unplayedShown(o);
    const hidden = cs.toArray(s.hands[o]!).filter((c) => !fixed.includes(c));
    slots.push({ fixed, hidden, count: hidden.length, accepts: playerAccepts(o) });
  }
  const chienHidden = !s.chienTaken;
  if (chienHidden) slots.push({ fixed: [], hidden: s.chien, count: s.chien.length, accepts: () => true });
  const ecartHidden = seat !== s.taker && s.ecart.length > 0;
  if (ecartHidden) {
    const shown = s.ecart.filter(isTrump);
    const hidden = s.ecart.filter((c) => !isTrump(c));
    slots.push({
      fixed: shown,
      hidden,
      count: hidden.length,
      accepts: (c) => !isTrump(c) && !isKing(c) && !isOudler(c),
    });
  }
  const pool = slots.flatMap((sl) => sl.hidden);
  const dealt = assignHidden(
    pool,
    slots,
    createRng(seed),
    slots.map((sl) => sl.hidden),
  );
  let i = 0;
  const hands = s.hands.slice();
  for (let o = 0; o < n; o++) {
    if (o === seat) continue;
    hands[o] = cs.setOf(WORDS, [...slots[i]!.fixed, ...dealt[i]!]);
    i++;
  }
  const chien = chienHidden ? dealt[i++]! : s.chien;
  const ecart = ecartHidden ? [...slots[i]!.fixed, ...dealt[i]!] : s.ecart;
  // The partner is whoever now holds the called card, while it is unplayed.
  let partner = s.partner;
  if (s.called !== null) {
    const holder = hands.findIndex((h) => cs.has(h, s.called!));
    const played = s.trick.includes(s.called) || s.tricks.some((t) => t.cards.includes(s.called!));
    if (!played) partner = holder >= 0 && holder !== s.taker ? holder : null;
  }
  return withState(s, { hands, chien, ecart, partner });
}
