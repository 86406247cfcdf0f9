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

export function replaceAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

/** Classic sides: 0 the taker's side (taker and called partner), 1 the defence. */
export const sideOf = (s: TarotState, seat: Seat): 0 | 1 => (seat === s.taker || seat === s.partner ? 0 : 1);

