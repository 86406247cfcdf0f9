/**
 * Coinche against the statements of the FFB contrée book ("Règles officielles de la Belote
 * Contrée"; docs/rules/coinche.md cites it by article), each test naming its article: the auction
 * (§4.1), the ruff rule of the contrée (§5.2), the deal's score written out from §10.1's own
 * formulas for any deal, the rounding (§10.2), sans atout and tout atout (§11.2, §11.3).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinche } from '../../../src/games/coinche/rules.js';
import { coincheResult } from '../../../src/games/coinche/settle.js';
import type { CoincheAction, CoincheState } from '../../../src/games/coinche/state.js';
import { coincheCardPoints, coincheLegalPlays, coincheMelds } from '../../../src/games/coinche/queries.js';
import { coincheScoreSheet, type CoincheScoreSheetInput } from '../../../src/games/coinche/scoresheet.js';
import { getOrThrow } from '../../../src/kernel/errors.js';

const play = (s: CoincheState, ...actions: string[]): CoincheState => {
  for (const a of actions) s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)) as CoincheAction)).state;
  return s;
};
const legalText = (s: CoincheState): string[] => coinche.legal(s).map(coinche.codec.encode);
const start = () => getOrThrow(coinche.setup({ dealer: 0 }, { seed: 3 }));
const sheet = (entry: CoincheScoreSheetInput) => getOrThrow(coincheScoreSheet(entry));
const trick = (from: number, cards: string) => cards.split(' ').map((card, i) => ({ seat: (from + i) % 4, card }));

describe('§4.1: the auction', () => {
  it('"L’enchère doit être de 80 au minimum, doit être un multiple de 10 et doit être supérieure à l’enchère précédente"', () => {
    const s = start();
    expect(coinche.actor(s)).toBe(1); // "en commençant par le joueur placé à droite du donneur"
    const bids = legalText(s).filter((a) => a.startsWith('bid:') && a.endsWith('H'));
    expect(bids[0]).toBe('bid:80H');
    expect(bids.every((b) => Number(b.slice(4, -1)) % 10 === 0)).toBe(true);
    const after = legalText(play(s, 'bid:100S'));
    expect(after).not.toContain('bid:100H');
    expect(after).toContain('bid:110H');
  });

  it('"il est possible à tout moment de demander un capot … l’équipe adverse ne peut plus que passer ou contrer"', () => {
    const s = play(start(), 'capot:H');
    expect(legalText(s).sort()).toEqual(['coinche', 'pass']);
  });

  it('"Le fait de contrer fige le contrat"; "surcontrer … Le tour d’enchères s’arrête alors immédiatement"', () => {
    const s = play(start(), 'bid:90H', 'coinche');
    expect(legalText(s).sort()).toEqual(['pass', 'surcoinche']); // seat 3, the takers' side
    expect(legalText(play(s, 'pass')).sort()).toEqual(['pass']); // seat 0, the coincher's partner
    const over = play(s, 'surcoinche');
    expect(coinche.legal(over).every((a) => a.type !== 'pass' && a.type !== 'bid')).toBe(true);
    expect(over.contract).toMatchObject({ bid: 90, multiplier: 4 });
  });

  it('"le tour d’enchère s’achève lorsqu’après une enchère ou un contre, les trois joueurs suivants passent"', () => {
    const s = play(start(), 'bid:80H', 'pass', 'pass');
    expect(s.contract).toBeNull();
    expect(play(s, 'pass').contract).toMatchObject({ bid: 80, multiplier: 1 });
    const coinched = play(start(), 'bid:80H', 'coinche', 'pass', 'pass');
    expect(coinched.contract).toBeNull();
    expect(play(coinched, 'pass').contract).toMatchObject({ bid: 80, multiplier: 2 });
  });

  it('"Si les 4 joueurs passent sans enchérir, la donne est terminée sans points marqués"; the dealer’s right deals next', () => {
    const s = play(start(), 'pass', 'pass', 'pass', 'pass');
    expect(coinche.actor(s)).toBe('done');
    expect(coincheResult(s)).toMatchObject({ contract: null, scores: [0, 0, 0, 0], nextDealer: 1 });
  });
});

describe('§5.2: the contrée’s ruff (hearts trump)', () => {
  const legal = (hand: string, from: number, cards: string) =>
    getOrThrow(coincheLegalPlays({ hand: hand.split(' '), trick: trick(from, cards), strain: 'H' }))
      .legal.map((l) => l.card)
      .sort();
  it('"Si un adversaire a déjà coupé, et qu’il ne nous reste que des atouts inférieurs au sien, il n’est pas obligatoire d’en jouer un"', () => {
    expect(legal('8H 7H AC', 1, 'KS 7S 9H')).toEqual(['7H', '8H', 'AC']);
    // able to overtrump: "on doit toujours jouer un atout plus fort"
    expect(legal('JH 8H AC', 1, 'KS 7S 9H')).toEqual(['JH']);
  });
  it('"notre partenaire est maître … on peut alors jouer n’importe quelle carte … On peut également jouer atout"', () => {
    expect(legal('JH 8H AC', 1, 'KS 9H 7S')).toEqual(['8H', 'AC', 'JH']);
  });
});

describe('§10.1: the deal’s score, from the book’s formulas (no announcements)', () => {
  /** §10.1.1 and §10.1.2 written out: [takers, defence] before rounding. */
  function byTheBook(e: {
    bid: number | 'capot';
    mult: number;
    cards: readonly [number, number];
    capot: boolean;
    belote: readonly [number, number];
  }): [number, number] {
    const [tb, db] = e.belote;
    const takers = (e.capot ? 252 : e.cards[0]) + tb; // "leur total": plis, dix de der (§9.2: 252), belote
    const defence = e.cards[1] + db;
    const value = e.bid === 'capot' ? 250 : e.bid; // "250 points pour un capot demandé"
    const reached = e.bid === 'capot' ? e.capot : takers >= e.bid;
    if (reached && takers > defence) {
      if (e.mult === 1) return [takers + value, defence];
      // "(160 points (ou 250 points si capot réalisé, même non demandé) + … + Leur belote + … le montant du contrat) × 2 (resp. 4)"
      return [((e.capot ? 250 : 160) + tb + value) * e.mult, db];
    }
    // "Les preneurs ne marquent rien, à l'exception éventuelle des 20 points de belote"
    return [tb, (160 + db + value) * e.mult];
  }

  it('any deal: the sheet scores what §10.1 says, a tie failing ("supérieur ou égal")', () => {
    const entry = fc.record({
      side: fc.constantFrom(0 as const, 1 as const),
      bid: fc.constantFrom(80, 90, 100, 110, 120, 130, 160, 'capot' as const),
      doubled: fc.constantFrom(null, 'coinche' as const, 'surcoinche' as const),
      points: fc.integer({ min: 0, max: 162 }).filter((p) => p !== 1 && p !== 161),
      capot: fc.boolean(),
      belote: fc.constantFrom(null, 'takers', 'defence'),
    });
    fc.assert(
      fc.property(entry, ({ side, bid, doubled, points, capot, belote }) => {
        const allTricks = capot && points === 162;
        const cards: [number, number] = side === 0 ? [points, 162 - points] : [162 - points, points];
        const beloteSide = belote === null ? null : belote === 'takers' ? side : ((1 - side) as 0 | 1);
        const r = sheet({
          options: { rounding: 'none' },
          contract: { side, bid, strain: 'S', doubled },
          cardPoints: cards,
          capot: allTricks ? side : null,
          belote: beloteSide,
        });
        const mult = doubled === null ? 1 : doubled === 'coinche' ? 2 : 4;
        const tb = belote === 'takers' ? 20 : 0;
        const db = belote === 'defence' ? 20 : 0;
        const [t, d] = byTheBook({ bid, mult, cards: [points, 162 - points], capot: allTricks, belote: [tb, db] });
        expect([r.teamScores[side], r.teamScores[1 - side]]).toEqual([t, d]);
      }),
      { numRuns: 300 },
    );
  });

  it('§10.2: "85 est arrondi à 90 tandis que 84 est arrondi à 80", each side’s score', () => {
    const contract = { side: 0, bid: 80, strain: 'H' } as const;
    expect(sheet({ contract, cardPoints: [85, 77] }).teamScores).toEqual([170, 80]); // 165 → 170, 77 → 80
    expect(sheet({ contract, cardPoints: [84, 78] }).teamScores).toEqual([160, 80]); // 164 → 160
    expect(sheet({ contract, cardPoints: [97, 65] }).teamScores).toEqual([180, 70]); // 177 → 180, 65 → 70
  });
});

describe('§11: sans atout and tout atout', () => {
  const options = { allTrumpNoTrump: true } as const;
  const points = (card: string, strain: 'SA' | 'TA') =>
    getOrThrow(coincheCardPoints({ cards: [card], strain }, options)).points;
  it('§11.2: sans atout, "As 19, Dix 10, Roi 4, Dame 3", the 9, 8, 7 nothing, in every suit', () => {
    for (const suit of ['S', 'H', 'D', 'C'])
      expect(['A', '10', 'K', 'Q', '9', '8', '7'].map((r) => points(`${r}${suit}`, 'SA'))).toEqual([
        19, 10, 4, 3, 0, 0, 0,
      ]);
    // the carrés: "4 As 200, 4 Dix 150, 4 Roi … 4 Neuf 100"
    const carre = (rank: string) =>
      getOrThrow(
        coincheMelds(
          { hand: ['S', 'H', 'D', 'C'].map((s) => rank + s), strain: 'SA' },
          { ...options, announcements: true },
        ),
      ).total;
    expect(['A', '10', 'K', 'Q', 'J', '9'].map(carre)).toEqual([200, 150, 100, 100, 100, 100]);
  });

  it('§11.3: tout atout, "Valet 13, Neuf 9, As 6, Dix 5, Roi 3, Dame 2", 162 with the dix de der; "jusqu’à 4 belotes"', () => {
    for (const suit of ['S', 'H', 'D', 'C'])
      expect(['J', '9', 'A', '10', 'K', 'Q', '8', '7'].map((r) => points(`${r}${suit}`, 'TA'))).toEqual([
        13, 9, 6, 5, 3, 2, 0, 0,
      ]);
    const all = ['S', 'H', 'D', 'C'].flatMap((s) => ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => r + s));
    expect(getOrThrow(coincheCardPoints({ cards: all, strain: 'TA' }, options))).toMatchObject({
      points: 152,
      total: 162,
    });
    const belotes = getOrThrow(
      coincheMelds({ hand: ['KS', 'QS', 'KH', 'QH', 'KD', 'QD', 'KC', 'QC'], strain: 'TA' }, options),
    );
    expect(belotes.belote).toEqual({ held: true, points: 80 });
  });

  it('§11.3: "on est toujours obligé de monter sur la carte qui tient si l’on peut", the partner’s too', () => {
    const legal = getOrThrow(
      coincheLegalPlays({ hand: ['AH', 'QH', 'AC'], trick: trick(1, '10H 8H'), strain: 'TA' }, options),
    ).legal.map((l) => l.card);
    expect(legal).toEqual(['AH']);
  });
});
