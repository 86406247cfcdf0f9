/**
 * Player views, built from an allow-list: the calls of the auction and the contract, then the card
 * play's part as Belote's view shows it (`cardPlayView`, read from the card play's state): the
 * seat's own cards, the others' hand sizes, trump, the announcements (shown in full when made),
 * the belote calls, the public tricks, card points won, what the play proves about each seat's
 * hand (`inferences`); and the result once over.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import type { Seat } from '../../kernel/seat.js';
import { viewerOf } from '../../kernel/view.js';
import { cardPlayView, cardPlayViewShape, type CardPlayView } from '../belote/view.js';
import {
  pointsSchema as points,
  resultViewHead,
  resultViewHeadShape,
  seatSchema as seat,
  teamPair,
  viewHead,
  viewHeadShape,
  type ResultViewHead,
  type ViewHead,
} from '../../family/view.js';
import { STRAINS, type Contract } from './auction.js';
import { encodeCoinche } from './codec.js';
import { actor, phaseOf } from './reducer.js';
import { coincheResult } from './settle.js';
import { COINCHE_PHASES, type CoinchePhase, type CoincheState } from './state.js';

englishMessages();

/** The deal's result as a view shows it, per side (index = seat % 2). */
export interface CoincheResultView extends ResultViewHead<'made' | 'failed' | 'litige'> {
  readonly totals: readonly [number, number];
  readonly held: number;
}

/** What one seat (or a spectator) may know of a Coinche deal; cards by name (`AS`, `10H`). */
export interface CoincheView extends ViewHead<CoinchePhase>, CardPlayView {
  /** The calls of the auction, in order (`pass`, `bid:90H`, `capot:S`, `coinche`, `surcoinche`). */
  readonly auction: readonly { readonly seat: Seat; readonly said: string }[];
  /** The contract once the auction is over, null before and when all passed. */
  readonly contract: Contract | null;
  readonly result: CoincheResultView | null;
}

/** The strict zod schema every Coinche view satisfies. */
export const coincheViewSchema: z.ZodMiniType<CoincheView> = z.strictObject({
  ...viewHeadShape(z.enum(COINCHE_PHASES)),
  auction: z.array(z.strictObject({ seat, said: z.string() })),
  contract: z.nullable(
    z.strictObject({
      taker: seat,
      side: z.union([z.literal(0), z.literal(1)]),
      bid: z.union([z.int(), z.literal('capot')]),
      strain: z.enum(STRAINS),
      multiplier: z.int(),
      coinche: z.nullable(seat),
      surcoinche: z.nullable(seat),
    }),
  ),
  ...cardPlayViewShape,
  result: z.nullable(
    z.strictObject({
      ...resultViewHeadShape(z.enum(['made', 'failed', 'litige'])),
      totals: z.tuple([points, points]),
      held: points,
    }),
  ),
});

export function coincheView(s: CoincheState, asked: Seat | 'spectator'): CoincheView {
  // A seat of this deal, or the spectator; any other value is refused (viewerOf).
  const who = viewerOf(asked, 4);
  const r = coincheResult(s);
  return {
    ...viewHead(who, phaseOf(s), s.options.dealer, actor(s)),
    auction: s.auction.calls.map(({ seat: by, call }) => ({ seat: by, said: encodeCoinche(call) })),
    contract: s.contract === null ? null : { ...s.contract },
    ...cardPlayView(s.play, who),
    result:
      r === undefined
        ? null
        : {
            ...resultViewHead(r),
            totals: teamPair(r.totals),
            held: r.held,
          },
  };
}
