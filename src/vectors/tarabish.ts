/**
 * Worked Tarabish scoring cases as plain data, for `atout/vectors`: other implementations can check
 * their melds, meld comparison, hand scoring, match end and score sheet against them. Every case
 * here is checked against the code by `test/games/tarabish/vectors.test.ts`.
 * Cards and melds use the standard notation (`KH`, `run3-KH`, `four-J`); trump is a suit letter or
 * null for no-trump; teams are seat % 2.
 */
import { PRESET_DEFAULTS } from '../games/tarabish/options.js';
import { scoringOptionsOf, type TarabishDealFacts, type TarabishScoringOptions } from '../games/tarabish/scoring.js';

type Suit = 'S' | 'H' | 'D' | 'C';
/** A score sheet error code (built, so that the error catalogue does not list this data file as producing it). */
const sheetError = (what: string): string => ['scoresheet', what].join('/');
type Style = 'belote' | 'runs';

/** The scoring options of each preset, from the presets' own table. */
export const AUCTION: TarabishScoringOptions = scoringOptionsOf(PRESET_DEFAULTS.auction);
export const TRADITIONAL: TarabishScoringOptions = scoringOptionsOf(PRESET_DEFAULTS.traditional);

export interface MeldsHeldVector {
  readonly name: string;
  readonly hand: readonly string[];
  readonly style: Style;
  readonly held: readonly string[];
}
export interface CompareVector {
  readonly name: string;
  readonly a: string;
  readonly b: string;
  readonly trump: Suit | null;
  readonly style: Style;
  readonly winner: 'a' | 'b' | 'tie';
}
export interface MeldWinnerVector {
  readonly name: string;
  readonly declared: readonly (readonly string[])[]; // per seat 0..3
  readonly trump: Suit | null;
  readonly style: Style;
  readonly equalMelds: 'eldest' | 'nobody';
  readonly eldest: number;
  readonly winner: 0 | 1 | null;
  readonly meldPoints: readonly [number, number];
}
export interface HandVector {
  readonly name: string;
  readonly facts: TarabishDealFacts;
  readonly options: TarabishScoringOptions;
  readonly outcome: 'made' | 'bate' | 'half-bait';
  readonly teamScores: readonly [number, number];
}
export interface MatchEndVector {
  readonly name: string;
  readonly totals: readonly [number, number];
  readonly lastBidTeam: 0 | 1;
  readonly target: number;
  readonly bothReachTarget: 'bidder' | 'higher';
  readonly over: boolean;
  readonly winner: 0 | 1 | null;
}
export interface ScoreSheetVector {
  readonly name: string;
  readonly input: unknown;
  readonly teamScores?: readonly [number, number];
  readonly error?: string;
}

/** A hand vector, one line each: the facts and options, the outcome and each team's score. */
const hand = (
  name: string,
  facts: TarabishDealFacts,
  options: TarabishScoringOptions,
  outcome: HandVector['outcome'],
  teamScores: readonly [number, number],
): HandVector => ({ name, facts, options, outcome, teamScores });

export const tarabishScoringVectors: {
  readonly description: string;
  readonly meldsHeld: readonly MeldsHeldVector[];
  readonly compare: readonly CompareVector[];
  readonly meldWinner: readonly MeldWinnerVector[];
  readonly hands: readonly HandVector[];
  readonly matchEnd: readonly MatchEndVector[];
  readonly scoreSheet: readonly ScoreSheetVector[];
} = {
  description:
    'Tarabish melds and scoring (docs/rules/tarabish-scoring.md). meldsHeld: the maximal melds of a hand in canonical order (runs by suit S H D C and top card, then fours by rank). ' +
    "compare: which meld is best (trump: suit letter, null = no-trump; 'tie' = left to equalMelds). meldWinner: per-seat declarations, the team (seat % 2) scoring melds and each team's meld points. " +
    'hands: TarabishDealFacts (card points include the last trick) and scoring options → outcome and team scores. matchEnd: totals after a hand → over and winner. ' +
    'scoreSheet: a score sheet entry → team scores or an error code.',
  meldsHeld: [
    { name: 'Q-K-A is a run', hand: ['QS', 'KS', 'AS'], style: 'belote', held: ['run3-AS'] },
    { name: '10-K-A is not a run', hand: ['10S', 'KS', 'AS'], style: 'belote', held: [] },
    { name: 'a 7-card run is one run', hand: ['8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH'], style: 'runs', held: ['run7-AH'] },
    { name: 'A-K-Q-J and 9-8-7-6 are two runs', hand: ['AD', 'KD', 'QD', 'JD', '9D', '8D', '7D', '6D'], style: 'runs', held: ['run4-9D', 'run4-AD'] },
    { name: 'a card in a run and a four', hand: ['JS', 'JH', 'JD', 'JC', 'QH', 'KH'], style: 'belote', held: ['run3-KH', 'four-J'] },
    { name: 'no fours under runs', hand: ['JS', 'JH', 'JD', 'JC', 'QH', 'KH'], style: 'runs', held: ['run3-KH'] },
    { name: 'fours of 8 are not melds', hand: ['8S', '8H', '8D', '8C'], style: 'belote', held: [] },
  ],
  compare: [
    { name: 'belote: a fifty beats a twenty', a: 'run4-9D', b: 'run3-AS', trump: 'S', style: 'belote', winner: 'a' },
    { name: 'belote: equal value, a four beats a run', a: 'run5-AS', b: 'four-Q', trump: 'S', style: 'belote', winner: 'b' },
    { name: 'belote: fours of equal value by A 10 K Q', a: 'four-10', b: 'four-K', trump: 'S', style: 'belote', winner: 'a' },
    { name: 'belote: the longer run', a: 'run6-JH', b: 'run5-AD', trump: 'S', style: 'belote', winner: 'a' },
    { name: 'belote: the higher top card', a: 'run3-KS', b: 'run3-AH', trump: 'S', style: 'belote', winner: 'b' },
    { name: 'belote: trump over plain', a: 'run3-KS', b: 'run3-KH', trump: 'S', style: 'belote', winner: 'a' },
    { name: 'belote: equal plain runs tie', a: 'run3-KD', b: 'run3-KH', trump: 'S', style: 'belote', winner: 'tie' },
    { name: 'belote: no-trump, every suit plain', a: 'run3-KS', b: 'run3-KH', trump: null, style: 'belote', winner: 'tie' },
    { name: 'runs: length beyond four adds nothing', a: 'run4-KD', b: 'run5-QH', trump: 'S', style: 'runs', winner: 'a' },
    { name: 'runs: trump over plain', a: 'run5-AH', b: 'run4-AS', trump: 'S', style: 'runs', winner: 'b' },
    { name: 'runs: equal plain runs tie', a: 'run5-AD', b: 'run4-AH', trump: 'S', style: 'runs', winner: 'tie' },
  ],
  meldWinner: [
    { name: "a partner's four carries the team's tierce", declared: [['run3-9S'], ['run4-KD'], ['four-J'], []], trump: 'H', style: 'belote', equalMelds: 'eldest', eldest: 1, winner: 0, meldPoints: [220, 0] },
    { name: "equal plain runs: the eldest hand's team", declared: [['run3-KD'], ['run3-KH'], [], []], trump: 'S', style: 'belote', equalMelds: 'eldest', eldest: 1, winner: 1, meldPoints: [0, 20] },
    { name: 'equal plain runs: nobody', declared: [['run3-KD'], ['run3-KH'], [], []], trump: 'S', style: 'runs', equalMelds: 'nobody', eldest: 1, winner: null, meldPoints: [0, 0] },
    { name: 'trump run beats an equal plain one', declared: [[], ['run3-KH'], ['run3-KD'], []], trump: 'D', style: 'runs', equalMelds: 'nobody', eldest: 1, winner: 0, meldPoints: [20, 0] },
    { name: "both partners' runs score", declared: [['run3-KS'], ['run4-9H', 'run3-AC'], [], ['run3-AD']], trump: 'S', style: 'runs', equalMelds: 'nobody', eldest: 1, winner: 1, meldPoints: [0, 90] },
  ],
  hands: [
    hand('auction made', { bidTeam: 0, bid: 100, noTrump: false, cardPoints: [92, 70], melds: [20, 0], bella: [0, 20] }, AUCTION, 'made', [112, 90]),
    hand('auction bate', { bidTeam: 0, bid: 120, noTrump: false, cardPoints: [90, 72], melds: [20, 0], bella: [0, 0] }, AUCTION, 'bate', [0, 182]),
    hand('bate, bella transferred', { bidTeam: 1, bid: 130, noTrump: false, cardPoints: [60, 102], melds: [0, 0], bella: [0, 20] }, AUCTION, 'bate', [182, 0]),
    hand('bate, bella kept', { bidTeam: 1, bid: 130, noTrump: false, cardPoints: [60, 102], melds: [0, 0], bella: [0, 20] }, { ...AUCTION, bellaOnBate: 'kept' }, 'bate', [162, 20]),
    hand('coat', { bidTeam: 0, bid: 150, noTrump: false, cardPoints: [162, 0], melds: [0, 0], bella: [0, 0] }, { ...AUCTION, coatBonus: 100 }, 'made', [262, 0]),
    hand('no coat on bate', { bidTeam: 0, bid: 200, noTrump: false, cardPoints: [162, 0], melds: [0, 0], bella: [0, 0] }, { ...AUCTION, coatBonus: 100 }, 'bate', [0, 162]),
    hand('no-trump made, doubled', { bidTeam: 0, bid: 150, noTrump: true, cardPoints: [100, 30], melds: [50, 0], bella: [0, 0] }, { ...AUCTION, noTrump: true }, 'made', [300, 30]),
    hand('no-trump bate', { bidTeam: 0, bid: 160, noTrump: true, cardPoints: [100, 30], melds: [50, 0], bella: [0, 0] }, { ...AUCTION, noTrump: true }, 'bate', [0, 180]),
    hand('traditional made', { bidTeam: 0, bid: null, noTrump: false, cardPoints: [82, 80], melds: [0, 0], bella: [0, 0] }, TRADITIONAL, 'made', [82, 80]),
    hand('traditional bait', { bidTeam: 1, bid: null, noTrump: false, cardPoints: [92, 70], melds: [0, 20], bella: [20, 0] }, TRADITIONAL, 'bate', [202, 0]),
    hand('half bait, half', { bidTeam: 0, bid: null, noTrump: false, cardPoints: [71, 91], melds: [20, 0], bella: [0, 0] }, TRADITIONAL, 'half-bait', [0, 91]),
    hand('half bait, whole', { bidTeam: 0, bid: null, noTrump: false, cardPoints: [71, 91], melds: [20, 0], bella: [0, 0] }, { ...TRADITIONAL, halfBait: 'whole' }, 'half-bait', [0, 182]),
  ],
  matchEnd: [
    { name: 'not yet', totals: [499, 300], lastBidTeam: 0, target: 500, bothReachTarget: 'bidder', over: false, winner: null },
    { name: 'one team reaches the target', totals: [500, 300], lastBidTeam: 1, target: 500, bothReachTarget: 'bidder', over: true, winner: 0 },
    { name: 'both: the bidders win', totals: [510, 560], lastBidTeam: 0, target: 500, bothReachTarget: 'bidder', over: true, winner: 0 },
    { name: 'both: the higher total wins', totals: [510, 560], lastBidTeam: 0, target: 500, bothReachTarget: 'higher', over: true, winner: 1 },
    { name: 'both, exact tie: the calling team', totals: [530, 530], lastBidTeam: 1, target: 500, bothReachTarget: 'higher', over: true, winner: 1 },
  ],
  scoreSheet: [
    {
      name: 'auction hand with melds and bella',
      input: {
        bidTeam: 0,
        bid: 120,
        trump: 'S',
        cardPoints: [100, 62],
        melds: [['run3-KH', 'four-J'], ['run4-9D']],
        bella: [20, 0],
      },
      teamScores: [340, 62],
    },
    {
      name: 'traditional hand with meld values',
      input: { options: { preset: 'traditional' }, bidTeam: 1, cardPoints: [90, 72], melds: [[20], [50, 20]] },
      teamScores: [90, 142],
    },
    {
      name: 'card points not summing to 162',
      input: { bidTeam: 0, bid: 100, cardPoints: [100, 61] },
      error: sheetError('card-points-sum'),
    },
    {
      name: 'bid not a multiple of 10',
      input: { bidTeam: 0, bid: 105, cardPoints: [100, 62] },
      error: sheetError('bid-not-multiple-of-10'),
    },
    {
      name: 'a meld that does not exist',
      input: { bidTeam: 0, bid: 100, cardPoints: [100, 62], melds: [['run3-7H'], []] },
      error: sheetError('no-such-meld'),
    },
    {
      name: 'bella twice',
      input: { bidTeam: 0, bid: 100, cardPoints: [100, 62], bella: [20, 20] },
      error: sheetError('bella-twice'),
    },
  ],
};
