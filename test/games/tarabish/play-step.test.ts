/**
 * The card-play step on its fast path against a reference written with the kernel's helpers
 * (`obligation`, `ledSuit`, `standardPower`, `winningIndex`, card sets) the way the step was before
 * it was tuned (issue 8): at every play of random hands under many options, the legal plays, the
 * obligation, the next state (every field) and the events must be the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bitOf,
  cardId,
  highestTrump,
  createRng,
  deriveSeed,
  isLeft,
  ledSuit,
  obligation,
  winningIndex,
  type Card,
  type Obligation,
} from '../../../src/kernel/index.js';
import { emptySet, remove, toArray } from '../../../src/kernel/cardset.js';
import {
  tarabish,
  tarabishDeck,
  type TarabishAction,
  type TarabishEvent,
  type TarabishOptionsInput,
  type TarabishState,
} from '../../../src/games/tarabish/index.js';
import { followRules, highestOf, playObligation, trickWinner } from '../../../src/games/tarabish/play.js';
import { cardPoints, plainPower, trumpPower } from '../../../src/games/tarabish/cards.js';

const noWild = emptySet(4);
const name = (c: Card): string => tarabishDeck.names.get(c)!;
const refWinning = (cards: readonly Card[], trump: number | null): number =>
  winningIndex(cards, { trump, wild: noWild, trumpPower, plainPower });
const refPartnerWinning = (s: TarabishState, seat: number): boolean =>
  s.trick.length > 0 && (s.leader + refWinning(s.trick, s.trump)) % 4 === (seat + 2) % 4;
const refObligation = (s: TarabishState, seat: number): Obligation =>
  obligation({ hand: s.hands[seat]!, trick: s.trick, partnerWinning: refPartnerWinning(s, seat) }, followRules(s));

function refPlayedBy(s: TarabishState, seat: number): Card[] {
  const out: Card[] = [];
  for (const t of s.tricks) out.push(t.cards[(seat - t.leader + 4) % 4]!);
  const i = (seat - s.leader + 4) % 4;
  if (i < s.trick.length) out.push(s.trick[i]!);
  return out;
}

function refBella(s: TarabishState, seat: number, card: Card): boolean {
  if (s.trump === null || card >>> 5 !== s.trump) return false;
  const b = bitOf(card);
  if (b !== 7 && b !== 6) return false;
  return refPlayedBy(s, seat).includes(cardId(s.trump, b === 7 ? 6 : 7));
}

function refLegal(s: TarabishState, seat: number): TarabishAction[] {
  const out: TarabishAction[] = [];
  for (const card of toArray(refObligation(s, seat).allowed)) {
    out.push({ type: 'play', card, bella: false });
    if (refBella(s, seat, card)) out.push({ type: 'play', card, bella: true });
  }
  return out;
}

/** The play step as it was written with the kernel's helpers (before the tuning of issue 8). */
function refStep(
  s: TarabishState,
  a: { card: Card; bella: boolean },
  seat: number,
): { state: TarabishState; events: TarabishEvent[] } {
  let voids = s.voids[seat]!;
  let ceiling = s.trumpCeiling[seat]!;
  const led = ledSuit(s.trick, followRules(s));
  if (led !== null) {
    const trump = s.trump;
    const suit = a.card >>> 5;
    let highest = -1;
    for (const c of s.trick) if (trump !== null && c >>> 5 === trump) highest = Math.max(highest, trumpPower(c));
    const free = s.options.partnerException !== 'off' && suit !== led && refPartnerWinning(s, seat);
    if (suit !== led) voids |= 1 << led;
    if (trump !== null && suit !== led && suit !== trump && !free) voids |= 1 << trump;
    // under 'overtrump-if-trumping' a trump played while the partner wins must still beat when able
    const beatRequired = led === trump || (suit !== led && !(free && s.options.partnerException === 'free'));
    if (trump !== null && suit === trump && highest >= 0 && beatRequired && trumpPower(a.card) < highest)
      ceiling = Math.min(ceiling, highest);
  }
  const events: TarabishEvent[] = [{ type: 'played', audience: 'all', seat, card: name(a.card), bella: a.bella }];
  const base = {
    ...s,
    hands: s.hands.map((h, i) => (i === seat ? remove(h, a.card) : h)),
    bella: a.bella ? s.bella.map((b, i) => b || i === seat) : s.bella,
    voids: s.voids.map((v, i) => (i === seat ? voids : v)),
    trumpCeiling: s.trumpCeiling.map((v, i) => (i === seat ? ceiling : v)),
  };
  const trick = [...s.trick, a.card];
  if (trick.length < 4) return { state: { ...base, trick }, events };
  const winner = (s.leader + refWinning(trick, s.trump)) % 4;
  const tricks = [...s.tricks, { leader: s.leader, cards: trick, winner }];
  const over = tricks.length === 9;
  const points = trick.reduce((p, c) => p + cardPoints(c, s.trump), 0) + (over ? s.options.lastTrickBonus : 0);
  events.push({ type: 'trick', audience: 'all', winner, points });
  const won = s.won.map((w, t) => (t === winner % 2 ? [...w, ...trick] : w));
  return { state: { ...base, phase: over ? 'done' : 'play', leader: winner, trick: [], tricks, won }, events };
}

const OPTIONS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { partnerException: true },
  { noTrump: true },
  { preset: 'traditional', noTrump: true, partnerException: true },
  { preset: 'traditional', partnerException: 'overtrump-if-trumping' },
  { lastTrickBonus: 4 },
];

describe('the card-play step against the kernel-helper reference', () => {
  for (const options of OPTIONS) {
    it(`${JSON.stringify(options)}: legal plays, obligations, states and events agree at every play`, () => {
      const rng = createRng(17);
      let plays = 0;
      for (let g = 0; g < 120; g++) {
        const r = tarabish.setup(options, { seed: deriveSeed(31, g) });
        if (isLeft(r)) throw new Error(r.left.code);
        let s = r.right;
        while (tarabish.actor(s) !== 'done') {
          const seat = tarabish.actor(s) as number;
          const legal = tarabish.legal(s);
          // Bella plays first, when there is one: they are rare at random.
          const a = legal.find((x) => x.type === 'play' && x.bella) ?? legal[rng.below(legal.length)]!;
          if (a.type === 'play') {
            for (let other = 0; other < 4; other++) expect(playObligation(s, other)).toEqual(refObligation(s, other));
            expect(legal).toEqual(refLegal(s, seat));
            if (s.trick.length > 0) expect(trickWinner(s.trick, s.trump)).toBe(refWinning(s.trick, s.trump));
            expect(highestOf(s.trick, s.trump)).toBe(highestTrump(s.trick, followRules(s)));
            const step = tarabish.applyUnchecked(s, a);
            const ref = refStep(s, a, seat);
            expect(step.state).toEqual(ref.state);
            expect(step.events.slice(0, ref.events.length)).toEqual(ref.events);
            plays++;
            s = step.state;
          } else s = tarabish.applyUnchecked(s, a).state;
        }
      }
      expect(plays).toBeGreaterThan(1000);
    });
  }
});

describe('the fast trick helpers equal the kernel', () => {
  it('trickWinner and highestOf are winningIndex and highestTrump on any trick of up to 4 distinct cards, any trump', () => {
    const deck = tarabishDeck.cards as readonly Card[];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...deck), { maxLength: 4 }),
        fc.constantFrom(null, 0, 1, 2, 3),
        (cards, trump) => {
          const rules = { trump, wild: noWild, trumpPower, plainPower };
          expect(trickWinner(cards, trump)).toBe(winningIndex(cards, rules));
          expect(highestOf(cards, trump)).toBe(highestTrump(cards, rules));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
