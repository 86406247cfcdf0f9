/**
 * Conformance vectors of the oracle protocol (`atout oracle`): request lines with the exact
 * answer line atout gives, for every query and every error a line can get (but a line over the
 * size limit, which is 24 MiB). An implementation of the protocol (or a client's test suite)
 * sends each request and compares the answer as JSON.
 */
import { positionNotations, ruleQueries, rulesets } from '../games/registry.js';
import { answerLine } from '../oracle/protocol.js';
import { registryOf } from '../record/replay.js';
import { tarotFactsOf } from '../games/tarot/facts.js';
import { parseTarotPosition } from '../games/tarot/position.js';
import type { EndgameFixture, PerftFixture } from './perft.js';
import { belote } from '../games/belote/rules.js';
import { beloteMatch } from '../games/belote/match.js';
import { coinche } from '../games/coinche/rules.js';
import { coincheMatch } from '../games/coinche/match.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { beloteFactsOf } from '../games/belote/facts.js';
import type { BeloteState } from '../games/belote/state.js';

/** The rulesets the vectors ask: the shipped ones, and Belote's and Coinche's while they are not yet in `games`. */
export const askedRulesets = (): AnyRuleset[] => [
  ...rulesets,
  ...[belote, coinche, beloteMatch, coincheMatch]
    .map((r) => r as unknown as AnyRuleset)
    .filter((r) => !rulesets.some((x) => x.id === r.id)),
];

/** One case: the request (an object, sent as one line of JSON) or the raw line, and the answer. */
export type OracleCase =
  | { readonly name: string; readonly request: object; readonly answer: object }
  | { readonly name: string; readonly line: string; readonly answer: object };

/** The requests of the vectors, by name: objects, or raw lines (strings) for lines that are not requests. */
function requests(
  records: readonly unknown[],
  starts: readonly PerftFixture[],
  endgames: readonly EndgameFixture[],
): [string, object | string][] {
  const tarabishRecord = (records as { ruleset: { id: string }; actions: string[] }[]).find(
    (r) => r.ruleset.id === 'tarabish',
  )!;
  const illegal = { ...tarabishRecord, actions: [...tarabishRecord.actions] };
  const i = illegal.actions.findIndex((a) => a.startsWith('play:'));
  [illegal.actions[i], illegal.actions[i + 1]] = [illegal.actions[i + 1]!, illegal.actions[i]!];
  const start = starts.find((f) => f.game === 'tarot-4')!;
  // a 3-trick Tarot endgame given by its facts (every hand, the chien, the contract, the cards won, …)
  const endgame = endgames.find((f) => f.game === 'tarot-4' && f.tricksLeft === 3)!;
  const state = parseTarotPosition(endgame.position);
  const facts = state._tag === 'Right' ? tarotFactsOf(state.right) : state;
  if (facts._tag === 'Left') throw new Error(`the endgame fixture has no facts: ${facts.left.message}`);
  const endFacts = facts.right;
  const twice = { ...endFacts, hands: endFacts.hands.map((h, i) => (i === 0 ? [...h.slice(1), endFacts.hands[1]![0]!] : h)) };
  // a Tarabish trick to which the legal plays answer, then completed for its winner
  const tarabishTrick = [
    { seat: 0, card: 'KS' },
    { seat: 1, card: '9H' },
    { seat: 2, card: '7S' },
  ];
  // a Belote deal of seed 5 taken at once, then 20 cards played (each the first legal action), given by its facts
  const dealt = belote.setup({}, { seed: 5 });
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  let played: BeloteState = dealt.right;
  for (let i = 0; i < 21; i++) played = belote.applyUnchecked(played, belote.legal(played).find((a) => a.type !== 'pass')!).state;
  const beloteFacts = beloteFactsOf(played);
  if (beloteFacts._tag === 'Left') throw new Error(`no Belote facts: ${beloteFacts.left.message}`);
  const beloteTrick = [
    { seat: 1, card: 'KS' },
    { seat: 2, card: '7S' },
    { seat: 3, card: '9H' },
  ];
  return [
    ['tarot card points', { id: 1, game: 'tarot', query: 'card-points', facts: { cards: ['EX', '21T', 'KH', '5C'] } }],
    ['goulash card points', { id: 2, game: 'goulash', query: 'card-points', facts: { cards: ['1T', 'QS', 'EX'] } }],
    [
      'tarabish card points',
      { id: 3, game: 'tarabish', query: 'card-points', facts: { cards: ['JH', '9H', 'AC'], trump: 'H' } },
    ],
    [
      'tarot legal plays (hearts led, no heart: must trump, over the 12)',
      {
        id: 4,
        game: 'tarot',
        options: { players: 4 },
        query: 'legal-plays',
        facts: { hand: ['5T', '14T', 'EX', 'KS', '3C'], trick: [{ seat: 0, card: 'KH' }, { seat: 1, card: '12T' }] },
      },
    ],
    [
      'tarot trick winner',
      {
        id: 5,
        game: 'tarot',
        options: { players: 4 },
        query: 'trick-winner',
        facts: { trick: [{ seat: 1, card: 'KH' }, { seat: 2, card: '2T' }, { seat: 3, card: 'QH' }, { seat: 0, card: 'EX' }] },
      },
    ],
    ...(['off', 'overtrump-if-trumping', 'free'] as const).map((partnerException, i): [string, object] => [
      `tarabish legal plays, partnerException ${partnerException} (hand JH 8H AC; KS, 9H, 7S; hearts trump)`,
      {
        id: 20 + i,
        game: 'tarabish',
        options: { partnerException },
        query: 'legal-plays',
        facts: {
          hand: ['JH', '8H', 'AC'],
          trick: tarabishTrick,
          trump: 'H',
        },
      },
    ]),
    [
      'tarabish trick winner',
      {
        id: 23,
        game: 'tarabish',
        query: 'trick-winner',
        facts: {
          trick: [...tarabishTrick, { seat: 3, card: 'JH' }],
          trump: 'H',
        },
      },
    ],
    [
      'tarabish melds (two runs of three, four jacks, bella)',
      {
        id: 24,
        game: 'tarabish',
        query: 'melds',
        facts: { hand: ['7H', '8H', '9H', 'JC', 'JD', 'JS', 'JH', 'QH', 'KH'], trump: 'H' },
      },
    ],
    // Belote (hearts trump): the trick so far KS (seat 1), 7S (seat 2), 9H (seat 3, an opponent, master)
    [
      'belote card points',
      { id: 30, game: 'belote', query: 'card-points', facts: { cards: ['JH', '9H', 'AC'], trump: 'H' } },
    ],
    ...(['required', 'optional'] as const).map((undertrump, i): [string, object] => [
      `belote legal plays, undertrump ${undertrump} (hand 8H 7H AC; KS, 7S, 9H; hearts trump)`,
      {
        id: 31 + i,
        game: 'belote',
        options: { undertrump },
        query: 'legal-plays',
        facts: { hand: ['8H', '7H', 'AC'], trick: beloteTrick, trump: 'H' },
      },
    ]),
    [
      'belote trick winner (the last trick: the dix de der)',
      {
        id: 33,
        game: 'belote',
        query: 'trick-winner',
        facts: { trick: [...beloteTrick, { seat: 0, card: 'JH' }], trump: 'H', lastTrick: true },
      },
    ],
    [
      'belote announcements and belote, two teams compared',
      {
        id: 34,
        game: 'belote',
        options: { announcements: true },
        query: 'melds',
        facts: {
          hand: ['KS', 'QS', 'JS', 'KH', 'QH', 'JC', 'JD', 'JH'],
          trump: 'H',
          compare: { melds: [['run3-KS'], ['run4-10C']], eldestTeam: 1 },
        },
      },
    ],
    [
      'belote score (made, belote to the takers)',
      { id: 35, game: 'belote', query: 'score', facts: { takers: 1, cardPoints: [64, 98], belote: 1 } },
    ],
    [
      'belote-match score (a litige held)',
      { id: 36, game: 'belote-match', query: 'score', facts: { takers: 1, cardPoints: [81, 81] } },
    ],
    [
      'coinche legal plays (the contrée: unable to overtrump, any card)',
      {
        id: 40,
        game: 'coinche',
        query: 'legal-plays',
        facts: { hand: ['8H', '7H', 'AC'], trick: beloteTrick, strain: 'H' },
      },
    ],
    ['coinche card points', { id: 41, game: 'coinche', query: 'card-points', facts: { cards: ['JS', 'AH'], strain: 'S' } }],
    [
      'coinche trick winner',
      { id: 42, game: 'coinche', query: 'trick-winner', facts: { trick: [...beloteTrick, { seat: 0, card: 'AS' }], strain: 'C' } },
    ],
    [
      'coinche melds',
      { id: 43, game: 'coinche', query: 'melds', facts: { hand: ['10H', '9H', '8H', '7H', 'KD', 'QD'], strain: 'D' } },
    ],
    [
      'coinche score (coinched, failed, the defence\'s belote)',
      {
        id: 44,
        game: 'coinche',
        query: 'score',
        facts: { contract: { side: 1, bid: 120, strain: 'S', doubled: 'coinche' }, cardPoints: [54, 108], belote: 0 },
      },
    ],
    [
      'coinche-match score (a capot bid and made)',
      {
        id: 45,
        game: 'coinche-match',
        query: 'score',
        facts: { contract: { side: 1, bid: 'capot', strain: 'C' }, cardPoints: [0, 162], capot: 1 },
      },
    ],
    [
      'coinche legal plays, tout atout (beat the card that holds the trick, even the partner\'s)',
      {
        id: 47,
        game: 'coinche',
        options: { allTrumpNoTrump: true },
        query: 'legal-plays',
        facts: { hand: ['AH', 'QH', 'AC', 'KC', 'QC', 'AD', 'KD', 'QD'], trick: [{ seat: 1, card: '10H' }, { seat: 2, card: '8H' }], strain: 'TA' },
      },
    ],
    [
      'coinche trick winner, sans atout (the last trick: the dix de der)',
      {
        id: 48,
        game: 'coinche',
        options: { allTrumpNoTrump: true },
        query: 'trick-winner',
        facts: { trick: [{ seat: 1, card: '10H' }, { seat: 2, card: '8H' }, { seat: 3, card: 'AS' }, { seat: 0, card: 'KH' }], strain: 'SA', lastTrick: true },
      },
    ],
    [
      'coinche card points, tout atout with the trump values in every suit',
      { id: 49, game: 'coinche', options: { allTrumpNoTrump: true, allTrumpValues: 'trump' }, query: 'card-points', facts: { cards: ['JH', '9S', 'AD'], strain: 'TA' } },
    ],
    [
      'coinche melds, tout atout (a belote in every suit)',
      { id: 50, game: 'coinche', options: { allTrumpNoTrump: true }, query: 'melds', facts: { hand: ['AH', 'QH', 'AC', 'KC', 'QC', 'AD', 'KD', 'QD'], strain: 'TA' } },
    ],
    [
      'coinche melds, sans atout (four tens 150 over four jacks 100)',
      {
        id: 51,
        game: 'coinche',
        options: { allTrumpNoTrump: true, announcements: true },
        query: 'melds',
        facts: { hand: ['10S', '10H', '10D', '10C'], strain: 'SA', compare: { melds: [['four-10'], ['four-J']], eldestTeam: 1 } },
      },
    ],
    [
      'coinche score, tout atout made with one belote',
      { id: 52, game: 'coinche', options: { allTrumpNoTrump: true }, query: 'score', facts: { contract: { side: 1, bid: 120, strain: 'TA' }, cardPoints: [44, 118], belote: 1 } },
    ],
    [
      'belote perft from a position given by its facts (to the end of the deal)',
      { id: 'p6', game: 'belote', query: 'perft', facts: { position: beloteFacts.right, depth: 12 } },
    ],
    [
      'coinche: a strain the options do not play',
      { id: 46, game: 'coinche', query: 'card-points', facts: { cards: ['JH'], strain: 'TA' } },
    ],
    ['replay: a valid record', { id: 'r1', query: 'replay', facts: { record: tarabishRecord, seat: 0 } }],
    ['replay: an illegal action', { id: 'r2', query: 'replay', facts: { record: illegal } }],
    [
      'perft from a seed, with divide',
      { id: 'p1', game: 'tarot', options: { players: 4 }, query: 'perft', facts: { seed: 7, depth: 3, divide: true } },
    ],
    ['perft from a position', { id: 'p2', game: 'tarot', query: 'perft', facts: { position: start.position, depth: 3 } }],
    [
      'perft from a position given by its facts (a 3-trick Tarot endgame, to its end)',
      { id: 'p4', game: 'tarot', options: { players: 4 }, query: 'perft', facts: { position: endFacts, depth: 12 } },
    ],
    [
      'perft from an inconsistent position (a card in two hands)',
      { id: 'p5', game: 'tarot', options: { players: 4 }, query: 'perft', facts: { position: twice, depth: 1 } },
    ],
    [
      'perft over its node budget',
      { id: 'p3', game: 'tarot', query: 'perft', facts: { position: start.position, depth: 4, maxNodes: 100 } },
    ],
    ['not JSON', '{"id": 1, "query": '],
    ['not an object', '[1, 2, 3]'],
    ['no id', { query: 'hello' }],
    ['another protocol version', { id: 'v', v: 2, query: 'hello' }],
    ['an unknown query', { id: 'q', game: 'tarot', query: 'best-move', facts: {} }],
    ['an unknown game', { id: 'g', game: 'chess', query: 'card-points', facts: { cards: [] } }],
    ['a query the game does not answer', { id: 'n', game: 'tarot', query: 'melds', facts: {} }],
    ['an unknown field', { id: 'f', query: 'hello', fatcs: {} }],
    ['bad perft facts', { id: 'b', game: 'tarot', query: 'perft', facts: { seed: 1, depth: 65 } }],
    ['a card that is not one', { id: 'c', game: 'tarabish', query: 'card-points', facts: { cards: ['1H'], trump: 'H' } }],
    ['bad options', { id: 'o', game: 'tarot', options: { players: 6 }, query: 'card-points', facts: { cards: [] } }],
  ];
}

/** The oracle vectors: each request with atout's answer (from the sample records and perft start positions). */
export function oracleVectors(
  records: readonly unknown[],
  starts: readonly PerftFixture[],
  endgames: readonly EndgameFixture[],
) {
  const registry = registryOf(...askedRulesets());
  const cases: OracleCase[] = requests(records, starts, endgames).map(([name, request]) => {
    const line = typeof request === 'string' ? request : JSON.stringify(request);
    const answer = JSON.parse(answerLine(line, registry, undefined, positionNotations, ruleQueries)) as object;
    return typeof request === 'string' ? { name, line, answer } : { name, request, answer };
  });
  return {
    description:
      'The oracle protocol (`atout oracle`, docs/oracle.md "JSON Lines protocol"): each case is a request (`request`, sent as one line of JSON, or `line`, sent as is) and the answer line atout writes (`answer`, compared as JSON). The request and answer JSON Schemas are schema/oracle.*.schema.json. `hello` is left out (its answer carries the library version).',
    cases,
  };
}
