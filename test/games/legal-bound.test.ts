/**
 * The documented bounds on legal lists (docs/rules/tarot.md and tarabish.md, "The size of legal
 * lists"): every phase of every game stays within its bound, the worst cases reach it, and no list
 * exceeds 300 actions. Worst cases built by hand: a 3-player Tarot hand with the 21 trumps and the
 * Excuse (259,108 actions in the old one-action poignée), the 4-player taker counting the 21
 * trumps with the écart, Tarabish at the widest bid options, the Tarabish hands with the most melds.
 */
import { describe, expect, it } from 'vitest';
import { meldsHeld, tarabish, type TarabishState } from '../../src/games/tarabish/index.js';
import { tarot } from '../../src/games/tarot/index.js';
import { showing } from '../../src/games/tarot/declarations.js';
import type { TarotState } from '../../src/games/tarot/state.js';
import { createRng, getOrThrow } from '../../src/kernel/index.js';
import { act as tarabishAct, deal as tarabishDeal, legalTexts as tarabishLegal } from './tarabish/helpers.js';
import { act, legalTexts, makeDeal, run, start } from './tarot/helpers.js';

const CAP = 300;

/** The documented Tarot bound for the phase of `s` (docs/rules/tarot.md). */
function tarotBound(s: TarotState): number {
  switch (s.phase) {
    case 'bidding':
      return 5;
    case 'call':
      return 16;
    case 'ecart':
      return 30;
    case 'chelem':
      return 2;
    case 'play':
      if (showing(s) !== undefined) return 12;
      return s.tricks.length === 0 ? 27 : 24;
    case 'done':
      return 0;
  }
}

/** Plays `s` to the end by random legal actions, checking every list against the bound; the largest list. */
function walkTarot(s0: TarotState, seed: number): number {
  const rng = createRng(seed);
  let s = s0;
  let most = 0;
  while (tarot.actor(s) !== 'done') {
    const legal = tarot.legal(s);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.length, `${s.phase}: ${legal.length} actions`).toBeLessThanOrEqual(tarotBound(s));
    most = Math.max(most, legal.length);
    s = getOrThrow(tarot.apply(s, legal[rng.below(legal.length)]!)).state;
  }
  return most;
}

const ALL_TRUMPS = 'EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T 3T 2T 1T';

describe('Tarot: legal lists within the documented bounds', () => {
  // 3 players, dealer 0: seat 1 (eldest, leading) holds the 21 trumps, the Excuse and two kings.
  const allTrumps = makeDeal(3, ['', `${ALL_TRUMPS} KS KH`]);
  const toPlay = (): TarotState =>
    run(start({ players: 3 }, allTrumps), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'chelem:no']);

  it('the 21 trumps at 3 players: 24 cards and the 3 sizes, then at most 9 cards to show next', () => {
    const s = toPlay();
    expect(legalTexts(s)).toHaveLength(27);
    expect(legalTexts(s).slice(-3)).toEqual(['poignee:simple', 'poignee:double', 'poignee:triple']);
    // The first card of each size: a trump with enough trumps below it (21 − k + 1 choices).
    expect(legalTexts(act(s, 'poignee:simple').state)).toHaveLength(9);
    expect(legalTexts(act(s, 'poignee:double').state)).toHaveLength(7);
    expect(legalTexts(act(s, 'poignee:triple').state)).toHaveLength(4);
  });

  it('every show sequence of the triple poignée: C(21, 18) = 1,330 distinct sets, each list within 12', () => {
    const sets = new Set<string>();
    let lists = 0;
    const go = (st: TarotState): void => {
      const legal = tarot.legal(st);
      if (showing(st) === undefined) {
        sets.add(st.poignees[0]!.cards.join(','));
        return;
      }
      expect(legal.length).toBeLessThanOrEqual(12);
      lists++;
      for (const a of legal) go(tarot.applyUnchecked(st, a).state);
    };
    go(act(toPlay(), 'poignee:triple').state);
    expect(sets.size).toBe(1330);
    expect(lists).toBeGreaterThan(1330);
  });

  it('random deals of the all-trumps hand, every size, to the end: every phase within its bound', () => {
    for (let seed = 1; seed <= 30; seed++) expect(walkTarot(toPlay(), seed)).toBeLessThanOrEqual(27);
    // From the deal: the bidding and every later phase.
    for (let seed = 1; seed <= 10; seed++) walkTarot(start({ players: 3 }, allTrumps), seed);
  });

  it('the largest list while showing: 12, the 4-player taker counting the 21 trumps with its écart', () => {
    // Seat 2 takes a garde with 18 trumps; the chien brings 3 more, the Excuse and two plain cards.
    const d = makeDeal(
      4,
      ['', '', '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T'],
      '3T 2T 1T EX 1S 2S',
    );
    let s = run(start({}, d), ['bid:pass', 'bid:garde', 'bid:pass', 'bid:pass']);
    expect(tarot.actor(s)).toBe(2);
    // Seat 2 took: two plain cards, then four trumps (the shortfall) go to the écart.
    s = run(s, ['discard:1S', 'discard:2S', 'discard:2T', 'discard:3T', 'discard:4T', 'discard:5T', 'chelem:yes']);
    expect(legalTexts(s)).toContain('poignee:simple');
    const shows = legalTexts(act(s, 'poignee:simple').state);
    expect(shows).toHaveLength(12);
    expect(shows[0]).toBe('show:10T');
    expect(walkTarot(s, 7)).toBeLessThanOrEqual(24 + 3);
  });

  it('the other phases at their worst: the 5-player call (16), the 3-player écart (30)', () => {
    // 5 players: the taker holds every king, queen and knight: he may call any king, queen, knight or jack.
    const court = 'KS KH KD KC QS QH QD QC NS NH ND NC';
    const five = run(start({ players: 5 }, makeDeal(5, ['', court])), [
      'bid:prise',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
    ]);
    expect(five.phase).toBe('call');
    expect(legalTexts(five)).toHaveLength(16);
    // 3 players: 30 plain cards below the king in the taker's hand and the chien.
    const plain = '1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H JH';
    const three = run(start({ players: 3 }, makeDeal(3, ['', plain], 'NH QH 1D 2D 3D 4D')), [
      'bid:prise',
      'bid:pass',
      'bid:pass',
    ]);
    expect(three.phase).toBe('ecart');
    expect(legalTexts(three)).toHaveLength(30);
  });
});

describe('Tarabish: legal lists within the documented bounds', () => {
  it('the auction at the widest options (minBid 10, maxBid 1000, no-trump bids): 187 actions', () => {
    const s = tarabish.setup({ minBid: 10, maxBid: 1000, noTrump: true }, { seed: 1 });
    const st = getOrThrow(s);
    const legal = tarabishLegal(st);
    expect(legal).toHaveLength(1 + 100 + 86);
    expect(legal.length).toBeLessThanOrEqual(CAP);
    expect(legal).toContain('bid:1000');
    expect(legal).toContain('bid:no-trump:1000');
    expect(legal).not.toContain('bid:no-trump:140');
    // Later bids only shrink the list.
    expect(tarabishLegal(tarabishAct(st, 'bid:500')).length).toBeLessThan(187);
    // maxBid above 1000 is refused by the options schema: 187 is the most.
    expect(tarabish.setup({ minBid: 10, maxBid: 1010, noTrump: true }, { seed: 1 })._tag).toBe('Left');
  });

  /** Dealer 0, auction preset: seat 1 bids and names hearts; the declaration round starts with seat 1. */
  const toDeclare = (hands: string[]): TarabishState =>
    tarabishAct(tarabishDeal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H');

  it('the most melds in 9 cards (3): 8 declarations, in both meld styles', () => {
    // Two fours of neighbouring ranks and the run they make with one more card (belote).
    const fours = ['', 'JS JH JD JC QS QH QD QC KS', '', ''];
    const rest = ['6S 7S 8S 9S 10S AS 6H 7H 8H', '', '9H 10H KH AH 6D 7D 8D 9D 10D', 'KD AD 6C 7C 8C 9C 10C KC AC'];
    const s = toDeclare([rest[0]!, fours[1]!, rest[2]!, rest[3]!]);
    expect(s.phase).toBe('declare');
    expect(tarabish.actor(s)).toBe(1);
    expect(tarabishLegal(s)).toHaveLength(8);
    // Three runs of three (both styles): the traditional preset declares during the first trick.
    const runs = [
      '6S 7S 8S 6H 7H 8H 6D 7D 8D',
      '9S 10S JS 9H 10H JH 9D 10D JD',
      'QS KS AS QH KH AH QD KD AD',
      '6C 7C 8C 9C 10C JC QC KC AC',
    ];
    const t = tarabishAct(tarabishDeal([runs[3]!, runs[0]!, runs[1]!, runs[2]!], { preset: 'traditional' }), 'call:H');
    expect(t.phase).toBe('play');
    expect(tarabish.actor(t)).toBe(1);
    expect(tarabishLegal(t)).toHaveLength(8);
    expect(tarabishLegal(t).every((x) => x.startsWith('declare:'))).toBe(true);
  });

  it('no 9-card hand holds more than 3 melds, in either style: all C(36, 9) = 94,143,280 hands', () => {
    // A hand's melds are its runs, suit by suit, and its fours: counted from meldsHeld on one suit
    // at a time and on one rank in every suit, then summed over every hand.
    for (const style of ['belote', 'runs'] as const) {
      const runs = Array.from({ length: 512 }, (_, m) => meldsHeld([m, 0, 0, 0], style).length);
      const fours = Array.from({ length: 9 }, (_, r) => meldsHeld([1 << r, 1 << r, 1 << r, 1 << r], style).length);
      const fourMask = fours.reduce((acc, n, r) => (n > 0 ? acc | (1 << r) : acc), 0);
      const bits = (m: number): number => (m === 0 ? 0 : (m & 1) + bits(m >>> 1));
      const bySize: number[][] = Array.from({ length: 10 }, () => []);
      for (let m = 0; m < 512; m++) bySize[bits(m)]!.push(m);
      const fourCount = Array.from({ length: 512 }, (_, m) => bits(m & fourMask));
      let hands = 0;
      let most = 0;
      for (let a = 0; a <= 9; a++)
        for (let b = 0; a + b <= 9; b++)
          for (let c = 0; a + b + c <= 9; c++)
            for (const ma of bySize[a]!)
              for (const mb of bySize[b]!)
                for (const mc of bySize[c]!) {
                  const partial = runs[ma]! + runs[mb]! + runs[mc]!;
                  const common = ma & mb & mc;
                  for (const md of bySize[9 - a - b - c]!) {
                    hands++;
                    const n = partial + runs[md]! + fourCount[common & md]!;
                    if (n > most) most = n;
                  }
                }
      expect(hands).toBe(94_143_280);
      expect(most).toBe(3);
    }
  });

  it('random hands at the widest options: trump 4, call 6, declarations 8, play 9', () => {
    const bound = (s: TarabishState): number => {
      switch (s.phase) {
        case 'auction':
          return 187;
        case 'trump':
          return 4;
        case 'call':
          return 6;
        case 'declare':
          return 8;
        case 'play':
          return 9;
        case 'done':
          return 0;
      }
    };
    for (const options of [
      { minBid: 10, maxBid: 1000, noTrump: true },
      { preset: 'traditional' as const, noTrump: true },
    ]) {
      for (let seed = 1; seed <= 20; seed++) {
        const rng = createRng(seed);
        let s = getOrThrow(tarabish.setup(options, { seed }));
        while (tarabish.actor(s) !== 'done') {
          const legal = tarabish.legal(s);
          expect(legal.length, s.phase).toBeLessThanOrEqual(bound(s));
          s = getOrThrow(tarabish.apply(s, legal[rng.below(legal.length)]!)).state;
        }
      }
    }
  });
});
