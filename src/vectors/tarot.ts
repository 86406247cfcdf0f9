/**
 * French Tarot and Goulash scoring vectors: the cases atout's tests check, as plain JSON-able
 * data, so that other implementations can run them (shipped through `atout/vectors`). Points in
 * `facts` are half points (`points2`); every other number is in public units.
 */
import type { TarotDealFacts } from '../games/tarot/scoring.js';

export interface TarotScoringVector {
  readonly name: string;
  readonly facts: TarotDealFacts;
  readonly made: boolean;
  readonly gap: number;
  readonly marque: number;
  readonly scores: readonly number[];
}

export interface GoulashVector {
  readonly name: string;
  /** Each player's points in half points, summing to 182. */
  readonly points2: readonly number[];
  readonly nets: readonly number[];
}

export interface ScoreSheetVector {
  readonly name: string;
  readonly input: unknown;
  /** The error code expected, or the scores. */
  readonly expect: { readonly code: string } | { readonly scores: readonly number[] };
}

/** Deal facts for examples: a 4-player prise by seat 0 with 2 oudlers and 41 points, changed by `over`. */
export const factsWith = (over: Partial<TarotDealFacts>): TarotDealFacts => ({
  players: 4,
  contract: 'prise',
  taker: 0,
  partner: null,
  oudlers: 2,
  points2: 82,
  petitAuBout: null,
  poignees: [],
  chelemAnnounced: false,
  chelem: null,
  ...over,
});
const f = factsWith;

export const tarotScoringVectors: readonly TarotScoringVector[] = [
  {
    name: 'FFT example 1: garde, 49 points, 2 oudlers, simple poignée, petit au bout taker',
    facts: f({ contract: 'garde', points2: 98, petitAuBout: 'taker', poignees: ['simple'] }),
    made: true,
    gap: 8,
    marque: 106,
    scores: [318, -106, -106, -106],
  },
  {
    name: 'FFT example 2: garde sans made by 4, petit au bout defence',
    facts: f({ contract: 'garde-sans', points2: 90, petitAuBout: 'defence' }),
    made: true,
    gap: 4,
    marque: 76,
    scores: [228, -76, -76, -76],
  },
  {
    name: "FFT example 3: prise failed by 7, taker's simple poignée, petit au bout taker",
    facts: f({ contract: 'prise', oudlers: 1, points2: 88, petitAuBout: 'taker', poignees: ['simple'] }),
    made: false,
    gap: 7,
    marque: -42,
    scores: [-126, 42, 42, 42],
  },
  {
    name: "FFT example 4: garde made by 11, a defender's simple poignée",
    facts: f({ contract: 'garde', points2: 104, poignees: ['simple'] }),
    made: true,
    gap: 11,
    marque: 92,
    scores: [276, -92, -92, -92],
  },
  {
    name: 'FFT example 5: garde, chelem announced and made, 87 points, 2 oudlers, poignée, petit au bout',
    facts: f({
      contract: 'garde',
      points2: 174,
      petitAuBout: 'taker',
      poignees: ['simple'],
      chelemAnnounced: true,
      chelem: 'taker',
    }),
    made: true,
    gap: 46,
    marque: 582,
    scores: [1746, -582, -582, -582],
  },
  {
    name: 'juste fait: garde, 51 points with 1 oudler',
    facts: f({ contract: 'garde', oudlers: 1, points2: 102 }),
    made: true,
    gap: 0,
    marque: 50,
    scores: [150, -50, -50, -50],
  },
  {
    name: '3 players: 40.5 points with 2 oudlers fails by 1',
    facts: f({ players: 3, taker: 1, points2: 81 }),
    made: false,
    gap: 1,
    marque: -26,
    scores: [26, -52, 26],
  },
  {
    name: '3 players: 41.5 points with 2 oudlers is made by 1',
    facts: f({ players: 3, taker: 1, points2: 83 }),
    made: true,
    gap: 1,
    marque: 26,
    scores: [-26, 52, -26],
  },
  {
    name: '5 players with a partner: 40.5 points, 2 oudlers, fails by 1',
    facts: f({ players: 5, taker: 1, partner: 3, points2: 81 }),
    made: false,
    gap: 1,
    marque: -26,
    scores: [26, -52, 26, -26, 26],
  },
  {
    name: '5 players alone: 55.5 points with 0 oudler fails by 1',
    facts: f({ players: 5, taker: 4, oudlers: 0, points2: 111, contract: 'garde' }),
    made: false,
    gap: 1,
    marque: -52,
    scores: [52, 52, 52, 52, -208],
  },
  {
    name: '5 players with a partner: garde, 50 points, 2 oudlers',
    facts: f({ players: 5, taker: 2, partner: 4, contract: 'garde', points2: 100 }),
    made: true,
    gap: 9,
    marque: 68,
    scores: [-68, -68, 136, -68, 68],
  },
  {
    name: 'chelem announced and made: prise, 91 points, 3 oudlers, petit au bout',
    facts: f({ oudlers: 3, points2: 182, petitAuBout: 'taker', chelemAnnounced: true, chelem: 'taker' }),
    made: true,
    gap: 55,
    marque: 490,
    scores: [1470, -490, -490, -490],
  },
  {
    name: 'chelem made unannounced: prise, 91 points, 3 oudlers, petit au bout',
    facts: f({ oudlers: 3, points2: 182, petitAuBout: 'taker', chelem: 'taker' }),
    made: true,
    gap: 55,
    marque: 290,
    scores: [870, -290, -290, -290],
  },
  {
    name: 'chelem announced and failed: garde, 85 points, 3 oudlers',
    facts: f({ contract: 'garde', oudlers: 3, points2: 170, chelemAnnounced: true }),
    made: true,
    gap: 49,
    marque: -52,
    scores: [-156, 52, 52, 52],
  },
  {
    name: 'defence chelem: prise, 4 points, no oudler, petit au bout defence',
    facts: f({ oudlers: 0, points2: 8, petitAuBout: 'defence', chelem: 'defence' }),
    made: false,
    gap: 52,
    marque: -287,
    scores: [-861, 287, 287, 287],
  },
  {
    name: 'chelem announced, the defence takes every trick: garde contre, 0 points',
    facts: f({ contract: 'garde-contre', oudlers: 0, points2: 0, chelemAnnounced: true, chelem: 'defence' }),
    made: false,
    gap: 56,
    marque: -886,
    scores: [-2658, 886, 886, 886],
  },
];

export const goulashVectors: readonly GoulashVector[] = [
  { name: "the seeds' table: 10, 20, 30, 31 at four players", points2: [20, 40, 60, 62], nets: [51, 11, -29, -33] },
  { name: '3 players: 0, 45.5, 45.5', points2: [0, 91, 91], nets: [91, -45.5, -45.5] },
  { name: '5 players: 10.5, 20, 20.5, 20, 20', points2: [21, 40, 41, 40, 40], nets: [38.5, -9, -11.5, -9, -9] },
];

/** The expected refusal `scoresheet/<what>` (see docs/errors.md). */
const refused = (what: string) => ({ code: `scoresheet/${what}` });

const sheet = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  players: 4,
  contract: 'garde',
  taker: 0,
  oudlers: 2,
  points: 49,
  ...over,
});

export const tarotScoreSheetVectors: readonly ScoreSheetVector[] = [
  {
    name: 'FFT example 1',
    input: sheet({ petitAuBout: 'taker', poignees: ['simple'] }),
    expect: { scores: [318, -106, -106, -106] },
  },
  {
    name: '5 players with a partner, 41.5 points',
    input: sheet({ players: 5, taker: 1, partner: 3, points: 41.5 }),
    expect: { scores: [-52, 104, -52, 52, -52] },
  },
  { name: 'unknown field', input: sheet({ bonus: 10 }), expect: refused('malformed') },
  { name: '6 players', input: sheet({ players: 6 }), expect: refused('bad-players') },
  { name: 'pousse', input: sheet({ contract: 'pousse' }), expect: refused('bad-contract') },
  { name: 'taker out of range', input: sheet({ taker: 4 }), expect: refused('taker-invalid') },
  { name: 'partner at 4 players', input: sheet({ partner: 2 }), expect: refused('partner-invalid') },
  { name: '4 oudlers', input: sheet({ oudlers: 4 }), expect: refused('oudlers-out-of-range') },
  { name: '92 points', input: sheet({ points: 92 }), expect: refused('points-out-of-range') },
  { name: '45.25 points', input: sheet({ players: 3, points: 45.25 }), expect: refused('not-half-point') },
  { name: 'half point at 4 players', input: sheet({ points: 45.5 }), expect: refused('points-not-possible') },
  {
    name: 'simple + double at 4 players',
    input: sheet({ poignees: ['simple', 'double'] }),
    expect: refused('bad-poignee'),
  },
  {
    name: 'petit au bout taker without oudler',
    input: sheet({ oudlers: 0, points: 40, petitAuBout: 'taker' }),
    expect: refused('petit-au-bout-inconsistent'),
  },
  {
    name: "taker's chelem with 60 points",
    input: sheet({ points: 60, chelem: 'taker' }),
    expect: refused('chelem-inconsistent'),
  },
];

export const goulashScoreSheetVectors: readonly ScoreSheetVector[] = [
  { name: "the seeds' table", input: [10, 20, 30, 31], expect: { scores: [51, 11, -29, -33] } },
  { name: 'as { points }', input: { points: [10, 20, 30, 31] }, expect: { scores: [51, 11, -29, -33] } },
  { name: 'not a list', input: '10,20,30,31', expect: refused('malformed') },
  { name: '2 players', input: [45.5, 45.5], expect: refused('bad-players') },
  { name: 'negative', input: [-1, 30, 31, 31], expect: refused('negative-points') },
  { name: 'quarter point', input: [10.25, 20, 30, 30.75], expect: refused('not-half-point') },
  { name: 'total 90', input: [10, 20, 30, 30], expect: refused('total-not-91') },
];
