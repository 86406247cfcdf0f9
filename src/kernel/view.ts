/**
 * Helpers for player views and event audiences, and the shape every game's view gives a trick: the
 * leader and each play with the seat that made it, cards by name.
 */
import * as z from 'zod/mini';
import { englishMessages } from './zod.js';
import type { Card } from './card.js';
import { left, right, type Either } from './either.js';
import { RuleViolation, type RuleError } from './errors.js';
import { badSeat } from './explain.js';
import type { Audience, GameEvent, GameTypes, Ruleset } from './ruleset.js';
import { isSeat, seatAfter, type Seat } from './seat.js';

englishMessages();

/** Whether an event with this audience may reach this seat (or a spectator). */
export const visibleTo = (audience: Audience, seat: Seat | 'spectator'): boolean =>
  audience === 'all' || (seat !== 'spectator' && audience.includes(seat));

/**
 * Whether `x` is a seat of the game `state` is in (a whole number from 0 to `players(state) - 1`):
 * narrows an untrusted value (a query parameter, a JSON field) to `Seat` before `view` or
 * `eventsFor`.
 *
 * ```ts
 * if (!isSeatOf(tarot, state, asked)) return { code: 'turn/bad-seat' };
 * const view = tarot.view(state, asked); // asked: Seat
 * ```
 */
export function isSeatOf<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], x: unknown): x is Seat {
  return isSeat(x, rules.players(state));
}

/**
 * `view` for a value from outside (a query parameter, a JSON field): the view of that seat, or of
 * the spectator for `'spectator'`; any other value (`"1"`, a seat past the last, `null`, an object)
 * is a Left `turn/bad-seat` echoing the value, never the spectator's view. Never throws. `view`
 * itself is for a seat the caller's types already guarantee (a non-seat there is a bug: it throws
 * a `RuleViolation`).
 *
 * ```ts
 * const asked = viewFor(tarot, state, query.seat);
 * if (isLeft(asked)) return asked.left; // turn/bad-seat
 * send(asked.right);
 * ```
 * @returns Left `turn/bad-seat`.
 */
export function viewFor<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  seat: unknown,
): Either<RuleError<'turn/bad-seat'>, G['view']> {
  const players = rules.players(state);
  if (seat !== 'spectator' && !isSeat(seat, players)) return left(badSeat(seat, players));
  return right(rules.view(state, seat));
}

/**
 * Who a view is for: `asked` when it is a seat of a game of `players` seats, or `'spectator'`.
 * Every game's `view` starts here. Any other value (`"1"`, a seat past the last, `null`) is a
 * caller's bug that the types already refuse: it throws a `RuleViolation` with code `turn/bad-seat`
 * (its detail echoes the value), never falling back to the spectator's view. Check untrusted
 * values with `isSeatOf` first.
 */
export function viewerOf(asked: unknown, players: number): Seat | 'spectator' {
  if (asked === 'spectator' || isSeat(asked, players)) return asked;
  throw new RuleViolation(badSeat(asked, players));
}

/** The events one seat (or a spectator) may receive. */
export const eventsFor = <E extends GameEvent>(events: readonly E[], seat: Seat | 'spectator'): E[] =>
  events.filter((e) => visibleTo(e.audience, seat));

/** One card played to a trick, as a view shows it: the seat that played it and the card's name. */
export interface PlayView {
  readonly seat: Seat;
  readonly card: string;
}

/** A trick as a view shows it: who led, then each play in order with its seat. */
export interface TrickView {
  readonly leader: Seat;
  readonly plays: readonly PlayView[];
}

/** A finished trick as a view shows it: a `TrickView` and the seat that won it. */
export interface FinishedTrickView extends TrickView {
  readonly winner: Seat;
}

/** The view of the trick led by `leader` with `cards` played so far, among `players` seats. */
export function trickView(leader: Seat, cards: readonly Card[], players: number, name: (c: Card) => string): TrickView {
  return { leader, plays: playsOf(leader, cards, players, name) };
}

/** The plays of a trick led by `leader`, cards by name (a loop: the bots build views at every card). */
function playsOf(leader: Seat, cards: readonly Card[], players: number, name: (c: Card) => string): PlayView[] {
  const plays = new Array<PlayView>(cards.length);
  for (let i = 0; i < cards.length; i++) plays[i] = { seat: seatAfter(leader, i, players), card: name(cards[i]!) };
  return plays;
}

/** The view of a finished trick. */
export function finishedTrickView(
  t: { readonly leader: Seat; readonly cards: readonly Card[]; readonly winner: Seat },
  players: number,
  name: (c: Card) => string,
): FinishedTrickView {
  return { leader: t.leader, plays: playsOf(t.leader, t.cards, players, name), winner: t.winner };
}

/** The views of finished tricks, in order. */
function finishedTricksView(
  tricks: readonly { readonly leader: Seat; readonly cards: readonly Card[]; readonly winner: Seat }[],
  players: number,
  name: (c: Card) => string,
): FinishedTrickView[] {
  const out = new Array<FinishedTrickView>(tricks.length);
  for (let k = 0; k < tricks.length; k++) out[k] = finishedTrickView(tricks[k]!, players, name);
  return out;
}

/**
 * The play part of every game's view: the trick in progress (`trickView`) and the finished tricks
 * (`finishedTrickView`), cards by name, from a state's leader, trick so far and finished tricks.
 */
export function playView(
  s: {
    readonly leader: Seat;
    readonly trick: readonly Card[];
    readonly tricks: readonly { readonly leader: Seat; readonly cards: readonly Card[]; readonly winner: Seat }[];
  },
  players: number,
  name: (c: Card) => string,
): { readonly trick: TrickView; readonly tricks: readonly FinishedTrickView[] } {
  return {
    trick: trickView(s.leader, s.trick, players, name),
    tricks: finishedTricksView(s.tricks, players, name),
  };
}

/**
 * The strict schemas of `TrickView` and `FinishedTrickView`, given a game's seat and card schemas
 * and its numbers of players (a trick in progress holds fewer plays than there are players).
 */
export function trickViewSchemas(
  seat: z.ZodMiniType<Seat>,
  card: z.ZodMiniType<string>,
  players: { readonly min: number; readonly max: number },
) {
  const plays = z.array(z.strictObject({ seat, card }));
  const trick = z.strictObject({ leader: seat, plays: plays.check(z.maxLength(players.max - 1)) });
  const finished = z.strictObject({
    leader: seat,
    plays: plays.check(z.minLength(players.min), z.maxLength(players.max)),
    winner: seat,
  });
  return {
    trick: trick satisfies z.ZodMiniType<TrickView>,
    finished: finished satisfies z.ZodMiniType<FinishedTrickView>,
  };
}

/**
 * What the public play proves about one seat's hand, the same for every viewer: each game's
 * card-play core computes it once as cards are played (a player who does not follow the suit led
 * has none of it; one who could not beat the highest trump when the rules required it holds no
 * stronger trump), and every view carries it, so that apps and bots need not derive it again.
 */
export interface SeatInference {
  /** The suits the seat is known to hold no card of, as the deck's suit letters (`S` `H` `D` `C`; Tarot trumps `T`), in deck order. */
  readonly voids: readonly string[];
  /** A trump (by name) that every trump the seat may still hold is weaker than, or null when the play proved nothing of the kind. */
  readonly trumpsBelow: string | null;
}

/**
 * The inferences of every seat from a game's internal form: `voids[seat]` with bit w set when the
 * seat holds no card of word w, and `trumpsBelow[seat]` a card (-1: none known).
 */
export function inferencesView(
  voids: readonly number[],
  trumpsBelow: readonly Card[],
  suitNames: readonly string[],
  name: (c: Card) => string,
): SeatInference[] {
  return voids.map((v, seat) => ({
    voids: suitNames.filter((_, w) => ((v >>> w) & 1) === 1),
    trumpsBelow: trumpsBelow[seat]! < 0 ? null : name(trumpsBelow[seat]!),
  }));
}

/** The strict schema of a view's `inferences`, given a game's suit letters and card schema. */
export function inferencesSchema(suit: z.ZodMiniType<string>, card: z.ZodMiniType<string>) {
  return z.array(z.strictObject({ voids: z.array(suit), trumpsBelow: z.nullable(card) })) satisfies z.ZodMiniType<
    SeatInference[]
  >;
}
