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
import { cardId, formatCard, type Card } from '../../kernel/card.js';
import { has, setOf, type CardSet } from '../../kernel/cardset.js';
import { isLeft, right, type Either } from '../../kernel/either.js';
import { failWith } from '../../kernel/errors.js';
import { playerName, type Seat } from '../../kernel/seat.js';
import { RANK_BIT, SUIT_LETTERS, tarabishDeck } from './cards.js';
import { canonicalMelds, suitName } from './codec.js';
import {
  cardPlayFrame,
  declaredMelds,
  frameFactsFields,
  type FrameFacts,
  frameFactsOf,
  knowledgeOf,
  replayTrick,
  seatFact,
  type DeclarationRules,
} from '../../family/facts.js';
import { formatMeld, meldCards, meldsHeld, parseMeld } from './melds.js';
import { noTrumpMinimum, type TarabishOptions } from './options.js';
import { applyPlay, checkPlay } from './play.js';
import { bellaAllowed } from './card-play.js';
import { eldestAfter, eldestOf, type TarabishState } from './state.js';
import type { TarabishError } from './step.js';

englishMessages();

/** A suit letter. */
export type TarabishSuit = 'S' | 'H' | 'D' | 'C';

/** The facts of a Tarabish position; cards by name (`JS`, `10H`), melds as declared (`run3-KH`, `four-J`). */
export interface TarabishPositionFacts extends FrameFacts {
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
}

const frame = frameFactsFields(9, 36);

/** The strict zod schema of Tarabish position facts (checked against `TarabishPositionFacts` at compile time). */
export const tarabishPositionSchema: z.ZodMiniType<TarabishPositionFacts> = z.strictObject({
  hands: frame.hands,
  trump: z.enum(['S', 'H', 'D', 'C', 'no-trump']),
  contract: z.strictObject({ seat: seatFact, bid: z.optional(z.nullable(z.int())) }),
  declarations: z
    .array(z.nullable(z.array(z.string().check(z.maxLength(12))).check(z.maxLength(8))))
    .check(z.length(4)),
  bella: z.optional(z.nullable(z.strictObject({ seat: seatFact, called: z.boolean() }))),
  ...frame.play,
});

const fail = failWith<TarabishError['code']>();

const name = (c: Card): string => formatCard(tarabishDeck, c);

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

  // Where each card is, the phase, the trick in progress, the seat to act, the hand sizes: the
  // family's frame (in the declaration round, the next to declare acts).
  const frame = cardPlayFrame(
    tarabishDeck,
    f,
    f.declarations.map((d) => d !== null),
    options.declaration === 'before-first-trick',
    eldestAfter(options.dealer),
    9,
    TARABISH_WORDS,
  );
  if (isLeft(frame)) return frame;
  const { won, trickCards, trickSeats, done, round, leader, before } = frame.right;
  const where = new Map<Card, number>();
  won.forEach((w, team) => w.forEach((c) => where.set(c, team)));

  // Trump and the contract.
  const trump = f.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(f.trump);
  const contract = contractOf(options, f.contract, trump);
  if (isLeft(contract)) return contract;

  const pileOf = (c: Card): number => where.get(c) ?? -1;
  const playedBy = (c: Card, p: Seat): boolean => pileOf(c) >= 0 || trickCards[trickSeats.indexOf(p)] === c;

  // Declarations.
  const declarations = declaredMelds(
    f.declarations,
    { done, trickSeats, toAct: f.toAct, before, playedBy },
    declarationRules(options),
  );
  if (isLeft(declarations)) return declarations;

  // Bella.
  const bella = bellaOf(f, trump, before, pileOf, trickCards, trickSeats);
  if (isLeft(bella)) return bella;

  // What everybody knows: voids and trump ceilings, true of the hands the trick was played from.
  const knowledge = knowledgeOf(tarabishDeck, f.voids, f.trumpCeiling, trump, before);
  if (isLeft(knowledge)) return knowledge;

  const s: TarabishState = {
    options,
    phase: round ? 'declare' : 'play',
    hands: [...before],
    pending: [0, 1, 2, 3].map(() => setOf(4, [])),
    speech: [],
    contract: contract.right,
    trump,
    declarations: declarations.right,
    leader,
    trick: [],
    tricks: [],
    won,
    bella: [0, 1, 2, 3].map((p) => bella.right.called === p),
    voids: knowledge.right.voids,
    trumpCeiling: knowledge.right.ceilings,
    annulled: false,
    start: { bellaSeat: bella.right.before },
  };
  // The trick in progress, replayed through the card-play rules.
  const play = (i: number) => ({
    type: 'play' as const,
    card: trickCards[i]!,
    bella: bella.right.calledWith === trickCards[i],
  });
  return replayTrick(tarabishDeck, s, trickSeats, play, {
    check: checkPlay,
    apply: (state, a, seat) => applyPlay(state, a, seat),
  });
}

/** How Tarabish's frame messages name its parts. */
const TARABISH_WORDS = {
  declares: 'declares',
  round: 'declaration before-first-trick',
  tricks: 'nine',
  deal: 'hand',
};

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

/** Tarabish's declarations in a position's facts: the family's `declaredMelds` under these options. */
const declarationRules = (options: TarabishOptions): DeclarationRules<TarabishError> => ({
  deck: tarabishDeck,
  firstTrick: options.declaration === 'first-trick',
  none: null,
  parse: parseMeld,
  // Each maximal run is one meld: together the declared melds are melds of their own cards.
  together: (melds) => {
    const held = meldsHeld(setOf(4, melds.flatMap(meldCards)), options.melds).map(formatMeld);
    return melds.every((m) => held.includes(formatMeld(m)));
  },
  canonical: canonicalMelds,
  words: {
    played: (who) => `${who} has played a card, so it has declared (declaration first-trick).`,
    toCome: (who) => `${who} declares just before its first card, still to come.`,
    notTogether: (who) =>
      `${who}'s declaration is not a set of melds of this game (each maximal run once; fours only with melds belote).`,
    run: 'run ',
  },
});

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
  let bella: TarabishPositionFacts['bella'] = null;
  for (let p = 0; p < 4; p++) {
    if (s.bella[p]) bella = { seat: p, called: true };
    else if (trump !== null)
      for (const c of bellaCards(trump))
        if (has(s.hands[p]!, c) && bellaAllowed(s, p, c)) bella = { seat: p, called: false };
  }
  const frame = frameFactsOf<TarabishSuit>(s, tarabishDeck, s.phase === 'declare', eldestOf(s));
  return {
    hands: frame.hands,
    trump: suitName(trump) as TarabishPositionFacts['trump'],
    contract: { seat: contract.seat, bid: contract.bid },
    declarations: s.declarations.map((d) => (d === null ? null : d.map(formatMeld))),
    bella,
    ...frame.play,
  };
}
