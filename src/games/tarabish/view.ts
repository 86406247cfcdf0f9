/**
 * Player views, built from an allow-list: the seat's own cards (only those it has received: before
 * trump is chosen, the first `biddingCards`), the others' hand sizes, what was said, trump, the
 * declared melds, bella calls, the public tricks, card points won, what the play proves about each
 * seat's hand (`inferences`, the voids and trump ceilings the card-play rules keep), and the result
 * once over, with every hand as it was dealt.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import type { Card } from '../../kernel/card.js';
import { size } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import { viewerOf } from '../../kernel/view.js';
import {
  familyViewShapes,
  heldView,
  playedView,
  pointsSchema as points,
  seatSchema as seat,
  resultViewHead,
  resultViewHeadShape,
  teamPair,
  viewHead,
  viewHeadShape,
  type HeldView,
  type PlayedView,
  type ResultViewHead,
  type ViewHead,
} from '../../family/view.js';
import { tarabishDeck } from './cards.js';
import { speechText, suitName } from './codec.js';
import { dealtHands } from './history.js';
import { actor } from './reducer.js';
import { tarabishResult, teamCardPoints } from './settle.js';
import { formatMeld } from './melds.js';
import { inferencesOf } from './card-play.js';
import { PHASES, type Phase, type TarabishState } from './state.js';

englishMessages();

/** What a seat said while trump was chosen, as a view shows it (`bid:70`, `pass`, `call:H`). */
export interface TarabishSpeechView {
  readonly seat: Seat;
  readonly said: string;
}

/** The contract as a view shows it: who chose trump and what they undertook. */
export interface TarabishContractView {
  readonly seat: Seat;
  /** The winning bid (auction), or null (a call). */
  readonly bid: number | null;
  readonly noTrump: boolean;
}

/** The hand's result as a view shows it, per team (index = seat % 2). */
export interface TarabishResultView extends ResultViewHead<'made' | 'bate' | 'half-bait'> {
  readonly melds: readonly [number, number];
  readonly bella: readonly [number, number];
}

/** What one seat (or a spectator) may know of a Tarabish hand; cards by name (`AS`, `10H`). */
export interface TarabishView extends ViewHead<Phase>, HeldView, PlayedView {
  /** Cards each seat will receive once trump is chosen (the seat's `hand`: the cards it holds and has seen). */
  readonly toReceive: readonly number[];
  readonly speech: readonly TarabishSpeechView[];
  readonly contract: TarabishContractView | null;
  /** `S` `H` `D` `C` or `no-trump` once chosen; null before. */
  readonly trump: 'S' | 'H' | 'D' | 'C' | 'no-trump' | null;
  /** Each seat's declared melds (`run4-AS`, `four-K`), null until it has declared. */
  readonly declarations: readonly (readonly string[] | null)[];
  /** Whether each seat has called bella. */
  readonly bella: readonly boolean[];
  /** Once the hand is over: every hand as it was dealt (all nine cards); null before, and for a hand set up from a position. */
  readonly hands: readonly (readonly string[])[] | null;
  /** Once the hand is over: its result; null before. */
  readonly result: TarabishResultView | null;
}

const card = z.string().check(z.regex(/^(6|7|8|9|10|J|Q|K|A)[SHDC]$/));
const shapes = familyViewShapes(card, 9);

/** The strict zod schema every Tarabish view satisfies (checked against `TarabishView` at compile time). */
export const tarabishViewSchema: z.ZodMiniType<TarabishView> = z.strictObject({
  ...viewHeadShape(z.enum(PHASES)),
  ...shapes.held,
  toReceive: z.array(z.int().check(z.minimum(0), z.maximum(6))).check(z.length(4)),
  speech: z.array(z.strictObject({ seat, said: z.string() })).check(z.maxLength(4)),
  contract: z.nullable(z.strictObject({ seat, bid: z.nullable(points), noTrump: z.boolean() })),
  trump: z.nullable(z.enum(['S', 'H', 'D', 'C', 'no-trump'])),
  declarations: z.array(z.nullable(z.array(z.string()))).check(z.length(4)),
  bella: z.array(z.boolean()).check(z.length(4)),
  ...shapes.played,
  hands: z.nullable(z.array(z.array(card).check(z.length(9))).check(z.length(4))),
  result: z.nullable(
    z.strictObject({
      ...resultViewHeadShape(z.enum(['made', 'bate', 'half-bait'])),
      melds: z.tuple([points, points]),
      bella: z.tuple([points, points]),
    }),
  ),
});

const name = (c: Card): string => tarabishDeck.names.get(c)!;
const names = (cards: readonly Card[]): string[] => cards.map(name);

export function tarabishView(s: TarabishState, asked: Seat | 'spectator'): TarabishView {
  // A seat of this hand, or the spectator; any other value is refused (viewerOf).
  const who = viewerOf(asked, 4);
  const chosen = s.contract !== null && s.phase !== 'trump';
  const r = tarabishResult(s);
  return {
    ...viewHead(who, s.phase, s.options.dealer, actor(s)),
    ...heldView(s.hands, who, name),
    toReceive: s.pending.map(size),
    speech: s.speech.map((sp) => ({ seat: sp.seat, said: speechText(sp) })),
    contract: s.contract && { seat: s.contract.seat, bid: s.contract.bid, noTrump: s.contract.noTrump },
    trump: chosen ? (suitName(s.trump) as TarabishView['trump']) : null,
    declarations: s.declarations.map((d) => (d === null ? null : d.map(formatMeld))),
    bella: s.bella.slice(),
    ...playedView(s, name, teamCardPoints(s), inferencesOf(s)),
    // A hand set up from a position was never dealt: its hands stay unknown.
    hands:
      s.phase === 'done' && s.start === undefined ? dealtHands(s).map((h) => names(h.sort((a, b) => a - b))) : null,
    result:
      r === undefined
        ? null
        : {
            ...resultViewHead(r),
            melds: teamPair(r.melds),
            bella: teamPair(r.bella),
          },
  };
}
