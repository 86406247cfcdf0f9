import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import { act, hand, legalTexts, makeDeal, playOut, refusal, run, start } from './helpers.js';

// Obligations are played in Goulash mode (the same card-play rules, no bidding needed): seat 1 leads.
const deal = makeDeal(4, ['3T', '1S 2S 3S 4S 5S 6S 7S 20T 19T EX', '8S 9S 10S JS NS QS KS 5T 21T 6T', '10T 4T']);

describe('card play (FFT p.7-8) and the Excuse', () => {
  it('a led Excuse lets the next card set the suit; follow, trump, undertrump, each with its own code', () => {
    let s = start({ mode: 'goulash' }, deal);
    s = act(s, 'play:EX').state;
    expect(legalTexts(s)).toHaveLength(18); // nothing led yet: any card
    s = act(s, 'play:KS').state; // spades are led
    expect(refusal(s, 'play:6C').code).toBe('play/must-trump');
    s = act(s, 'play:10T').state;
    expect(refusal(s, 'play:1H').code).toBe('play/must-undertrump');
    expect(refusal(s, 'play:1S').code).toBe('play/not-in-hand');
    s = act(s, 'play:3T').state;
    expect(s.tricks[0]!.winner).toBe(3);
    // Excuse exchange: seat 1 keeps 4, the winner gets KS 10T 3T and a half-point card: 6.
    expect(tarot.audit(s).cardPoints).toEqual([0, 4, 0, 6]);
  });

  it('overtrump on a ruff, follow suit, beat a trump lead even over everybody', () => {
    let s = run(start({ mode: 'goulash' }, deal), ['play:EX', 'play:KS', 'play:10T', 'play:3T']);
    s = act(s, 'play:6C').state; // seat 3 leads clubs
    s = act(s, 'play:1H').state; // seat 0: void, no trump: any card
    expect(refusal(s, 'play:4D').code).toBe('play/must-trump');
    s = act(s, 'play:19T').state;
    expect(refusal(s, 'play:21T').code).toBe('play/must-follow-suit');
    s = act(s, 'play:1C').state;
    expect(s.tricks[1]!.winner).toBe(1);
    s = act(s, 'play:20T').state; // trump lead
    expect(refusal(s, 'play:6T').code).toBe('play/must-overtrump');
    s = act(s, 'play:21T').state;
    expect(refusal(s, 'play:7C').code).toBe('play/must-follow-suit');
    s = act(s, 'play:4T').state;
    expect(s.trumpCeiling[3]).toBe(21); // 4T under 21T: nothing learnt beyond 21
    s = act(s, 'play:2H').state;
    expect(s.voids[0]! & (1 << 4)).not.toBe(0); // seat 0 did not trump: no trumps
    expect(s.tricks[2]!.winner).toBe(2);
  });

  it('a ruff that cannot be overtrumped tells everybody the player has no higher trump', () => {
    let s = start({ mode: 'goulash' }, deal);
    s = run(s, ['play:1S', 'play:KS', 'play:10T']);
    s = act(s, 'play:3T').state;
    expect(s.trumpCeiling[0]).toBe(10);
  });

  it('the Excuse is always playable, even when a trump is due', () => {
    const s = run(start({ mode: 'goulash' }, deal), [
      'play:1S',
      'play:KS',
      'play:10T',
      'play:3T',
      'play:6C',
      'play:1H',
    ]);
    expect(legalTexts(s)).toEqual(['play:EX', 'play:19T', 'play:20T']);
  });
});

describe('the Excuse at the end of a deal', () => {
  // 4 players, seat 1 takes a garde sans and holds the 18 top trumps minus the 21; the Excuse with a defender.
  const top = makeDeal(4, ['', '20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T 1T', 'EX 21T 2T 3T', '']);
  it('a defender keeps his Excuse (owner 4, winners 0.5): exact half points', () => {
    let s = run(start({}, top), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass', 'chelem:no']);
    s = playOut(s, (st) =>
      st.leader === 2 && st.trick.length === 0 && hand(st, 2).includes('EX') ? 'play:EX' : undefined,
    );
    const r = tarot.result(s)!;
    expect(r.annulled).toBe(false);
    expect(r.cardPoints.reduce((a, b) => a + b, 0)).toBe(91);
  });
});
