/**
 * Player views, built from an allow-list: the seat's own cards, the others' hand sizes, the calls
 * of the auction, the contract and trump, then as in Belote (its parts, read from the card play's
 * state): the announcements (shown in full when made), the belote calls, the public tricks, card
 * points won, what the play proves about each seat's hand (`inferences`), and the result once over.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import type { Card } from '../../kernel/card.js';
import { size, toArray } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import {
  inferencesSchema,
  playView,
  trickViewSchemas,
  viewerOf,
  type FinishedTrickView,
  type SeatInference,
  type TrickView,
} from '../../kernel/view.js';
import { SUIT_LETTERS } from '../../family/cards.js';
import { beloteDeck } from '../belote/cards.js';
import { inferencesOf } from '../belote/card-play.js';
import { announcementsView } from '../belote/declarations.js';
import { teamCardPoints } from '../belote/settle.js';
import { STRAINS, type Contract } from './auction.js';
import { encodeCoinche } from './codec.js';
import { actor, phaseOf } from './reducer.js';
import { coincheResult } from './settle.js';
import { COINCHE_PHASES, type CoinchePhase, type CoincheState } from './state.js';

englishMessages();

/** The deal's result as a view shows it, per side (index = seat % 2). */
export interface CoincheResultView {
  readonly annulled: boolean;
  readonly teamScores: readonly [number, number];
  readonly outcome: 'made' | 'failed' | 'litige' | null;
  readonly totals: readonly [number, number];
  readonly held: number;
}

/** What one seat (or a spectator) may know of a Coinche deal; cards by name (`AS`, `10H`). */
export interface CoincheView {
  readonly seat: Seat | 'spectator';
  readonly phase: CoinchePhase;
  readonly dealer: Seat;
  /** The seat to act, `'done'` once the deal is over. */
  readonly actor: Seat | 'done';
  /** The cards the seat holds, in card order (empty for a spectator). */
  readonly hand: readonly string[];
  readonly handSizes: readonly number[];
  /** The calls of the auction, in order (`pass`, `bid:90H`, `capot:S`, `coinche`, `surcoinche`). */
  readonly auction: readonly { readonly seat: Seat; readonly said: string }[];
  /** The contract once the auction is over, null before and when all passed. */
  readonly contract: Contract | null;
  readonly trump: 'S' | 'H' | 'D' | 'C' | null;
  /** Each seat's announcements, null until it has announced: their notation once shown, else their kinds. */
  readonly announcements: readonly (readonly string[] | null)[];
  /** The belote calls of each seat: 0, 1 (belote), 2 (rebelote). */
  readonly calls: readonly number[];
  readonly trick: TrickView;
  readonly tricks: readonly FinishedTrickView[];
  /** Card points won by each side so far (the dix de der once earned). */
  readonly cardPoints: readonly [number, number];
  readonly inferences: readonly SeatInference[];
  readonly result: CoincheResultView | null;
}

const seat = z.int().check(z.minimum(0), z.maximum(3));
const card = z.string().check(z.regex(/^(7|8|9|10|J|Q|K|A)[SHDC]$/));
const points = z.int();
const tricks = trickViewSchemas(seat, card, { min: 4, max: 4 });

/** The strict zod schema every Coinche view satisfies. */
export const coincheViewSchema: z.ZodMiniType<CoincheView> = z.strictObject({
  seat: z.union([seat, z.literal('spectator')]),
  phase: z.enum(COINCHE_PHASES),
  dealer: seat,
  actor: z.union([seat, z.literal('done')]),
  hand: z.array(card).check(z.maxLength(8)),
  handSizes: z.array(z.int().check(z.minimum(0), z.maximum(8))).check(z.length(4)),
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
  trump: z.nullable(z.enum(SUIT_LETTERS)),
  announcements: z.array(z.nullable(z.array(z.string()))).check(z.length(4)),
  calls: z.array(z.int().check(z.minimum(0), z.maximum(2))).check(z.length(4)),
  trick: tricks.trick,
  tricks: z.array(tricks.finished).check(z.maxLength(8)),
  cardPoints: z.tuple([points, points]),
  inferences: inferencesSchema(z.enum(SUIT_LETTERS), card).check(z.length(4)),
  result: z.nullable(
    z.strictObject({
      annulled: z.boolean(),
      teamScores: z.tuple([points, points]),
      outcome: z.nullable(z.enum(['made', 'failed', 'litige'])),
      totals: z.tuple([points, points]),
      held: points,
    }),
  ),
});

const name = (c: Card): string => beloteDeck.names.get(c)!;

export function coincheView(s: CoincheState, asked: Seat | 'spectator'): CoincheView {
  // A seat of this deal, or the spectator; any other value is refused (viewerOf).
  const who = viewerOf(asked, 4);
  const r = coincheResult(s);
  const p = s.play;
  return {
    seat: who,
    phase: phaseOf(s),
    dealer: s.options.dealer,
    actor: actor(s),
    hand: who === 'spectator' ? [] : toArray(p.hands[who]!).map(name),
    handSizes: p.hands.map(size),
    auction: s.auction.calls.map(({ seat: by, call }) => ({ seat: by, said: encodeCoinche(call) })),
    contract: s.contract === null ? null : { ...s.contract },
    trump: p.trump === null ? null : SUIT_LETTERS[p.trump]!,
    announcements: [0, 1, 2, 3].map((k) => announcementsView(p, k)),
    calls: p.calls.slice(),
    ...playView(p, 4, name),
    cardPoints: s.passedOut ? [0, 0] : teamCardPoints(p),
    inferences: inferencesOf(p),
    result:
      r === undefined
        ? null
        : {
            annulled: r.annulled,
            teamScores: [r.teamScores[0], r.teamScores[1]],
            outcome: r.outcome,
            totals: [r.totals[0], r.totals[1]],
            held: r.held,
          },
  };
}
