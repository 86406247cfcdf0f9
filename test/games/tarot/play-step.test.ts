/**
 * The card-play step (play.ts `applyPlay`, through `applyUnchecked`) and the legal plays (the
 * kernel's chain with card-play.ts's called-suit ban, the trick winner with the Excuse's
 * exceptions, the inferences) against a reference written plainly from the rule text (FFT p.6–8,
 * p.12) with card arrays: at every play-phase state of random deals of every variant, for every
 * card the reference allows, the next state (every field) and the events must be the same, and the
 * legal plays must be the reference's.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/kernel/card.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';
import type { Ruleset } from '../../../src/kernel/ruleset.js';
import { EXCUSE, tarotDeck } from '../../../src/games/tarot/cards.js';
import { goulash, tarot, type TarotTypes } from '../../../src/games/tarot/rules.js';
import type { TarotEvent, TarotState } from '../../../src/games/tarot/state.js';

const HAND = { 3: 24, 4: 18, 5: 15 } as const;
const TRUMPS = 4;
const suit = (c: Card): number => c >>> 5;
const rank = (c: Card): number => c & 31;
const isTrump = (c: Card): boolean => suit(c) === TRUMPS && c !== EXCUSE;
const cardName = (c: Card): string => tarotDeck.names.get(c)!;
const side = (s: TarotState, seat: number): number => (seat === s.taker || seat === s.partner ? 0 : 1);

/** The suit led: that of the first card that is not the Excuse. */
const ledOf = (trick: readonly Card[]): number | null => {
  const first = trick.find((c) => c !== EXCUSE);
  return first === undefined ? null : suit(first);
};
const highestTrumpOf = (trick: readonly Card[]): number => Math.max(-1, ...trick.filter(isTrump).map(rank));

/** The cards the seat to act may play, from the rule text. */
function refAllowed(s: TarotState, seat: number): Card[] {
  const hand = toArray(s.hands[seat]!);
  const excuse = hand.filter((c) => c === EXCUSE);
  const led = ledOf(s.trick);
  if (led === null) {
    // 5 players, first trick: nobody leads the called suit except with the called card (FFT p.12).
    if (s.mode === 'classic' && s.called !== null && s.tricks.length === 0) {
      const called = s.called;
      const kept = hand.filter((c) => suit(c) !== suit(called) || c === called);
      if (kept.length > 0) return kept;
    }
    return hand;
  }
  const following = hand.filter((c) => suit(c) === led && c !== EXCUSE);
  if (led !== TRUMPS && following.length > 0) return [...following, ...excuse].sort((a, b) => a - b);
  const trumps = hand.filter(isTrump);
  if (trumps.length === 0) return hand;
  // Follow a trump lead or trump when void, overtrumping when able, else any trump (FFT p.7–8).
  const higher = trumps.filter((c) => rank(c) > highestTrumpOf(s.trick));
  return [...excuse, ...(higher.length > 0 ? higher : trumps)].sort((a, b) => a - b);
}

/** The index of the winner of a complete trick, from the rule text. */
function refWinner(s: TarotState, cards: readonly Card[], isLast: boolean): number {
  const ex = cards.indexOf(EXCUSE);
  if (isLast && ex >= 0) {
    if (s.mode === 'goulash' && s.options.excuseOnLastTrick === 'wins') return ex;
    // FFT p.6: the Excuse led to the last trick by a side that won every earlier trick wins it.
    if (s.mode === 'classic' && ex === 0 && s.tricks.every((t) => side(s, t.winner) === side(s, s.leader))) return 0;
  }
  const trumps = cards.filter(isTrump);
  if (trumps.length > 0) return cards.indexOf(Math.max(...trumps));
  const led = ledOf(cards)!;
  return cards.indexOf(Math.max(...cards.filter((c) => suit(c) === led && c !== EXCUSE)));
}

/** The state and events after `seat` plays `card`, from the rule text. */
function refStep(s: TarotState, seat: number, card: Card): { state: TarotState; events: TarotEvent[] } {
  const n = s.options.players;
  const hands = s.hands.map((h, i) =>
    i === seat ? h.map((w, j) => (j === suit(card) ? (w & ~(1 << rank(card))) >>> 0 : w)) : h,
  );
  const voids = s.voids.slice();
  const trumpCeiling = s.trumpCeiling.slice();
  const led = ledOf(s.trick);
  if (card !== EXCUSE && led !== null && suit(card) !== led) {
    // Not following: void in the suit led, and in trumps too when not trumping.
    voids[seat] = voids[seat]! | (1 << led) | (isTrump(card) ? 0 : 1 << TRUMPS);
  }
  const highest = highestTrumpOf(s.trick);
  // Playing under the highest trump: holds none above it (it had to overtrump if able).
  if (isTrump(card) && led !== null && highest > rank(card))
    trumpCeiling[seat] = Math.min(trumpCeiling[seat]!, highest);
  const trick = [...s.trick, card];
  const events: TarotEvent[] = [{ type: 'played', audience: 'all', seat, card: cardName(card) }];
  if (card === s.called && seat !== s.taker) events.push({ type: 'partner-revealed', audience: 'all', partner: seat });
  const base = { ...s, hands, voids, trumpCeiling };
  if (trick.length < n) return { state: { ...base, trick }, events };
  const isLast = s.tricks.length + 1 === HAND[n];
  const winner = (s.leader + refWinner(s, trick, isLast)) % n;
  events.push({ type: 'trick', audience: 'all', winner, cards: trick.map(cardName) });
  if (isLast) events.push({ type: 'deal-over', audience: 'all' });
  return {
    state: {
      ...base,
      phase: isLast ? 'done' : 'play',
      trick: [],
      leader: winner,
      tricks: [...s.tricks, { leader: s.leader, cards: trick, winner }],
    },
    events,
  };
}

const variants: { rules: Ruleset<TarotTypes>; options: object }[] = [];
for (const players of [3, 4, 5] as const)
  variants.push(
    { rules: tarot, options: { players } },
    { rules: tarot, options: { players, allPass: 'goulash' } },
    { rules: goulash, options: { players, excuseOnLastTrick: 'wins' } },
    { rules: goulash, options: { players } },
  );

describe('tarot card-play step against a reference from the rule text', () => {
  for (const { rules, options } of variants) {
    it(`${rules.id} ${JSON.stringify(options)}: legal plays, next state and events at every play`, () => {
      let plays = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const setup = rules.setup(options, { seed });
        if (setup._tag === 'Left') throw new Error(setup.left.code);
        let s = setup.right;
        const rng = createRng(deriveSeed(seed, 9));
        while (s.phase !== 'done') {
          const legal = rules.legal(s);
          if (s.phase === 'play') {
            const seat = rules.actor(s) as number;
            const where = `${rules.id} ${JSON.stringify(options)} seed ${seed} trick ${s.tricks.length} card ${s.trick.length}`;
            const allowed = refAllowed(s, seat);
            expect(
              legal.flatMap((a) => (a.type === 'play' ? [tarotDeck.byName.get(a.card)!] : [])),
              `${where}: legal plays`,
            ).toEqual(allowed);
            for (const card of allowed) {
              const got = rules.applyUnchecked(s, { type: 'play', card: cardName(card) });
              const want = refStep(s, seat, card);
              expect(got.state, `${where}: state after ${cardName(card)}`).toEqual(want.state);
              expect(got.events, `${where}: events after ${cardName(card)}`).toEqual(want.events);
              plays++;
            }
          }
          s = rules.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
      }
      expect(plays).toBeGreaterThan(100);
    });
  }
});
