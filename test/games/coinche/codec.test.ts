/** Coinche's action codec: every candidate action round-trips, ids are unique, strings are canonical. */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import { coincheActionSchema } from '../../../src/games/coinche/codec.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';

const after = (options: object, actions: readonly string[]): CoincheState =>
  actions.reduce(
    (s, a) => getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)))).state,
    getOrThrow(coinche.setup(options, { seed: 3 })),
  );

describe('the codec', () => {
  const states = [
    after({}, []),
    after({}, ['bid:80S', 'coinche']),
    after({ announcements: true }, ['bid:80S', 'pass', 'pass', 'pass']),
    after({ minBid: 82, bidStep: 5, maxBid: 650 }, ['bid:85H']),
  ];

  it('every candidate: decode(encode(a)) is a, ids are unique, strings match the action schema', () => {
    for (const s of states) {
      const all = coinche.candidates(s);
      const ids = new Set(all.map((a) => coinche.codec.id(a)));
      expect(ids.size).toBe(all.length);
      for (const a of all) {
        const text = coinche.codec.encode(a);
        expect(getOrThrow(coinche.codec.decode(text))).toEqual(a);
        expect(coincheActionSchema.safeParse(text).success, text).toBe(true);
        expect(getOrThrow(coinche.codec.fromObject!(coinche.codec.toObject!(a)))).toEqual(a);
      }
    }
  });

  it('the legal actions in id order: pass, coinche, surcoinche, capots, bids by strain then value, plays', () => {
    const legal = coinche.legal(states[0]!).map(coinche.codec.encode);
    expect(legal.slice(0, 7)).toEqual(['pass', 'capot:S', 'capot:H', 'capot:D', 'capot:C', 'bid:80S', 'bid:90S']);
    expect(coinche.legal(states[1]!).map(coinche.codec.encode)).toEqual(['pass', 'surcoinche']);
  });

  it('the acting seat may prefix an action; a wrong seat is refused as out of turn', () => {
    expect(getOrThrow(coinche.codec.decode('2:bid:90H'))).toEqual({ type: 'bid', value: 90, strain: 'H', seat: 2 });
    const e = coinche.explain(states[0]!, { type: 'pass', seat: 2 });
    expect(e.legal === false && e.error.code).toBe('turn/not-your-turn');
  });

  it('refuses what is not written canonically, or not an action', () => {
    for (const text of [
      '',
      'bid:',
      'bid:90',
      'bid:90X',
      'bid:090H',
      'capot',
      'capot:X',
      'take',
      'take:H',
      'PASS',
      'play:1S',
      7,
    ])
      expect(coinche.codec.decode(text)._tag, String(text)).toBe('Left');
    expect(coinche.codec.fromObject!({ type: 'take' })._tag).toBe('Left');
    expect(coinche.codec.fromObject!({ type: 'bid', value: 80.5, strain: 'H' })._tag).toBe('Left');
  });
});
