/**
 * The deal a seeded source asks a game's `setup` for (`{ seed, procedure? }`): the seed read, then
 * the deck shuffled and dealt by the game's layout (`shuffle`, the default), or dealt as at the
 * table (`table`: cut, packets, the game's extra slots). Every game reads its seeded sources here.
 */
import type { DeckSpec } from './card.js';
import { dealFromSeed, readProcedure, type Deal, type DealLayout } from './deal.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { brief, showValue } from './options-error.js';
import { parseSeed } from './seed.js';
import { dealFromSeedAtTable, type TableRules } from './table-deal.js';

/** How a game deals its deck from a seed, by either procedure. */
export interface SeededDealRules {
  readonly deck: DeckSpec;
  /** The `shuffle` procedure's layout. */
  readonly layout: DealLayout;
  /** The `table` procedure's rules, and the seat dealt first. */
  readonly table: TableRules;
  readonly first: number;
}

/** `setup/bad-procedure`: the value received and the procedures allowed (every game's and every match's `setup`). */
export function badProcedure(value: unknown): RuleError<'setup/bad-procedure'> {
  return ruleError(
    'setup/bad-procedure',
    `The deal procedure is "shuffle" (the default) or "table"; got ${showValue(value)}.`,
    { field: 'procedure', received: brief(value), allowed: ['shuffle', 'table'] },
  );
}

/**
 * The hands (and the other cards) of a seeded source. `extra` holds the cards no hand holds, in
 * order: the shuffle layout's extra cards; at the table, the extra pile laid aside, then the stock
 * left in the pack (a game has one or the other: Tarot's chien, Belote's rest of the pack).
 * @returns Left `setup/bad-seed` or `setup/bad-procedure`.
 */
export function seededDeal(
  source: { readonly seed?: unknown; readonly procedure?: unknown },
  rules: SeededDealRules,
): Either<RuleError<'setup/bad-seed' | 'setup/bad-procedure'>, Deal> {
  const seed = parseSeed(source.seed);
  if (seed._tag === 'Left') return seed;
  const procedure = readProcedure(source.procedure);
  if (procedure === null) return left(badProcedure(source.procedure));
  if (procedure === 'shuffle') return right(dealFromSeed(rules.deck, rules.layout, seed.right));
  const dealt = dealFromSeedAtTable(rules.deck, rules.table, rules.first, seed.right);
  return right({ hands: dealt.hands, extra: [...dealt.extra, ...dealt.stock] });
}

/**
 * Reads a `setup` source from outside through `read`: a source that cannot be read (a proxy whose
 * traps throw, a getter that throws, anywhere in it) is refused with `setup/bad-source` instead of
 * throwing. Every game's and every match's `setup` reads its source through it.
 */
export function readSource<E, S>(read: () => Either<E, S>): Either<E | RuleError<'setup/bad-source'>, S> {
  try {
    return read();
  } catch {
    return left(ruleError('setup/bad-source', 'The source cannot be read (a getter or proxy that throws).'));
  }
}
