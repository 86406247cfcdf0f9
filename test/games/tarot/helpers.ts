/**
 * Test helpers: explicit deals written as card lists (the unnamed rest filled in canonical deck
 * order), codec-string scripts, and a play-out policy.
 */
import { expect } from 'vitest';
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import type { TarotDeal } from '../../../src/games/tarot/deal.js';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotOptionsInput } from '../../../src/games/tarot/options.js';
import type { TarotEvent, TarotState } from '../../../src/games/tarot/state.js';
import { cardset as cs, isLeft, type RuleError, type Ruleset } from '../../../src/kernel/index.js';
import type { TarotTypes } from '../../../src/games/tarot/index.js';

const SIZES = { 3: [24, 6], 4: [18, 6], 5: [15, 3] } as const;

/** A deal where each seat holds the listed cards (space separated), the rest filled in deck order. */
export function makeDeal(players: 3 | 4 | 5, fixed: readonly string[], chien?: string): TarotDeal {
  const [handSize, chienSize] = SIZES[players];
  const split = (x: string | undefined) => (x ?? '').split(/\s+/).filter(Boolean);
  const hands = Array.from({ length: players }, (_, i) => split(fixed[i]));
  const dog = split(chien);
  const used = new Set([...hands.flat(), ...dog]);
  const rest = tarotDeck.cards.map((c) => tarotDeck.names.get(c)!).filter((n) => !used.has(n));
  for (const h of hands) while (h.length < handSize) h.push(rest.shift()!);
  while (dog.length < chienSize) dog.push(rest.shift()!);
  return { hands, chien: dog };
}

export function start(options: TarotOptionsInput, deal: TarotDeal, rules: Ruleset<TarotTypes> = tarot): TarotState {
  const s = rules.setup(options, { deal });
  if (isLeft(s)) throw new Error(`setup: ${s.left.code} ${s.left.message}`);
  return s.right;
}

/** Applies one codec string; throws with the error code when refused. */
export function act(
  s: TarotState,
  text: string,
  rules: Ruleset<TarotTypes> = tarot,
): { state: TarotState; events: readonly TarotEvent[] } {
  const a = rules.codec.decode(text);
  if (isLeft(a)) throw new Error(`decode ${text}: ${a.left.code}`);
  const r = rules.apply(s, a.right);
  if (isLeft(r)) throw new Error(`${text}: ${r.left.code} ${r.left.message}`);
  return r.right;
}

export function run(s: TarotState, script: readonly string[], rules: Ruleset<TarotTypes> = tarot): TarotState {
  return script.reduce((st, t) => act(st, t, rules).state, s);
}

/** The error an action gets, checking that the state is left unchanged. */
export function refusal(s: TarotState, text: string | unknown, rules: Ruleset<TarotTypes> = tarot): RuleError {
  const before = JSON.stringify(s);
  let action: unknown = text;
  if (typeof text === 'string') {
    const a = rules.codec.decode(text);
    if (isLeft(a)) return a.left;
    action = a.right;
  }
  const r = rules.apply(s, action as never);
  expect(JSON.stringify(s)).toBe(before);
  if (!isLeft(r)) throw new Error(`${String(text)} was accepted`);
  const why = rules.explain(s, action as never);
  expect(why.legal ? 'legal' : why.error.code).toBe(r.left.code);
  return r.left;
}

/** Plays to the end: `prefer` may name the action (codec string); otherwise the first legal play (never a poignée). */
export function playOut(
  s: TarotState,
  prefer: (s: TarotState) => string | undefined = () => undefined,
  rules: Ruleset<TarotTypes> = tarot,
): TarotState {
  let st = s;
  for (let guard = 0; rules.actor(st) !== 'done' && guard < 200; guard++) {
    const p = prefer(st);
    if (p !== undefined) {
      st = act(st, p, rules).state;
      continue;
    }
    const legal = rules.legal(st).filter((a) => a.type !== 'poignee');
    st = rules.applyUnchecked(st, legal[0]!).state;
  }
  return st;
}

export const hand = (s: TarotState, seat: number): string[] =>
  cs.toArray(s.hands[seat]!).map((c) => tarotDeck.names.get(c)!);

/** The taker leads his highest trump (Excuse and 1T last); everybody else plays the first legal card. */
export const takerLeadsTrumps =
  (taker: number, last: readonly string[] = ['1T', 'EX']) =>
  (s: TarotState): string | undefined => {
    if (s.phase !== 'play' || s.trick.length !== 0 || s.leader !== taker) return undefined;
    const h = hand(s, taker);
    const trumps = h.filter((c) => c.endsWith('T') && !last.includes(c)).sort((a, b) => parseInt(b) - parseInt(a));
    if (trumps.length > 0) return `play:${trumps[0]}`;
    const next = last.find((c) => h.includes(c));
    return next ? `play:${next}` : undefined;
  };

export const legalTexts = (s: TarotState, rules: Ruleset<TarotTypes> = tarot): string[] =>
  rules.legal(s).map((a) => rules.codec.encode(a));
