/**
 * Setting up a deal. Belote rules (FFB "Règles officielles de la Belote" §3): 32 cards; first part,
 * from the eldest in playing order, 3 cards to each seat then 2 (option `packets`: or 2 then 3),
 * 5 each; the 21st card is turned face up (la retourne); once a seat takes, the second part: the
 * taker receives the turned card, then from the eldest 3 cards to each seat but 2 to the taker.
 * A seeded deal shuffles the deck (`dealFromSeed`: 4 hands of 5, the 12 others the rest of the pack
 * from the top), which gives each seat a uniform share in the same shape as the packets.
 * An explicit deal names each seat's 5 cards and the rest of the pack from the top (the turned card
 * first): `{ hands, pack }`.
 */
import type { Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { dealFromSeed, dealtCards, dealtHands, readProcedure } from '../../kernel/deal.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import type { Source } from '../../kernel/ruleset.js';
import { badProcedure } from '../../kernel/seeded-deal.js';
import { parseSeed, type Seed } from '../../kernel/seed.js';
import { beloteDeck } from './cards.js';
import { parseBeloteOptions, type BeloteOptions, type BeloteOptionsInput } from './options.js';
import type { BeloteState } from './state.js';
import { stateFromFacts } from './facts.js';
import type { BeloteError } from './step.js';

/** Cards each seat receives in the first part of the deal. */
export const FIRST_PART = 5;
/** The cards left in the pack after the first part: the turned card and the 11 of the second part. */
export const PACK_REST = 12;

/** An explicit deal: each seat's five cards of the first part, and the rest of the pack from the top (the turned card first). */
export interface BeloteDeal {
  readonly hands: readonly (readonly string[])[];
  readonly pack: readonly string[];
}

const LAYOUT = { hands: 4, handSize: FIRST_PART, extra: PACK_REST } as const;

/** A fresh deal from each seat's first five cards and the rest of the pack. */
export function initialState(
  options: BeloteOptions,
  hands: readonly (readonly Card[])[],
  pack: readonly Card[],
): BeloteState {
  return {
    options,
    phase: 'first-round',
    hands: hands.map((h) => setOf(4, h)),
    pack: pack.slice(),
    dealt: { hands: hands.map((h) => h.slice()), pack: pack.slice() },
    turned: pack[0]!,
    speech: [],
    taker: null,
    trump: null,
    strain: null,
    declarations: [null, null, null, null],
    leader: (options.dealer + 1) % 4,
    trick: [],
    tricks: [],
    won: [[], []],
    calls: [0, 0, 0, 0],
    voids: [0, 0, 0, 0],
    trumpCeiling: [9, 9, 9, 9],
    annulled: false,
  };
}

/** An explicit deal read and checked: 4 hands of 5 and a pack of 12, every card of the deck once. */
function parseDeal(deal: unknown): Either<BeloteError, { hands: Card[][]; pack: Card[] }> {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal))
    return left(ruleError('setup/bad-deal', 'A Belote deal is { hands: string[4][5], pack: string[12] }.'));
  const { hands, pack } = deal as { hands?: unknown; pack?: unknown };
  if (Object.keys(deal).sort().join(',') !== 'hands,pack')
    return left(ruleError('setup/bad-deal', 'A Belote deal is { hands: string[4][5], pack: string[12] }.'));
  const seen = new Set<Card>();
  const h = dealtHands(beloteDeck, hands, 4, FIRST_PART, seen);
  if (h._tag === 'Left') return h;
  const p = dealtCards(beloteDeck, pack, PACK_REST, 'the pack', null, seen);
  if (p._tag === 'Left') return p;
  return right({ hands: h.right, pack: p.right });
}

/** The refusal of `procedure: 'table'`, which the other games deal and Belote's do not yet. */
const tableNotWritten = ruleError(
  'setup/bad-procedure',
  'Belote deals are dealt by the shuffle only for now: the "table" procedure (the cut and the packets) is not written yet.',
  { field: 'procedure', received: 'table', allowed: ['shuffle'] },
);

/**
 * A deal's source read, for Belote and the games built on it (Coinche): `{ seed }`, dealt by the
 * shuffle (`seeded` builds the state; dealing as at the table, the cut and the packets, is not
 * written yet: any other `procedure` is refused), `{ deal }`, an explicit deal that `explicit`
 * reads and checks, or `{ position }`, a position's facts that `position` reads and checks.
 */
export function fromSource<E, S>(
  source: unknown,
  seeded: (seed: Seed) => S,
  explicit: (deal: unknown) => Either<E, S>,
  position: (facts: unknown) => Either<E, S>,
): Either<E | RuleError<'setup/bad-source' | 'setup/bad-seed' | 'setup/bad-procedure'>, S> {
  if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source || 'position' in source))
    return left(ruleError('setup/bad-source', 'The source is { seed }, { deal } or { position }.'));
  if ('position' in source) return position(source.position);
  if ('seed' in source) {
    const seed = parseSeed(source.seed);
    if (seed._tag === 'Left') return seed;
    const given = (source as { procedure?: unknown }).procedure;
    const procedure = readProcedure(given);
    if (procedure === null) return left(badProcedure(given));
    if (procedure === 'table') return left(tableNotWritten);
    return right(seeded(seed.right));
  }
  return explicit((source as { deal?: unknown }).deal);
}

/** `setup`: the options, then the source (a seed, or an explicit deal). */
export function setupDeal(
  input: BeloteOptionsInput | undefined,
  source: Source<BeloteDeal, unknown>,
): Either<BeloteError, BeloteState> {
  const options = parseBeloteOptions(input);
  if (options._tag === 'Left') return options;
  return fromSource(
    source,
    (seed) => {
      const dealt = dealFromSeed(beloteDeck, LAYOUT, seed);
      return initialState(options.right, dealt.hands, dealt.extra);
    },
    (deal) => {
      const read = parseDeal(deal);
      return read._tag === 'Left' ? read : right(initialState(options.right, read.right.hands, read.right.pack));
    },
    (facts) => stateFromFacts(options.right, facts),
  );
}
