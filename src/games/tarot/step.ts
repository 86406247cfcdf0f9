/** Shared shapes of the phase modules: a step, a check's outcome, small state helpers. */
import type { Card } from '../../kernel/card.js';
import type { RuleError } from '../../kernel/errors.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { tarotDeck } from './cards.js';
import type { TarotEvent, TarotState } from './state.js';

export interface TarotStep {
  readonly state: TarotState;
  readonly events: readonly TarotEvent[];
}

/** A check: the error, or the name of the rule that allows the action. */
export type Verdict = { readonly ok: false; readonly error: RuleError } | { readonly ok: true; readonly rule: string };
export const allow = (rule: string): Verdict => ({ ok: true, rule });
export const refuse = (error: RuleError): Verdict => ({ ok: false, error });

/** Card names by id, looked up once (names go into events at every play). */
const NAMES: readonly string[] = Array.from({ length: 160 }, (_, c) => tarotDeck.names.get(c) ?? String(c));
export const name = (c: Card): string => NAMES[c] ?? String(c);
export function names(cards: readonly Card[]): string[] {
  const out = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i++) out[i] = name(cards[i]!);
  return out;
}

/** The seat that speaks or leads first: the seat after the dealer (FFT p.5, p.7). */
export const eldest = (s: TarotState): Seat => seatAfter(s.options.dealer, 1, s.options.players);

/**
 * `s` with some fields replaced. Every state is built by this literal (or `playState`), listing
 * every field in one order, so that all Tarot states share one hidden class: with object spreads
 * each phase made its own, and the reducer's property reads went megamorphic (2x slower).
 */
export function withState(s: TarotState, c: Partial<TarotState>): TarotState {
  return {
    options: c.options !== undefined ? c.options : s.options,
    mode: c.mode !== undefined ? c.mode : s.mode,
    phase: c.phase !== undefined ? c.phase : s.phase,
    hands: c.hands !== undefined ? c.hands : s.hands,
    chien: c.chien !== undefined ? c.chien : s.chien,
    chienTaken: c.chienTaken !== undefined ? c.chienTaken : s.chienTaken,
    bids: c.bids !== undefined ? c.bids : s.bids,
    taker: c.taker !== undefined ? c.taker : s.taker,
    contract: c.contract !== undefined ? c.contract : s.contract,
    called: c.called !== undefined ? c.called : s.called,
    partner: c.partner !== undefined ? c.partner : s.partner,
    ecart: c.ecart !== undefined ? c.ecart : s.ecart,
    chelemAnnounced: c.chelemAnnounced !== undefined ? c.chelemAnnounced : s.chelemAnnounced,
    poignees: c.poignees !== undefined ? c.poignees : s.poignees,
    leader: c.leader !== undefined ? c.leader : s.leader,
    trick: c.trick !== undefined ? c.trick : s.trick,
    tricks: c.tricks !== undefined ? c.tricks : s.tricks,
    voids: c.voids !== undefined ? c.voids : s.voids,
    trumpCeiling: c.trumpCeiling !== undefined ? c.trumpCeiling : s.trumpCeiling,
    annulled: c.annulled !== undefined ? c.annulled : s.annulled,
  };
}

export function replaceAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

/** Classic sides: 0 the taker's side (taker and called partner), 1 the defence. */
export const sideOf = (s: TarotState, seat: Seat): 0 | 1 => (seat === s.taker || seat === s.partner ? 0 : 1);
