/**
 * Player views, built from an allow-list (the card play's part, `cardPlayView`, is Coinche's too): the seat's own cards, the others' hand sizes, the turned
 * card (public from the start), what was said, the taker and trump, the announcements (shown in
 * full when made), the belote calls, the public tricks, card points won, what the play proves about
 * each seat's hand (`inferences`), and the result once over.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import type { Card } from '../../kernel/card.js';
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
import { SUIT_LETTERS } from '../../family/cards.js';
import { speechText } from './bidding.js';
import { beloteDeck } from './cards.js';
import { inferencesOf } from './card-play.js';
import { announcementsView } from './declarations.js';
import { actor } from './reducer.js';
import { beloteResult, teamCardPoints } from './settle.js';
import { PHASES, type Phase, type BeloteState } from './state.js';

englishMessages();

/** The deal's result as a view shows it, per team (index = seat % 2). */
export interface BeloteResultView extends ResultViewHead<'made' | 'dedans' | 'litige'> {
  readonly points: readonly [number, number];
  readonly belote: readonly [number, number];
  readonly announcements: readonly [number, number];
  readonly capot: 0 | 1 | null;
  readonly held: number;
}

/**
 * The card play's part of a view, read from Belote's state: what Belote's view and Coinche's (which
 * plays on Belote's state) both show of it.
 */
export interface CardPlayView extends HeldView, PlayedView {
  readonly trump: 'S' | 'H' | 'D' | 'C' | null;
  /**
   * Each seat's announcements, null until it has announced: their notation (`run3-KS`, `four-J`)
   * once shown, else their kinds (`tierce`, `cinquante`, `cent`, `carre`).
   */
  readonly announcements: readonly (readonly string[] | null)[];
  /**
   * The belote calls of each seat: 0, 1 (belote), 2 (rebelote); in Coinche's tout atout, two bits
   * a suit (bits 2s and 2s + 1 for the suit of word s: S H D C), one pair a suit.
   */
  readonly calls: readonly number[];
}

/** What one seat (or a spectator) may know of a Belote deal; cards by name (`AS`, `10H`). */
export interface BeloteView extends ViewHead<Phase>, CardPlayView {
  /** The turned card (la retourne). */
  readonly turned: string;
  /** What each seat said while taking, in order, both rounds (`pass`, `take:H`). */
  readonly speech: readonly { readonly seat: Seat; readonly said: string }[];
  readonly taker: Seat | null;
  /** Points held from earlier litiges, to the team that makes this contract. */
  readonly held: number;
  readonly result: BeloteResultView | null;
}

const card = z.string().check(z.regex(/^(7|8|9|10|J|Q|K|A)[SHDC]$/));
const shapes = familyViewShapes(card, 8);

/** The fields of {@link CardPlayView}, for a view's strict schema. */
export const cardPlayViewShape = {
  ...shapes.held,
  trump: z.nullable(z.enum(SUIT_LETTERS)),
  announcements: z.array(z.nullable(z.array(z.string()))).check(z.length(4)),
  calls: z.array(z.int().check(z.minimum(0), z.maximum(0b10101010))).check(z.length(4)),
  ...shapes.played,
};

/** The strict zod schema every Belote view satisfies. */
export const beloteViewSchema: z.ZodMiniType<BeloteView> = /* @__PURE__ */ (() =>
  z.strictObject({
    ...viewHeadShape(z.enum(PHASES)),
    turned: card,
    speech: z.array(z.strictObject({ seat, said: z.string() })).check(z.maxLength(8)),
    taker: z.nullable(seat),
    ...cardPlayViewShape,
    held: points,
    result: z.nullable(
      z.strictObject({
        ...resultViewHeadShape(z.enum(['made', 'dedans', 'litige'])),
        points: z.tuple([points, points]),
        belote: z.tuple([points, points]),
        announcements: z.tuple([points, points]),
        capot: z.nullable(z.union([z.literal(0), z.literal(1)])),
        held: points,
      }),
    ),
  }))();

const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The card play's part of the view of `who` (a seat of the deal, or the spectator), field by field. */
export function cardPlayView(s: BeloteState, who: Seat | 'spectator'): CardPlayView {
  return {
    ...heldView(s.hands, who, name),
    trump: s.trump === null ? null : SUIT_LETTERS[s.trump]!,
    announcements: [0, 1, 2, 3].map((seat) => announcementsView(s, seat)),
    calls: s.calls.slice(),
    ...playedView(s, name, teamCardPoints(s), inferencesOf(s)),
  };
}

export function beloteView(s: BeloteState, asked: Seat | 'spectator'): BeloteView {
  // A seat of this deal, or the spectator; any other value is refused (viewerOf).
  const who = viewerOf(asked, 4);
  const r = beloteResult(s);
  return {
    ...viewHead(who, s.phase, s.options.dealer, actor(s)),
    turned: name(s.turned),
    speech: s.speech.map((sp) => ({ seat: sp.seat, said: speechText(sp) })),
    taker: s.taker,
    ...cardPlayView(s, who),
    held: s.options.held,
    result:
      r === undefined
        ? null
        : {
            ...resultViewHead(r),
            points: teamPair(r.points),
            belote: teamPair(r.belote),
            announcements: teamPair(r.announcements),
            capot: r.capot,
            held: r.held,
          },
  };
}
