/** Coinche's own options (docs/rules/coinche.md, the options table): defaults, values, refusals. */
import { describe, expect, it } from 'vitest';
import { COINCHE_DEFAULTS, coincheOptionsInput, parseCoincheOptions } from '../../../src/games/coinche/options.js';

const code = (input: unknown): string | null => {
  const r = parseCoincheOptions(input);
  return r._tag === 'Left' ? r.left.code : null;
};

describe('the defaults are the FFB contrée book', () => {
  it('every option of the table, with its default', () => {
    expect(parseCoincheOptions({})).toEqual({ _tag: 'Right', right: COINCHE_DEFAULTS });
    expect(parseCoincheOptions(undefined)).toEqual({ _tag: 'Right', right: COINCHE_DEFAULTS });
    expect(COINCHE_DEFAULTS).toEqual({
      dealer: 0,
      packets: '3-2-3',
      minBid: 80,
      bidStep: 10,
      maxBid: null,
      allTrumpNoTrump: false,
      allTrumpValues: 'ffb',
      noTrumpValues: 'ace-19',
      coincheTiming: 'in-turn',
      surcoincheMultiplier: 4,
      beloteCountsForContract: true,
      beloteOnFailure: 'kept',
      contractScoring: 'total-plus-bid',
      capotBid: 250,
      capotPoints: 252,
      litige: 'failed',
      rounding: 'nearest-ten',
      target: 3000,
    });
  });

  it('the card-play and announcement options are Belote’s, not here', () => {
    for (const k of ['partnerException', 'undertrump', 'announcements', 'sharedCards', 'equalAnnouncements'])
      expect(code({ [k]: 'x' })).toBe('options/invalid');
  });
});

describe('each option takes the values the sources publish, and only those', () => {
  const values: Record<string, readonly unknown[]> = {
    dealer: [0, 1, 2, 3],
    packets: ['3-2-3', '3-3-2', '2-3-3', '4-4'],
    minBid: [80, 82],
    bidStep: [10, 5],
    maxBid: [null, 160, 650],
    allTrumpNoTrump: [false, true],
    coincheTiming: ['in-turn', 'any-time'],
    surcoincheMultiplier: [4, 3],
    beloteCountsForContract: [true, false],
    beloteOnFailure: ['kept'],
    contractScoring: ['total-plus-bid', 'bid-only'],
    capotBid: [250, 500],
    capotPoints: [252, 250],
    litige: ['failed', 'held'],
    rounding: ['nearest-ten', 'none'],
    target: [1000, 2000, 3000],
  };
  const refused: Record<string, readonly unknown[]> = {
    dealer: [4, -1, 1.5],
    packets: ['3-2', '8'],
    minBid: [81, 90],
    bidStep: [1, 20],
    maxBid: [170, 250],
    coincheTiming: ['never'],
    surcoincheMultiplier: [2, 8],
    beloteOnFailure: ['transferred'],
    capotBid: [252],
    capotPoints: [162],
    litige: ['made'],
    rounding: ['down'],
    target: [0, 1.5],
  };
  it.each(Object.keys(values))('%s', (k) => {
    for (const v of values[k]!) {
      const r = parseCoincheOptions({ [k]: v });
      expect(r._tag === 'Right' && (r.right as unknown as Record<string, unknown>)[k], `${k} ${String(v)}`).toBe(v);
    }
    for (const v of refused[k] ?? []) expect(code({ [k]: v }), `${k} ${String(v)}`).toBe('options/invalid');
  });

  it('tout atout and sans atout values, with allTrumpNoTrump', () => {
    for (const allTrumpValues of ['ffb', 'scaled', 'trump'])
      for (const noTrumpValues of ['ace-19', 'plain'])
        expect(code({ allTrumpNoTrump: true, allTrumpValues, noTrumpValues })).toBeNull();
  });

  it('an unknown option is refused, with the closest name', () => {
    const r = parseCoincheOptions({ minbid: 80 });
    expect(r._tag === 'Left' && r.left.detail).toMatchObject({ suggestion: 'minBid' });
  });
});

describe('combinations that mean nothing', () => {
  it('tout atout / sans atout values without allTrumpNoTrump are refused', () => {
    expect(code({ allTrumpValues: 'scaled' })).toBe('options/needs-all-trump-no-trump');
    expect(code({ noTrumpValues: 'plain' })).toBe('options/needs-all-trump-no-trump');
    const r = parseCoincheOptions({ allTrumpValues: 'trump', noTrumpValues: 'plain' });
    expect(r._tag === 'Left' && r.left.detail).toEqual({ options: ['allTrumpValues', 'noTrumpValues'] });
  });

  it('the resolved set given back is the same set', () => {
    for (const input of [{}, { allTrumpNoTrump: true, allTrumpValues: 'scaled' }, { maxBid: 160, minBid: 82 }]) {
      const r = parseCoincheOptions(input);
      expect(r._tag).toBe('Right');
      if (r._tag === 'Right') expect(parseCoincheOptions(r.right)).toEqual(r);
    }
  });

  it('the schema is strict', () => {
    expect(coincheOptionsInput.safeParse({ target: 1000, extra: 1 }).success).toBe(false);
  });
});
