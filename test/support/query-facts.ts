/** Valid facts for every rule query of every ruleset that has them, for the fuzzers to mutate. */
import type { RuleQueryName } from '../../src/kernel/ruleset.js';

const trick3 = [
  { seat: 1, card: 'KS' },
  { seat: 2, card: '9H' },
  { seat: 3, card: '7S' },
];

/** Facts by ruleset id and query name. */
const FACTS: Readonly<Record<string, Partial<Record<RuleQueryName, readonly unknown[]>>>> = {
  tarot: {
    'legal-plays': [
      {
        hand: ['5T', '12T', 'KS', 'EX'],
        trick: [
          { seat: 1, card: '3H' },
          { seat: 2, card: '8T' },
        ],
      },
      { hand: ['2S', 'QH'], trick: [], firstTrick: true, called: null },
    ],
    'trick-winner': [{ trick: trick3.concat({ seat: 0, card: 'EX' }), lastTrick: true, leaderSideWonEveryTrick: true }],
    'card-points': [{ cards: ['KH', 'EX', '3T'] }],
    score: [{ contract: 'garde', taker: 0, oudlers: 2, points: 48 }],
  },
  goulash: {
    'legal-plays': [{ hand: ['5T', 'KS'], trick: [{ seat: 0, card: '3H' }] }],
    'trick-winner': [
      {
        trick: [
          { seat: 2, card: '2H' },
          { seat: 3, card: 'EX' },
          { seat: 0, card: '3H' },
          { seat: 1, card: '21T' },
        ],
        lastTrick: true,
      },
    ],
    'card-points': [{ cards: ['KH'] }],
  },
  tarabish: {
    'legal-plays': [{ hand: ['JH', '8H', 'AC'], trick: trick3, trump: 'H' }],
    'trick-winner': [{ trick: trick3.concat({ seat: 0, card: 'JH' }), trump: 'H', lastTrick: true }],
    'card-points': [{ cards: ['JH', '9H'], trump: 'no-trump' }],
    melds: [
      { hand: ['JH', 'QH', 'KH', 'AH'], trump: 'H', compare: { melds: [['run4-AH'], ['four-J']], eldestTeam: 0 } },
    ],
    score: [{ bidTeam: 0, bid: 100, cardPoints: [100, 62] }],
  },
  belote: {
    'legal-plays': [{ hand: ['JH', '8H', 'AC'], trick: trick3, trump: 'H' }],
    'trick-winner': [{ trick: trick3.concat({ seat: 0, card: 'JH' }), trump: 'H', lastTrick: true }],
    'card-points': [{ cards: ['JH', '9H'], trump: 'S' }],
    melds: [
      { hand: ['JH', 'QH', 'KH', 'AH'], trump: 'H', compare: { melds: [['run4-AH'], ['four-J']], eldestTeam: 0 } },
    ],
    score: [
      { takers: 0, cardPoints: [100, 62], belote: 0 },
      {
        options: { announcements: true },
        takers: 1,
        cardPoints: [0, 162],
        capot: 1,
        announcements: [['run3-KS'], ['four-J']],
        trump: 'H',
      },
    ],
  },
  coinche: {
    'legal-plays': [{ hand: ['JH', '8H', 'AC'], trick: trick3, strain: 'H' }],
    'trick-winner': [{ trick: trick3.concat({ seat: 0, card: 'JH' }), strain: 'D', lastTrick: true }],
    'card-points': [{ cards: ['JH', '9H'], strain: 'C' }],
    melds: [
      { hand: ['JH', 'QH', 'KH', 'AH'], strain: 'H', compare: { melds: [['run4-AH'], ['four-J']], eldestTeam: 1 } },
    ],
    score: [
      { contract: { side: 0, bid: 100, strain: 'H', doubled: 'coinche' }, cardPoints: [100, 62], belote: 1 },
      { contract: { side: 1, bid: 'capot', strain: 'S' }, cardPoints: [0, 162], capot: 1 },
    ],
  },
};

/** Facts by ruleset id and query name: each game's, and the same for its match (which passes its deal options on). */
export const QUERY_FACTS: Readonly<Record<string, Partial<Record<RuleQueryName, readonly unknown[]>>>> = {
  ...FACTS,
  ...Object.fromEntries(Object.entries(FACTS).map(([id, facts]) => [`${id}-match`, facts])),
};
