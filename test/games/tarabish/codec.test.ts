/** The action codec and explicit deals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishAction } from '../../../src/games/tarabish/index.js';
import { getOrThrow, isLeft, isRight } from '../../../src/kernel/index.js';
import { tarabishDeck } from '../../../src/games/tarabish/cards.js';
import { checkNearMisses, checkObjects, legalActions } from '../../support/codec-checks.js';

const { encode, decode, id } = tarabish.codec;

describe('codec', () => {
  const examples: [string, TarabishAction][] = [
    ['bid:70', { type: 'bid', value: 70, noTrump: false }],
    ['bid:no-trump:150', { type: 'bid', value: 150, noTrump: true }],
    ['bid:pass', { type: 'bid-pass' }],
    ['trump:H', { type: 'trump', suit: 'H' }],
    ['call:C', { type: 'call', suit: 'C' }],
    ['call:no-trump', { type: 'call', suit: 'no-trump' }],
    ['pass', { type: 'pass' }],
    ['declare:', { type: 'declare', melds: [] }],
    [
      'declare:run3-KH+four-J',
      {
        type: 'declare',
        melds: ['run3-KH', 'four-J'],
      },
    ],
    ['play:JS', { type: 'play', card: 'JS', bella: false }],
    ['play:QH+bella', { type: 'play', card: 'QH', bella: true }],
    ['2:play:10D', { type: 'play', card: '10D', bella: false, seat: 2 }],
  ];
  for (const [text, action] of examples) {
    it(text, () => {
      const d = decode(text);
      expect(isRight(d) && d.right).toEqual(action);
      expect(encode(action)).toBe(text);
    });
  }

  it('declarations decode to canonical order and refuse duplicates', () => {
    const d = decode('declare:four-J+run3-KH');
    expect(isRight(d) && encode(d.right)).toBe('declare:run3-KH+four-J');
    expect(isLeft(decode('declare:four-J+four-J'))).toBe(true);
  });

  it('refuses malformed text without throwing', () => {
    for (const t of [
      '',
      'bid',
      'bid:',
      'bid:0',
      'bid:abc',
      'trump:no-trump',
      'trump:X',
      'call:',
      'play:1H',
      'play:AH+belle',
      'declare:run2-AS',
      '4:pass',
      42,
      null,
    ]) {
      expect(isLeft(decode(t))).toBe(true);
    }
  });

  it('ids are distinct across kinds of action', () => {
    const all = examples.map(([, a]) => id(a));
    expect(new Set(all.slice(0, -1)).size).toBe(all.length - 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 0, max: 35 }),
        fc.boolean(),
        fc.boolean(),
        (a, b, x, y) => {
          const ca = tarabish.traits.deck.names.get(tarabish.traits.deck.cards[a]!)!;
          const cb = tarabish.traits.deck.names.get(tarabish.traits.deck.cards[b]!)!;
          return (
            (id({ type: 'play', card: ca, bella: x }) === id({ type: 'play', card: cb, bella: y })) ===
            (ca === cb && x === y)
          );
        },
      ),
    );
  });
});

describe('explicit deals', () => {
  const good = [
    '6S 7S 8S 9S 10S JS QS KS AS',
    '6H 7H 8H 9H 10H JH QH KH AH',
    '6D 7D 8D 9D 10D JD QD KD AD',
    '6C 7C 8C 9C 10C JC QC KC AC',
  ].map((h) => h.split(' '));
  it('a valid deal: each seat sees its first biddingCards cards in the order received', () => {
    const s = tarabish.setup({}, { deal: good });
    expect(isRight(s) && tarabish.view(s.right, 2).hand).toEqual(['6D', '7D', '8D']);
  });
  const bad: [unknown, string][] = [
    ['9 cards each', 'setup/bad-deal'],
    [[...good.slice(0, 3), 'AS'], 'setup/bad-deal'],
    [good.slice(0, 3), 'setup/wrong-hand-count'],
    [[...good.slice(0, 3), good[3]!.slice(1)], 'setup/wrong-deal-size'],
    [[...good.slice(0, 3), [...good[3]!.slice(1), 'AS']], 'setup/duplicate-card'],
    [[...good.slice(0, 3), [...good[3]!.slice(1), '5C']], 'notation/bad-card'],
  ];
  for (const [i, [d, code]] of bad.entries()) {
    it(`${code} (${i})`, () => {
      const s = tarabish.setup({}, { deal: d as never });
      expect(isLeft(s) && s.left.code).toBe(code);
    });
  }
  it('a bad seed', () => {
    const s = tarabish.setup({}, { seed: -1 });
    expect(isLeft(s) && s.left.code).toBe('setup/bad-seed');
  });
});

describe('near misses and action objects', () => {
  const actions = [{}, { preset: 'traditional' }].flatMap((o) => legalActions(tarabish, o, 2));
  const error = (r: ReturnType<typeof decode>) => (isLeft(r) ? r.left : undefined);

  it('the examples: capitals, a space, a card in lower case, an unknown action word', () => {
    expect(error(decode('BID:70'))?.message).toBe('"BID:70" is not a Tarabish action: did you mean "bid:70"?');
    expect(error(decode(' pass'))).toMatchObject({ detail: { suggestion: 'pass' } });
    expect(error(decode('play:qh+bella'))).toMatchObject({ code: 'notation/bad-card', detail: { suggestion: 'QH' } });
    expect(error(decode('play:ZZ'))?.message).not.toContain('tarabish36');
    expect(error(decode('bet:70'))?.message).toContain("unknown action 'bet': the actions are bid, trump, call, pass");
  });

  it('every slip of a legal action names the text or the card meant', () => {
    checkNearMisses(tarabish, tarabishDeck, actions);
  });

  it('the wire form: cards by name, suits by letter, melds in notation', () => {
    expect(tarabish.codec.toObject!(getOrThrow(decode('2:play:QH+bella')))).toEqual({
      type: 'play',
      card: 'QH',
      bella: true,
      seat: 2,
    });
    const r = tarabish.codec.fromObject!({ type: 'declare', melds: ['run3-KH', 'four-J'] });
    expect(isRight(r) && encode(r.right)).toBe('declare:run3-KH+four-J');
    expect(error(tarabish.codec.fromObject!({ type: 'trump', suit: 'x' }))?.code).toBe('action/malformed');
  });

  it('every legal action reads back from its object; a changed object is read only as what it names', () => {
    checkObjects(tarabish, tarabishDeck, actions);
  });
});
