/**
 * The Belote family under a strain (src/family/cards.ts `Strain`, src/family/card-play.ts
 * `strainRules`, `pairMate`, the pair calls): the card points of every strain defined once and
 * summing to the documented totals; the obligations and the trick's winner in tout atout and sans
 * atout checked on random positions against the rule as docs/rules/coinche.md states it; the suit
 * strains exactly the suit contract's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bellaMate,
  belotesCalled,
  cardsPoints,
  decisionOn,
  familyRules,
  pairCallOf,
  pairMate,
  strainCardsPoints,
  strainRules,
  withPairCall,
} from '../../src/family/card-play.js';
import {
  CARD_POINTS,
  cardPoints,
  isAllTrump,
  isNoTrump,
  pointsBase,
  RANKS,
  STRAIN,
  STRAIN_POINTS,
  strainCardPoints,
  strainPointsBase,
  trumpOfStrain,
  type Strain,
} from '../../src/family/cards.js';
import { meldValue, meldValueIn, meldWinner, meldWinnerIn, type Meld } from '../../src/family/melds.js';
import { allowedCards, PARTNER_EXCEPTIONS } from '../../src/kernel/follow.js';
import { setOf, toArray } from '../../src/kernel/cardset.js';
import { TrickSoFar } from '../../src/kernel/trick.js';
import { beloteDeck } from '../../src/games/belote/cards.js';

const STRAINS: readonly Strain[] = [0, 1, 2, 3, 4, 5, 6, 7];
const SUITS = ['S', 'H', 'D', 'C'];
const name = (c: number): string => beloteDeck.names.get(c)!;
const rankOf = (c: number): string => name(c).slice(0, -1);
const suitOf = (c: number): string => name(c).slice(-1);
const TRUMP_ORDER = ['J', '9', 'A', '10', 'K', 'Q', '8', '7']; // high → low
const PLAIN_ORDER = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/** The card values of docs/rules/coinche.md's table, by rank, for the strains without a trump suit. */
const VALUES: Record<number, Record<string, number>> = {
  [STRAIN.noTrump]: { A: 11, '10': 10, K: 4, Q: 3, J: 2 },
  [STRAIN.noTrumpAce19]: { A: 19, '10': 10, K: 4, Q: 3, J: 2 },
  [STRAIN.allTrump]: { J: 13, '9': 9, A: 6, '10': 5, K: 3, Q: 2 },
  [STRAIN.allTrumpTrumpValues]: { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3 },
};

describe('card points under a strain: one table', () => {
  it('the suit strains and plain no trump are the tables of a suit contract (CARD_POINTS is their rows)', () => {
    for (let t = 0; t < 4; t++)
      for (const c of beloteDeck.cards) expect(strainCardPoints(c, t as Strain)).toBe(cardPoints(c, t));
    for (const c of beloteDeck.cards) expect(strainCardPoints(c, STRAIN.noTrump)).toBe(cardPoints(c, null));
    expect(STRAIN_POINTS.subarray(0, CARD_POINTS.length)).toEqual(CARD_POINTS);
    expect(strainPointsBase(2)).toBe(pointsBase(2));
    expect(strainPointsBase(STRAIN.noTrump)).toBe(pointsBase(null));
  });

  it('tout atout and sans atout: the documented values, every suit alike', () => {
    for (const strain of [STRAIN.noTrump, STRAIN.noTrumpAce19, STRAIN.allTrump, STRAIN.allTrumpTrumpValues])
      for (const c of beloteDeck.cards) expect(strainCardPoints(c, strain)).toBe(VALUES[strain]![rankOf(c)] ?? 0);
  });

  it('the deal: 152 in a suit, sans atout ace-19 and tout atout ffb; 120 plain; 248 with the trump values', () => {
    const total = (s: Strain): number => strainCardsPoints(beloteDeck.cards, s);
    expect(STRAINS.map(total)).toEqual([152, 152, 152, 152, 120, 152, 152, 248]);
    // the 6s of a 36-card deck are worth nothing under every strain
    for (const s of STRAINS) for (let w = 0; w < 4; w++) expect(strainCardPoints(w * 32, s)).toBe(0);
  });

  it('strainCardsPoints under a suit is cardsPoints', () => {
    fc.assert(
      fc.property(fc.subarray([...beloteDeck.cards]), fc.integer({ min: 0, max: 3 }), (cards, t) => {
        expect(strainCardsPoints(cards, t as Strain)).toBe(cardsPoints(cards, t));
        expect(strainCardsPoints(cards, STRAIN.noTrump)).toBe(cardsPoints(cards, null));
      }),
      { numRuns: 50 },
    );
  });

  it('what a strain is', () => {
    expect(STRAINS.map(trumpOfStrain)).toEqual([0, 1, 2, 3, null, null, null, null]);
    expect(STRAINS.filter(isAllTrump)).toEqual([6, 7]);
    expect(STRAINS.filter(isNoTrump)).toEqual([4, 5]);
  });
});

/** A random position: a trick of 0..3 cards and the hand of the player to act (1..8 cards), from one shuffle. */
const position = fc
  .tuple(fc.shuffledSubarray([...beloteDeck.cards], { minLength: 32, maxLength: 32 }), fc.nat(3), fc.nat(7))
  .map(([deck, k, n]) => ({ trick: deck.slice(0, k), hand: deck.slice(k, k + 1 + n) }));

/** The rule in docs/rules/coinche.md's words, on card names. */
function stated(strain: Strain, trick: readonly number[], hand: readonly number[]): string[] {
  if (trick.length === 0) return hand.map(name);
  const led = suitOf(trick[0]!);
  const ofLed = hand.filter((c) => suitOf(c) === led);
  if (ofLed.length === 0) return hand.map(name); // void: any card (no ruff in either)
  if (isNoTrump(strain)) return ofLed.map(name); // follow, no need to beat
  const rank = (c: number): number => TRUMP_ORDER.indexOf(rankOf(c));
  const holding = Math.min(...trick.filter((c) => suitOf(c) === led).map(rank));
  const over = ofLed.filter((c) => rank(c) < holding);
  return (over.length > 0 ? over : ofLed).map(name); // beat the card that holds when able
}

describe('the obligations under tout atout and sans atout', () => {
  it.each([STRAIN.noTrump, STRAIN.noTrumpAce19, STRAIN.allTrump, STRAIN.allTrumpTrumpValues])(
    'strain %i: the legal cards are the stated rule’s, whatever the partner exception and undertrump',
    (strain) => {
      fc.assert(
        fc.property(position, fc.constantFrom(...PARTNER_EXCEPTIONS), fc.boolean(), ({ trick, hand }, pe, under) => {
          const rules = strainRules(strain, trick.length > 0 ? trick[0]! >>> 5 : -1, pe, under);
          const cards = setOf(4, hand);
          const t = new TrickSoFar().load(rules, trick);
          const allowed = toArray(allowedCards(decisionOn(cards, t, rules), cards, rules)).map(name);
          expect(allowed.sort()).toEqual(stated(strain, trick, hand).sort());
        }),
        { numRuns: 150 },
      );
    },
  );

  it('the trick goes to the highest card of the suit led: trump order in tout atout, plain order in sans atout', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...beloteDeck.cards], { minLength: 4, maxLength: 4 }), (trick) => {
        const led = suitOf(trick[0]!);
        const best = (order: string[]): number => {
          let w = 0;
          trick.forEach((c, i) => {
            if (suitOf(c) === led && order.indexOf(rankOf(c)) < order.indexOf(rankOf(trick[w]!))) w = i;
          });
          return w;
        };
        for (const strain of [STRAIN.allTrump, STRAIN.allTrumpTrumpValues, STRAIN.noTrump, STRAIN.noTrumpAce19]) {
          const rules = strainRules(strain, trick[0]! >>> 5, 'free');
          expect(new TrickSoFar().load(rules, trick).win).toBe(best(isAllTrump(strain) ? TRUMP_ORDER : PLAIN_ORDER));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a suit strain plays the suit contract’s rules, whatever the suit led (the same table entry)', () => {
    for (const pe of PARTNER_EXCEPTIONS)
      for (const under of [true, false]) {
        for (let t = 0; t < 4; t++)
          for (let led = -1; led < 4; led++)
            expect(strainRules(t as Strain, led, pe, under)).toBe(familyRules(t, pe, under));
        expect(strainRules(STRAIN.noTrumpAce19, 2, pe, under)).toBe(familyRules(null, pe, under));
        expect(strainRules(STRAIN.allTrump, 2, pe, under)).toBe(familyRules(2, pe, under));
      }
  });
});

describe('belote under a strain', () => {
  it('the pair: the trump king and queen in a suit contract, every suit’s in tout atout, none in sans atout', () => {
    for (const c of beloteDeck.cards) {
      const kq = rankOf(c) === 'K' || rankOf(c) === 'Q';
      const mate = kq ? beloteDeck.byName.get(`${rankOf(c) === 'K' ? 'Q' : 'K'}${suitOf(c)}`)! : -1;
      for (let t = 0; t < 4; t++) expect(pairMate(t as Strain, c)).toBe(bellaMate(t, c));
      expect(pairMate(STRAIN.allTrump, c)).toBe(mate);
      expect(pairMate(STRAIN.allTrumpTrumpValues, c)).toBe(mate);
      expect(pairMate(STRAIN.noTrump, c)).toBe(-1);
      expect(pairMate(STRAIN.noTrumpAce19, c)).toBe(-1);
    }
  });

  it('the calls: one pair in a suit contract (0, 1, 2 as before), one a suit in tout atout', () => {
    const kh = beloteDeck.byName.get('KH')!;
    const qc = beloteDeck.byName.get('QC')!;
    expect(withPairCall(0, 1, kh, 1)).toBe(1);
    expect(withPairCall(1, 1, kh, 2)).toBe(2);
    expect(belotesCalled(2, 1)).toBe(1);
    let calls = 0;
    for (const [card, call] of [
      [kh, 1],
      [qc, 1],
      [kh, 2],
    ] as const)
      calls = withPairCall(calls, STRAIN.allTrump, card, call);
    expect([pairCallOf(calls, STRAIN.allTrump, kh), pairCallOf(calls, STRAIN.allTrump, qc)]).toEqual([2, 1]);
    expect(belotesCalled(calls, STRAIN.allTrump)).toBe(1);
    expect(belotesCalled(0b10101010, STRAIN.allTrump)).toBe(4);
    expect(SUITS.map((_, w) => pairCallOf(calls, STRAIN.allTrump, w * 32 + 7))).toEqual([0, 2, 0, 1]);
  });
});

describe('announcements under a strain', () => {
  const four = (rank: string): Meld => ({ kind: 'four', rank: RANKS.indexOf(rank as (typeof RANKS)[number]) });
  it('sans atout: the carrés of §11.2 (aces 200, tens 150, the others 100); tout atout and the suits keep theirs', () => {
    const ranks = ['J', '9', 'A', '10', 'K', 'Q'];
    const value = (s: Strain): number[] => ranks.map((r) => meldValueIn(four(r), 'belote', s));
    for (const s of [STRAIN.noTrump, STRAIN.noTrumpAce19]) expect(value(s)).toEqual([100, 100, 200, 150, 100, 100]);
    for (const s of [0, 3, STRAIN.allTrump, STRAIN.allTrumpTrumpValues] as const)
      expect(value(s)).toEqual(ranks.map((r) => meldValue(four(r), 'belote')));
  });

  it('the best announcement: four aces beat four jacks in sans atout, not in a suit; no trump sequence without a trump suit', () => {
    const declared = [[four('A')], [four('J')], [], []];
    expect(meldWinnerIn(declared, STRAIN.noTrumpAce19, 'belote', 'nobody', 1)).toBe(0);
    expect(meldWinnerIn(declared, 1, 'belote', 'nobody', 1)).toBe(1);
    // equal tierces to the king, hearts and spades: hearts wins as trump, nobody in tout atout
    const runs: Meld[][] = [[{ kind: 'run', length: 3, top: 32 + 7 }], [{ kind: 'run', length: 3, top: 7 }], [], []];
    expect(meldWinnerIn(runs, 1, 'belote', 'nobody', 1)).toBe(0);
    expect(meldWinnerIn(runs, STRAIN.allTrump, 'belote', 'nobody', 1)).toBe(null);
    expect(meldWinnerIn(runs, 1, 'belote', 'nobody', 1)).toBe(meldWinner(runs, 1, 'belote', 'nobody', 1));
  });
});
