/** Belote's action codec: every candidate action round-trips, ids are unique, strings are canonical. */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { belote } from '../../../src/games/belote/index.js';
import { beloteActionSchema } from '../../../src/games/belote/action-schema.js';
import { playPosition } from './helpers.js';

describe('the codec', () => {
  const states = [
    getOrThrow(belote.setup({}, { seed: 3 })),
    playPosition({ trump: 'H', hands: { 0: 'JS QS KS JH JD JC', 1: '7H', 2: '8H', 3: '9H' } }, { announcements: true }),
  ];

  it('every candidate: decode(encode(a)) is a, ids are unique, strings match the action schema', () => {
    for (const s of states) {
      const all = belote.candidates(s);
      const ids = new Set(all.map((a) => belote.codec.id(a)));
      expect(ids.size).toBe(all.length);
      for (const a of all) {
        const text = belote.codec.encode(a);
        expect(getOrThrow(belote.codec.decode(text))).toEqual(a);
        expect(beloteActionSchema.safeParse(text).success, text).toBe(true);
        expect(getOrThrow(belote.codec.fromObject!(belote.codec.toObject!(a)))).toEqual(a);
      }
    }
  });

  it('the acting seat may prefix an action; a wrong seat is refused as out of turn', () => {
    const s = states[0]!;
    expect(getOrThrow(belote.codec.decode('1:take'))).toEqual({ type: 'take', seat: 1 });
    const e = belote.explain(s, { type: 'take', seat: 2 });
    expect(e.legal === false && e.error.code).toBe('turn/not-your-turn');
  });

  it('refuses what is not written canonically, or not an action', () => {
    for (const text of [
      '',
      'take:',
      'take:X',
      'play:1S',
      'play:KH+bella',
      'announce:run2-KS',
      'announce:four-8',
      'PASS',
      7,
    ])
      expect(belote.codec.decode(text)._tag, String(text)).toBe('Left');
    // melds out of canonical order
    expect(belote.codec.decode('announce:four-J+run3-KS')._tag).toBe('Left');
  });
});
