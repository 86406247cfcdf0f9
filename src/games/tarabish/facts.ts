/**
 * A Tarabish position from facts: a playable state built from what a position of the card play is,
 * without its history (every hand, trump, the contract, the declarations made, bella, the cards
 * each team has won, the trick in progress, the seat to act, and what everybody knows: voids and
 * trump ceilings), checked for consistency; and the same facts read off a state (`tarabishFactsOf`).
 *
 * A position is in the card play, or in the declaration round before the first card (declaration
 * 'before-first-trick', some seats still to declare; under 'first-trick' each seat declares before
 * its own first card, which a position of the first trick shows by a `null` declaration). The
 * last-trick bonus goes to the winner of the ninth trick, always still to be played from a position.
 * The trick in progress is replayed through the card-play rules from the hands it was played from
 * (each card back in its seat's hand): a card its seat could not play is refused, and what its play
 * shows (a void, a trump ceiling) is learnt as in a dealt hand.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { cardId, formatCard, parseCard, wordOf, type Card } from '../../kernel/card.js';
import { has, setOf, toArray, type CardSet } from '../../kernel/cardset.js';
import { isLeft, left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import { checkHandSizes, checkVoids, placeCards, trickLeader, wholeTricks } from '../../kernel/facts.js';
import { playerName, type Seat } from '../../kernel/seat.js';
import { RANK_BIT, SUIT_LETTERS, tarabishDeck, trumpPower } from './cards.js';
import { canonicalMelds, suitName } from './codec.js';
import { formatMeld, meldCards, meldsHeld, parseMeld, runEnds, type Meld } from './melds.js';
import { noTrumpMinimum, type TarabishOptions } from './options.js';
import { applyPlay, checkPlay } from './play.js';
import { bellaAllowed, inferencesOf } from './card-play.js';
import { eldestOf, sideOf, type TarabishState } from './state.js';
import type { TarabishError } from './step.js';

englishMessages();

/** A suit letter. */
export type TarabishSuit = 'S' | 'H' | 'D' | 'C';

/** The facts of a Tarabish position; cards by name (`JS`, `10H`), melds as declared (`run3-KH`, `four-J`). */
export interface TarabishPositionFacts {
  /** The cards each seat holds. */
  readonly hands: readonly (readonly string[])[];
  /** The trump suit, or `no-trump` (option noTrump). */
  readonly trump: TarabishSuit | 'no-trump';
  /** Who chose trump, and the winning bid (trumpChoice 'auction'; null or absent after a call). */
  readonly contract: { readonly seat: Seat; readonly bid?: number | null | undefined };
  /** Each seat's declared melds (`[]`: declared none), null while it has not declared yet. */
  readonly declarations: readonly (readonly string[] | null)[];
  /**
   * Bella (the king and queen of trump from one hand): `called` true, the seat played both and
   * called it; false, it played the first and holds the second (it may call bella with it).
   * Absent or null: neither.
   */
  readonly bella?: { readonly seat: Seat; readonly called: boolean } | null | undefined;
  /** The cards won by each team (index = seat % 2): whole tricks, four cards each. */
  readonly won: readonly [readonly string[], readonly string[]];
  /** The trick in progress, in play order. */
  readonly trick: readonly { readonly seat: Seat; readonly card: string }[];
  /** The seat to act. */
  readonly toAct: Seat;
  /** Per seat, the suits it is known to be void in (it did not follow them). */
  readonly voids?: readonly (readonly TarabishSuit[])[] | undefined;
  /** Per seat, a trump it is known not to hold, nor any higher trump (it played under it when bound to beat it); null: nothing known. */
  readonly trumpCeiling?: readonly (string | null)[] | undefined;
}

const seat = z.int().check(z.minimum(0), z.maximum(3));
const cardName = z.string().check(z.maxLength(8));
const suit = z.enum(['S', 'H', 'D', 'C']);
const pile = z.array(cardName).check(z.maxLength(36));

/** The strict zod schema of Tarabish position facts (checked against `TarabishPositionFacts` at compile time). */
export const tarabishPositionSchema: z.ZodMiniType<TarabishPositionFacts> = z.strictObject({
  hands: z.array(z.array(cardName).check(z.maxLength(9))).check(z.length(4)),
  trump: z.enum(['S', 'H', 'D', 'C', 'no-trump']),
  contract: z.strictObject({ seat, bid: z.optional(z.nullable(z.int())) }),
  declarations: z
    .array(z.nullable(z.array(z.string().check(z.maxLength(12))).check(z.maxLength(8))))
    .check(z.length(4)),
  bella: z.optional(z.nullable(z.strictObject({ seat, called: z.boolean() }))),
  won: z.tuple([pile, pile]),
  trick: z.array(z.strictObject({ seat, card: cardName })).check(z.maxLength(4)),
  toAct: seat,
  voids: z.optional(z.array(z.array(suit).check(z.maxLength(4))).check(z.length(4))),
  trumpCeiling: z.optional(z.array(z.nullable(cardName)).check(z.length(4))),
});

type Fail = Either<TarabishError, never>;
const fail = (code: TarabishError['code'], message: string, detail: Record<string, unknown> = {}): Fail =>
  left(ruleError(code, message, detail));

const name = (c: Card): string => formatCard(tarabishDeck, c);
const names = (cards: Iterable<Card>): string[] => [...cards].sort((a, b) => a - b).map(name);

/** The cards of a list of names. */
function cardsOf(list: readonly string[]): Either<TarabishError, Card[]> {
  const out: Card[] = [];
  for (const t of list) {
    const c = parseCard(tarabishDeck, t);
    if (isLeft(c)) return c;
    out.push(c.right);
  }
  return right(out);
}

/** The king and queen of trump (the bella cards). */
const bellaCards = (trump: number): readonly [Card, Card] => [
  cardId(trump, RANK_BIT.king),
  cardId(trump, RANK_BIT.queen),
];

/**
 * Builds the state of a position from its facts, or refuses them: `position/malformed` (not facts),
 * `notation/bad-card`, `notation/bad-meld`, `notation/no-such-meld`, `position/card-twice`,
 * `position/card-missing`, `position/cards-won`, `position/hand-size`, `position/turn`,
 * `position/contract`, `position/declaration`, `position/bella`, `position/void`, `position/trump-ceiling`,
 * `position/illegal` (a card of the trick its seat could not play).
 */
export function stateFromFacts(options: TarabishOptions, input: unknown): Either<TarabishError, TarabishState> {
  const parsed = tarabishPositionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('position/malformed', `Not Tarabish position facts: ${issue?.message ?? ''}`, {
      path: issue?.path.map(String) ?? [],
    });
  }
  const f = parsed.data;

  // Every card in exactly one place (the kernel's shared checks, here and below).
  const placed = placeCards(tarabishDeck, [
    ...f.hands.map((h, p) => ({ where: `hands[${p}]`, cards: h })),
    ...f.won.map((w, team) => ({ where: `won[${team}]`, cards: w })),
    { where: 'the trick', cards: f.trick.map((t) => t.card) },
  ]);
  if (isLeft(placed)) return placed;
  const hands = placed.right.slice(0, 4);
  const won = placed.right.slice(4, 6);
  const trickCards = placed.right[6]!;
  const where = new Map<Card, number>();
  won.forEach((w, team) => w.forEach((c) => where.set(c, team)));

  // Cards won: whole tricks, fewer than nine.
  const tricks = wholeTricks(4, [
    { party: 'team 0', count: won[0]!.length },
    { party: 'team 1', count: won[1]!.length },
  ]);
  if (isLeft(tricks)) return tricks;
  const done = tricks.right[0]! + tricks.right[1]!;
  if (done >= 9) return fail('position/cards-won', 'All nine tricks are won: the hand is over.', { tricks: done });

  // The trick in progress and the seat to act (in the declaration round: the next to declare).
  const eldest = (options.dealer + 1) % 4;
  const declared = f.declarations.filter((d) => d !== null).length;
  const phase = options.declaration === 'before-first-trick' && declared < 4 ? 'declare' : 'play';
  const trickSeats = f.trick.map((t) => t.seat);
  let leader = eldest;
  if (phase === 'declare') {
    // Declaration 'before-first-trick': a round from the eldest before the first card.
    if (
      done > 0 ||
      f.trick.length > 0 ||
      [0, 1, 2, 3].some((k) => (f.declarations[(eldest + k) % 4] !== null) !== k < declared)
    )
      return fail(
        'position/declaration',
        `Every seat declares in turn from the eldest (${playerName(eldest)}) before the first card (declaration before-first-trick).`,
        { declared: [0, 1, 2, 3].filter((p) => f.declarations[p] !== null), eldest },
      );
    if (f.toAct !== (eldest + declared) % 4)
      return fail(
        'position/turn',
        `${playerName((eldest + declared) % 4)} declares next, not ${playerName(f.toAct)}.`,
        {
          expected: (eldest + declared) % 4,
          got: f.toAct,
        },
      );
  } else {
    const from = trickLeader(4, f.trick, f.toAct);
    if (isLeft(from)) return from;
    leader = from.right;
  }
  if (done === 0 && leader !== eldest)
    return fail('position/turn', `The eldest (${playerName(eldest)}) leads the first trick.`, { leader, eldest });
  if (done > 0 && won[sideOf(leader)]!.length === 0)
    return fail(
      'position/turn',
      `${playerName(leader)} leads, so its team won the last trick, yet it has won no cards.`,
      {
        leader,
      },
    );

  // Hand sizes: nine cards, less one per finished trick and one for a card in the trick.
  const sizes = checkHandSizes(
    hands.map((h) => h.length),
    [0, 1, 2, 3].map((p) => 9 - done - (trickSeats.includes(p) ? 1 : 0)),
  );
  if (isLeft(sizes)) return sizes;

  // Trump and the contract.
  const trump = f.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(f.trump);
  const contract = contractOf(options, f.contract, trump);
  if (isLeft(contract)) return contract;

  // The hands the trick was played from: each card of the trick back in its seat's hand.
  const before = hands.map((h, p) => {
    const i = trickSeats.indexOf(p);
    return setOf(4, i < 0 ? h : [...h, trickCards[i]!]);
  });
  const pileOf = (c: Card): number => where.get(c) ?? -1;
  const playedBy = (c: Card, p: Seat): boolean => pileOf(c) >= 0 || trickCards[trickSeats.indexOf(p)] === c;

  // Declarations.
  const declarations = declarationsOf(options, f, before, playedBy, done);
  if (isLeft(declarations)) return declarations;

  // Bella.
  const bella = bellaOf(f, trump, before, pileOf, trickCards, trickSeats);
  if (isLeft(bella)) return bella;

  // What everybody knows: voids and trump ceilings, true of the hands the trick was played from.
  const knowledge = knowledgeOf(f, trump, before);
  if (isLeft(knowledge)) return knowledge;

  let s: TarabishState = {
    options,
    phase,
    hands: before,
    pending: [0, 1, 2, 3].map(() => setOf(4, [])),
    speech: [],
    contract: contract.right,
    trump,
    declarations: declarations.right,
    leader,
    trick: [],
    tricks: [],
    won: [won[0]!, won[1]!],
    bella: [0, 1, 2, 3].map((p) => bella.right.called === p),
    voids: knowledge.right.voids,
    trumpCeiling: knowledge.right.ceilings,
    annulled: false,
    start: { bellaSeat: bella.right.before },
  };
  // The trick in progress, replayed through the card-play rules.
  for (let i = 0; i < trickCards.length; i++) {
    const p = trickSeats[i]!;
    const a = { type: 'play' as const, card: trickCards[i]!, bella: bella.right.calledWith === trickCards[i] };
    const v = checkPlay(s, p, a);
    if (!v.ok)
      return fail('position/illegal', `${playerName(p)} could not play ${name(a.card)}: ${v.error.message}`, {
        seat: p,
        card: name(a.card),
        cause: v.error.code,
      });
    s = applyPlay(s, a, p).state;
  }
  return right(s);
}

function contractOf(
  options: TarabishOptions,
  c: TarabishPositionFacts['contract'],
  trump: number | null,
): Either<TarabishError, NonNullable<TarabishState['contract']>> {
  const noTrump = trump === null;
  const bid = c.bid ?? null;
  if (noTrump && !options.noTrump)
    return fail('position/contract', 'No-trump hands are not played (option noTrump).', { trump: 'no-trump' });
  if (options.trumpChoice === 'call') {
    if (bid !== null)
      return fail('position/contract', 'Trump is called, not bid, in this game (trumpChoice call): no bid.', { bid });
    return right({ seat: c.seat, bid: null, noTrump });
  }
  const floor = noTrump ? noTrumpMinimum(options) : options.minBid;
  if (bid === null || bid % 10 !== 0 || bid < floor || bid > options.maxBid)
    return fail(
      'position/contract',
      `The winning bid is a multiple of 10 from ${floor} to ${options.maxBid} (trumpChoice auction).`,
      { bid, minimum: floor, maximum: options.maxBid },
    );
  return right({ seat: c.seat, bid, noTrump });
}

function declarationsOf(
  options: TarabishOptions,
  f: TarabishPositionFacts,
  before: readonly CardSet[],
  playedBy: (c: Card, p: Seat) => boolean,
  done: number,
): Either<TarabishError, (readonly Meld[] | null)[]> {
  const out: (readonly Meld[] | null)[] = [];
  const inTrick = (p: Seat): boolean => f.trick.some((t) => t.seat === p);
  for (let p = 0; p < 4; p++) {
    const texts = f.declarations[p];
    if (texts === null || texts === undefined) {
      // Declaration 'first-trick': a seat declares just before its first card.
      if (options.declaration === 'first-trick' && (done > 0 || inTrick(p)))
        return fail(
          'position/declaration',
          `${playerName(p)} has played a card, so it has declared (declaration first-trick).`,
          {
            seat: p,
          },
        );
      out.push(null);
      continue;
    }
    if (options.declaration === 'first-trick' && done === 0 && !inTrick(p) && p !== f.toAct)
      return fail('position/declaration', `${playerName(p)} declares just before its first card, still to come.`, {
        seat: p,
      });
    const melds: Meld[] = [];
    for (const t of texts) {
      const m = parseMeld(t);
      if (isLeft(m)) return m;
      melds.push(m.right);
    }
    // Each maximal run is one meld: together the declared melds are melds of their own cards.
    const own = setOf(4, melds.flatMap(meldCards));
    const held = meldsHeld(own, options.melds).map(formatMeld);
    const detail = { seat: p, melds: [...texts] };
    if (new Set(texts).size !== texts.length || melds.some((m) => !held.includes(formatMeld(m))))
      return fail(
        'position/declaration',
        `${playerName(p)}'s declaration is not a set of melds of this game (each maximal run once; fours only with melds belote).`,
        detail,
      );
    for (const m of melds) {
      for (const c of meldCards(m))
        if (!has(before[p]!, c) && !playedBy(c, p))
          return fail(
            'position/declaration',
            `${name(c)} of ${playerName(p)}'s ${formatMeld(m)} is in another seat's hand.`,
            {
              ...detail,
              card: name(c),
            },
          );
      for (const c of runEnds(m))
        if (has(before[p]!, c))
          return fail(
            'position/declaration',
            `${playerName(p)} holds ${name(c)}, so its run ${formatMeld(m)} was longer.`,
            {
              ...detail,
              card: name(c),
            },
          );
    }
    out.push(canonicalMelds(melds));
  }
  return right(out);
}

interface BellaFacts {
  /** The seat that called bella before the trick in progress, or -1. */
  readonly called: number;
  /** The bella card played with the call in the trick in progress, or -1. */
  readonly calledWith: number;
  /** The seat that played the first bella card before the trick in progress and holds the other, or null. */
  readonly before: Seat | null;
}

function bellaOf(
  f: TarabishPositionFacts,
  trump: number | null,
  before: readonly CardSet[],
  pileOf: (c: Card) => number,
  trickCards: readonly Card[],
  trickSeats: readonly Seat[],
): Either<TarabishError, BellaFacts> {
  const none: BellaFacts = { called: -1, calledWith: -1, before: null };
  const b = f.bella;
  if (b === null || b === undefined) return right(none);
  if (trump === null) return fail('position/bella', 'There is no bella in no-trump.', { seat: b.seat });
  const [king, queen] = bellaCards(trump);
  const mine = trickCards[trickSeats.indexOf(b.seat)];
  const detail = { seat: b.seat, called: b.called };
  // Where each bella card is: in the seat's hand (before the trick), played by it in the trick, or won.
  const heldK = has(before[b.seat]!, king) && mine !== king;
  const heldQ = has(before[b.seat]!, queen) && mine !== queen;
  const gone = (c: Card): boolean => pileOf(c) >= 0 || mine === c;
  if (b.called) {
    if (!gone(king) || !gone(queen))
      return fail(
        'position/bella',
        `Bella is called on the second of ${name(king)} and ${name(queen)}, both played by ${playerName(b.seat)}.`,
        detail,
      );
    // In the trick: the second card, played with the call.
    return right(
      mine === king || mine === queen ? { called: -1, calledWith: mine, before: b.seat } : { ...none, called: b.seat },
    );
  }
  if (heldK === heldQ || !gone(heldK ? queen : king))
    return fail(
      'position/bella',
      `${playerName(b.seat)} has played one of ${name(king)} and ${name(queen)} and holds the other.`,
      detail,
    );
  // Played before the trick (in the cards won): the position remembers it; in the trick, the trick does.
  return right({ ...none, before: mine === king || mine === queen ? null : b.seat });
}

function knowledgeOf(
  f: TarabishPositionFacts,
  trump: number | null,
  before: readonly CardSet[],
): Either<TarabishError, { voids: number[]; ceilings: number[] }> {
  const voids: number[] = [];
  const ceilings: number[] = [];
  // Known voids (the kernel's shared check), on the hands the trick was played from.
  for (let p = 0; p < 4; p++)
    voids.push((f.voids?.[p] ?? []).reduce((bits, x) => bits | (1 << SUIT_LETTERS.indexOf(x)), 0));
  const voidless = checkVoids(tarabishDeck, before.map(toArray), voids);
  if (isLeft(voidless)) return voidless;
  for (let p = 0; p < 4; p++) {
    const text = f.trumpCeiling?.[p] ?? null;
    if (text === null) {
      ceilings.push(9);
      continue;
    }
    const c = cardsOf([text]);
    if (isLeft(c)) return c;
    const card = c.right[0]!;
    if (trump === null || wordOf(card) !== trump)
      return fail('position/trump-ceiling', `A trump ceiling is a trump, not ${text}.`, { seat: p, card: text });
    const ceiling = trumpPower(card);
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

/**
 * The facts of a state in the card play or the declaration round (`stateFromFacts` rebuilds a
 * state with the same legal actions, views but for the history, and result): Left
 * `phase/wrong-phase` in any other phase.
 */
export function tarabishFactsOf(s: TarabishState): Either<TarabishError, TarabishPositionFacts> {
  if ((s.phase !== 'play' && s.phase !== 'declare') || s.contract === null)
    return fail('phase/wrong-phase', `Facts describe the declarations or the card play, not the ${s.phase} phase.`, {
      phase: s.phase,
    });
  return right(factsOfState(s, s.contract));
}

/** The facts of a state whose trump is chosen (in any later phase: a finished hand's seat to act is its last leader). */
export function factsOfState(
  s: TarabishState,
  contract: NonNullable<TarabishState['contract']>,
): TarabishPositionFacts {
  const trump = s.trump;
  const inferences = inferencesOf(s);
  let bella: TarabishPositionFacts['bella'] = null;
  for (let p = 0; p < 4; p++) {
    if (s.bella[p]) bella = { seat: p, called: true };
    else if (trump !== null)
      for (const c of bellaCards(trump))
        if (has(s.hands[p]!, c) && bellaAllowed(s, p, c)) bella = { seat: p, called: false };
  }
  return {
    hands: s.hands.map((h) => names(toArray(h))),
    trump: suitName(trump) as TarabishPositionFacts['trump'],
    contract: { seat: contract.seat, bid: contract.bid },
    declarations: s.declarations.map((d) => (d === null ? null : d.map(formatMeld))),
    bella,
    won: [names(s.won[0]!), names(s.won[1]!)],
    trick: s.trick.map((c, i) => ({ seat: (s.leader + i) % 4, card: name(c) })),
    toAct:
      s.phase === 'declare'
        ? (eldestOf(s) + s.declarations.filter((d) => d !== null).length) % 4
        : (s.leader + s.trick.length) % 4,
    voids: inferences.map((x) => x.voids as readonly TarabishSuit[]),
    trumpCeiling: inferences.map((x) => x.trumpsBelow),
  };
}
