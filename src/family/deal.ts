/**
 * A deal's source read once for every game of the Belote family (Belote, Coinche, Tarabish):
 * `{ seed, procedure? }` dealt by the kernel's seeded dealing (the shuffle, or as at the table), a
 * physical deal `{ deal: { order, cut } }` dealt by the game's table rules, any other `{ deal }`
 * an explicit deal the game reads, or `{ position }` a position's facts the game reads; and a
 * game's `setup` on it, its options parsed first (`setupFrom`).
 */
import { dealtCards, type Deal, type DealListError } from '../kernel/deal.js';
import { left, mapRight, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { Source } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';
import { seededDeal, type SeededDealRules } from '../kernel/seeded-deal.js';
import { dealAtTable, type TableDealError } from '../kernel/table-deal.js';

/** What reading a physical deal refuses. */
type TableDealRefusal = DealListError | TableDealError;

/** How a game of the family deals its cards: its deck, the shuffle's layout, the table's rules (from the eldest). */
export type FamilyDealing = Omit<SeededDealRules, 'first'>;

/** How a game builds its state from each kind of source, its options read. */
export interface SourceReaders<E, S> {
  readonly dealing: FamilyDealing;
  /** The state of a deal dealt from a seed or at the table: the hands, and the rest of the pack as `extra`. */
  readonly seeded: (deal: Deal) => S;
  /** An explicit deal read and checked. */
  readonly explicit: (deal: unknown) => Either<E, S>;
  /** A position's facts read and checked. */
  readonly position: (facts: unknown) => Either<E, S>;
}

/** The state of `source` as `readers` build it, the eldest hand (the dealer's right-hand neighbour) dealt first. */
export function fromSource<E, S>(
  source: unknown,
  dealer: Seat,
  readers: SourceReaders<E, S>,
): Either<E | TableDealRefusal | RuleError<'setup/bad-source' | 'setup/bad-seed' | 'setup/bad-procedure'>, S> {
  if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source || 'position' in source))
    return left(ruleError('setup/bad-source', 'The source is { seed }, { deal } or { position }.'));
  if ('position' in source) return readers.position(source.position);
  const dealing = { ...readers.dealing, first: (dealer + 1) % 4 };
  if ('seed' in source) return mapRight(seededDeal(source, dealing), readers.seeded);
  const deal = (source as { deal?: unknown }).deal;
  if (typeof deal === 'object' && deal !== null && !Array.isArray(deal) && 'order' in deal)
    return mapRight(tableDeal(deal, dealing), readers.seeded);
  return readers.explicit(deal);
}

/** A physical deal `{ order, cut }` read and dealt by `dealing`'s table rules: the hands, and the stock as `extra`. */
function tableDeal(deal: object, dealing: SeededDealRules): Either<TableDealRefusal, Deal> {
  const { order, cut } = deal as { order?: unknown; cut?: unknown };
  const size = dealing.deck.cards.length;
  if (Object.keys(deal).sort().join(',') !== 'cut,order' || typeof cut !== 'number')
    return left(ruleError('setup/bad-deal', `A table deal is { order: string[${size}], cut: number }.`));
  const cards = dealtCards(dealing.deck, order, size, 'the pack', null, new Set());
  if (cards._tag === 'Left') return cards;
  const dealt = dealAtTable(dealing.table, dealing.first, { order: cards.right, cut, extraSlots: [] });
  return dealt._tag === 'Left' ? dealt : right({ hands: dealt.right.hands, extra: dealt.right.stock });
}

/** A game's `setup` (the ruleset's member): its options, then the source of its deal. */
export type SetupOf<OIn, D, E, S> = (input: OIn | undefined, source: Source<D, unknown>) => Either<E, S>;

/** A game's `setup`: its options read (`parseOptions`, refused as they are), then the source by the game's `readers`. */
export const setupWith =
  <OIn, O extends { readonly dealer: Seat }, E, S>(
    parseOptions: (input: OIn | undefined) => Either<E, O>,
    readers: (o: O) => SourceReaders<E, S>,
  ): SetupOf<
    OIn,
    unknown,
    E | TableDealRefusal | RuleError<'setup/bad-source' | 'setup/bad-seed' | 'setup/bad-procedure'>,
    S
  > =>
  (input, source) => {
    const options = parseOptions(input);
    return options._tag === 'Left' ? options : fromSource(source, options.right.dealer, readers(options.right));
  };
