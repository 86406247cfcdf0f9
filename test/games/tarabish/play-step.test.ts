/**
 * The card-play step (play.ts `applyPlay`) against a reference written from the rule text with
 * plain arrays (the trick winner of naive.ts, the voids and trump ceilings a play shows, bella,
 * the card points and the last-trick bonus): at every play of random hands under many options, the
 * next state (every field) and the events must be the same. And the trick winner of play.ts (the
 * kernel's `TrickSoFar`) against the rule text on any trick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, isLeft, type Card } from '../../../src/kernel/index.js';
import { remove } from '../../../src/kernel/cardset.js';
import {
  tarabish,
  tarabishDeck,
  type TarabishEvent,
  type TarabishOptionsInput,
  type TarabishState,
} from '../../../src/games/tarabish/index.js';
import { followRulesOf, trickWinner } from '../../../src/games/tarabish/card-play.js';
import { TrickSoFar } from '../../../src/kernel/trick.js';
import { cardPoints, trumpPower } from '../../../src/games/tarabish/cards.js';
import { naiveTrickWinner } from './naive.js';

const name = (c: Card): string => tarabishDeck.names.get(c)!;
const refPartnerWinning = (s: TarabishState, seat: number): boolean =>
  s.trick.length > 0 && (s.leader + naiveTrickWinner(s.trick, s.trump)) % 4 === (seat + 2) % 4;

/** The play step from the rule text. */
function refStep(
  s: TarabishState,
  a: { card: Card; bella: boolean },
  seat: number,
): { state: TarabishState; events: TarabishEvent[] } {
  let voids = s.voids[seat]!;
  let ceiling = s.trumpCeiling[seat]!;
  if (s.trick.length > 0) {
    const led = s.trick[0]! >>> 5;
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
  const winner = (s.leader + naiveTrickWinner(trick, s.trump)) % 4;
  const tricks = [...s.tricks, { leader: s.leader, cards: trick, winner }];
  const over = s.won[0]!.length + s.won[1]!.length === 32;
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

describe('the card-play step against the rule text', () => {
  for (const options of OPTIONS) {
    it(`${JSON.stringify(options)}: states and events agree at every play`, () => {
      const rng = createRng(17);
      let plays = 0;
      for (let g = 0; g < 60; g++) {
        const r = tarabish.setup(options, { seed: deriveSeed(31, g) });
        if (isLeft(r)) throw new Error(r.left.code);
        let s = r.right;
        while (tarabish.actor(s) !== 'done') {
          const seat = tarabish.actor(s) as number;
          const legal = tarabish.legal(s);
          // Bella plays first, when there is one: they are rare at random.
          const a = legal.find((x) => x.type === 'play' && x.bella) ?? legal[rng.below(legal.length)]!;
          if (a.type === 'play') {
            const step = tarabish.applyUnchecked(s, a);
            const ref = refStep(s, { card: tarabishDeck.byName.get(a.card)!, bella: a.bella }, seat);
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

describe('the trick winner', () => {
  it('is the rule text on any trick of up to 4 distinct cards, any trump', () => {
    const deck = tarabishDeck.cards as readonly Card[];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(null, 0, 1, 2, 3),
        (cards, trump) => {
          expect(trickWinner(new TrickSoFar().load(followRulesOf(trump, 'off'), cards))).toBe(
            naiveTrickWinner(cards, trump),
          );
        },
      ),
      { numRuns: 1500 },
    );
  });
});
