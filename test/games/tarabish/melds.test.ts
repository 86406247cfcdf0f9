import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardId, parseCard, type Card } from '../../../src/kernel/card.js';
import { setOf, type CardSet } from '../../../src/kernel/cardset.js';
import { tarabishDeck } from '../../../src/games/tarabish/cards.js';
import {
  compareMelds,
  declarableSelections,
  formatMeld,
  isMeld,
  meldValue,
  meldWinner,
  meldsHeld,
  parseMeld,
  teamMeldPoints,
  type Meld,
  type MeldStyle,
} from '../../../src/games/tarabish/melds.js';

const S = 0,
  H = 1,
  D = 2,
  C = 3;
const card = (name: string): Card => {
  const c = parseCard(tarabishDeck, name);
  if (c._tag === 'Left') throw new Error(name);
  return c.right;
};
const hand = (names: string): CardSet => setOf(4, names.split(' ').filter(Boolean).map(card));
const run = (length: number, top: string): Meld => ({ kind: 'run', length, top: card(top) });
const four = (rank: string): Meld => ({
  kind: 'four',
  rank: ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(rank),
});
const held = (names: string, style: MeldStyle): string[] => meldsHeld(hand(names), style).map(formatMeld);
const parsed = (text: string): Meld => {
  const m = parseMeld(text);
  if (m._tag === 'Left') throw new Error(text);
  return m.right;
};

// Arbitraries: any hand of the 36 cards; any meld that exists under a style.
const anyCard = fc.integer({ min: 0, max: 35 }).map((i) => cardId(Math.floor(i / 9), i % 9));
const anyHand = (max: number) => fc.uniqueArray(anyCard, { maxLength: max }).map((cs) => setOf(4, cs));
const runArb: fc.Arbitrary<Meld> = fc
  .record({ length: fc.integer({ min: 3, max: 9 }), suit: fc.integer({ min: 0, max: 3 }) })
  .chain(({ length, suit }) =>
    fc.integer({ min: length - 1, max: 8 }).map((bit): Meld => ({ kind: 'run', length, top: cardId(suit, bit) })),
  );
const fourArb: fc.Arbitrary<Meld> = fc.constantFrom(3, 4, 5, 6, 7, 8).map((rank): Meld => ({ kind: 'four', rank }));
const meldArb = (style: MeldStyle) => (style === 'belote' ? fc.oneof(runArb, fourArb) : runArb);
const trumpArb = fc.constantFrom<number | null>(null, 0, 1, 2, 3);
const styleArb = fc.constantFrom<MeldStyle>('belote', 'runs');

describe('meld values, both styles', () => {
  it.each([
    ['run3-KH', 20, 20],
    ['run4-AS', 50, 50],
    ['run5-AD', 100, 50],
    ['run6-JC', 100, 50],
    ['run7-AH', 100, 50],
    ['run9-AS', 100, 50],
    ['four-J', 200, 0],
    ['four-9', 150, 0],
    ['four-A', 100, 0],
    ['four-10', 100, 0],
    ['four-K', 100, 0],
    ['four-Q', 100, 0],
  ])('%s is worth %i under belote and %i under runs', (text, belote, runs) => {
    expect(meldValue(parsed(text), 'belote')).toBe(belote);
    expect(meldValue(parsed(text), 'runs')).toBe(runs);
    expect(isMeld(parsed(text), 'runs')).toBe(runs > 0);
  });

  it('fours of 8, 7 and 6 are never melds, nor runs shorter than 3', () => {
    for (const r of ['8', '7', '6']) {
      expect(isMeld(four(r), 'belote')).toBe(false);
      expect(meldValue(four(r), 'belote')).toBe(0);
    }
    expect(meldValue({ kind: 'run', length: 2, top: card('KH') }, 'belote')).toBe(0);
    expect(isMeld({ kind: 'run', length: 3, top: card('7H') }, 'belote')).toBe(false); // would run below the 6
  });
});

describe('melds held: runs in natural order A K Q J 10 9 8 7 6, every suit', () => {
  it('Q-K-A is a run, 10-K-A is not, 9-10-J and 7-8-9 are', () => {
    expect(held('QS KS AS', 'belote')).toEqual(['run3-AS']);
    expect(held('10S KS AS', 'belote')).toEqual([]);
    expect(held('9H 10H JH', 'runs')).toEqual(['run3-JH']);
    expect(held('7D 8D 9D', 'runs')).toEqual(['run3-9D']);
    expect(held('JC QC KC', 'runs')).toEqual(['run3-KC']);
  });

  it('a 7-card run is one run; A-K-Q-J + 9-8-7-6 are two runs', () => {
    expect(held('8H 9H 10H JH QH KH AH', 'belote')).toEqual(['run7-AH']);
    expect(held('8H 9H 10H JH QH KH AH', 'runs')).toEqual(['run7-AH']);
    expect(meldValue(run(7, 'AH'), 'belote')).toBe(100);
    expect(meldValue(run(7, 'AH'), 'runs')).toBe(50);
    expect(held('AD KD QD JD 9D 8D 7D 6D', 'runs')).toEqual(['run4-9D', 'run4-AD']);
  });

  it('fours only under belote; a card may be in a run and a four', () => {
    expect(held('JS JH JD JC QH KH', 'belote')).toEqual(['run3-KH', 'four-J']);
    expect(held('JS JH JD JC QH KH', 'runs')).toEqual(['run3-KH']);
    expect(held('8S 8H 8D 8C 7H 7D 7C 6S', 'belote')).toEqual([]);
    expect(held('9S 9H 9D 9C AS AH AD AC', 'belote')).toEqual(['four-9', 'four-A']);
  });

  it('agrees with a naive reading of the rule on any hand', () => {
    const naive = (h: CardSet, style: MeldStyle): string[] => {
      const has = (w: number, b: number) => b >= 0 && b <= 8 && (((h[w] ?? 0) >>> b) & 1) === 1;
      const out: string[] = [];
      for (let w = 0; w < 4; w++) {
        for (let lo = 0; lo <= 8; lo++) {
          for (let hi = lo + 2; hi <= 8; hi++) {
            let all = true;
            for (let b = lo; b <= hi; b++) all &&= has(w, b);
            if (all && !has(w, lo - 1) && !has(w, hi + 1))
              out.push(formatMeld({ kind: 'run', length: hi - lo + 1, top: cardId(w, hi) }));
          }
        }
      }
      if (style === 'belote')
        for (const r of [3, 4, 5, 6, 7, 8])
          if ([0, 1, 2, 3].every((w) => has(w, r))) out.push(formatMeld({ kind: 'four', rank: r }));
      return out;
    };
    fc.assert(
      fc.property(anyHand(36), styleArb, (h, style) => {
        expect(meldsHeld(h, style).map(formatMeld)).toEqual(naive(h, style));
      }),
    );
  });
});

describe('declarable selections', () => {
  it('are all subsets of the melds held, the empty one first, each in canonical order', () => {
    fc.assert(
      fc.property(anyHand(12), styleArb, (h, style) => {
        const all = meldsHeld(h, style).map(formatMeld);
        const selections = declarableSelections(h, style).map((s) => s.map(formatMeld));
        expect(selections).toHaveLength(2 ** all.length);
        expect(selections[0]).toEqual([]);
        expect(new Set(selections.map((s) => s.join(','))).size).toBe(selections.length);
        for (const s of selections) expect(s).toEqual(all.filter((m) => s.includes(m)));
      }),
    );
  });

  it('a nine-card hand with a run and two fours has 8 selections', () => {
    expect(declarableSelections(hand('JS JH JD JC QS QH QD QC KS'), 'belote')).toHaveLength(8);
  });
});

describe('notation', () => {
  it('parseMeld(formatMeld(m)) round-trips every meld', () => {
    fc.assert(
      fc.property(meldArb('belote'), (m) => {
        expect(parseMeld(formatMeld(m))).toEqual({ _tag: 'Right', right: m });
      }),
    );
  });

  it('parse is the exact inverse: whatever it accepts formats back to the same text, and it never throws', () => {
    const near = fc.oneof(
      fc.string(),
      fc.constantFrom('run', 'four-', 'run3-', 'run9-AS', 'four-J').chain((p) => fc.string().map((s) => p + s)),
    );
    fc.assert(
      fc.property(near, (text) => {
        const m = parseMeld(text);
        if (m._tag === 'Right') expect(formatMeld(m.right)).toBe(text);
        else expect(m.left.code).toMatch(/^notation\/(bad-meld|no-such-meld)$/);
      }),
    );
  });

  it.each([
    ['run2-KH', 'notation/no-such-meld'],
    ['run3-7H', 'notation/no-such-meld'],
    ['four-8', 'notation/no-such-meld'],
    ['four-6', 'notation/no-such-meld'],
    ['four-X', 'notation/bad-meld'],
    ['run3-KX', 'notation/bad-meld'],
    ['run03-KH', 'notation/bad-meld'],
    ['run10-AH', 'notation/bad-meld'],
    ['Run3-KH', 'notation/bad-meld'],
    ['', 'notation/bad-meld'],
  ])('%s → %s', (text, code) => {
    const m = parseMeld(text);
    expect(m._tag === 'Left' && m.left.code).toBe(code);
  });

  it('garbage from JavaScript is a Left, not a throw', () => {
    for (const x of [undefined, null, 3, {}, ['run3-KH']]) {
      const m = parseMeld(x as unknown as string);
      expect(m._tag === 'Left' && m.left.code).toBe('notation/bad-meld');
    }
  });
});

describe('meld comparison, auction preset (belote)', () => {
  const cmp = (a: string, b: string, trump: number | null = S) => compareMelds(parsed(a), parsed(b), trump, 'belote');
  it('higher value first', () => {
    expect(cmp('run4-9D', 'run3-AH')).toBeGreaterThan(0); // 50 > 20, whatever the top card
    expect(cmp('run5-10C', 'run4-AS')).toBeGreaterThan(0); // 100 > 50, even a trump run
    expect(cmp('four-J', 'four-9')).toBeGreaterThan(0);
    expect(cmp('four-9', 'four-A')).toBeGreaterThan(0);
    expect(cmp('four-Q', 'run4-AS')).toBeGreaterThan(0);
  });
  it('at equal value a four beats a run', () => {
    expect(cmp('four-Q', 'run9-AS')).toBeGreaterThan(0);
    expect(cmp('run5-AS', 'four-Q')).toBeLessThan(0);
  });
  it('fours of equal value: A, 10, K, Q in that order', () => {
    expect(cmp('four-A', 'four-10')).toBeGreaterThan(0);
    expect(cmp('four-10', 'four-K')).toBeGreaterThan(0);
    expect(cmp('four-K', 'four-Q')).toBeGreaterThan(0);
    expect(cmp('four-Q', 'four-A')).toBeLessThan(0);
  });
  it('runs: the longer, then the higher top card, then trump over plain, then a tie', () => {
    expect(cmp('run6-JH', 'run5-AD')).toBeGreaterThan(0); // both 100: longer
    expect(cmp('run3-KH', 'run3-QD')).toBeGreaterThan(0); // higher top
    expect(cmp('run3-AH', 'run3-KS')).toBeGreaterThan(0); // a plain ace over a trump king
    expect(cmp('run3-KS', 'run3-KH')).toBeGreaterThan(0); // trump (S) over plain
    expect(cmp('run3-KH', 'run3-KD')).toBe(0); // plain and equal: left to equalMelds
    expect(cmp('run3-KS', 'run3-KH', null)).toBe(0); // no-trump: every suit plain
  });
});

describe('meld comparison, traditional preset (runs)', () => {
  const cmp = (a: string, b: string, trump: number | null = S) => compareMelds(parsed(a), parsed(b), trump, 'runs');
  it('a fifty beats a twenty', () => expect(cmp('run4-9D', 'run3-AS')).toBeGreaterThan(0));
  it('at equal value the higher top card, length beyond four adding nothing', () => {
    expect(cmp('run4-KD', 'run5-QH')).toBeGreaterThan(0);
    expect(cmp('run3-AH', 'run3-QH')).toBeGreaterThan(0);
  });
  it('then a trump run; equal plain runs tie', () => {
    expect(cmp('run4-AS', 'run5-AH')).toBeGreaterThan(0);
    expect(cmp('run5-AD', 'run4-AH')).toBe(0);
    expect(cmp('run3-KD', 'run3-KH')).toBe(0);
  });
});

describe('meld comparison is a total preorder', () => {
  it('antisymmetric', () => {
    fc.assert(
      fc.property(
        styleArb.chain((s) => fc.tuple(fc.constant(s), meldArb(s), meldArb(s), trumpArb)),
        ([style, a, b, t]) => {
          expect(Math.sign(compareMelds(a, b, t, style))).toBe(0 - Math.sign(compareMelds(b, a, t, style)) + 0);
          expect(compareMelds(a, a, t, style)).toBe(0);
        },
      ),
    );
  });
  it('transitive (for wins and for ties)', () => {
    fc.assert(
      fc.property(
        styleArb.chain((s) => fc.tuple(fc.constant(s), meldArb(s), meldArb(s), meldArb(s), trumpArb)),
        ([style, a, b, c, t]) => {
          const ab = compareMelds(a, b, t, style),
            bc = compareMelds(b, c, t, style),
            ac = compareMelds(a, c, t, style);
          if (ab >= 0 && bc >= 0) expect(ac).toBeGreaterThanOrEqual(0);
          if (ab === 0 && bc === 0) expect(ac).toBe(0);
        },
      ),
    );
  });
});

describe('meldWinner: the team with the best single meld scores all melds of both partners', () => {
  const decl = (...seats: string[][]) => seats.map((s) => s.map(parsed));
  it("a partner's better meld carries the team's weaker ones", () => {
    const d = decl(['run3-9S'], ['run4-KD'], ['four-J'], []);
    expect(meldWinner(d, H, 'belote', 'eldest', 1)).toBe(0);
    expect(teamMeldPoints(d, H, 'belote', 'eldest', 1)).toEqual([220, 0]);
  });
  it("the opponents' weaker melds score nothing", () => {
    const d = decl(['run3-KS'], ['run4-9H', 'run3-AC'], [], ['run3-AD']);
    expect(meldWinner(d, S, 'runs', 'nobody', 1)).toBe(1);
    expect(teamMeldPoints(d, S, 'runs', 'nobody', 1)).toEqual([0, 90]);
  });
  it("equal plain runs: the eldest hand's team under eldest, nobody under nobody", () => {
    const d = decl(['run3-KD'], ['run3-KH'], [], []);
    expect(meldWinner(d, S, 'belote', 'eldest', 1)).toBe(1);
    expect(meldWinner(d, S, 'belote', 'eldest', 2)).toBe(0);
    expect(meldWinner(d, S, 'runs', 'nobody', 1)).toBeNull();
    expect(teamMeldPoints(d, S, 'runs', 'nobody', 1)).toEqual([0, 0]);
  });
  it('trump beats plain at equal value and top card; in no-trump equal runs go by equalMelds', () => {
    const d = decl([], ['run3-KH'], ['run3-KD'], []);
    expect(meldWinner(d, D, 'runs', 'nobody', 1)).toBe(0);
    expect(meldWinner(d, H, 'runs', 'nobody', 0)).toBe(1);
    expect(meldWinner(d, null, 'belote', 'eldest', 3)).toBe(1);
    expect(meldWinner(d, null, 'runs', 'nobody', 3)).toBeNull();
  });
  it('a four under runs is worth nothing and never wins', () => {
    const d = [[four('J')], [run(3, '8D')], [], []];
    expect(meldWinner(d, S, 'runs', 'nobody', 0)).toBe(1);
    expect(compareMelds(four('J'), run(3, '8D'), S, 'runs')).toBeLessThan(0);
    expect(meldWinner([[four('J')], [], [], []], S, 'runs', 'nobody', 0)).toBeNull();
  });
  it('nobody declared: null; only one team declared: that team', () => {
    expect(meldWinner(decl([], [], [], []), C, 'belote', 'eldest', 1)).toBeNull();
    expect(meldWinner(decl([], [], [], ['run3-8C']), C, 'belote', 'eldest', 0)).toBe(1);
  });
  it('the winner is the team of the best meld, whatever the seats', () => {
    const declArb = fc.array(fc.array(runArb, { maxLength: 3 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(declArb, trumpArb, styleArb, (d, t, style) => {
        const w = meldWinner(d, t, style, 'nobody', 1);
        const all = d.flatMap((ms, seat) => ms.map((m) => ({ m, team: seat % 2 })));
        if (w === null) {
          const best0 = all.filter((x) => x.team === 0),
            best1 = all.filter((x) => x.team === 1);
          if (best0.length > 0 && best1.length > 0) {
            const top = (xs: typeof all) => xs.reduce((b, x) => (compareMelds(x.m, b.m, t, style) > 0 ? x : b));
            expect(compareMelds(top(best0).m, top(best1).m, t, style)).toBe(0);
          } else expect(all).toHaveLength(0);
        } else {
          for (const { m, team } of all)
            if (team !== w) expect(all.some((x) => x.team === w && compareMelds(x.m, m, t, style) > 0)).toBe(true);
        }
      }),
    );
  });
});
