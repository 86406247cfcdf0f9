import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitOf, cardId, wordOf, type Card } from '../../../src/kernel/card.js';
import { has, setOf } from '../../../src/kernel/cardset.js';
import { declarableSelections, formatMeld, meldWinner, teamMeldPoints } from '../../../src/games/tarabish/melds.js';
import { scoreDeal } from '../../../src/games/tarabish/scoring.js';
import { tarabishScoreSheet } from '../../../src/games/tarabish/scoresheet.js';
import { AUCTION, TRADITIONAL } from '../../../src/vectors/tarabish.js';

describe('the score sheet', () => {
  const ok = (input: unknown) => {
    const r = tarabishScoreSheet(input);
    if (r._tag === 'Left') throw new Error(`${r.left.code}: ${r.left.message}`);
    return r.right;
  };
  const code = (input: unknown) => {
    const r = tarabishScoreSheet(input);
    return r._tag === 'Left' ? r.left.code : 'accepted';
  };

  it('scores an auction hand: the best meld decides which team scores all its melds', () => {
    const r = ok({
      bidTeam: 0,
      bid: 120,
      trump: 'S',
      cardPoints: [100, 62],
      melds: [['run3-KH', 'four-J'], ['run4-9D']],
      bella: [20, 0],
    });
    expect(r.meldWinner).toBe(0);
    expect(r.teamScores).toEqual([340, 62]);
    expect(r.scores).toEqual([340, 62, 340, 62]);
    expect(r.outcome).toBe('made');
  });

  it('scores a traditional hand, values allowed when they decide', () => {
    const r = ok({ options: { preset: 'traditional' }, bidTeam: 1, cardPoints: [90, 72], melds: [[20], [50, 20]] });
    expect(r.meldWinner).toBe(1);
    expect(r.teamScores).toEqual([90, 142]); // 72 + 70 = 142 > 90: made
    expect(code({ options: { preset: 'traditional' }, bidTeam: 1, cardPoints: [90, 72], melds: [[20], [20]] })).toBe(
      'scoresheet/meld-tie-needs-notation',
    );
  });

  it('breaks meld ties with trump and the eldest team, and asks for them only when needed', () => {
    const base = { bidTeam: 0, bid: 80, cardPoints: [100, 62], melds: [['run3-KH'], ['run3-KD']] };
    expect(code(base)).toBe('scoresheet/trump-needed');
    expect(ok({ ...base, trump: 'D' }).meldWinner).toBe(1);
    expect(code({ ...base, trump: 'S' })).toBe('scoresheet/eldest-needed');
    expect(ok({ ...base, trump: 'S', eldestTeam: 0 }).meldWinner).toBe(0);
    expect(ok({ ...base, options: { preset: 'traditional' }, bid: null, trump: 'S' }).meldWinner).toBeNull();
    expect(ok({ ...base, melds: [['run4-KH'], ['run3-AD']] }).meldWinner).toBe(0); // no trump needed
  });

  it('sources: K-Q-J of trump is a twenty and bella (40); "fifty with the bells" is 70', () => {
    const twenty = ok({
      options: { preset: 'traditional' },
      bidTeam: 0,
      trump: 'H',
      cardPoints: [90, 72],
      melds: [['run3-KH'], []],
      bella: [20, 0],
    });
    expect(twenty.breakdown.teams[0]).toMatchObject({ melds: 20, bella: 20, score: 130 });
    const fifty = ok({
      options: { preset: 'traditional' },
      bidTeam: 1,
      trump: 'S',
      cardPoints: [90, 72],
      melds: [['run3-AD'], ['run4-AS']],
      bella: [0, 20],
    });
    expect(fifty.teamScores).toEqual([90, 142]);
  });

  it('adds the hand to the match totals when they are given', () => {
    const r = ok({ options: { preset: 'traditional' }, bidTeam: 0, cardPoints: [100, 62], totalsBefore: [450, 480] });
    expect(r.match).toEqual({ totals: [550, 542], over: true, winner: 0 });
  });

  it.each([
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 61] }, 'scoresheet/card-points-sum'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100.5, 61.5] }, 'scoresheet/bad-card-points'],
    [{ bidTeam: 0, bid: 100, cardPoints: [163, -1] }, 'scoresheet/bad-card-points'],
    [{ bidTeam: 0, bid: 100, cardPoints: [161, 1] }, 'scoresheet/impossible-card-points'],
    [{ bidTeam: 0, bid: 100, cardPoints: [5, 157], lastTrickTeam: 0 }, 'scoresheet/last-trick-points'],
    [
      { bidTeam: 0, bid: 100, cardPoints: [162, 0], noTrump: true, options: { noTrump: true } },
      'scoresheet/card-points-sum',
    ],
    [{ bidTeam: 0, bid: 105, cardPoints: [100, 62] }, 'scoresheet/bid-not-multiple-of-10'],
    [{ bidTeam: 0, bid: 40, cardPoints: [100, 62] }, 'scoresheet/bid-out-of-range'],
    [{ bidTeam: 0, bid: 310, cardPoints: [100, 62] }, 'scoresheet/bid-out-of-range'],
    [{ bidTeam: 0, bid: 50, cardPoints: [100, 62], options: { minBid: 60 } }, 'scoresheet/bid-out-of-range'],
    [{ bidTeam: 0, cardPoints: [100, 62] }, 'scoresheet/bid-missing'],
    [{ options: { preset: 'traditional' }, bidTeam: 0, bid: 100, cardPoints: [100, 62] }, 'scoresheet/bid-not-allowed'],
    [
      { bidTeam: 0, bid: 140, noTrump: true, cardPoints: [100, 30], options: { noTrump: true } },
      'scoresheet/no-trump-bid-too-low',
    ],
    [{ bidTeam: 0, bid: 150, noTrump: true, cardPoints: [100, 30] }, 'scoresheet/no-trump-not-allowed'],
    [
      { bidTeam: 0, bid: 150, noTrump: true, trump: 'S', cardPoints: [100, 30], options: { noTrump: true } },
      'scoresheet/trump-in-no-trump',
    ],
    [
      { bidTeam: 0, bid: 150, noTrump: true, cardPoints: [100, 30], bella: [20, 0], options: { noTrump: true } },
      'scoresheet/bella-in-no-trump',
    ],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], bella: [20, 20] }, 'scoresheet/bella-twice'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], bella: [10, 0] }, 'scoresheet/bad-bella'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['run3-7H'], []] }, 'scoresheet/no-such-meld'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['tierce'], []] }, 'scoresheet/no-such-meld'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [[30], []] }, 'scoresheet/no-such-meld-value'],
    [
      { options: { preset: 'traditional' }, bidTeam: 0, cardPoints: [100, 62], melds: [[100], []] },
      'scoresheet/no-such-meld-value',
    ],
    [
      { options: { preset: 'traditional' }, bidTeam: 0, cardPoints: [100, 62], melds: [['four-J'], []] },
      'scoresheet/meld-not-in-style',
    ],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['run3-KH'], ['run4-AH']] }, 'scoresheet/impossible-melds'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['four-J', 'four-J'], []] }, 'scoresheet/impossible-melds'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['four-J'], ['run3-KH']] }, 'scoresheet/impossible-melds'],
    [
      { bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['run9-AS', 'run9-AH', 'run3-AD'], []] },
      'scoresheet/impossible-melds',
    ],
    [
      { bidTeam: 0, bid: 100, trump: 'H', cardPoints: [100, 62], melds: [[], ['run3-KH']], bella: [20, 0] },
      'scoresheet/impossible-bella',
    ],
    [
      { bidTeam: 0, bid: 100, trump: 'H', cardPoints: [100, 62], melds: [[], ['four-Q']], bella: [20, 0] },
      'scoresheet/impossible-bella',
    ],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [[50], ['run4-AH']] }, 'scoresheet/meld-tie-needs-notation'],
    [
      { bidTeam: 0, cardPoints: [100, 62], options: { preset: 'traditional', coatBonus: 100 } },
      'scoresheet/bad-options',
    ],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], options: { minBid: 200, maxBid: 100 } }, 'scoresheet/bad-options'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], options: { melds: 'carres' } }, 'scoresheet/malformed'],
    [
      { bidTeam: 0, cardPoints: [100, 62], options: { preset: 'traditional', contract: 'reach-bid' } },
      'scoresheet/bad-options',
    ],
    [{ bidTeam: 2, bid: 100, cardPoints: [100, 62] }, 'scoresheet/malformed'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], extra: 1 }, 'scoresheet/malformed'],
    [{ bidTeam: 0, bid: 100, cardPoints: [100, 62], preset: 'traditional' }, 'scoresheet/malformed'],
    [null, 'scoresheet/malformed'],
  ])('rejects %j with %s', (input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(['accepted', 'scoresheet/malformed']).toContain(code(x));
      }),
    );
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    expect(code(hostile)).toBe('scoresheet/malformed');
  });

  it('agrees with scoreDeal on every possible split of the card points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 152 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.constantFrom<0 | 1>(0, 1),
        fc.integer({ min: 5, max: 30 }),
        (a, last, bidTeam, bid) => {
          const cp: [number, number] = last === 0 ? [a + 10, 152 - a] : [a, 162 - a];
          const r = tarabishScoreSheet({ bidTeam, bid: bid * 10, cardPoints: cp, lastTrickTeam: last });
          const possible = ![1, 151].includes(a);
          expect(r._tag).toBe(possible ? 'Right' : 'Left');
          if (r._tag === 'Right')
            expect(r.right.teamScores).toEqual(
              scoreDeal(
                { bidTeam, bid: bid * 10, noTrump: false, cardPoints: cp, melds: [0, 0], bella: [0, 0] },
                AUCTION,
              ).teamScores,
            );
        },
      ),
    );
  });
});

describe('the score sheet accepts every real hand and agrees with the melds module', () => {
  const TRUMP_POINTS = [0, 0, 0, 14, 10, 20, 3, 4, 11];
  const PLAIN_POINTS = [0, 0, 0, 0, 10, 2, 3, 4, 11];
  const deck = Array.from({ length: 36 }, (_, i) => cardId(Math.floor(i / 9), i % 9));
  const handArb = fc.record({
    order: fc.shuffledSubarray(deck, { minLength: 36, maxLength: 36 }),
    wonBy: fc.array(fc.constantFrom<0 | 1>(0, 1), { minLength: 36, maxLength: 36 }),
    lastTrick: fc.constantFrom<0 | 1>(0, 1),
    pick: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    trump: fc.constantFrom<number | null>(null, 0, 1, 2, 3),
    preset: fc.constantFrom<'auction' | 'traditional'>('auction', 'traditional'),
    bidTeam: fc.constantFrom<0 | 1>(0, 1),
    bid: fc.integer({ min: 15, max: 30 }),
    eldest: fc.integer({ min: 0, max: 3 }),
    callBella: fc.boolean(),
  });

  it('real deals, declarations and tricks are never refused, and score as meldWinner + scoreDeal say', () => {
    fc.assert(
      fc.property(handArb, (h) => {
        const style = h.preset === 'auction' ? 'belote' : 'runs';
        const equalMelds = h.preset === 'auction' ? 'eldest' : 'nobody';
        const hands = [0, 1, 2, 3].map((s) => setOf(4, h.order.slice(s * 9, s * 9 + 9)));
        const declared = hands.map((hand, s) => {
          const options = declarableSelections(hand, style);
          return options[h.pick[s]! % options.length]!;
        });
        const points = (c: Card) => (wordOf(c) === h.trump ? TRUMP_POINTS : PLAIN_POINTS)[bitOf(c)]!;
        const cardPoints: [number, number] = [0, 0];
        deck.forEach((c, i) => (cardPoints[h.wonBy[i]!] += points(c)));
        cardPoints[h.lastTrick] += 10;
        const bellaSeat =
          h.trump === null
            ? -1
            : hands.findIndex((hand) => has(hand, cardId(h.trump!, 6)) && has(hand, cardId(h.trump!, 7)));
        const bella: [number, number] = [0, 0];
        if (bellaSeat >= 0 && h.callBella) bella[bellaSeat % 2] = 20;
        const input = {
          options: { preset: h.preset, noTrump: true },
          bidTeam: h.bidTeam,
          ...(h.preset === 'auction' ? { bid: h.bid * 10 } : {}),
          noTrump: h.trump === null,
          ...(h.trump === null ? {} : { trump: ['S', 'H', 'D', 'C'][h.trump] }),
          eldestTeam: h.eldest % 2,
          lastTrickTeam: h.lastTrick,
          cardPoints,
          melds: [0, 1].map((t) =>
            declared
              .filter((_, s) => s % 2 === t)
              .flat()
              .map(formatMeld),
          ),
          bella,
        };
        const r = tarabishScoreSheet(input);
        if (r._tag === 'Left') throw new Error(`${r.left.code}: ${r.left.message}`);
        expect(r.right.meldWinner).toBe(meldWinner(declared, h.trump, style, equalMelds, h.eldest));
        const melds = teamMeldPoints(declared, h.trump, style, equalMelds, h.eldest);
        const o = { ...(h.preset === 'auction' ? AUCTION : TRADITIONAL), noTrump: true };
        const expected = scoreDeal(
          {
            bidTeam: h.bidTeam,
            bid: h.preset === 'auction' ? h.bid * 10 : null,
            noTrump: h.trump === null,
            cardPoints,
            melds,
            bella,
          },
          o,
        );
        expect(r.right.teamScores).toEqual(expected.teamScores);
      }),
      { numRuns: process.env.ATOUT_LONG ? 20_000 : 100 },
    );
  });
});
