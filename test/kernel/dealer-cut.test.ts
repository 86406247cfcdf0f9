/** Cutting for the first dealer: one card each, the game's order decides, redraws and ties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import { tarabishDealerCutKey } from '../../src/games/tarabish/match.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { tarotDealerCutKey } from '../../src/games/tarot/match.js';
import { cutForDealer } from '../../src/kernel/dealer-cut.js';

describe('cutForDealer', () => {
  it('gives the deal to the seat whose last draw ranks first, every card drawn once', () => {
    fc.assert(
      fc.property(fc.nat(0xffffffff), fc.constantFrom(3, 4, 5), (seed, seats) => {
        for (const [deck, key, n] of [
          [tarotDeck, tarotDealerCutKey, seats],
          [tarabishDeck, tarabishDealerCutKey, 4],
        ] as const) {
          const cut = cutForDealer(deck, n, seed, key);
          expect(new Set(cut.draws.map((d) => d.card)).size).toBe(cut.draws.length);
          // the first round: each seat's first ranked card (an unranked one is drawn again)
          const firstKey = new Map<number, number>();
          for (const d of cut.draws) {
            const k = key(d.card);
            if (k !== null && !firstKey.has(d.seat)) firstKey.set(d.seat, k);
          }
          expect(firstKey.size).toBe(n);
          const best = Math.min(...firstKey.values());
          const leaders = [...firstKey].filter(([, k]) => k === best).map(([seat]) => seat);
          expect(leaders).toContain(cut.dealer);
          // a seat alone at the top deals at once: no draw after the first ranked round
          if (leaders.length === 1) expect(cut.draws.filter((d) => key(d.card) !== null)).toHaveLength(n);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('Tarot: the Excuse is drawn again, trumps rank above suits, ties of rank go ♣ < ♦ < ♥ < ♠ (FFT p.4)', () => {
    const c = (n: string) => tarotDeck.byName.get(n)!;
    expect(tarotDealerCutKey(c('EX'))).toBeNull();
    expect(tarotDealerCutKey(c('1T'))!).toBeGreaterThan(tarotDealerCutKey(c('KS'))!);
    expect(tarotDealerCutKey(c('2C'))!).toBeLessThan(tarotDealerCutKey(c('2D'))!);
    expect(tarotDealerCutKey(c('2H'))!).toBeLessThan(tarotDealerCutKey(c('2S'))!);
    expect(tarotDealerCutKey(c('2S'))!).toBeLessThan(tarotDealerCutKey(c('3C'))!);
  });

  it('Tarabish: the highest in trump order deals, whatever the suit; equal ranks tie and cut again', () => {
    const c = (n: string) => tarabishDeck.byName.get(n)!;
    const order = ['JS', '9H', 'AD', '10C', 'KS', 'QH', '8D', '7C', '6S'].map((n) => tarabishDealerCutKey(c(n)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(tarabishDealerCutKey(c('JS'))).toBe(tarabishDealerCutKey(c('JH')));
    // some seed ties on the first round: the tied seats draw again, the others do not
    const tied = Array.from({ length: 200 }, (_, s) => cutForDealer(tarabishDeck, 4, s, tarabishDealerCutKey)).find(
      (r) => r.draws.length > 4,
    );
    expect(tied).toBeDefined();
    const first = tied!.draws.slice(0, 4);
    const best = Math.min(...first.map((d) => tarabishDealerCutKey(d.card)));
    expect(tied!.draws.slice(4).every((d) => tarabishDealerCutKey(first[d.seat]!.card) === best)).toBe(true);
  });
});
