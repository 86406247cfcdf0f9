/**
 * The conformance vectors: the rule situations atout's tests use, as plain data, so that an
 * implementation in any language can check itself without running JavaScript. Each file has a
 * `description` saying what its cases mean and how to run them.
 */
import { formatCard, type DeckSpec } from '../kernel/card.js';
import {
  DEAL_ALGORITHM,
  DEAL_ALGORITHM_128,
  dealFromSeed,
  TABLE_DEAL_ALGORITHM,
  TABLE_DEAL_ALGORITHM_128,
  type DealLayout,
} from '../kernel/deal.js';
import { cutForDealer, DEALER_CUT_INDEX } from '../kernel/dealer-cut.js';
import { dealAtTable, tableDealOfSeed, type TableRules } from '../kernel/table-deal.js';
import { tarotTableRules } from '../games/tarot/deal.js';
import { TARABISH_TABLE_RULES } from '../games/tarabish/deal.js';
import { beloteDeck } from '../games/belote/cards.js';
import { beloteTableRules } from '../games/belote/deal.js';
import { coincheTableRules } from '../games/coinche/deal.js';
import { tarotDealerCutKey } from '../games/tarot/match.js';
import { tarabishDealerCutKey } from '../games/tarabish/match.js';
import { RNG_ALGORITHM, RNG_ALGORITHM_128, RNG_ALGORITHM_STREAM, rngOutputs } from '../kernel/rng.js';
import { deriveSeed, type Seed } from '../kernel/seed.js';
import { tarabishDeck } from '../games/tarabish/cards.js';
import { tarotDeck } from '../games/tarot/cards.js';
import { tarabishScoringVectors } from './tarabish.js';
import { dealtFixtures, endgameFixtures, poigneeFixtures, startFixtures } from './perft.js';
import { cardPointVectors, legalVectors, recordVectors, trickVectors } from './games.js';
import { oracleVectors } from './oracle.js';
import { goulashScoreSheetVectors, goulashVectors, tarotScoreSheetVectors, tarotScoringVectors } from './tarot.js';

const names = (deck: DeckSpec, cards: readonly number[]) => cards.map((c) => formatCard(deck, c));

/**
 * 128-bit seeds of the vectors: all zeros, all ones, the bytes 0…15, and that seed with its first
 * and its last hex digit changed (each changes the outputs).
 */
const WIDE_SEEDS = [
  '00000000000000000000000000000000',
  'ffffffffffffffffffffffffffffffff',
  '000102030405060708090a0b0c0d0e0f',
  '100102030405060708090a0b0c0d0e0f',
  '000102030405060708090a0b0c0d0e0e',
  '9e3779b97f4a7c15f39cc0605cedc834',
];

function rngVectors() {
  return {
    description: `Outputs of the ${RNG_ALGORITHM} generator (see docs/oracle.md for the algorithm, bit for bit): for each seed, the first 16 unsigned 32-bit outputs. \`wide\`: the same for 128-bit seeds (32 hex digits, byte i = digits 2i and 2i + 1) with ${RNG_ALGORITHM_128} (simulations). \`stream\`: the first 40 outputs of ${RNG_ALGORITHM_STREAM}, the ChaCha20 generator that deals from 128-bit seeds (key: the seed's 16 bytes then 16 zero bytes; nonce: 12 zero bytes; counter from 0; the keystream as little-endian 32-bit words).`,
    algorithm: RNG_ALGORITHM,
    cases: [0, 1, 2, 42, 1234567, 0x7fffffff, 0xffffffff].map((seed) => ({ seed, outputs: rngOutputs(seed, 16) })),
    wide: {
      algorithm: RNG_ALGORITHM_128,
      cases: WIDE_SEEDS.map((seed) => ({ seed, outputs: rngOutputs(seed, 16) })),
    },
    stream: {
      algorithm: RNG_ALGORITHM_STREAM,
      cases: WIDE_SEEDS.map((seed) => ({ seed, outputs: rngOutputs(seed, 40, 'deal') })),
    },
  };
}

function deriveVectors() {
  const pairs = <S extends Seed>(seeds: readonly S[]) =>
    seeds.flatMap((seed) => [0, 1, 2, 19, 0xa11, 0xffffffff].map((n) => ({ seed, n, derived: deriveSeed(seed, n) })));
  return {
    description:
      'Sub-seeds (deriveSeed(seed, n): deal n of a match, samples, bots). 32-bit seed s: the first output of sfc32-v1 seeded by (s ^ ((n + 1) * 0x9E3779B1 mod 2^32)), unsigned. 128-bit seed: SHA-256 of the seed\'s 16 bytes followed by n as 4 bytes big-endian, truncated to its first 16 bytes, as 32 lower-case hex digits.',
    seed32: pairs([0, 1, 42, 0xffffffff]),
    seed128: pairs(WIDE_SEEDS.slice(0, 3)),
  };
}

function dealVectors() {
  const layouts: { game: string; deck: DeckSpec; layout: DealLayout }[] = [
    { game: 'tarot-3', deck: tarotDeck, layout: { hands: 3, handSize: 24, extra: 6 } },
    { game: 'tarot-4', deck: tarotDeck, layout: { hands: 4, handSize: 18, extra: 6 } },
    { game: 'tarot-5', deck: tarotDeck, layout: { hands: 5, handSize: 15, extra: 3 } },
    { game: 'tarabish', deck: tarabishDeck, layout: { hands: 4, handSize: 9, extra: 0 } },
  ];
  const cases = <S extends Seed>(seeds: readonly S[]) =>
    layouts.flatMap(({ game, deck, layout }) =>
      seeds.map((seed) => {
        const d = dealFromSeed(deck, layout, seed);
        return { game, seed, layout, hands: d.hands.map((h) => names(deck, h)), chien: names(deck, d.extra) };
      }),
    );
  return {
    description: `Deals by seed (${DEAL_ALGORITHM}): the deck's canonical order (listed) is shuffled by Fisher-Yates from the last index down with the seeded generator; seat 0 takes the first handSize cards, seat 1 the next, and the rest is the chien. Hands are listed in the order received. \`wide\`: the same with 128-bit seeds (${DEAL_ALGORITHM_128}).`,
    algorithm: DEAL_ALGORITHM,
    decks: { tarot: names(tarotDeck, tarotDeck.cards), tarabish: names(tarabishDeck, tarabishDeck.cards) },
    cases: cases([0, 1, 7, 42, 99999]),
    wide: { algorithm: DEAL_ALGORITHM_128, cases: cases(WIDE_SEEDS.slice(2, 5)) },
  };
}

/** Deals made as at the table (the `table` procedure), and first dealers chosen by cutting. */
function tableDealVectors() {
  const games: { game: string; deck: DeckSpec; rules: TableRules; key?: (c: number) => number | null }[] = [
    { game: 'tarot-3', deck: tarotDeck, rules: tarotTableRules(3), key: tarotDealerCutKey },
    { game: 'tarot-4', deck: tarotDeck, rules: tarotTableRules(4), key: tarotDealerCutKey },
    { game: 'tarot-5', deck: tarotDeck, rules: tarotTableRules(5), key: tarotDealerCutKey },
    { game: 'tarabish', deck: tarabishDeck, rules: TARABISH_TABLE_RULES, key: tarabishDealerCutKey },
    { game: 'belote', deck: beloteDeck, rules: beloteTableRules('3-2') },
    { game: 'coinche', deck: beloteDeck, rules: coincheTableRules('3-2-3') },
  ];
  const dealer = 0;
  // Belote and Coinche (added later) only with 32-bit seeds, to keep the vectors small
  const cases = <S extends Seed>(seeds: readonly S[]) =>
    games.flatMap(({ game, deck, rules, key }) =>
      (key === undefined && typeof seeds[0] !== 'number' ? [] : seeds).map((seed) => {
        const drawn = tableDealOfSeed(deck, rules, seed);
        const dealt = dealAtTable(rules, (dealer + 1) % rules.hands, drawn);
        if (dealt._tag === 'Left') throw new Error(dealt.left.message);
        return {
          game,
          seed,
          dealer,
          rules,
          pack: names(deck, drawn.order),
          cut: drawn.cut,
          extraSlots: drawn.extraSlots,
          hands: dealt.right.hands.map((h) => names(deck, h)),
          chien: names(deck, dealt.right.extra),
          ...(rules.stock ? { stock: names(deck, dealt.right.stock) } : {}),
        };
      }),
    );
  const cuts = <S extends Seed>(seeds: readonly S[]) =>
    games.flatMap(({ game, deck, rules, key }) =>
      seeds.flatMap((seed) => {
        if (key === undefined) return [];
        const cut = cutForDealer(deck, rules.hands, seed, key);
        return [{ game, seed, dealer: cut.dealer, draws: cut.draws.map((d) => ({ seat: d.seat, card: formatCard(deck, d.card) })) }];
      }),
    );
  return {
    description: `Deals made as at the table (${TABLE_DEAL_ALGORITHM}; \`wide\`: ${TABLE_DEAL_ALGORITHM_128}), seat ${dealer} dealing. One generator, seeded as for the shuffle procedure, draws in this order: (1) the pack: the deck's canonical order shuffled by Fisher-Yates from the last index down (the shuffle procedure's permutation; \`pack\` lists it from the top); (2) the cut: minCut + below(cards - 2 * minCut + 1) cards lifted from the top and put under the rest; (3) when the game lays cards aside (Tarot's chien), the gaps between packets are numbered 1 … P - 1 (gap g lies after the g-th packet dealt; P packets in all), a partial Fisher-Yates over that list (for i = 0 … extra - 1: swap i with i + below(P - 1 - i)) takes its first \`extra\` entries, sorted (\`extraSlots\`). The cut pack is then dealt in packets of \`rules.packet\` (a list: the packet of each round, Belote's first part 3 then 2, Coinche 3-2-3), round by round, to the seat after the dealer and on in seat order; after the packet ending at each extra slot one card goes to the chien; \`stock\` (Belote) lists the cards left in the pack, from the top, the first of them the turned card. \`dealerCuts\`: a match's first dealer chosen by cutting from the match seed: the deck's canonical order shuffled with the generator seeded by deriveSeed(seed, ${DEALER_CUT_INDEX}); seats 0, 1, … each take the next card (Tarot: the Excuse is drawn again; the lowest card deals, trumps above suits, suit cards by rank then spades > hearts > diamonds > clubs; Tarabish: the highest in the trump order J 9 A 10 K Q 8 7 6 deals); seats tied for the deal draw again in seat order.`,
    algorithm: TABLE_DEAL_ALGORITHM,
    cases: cases([0, 1, 42]),
    wide: { algorithm: TABLE_DEAL_ALGORITHM_128, cases: cases(WIDE_SEEDS.slice(2, 4)) },
    dealerCuts: cuts([0, 1, 2, 3, 42, 99999, WIDE_SEEDS[2]!]),
  };
}

/** Every vector file by name. */
export function buildVectors(): Record<string, object> {
  const records = recordVectors();
  const start = startFixtures();
  const endgames = endgameFixtures();
  return {
    rng: rngVectors(),
    deals: dealVectors(),
    'table-deals': tableDealVectors(),
    derive: deriveVectors(),
    'tarot-scoring': {
      description: 'French Tarot deal scoring: TarotDealFacts (points2 = the taker side\'s card points in half points) → the breakdown and every seat\'s score (docs/rules/tarot-scoring.md).',
      cases: tarotScoringVectors,
    },
    'goulash-scoring': {
      description: 'Goulash settlement: each player\'s points in half points → net = 91 − n × points (public units).',
      cases: goulashVectors,
    },
    'tarot-scoresheet': {
      description: 'The Tarot score-sheet entry point: input (public units) → scores, or the error code for impossible input.',
      cases: tarotScoreSheetVectors,
    },
    'tarabish-scoring': tarabishScoringVectors,
    legal: legalVectors(),
    tricks: trickVectors(),
    'card-points': cardPointVectors(),
    records,
    perft: {
      description: 'perft counts. Positions are in atout\'s position notation (docs/oracle.md). `depths[k]` = the number of legal action sequences of length k + 1 from the position (a sequence that ends the deal earlier counts once); `countToEnd` = every legal action sequence to the end of the deal. Counts are decimal strings (they may exceed 2^53).',
      start,
      endgames,
      poigneeDescription: 'Tarot positions where the seat to act may show a poignée (built from explicit deals). `depths`: the poignée announced (`poignee:simple`), then shown one card per action from the highest trump down (docs/rules/tarot.md). `convention1Depths`: poignée convention 1 (record format 1), one action naming every card shown; the same as counting each complete poignée as one ply.',
      poignee: poigneeFixtures(),
      dealtDescription: 'Coinche positions, given (as Coinche has no position notation yet) by the deal, each seat\'s 8 cards in seat order (`setup` from `{ deal: { hands } }` with the default options, dealer 0), and the actions since in action notation. `depths` as above (the start of a seeded deal); `countToEnd` as above (the last `tricksLeft` tricks).',
      dealt: dealtFixtures(),
    },
    'goulash-scoresheet': {
      description: 'The Goulash score-sheet entry point: each player\'s points → nets, or the error code.',
      cases: goulashScoreSheetVectors,
    },
    oracle: oracleVectors(records.records, start, endgames),
  };
}
