import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, getOrThrow, isLeft, isRight } from '../../../src/kernel/index.js';
import { goulash } from '../../../src/games/goulash/index.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { tarotFactsOf } from '../../../src/games/tarot/facts.js';
import {
  formatTarotFactsPosition,
  formatTarotPosition,
  parseTarotPosition,
} from '../../../src/games/tarot/position.js';
import type { TarotState } from '../../../src/games/tarot/state.js';

/** Every state of a seeded random deal. */
function states(rules: typeof tarot, options: object, seed: number): TarotState[] {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup(options, { seed }));
  const out = [s];
  while (rules.actor(s) !== 'done') {
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]!).state;
    out.push(s);
  }
  return out;
}

const optionSets: [typeof tarot, object][] = [
  ...[3, 4, 5].map((players) => [tarot, { players }] as [typeof tarot, object]),
  ...[3, 4, 5].map((players) => [tarot, { players, allPass: 'goulash' }] as [typeof tarot, object]),
  [tarot, { players: 5, dealer: 3, callHigherRanks: 'lowest-only', chelemRequires21: true }],
  ...[3, 4, 5].map((players) => [goulash, { players, excuseOnLastTrick: 'wins' }] as [typeof tarot, object]),
];

describe('Tarot position notation', () => {
  for (const [rules, options] of optionSets) {
    it(`${rules.id} ${JSON.stringify(options)}: parse(format(s)) = s and format(parse(text)) = text at every step`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
          for (const s of states(rules, options, seed)) {
            const text = formatTarotPosition(s);
            const back = parseTarotPosition(text);
            if (isLeft(back)) throw new Error(`${back.left.code}: ${back.left.message}\n${text}`);
            expect(back.right).toEqual(s);
            expect(formatTarotPosition(back.right)).toBe(text);
          }
        }),
        { numRuns: 3 },
      );
    });
  }

  it('reads a hand-written endgame', () => {
    const s = states(tarot, { players: 4 }, 11).find(
      (x) => x.phase === 'play' && x.tricks.length === 15 && x.trick.length === 0,
    )!;
    const text = formatTarotPosition(s);
    expect(text).toMatch(/^tarot players=4 dealer=0 \| bids /);
    expect(text).toContain(' | hands ');
    expect(getOrThrow(parseTarotPosition(text))).toEqual(s);
  });

  it('refuses malformed, inconsistent and impossible positions with codes', () => {
    const s = states(tarot, { players: 4 }, 5).find((x) => x.phase === 'play' && x.tricks.length === 3)!;
    const text = formatTarotPosition(s);
    const code = (t: unknown) => {
      const r = parseTarotPosition(t);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code(text)).toBe('ok');
    expect(code(42)).toBe('position/malformed');
    expect(code('')).toBe('position/malformed');
    expect(code(text.replace('tarot', 'chess'))).toBe('position/malformed');
    expect(code(text.replace(' | hands ', ' | fingers '))).toBe('position/malformed');
    expect(code(text.replace('players=4', 'players=6'))).toBe('position/malformed');
    // swapping two cards between hands makes an earlier play impossible or a different deal
    const hands = text.split(' | hands ')[1]!.split(' | ')[0]!;
    const [h0, h1] = hands.split(' / ');
    const a = h0!.split(' ')[0]!,
      b = h1!.split(' ')[0]!;
    const swapped = text.replace(hands, hands.replace(a, '#').replace(b, a).replace('#', b));
    expect(['ok', 'position/illegal', 'position/inconsistent']).toContain(code(swapped));
    const dup = text.replace(hands, hands.replace(b, a));
    expect(code(dup)).toBe('position/illegal');
  });
});

describe('Tarot position notation: poignées', () => {
  it('a poignée being shown is `seat:size:cards so far`, a complete one `seat:cards`; both round-trip', () => {
    const cards = 'EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T 3T 2T 1T';
    const deal = { hands: [[], cards.split(' '), []] as string[][], chien: [] as string[] };
    const rest = tarot.traits.deck.cards.map((c) => tarot.traits.deck.names.get(c)!).filter((n) => !cards.includes(n));
    deal.hands[0] = rest.splice(0, 24);
    deal.hands[1]!.push(...rest.splice(0, 2));
    deal.hands[2] = rest.splice(0, 24);
    deal.chien = rest;
    let s = getOrThrow(tarot.setup({ players: 3 }, { deal }));
    const steps = ['bid:garde-sans', 'bid:pass', 'bid:pass', 'chelem:no', 'poignee:double'];
    const shown: string[] = [];
    for (const t of steps) s = getOrThrow(tarot.apply(s, getOrThrow(tarot.codec.decode(t)))).state;
    const check = (want: string): void => {
      const text = formatTarotPosition(s);
      expect(text).toContain(`| poignee ${want} |`);
      expect(getOrThrow(parseTarotPosition(text))).toEqual(s);
    };
    check('1:double');
    for (const card of [
      '21T',
      '20T',
      '18T',
      '17T',
      '16T',
      '15T',
      '14T',
      '13T',
      '12T',
      '11T',
      '10T',
      '9T',
      '8T',
      '7T',
      '6T',
    ]) {
      s = getOrThrow(tarot.apply(s, getOrThrow(tarot.codec.decode(`show:${card}`)))).state;
      shown.push(card);
      check(shown.length < 15 ? `1:double:${shown.join('-')}` : `1:${shown.join('-')}`);
    }
  });
});

describe('Tarot position notation, the facts form', () => {
  it('format(parse(text)) = text for the facts form of card-play states, and of states played on from it', () => {
    let tested = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(40), fc.nat(optionSets.length - 1), (seed, k, o) => {
        const [rules, options] = optionSets[o]!;
        const play = states(rules, options, seed).filter((s) => isRight(tarotFactsOf(s)));
        const s = play[Math.min(k, play.length - 1)];
        if (s === undefined) return;
        tested++;
        const text = getOrThrow(formatTarotFactsPosition(s));
        const back = parseTarotPosition(text);
        if (isLeft(back)) throw new Error(`${back.left.code}: ${back.left.message}\n${text}`);
        expect(formatTarotPosition(back.right)).toBe(text);
        expect(getOrThrow(tarotFactsOf(back.right))).toEqual(getOrThrow(tarotFactsOf(s)));
        // played on from the position: still written in the facts form, and read back
        const l = rules.legal(back.right);
        const next = rules.applyUnchecked(back.right, l[seed % l.length]!).state;
        if (isLeft(tarotFactsOf(next))) return; // the deal is over, or a poignée is being shown: no facts form
        const again = formatTarotPosition(next);
        expect(again).toContain(' | won ');
        expect(formatTarotPosition(getOrThrow(parseTarotPosition(again)))).toBe(again);
      }),
      { numRuns: 30 },
    );
    expect(tested).toBeGreaterThan(20);
  });

  it('refuses a facts form whose facts do not hold, with their code', () => {
    const s = states(tarot, { players: 4 }, 5).find((x) => x.phase === 'play' && x.tricks.length === 3)!;
    const text = getOrThrow(formatTarotFactsPosition(s));
    const bad = parseTarotPosition(text.replace(/ \| to \d/, ' | to 9'));
    expect(isLeft(bad) && bad.left.code).toBe('position/malformed');
    const mixed = parseTarotPosition(`${formatTarotPosition(s)} | to 0`);
    expect(isLeft(mixed) && mixed.left.code).toBe('position/malformed');
  });
});
