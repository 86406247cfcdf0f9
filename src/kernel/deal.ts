/**
 * Seeded dealing. `dealFromSeed` shuffles the deck's canonical card order with the seeded deal
 * generator (`sfc32-v1` for a 32-bit seed, the cryptographic `chacha20-v1` for a 128-bit seed:
 * `dealRng`) and Fisher–Yates, then cuts the permutation in order: seat 0 takes the first
 * `handSize` cards, seat 1 the next, …, and the remaining cards form the extra pile (the chien).
 * Hands keep the order they were cut in (a game may give that order a meaning, e.g. the first
 * cards are those seen before bidding).
 */
import { formatCard, parseCard, type Card, type DeckSpec } from './card.js';
import type { DEAL_LIST_ERROR_CODES } from './codes.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { dealRng, RNG_ALGORITHM, RNG_ALGORITHM_128, RNG_ALGORITHM_STREAM, shuffle } from './rng.js';
import type { Seed } from './seed.js';

/** The dealing algorithm's name for 32-bit seeds, written into records (`sfc32-v1+fisher-yates+cut-v1`). */
export const DEAL_ALGORITHM = `${RNG_ALGORITHM}+fisher-yates+cut-v1` as const;
/** The dealing algorithm's name for 128-bit seeds (`chacha20-v1+fisher-yates+cut-v1`). */
export const DEAL_ALGORITHM_128 = `${RNG_ALGORITHM_STREAM}+fisher-yates+cut-v1` as const;
/** The `table` procedure's name for 32-bit seeds (`kernel/table-deal.ts`). */
export const TABLE_DEAL_ALGORITHM = `${RNG_ALGORITHM}+fisher-yates+table-v1` as const;
/** The `table` procedure's name for 128-bit seeds (`chacha20-v1+fisher-yates+table-v1`). */
export const TABLE_DEAL_ALGORITHM_128 = `${RNG_ALGORITHM_STREAM}+fisher-yates+table-v1` as const;
/** Every dealing algorithm this library deals with (a record names one of them). */
export const DEAL_ALGORITHMS = [
  DEAL_ALGORITHM,
  DEAL_ALGORITHM_128,
  TABLE_DEAL_ALGORITHM,
  TABLE_DEAL_ALGORITHM_128,
] as const;
/** A published dealing algorithm name. */
export type DealAlgorithm = (typeof DEAL_ALGORITHMS)[number];
/**
 * Dealing algorithms this library no longer deals with: 128-bit seeds dealt with sfc32 in
 * development versions (never in a release) until deals from them became cryptographic
 * (`chacha20-v1`). A record naming one is refused (`record/bad-deal-algorithm`), never dealt
 * otherwise.
 */
export const RETIRED_DEAL_ALGORITHMS = [
  `${RNG_ALGORITHM_128}+fisher-yates+cut-v1`,
  `${RNG_ALGORITHM_128}+fisher-yates+table-v1`,
] as const;

/**
 * How a seeded deal is made: `shuffle` (the default) a uniformly random partition of the deck,
 * cut into hands in seat order; `table` the way people deal, with a cut, packets and the extra
 * pile laid aside card by card (`kernel/table-deal.ts`). Both give every partition; `table`
 * reproduces a deal at the table.
 */
export const DEAL_PROCEDURES = ['shuffle', 'table'] as const;
/** A deal procedure. */
export type DealProcedure = (typeof DEAL_PROCEDURES)[number];

/** The dealing algorithm a seed and a procedure select (written into records with the seed). */
export const dealAlgorithm = (seed: Seed, procedure: DealProcedure = 'shuffle'): DealAlgorithm =>
  procedure === 'table'
    ? typeof seed === 'number'
      ? TABLE_DEAL_ALGORITHM
      : TABLE_DEAL_ALGORITHM_128
    : typeof seed === 'number'
      ? DEAL_ALGORITHM
      : DEAL_ALGORITHM_128;

/** The procedure a published dealing algorithm names. */
export const procedureOf = (algorithm: DealAlgorithm): DealProcedure =>
  algorithm === TABLE_DEAL_ALGORITHM || algorithm === TABLE_DEAL_ALGORITHM_128 ? 'table' : 'shuffle';

/** Reads a source's optional `procedure`: undefined is `shuffle`; anything else unknown is refused (null). */
export const readProcedure = (value: unknown): DealProcedure | null =>
  value === undefined ? 'shuffle' : (DEAL_PROCEDURES.find((p) => p === value) ?? null);

/** How a deck is cut: `hands` hands of `handSize` cards, then `extra` cards. */
export interface DealLayout {
  readonly hands: number;
  readonly handSize: number;
  /** Cards left over after the hands (the chien), ≥ 0. */
  readonly extra: number;
}

/** A dealt deck: the hands in seat order and the extra pile. */
export interface Deal {
  readonly hands: readonly (readonly Card[])[];
  readonly extra: readonly Card[];
}

/**
 * Deals `deck` by `layout` from `seed`, bit for bit as docs/oracle.md describes. Throws a
 * RangeError when the layout does not use every card (a programming error).
 */
export function dealFromSeed(deck: DeckSpec, layout: DealLayout, seed: Seed): Deal {
  if (layout.hands * layout.handSize + layout.extra !== deck.cards.length) {
    throw new RangeError(
      `layout ${JSON.stringify(layout)} does not use the ${deck.cards.length} cards of ${deck.name}`,
    );
  }
  const perm = shuffle(deck.cards, dealRng(seed));
  const hands = Array.from({ length: layout.hands }, (_, i) =>
    perm.slice(i * layout.handSize, (i + 1) * layout.handSize),
  );
  return { hands, extra: perm.slice(layout.hands * layout.handSize) };
}

/** A list of a deal that cannot be read (a proxy or a getter that throws): `setup/bad-deal`. */
const unreadable = (where: string) => ruleError('setup/bad-deal', `${where} cannot be read.`);

/** What `dealtCards` and `dealtHands` refuse a deal with. */
export type DealListError = RuleError<
  (typeof DEAL_LIST_ERROR_CODES)[number] | 'setup/duplicate-card' | 'notation/bad-card'
>;

/**
 * The cards of one list of an explicit deal (a seat's hand, or the cards laid aside such as Tarot's
 * chien), in notation, each card once in the whole deal: `seen` collects the cards of the lists
 * read so far. `where` names the list in messages (`hands[2]`, `the chien`), `seat` its seat (null:
 * no seat's). Every game's explicit deal is read with it.
 * Never throws: a list that cannot be read (a proxy or a getter that throws) is `setup/bad-deal`.
 * @returns Left `setup/bad-deal` (not a list, or unreadable), `setup/wrong-deal-size` (`{ where, size, got }`, and
 *   `seat` for a hand), `notation/bad-card` or `setup/duplicate-card` (`{ card }`).
 */
export function dealtCards(
  deck: DeckSpec,
  list: unknown,
  size: number,
  where: string,
  seat: number | null,
  seen: Set<Card>,
): Either<DealListError, Card[]> {
  try {
    if (!Array.isArray(list)) return left(ruleError('setup/bad-deal', `${where} must be a list of cards.`));
    if (list.length !== size) {
      const detail = { where, size, got: list.length };
      return left(
        ruleError(
          'setup/wrong-deal-size',
          `${where} must have ${size} cards, not ${list.length}.`,
          seat === null ? detail : { seat, ...detail },
        ),
      );
    }
    const out: Card[] = [];
    for (const t of list) {
      const c = parseCard(deck, t);
      if (c._tag === 'Left') return c;
      if (seen.has(c.right)) {
        const card = formatCard(deck, c.right);
        return left(ruleError('setup/duplicate-card', `${card} is dealt twice.`, { card }));
      }
      seen.add(c.right);
      out.push(c.right);
    }
    return right(out);
  } catch {
    return left(unreadable(where));
  }
}

/**
 * The hands of an explicit deal: `hands` must list `count` hands of `size` cards each (`dealtCards`
 * reads each, as `hands[i]` of seat i), every card once; `seen` collects the cards (pass it on to
 * read the cards laid aside).
 * Never throws, as `dealtCards`.
 * @returns Left `setup/bad-deal` (not a list, or unreadable), `setup/wrong-hand-count` (`{ hands }`, the number
 *   received), or a refusal of `dealtCards`.
 */
export function dealtHands(
  deck: DeckSpec,
  hands: unknown,
  count: number,
  size: number,
  seen: Set<Card>,
): Either<DealListError, Card[][]> {
  try {
    if (!Array.isArray(hands))
      return left(ruleError('setup/bad-deal', `A deal lists ${count} hands of ${size} cards.`));
    if (hands.length !== count)
      return left(
        ruleError('setup/wrong-hand-count', `A ${count}-player deal has ${count} hands.`, { hands: hands.length }),
      );
    const out: Card[][] = [];
    for (let seat = 0; seat < count; seat++) {
      const h = dealtCards(deck, hands[seat], size, `hands[${seat}]`, seat, seen);
      if (h._tag === 'Left') return h;
      out.push(h.right);
    }
    return right(out);
  } catch {
    return left(unreadable('A deal'));
  }
}
