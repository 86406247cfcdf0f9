/**
 * Checks shared by every game's position from facts (`setup(options, { position })`): the cards of
 * every place read by name, each card of the deck in exactly one place; hand sizes that fit the
 * tricks played; the trick in progress played in seat order from its leader, the seat to act the
 * next one; cards won that make whole tricks; no seat holding a card of a suit it is known to be
 * void in. Each refusal has its own code and names the cards or seats at fault in its `detail`.
 */
import { formatCard, parseCard, wordOf, type Card, type DeckSpec } from './card.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { showValue } from './options-error.js';
import { nextSeat, playerName, type Seat } from './seat.js';

/** A code of these checks. */
export type FactsErrorCode =
  | 'notation/bad-card'
  | 'position/malformed'
  | 'position/card-twice'
  | 'position/card-missing'
  | 'position/hand-size'
  | 'position/turn'
  | 'position/cards-won'
  | 'position/void';
/** An error of these checks. */
export type FactsError = RuleError<FactsErrorCode>;

/** A place cards can be in, named for the error details (`hand 2`, `chien`, `won by seat 1`). */
export interface Place {
  readonly where: string;
  readonly cards: readonly string[];
}

/** One play of a trick in progress, as facts give it: the seat and its card. */
export interface TrickPlay<T = string> {
  readonly seat: Seat;
  readonly card: T;
}

/**
 * Reads the cards of every place by name and checks that the places hold the whole deck, each card
 * exactly once.
 * @returns the cards of each place, in the order given; Left `notation/bad-card`,
 *   `position/card-twice` (the card and both places) or `position/card-missing` (every card in no place).
 */
export function placeCards(deck: DeckSpec, places: readonly Place[]): Either<FactsError, Card[][]> {
  const seen = new Map<Card, string>();
  const out: Card[][] = [];
  for (const place of places) {
    const cards: Card[] = [];
    for (const text of place.cards) {
      const c = parseCard(deck, text);
      if (c._tag === 'Left') return c;
      const before = seen.get(c.right);
      if (before !== undefined)
        return left(
          ruleError('position/card-twice', `${formatCard(deck, c.right)} is in ${before} and in ${place.where}.`, {
            card: formatCard(deck, c.right),
            places: [before, place.where],
          }),
        );
      seen.set(c.right, place.where);
      cards.push(c.right);
    }
    out.push(cards);
  }
  const missing = deck.cards.filter((c) => !seen.has(c)).map((c) => formatCard(deck, c));
  if (missing.length > 0)
    return left(
      ruleError('position/card-missing', `${missing.length} card(s) are in no place: ${missing.join(' ')}.`, {
        cards: missing,
      }),
    );
  return right(out);
}

/**
 * The leader of the trick in progress: its plays go round the table in seat order from the leader,
 * and the seat to act is the seat after the last play (the leader itself when no card is played).
 * @returns Left `position/turn` naming the seats, `position/malformed` for a seat out of range.
 */
export function trickLeader(
  players: number,
  trick: readonly TrickPlay<unknown>[],
  toAct: Seat,
): Either<FactsError, Seat> {
  const bad = [toAct, ...trick.map((p) => p.seat)].find((s) => !Number.isInteger(s) || s < 0 || s >= players);
  if (bad !== undefined)
    return left(
      ruleError(
        'position/malformed',
        `${showValue(bad)} is not a seat number of ${players} players (0 to ${players - 1}).`,
        { seat: bad, players },
      ),
    );
  if (trick.length >= players)
    return left(
      ruleError('position/turn', `A trick in progress has fewer than ${players} cards, not ${trick.length}.`, {
        cards: trick.length,
      }),
    );
  const leader = trick.length === 0 ? toAct : trick[0]!.seat;
  let seat = leader;
  for (let i = 0; i < trick.length; i++, seat = nextSeat(seat, players)) {
    if (trick[i]!.seat !== seat)
      return left(
        ruleError(
          'position/turn',
          `The trick is played in seat order from ${playerName(leader)}: its play ${i + 1} is by ${playerName(seat)}, not ${playerName(trick[i]!.seat)}.`,
          { index: i, expected: seat, got: trick[i]!.seat },
        ),
      );
  }
  if (seat !== toAct)
    return left(
      ruleError('position/turn', `After this trick's plays ${playerName(seat)} is to act, not ${playerName(toAct)}.`, {
        expected: seat,
        got: toAct,
      }),
    );
  return right(leader);
}

/**
 * Checks each hand's size against the size the tricks played leave it.
 * @returns Left `position/hand-size` naming the first seat whose hand does not fit.
 */
export function checkHandSizes(
  sizes: readonly number[],
  expected: readonly number[],
): Either<FactsError, readonly number[]> {
  for (let seat = 0; seat < sizes.length; seat++) {
    if (sizes[seat] !== expected[seat])
      return left(
        ruleError(
          'position/hand-size',
          `${playerName(seat)} holds ${sizes[seat]} cards; the tricks played leave ${expected[seat]}.`,
          { seat, size: sizes[seat], expected: expected[seat] },
        ),
      );
  }
  return right(sizes);
}

/**
 * Checks that the cards each party won make whole tricks of `players` cards once `adjust` (the
 * cards a party holds for another, e.g. an Excuse kept against a card still owed) is taken off.
 * @returns the number of tricks each party won; Left `position/cards-won` naming the party.
 */
export function wholeTricks(
  players: number,
  won: readonly { readonly party: string; readonly count: number; readonly adjust?: number }[],
): Either<FactsError, number[]> {
  const out: number[] = [];
  for (const w of won) {
    const count = w.count - (w.adjust ?? 0);
    if (count < 0 || count % players !== 0)
      return left(
        ruleError(
          'position/cards-won',
          `The cards won by ${w.party} (${w.count}) are not whole tricks of ${players} cards.`,
          { party: w.party, cards: w.count, adjust: w.adjust ?? 0 },
        ),
      );
    out.push(count / players);
  }
  return right(out);
}

/**
 * Checks public knowledge against the hands: a seat known to be void in a suit (bit w of
 * `voids[seat]`: no card of word w) holds none of it; `exempt` cards (Tarot's Excuse) belong to no suit.
 * @returns Left `position/void` naming the seat and the card.
 */
export function checkVoids(
  deck: DeckSpec,
  hands: readonly (readonly Card[])[],
  voids: readonly number[],
  exempt: (c: Card) => boolean = () => false,
): Either<FactsError, void> {
  for (let seat = 0; seat < hands.length; seat++) {
    const v = voids[seat] ?? 0;
    const c = hands[seat]!.find((card) => !exempt(card) && ((v >>> wordOf(card)) & 1) === 1);
    if (c !== undefined)
      return left(
        ruleError(
          'position/void',
          `${playerName(seat)} is known to hold no ${deck.suitNames[wordOf(c)]} but holds ${formatCard(deck, c)}.`,
          {
            seat,
            card: formatCard(deck, c),
          },
        ),
      );
  }
  return right(undefined);
}

/** The error of `Ruleset.history` for a state that began at a position: it has no deal to rebuild. */
export const noHistory = (game: string): RuleError<'position/no-history'> =>
  ruleError(
    'position/no-history',
    `This ${game} state began at a position from facts: it has no deal and actions to rebuild. Save it with its source ({ position }) and its actions.`,
  );
