import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allows,
  cardset as cs,
  checkPlay,
  decide,
  ledSuit,
  obligation,
  restrict,
  winningIndex,
  type Card,
  type DeckSpec,
  type FollowRules,
} from '../../src/kernel/index.js';
import { EXCUSE, PETIT, tarotDeck, trump } from '../../src/games/tarot/cards.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';
import * as tarabishRanks from '../../src/games/tarabish/index.js';

const suitOf = (c: Card) => Math.floor(c / 32);
// Tarabish ranks come from the game's one table (the naive checks below spell the orders out as text).
const tarabishTrumpPower = tarabishRanks.trumpPower;
const tarabishPlainPower = tarabishRanks.plainPower;

/** The rules written straight from the text, on plain arrays. */
function naiveLegal(
  hand: readonly Card[],
  trick: readonly Card[],
  r: FollowRules & { wildCards: readonly Card[] },
  partnerWinning: boolean,
): Card[] {
  const wild = hand.filter((c) => r.wildCards.includes(c));
  const plain = hand.filter((c) => !r.wildCards.includes(c));
  const played = trick.filter((c) => !r.wildCards.includes(c));
  if (played.length === 0) return [...hand];
  const led = suitOf(played[0]!);
  const trumpsInTrick = played.filter((c) => suitOf(c) === r.trump).map(r.trumpPower);
  const top = trumpsInTrick.length ? Math.max(...trumpsInTrick) : -1;
  const same = plain.filter((c) => suitOf(c) === led);
  if (same.length > 0) {
    if (led === r.trump && r.beatTrumpLead) {
      const higher = same.filter((c) => r.trumpPower(c) > top);
      if (higher.length) return [...higher, ...wild];
    }
    return [...same, ...wild];
  }
  // "A player void in the led suit may play any card while the partner is winning."
  const exception = r.partnerException;
  if ((exception === true || exception === 'free') && partnerWinning) return [...hand];
  const trumps = plain.filter((c) => suitOf(c) === r.trump);
  // libcoinche's can_play: the same, but a trump played must beat the trick's highest when one held can.
  if (exception === 'overtrump-if-trumping' && partnerWinning) {
    if (top < 0 || !trumps.some((c) => r.trumpPower(c) > top)) return [...hand];
    return hand.filter((c) => r.wildCards.includes(c) || suitOf(c) !== r.trump || r.trumpPower(c) > top);
  }
  if (r.trump === null || !r.mustTrump || trumps.length === 0) return [...hand];
  if (top < 0) return [...trumps, ...wild];
  if (r.overtrump) {
    const higher = trumps.filter((c) => r.trumpPower(c) > top);
    if (higher.length) return [...higher, ...wild];
  }
  return r.undertrump ? [...trumps, ...wild] : [...hand];
}

const sortNum = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

function arbSituation(deck: DeckSpec) {
  return fc
    .shuffledSubarray(deck.cards as Card[], { minLength: 2, maxLength: 22 })
    .chain((cards) =>
      fc
        .integer({ min: 0, max: Math.min(4, cards.length - 1) })
        .map((k) => ({ trick: cards.slice(0, k), hand: cards.slice(k) })),
    );
}

const flags = fc.record({
  beatTrumpLead: fc.boolean(),
  mustTrump: fc.boolean(),
  overtrump: fc.boolean(),
  undertrump: fc.boolean(),
  partnerException: fc.constantFrom(false, true, 'off' as const, 'free' as const, 'overtrump-if-trumping' as const),
});

describe('legal-play kernel agrees with a naive checker', () => {
  it('Tarot-like: trumps in their own word, the Excuse wild', () => {
    fc.assert(
      fc.property(arbSituation(tarotDeck), flags, fc.boolean(), (sit, f, partnerWinning) => {
        const rules = {
          ...f,
          trump: 4,
          wild: cs.setOf(5, [EXCUSE]),
          wildCards: [EXCUSE],
          trumpPower: (c: Card) => c & 31,
          plainPower: (c: Card) => c & 31,
        };
        const ob = obligation({ hand: cs.setOf(5, sit.hand), trick: sit.trick, partnerWinning }, rules);
        expect(cs.toArray(ob.allowed)).toEqual(sortNum(naiveLegal(sit.hand, sit.trick, rules, partnerWinning)));
        // decide is the same chain as scalars: same rule, and allows says yes exactly to the allowed cards
        const d = decide({ hand: cs.setOf(5, sit.hand), trick: sit.trick, partnerWinning }, rules);
        expect(d.rule).toBe(ob.rule);
        for (const c of sit.hand) expect(allows(d, rules, c)).toBe(cs.has(ob.allowed, c));
        // legal and explain read the same obligation: every refused card names the rule that bound
        for (const c of sit.hand) {
          const e = checkPlay(tarotDeck, ob, c);
          expect(e === null).toBe(cs.has(ob.allowed, c));
          if (e) expect(e.detail['rule']).toBe(ob.rule);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('Tarabish-like: any suit trump, J 9 A 10 K Q 8 7 6, no wild card', () => {
    fc.assert(
      fc.property(
        arbSituation(tarabishDeck),
        flags,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (sit, f, t, partnerWinning) => {
          const rules = {
            ...f,
            trump: t,
            wild: cs.emptySet(4),
            wildCards: [],
            trumpPower: tarabishTrumpPower,
            plainPower: tarabishPlainPower,
          };
          const ob = obligation({ hand: cs.setOf(4, sit.hand), trick: sit.trick, partnerWinning }, rules);
          expect(cs.toArray(ob.allowed)).toEqual(sortNum(naiveLegal(sit.hand, sit.trick, rules, partnerWinning)));
          const d = decide({ hand: cs.setOf(4, sit.hand), trick: sit.trick, partnerWinning }, rules);
          for (const c of sit.hand) expect(allows(d, rules, c)).toBe(cs.has(ob.allowed, c));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('no-trump: only following suit binds', () => {
    fc.assert(
      fc.property(arbSituation(tarabishDeck), flags, (sit, f) => {
        const rules = {
          ...f,
          trump: null,
          wild: cs.emptySet(4),
          wildCards: [],
          trumpPower: () => 0,
          plainPower: tarabishPlainPower,
        };
        const ob = obligation({ hand: cs.setOf(4, sit.hand), trick: sit.trick }, rules);
        expect(cs.toArray(ob.allowed)).toEqual(sortNum(naiveLegal(sit.hand, sit.trick, rules, false)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('worked examples', () => {
  const tarot: FollowRules = {
    trump: 4,
    wild: cs.setOf(5, [EXCUSE]),
    trumpPower: (c) => c & 31,
    plainPower: (c) => c & 31,
    beatTrumpLead: true,
    mustTrump: true,
    overtrump: true,
    undertrump: true,
    partnerException: false,
  };
  const name = (c: Card) => tarotDeck.names.get(c);
  const parse = (xs: string[]) => xs.map((x) => tarotDeck.byName.get(x)!);

  it('FFT: on a trump lead, play higher than the highest trump, even over a partner', () => {
    const ob = obligation(
      { hand: cs.setOf(5, parse(['5T', '12T', '18T', 'EX', 'KH'])), trick: parse(['8T', '14T']) },
      tarot,
    );
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['EX', '18T']);
    expect(ob.rule).toBe('beat-trump-lead');
    expect(checkPlay(tarotDeck, ob, tarotDeck.byName.get('5T')!)?.code).toBe('play/must-overtrump');
  });

  it('FFT: unable to overtrump, any trump (pisser)', () => {
    const ob = obligation({ hand: cs.setOf(5, parse(['5T', '12T', 'KH'])), trick: parse(['8T', '14T']) }, tarot);
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['5T', '12T']);
    expect(checkPlay(tarotDeck, ob, tarotDeck.byName.get('KH')!)?.code).toBe('play/must-follow-suit');
  });

  it('FFT: void, must trump; a trump in the trick: overtrump, else undertrump', () => {
    let ob = obligation({ hand: cs.setOf(5, parse(['3T', 'KH', '2C'])), trick: parse(['4S']) }, tarot);
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['3T']);
    expect(checkPlay(tarotDeck, ob, tarotDeck.byName.get('KH')!)?.code).toBe('play/must-trump');
    ob = obligation({ hand: cs.setOf(5, parse(['3T', '9T', 'KH'])), trick: parse(['4S', '6T']) }, tarot);
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['9T']);
    expect(checkPlay(tarotDeck, ob, tarotDeck.byName.get('3T')!)?.code).toBe('play/must-overtrump');
    ob = obligation({ hand: cs.setOf(5, parse(['3T', 'KH'])), trick: parse(['4S', '6T']) }, tarot);
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['3T']);
    expect(checkPlay(tarotDeck, ob, tarotDeck.byName.get('KH')!)?.code).toBe('play/must-undertrump');
  });

  it('the Excuse is always playable and a led Excuse leaves the suit to the next card', () => {
    const ob = obligation({ hand: cs.setOf(5, parse(['2S', 'KH'])), trick: parse(['EX', '4H']) }, tarot);
    expect(cs.toArray(ob.allowed).map(name)).toEqual(['KH']);
    expect(ledSuit(parse(['EX', '4H']), tarot)).toBe(1);
    expect(ledSuit(parse(['EX']), tarot)).toBe(null);
    const lead = obligation({ hand: cs.setOf(5, parse(['2S', 'KH'])), trick: parse(['EX']) }, tarot);
    expect(lead.rule).toBe('lead');
  });

  it('Rotterdam/Tarabish: must undertrump; Amsterdam-style partner exception frees the player', () => {
    // KAC: clubs trump, trick K♥ 9♣, hand 8♣ K♠ 10♣ → {8♣, 10♣}
    const t: FollowRules = {
      trump: 3,
      wild: cs.emptySet(4),
      trumpPower: tarabishTrumpPower,
      plainPower: tarabishPlainPower,
      beatTrumpLead: true,
      mustTrump: true,
      overtrump: true,
      undertrump: true,
      partnerException: false,
    };
    const p = (xs: string[]) => xs.map((x) => tarabishDeck.byName.get(x)!);
    const n = (c: Card) => tarabishDeck.names.get(c);
    let ob = obligation({ hand: cs.setOf(4, p(['8C', 'KS', '10C'])), trick: p(['KH', '9C']) }, t);
    expect(cs.toArray(ob.allowed).map(n)).toEqual(['8C', '10C']);
    ob = obligation({ hand: cs.setOf(4, p(['8C', 'JC'])), trick: p(['KH', '9C']) }, t);
    expect(cs.toArray(ob.allowed).map(n)).toEqual(['JC']);
    // partner's A♥ winning over K♥, hand 9♠ 10♣: default {10♣}, with the exception {9♠, 10♣}
    ob = obligation({ hand: cs.setOf(4, p(['9S', '10C'])), trick: p(['KH', 'AH']), partnerWinning: true }, t);
    expect(cs.toArray(ob.allowed).map(n)).toEqual(['10C']);
    ob = obligation(
      { hand: cs.setOf(4, p(['9S', '10C'])), trick: p(['KH', 'AH']), partnerWinning: true },
      { ...t, partnerException: true },
    );
    expect(cs.toArray(ob.allowed).map(n)).toEqual(['9S', '10C']);
  });

  it('restrict narrows with a game rule but never to nothing', () => {
    const ob = obligation({ hand: cs.setOf(5, parse(['2S', 'KS', 'KH'])), trick: [] }, tarot);
    const r = restrict(ob, cs.setOf(5, parse(['KH'])), 'called-suit');
    expect(cs.toArray(r.allowed).map(name)).toEqual(['KH']);
    expect(checkPlay(tarotDeck, r, tarotDeck.byName.get('2S')!)?.code).toBe('play/called-suit');
    expect(restrict(ob, cs.setOf(5, parse(['3D'])), 'x')).toBe(ob);
  });
});

describe('trick winner agrees with a naive one', () => {
  it('Tarot-like tricks', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(tarotDeck.cards as Card[], { minLength: 3, maxLength: 5 }), (trick) => {
        const wild = cs.setOf(5, [EXCUSE]);
        const rules = { trump: 4, wild, trumpPower: (c: Card) => c & 31, plainPower: (c: Card) => c & 31 };
        const led = ledSuit(trick, rules);
        const got = winningIndex(trick, rules);
        // naive: highest trump wins; else the highest card of the suit led; the Excuse never wins
        const trumps = trick.map((c, i) => ({ c, i })).filter(({ c }) => suitOf(c) === 4 && c !== EXCUSE);
        let want: number;
        if (trumps.length) want = trumps.reduce((a, b) => (b.c > a.c ? b : a)).i;
        else {
          const follow = trick.map((c, i) => ({ c, i })).filter(({ c }) => c !== EXCUSE && suitOf(c) === led);
          want = follow.length ? follow.reduce((a, b) => (b.c > a.c ? b : a)).i : -1;
        }
        expect(got).toBe(want);
      }),
      { numRuns: 3000 },
    );
  });

  it('Tarabish-like tricks with a random trump', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(tarabishDeck.cards as Card[], { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (trick, t) => {
          const led = suitOf(trick[0]!);
          const got = winningIndex(trick, {
            trump: t,
            wild: cs.emptySet(4),
            trumpPower: tarabishTrumpPower,
            plainPower: tarabishPlainPower,
          });
          const plainOrder = ['A', '10', 'K', 'Q', 'J', '9', '8', '7', '6'];
          const trumpOrder = ['J', '9', 'A', '10', 'K', 'Q', '8', '7', '6'];
          const rank = (c: Card) => tarabishDeck.names.get(c)!.slice(0, -1);
          const trumps = trick.filter((c) => suitOf(c) === t);
          const pool = trumps.length ? trumps : trick.filter((c) => suitOf(c) === led);
          const order = trumps.length ? trumpOrder : plainOrder;
          const best = pool.reduce((a, b) => (order.indexOf(rank(b)) < order.indexOf(rank(a)) ? b : a));
          expect(got).toBe(trick.indexOf(best));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the Excuse never wins; a trick of the Excuse alone has no winner yet', () => {
    const r = {
      trump: 4,
      wild: cs.setOf(5, [EXCUSE]),
      trumpPower: (c: Card) => c & 31,
      plainPower: (c: Card) => c & 31,
    };
    expect(winningIndex([EXCUSE, PETIT, trump(2)], r)).toBe(2);
    expect(winningIndex([EXCUSE], r)).toBe(-1);
    expect(winningIndex([], r)).toBe(-1);
  });
});

describe('the partner exception', () => {
  // Hearts trump; the hand JH 8H AC; the trick KS, 9H (the partner, winning), 7S.
  const card = (n: string) => tarabishDeck.byName.get(n)!;
  const hand = cs.setOf(4, ['JH', '8H', 'AC'].map(card));
  const trick = ['KS', '9H', '7S'].map(card);
  const rules = (partnerException: FollowRules['partnerException']): FollowRules => ({
    trump: 1,
    wild: cs.emptySet(4),
    trumpPower: tarabishTrumpPower,
    plainPower: tarabishPlainPower,
    beatTrumpLead: true,
    mustTrump: true,
    overtrump: true,
    undertrump: true,
    partnerException,
  });
  const allowed = (p: FollowRules['partnerException'], partnerWinning = true) =>
    cs
      .toArray(obligation({ hand, trick, partnerWinning }, rules(p)).allowed)
      .map((c) => tarabishDeck.names.get(c)!)
      .sort();

  it("off: overtrump; overtrump-if-trumping: discard or overtrump; free: anything (true/false: 'free'/'off')", () => {
    expect(allowed('off')).toEqual(['JH']);
    expect(allowed(false)).toEqual(['JH']);
    expect(allowed('overtrump-if-trumping')).toEqual(['AC', 'JH']);
    expect(allowed('free')).toEqual(['8H', 'AC', 'JH']);
    expect(allowed(true)).toEqual(['8H', 'AC', 'JH']);
    for (const p of ['off', 'free', 'overtrump-if-trumping'] as const) expect(allowed(p, false)).toEqual(['JH']);
  });

  it('overtrump-if-trumping refuses the lower trump with play/must-overtrump, naming the rule', () => {
    const ob = obligation({ hand, trick, partnerWinning: true }, rules('overtrump-if-trumping'));
    expect(checkPlay(tarabishDeck, ob, card('8H'))).toMatchObject({
      code: 'play/must-overtrump',
      detail: { rule: 'partner-exception', allowed: ['JH', 'AC'] },
    });
    expect(checkPlay(tarabishDeck, ob, card('AC'))).toBeNull();
  });
});
