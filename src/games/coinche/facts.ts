/**
 * A Coinche position from facts: the contract (the taker, the bid, the strain, who coinched and
 * surcoinched) and Belote's facts of the card play (every hand, the announcements, the belote
 * calls, the cards won, the trick in progress, the seat to act, the voids and trump ceilings),
 * built as Belote builds them (`belote/facts.ts`) under the contract's trump (`trumpOfContract`) and
 * the ruleset's card-play options, the contract checked against the auction's rules (a bid on the
 * grid, a strain the options play, a coinche by a defender, a surcoinche by a taker). The auction's
 * calls are not part of a position: its state starts with the contract and no calls.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { Seat } from '../../kernel/seat.js';
import { cardPlayFactsShape, factsOfState, cardPlayStateFromFacts, type BelotePositionFacts } from '../belote/facts.js';
import { SUIT_LETTERS } from '../../family/cards.js';
import { seatFact } from '../../family/facts.js';
import {
  bidValueError,
  multiplierOf,
  sideOf,
  STRAINS,
  startAuction,
  strains,
  trumpOfContract,
  type Contract,
  type Strain,
} from './auction.js';
import { cardPlayOptions, type CoincheRulesOptions } from './options.js';
import type { CoincheState } from './state.js';
import { fromCardPlay, type CoincheError } from './step.js';
import { withState } from '../belote/step.js';

englishMessages();

/** The facts of a Coinche position: the contract, and Belote's facts of the card play but its trump and taker. */
export interface CoinchePositionFacts extends Omit<BelotePositionFacts, 'trump' | 'taker' | 'turned'> {
  /** The contract: the taker's seat, the bid (a value or `'capot'`), the strain, and the seats that coinched and surcoinched (null: none). */
  readonly contract: {
    readonly taker: Seat;
    readonly bid: number | 'capot';
    readonly strain: Strain;
    readonly coinche?: Seat | null | undefined;
    readonly surcoinche?: Seat | null | undefined;
  };
}

/** The strict zod schema of Coinche position facts (checked against `CoinchePositionFacts` at compile time). */
export const coinchePositionSchema: z.ZodMiniType<CoinchePositionFacts> = z.strictObject({
  ...cardPlayFactsShape,
  contract: z.strictObject({
    taker: seatFact,
    bid: z.union([z.int().check(z.minimum(0), z.maximum(10000)), z.literal('capot')]),
    strain: z.enum(STRAINS),
    coinche: z.optional(z.nullable(seatFact)),
    surcoinche: z.optional(z.nullable(seatFact)),
  }),
});

const fail = (message: string, detail: Record<string, unknown>): Either<CoincheError, never> =>
  left(ruleError('position/contract', message, detail));

/** The contract of the facts, checked: `position/contract` for a contract the auction cannot end on. */
function contractOf(o: CoincheRulesOptions, c: CoinchePositionFacts['contract']): Either<CoincheError, Contract> {
  if (!strains(o).includes(c.strain))
    return fail(`No contract is played in ${c.strain} under these options.`, { strain: c.strain });
  if (c.bid !== 'capot') {
    const bad = bidValueError(o, c.bid, c.strain);
    if (bad !== null) return fail(`${c.bid} is not a bid: ${bad.message}`, { bid: c.bid, cause: bad.code });
  }
  const side = sideOf(c.taker);
  const coinche = c.coinche ?? null;
  const surcoinche = c.surcoinche ?? null;
  if (coinche !== null && sideOf(coinche) === side)
    return fail('A coinche is said by a defender, not by the takers.', { coinche, taker: c.taker });
  if (surcoinche !== null && (coinche === null || sideOf(surcoinche) !== side))
    return fail('A surcoinche is said by a taker, after a coinche.', { surcoinche, coinche, taker: c.taker });
  const doubled = surcoinche !== null ? 'surcoinche' : coinche !== null ? 'coinche' : null;
  return right({
    taker: c.taker,
    side,
    bid: c.bid,
    strain: c.strain,
    multiplier: multiplierOf(o, doubled),
    coinche,
    surcoinche,
  });
}

/**
 * Builds the state of a position from its facts, or refuses them: `position/malformed`,
 * `position/contract`, and Belote's refusals of the card play's facts (`stateFromFacts` of
 * `belote/facts.ts`).
 */
export function coincheStateFromFacts(
  options: CoincheRulesOptions,
  input: unknown,
): Either<CoincheError, CoincheState> {
  const parsed = coinchePositionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return left(
      ruleError('position/malformed', `Not Coinche position facts: ${issue?.message ?? ''}`, {
        path: issue?.path.map(String) ?? [],
      }),
    );
  }
  const { contract: c, ...cardPlay } = parsed.data;
  const contract = contractOf(options, c);
  if (isLeft(contract)) return contract;
  const trump = trumpOfContract(contract.right.strain)!;
  const play = cardPlayStateFromFacts(cardPlayOptions(options), {
    ...cardPlay,
    trump: SUIT_LETTERS[trump]!,
    taker: contract.right.taker,
  });
  if (isLeft(play)) return left(fromCardPlay(play.left));
  return right({
    options,
    auction: startAuction(options.dealer),
    contract: contract.right,
    passedOut: false,
    // as in a dealt Coinche deal, Belote's state has no taker: the contract says who took
    play: withState(play.right, { taker: null }),
  });
}

/**
 * The facts of a state in the card play or the announcement round (`coincheStateFromFacts`
 * rebuilds a state with the same legal actions and result): Left `phase/wrong-phase` in the
 * auction or once the deal is over.
 */
export function coincheFactsOf(s: CoincheState): Either<CoincheError, CoinchePositionFacts> {
  if (s.contract === null)
    return left(ruleError('phase/wrong-phase', 'Facts describe the card play, not the auction.', { phase: 'auction' }));
  const c = s.contract;
  const p = s.play;
  if ((p.phase !== 'play' && p.phase !== 'announce') || p.trump === null)
    return left(
      ruleError('phase/wrong-phase', `Facts describe the card play, not the ${p.phase} phase.`, { phase: p.phase }),
    );
  // Belote's facts of the card play, the taker the contract's (Belote's state of a Coinche deal has none)
  const { trump: _trump, taker: _taker, turned: _turned, ...cardPlay } = factsOfState(p, c.taker, p.trump);
  return right({
    ...cardPlay,
    contract: { taker: c.taker, bid: c.bid, strain: c.strain, coinche: c.coinche, surcoinche: c.surcoinche },
  });
}
