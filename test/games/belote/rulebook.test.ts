/**
 * Belote against the statements and examples of the FFB belote book ("Règles officielles de la
 * Belote", 27 January 2016; docs/rules/belote.md cites it by article), each test naming its
 * article: the card order and points (§6), the dix de der and the capot (§9), the card play
 * (§5.2), the taking passed out twice (§4.2), the contract and the deal's score (§10.1, §10.2),
 * the rounding (§10.3) and the match's own example (§10.4.2).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belote, beloteMatchOutcome, beloteResult } from '../../../src/games/belote/index.js';
import { beloteCardPoints, beloteLegalPlays, beloteTrickWinner } from '../../../src/games/belote/queries.js';
import { beloteScoreSheet, type BeloteScoreSheetInput } from '../../../src/games/belote/scoresheet.js';
import { getOrThrow } from '../../../src/kernel/errors.js';

/** A trick so far, in play order, its first card played by seat `from`. */
const trick = (from: number, cards: string) => cards.split(' ').map((card, i) => ({ seat: (from + i) % 4, card }));
/** The cards the player after the trick so far may play, sorted. */
const legal = (hand: string, from: number, cards: string, options = {}) =>
  getOrThrow(beloteLegalPlays({ hand: hand.split(' '), trick: trick(from, cards), trump: 'H' }, options))
    .legal.map((l) => l.card)
    .sort();
const sorted = (cards: string) => cards.split(' ').sort();
const sheet = (entry: BeloteScoreSheetInput) => getOrThrow(beloteScoreSheet(entry));

describe('§6: the order and the points of the cards', () => {
  // §6: "À l'atout" As 11, Dix 10, Roi 4, Dame 3, Valet 20, Neuf 14, Huit 0, Sept 0; "Hors atout"
  // the same but Valet 2, Neuf 0; the order, high to low: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.
  const TRUMP = ['J', '9', 'A', '10', 'K', 'Q', '8', '7'];
  const PLAIN = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
  const TRUMP_POINTS = [20, 14, 11, 10, 4, 3, 0, 0];
  const PLAIN_POINTS = [11, 10, 4, 3, 2, 0, 0, 0];

  it('each card is worth the table’s points, at trump and in a plain suit', () => {
    const points = (card: string) => getOrThrow(beloteCardPoints({ cards: [card], trump: 'H' })).points;
    expect(TRUMP.map((r) => points(`${r}H`))).toEqual(TRUMP_POINTS);
    expect(PLAIN.map((r) => points(`${r}S`))).toEqual(PLAIN_POINTS);
  });

  it('of two cards of the suit led, the higher in the table’s order wins (trump and plain)', () => {
    for (const [order, suit] of [
      [TRUMP, 'H'],
      [PLAIN, 'S'],
    ] as const)
      for (let hi = 0; hi < 8; hi++)
        for (let lo = hi + 1; lo < 8; lo++) {
          // seat 0 leads the lower card, seat 1 plays the higher; seats 2 and 3 discard diamonds
          const t = trick(0, `${order[lo]}${suit} ${order[hi]}${suit} 8D 7D`);
          expect(getOrThrow(beloteTrickWinner({ trick: t, trump: 'H' })).winner).toBe(1);
        }
  });

  it('the lowest trump beats the highest plain card (§5.1: "la plus forte carte à l’atout")', () => {
    expect(getOrThrow(beloteTrickWinner({ trick: trick(0, 'AS 10S 7H KS'), trump: 'H' })).winner).toBe(2);
  });
});

describe('§9: the dix de der and the capot', () => {
  it('§9.1: "Le total des points du jeu est donc de 162, en comptant le « dix de der »"', () => {
    expect(getOrThrow(beloteCardPoints({ cards: ['7H'], trump: 'H' }))).toMatchObject({
      total: 162,
      lastTrickBonus: 10,
    });
    const last = getOrThrow(beloteTrickWinner({ trick: trick(0, '7S 8S 9S 10S'), trump: 'H', lastTrick: true }));
    expect(last).toEqual({ winner: 3, card: '10S', points: 20 });
  });

  it('§9.2: "le dix de der vaut 100 points, portant ainsi le total à 252 points"', () => {
    expect(sheet({ takers: 0, cardPoints: [162, 0], capot: 0 }).teamScores).toEqual([252, 0]);
    // the defence's capot of a failed contract (§10.2: "162 points ou 252 points s'il elle a réalisé un capot")
    expect(sheet({ takers: 0, cardPoints: [0, 162], capot: 1 }).teamScores).toEqual([0, 252]);
  });
});

describe('§5.2: the card play (hearts trump; the player to act is the seat after the trick)', () => {
  it('"On doit toujours fournir la couleur demandée"; on a trump lead, "monter sur la carte la plus haute"', () => {
    expect(legal('KS 7S JH AC', 0, 'AS')).toEqual(sorted('KS 7S'));
    // trump led: beat the highest trump, even the partner's (seat 0 is the partner of seat 2)
    expect(legal('JH 10H 7H AC', 0, '9H 8H')).toEqual(['JH']);
    // unable to beat it: any trump
    expect(legal('10H 7H AC', 0, 'JH 8H')).toEqual(sorted('10H 7H'));
  });

  it('void, the partner "n’est pas maître ou n’a pas encore joué": trump, or any card holding none', () => {
    expect(legal('7H 8H AC KD', 0, 'AS')).toEqual(sorted('7H 8H')); // the partner has not played
    expect(legal('7H AC', 3, '10S AS')).toEqual(['7H']); // the partner (seat 3) played, not master
    expect(legal('AC KD', 3, '10S AS')).toEqual(sorted('AC KD')); // no trump: se défausser
  });

  it('"Si un joueur adverse a déjà coupé et tient le pli … surcoupe … Si c’est impossible, il faut fournir un atout plus faible"', () => {
    expect(legal('JH 8H AC', 1, 'KS 7S 9H')).toEqual(['JH']);
    expect(legal('8H 7H AC', 1, 'KS 7S 9H')).toEqual(sorted('8H 7H'));
  });

  it('"Si le joueur partenaire a déjà coupé et tient le pli … n’importe quelle carte sans exception (y compris un atout inférieur au sien)"', () => {
    expect(legal('JH 8H AC', 1, 'KS 9H 7S')).toEqual(sorted('JH 8H AC'));
    expect(legal('8H 7H AC', 1, 'KS 9H 7S')).toEqual(sorted('8H 7H AC'));
  });
});

describe('§4.2: all four pass in both rounds', () => {
  it('"la donne est terminée. Le joueur situé immédiatement à la droite du donneur devient le nouveau donneur"', () => {
    for (const dealer of [0, 2]) {
      let s = getOrThrow(belote.setup({ dealer }, { seed: 7 }));
      for (let i = 0; i < 8; i++) s = getOrThrow(belote.apply(s, { type: 'pass' })).state;
      expect(belote.actor(s)).toBe('done');
      // seats are numbered in playing order (counter-clockwise): the dealer's right is dealer + 1
      expect(beloteResult(s)).toMatchObject({ outcome: null, nextDealer: (dealer + 1) % 4 });
      expect(beloteResult(s)!.scores).toEqual([0, 0, 0, 0]);
    }
  });
});

describe('§10: the contract and the deal’s score', () => {
  it('§10.1.1 and §10.1.2: made when strictly higher "en incluant la belote", dedans when strictly lower', () => {
    expect(sheet({ takers: 0, cardPoints: [82, 80] }).outcome).toBe('made');
    expect(sheet({ takers: 0, cardPoints: [80, 82] }).outcome).toBe('dedans');
    // 71 + 20 (belote) = 91 > 91? no: the litige of 91-91; 72 + 20 = 92 > 90: made
    expect(sheet({ takers: 0, cardPoints: [72, 90], belote: 0 }).outcome).toBe('made');
    expect(sheet({ takers: 0, cardPoints: [82, 80], belote: 1 }).outcome).toBe('dedans');
  });

  it('§10.1.3: "En cas d’égalité … (81-81 ou 91-91) … L’équipe qui n’avait pas pris marque ses points"', () => {
    expect(sheet({ takers: 1, cardPoints: [81, 81] })).toMatchObject({ outcome: 'litige', teamScores: [81, 0] });
    expect(sheet({ takers: 1, cardPoints: [91, 71], belote: 1 })).toMatchObject({
      outcome: 'litige',
      teamScores: [91, 0],
    });
    expect(sheet({ takers: 1, cardPoints: [91, 71], belote: 1 }).held).toBe(91);
  });

  it('§10.2: made, "la somme des points marqués hors belote est de 162 points"; dedans, the other team 162; "Toute belote est comptabilisée … même en cas de chute"', () => {
    const entry = fc.record({
      takers: fc.constantFrom(0 as const, 1 as const),
      // no set of tricks is worth 1 or 161 points (the dix de der goes with a trick)
      points: fc.integer({ min: 0, max: 162 }).filter((p) => p !== 1 && p !== 161 && p !== 81),
      belote: fc.constantFrom(null, 0 as const, 1 as const),
    });
    fc.assert(
      fc.property(entry, ({ takers, points, belote }) => {
        const r = sheet({ takers, cardPoints: [points, 162 - points], belote });
        const beloteOf = (team: number) => (belote === team ? 20 : 0);
        const cards = [points, 162 - points];
        // §10.1.3: the defence scores its total (81 or 91) at once
        if (r.outcome === 'litige') expect(r.teamScores[1 - takers]).toBe(cards[1 - takers]! + beloteOf(1 - takers));
        else if (r.outcome === 'made') expect(r.teamScores[0] + r.teamScores[1] - beloteOf(0) - beloteOf(1)).toBe(162);
        else {
          expect(r.outcome).toBe('dedans');
          const defence = 1 - takers;
          expect(r.teamScores[defence]).toBe(162 + beloteOf(defence));
          expect(r.teamScores[takers]).toBe(beloteOf(takers));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('§10.3: "84 est arrondi à 80 ; 85 est arrondi à 90", each team’s score, when the organiser applies it', () => {
    const rounded = { rounding: 'nearest-ten' } as const;
    expect(sheet({ takers: 0, cardPoints: [85, 77], options: rounded }).teamScores).toEqual([90, 80]);
    expect(sheet({ takers: 0, cardPoints: [84, 78], options: rounded }).teamScores).toEqual([80, 80]);
    // "Dans le cas où elle n'est pas appliquée, le score de chaque équipe est marqué au point près"
    expect(sheet({ takers: 0, cardPoints: [85, 77] }).teamScores).toEqual([85, 77]);
  });
});

describe('§10.4: the end of the match', () => {
  it('§10.4.2’s example: "une partie en 1000 points, si une équipe a 910 points et réalise 85 points, elle marque … 90 points … Elle remporte la partie"', () => {
    const deal = sheet({ takers: 0, cardPoints: [85, 77], options: { rounding: 'nearest-ten' } }).teamScores;
    expect(deal[0]).toBe(90);
    const totals = [910 + deal[0], 600 + deal[1]] as const;
    expect(beloteMatchOutcome(totals, 12, { target: 1000, deals: null })).toEqual({ over: true, winner: 0 });
    // without the rounding, 995: not yet
    expect(beloteMatchOutcome([910 + 85, 677], 12, { target: 1000, deals: null })).toEqual({
      over: false,
      winner: null,
    });
  });

  it('§10.4.2: both past the target, "celui qui a le plus de points au-delà"; equal, "une nouvelle donne"', () => {
    expect(beloteMatchOutcome([1010, 1090], 9, { target: 1000, deals: null })).toEqual({ over: true, winner: 1 });
    expect(beloteMatchOutcome([1040, 1040], 9, { target: 1000, deals: null })).toEqual({ over: false, winner: null });
  });
});
