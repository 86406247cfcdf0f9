/** Whole hands: made, bate (with bella under both `bellaOnBate` values), coat, melds, the result breakdown. */
import { describe, expect, it } from 'vitest';
import { tarabish } from '../../../src/games/tarabish/index.js';
import { act, deal, fillDeal, finish } from './helpers.js';

// Seat 1 holds all nine hearts and wins every trick when hearts are trumps.
const allHearts = fillDeal([{ cards: '' }, { cards: '6H 7H 8H 9H 10H JH QH KH AH' }, { cards: '' }, { cards: '' }]);

describe('end of hand', () => {
  it('made: the bidders reach their bid; both teams keep their totals; card points total 162', () => {
    const s = finish(act(deal(allHearts), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H'));
    const r = tarabish.result(s)!;
    expect(r).toMatchObject({
      annulled: false,
      outcome: 'made',
      cardPoints: [0, 162],
      lastTrick: 1,
      teamScores: [0, 162],
      scores: [0, 162, 0, 162],
    });
    expect(r.trump).toBe('H');
    expect(tarabish.view(s, 'spectator').result).toMatchObject({ teamScores: [0, 162], outcome: 'made' });
  });

  it('coat (option coatBonus): all 162 points to the bidders add the bonus', () => {
    const s = finish(act(deal(allHearts, { coatBonus: 100 }), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H'));
    expect(tarabish.result(s)!.teamScores).toEqual([0, 262]);
  });

  it('bate: bidders below their bid score 0, the opponents both totals', () => {
    const s = finish(act(deal(allHearts), 'bid:50', 'bid:60', 'bid:pass', 'bid:pass', 'trump:H'));
    expect(tarabish.result(s)).toMatchObject({
      outcome: 'bate',
      teamScores: [0, 162],
      contract: { seat: 2, bid: 60, noTrump: false },
    });
  });

  // Seat 2 holds K-Q of hearts and bids 300: it calls bella and goes bate.
  const bella = fillDeal([{ cards: '' }, { cards: 'JH 9H AH 10H 8H 7H 6H' }, { cards: 'KH QH' }, { cards: '' }]);
  const withBella = (l: readonly string[]): string => l.find((t) => t.endsWith('+bella')) ?? l[0]!;
  for (const [bellaOnBate, scores] of [
    ['transferred', [0, 182]],
    ['kept', [20, 162]],
  ] as const) {
    it(`bate with bella, bellaOnBate '${bellaOnBate}'`, () => {
      const s = finish(
        act(deal(bella, { bellaOnBate }), 'bid:pass', 'bid:300', 'bid:pass', 'bid:pass', 'trump:H'),
        withBella,
      );
      const r = tarabish.result(s)!;
      expect(r.bella).toEqual([20, 0]);
      expect(r.outcome).toBe('bate');
      expect(r.teamScores).toEqual(scores);
    });
  }

  it('declared melds score for the team with the best meld (belote: a four beats a run of equal value)', () => {
    // Seat 1: four kings (100) and a quinte 10-A of diamonds... seat 2: run of 5 spades (100).
    const h = fillDeal([{ cards: '' }, { cards: 'KS KH KD KC' }, { cards: '6S 7S 8S 9S 10S' }, { cards: '' }]);
    let s = act(
      deal(h),
      'bid:50',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'trump:C',
      'declare:four-K',
      'declare:run5-10S',
      'declare:',
      'declare:',
    );
    expect(tarabish.view(s, 0).declarations).toEqual([[], ['four-K'], ['run5-10S'], []]);
    s = finish(s);
    const r = tarabish.result(s)!;
    expect(r.meldWinner).toBe(1);
    expect(r.melds).toEqual([0, 100]);
    expect(r.breakdown!.teams[1].melds).toBe(100);
  });

  it('traditional: runs declared during the first trick, equal plain runs score for nobody', () => {
    const h = fillDeal([{ cards: '' }, { cards: '6S 7S 8S' }, { cards: '6D 7D 8D' }, { cards: '9S 9D' }]);
    let s = act(deal(h, { preset: 'traditional' }), 'call:C', 'declare:run3-8S');
    expect(s.declarations[1]).not.toBeNull();
    s = act(s, tarabish.codec.encode(tarabish.legal(s)[0]!), 'declare:run3-8D');
    s = finish(s);
    expect(tarabish.result(s)!.meldWinner).toBeNull();
    expect(tarabish.result(s)!.melds).toEqual([0, 0]);
  });

  it('traditional: at equal value and top card a trump run beats a plain one', () => {
    const h = fillDeal([{ cards: '' }, { cards: '6S 7S 8S' }, { cards: '6C 7C 8C' }, { cards: '9S 9C' }]);
    let s = act(deal(h, { preset: 'traditional' }), 'call:C', 'declare:run3-8S');
    s = act(s, tarabish.codec.encode(tarabish.legal(s)[0]!), 'declare:run3-8C');
    const r = tarabish.result(finish(s))!;
    expect(r.meldWinner).toBe(0);
    expect(r.melds).toEqual([20, 0]);
  });
});
