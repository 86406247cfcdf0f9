/** Views and hidden information: what each seat may know, events' audiences, re-dealing hidden cards. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish } from '../../../src/games/tarabish/index.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';
import { cardset, createRng, eventsFor, getOrThrow, isRight, wordOf } from '../../../src/kernel/index.js';
import { act, deal, fillDeal, readyToPlay } from './helpers.js';

const hands = fillDeal([
  { cards: '6S 7S 8S' },
  { cards: 'AS KS QS JS' },
  { cards: '10H 8H 6D', void: 'S' },
  { cards: '9S 6C' },
]);

describe('views', () => {
  it('before trump a seat sees its first cards only; the others as counts', () => {
    const s = deal(hands);
    const v = tarabish.view(s, 1);
    expect(v.hand).toEqual(['QS', 'KS', 'AS']); // AS KS QS received first, shown in card order
    expect(v.handSizes).toEqual([3, 3, 3, 3]);
    expect(v.toReceive).toEqual([6, 6, 6, 6]);
    expect(tarabish.viewSchema.safeParse(v).success).toBe(true);
    expect(tarabish.view(s, 'spectator').hand).toEqual([]);
  });

  it('the cards received after trump go to their owner only', () => {
    const s = act(deal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass');
    const r = tarabish.apply(s, { type: 'trump', suit: 'H' });
    expect(isRight(r)).toBe(true);
    if (!isRight(r)) return;
    for (const seat of [0, 1, 2, 3]) {
      const received = eventsFor(r.right.events, seat).filter((e) => e.type === 'received');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ seat });
    }
    expect(eventsFor(r.right.events, 'spectator').some((e) => e.type === 'received')).toBe(false);
    expect(tarabish.view(r.right.state, 1).hand).toHaveLength(9);
  });

  it('declarations, bids, trump and tricks are public', () => {
    const s = act(readyToPlay(hands), 'play:AS');
    const v = tarabish.view(s, 3);
    expect(v.speech.map((x) => x.said)).toEqual(['bid:50', 'pass', 'pass', 'pass']);
    expect(v.trump).toBe('H');
    expect(v.declarations).toEqual([[], [], [], []]);
    expect(v.trick).toEqual({ leader: 1, plays: [{ seat: 1, card: 'AS' }] });
  });
});

describe('views say what the ruleset says (one convention for every game)', () => {
  const name = (c: number): string => tarabish.traits.deck.names.get(c)!;
  /** Every state of a hand played at random from `seed` under `preset`. */
  function randomStates(seed: number, preset: 'auction' | 'traditional'): TarabishState[] {
    let s = getOrThrow(tarabish.setup({ preset, dealer: seed % 4 }, { seed }));
    const rng = createRng(seed + 1);
    const states = [s];
    while (tarabish.actor(s) !== 'done') {
      const l = tarabish.legal(s);
      s = tarabish.applyUnchecked(s, l[rng.below(l.length)]!).state;
      states.push(s);
    }
    return states;
  }

  it('actor mirrors actor(); the trick lists each card with its seat; every hand as dealt at the end, null before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom('auction', 'traditional'),
        (seed, preset) => {
          const states = randomStates(seed, preset);
          const first = states[0]!;
          const dealt = first.hands.map((h, i) => [...cardset.toArray(h), ...cardset.toArray(first.pending[i]!)]);
          const dealtNames = dealt.map((h) => h.sort((a, b) => a - b).map(name));
          for (const s of states) {
            const over = tarabish.actor(s) === 'done';
            for (const seat of [seed % 4, 'spectator' as const]) {
              const v = tarabish.view(s, seat);
              expect(v.actor).toBe(tarabish.actor(s));
              expect(v.hands).toEqual(over ? dealtNames : null);
              expect(v.trick.leader).toBe(s.leader);
              expect(v.trick.plays).toEqual(s.trick.map((c, i) => ({ seat: (s.leader + i) % 4, card: name(c) })));
              expect(v.tricks).toEqual(
                s.tricks.map((t) => ({
                  leader: t.leader,
                  winner: t.winner,
                  plays: t.cards.map((c, i) => ({ seat: (t.leader + i) % 4, card: name(c) })),
                })),
              );
            }
          }
        },
      ),
      { numRuns: 6 },
    );
  });

  it('an annulled hand shows every hand as dealt, as a played one does', () => {
    const s = act(deal(hands), 'bid:pass', 'bid:pass', 'bid:pass', 'bid:pass');
    const v = tarabish.view(s, 'spectator');
    expect([v.actor, v.result?.annulled]).toEqual(['done', true]);
    expect(v.hands).toEqual(
      hands.map((h) =>
        h
          .trim()
          .split(/\s+/)
          .map((c) => tarabish.traits.deck.byName.get(c)!)
          .sort((a, b) => a - b)
          .map(name),
      ),
    );
  });
});

describe('sampleHidden', () => {
  it('keeps what the seat sees, known voids and declared meld cards', () => {
    // seat 1 declares its run of four spades; seat 2 shows a spade void by trumping.
    let s = act(
      deal(hands),
      'bid:50',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'trump:H',
      'declare:run4-AS',
      'declare:',
      'declare:',
      'declare:',
    );
    s = act(s, 'play:AS', 'play:8H');
    for (let seed = 0; seed < 40; seed++) {
      const x = getOrThrow(tarabish.sampleHidden(s, 0, seed));
      expect(x.hands[0]).toEqual(s.hands[0]);
      expect(tarabish.view(x, 0)).toEqual(tarabish.view(s, 0));
      expect(cardset.toArray(x.hands[2]!).some((c) => wordOf(c) === 0)).toBe(false);
      for (const c of ['KS', 'QS', 'JS'])
        expect(cardset.has(x.hands[1]!, tarabish.traits.deck.byName.get(c)!)).toBe(true);
    }
  });

  it('a seat that played under the highest trump when bound to beat it is dealt no higher trump', () => {
    const h = fillDeal([{ cards: 'JH 9H' }, { cards: '10H' }, { cards: '8H 6H' }, { cards: 'AH 7H' }]);
    const s = act(readyToPlay(h), 'play:10H', 'play:8H');
    expect(s.trumpCeiling[2]).toBe(5);
    const higher = ['JH', '9H', 'AH'].map((c) => tarabish.traits.deck.byName.get(c)!);
    for (let seed = 0; seed < 40; seed++) {
      const x = getOrThrow(tarabish.sampleHidden(s, 3, seed));
      for (const c of higher) expect(cardset.has(x.hands[2]!, c)).toBe(false);
    }
  });

  it('re-deals the cards a seat has not yet received, its own included', () => {
    const s = deal(hands);
    const differs = Array.from({ length: 20 }, (_, seed) => getOrThrow(tarabish.sampleHidden(s, 1, seed))).some(
      (x) => JSON.stringify(x.pending[1]) !== JSON.stringify(s.pending[1]),
    );
    expect(differs).toBe(true);
  });
});
