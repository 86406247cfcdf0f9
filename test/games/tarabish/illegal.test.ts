/** Every illegal action returns its own code, `explain` agrees, and the state is unchanged. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishState } from '../../../src/games/tarabish/index.js';
import { isLeft, isRight } from '../../../src/kernel/index.js';
import { submit } from '../../../src/record/index.js';
import { act, deal, fillDeal, finish, readyToPlay, refused } from './helpers.js';

const hands = fillDeal([
  { cards: '' },
  { cards: 'AS KS QS JS' },
  { cards: '10H 8H 6D', void: 'S' },
  { cards: '9S 6C' },
]);
const seeded = (options: object = {}): TarabishState =>
  (tarabish.setup(options, { seed: 3 }) as { right: TarabishState }).right;

describe('illegal actions', () => {
  const codes: [string, () => TarabishState, string | unknown, string][] = [
    ['out of turn', () => seeded(), '3:bid:50', 'turn/not-your-turn'],
    ['out of turn in play', () => readyToPlay(hands), '2:play:10H', 'turn/not-your-turn'],
    ['a bid not above the current bid', () => act(seeded(), 'bid:70'), 'bid:70', 'bid/too-low'],
    ['a bid below the current bid', () => act(seeded(), 'bid:70'), 'bid:60', 'bid/too-low'],
    ['a bid below the minimum', () => seeded(), 'bid:40', 'bid/below-minimum'],
    ['a bid below minBid 100', () => seeded({ minBid: 100 }), 'bid:90', 'bid/below-minimum'],
    ['a no-trump bid below 150', () => seeded({ noTrump: true }), 'bid:no-trump:140', 'bid/below-minimum'],
    ['a bid off the steps of 10', () => seeded(), 'bid:55', 'bid/bad-step'],
    ['a bid above the maximum', () => seeded(), 'bid:310', 'bid/above-maximum'],
    ['a no-trump bid without the option', () => seeded(), 'bid:no-trump:150', 'bid/no-trump-not-allowed'],
    [
      'a no-trump call without the option',
      () => seeded({ preset: 'traditional' }),
      'call:no-trump',
      'call/no-trump-not-allowed',
    ],
    [
      'a pass by the forced dealer',
      () => act(seeded({ preset: 'traditional' }), 'pass', 'pass', 'pass'),
      'pass',
      'call/dealer-must-call',
    ],
    ['a card during the auction', () => seeded(), 'play:AS', 'phase/wrong-phase'],
    ['naming trump during the auction', () => seeded(), 'trump:H', 'phase/wrong-phase'],
    ['a call during the auction', () => seeded(), 'call:H', 'phase/wrong-phase'],
    ['a bid in the call round', () => seeded({ preset: 'traditional' }), 'bid:50', 'phase/wrong-phase'],
    [
      'a bid after the auction',
      () => act(seeded(), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass'),
      'bid:60',
      'phase/wrong-phase',
    ],
    ['a declaration during the auction', () => seeded(), 'declare:', 'phase/wrong-phase'],
    [
      'a card in the declaration round',
      () => act(deal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H'),
      'play:AS',
      'phase/wrong-phase',
    ],
    ['a bid during play', () => readyToPlay(hands), 'bid:50', 'phase/wrong-phase'],
    ['a card not held', () => readyToPlay(hands), 'play:10H', 'play/not-in-hand'],
    ['not following suit', () => act(readyToPlay(hands), 'play:AS', 'play:10H'), 'play:6C', 'play/must-follow-suit'],
    ['not trumping when void', () => act(readyToPlay(hands), 'play:AS'), 'play:6D', 'play/must-trump'],
    [
      'a false meld',
      () => act(deal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H'),
      'declare:run3-8C',
      'declare/not-held',
    ],
    [
      'part of a longer run',
      () => act(deal(hands), 'bid:50', 'bid:pass', 'bid:pass', 'bid:pass', 'trump:H'),
      'declare:run3-KS',
      'declare/not-held',
    ],
    [
      'a four under melds: runs',
      () => act(seeded({ preset: 'traditional' }), 'call:H'),
      'declare:four-J',
      'declare/no-fours',
    ],
    [
      'a card before declaring (first-trick declarations)',
      () => act(seeded({ preset: 'traditional' }), 'call:H'),
      'play:AS',
      'declare/must-declare-first',
    ],
    [
      'a bella flag on a card that is not K or Q of trump',
      () => readyToPlay(hands),
      'play:AS+bella',
      'play/bella-not-allowed',
    ],
    ['garbage', () => seeded(), null, 'action/malformed'],
    ['a bid with a string value', () => seeded(), { type: 'bid', value: '50', noTrump: false }, 'action/malformed'],
    [
      'a card id outside the deck',
      () => readyToPlay(hands),
      { type: 'play', card: 9, bella: false },
      'action/malformed',
    ],
    [
      'a meld that does not exist',
      () => seeded(),
      { type: 'declare', melds: [{ kind: 'run', length: 2, top: 5 }] },
      'action/malformed',
    ],
    ['a seat out of range', () => seeded(), { type: 'bid-pass', seat: 7 }, 'action/malformed'],
    ['an action after the hand', () => finish(readyToPlay(hands)), 'play:AS', 'phase/deal-over'],
  ];
  for (const [what, state, action, code] of codes) {
    it(`${what} → ${code}`, () => {
      expect(refused(state(), action).code).toBe(code);
    });
  }

  it('a move submitted by a seat that is not to act (record/submit) is refused and the state unchanged', () => {
    const s = seeded();
    const before = JSON.stringify(s);
    const r = submit(tarabish, s, 2, 'bid:50');
    expect(isLeft(r) && r.left.code).toBe('turn/not-your-turn');
    expect(JSON.stringify(s)).toBe(before);
    expect(isRight(submit(tarabish, s, 1, 'bid:50'))).toBe(true);
  });

  it('not overtrumping and not undertrumping', () => {
    const h = fillDeal([{ cards: '' }, { cards: 'AS' }, { cards: '10H', void: 'S' }, { cards: '9H 7H 6D', void: 'S' }]);
    const s = act(readyToPlay(h), 'play:AS', 'play:10H');
    expect(refused(s, 'play:7H').code).toBe('play/must-overtrump');
    const u = fillDeal([{ cards: '' }, { cards: 'AS' }, { cards: '10H', void: 'S' }, { cards: '7H 6D', void: 'S' }]);
    expect(refused(act(readyToPlay(u), 'play:AS', 'play:10H'), 'play:6D').code).toBe('play/must-undertrump');
  });

  it('apply never throws on garbage (fast-check)', () => {
    const s = seeded();
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = tarabish.apply(s, x as never);
        return isLeft(r) || isRight(r);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), (t) => isLeft(tarabish.codec.decode(t)) || isRight(tarabish.codec.decode(t))),
      { numRuns: 300 },
    );
  });

  it('an error names only public facts and the acting seat’s own cards', () => {
    const s = act(readyToPlay(hands), 'play:AS');
    const e = refused(s, 'play:6D');
    const own = tarabish.view(s, 2).hand;
    for (const c of e.detail['allowed'] as string[]) expect(own).toContain(c);
  });
});
