/**
 * The Belote family's positions from facts (Belote, Coinche, Tarabish): the checks every game of
 * the family makes on the facts of a position of the card play, written once. Each game's
 * `facts.ts` reads its own fields (the contract, the belote calls or bella, the announcements'
 * rules) and calls these for the rest:
 * - `frameFactsFields`, `frameFactsOf`: the fields every game's facts have (the hands, the tricks
 *   won, the trick, the seat to act, voids and trump ceilings), their schema and of a state;
 * - `cardPlayFrame`: every card in one place, whole tricks won, the declaration round or the trick
 *   in progress and the seat to act, the eldest leading the first trick, hand sizes; and the hands
 *   the trick in progress was played from (each card of the trick back in its seat's hand);
 * - `declaredMelds`: each seat's declared melds read, declared when the game's timing says, its
 *   own cards (`checkMeldCards`), each sequence maximal;
 * - `knowledgeOf`: the voids and trump ceilings everybody knows, true of those hands;
 * - `replayTrick`: the trick in progress replayed through the game's own card-play rules.
 */
import * as z from 'zod/mini';
import { parseCard, wordOf, type Card, type DeckSpec } from '../kernel/card.js';
import { has, setOf, toArray, type CardSet } from '../kernel/cardset.js';
import { isLeft, right, type Either } from '../kernel/either.js';
import { failWith, type RuleError } from '../kernel/errors.js';
import {
  checkHandSizes,
  checkVoids,
  placeCards,
  trickLeader,
  wholeTricks,
  type FactsErrorCode,
} from '../kernel/facts.js';
import { playerName, type Seat } from '../kernel/seat.js';
import { familyInferences } from './card-play.js';
import { SUIT_LETTERS, trumpPower } from './cards.js';
import { formatMeld, meldCards, runEnds, type Meld } from './melds.js';
import type { CardPlayState } from './state.js';

/** What the family's checks of a position refuse it with. */
export type PositionError = RuleError<
  FactsErrorCode | 'position/declaration' | 'position/trump-ceiling' | 'position/illegal'
>;

const fail = failWith<PositionError['code']>();

/**
 * The facts of a card play's position every game of the family gives (each game's facts add its
 * own: trump, the contract, the announcements); cards by name (`JS`, `10H`).
 */
export interface FrameFacts {
  /** The cards each seat holds. */
  readonly hands: readonly (readonly string[])[];
  /** The cards won by each team (index = seat % 2): whole tricks, four cards each. */
  readonly won: readonly [readonly string[], readonly string[]];
  /** The trick in progress, in play order. */
  readonly trick: readonly { readonly seat: Seat; readonly card: string }[];
  /** The seat to act. */
  readonly toAct: Seat;
  /** Per seat, the suits it is known to be void in (it did not follow them). */
  readonly voids?: readonly (readonly ('S' | 'H' | 'D' | 'C')[])[] | undefined;
  /**
   * Per seat, a trump it is known not to hold, nor any higher trump (it played under it when bound
   * to beat it); null: nothing known.
   */
  readonly trumpCeiling?: readonly (string | null)[] | undefined;
}

/** A seat in a position's facts. */
export const seatFact = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(3));
/** A card's name in a position's facts (read against the deck by the checks). */
export const cardNameFact = /* @__PURE__ */ z.string().check(z.maxLength(8));

/**
 * The zod fields of the facts every game of the family gives (`FrameFacts`, and the voids and
 * trump ceilings `knowledgeOf` checks), for the game's strict schema: `hands` (at most `handSize`
 * cards each), then after the game's own fields `play`: `won` (at most `deckSize` cards a team),
 * `trick`, `toAct`, `voids`, `trumpCeiling`.
 */
export function frameFactsFields(handSize: number, deckSize: number) {
  const pile = z.array(cardNameFact).check(z.maxLength(deckSize));
  return {
    hands: z.array(z.array(cardNameFact).check(z.maxLength(handSize))).check(z.length(4)),
    play: {
      won: z.tuple([pile, pile]),
      trick: z.array(z.strictObject({ seat: seatFact, card: cardNameFact })).check(z.maxLength(4)),
      toAct: seatFact,
      voids: z.optional(z.array(z.array(z.enum(SUIT_LETTERS)).check(z.maxLength(4))).check(z.length(4))),
      trumpCeiling: z.optional(z.array(z.nullable(cardNameFact)).check(z.length(4))),
    },
  };
}

/**
 * The facts every game of the family gives (`frameFactsFields`' fields) of a state whose trump is
 * chosen, cards named by `deck`: `hands`, then `play`: the cards won, the trick in progress, the
 * seat to act (in the declaration round, `round`, the next seat from the eldest still to declare;
 * else the next to play, a finished deal's last leader), and what the play proves (voids, trump
 * ceilings). `L`: the game's suit letters.
 */
export function frameFactsOf<L extends string>(s: CardPlayState, deck: DeckSpec, round: boolean, eldest: Seat) {
  const name = (c: Card): string => deck.names.get(c)!;
  const names = (cards: readonly Card[]): string[] => [...cards].sort((a, b) => a - b).map(name);
  const inferences = familyInferences(s, deck);
  const won: readonly [readonly string[], readonly string[]] = [names(s.won[0]!), names(s.won[1]!)];
  return {
    hands: s.hands.map((h) => names(toArray(h))),
    play: {
      won,
      trick: s.trick.map((c, i) => ({ seat: (s.leader + i) % 4, card: name(c) })),
      toAct: round ? (eldest + s.declarations.filter((d) => d !== null).length) % 4 : (s.leader + s.trick.length) % 4,
      voids: inferences.map((x) => x.voids as readonly L[]),
      trumpCeiling: inferences.map((x) => x.trumpsBelow),
    },
  };
}

/** How a game names the parts of its deal in the messages of `cardPlayFrame`. */
export interface FrameWords {
  /** A seat's declaring: `'announces'` (Belote), `'declares'` (Tarabish). */
  readonly declares: string;
  /** The option that makes the declaration round (`'announcementTiming before-first-trick'`). */
  readonly round: string;
  /** The tricks of a deal in words (`'eight'`) and the deal (`'deal'`, `'hand'`). */
  readonly tricks: string;
  readonly deal: string;
}

/** A position's frame: where each card is, the tricks done, who leads and acts, the hands the trick was played from. */
export interface Frame {
  /** Each seat's cards now, and the cards each team has won. */
  readonly hands: readonly Card[][];
  readonly won: readonly [Card[], Card[]];
  /** The trick in progress: its cards and their seats, in play order. */
  readonly trickCards: readonly Card[];
  readonly trickSeats: readonly Seat[];
  /** The tricks finished. */
  readonly done: number;
  /** Whether the position is in the declaration round before the first card. */
  readonly round: boolean;
  /** The leader of the trick in progress (in the round, the eldest). */
  readonly leader: Seat;
  /** The hands the trick in progress was played from. */
  readonly before: readonly CardSet[];
}

/**
 * The frame of a card play's position of a deal of `tricks` tricks, checked: every card in one
 * place (the kernel's checks), whole tricks won, fewer than `tricks`; in the declaration round
 * (`roundOpen`: the game's round before the first card, with `declared` of the four seats done, in
 * turn from the eldest), no card played and the next seat to declare acting; else the trick's
 * leader; the eldest leading the first trick, a later leader's team having won cards; the hand sizes.
 */
export function cardPlayFrame(
  deck: DeckSpec,
  f: FrameFacts,
  declared: readonly boolean[],
  roundOpen: boolean,
  eldest: Seat,
  tricks: number,
  words: FrameWords,
): Either<PositionError, Frame> {
  const placed = placeCards(deck, [
    ...f.hands.map((h, p) => ({ where: `hands[${p}]`, cards: h })),
    ...f.won.map((w, team) => ({ where: `won[${team}]`, cards: w })),
    { where: 'the trick', cards: f.trick.map((t) => t.card) },
  ]);
  if (isLeft(placed)) return placed;
  const hands = placed.right.slice(0, 4);
  const won: [Card[], Card[]] = [placed.right[4]!, placed.right[5]!];
  const trickCards = placed.right[6]!;
  const counts = wholeTricks(4, [
    { party: 'team 0', count: won[0].length },
    { party: 'team 1', count: won[1].length },
  ]);
  if (isLeft(counts)) return counts;
  const done = counts.right[0]! + counts.right[1]!;
  if (done >= tricks)
    return fail('position/cards-won', `All ${words.tricks} tricks are won: the ${words.deal} is over.`, {
      tricks: done,
    });

  // In the declaration round: the seats declare in turn from the eldest before the first card.
  const made = declared.filter((d) => d).length;
  const round = roundOpen && made < 4;
  let leader = eldest;
  if (round) {
    if (done > 0 || f.trick.length > 0 || [0, 1, 2, 3].some((k) => declared[(eldest + k) % 4] !== k < made))
      return fail(
        'position/declaration',
        `Every seat ${words.declares} in turn from the eldest (${playerName(eldest)}) before the first card (${words.round}).`,
        { declared: [0, 1, 2, 3].filter((p) => declared[p]), eldest },
      );
    const next = (eldest + made) % 4;
    if (f.toAct !== next)
      return fail('position/turn', `${playerName(next)} ${words.declares} next, not ${playerName(f.toAct)}.`, {
        expected: next,
        got: f.toAct,
      });
  } else {
    const from = trickLeader(4, f.trick, f.toAct);
    if (isLeft(from)) return from;
    leader = from.right;
  }
  if (done === 0 && leader !== eldest)
    return fail('position/turn', `The eldest (${playerName(eldest)}) leads the first trick.`, { leader, eldest });
  if (done > 0 && won[leader % 2]!.length === 0)
    return fail(
      'position/turn',
      `${playerName(leader)} leads, so its team won the last trick, yet it has won no cards.`,
      {
        leader,
      },
    );

  // Hand sizes: a card a trick finished, and one for a card in the trick.
  const trickSeats = f.trick.map((t) => t.seat);
  const sizes = checkHandSizes(
    hands.map((h) => h.length),
    [0, 1, 2, 3].map((p) => tricks - done - (trickSeats.includes(p) ? 1 : 0)),
  );
  if (isLeft(sizes)) return sizes;
  const before = hands.map((h, p) => {
    const i = trickSeats.indexOf(p);
    return setOf(deck.words, i < 0 ? h : [...h, trickCards[i]!]);
  });
  return right({ hands, won, trickCards, trickSeats, done, round, leader, before });
}

/** How a game reads and checks the melds each seat declared, in a position's facts (`declaredMelds`). */
export interface DeclarationRules<E> {
  readonly deck: DeckSpec;
  /** Whether each seat declares just before its first card (`first-trick`). */
  readonly firstTrick: boolean;
  /** The refusal of any declaration when the game's options make none, else null. */
  readonly none: string | null;
  readonly parse: (text: string) => Either<E, Meld>;
  /** Whether a seat's melds (each written once) are a declaration of the game. */
  readonly together: (melds: readonly Meld[]) => boolean;
  /** The melds in their canonical order, as the game's state keeps them. */
  readonly canonical: (melds: readonly Meld[]) => readonly Meld[];
  /** The messages: a seat that has played yet not declared, one still to play that has, a declaration that is none; `run` as `checkMeldCards`'. */
  readonly words: {
    readonly played: (who: string) => string;
    readonly toCome: (who: string) => string;
    readonly notTogether: (who: string) => string;
    readonly run: string;
  };
}

/**
 * Each seat's declared melds (null: not declared yet) read from their notation and checked: under
 * `firstTrick` a seat that has played a card has declared and one still to play (but the seat to
 * act) has not; each declaration is the game's (`together`) and of the seat's own cards
 * (`checkMeldCards`: `before` the hands the trick was played from, `playedBy` a card played by a
 * seat). `done`: the tricks done, `trickSeats`: the seats that played to the trick in progress.
 */
export function declaredMelds<E>(
  declared: readonly (readonly string[] | null | undefined)[],
  at: {
    readonly done: number;
    readonly trickSeats: readonly Seat[];
    readonly toAct: Seat;
    readonly before: readonly CardSet[];
    readonly playedBy: (c: Card, seat: Seat) => boolean;
  },
  rules: DeclarationRules<E>,
): Either<E | PositionError, (readonly Meld[] | null)[]> {
  const { words } = rules;
  const out: (readonly Meld[] | null)[] = [];
  for (let p = 0; p < 4; p++) {
    const texts = declared[p];
    const hasPlayed = at.done > 0 || at.trickSeats.includes(p);
    if (texts === null || texts === undefined) {
      if (rules.none === null && rules.firstTrick && hasPlayed)
        return fail('position/declaration', words.played(playerName(p)), { seat: p });
      out.push(null);
      continue;
    }
    if (rules.none !== null) return fail('position/declaration', rules.none, { seat: p });
    if (rules.firstTrick && !hasPlayed && p !== at.toAct)
      return fail('position/declaration', words.toCome(playerName(p)), { seat: p });
    const melds: Meld[] = [];
    for (const t of texts) {
      const m = rules.parse(t);
      if (isLeft(m)) return m;
      melds.push(m.right);
    }
    if (new Set(texts).size !== texts.length || !rules.together(melds))
      return fail('position/declaration', words.notTogether(playerName(p)), { seat: p, melds: [...texts] });
    const own = checkMeldCards(rules.deck, p, melds, texts, at.before[p]!, (c) => at.playedBy(c, p), words.run);
    if (isLeft(own)) return own;
    out.push(rules.canonical(melds));
  }
  return right(out);
}

/**
 * A seat's declared melds are its own: each card in its hand the trick was played from (`held`)
 * or played (`played`), and each sequence maximal (the seat held neither card next to it).
 * `run` names a sequence in the message (`''`, `'run '`).
 */
function checkMeldCards(
  deck: DeckSpec,
  seat: Seat,
  melds: readonly Meld[],
  texts: readonly string[],
  held: CardSet,
  played: (c: Card) => boolean,
  run: string,
): Either<PositionError, null> {
  const name = (c: Card): string => deck.names.get(c)!;
  const detail = { seat, melds: [...texts] };
  for (const m of melds) {
    for (const c of meldCards(m))
      if (!has(held, c) && !played(c))
        return fail(
          'position/declaration',
          `${name(c)} of ${playerName(seat)}'s ${formatMeld(m)} is in another seat's hand.`,
          {
            ...detail,
            card: name(c),
          },
        );
    for (const c of runEnds(m))
      if (has(held, c))
        return fail(
          'position/declaration',
          `${playerName(seat)} holds ${name(c)}, so its ${run}${formatMeld(m)} was longer.`,
          {
            ...detail,
            card: name(c),
          },
        );
  }
  return right(null);
}

/**
 * What everybody knows of each hand the trick was played from, checked against it: the voids (the
 * kernel's check) as suit bits, and the trump ceilings (a trump the seat holds none of, nor
 * higher; 9: nothing known) as trump powers. A ceiling is a trump (`trump` null: there is none).
 */
export function knowledgeOf(
  deck: DeckSpec,
  voidFacts: readonly (readonly string[])[] | undefined,
  ceilingFacts: readonly (string | null)[] | undefined,
  trump: number | null,
  before: readonly CardSet[],
): Either<PositionError, { voids: number[]; ceilings: number[] }> {
  const voids = [0, 1, 2, 3].map((p) =>
    (voidFacts?.[p] ?? []).reduce(
      (bits, x) => bits | (1 << SUIT_LETTERS.indexOf(x as (typeof SUIT_LETTERS)[number])),
      0,
    ),
  );
  const voidless = checkVoids(deck, before.map(toArray), voids);
  if (isLeft(voidless)) return voidless;
  const names = (cards: Card[]): string[] => cards.sort((a, b) => a - b).map((c) => deck.names.get(c)!);
  const ceilings: number[] = [];
  for (let p = 0; p < 4; p++) {
    const text = ceilingFacts?.[p] ?? null;
    if (text === null) {
      ceilings.push(9);
      continue;
    }
    const c = parseCard(deck, text);
    if (isLeft(c)) return c;
    if (trump === null || wordOf(c.right) !== trump)
      return fail('position/trump-ceiling', `A trump ceiling is a trump, not ${text}.`, { seat: p, card: text });
    const ceiling = trumpPower(c.right);
    const above = toArray(before[p]!).filter((h) => wordOf(h) === trump && trumpPower(h) >= ceiling);
    if (above.length > 0)
      return fail('position/trump-ceiling', `${playerName(p)} holds ${names(above).join(' ')}, not below ${text}.`, {
        seat: p,
        card: text,
        held: names(above),
      });
    ceilings.push(ceiling);
  }
  return right({ voids, ceilings });
}

/** A play the game's card-play rules check and apply. */
export interface CardPlay<S, A> {
  readonly check: (s: S, seat: Seat, a: A) => { readonly ok: true } | { readonly ok: false; readonly error: RuleError };
  readonly apply: (s: S, a: A, seat: Seat) => { readonly state: S };
}

/**
 * The trick in progress replayed on `s` through the game's own rules, `actionOf(i)` the play of
 * its i-th card: `position/illegal` for a card its seat could not play (the refusal's code as
 * `cause`).
 */
export function replayTrick<S, A extends { readonly card: Card }>(
  deck: DeckSpec,
  s: S,
  trickSeats: readonly Seat[],
  actionOf: (i: number) => A,
  play: CardPlay<S, A>,
): Either<PositionError, S> {
  let state = s;
  for (let i = 0; i < trickSeats.length; i++) {
    const p = trickSeats[i]!;
    const a = actionOf(i);
    const v = play.check(state, p, a);
    const card = deck.names.get(a.card)!;
    if (!v.ok)
      return fail('position/illegal', `${playerName(p)} could not play ${card}: ${v.error.message}`, {
        seat: p,
        card,
        cause: v.error.code,
      });
    state = play.apply(state, a, p).state;
  }
  return right(state);
}
