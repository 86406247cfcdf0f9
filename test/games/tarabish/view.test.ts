/** Views and hidden information: what each seat may know, events' audiences, re-dealing hidden cards. */
import { describe, expect, it } from 'vitest';
import { tarabish } from '../../../src/games/tarabish/index.js';
import { cardset, eventsFor, getOrThrow, isRight, wordOf } from '../../../src/kernel/index.js';
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
    const r = tarabish.apply(s, { type: 'trump', suit: 1 });
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
    expect(v.trick).toEqual({ leader: 1, cards: ['AS'] });
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
