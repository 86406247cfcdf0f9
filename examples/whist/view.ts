/**
 * What one seat (or a spectator) may know, built field by field from an allow-list: the public
 * facts (dealer, trump, the turned-up card, hand sizes, whose turn, the tricks with who played
 * what) and the seat's own hand, in the same shape as atout's own games' views. No
 * field is copied from the state wholesale, so a field added to the state later cannot leak.
 */
import { z } from 'zod';
import type { Card, Seat } from 'atout';
import { cardset as cs, viewerOf } from 'atout/kernel';
import { CARD_NAMES, SUITS, whistDeck } from './cards.js';
import { actor } from './reducer.js';
import { tricksBySide } from './scoring.js';
import { PLAYERS, type WhistState } from './state.js';

const card = z.enum(CARD_NAMES);
const seat = z.number().int().min(0).max(3);
const play = z.strictObject({ seat, card });

/** The strict schema of a view: unknown fields are refused. */
export const whistViewSchema = z.strictObject({
  seat: z.union([seat, z.literal('spectator')]),
  dealer: seat,
  trump: z.enum(SUITS),
  turnedUp: card,
  /** The viewer's own cards (empty for a spectator), ascending. */
  hand: z.array(card).max(13),
  handSizes: z.array(z.number().int().min(0).max(13)).length(4),
  /** Whose turn it is, as `actor()` says: a seat, or 'done' at the end. */
  actor: z.union([seat, z.literal('done')]),
  /** The trick on the table: who led, and each card with the seat that played it. */
  trick: z.strictObject({ leader: seat, plays: z.array(play).max(4) }),
  tricks: z.array(z.strictObject({ leader: seat, plays: z.array(play).length(4), winner: seat })).max(13),
  /** Tricks taken by side 0 (seats 0, 2) and side 1 (seats 1, 3). */
  tricksWon: z.tuple([z.number().int(), z.number().int()]),
});

export type WhistView = z.output<typeof whistViewSchema>;

const name = (c: Card): string => whistDeck.names.get(c)!;

/** The cards of a trick with the seats that played them, from its leader on. */
const plays = (leader: Seat, cards: readonly Card[]) =>
  cards.map((c, i) => ({ seat: (leader + i) % PLAYERS, card: name(c) }));

/** The view of `asked`, a seat of the deal or the spectator (`viewerOf` refuses any other value). */
export function view(s: WhistState, asked: Seat | 'spectator'): WhistView {
  const viewer = viewerOf(asked, PLAYERS);
  return {
    seat: viewer,
    dealer: s.options.dealer,
    trump: SUITS[s.trump]!,
    turnedUp: name(s.turnedUp),
    hand: viewer === 'spectator' ? [] : cs.toArray(s.hands[viewer]!).map(name),
    handSizes: s.hands.map(cs.size),
    actor: actor(s),
    trick: { leader: s.leader, plays: plays(s.leader, s.trick) },
    tricks: s.tricks.map((t) => ({ leader: t.leader, plays: plays(t.leader, t.cards), winner: t.winner })),
    tricksWon: tricksBySide(s.tricks),
  };
}
