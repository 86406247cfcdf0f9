/**
 * A Belote position from facts: a playable state built from what a position of the card play is,
 * without its history (every hand, the trump and the taker, the announcements made, the belote
 * calls, the cards each team has won, the trick in progress, the seat to act, and what everybody
 * knows: voids and trump ceilings), checked for consistency; and the same facts read off a state
 * (`beloteFactsOf`). Coinche builds its positions on these (`coinche/facts.ts`).
 *
 * A position is in the card play, or, with announcements made before the first card
 * (`announcementTiming: 'before-first-trick'`), in the announcement round. With announcements at
 * the first trick, each seat announces just before its first card, which a position of the first
 * trick shows by a `null` announcement. The dix de der goes to the winner of the eighth trick,
 * always still to be played from a position. The trick in progress is replayed through the
 * card-play rules from the hands it was played from (each card back in its seat's hand, a belote
 * call made with it replayed with it): a card its seat could not play is refused, and what its play
 * shows (a void, a trump ceiling) is learnt as in a dealt deal.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { parseCard, wordOf, type Card } from '../../kernel/card.js';
import { has, type CardSet } from '../../kernel/cardset.js';
import { isLeft, right, type Either } from '../../kernel/either.js';
import { failWith } from '../../kernel/errors.js';
import { playerName, type Seat } from '../../kernel/seat.js';
import { bellaMate } from '../../family/card-play.js';
import { strainOfTrump, SUIT_LETTERS } from '../../family/cards.js';
import {
  cardNameFact,
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
import { formatMeld, parseMeldOf } from '../../family/melds.js';
import { beloteDeck, TRICKS } from './cards.js';
import { canonicalMelds } from './codec.js';
import { compatible } from './declarations.js';
import type { BeloteOptions } from './options.js';
import { applyPlay, checkPlay } from './play.js';
import { eldestAfter, eldestOf, type BeloteCalls, type BeloteState, type SuitLetter } from './state.js';
import type { BeloteError } from './step.js';

englishMessages();

/** The facts of a Belote position; cards by name (`JS`, `10H`), announcements in notation (`run3-QS`, `four-J`). */
export interface BelotePositionFacts extends FrameFacts {
  /** The trump suit. */
  readonly trump: SuitLetter;
  /** The seat that took (its team is the takers). */
  readonly taker: Seat;
  /** The turned card (la retourne), public: the taker received it, so it holds it or has played it. */
  readonly turned: string;
  /**
   * Each seat's announcements (`[]`: announced none), null while it has not announced yet; absent:
   * none announced (and always without announcements).
   */
  readonly announcements?: readonly (readonly string[] | null)[] | undefined;
  /**
   * Each seat's belote calls so far: `'belote'` said with the first of the king and queen of trump
   * it played, `'rebelote'` then with the second; null: none. Absent: none.
   */
  readonly calls?: readonly ('belote' | 'rebelote' | null)[] | undefined;
}

const frame = /* @__PURE__ */ frameFactsFields(8, 32);

/** The fields of Belote position facts but the trump and the taker (Coinche names its contract instead). */
export const cardPlayFactsShape = {
  hands: frame.hands,
  announcements: z.optional(
    z.array(z.nullable(z.array(z.string().check(z.maxLength(12))).check(z.maxLength(8)))).check(z.length(4)),
  ),
  calls: z.optional(z.array(z.nullable(z.enum(['belote', 'rebelote']))).check(z.length(4))),
  ...frame.play,
};

/** The strict zod schema of Belote position facts (checked against `BelotePositionFacts` at compile time). */
export const belotePositionSchema: z.ZodMiniType<BelotePositionFacts> = /* @__PURE__ */ (() =>
  z.strictObject({
    ...cardPlayFactsShape,
    trump: z.enum(SUIT_LETTERS),
    taker: seatFact,
    turned: cardNameFact,
  }))();

/** The facts of a card play's position as Coinche gives them: Belote's, with no turned card. */
export type CardPlayFacts = Omit<BelotePositionFacts, 'turned'>;

const fail = failWith<BeloteError['code']>();

const name = (c: Card): string => beloteDeck.names.get(c)!;
const names = (cards: Iterable<Card>): string[] => [...cards].sort((a, b) => a - b).map(name);
const CALL_WORDS = [null, 'belote', 'rebelote'] as const;

/**
 * Builds the state of a position from its facts, or refuses them: `position/malformed` (not facts),
 * `notation/bad-card`, `notation/bad-meld`, `notation/no-such-meld`, `position/card-twice`,
 * `position/card-missing`, `position/cards-won`, `position/hand-size`, `position/turn`,
 * `position/declaration`, `position/bella` (belote calls that do not fit the cards), `position/void`,
 * `position/trump-ceiling`, `position/illegal` (a card of the trick its seat could not play).
 */
export function stateFromFacts(options: BeloteOptions, input: unknown): Either<BeloteError, BeloteState> {
  const parsed = belotePositionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('position/malformed', `Not Belote position facts: ${issue?.message ?? ''}`, {
      path: issue?.path.map(String) ?? [],
    });
  }
  const turned = parseCard(beloteDeck, parsed.data.turned);
  if (isLeft(turned)) return turned;
  return cardPlayState(options, parsed.data, turned.right);
}

/**
 * The state of a card play's position from facts already read (Coinche's, which has no turned
 * card): `stateFromFacts`'s checks but the schema's.
 */
export const cardPlayStateFromFacts = (options: BeloteOptions, f: CardPlayFacts): Either<BeloteError, BeloteState> =>
  cardPlayState(options, f, -1);

function cardPlayState(options: BeloteOptions, f: CardPlayFacts, turned: Card): Either<BeloteError, BeloteState> {
  // Where each card is, the phase, the trick in progress, the seat to act, the hand sizes: the
  // family's frame (in the announcement round, the next to announce acts).
  const eldest = eldestAfter(options.dealer);
  const announced = f.announcements ?? [null, null, null, null];
  const frame = cardPlayFrame(
    beloteDeck,
    f,
    [0, 1, 2, 3].map((p) => announced[p] !== null && announced[p] !== undefined),
    options.announcements && options.announcementTiming === 'before-first-trick',
    eldest,
    TRICKS,
    BELOTE_WORDS,
  );
  if (isLeft(frame)) return frame;
  const { won, trickCards, trickSeats, done, round, leader, before } = frame.right;
  const played = new Set<Card>([...won[0], ...won[1], ...trickCards]);
  const trump = SUIT_LETTERS.indexOf(f.trump);
  // The turned card went to the taker: it holds it, or it has been played.
  if (turned >= 0 && !has(before[f.taker]!, turned) && !played.has(turned))
    return fail('position/contract', `The turned card ${name(turned)} went to the taker, ${playerName(f.taker)}.`, {
      turned: name(turned),
      taker: f.taker,
    });

  const declarations = declaredMelds(
    announced,
    { done, trickSeats, toAct: f.toAct, before, playedBy: (c) => played.has(c) },
    announcementRules(options),
  );
  if (isLeft(declarations)) return declarations;
  const calls = callsOf(f.calls ?? [null, null, null, null], trump, before, played, trickCards, trickSeats);
  if (isLeft(calls)) return calls;
  const knowledge = knowledgeOf(beloteDeck, f.voids, f.trumpCeiling, trump, before);
  if (isLeft(knowledge)) return knowledge;

  const empty = [[], [], [], []];
  const s: BeloteState = {
    options,
    phase: round ? 'announce' : 'play',
    hands: [...before],
    pack: [],
    // No deal as dealt: the position is the start (`fromPosition`).
    dealt: { hands: empty, pack: [] },
    turned,
    speech: [],
    taker: f.taker,
    trump,
    strain: strainOfTrump(trump),
    declarations: declarations.right,
    leader,
    trick: [],
    tricks: [],
    won,
    calls: calls.right.before,
    voids: knowledge.right.voids,
    trumpCeiling: knowledge.right.ceilings,
    annulled: false,
  };
  // The trick in progress, replayed through the card-play rules.
  const play = (i: number) => ({ type: 'play' as const, card: trickCards[i]!, call: calls.right.with[i]! });
  return replayTrick(beloteDeck, s, trickSeats, play, { check: checkPlay, apply: applyPlay });
}

/** How Belote's frame messages name its parts. */
const BELOTE_WORDS = {
  declares: 'announces',
  round: 'announcementTiming before-first-trick',
  tricks: 'eight',
  deal: 'deal',
};

/** Belote's announcements in a position's facts: the family's `declaredMelds` under these options. */
const announcementRules = (options: BeloteOptions): DeclarationRules<BeloteError> => ({
  deck: beloteDeck,
  firstTrick: options.announcementTiming === 'first-trick',
  none: options.announcements ? null : 'No announcements are made in this game (option announcements).',
  parse: (t) => parseMeldOf(beloteDeck, t),
  together: (melds) => compatible(melds, options.sharedCards),
  canonical: canonicalMelds,
  words: {
    // With announcements at the first trick, a seat announces just before its first card.
    played: (who) => `${who} has played a card, so it has announced.`,
    toCome: (who) => `${who} announces just before its first card, still to come.`,
    notTogether: (who) => `${who}'s announcements cannot be made together.`,
    run: '',
  },
});

/** Each seat's calls before the trick in progress, and the call made with each card of the trick. */
function callsOf(
  words: readonly ('belote' | 'rebelote' | null)[],
  trump: number,
  before: readonly CardSet[],
  played: ReadonlySet<Card>,
  trickCards: readonly Card[],
  trickSeats: readonly Seat[],
): Either<BeloteError, { before: BeloteCalls[]; with: BeloteCalls[] }> {
  const out: BeloteCalls[] = [];
  const withCard: BeloteCalls[] = trickCards.map(() => 0);
  for (let p = 0; p < 4; p++) {
    const calls = CALL_WORDS.indexOf(words[p] ?? null) as BeloteCalls;
    if (calls === 0) {
      out.push(0);
      continue;
    }
    const pair = beloteDeck.cards.filter((c) => wordOf(c) === trump && bellaMate(trump, c) >= 0);
    const i = trickSeats.indexOf(p);
    const mine = i < 0 ? -1 : trickCards[i]!;
    // The pair's cards the seat has played (before the trick, or in it) and holds.
    const gone = pair.filter((c) => played.has(c));
    const held = pair.filter((c) => has(before[p]!, c) && c !== mine);
    const ownPair = pair.every((c) => played.has(c) || has(before[p]!, c));
    const detail = { seat: p, calls: words[p] };
    if (!ownPair || gone.length < calls)
      return fail(
        'position/bella',
        calls === 1
          ? `${playerName(p)} said belote with one of ${names(pair).join(' and ')}, both its own: it has played one and holds or has played the other.`
          : `${playerName(p)} said rebelote: it has played both ${names(pair).join(' and ')}.`,
        detail,
      );
    // A call made with the card of the trick in progress is replayed with it.
    const inTrick = pair.includes(mine) && (calls === 2 || held.length === 1);
    if (inTrick) withCard[i] = calls;
    out.push((inTrick ? calls - 1 : calls) as BeloteCalls);
  }
  return right({ before: out, with: withCard });
}

/**
 * The facts of a state in the card play or the announcement round (`stateFromFacts` rebuilds a
 * state with the same legal actions, views but for the history, and result): Left
 * `phase/wrong-phase` in any other phase.
 */
export function beloteFactsOf(s: BeloteState): Either<BeloteError, BelotePositionFacts> {
  if ((s.phase !== 'play' && s.phase !== 'announce') || s.taker === null || s.trump === null)
    return fail('phase/wrong-phase', `Facts describe the announcements or the card play, not the ${s.phase} phase.`, {
      phase: s.phase,
    });
  return right(factsOfState(s, s.taker, s.trump));
}

/** The facts of a state whose trump is chosen, in any later phase (a finished deal's seat to act is its last leader). */
export function factsOfState(s: BeloteState, taker: Seat, trump: number): BelotePositionFacts {
  const frame = frameFactsOf<SuitLetter>(s, beloteDeck, s.phase === 'announce', eldestOf(s));
  return {
    hands: frame.hands,
    trump: SUIT_LETTERS[trump]!,
    taker,
    turned: s.turned < 0 ? '' : name(s.turned),
    announcements: s.declarations.map((d) => (d === null ? null : d.map(formatMeld))),
    calls: s.calls.map((c) => CALL_WORDS[c] ?? null),
    ...frame.play,
  };
}
