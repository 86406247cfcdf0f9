/**
 * Test helpers: an explicit deal from readable strings, applying codec strings, and checking that
 * a refused action leaves the state unchanged.
 */
import { expect } from 'vitest';
import { deepFreeze, isLeft, type RuleError } from '../../../src/kernel/index.js';
import { tarabish, type TarabishOptionsInput, type TarabishState } from '../../../src/games/tarabish/index.js';

/** Each seat's cards in the order received, as space-separated notation: `['JS 9S AS …', …]`. */
export function deal(hands: readonly string[], options: TarabishOptionsInput = {}): TarabishState {
  const r = tarabish.setup(options, { deal: hands.map((h) => h.trim().split(/\s+/)) });
  if (isLeft(r)) throw new Error(`setup: ${r.left.code} ${r.left.message}`);
  return r.right;
}

/** Applies codec strings in order; throws with the code of the first refused one. */
export function act(state: TarabishState, ...actions: readonly string[]): TarabishState {
  let s = state;
  for (const text of actions) {
    const a = tarabish.codec.decode(text);
    if (isLeft(a)) throw new Error(`decode ${text}: ${a.left.code}`);
    const r = tarabish.apply(deepFreeze(s), a.right);
    if (isLeft(r)) throw new Error(`${text}: ${r.left.code} ${r.left.message}`);
    s = r.right.state;
  }
  return s;
}

/** Expects the action to be refused; checks `explain` agrees and the state is unchanged; returns the error. */
export function refused(state: TarabishState, action: string | unknown): RuleError {
  let raw: unknown = action;
  if (typeof action === 'string') {
    const decoded = tarabish.codec.decode(action);
    if (isLeft(decoded)) return decoded.left;
    raw = decoded.right;
  }
  const before = JSON.stringify(state);
  const r = tarabish.apply(deepFreeze(state), raw as never);
  expect(JSON.stringify(state)).toBe(before);
  if (!isLeft(r)) throw new Error(`${String(action)} was accepted`);
  const why = tarabish.explain(state, raw as never);
  expect(why.legal).toBe(false);
  if (!why.legal) expect(why.error.code).toBe(r.left.code);
  return r.left;
}

/** The legal actions as codec strings. */
export const legalTexts = (s: TarabishState): string[] => tarabish.legal(s).map((a) => tarabish.codec.encode(a));

/** Plays out the current hand by always taking the first legal action (for tests that need a finished hand). */
export function finish(state: TarabishState, pick: (legal: readonly string[]) => string = (l) => l[0]!): TarabishState {
  let s = state;
  while (tarabish.actor(s) !== 'done') s = act(s, pick(legalTexts(s)));
  return s;
}

const ALL_CARDS = ['S', 'H', 'D', 'C'].flatMap((s) =>
  ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}`),
);

/**
 * A full deal from the cards that matter: each seat's listed cards first (in that order), then the
 * remaining cards handed out in deck order to seats with room that are not marked void in the
 * card's suit. `void` is a string of suit letters, e.g. `'S'`.
 */
export function fillDeal(spec: readonly { readonly cards: string; readonly void?: string }[]): string[] {
  const hands = spec.map((x) => (x.cards.trim() === '' ? [] : x.cards.trim().split(/\s+/)));
  const used = new Set(hands.flat());
  for (const c of ALL_CARDS.filter((c) => !used.has(c))) {
    const seat = hands.findIndex((h, i) => h.length < 9 && !(spec[i]!.void ?? '').includes(c.slice(-1)));
    if (seat < 0) throw new Error(`fillDeal: no seat can take ${c}`);
    hands[seat]!.push(c);
  }
  return hands.map((h) => h.join(' '));
}

/** Auction preset, dealer 0: seat 1 bids 50 and wins, names `trump`, nobody declares; seat 1 to lead. */
export function readyToPlay(hands: readonly string[], trump = 'H', options: TarabishOptionsInput = {}): TarabishState {
  return act(
    deal(hands, options),
    'bid:50',
    'bid:pass',
    'bid:pass',
    'bid:pass',
    `trump:${trump}`,
    'declare:',
    'declare:',
    'declare:',
    'declare:',
  );
}
