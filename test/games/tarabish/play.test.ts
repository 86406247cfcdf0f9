/** Worked examples of the play obligations (Tarabish rules) and of bella. Trump is hearts; seat 1 leads. */
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishState } from '../../../src/games/tarabish/index.js';
import { act, deal, fillDeal, finish, legalTexts, readyToPlay, refused } from './helpers.js';

const playFirst = (state: TarabishState, n: number): TarabishState => {
  let s = state;
  for (let i = 0; i < n; i++) s = act(s, legalTexts(s)[0]!);
  return s;
};
const plays = (cards: string): string[] =>
  cards
    .split(' ')
    .map((c) => `play:${c}`)
    .sort();

describe('play obligations', () => {
  it('follow suit', () => {
    const s = act(
      readyToPlay(fillDeal([{ cards: 'QC' }, { cards: 'AS 10S' }, { cards: 'KS 9H', void: '' }, { cards: '' }])),
      'play:AS',
    );
    expect(legalTexts(s).every((t) => t.endsWith('S'))).toBe(true);
    expect(refused(s, 'play:9H').code).toBe('play/must-follow-suit');
  });

  it('trump lead: beat the highest trump if able, otherwise any trump', () => {
    const hands = fillDeal([{ cards: 'JH QH' }, { cards: '10H KH AH' }, { cards: '9H 7H' }, { cards: '8H 6H' }]);
    let s = act(readyToPlay(hands), 'play:10H');
    expect(legalTexts(s)).toEqual(['play:9H']);
    const e = refused(s, 'play:7H');
    expect(e.code).toBe('play/must-overtrump');
    expect(e.detail).toMatchObject({ rule: 'beat-trump-lead', allowed: ['9H'] });
    s = act(s, 'play:9H');
    expect(legalTexts(s)).toEqual(plays('6H 8H')); // cannot beat the 9: any trump
    s = act(s, 'play:8H');
    expect(legalTexts(s)).toEqual(['play:JH']); // the dealer beats with the jack, not the queen
    expect(refused(s, 'play:QH').code).toBe('play/must-overtrump');
  });

  it('void in the suit led: ruff with a trump', () => {
    const hands = fillDeal([
      { cards: '' },
      { cards: 'AS' },
      { cards: '10H 8H 6D', void: 'S' },
      { cards: '9H 7H', void: 'S' },
    ]);
    const s = act(readyToPlay(hands), 'play:AS');
    expect(legalTexts(s).sort()).toEqual(plays('10H 8H'));
    expect(refused(s, 'play:6D').code).toBe('play/must-trump');
  });

  it('a trump already in the trick: overtrump if able', () => {
    const hands = fillDeal([
      { cards: '' },
      { cards: 'AS' },
      { cards: '10H 8H 6D', void: 'S' },
      { cards: '9H 7H', void: 'S' },
    ]);
    const s = act(readyToPlay(hands), 'play:AS', 'play:10H');
    expect(legalTexts(s)).toEqual(['play:9H']);
    expect(refused(s, 'play:7H').code).toBe('play/must-overtrump');
  });

  it('unable to overtrump: still play a lower trump (undertrump)', () => {
    const hands = fillDeal([
      { cards: '' },
      { cards: 'AS' },
      { cards: '10H 8H', void: 'S' },
      { cards: '7H 6H 6D', void: 'SH' },
    ]);
    const s = act(readyToPlay(hands), 'play:AS', 'play:10H');
    expect(legalTexts(s)).toEqual(plays('6H 7H'));
    expect(refused(s, 'play:6D').code).toBe('play/must-undertrump');
  });

  it('void in the suit led and no trump: any card', () => {
    const hands = fillDeal([{ cards: '' }, { cards: 'AS' }, { cards: '', void: 'SH' }, { cards: '' }]);
    const s = act(readyToPlay(hands), 'play:AS');
    expect(legalTexts(s)).toHaveLength(9);
  });

  for (const partnerException of [false, true]) {
    it(`partner exception ${partnerException ? 'on: any card' : 'off: trump'} while the partner wins`, () => {
      const hands = fillDeal([{ cards: '' }, { cards: 'AS' }, { cards: '6S' }, { cards: '9H 7H 6D', void: 'S' }]);
      const s = act(readyToPlay(hands, 'H', { partnerException }), 'play:AS', 'play:6S');
      expect(legalTexts(s)).toHaveLength(partnerException ? 9 : 2);
      if (!partnerException) expect(refused(s, 'play:6D').code).toBe('play/must-trump');
      else
        expect(tarabish.explain(s, { type: 'play', card: '6D', bella: false })).toEqual({
          legal: true,
          rule: 'partner-exception',
        });
    });
  }

  it('partner exception does not apply when an opponent is winning', () => {
    const hands = fillDeal([{ cards: '' }, { cards: '6S' }, { cards: 'AS' }, { cards: '9H 7H 6D', void: 'S' }]);
    const s = act(readyToPlay(hands, 'H', { partnerException: true }), 'play:6S', 'play:AS');
    expect(legalTexts(s)).toEqual(plays('7H 9H'));
  });
});

describe('bella', () => {
  // Seat 1 holds every high trump: it wins the first two tricks and leads the queen third.
  const hands = fillDeal([
    { cards: '', void: 'H' },
    { cards: 'JH 9H AH 10H KH QH' },
    { cards: '8H' },
    { cards: '7H 6H' },
  ]);
  const afterKing = act(readyToPlay(hands), 'play:JH', 'play:8H', 'play:6H', 'play:6S', 'play:KH');
  it('is not possible on the first of the king and queen', () => {
    const s = act(readyToPlay(hands), 'play:JH', 'play:8H', 'play:6H', 'play:6S');
    expect(legalTexts(s)).not.toContain('play:KH+bella');
    expect(refused(s, 'play:KH+bella').code).toBe('play/bella-not-allowed');
  });
  it('is legal beside the plain play on the second, and scores 20 only when called', () => {
    const next = playFirst(afterKing, 3); // seat 2 discards, seat 3 must play 7H, the dealer discards
    expect(tarabish.actor(next)).toBe(1);
    expect(legalTexts(next)).toEqual(expect.arrayContaining(['play:QH', 'play:QH+bella']));
    const silent = finish(act(next, 'play:QH'));
    expect(tarabish.result(silent)!.bella).toEqual([0, 0]);
    const called = finish(act(next, 'play:QH+bella'));
    expect(tarabish.result(called)!.bella).toEqual([0, 20]);
  });
  it('a bella flag on any other card is refused', () => {
    const s = playFirst(afterKing, 3);
    expect(refused(s, 'play:AH+bella').code).toBe('play/bella-not-allowed');
  });
  it('does not exist in a no-trump hand', () => {
    const nt = fillDeal([{ cards: '' }, { cards: 'KH QH' }, { cards: '' }, { cards: '' }]);
    let s = act(deal(nt, { preset: 'traditional', noTrump: true }), 'call:no-trump');
    s = finish(s, (l) => l.find((t) => t.endsWith('+bella')) ?? l[0]!);
    expect(tarabish.result(s)!.bella).toEqual([0, 0]);
  });
});
