import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, getOrThrow, isLeft } from '../../../src/kernel/index.js';
import { shuffle } from '../../../src/kernel/rng.js';
import { tarabish, tarabishDeck } from '../../../src/games/tarabish/index.js';
import { RANK_BIT } from '../../../src/games/tarabish/cards.js';
import { formatTarabishPosition, parseTarabishPosition } from '../../../src/games/tarabish/position.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';
import { tarabishFactsOf } from '../../../src/games/tarabish/facts.js';

function states(options: object, seed: number): TarabishState[] {
  const rng = createRng(seed);
  let s = getOrThrow(tarabish.setup(options, { seed }));
  const out = [s];
  while (tarabish.actor(s) !== 'done') {
    const l = tarabish.legal(s);
    s = tarabish.applyUnchecked(s, l[rng.below(l.length)]!).state;
    out.push(s);
  }
  return out;
}

const optionSets: object[] = [
  {},
  { preset: 'traditional' },
  { noTrump: true },
  { preset: 'traditional', noTrump: true, dealer: 2 },
  { declaration: 'first-trick', biddingCards: 6 },
  { biddingCards: 9, partnerException: true, equalMelds: 'nobody' },
  { preset: 'traditional', allPass: 'redeal', halfBait: 'whole' },
];

describe('Tarabish position notation', () => {
  for (const options of optionSets) {
    it(`${JSON.stringify(options)}: parse(format(s)) = s and format(parse(text)) = text at every step`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
          for (const s of states(options, seed)) {
            const text = formatTarabishPosition(s);
            const back = parseTarabishPosition(text);
            if (isLeft(back)) throw new Error(`${back.left.code}: ${back.left.message}\n${text}`);
            expect(back.right).toEqual(s);
            expect(formatTarabishPosition(back.right)).toBe(text);
          }
        }),
        { numRuns: 5 },
      );
    });
  }

  it('refuses malformed and impossible positions with codes', () => {
    const s = states({}, 3).find((x) => x.phase === 'play' && x.tricks.length === 4)!;
    const text = formatTarabishPosition(s);
    expect(text).toMatch(/^tarabish dealer=0 preset=auction \| speech /);
    const code = (t: unknown) => {
      const r = parseTarabishPosition(t);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code(text)).toBe('ok');
    expect(code(null)).toBe('position/malformed');
    expect(code(text.replace('tarabish', 'belote'))).toBe('position/malformed');
    expect(code(text.replace('preset=auction', 'preset=jass'))).toBe('position/malformed');
    const hands = text.split(' | hands ')[1]!.split(' | ')[0]!;
    const [h0, h1] = hands.split(' / ');
    expect(code(text.replace(hands, hands.replace(h1!.split(' ')[0]!, h0!.split(' ')[0]!)))).toBe('position/illegal');
  });
});

describe('tarabish positions with bella', () => {
  it('round-trips every step of hands where one seat holds every king and queen and calls bella', () => {
    let bellas = 0;
    for (let g = 0; g < 24; g++) {
      const rng = createRng(g);
      const honours = tarabishDeck.cards.filter((c) => c % 32 === RANK_BIT.king || c % 32 === RANK_BIT.queen);
      const rest = shuffle(
        tarabishDeck.cards.filter((c) => !honours.includes(c)),
        rng,
      );
      const rich = rng.below(4);
      const deal = [0, 1, 2, 3].map((p) =>
        (p === rich ? [...honours, rest.pop()!] : rest.splice(0, 9)).map((c) => tarabishDeck.names.get(c)!),
      );
      let s = getOrThrow(tarabish.setup(g % 2 === 1 ? { preset: 'traditional' } : {}, { deal }));
      while (tarabish.actor(s) !== 'done') {
        const legal = tarabish.legal(s);
        const a = legal.find((x) => x.type === 'play' && x.bella) ?? legal[rng.below(legal.length)]!;
        if (a.type === 'play' && a.bella) bellas++;
        s = tarabish.applyUnchecked(s, a).state;
        expect(getOrThrow(parseTarabishPosition(formatTarabishPosition(s)))).toEqual(s);
      }
    }
    expect(bellas).toBeGreaterThan(12);
  });
});

describe('the notation of positions from facts', () => {
  it('round-trips the positions read off random states of the declarations and the card play', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<object>(
          {},
          { preset: 'traditional' },
          { noTrump: true, dealer: 2 },
          { partnerException: true },
        ),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 60 }),
        (options, seed, at) => {
          const all = states(options, seed).filter((x) => x.phase === 'play' || x.phase === 'declare');
          const s = all[at % Math.max(1, all.length)];
          if (s === undefined) return;
          const position = getOrThrow(tarabish.setup(options, { position: getOrThrow(tarabishFactsOf(s)) }));
          const text = formatTarabishPosition(position);
          expect(text).toContain(' | won ');
          const back = parseTarabishPosition(text);
          if (isLeft(back)) throw new Error(`${back.left.code}: ${back.left.message}\n${text}`);
          expect(back.right).toEqual(position);
          expect(formatTarabishPosition(back.right)).toBe(text);
          expect(tarabish.legal(back.right)).toEqual(tarabish.legal(s));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('reads the documented example, and refuses inconsistent facts as illegal with their reason', () => {
    const text =
      'tarabish dealer=3 preset=auction | contract 1 70 | trump H | declared - / run3-QS / - / - | hands 7S KH 7C / JH 10D 8C / 9S AD / 6H QD | won 6S 8S 10S JS QS KS AS 7H 8H 9H 10H QH AH 6D 7D 8D / 9D JD KD 6C 9C JC QC AC | trick 2:10C,KC | to 0 | bella 0 held';
    const s = getOrThrow(parseTarabishPosition(text));
    expect(formatTarabishPosition(s)).toBe(text);
    expect(tarabish.legal(s).map(tarabish.codec.encode)).toEqual(['play:7C']);
    const r = parseTarabishPosition(text.replace('to 0', 'to 1'));
    expect(isLeft(r) && [r.left.code, r.left.detail['cause']]).toEqual(['position/illegal', 'position/turn']);
    const m = parseTarabishPosition(text.replace('contract 1 70', 'contract one'));
    expect(isLeft(m) && m.left.code).toBe('position/malformed');
  });
});
