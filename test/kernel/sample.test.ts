/**
 * `assignHidden`: every deal respects the counts and the refusals; it finds a deal exactly when
 * one exists (checked against every assignment on small cases); a whole-deal check that refuses
 * everything gives `sample/no-world`; the same inputs and seed give the same deal; and the deals
 * are close to uniform on a small constrained case. `placesOf` (what counting the cards proves)
 * lists exactly the slots some consistent deal puts each card in (against every assignment).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignHidden, createRng, isLeft, isRight, right, type Card, type HiddenSlot } from '../../src/kernel/index.js';
import { checkedSample, placesOf, swapHidden } from '../../src/kernel/sample.js';

/** Every way to put each card in an accepting slot with the right counts (small cases only). */
function allDeals(cards: readonly Card[], slots: readonly HiddenSlot[]): number[][] {
  const out: number[][] = [];
  const place: number[] = [];
  const room = slots.map((s) => s.count);
  const go = (i: number): void => {
    if (i === cards.length) {
      if (room.every((r) => r === 0)) out.push(place.slice());
      return;
    }
    for (let s = 0; s < slots.length; s++) {
      if (room[s]! === 0 || !slots[s]!.accepts(cards[i]!)) continue;
      room[s]!--;
      place.push(s);
      go(i + 1);
      place.pop();
      room[s]!++;
    }
  };
  go(0);
  return out;
}

/**
 * A small random case: up to `slots` slots of up to 3 cards, card i refused by slot s when the
 * `bits` bits of `refusals[i]` at s are all set.
 */
const caseOf = (slots: number, bits: 1 | 2) =>
  fc
    .record({
      counts: fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: slots }),
      refusals: fc.array(fc.nat({ max: (1 << (slots * bits)) - 1 }), { minLength: 3 * slots, maxLength: 3 * slots }),
    })
    .map(({ counts, refusals }) => {
      const n = counts.reduce((a, b) => a + b, 0);
      const cards = Array.from({ length: n }, (_, i) => i);
      const all = (1 << bits) - 1;
      const hidden: HiddenSlot[] = counts.map((count, s) => ({
        count,
        accepts: (c) => ((refusals[c]! >>> (s * bits)) & all) !== all,
      }));
      return { cards, slots: hidden };
    });

/** Up to 9 cards in up to 3 slots, a few refusals (two bits a slot: most cards are free). */
const smallCase = caseOf(3, 2);

describe('assignHidden', () => {
  it('deals exactly when a deal exists, and every deal respects counts and refusals', () => {
    fc.assert(
      fc.property(smallCase, fc.nat(), ({ cards, slots }, seed) => {
        const exists = allDeals(cards, slots).length > 0;
        const r = assignHidden(cards, slots, createRng(seed));
        expect(isRight(r)).toBe(exists);
        if (isRight(r)) {
          expect(r.right.map((d) => d.length)).toEqual(slots.map((s) => s.count));
          expect(r.right.flat().sort((a, b) => a - b)).toEqual(cards);
          r.right.forEach((d, s) => d.forEach((c) => expect(slots[s]!.accepts(c)).toBe(true)));
        } else expect(r.left.code).toBe('sample/no-world');
      }),
      { numRuns: 300 },
    );
  });

  it('the same cards, slots and seed give the same deal', () => {
    fc.assert(
      fc.property(smallCase, fc.nat(), ({ cards, slots }, seed) => {
        expect(assignHidden(cards, slots, createRng(seed))).toEqual(assignHidden(cards, slots, createRng(seed)));
      }),
      { numRuns: 100 },
    );
  });

  it('a whole-deal check that refuses every deal gives sample/no-world after its attempts, never a deal', () => {
    let calls = 0;
    const slots: HiddenSlot[] = [
      { count: 2, accepts: () => true },
      { count: 2, accepts: () => true },
    ];
    const r = assignHidden([0, 1, 2, 3], slots, createRng(1), { check: () => (calls++, false), attempts: 10 });
    expect(isLeft(r) && r.left.code).toBe('sample/no-world');
    expect(calls).toBe(10);
  });

  it('a count that does not match the cards gives sample/no-world', () => {
    const r = assignHidden([0, 1, 2], [{ count: 2, accepts: () => true }], createRng(1));
    expect(isLeft(r) && r.left.code).toBe('sample/no-world');
  });

  it('is close to uniform over the consistent deals of a constrained case', () => {
    // 8 cards, 3 slots; cards 0–2 refused by slot 0, cards 3–4 only in slot 2 or 1, card 5 only in slot 0.
    const cards = [0, 1, 2, 3, 4, 5, 6, 7];
    const slots: HiddenSlot[] = [
      { count: 3, accepts: (c) => c > 4 || c === 3 },
      { count: 3, accepts: (c) => c !== 5 },
      { count: 2, accepts: (c) => c !== 5 && c !== 7 },
    ];
    const deals = allDeals(cards, slots);
    const key = (d: readonly (readonly number[])[]): string => d.map((x) => x.join(',')).join('|');
    const index = new Map(deals.map((p) => [key(slots.map((_, s) => cards.filter((_, i) => p[i] === s))), 0]));
    const draws = 20_000;
    const rng = createRng(7);
    for (let i = 0; i < draws; i++) {
      const r = assignHidden(cards, slots, rng);
      if (!isRight(r)) throw new Error(r.left.code);
      const k = key(r.right);
      index.set(k, index.get(k)! + 1);
    }
    // Total variation distance from uniform.
    const tv = [...index.values()].reduce((a, f) => a + Math.abs(f / draws - 1 / deals.length), 0) / 2;
    expect(deals.length).toBeGreaterThan(20);
    expect(tv).toBeLessThan(0.03);
  });
});

/** Up to 12 cards in up to 4 slots, each card refused by each slot half the time, so that counting proves places. */
const constrainedCase = caseOf(4, 1);

describe('placesOf: where counting the cards puts each card', () => {
  it('each card’s places are exactly the slots some consistent deal puts it in; no deal: sample/no-world', () => {
    let proven = 0;
    fc.assert(
      fc.property(constrainedCase, ({ cards, slots }) => {
        const deals = allDeals(cards, slots);
        const r = placesOf(cards, slots);
        if (deals.length === 0) {
          expect(isLeft(r) && r.left.code).toBe('sample/no-world');
          return;
        }
        expect(isRight(r)).toBe(true);
        if (!isRight(r)) return;
        const want = cards.map((_, i) => deals.reduce((m, d) => m | (1 << d[i]!), 0));
        expect(r.right).toEqual(want);
        proven += want.filter((m) => (m & (m - 1)) === 0).length;
      }),
      { numRuns: 400 },
    );
    // the cases prove places (a card in one slot only), so the comparison is not empty
    expect(proven).toBeGreaterThan(100);
  });

  it('a count that does not match the cards, or a card no slot accepts: sample/no-world', () => {
    const one: HiddenSlot = { count: 1, accepts: () => true };
    expect(isLeft(placesOf([1, 2], [one]))).toBe(true);
    expect(isLeft(placesOf([1], [{ count: 1, accepts: () => false }]))).toBe(true);
  });
});

describe('checkedSample: sampleHidden for arguments it cannot trust', () => {
  const calls: unknown[] = [];
  const sample = checkedSample(
    (s: { players: number }) => s.players,
    (s, seat, seed) => {
      calls.push([seat, seed]);
      return right(s);
    },
  );
  const state = { players: 4 };

  it('a non-seat: turn/bad-seat, as explainFor says it; the game is not asked', () => {
    for (const seat of [4, -1, 1.5, '0', null, undefined, {}, Symbol('x'), 10n])
      expect(sample(state, seat as never, 1)).toMatchObject({ left: { code: 'turn/bad-seat' } });
    expect(calls).toEqual([]);
  });

  it('a seed read as setup reads it: 32 hex digits in either case, lower-cased; anything else setup/bad-seed', () => {
    expect(isRight(sample(state, 2, 'ABCDEF0123456789ABCDEF0123456789'))).toBe(true);
    expect(calls).toEqual([[2, 'abcdef0123456789abcdef0123456789']]);
    for (const seed of ['zz', -1, 2 ** 32, 1.5, 'ABC', null, {}])
      expect(sample(state, 0, seed as never)).toMatchObject({ left: { code: 'setup/bad-seed' } });
    expect(calls).toHaveLength(1);
  });
});

describe('swapHidden: a step of a local search among the deals', () => {
  it('keeps the cards, the counts, the refusals and the whole-deal check; each step moves two cards at most', () => {
    fc.assert(
      fc.property(smallCase, fc.nat(), ({ cards, slots }, seed) => {
        // A whole-deal check that refuses card 0 in slot 0.
        const check = (d: readonly (readonly Card[])[]) => !(d[0] ?? []).includes(0);
        const dealt = assignHidden(cards, slots, createRng(seed), { check });
        if (isLeft(dealt)) return;
        const rng = createRng(seed + 1);
        let d: readonly (readonly Card[])[] = dealt.right;
        for (let step = 0; step < 30; step++) {
          const next = swapHidden(d, slots, rng, { check });
          if (next === undefined) continue;
          expect(next.map((x) => x.length)).toEqual(slots.map((s) => s.count));
          next.forEach((x, s) => x.forEach((c) => expect(slots[s]!.accepts(c)).toBe(true)));
          expect(check(next)).toBe(true);
          expect(next.flat().sort((a, b) => a - b)).toEqual([...cards]);
          const moved = next.flatMap((x, s) => x.filter((c) => !d[s]!.includes(c)));
          expect(moved.length).toBe(2);
          d = next;
        }
      }),
    );
  });

  it('reaches another deal when one is a swap away, and none when a slot holds every card', () => {
    const slots: HiddenSlot[] = [
      { count: 2, accepts: () => true },
      { count: 2, accepts: () => true },
    ];
    const rng = createRng(5);
    let moved = 0;
    for (let i = 0; i < 20; i++)
      if (
        swapHidden(
          [
            [0, 1],
            [2, 3],
          ],
          slots,
          rng,
        ) !== undefined
      )
        moved++;
    expect(moved).toBeGreaterThan(0);
    expect(
      swapHidden(
        [[0, 1, 2, 3], []],
        [
          { count: 4, accepts: () => true },
          { count: 0, accepts: () => true },
        ],
        rng,
      ),
    ).toBe(undefined);
  });
});
