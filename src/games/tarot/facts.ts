/**
 * A Tarot (or Goulash) position of the card-play phase built from what it is, without its history
 * (`setup(options, { position: facts })`), and the facts read off a state (`tarotFactsOf`). The facts:
 * every hand; the chien as dealt (shown and taken at prise and garde) and the écart as laid aside;
 * the contract and the taker (and the bids, if known); at 5 players the called card and, once it
 * is played, the partner; the chelem announced and the poignées shown; the cards won (per side:
 * the taker's side then the defence, or per seat: always in a Goulash, at 5 players while the
 * called card is unplayed); the Excuse kept against a card still owed; the trick in progress as
 * `{ seat, card }` plays; the seat to act; what every seat knows from the play (voids, trump ceilings).
 *
 * The facts are checked, each refusal with its own code and the cards or seats at fault: every
 * card in exactly one place; hand sizes that fit the tricks played; the seat to act following from
 * the trick and its leader; cards won in whole tricks (the owed card taken into account); the
 * écart and the chien as the FFT rules allow (FFT p.6: no king, no oudler in the écart); the call
 * and the partner coherent; the poignées held or played; no seat holding a suit it is known to be
 * void in.
 *
 * The state keeps the cards won as whole tricks ahead of the tricks played from the position
 * (`TarotState.pileTricks`): each party's cards in card order, `players` at a time, led and won
 * by a seat of that party, the Excuse led by its owner. Every rule that reads tricks (points and
 * oudlers won, the chelem, the Excuse exchange, the first trick, the called card played) reads
 * them as it reads played tricks, so `legal`, `apply`, `result`, `perft` and `playout` work
 * unchanged.
 */
import * as z from 'zod/mini';
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { isLeft, right, type Either } from '../../kernel/either.js';
import { failWith } from '../../kernel/errors.js';
import { checkHandSizes, checkVoids, placeCards, trickLeader, wholeTricks, type Place } from '../../kernel/facts.js';
import { playerName, seatAfter, type Seat } from '../../kernel/seat.js';
import { englishMessages } from '../../kernel/zod.js';
import { EXCUSE, PETIT, TRUMP_WORD, WORD_LETTERS, isKing, isOudler, isTrump, name, names, tarotDeck } from './cards.js';
import { CHIEN_SIZE, HAND_SIZE, WORDS } from './deal.js';
import type { TarotOptions } from './options.js';
import { CONTRACTS, POIGNEE_SIZE_NAMES, POIGNEE_SIZES, type Contract } from './scoring.js';
import type { PlayedTrick } from '../../kernel/trick.js';
import { BIDS, sideOf, type Bid, type PoigneeShown, type TarotState } from './state.js';
import type { TarotError } from './step.js';

englishMessages();

const seat = z.int().check(z.minimum(0), z.maximum(4));
const card = z.string().check(z.maxLength(3));
const cards = z.array(card).check(z.maxLength(78));

/**
 * The zod schema of the facts of a Tarot or Goulash position (cards by name). The player count,
 * the dealer and the rule options are the options `setup` is given.
 */
export const tarotPositionSchema = z.strictObject({
  /** What each seat holds now, by seat. */
  hands: z.array(cards).check(z.maxLength(5)),
  /** The chien as dealt (shown and taken by the taker at prise and garde). */
  chien: cards,
  /** Prise and garde: the écart as laid aside (as many cards as the chien). */
  ecart: z.optional(cards),
  /** `goulash` for a classic deal everybody passed and played as a Goulash (option `allPass`). */
  mode: z.optional(z.enum(['classic', 'goulash'])),
  /** Classic: the contract and the taker. */
  contract: z.optional(z.enum(CONTRACTS)),
  taker: z.optional(seat),
  /** The bids in speaking order from the seat after the dealer, when known. */
  bids: z.optional(z.array(z.enum(BIDS)).check(z.maxLength(10))),
  /** 5 players: the called card. */
  called: z.optional(card),
  /** 5 players: the partner (null: the taker plays alone), needed once the called card is won. */
  partner: z.optional(z.nullable(seat)),
  /** The taker announced a chelem. */
  chelem: z.optional(z.boolean()),
  /** The poignées shown, each whole. */
  poignees: z.optional(
    z
      .array(z.strictObject({ seat, size: z.enum(POIGNEE_SIZE_NAMES), cards: cards.check(z.maxLength(22)) }))
      .check(z.maxLength(5)),
  ),
  /**
   * The cards won: per side (`[taker's side, defence]`), or per seat (one list per seat: always in
   * a Goulash, and at 5 players while the called card is unplayed).
   */
  won: z.array(cards).check(z.minLength(2), z.maxLength(5)),
  /**
   * The Excuse kept by its owner (`from`, in whose cards it is) from a trick won by `to` (a side or
   * a seat, as `won` counts them): `from` still owes `to` a half-point card (FFT p.8). Per seat:
   * the seat that played it and the seat that won its trick (partners owe each other nothing).
   */
  excuseDebt: z.optional(z.nullable(z.strictObject({ from: seat, to: seat }))),
  /** The trick in progress, in play order. */
  trick: z.array(z.strictObject({ seat, card })).check(z.maxLength(4)),
  /** The seat to act: the seat after the trick's last play, or its leader when it is empty. */
  toAct: seat,
  /** What every seat knows from the play: per seat, the suits (`S H D C`, `T` for trumps) it holds none of. */
  voids: z.optional(z.array(z.array(z.enum(WORD_LETTERS)).check(z.maxLength(5))).check(z.maxLength(5))),
  /** Per seat, the highest trump it can hold (21 when nothing is known). */
  trumpCeiling: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(21))).check(z.maxLength(5))),
});

/** The facts of a Tarot or Goulash position of the card-play phase (cards by name): see `tarotPositionSchema`. */
export type TarotPositionFacts = z.output<typeof tarotPositionSchema>;

const fail = failWith<TarotError['code']>();

/** Who holds the called card at 5 players, as a partner: the seat, or null when the taker plays alone. */
type CalledAt = { readonly kind: 'hand' | 'trick'; readonly seat: Seat } | { readonly kind: 'elsewhere' | 'won' };

/**
 * The state of the position these facts describe, checked.
 * @returns Left `position/malformed` (the facts' shape), `notation/bad-card`, a kernel
 *   `position/…` code or a Tarot one (`TAROT_POSITION_ERROR_CODES`).
 */
export function stateFromFacts(options: TarotOptions, input: unknown): Either<TarotError, TarotState> {
  const parsed = tarotPositionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    return fail('position/malformed', `The position's facts are malformed at ${where}: ${issue?.message ?? ''}.`, {
      path: where,
    });
  }
  const f = parsed.data;
  const n = options.players;
  if (f.hands.length !== n)
    return fail('position/malformed', `A ${n}-player position has ${n} hands, not ${f.hands.length}.`, {
      hands: f.hands.length,
    });
  const mode = f.mode ?? options.mode;
  const classic = mode === 'classic';
  if (mode !== options.mode && !(mode === 'goulash' && options.allPass === 'goulash'))
    return fail(
      'position/contract',
      `A ${mode} position under ${options.mode} options: a classic deal is played as a Goulash only under allPass: goulash.`,
    );
  if (classic && (f.contract === undefined || f.taker === undefined || f.taker >= n))
    return fail('position/contract', 'A classic position names its contract and a taker among the seats.');
  if (!classic && (f.contract !== undefined || f.taker !== undefined || f.chelem === true))
    return fail('position/contract', 'A Goulash has no contract, taker or chelem.');
  const contract: Contract | null = classic ? f.contract! : null;
  const taker: Seat | null = classic ? f.taker! : null;
  const bids = f.bids ?? [];
  const bidsWrong = bidsAgainst(bids, contract, taker, options);
  if (bidsWrong !== undefined) return fail('position/contract', bidsWrong, { bids });

  // The chien and the écart (FFT p.6): taken at prise and garde, then as many cards laid aside.
  const taken = contract === 'prise' || contract === 'garde';
  const chienSize = CHIEN_SIZE[n];
  if (f.chien.length !== chienSize)
    return fail('position/chien', `The chien has ${chienSize} cards, not ${f.chien.length}.`, { size: f.chien.length });
  const ecartNames = f.ecart ?? [];
  if (taken ? ecartNames.length !== chienSize : ecartNames.length > 0)
    return fail(
      'position/ecart',
      taken
        ? `At ${contract} the taker lays aside ${chienSize} cards, not ${ecartNames.length}.`
        : 'Only a taker at prise or garde lays an écart aside.',
      { size: ecartNames.length },
    );

  // Every card in exactly one place.
  const partyCount = f.won.length;
  const perSeat = partyCount === n;
  if (!perSeat && !(classic && partyCount === 2))
    return fail(
      'position/cards-won',
      `The cards won are given per side (2 lists, classic) or per seat (${n} lists), not in ${partyCount} lists.`,
      { lists: partyCount },
    );
  const partyName = (p: number): string => (perSeat ? playerName(p) : p === 0 ? "the taker's side" : 'the defence');
  const places: Place[] = [
    ...f.hands.map((h, i) => ({ where: `hands[${i}]`, cards: h })),
    { where: taken ? 'the écart' : 'the chien', cards: taken ? ecartNames : f.chien },
    ...f.won.map((w, p) => ({ where: `the cards won by ${partyName(p)}`, cards: w })),
    { where: 'the trick', cards: f.trick.map((p) => p.card) },
  ];
  const placed = placeCards(tarotDeck, places);
  if (isLeft(placed)) return placed;
  const hands = placed.right.slice(0, n);
  const aside = placed.right[n]!;
  const won = placed.right.slice(n + 1, n + 1 + partyCount);
  const trick = placed.right[n + 1 + partyCount]!;
  const chien = taken ? readCards(f.chien) : aside;
  if (chien === undefined) return fail('notation/bad-card', 'A card of the chien cannot be read.');
  const ecart = taken ? aside : [];
  const badDiscard = ecart.find((c) => isKing(c) || isOudler(c));
  if (badDiscard !== undefined)
    return fail('position/ecart', `The écart holds no king and no oudler (FFT p.6): ${name(badDiscard)}.`, {
      card: name(badDiscard),
    });
  if (taken) {
    // The taken chien went to the taker: no other seat holds or played one of its cards.
    const elsewhere = chien.find(
      (c) =>
        hands.some((h, i) => i !== taker && h.includes(c)) ||
        f.trick.some((p, j) => p.seat !== taker && trick[j] === c),
    );
    if (elsewhere !== undefined)
      return fail('position/chien', `${name(elsewhere)} of the chien went to the taker, not to another seat.`, {
        card: name(elsewhere),
      });
    if (new Set(chien).size !== chien.length) return fail('position/chien', 'A card is twice in the chien.');
  }

  // The trick in progress and its leader.
  const leaderOf = trickLeader(n, f.trick, f.toAct);
  if (isLeft(leaderOf)) return leaderOf;
  const leader = leaderOf.right;

  // 5 players: the called card and the partner.
  const call = callOf(f, n, classic, taker, hands, trick);
  if (isLeft(call)) return call;
  const { called, partner, calledUnplayed } = call.right;
  if (!perSeat && calledUnplayed)
    return fail(
      'position/call',
      'At 5 players the sides are secret until the called card is played: give the cards won per seat.',
    );

  // Whole tricks, the Excuse owed for taken into account.
  const debt = f.excuseDebt ?? null;
  if (debt !== null) {
    if (debt.from >= partyCount || debt.to >= partyCount || debt.from === debt.to)
      return fail(
        'position/excuse-debt',
        `The Excuse is owed between two of the ${partyCount} parties that won cards.`,
        {
          ...debt,
        },
      );
    if (!won[debt.from]!.includes(EXCUSE))
      return fail(
        'position/excuse-debt',
        `The Excuse kept against a card owed is in the cards won by ${partyName(debt.from)}.`,
        {
          ...debt,
        },
      );
  }
  const tricksWon = wholeTricks(
    n,
    won.map((w, p) => ({
      party: partyName(p),
      count: w.length,
      adjust: debt === null ? 0 : p === debt.from ? 1 : p === debt.to ? -1 : 0,
    })),
  );
  if (isLeft(tricksWon)) return tricksWon;
  const played = tricksWon.right.reduce((a, b) => a + b, 0);
  if (played >= HAND_SIZE[n])
    return fail('position/cards-won', `A position of the card play has fewer than ${HAND_SIZE[n]} tricks won.`, {
      tricks: played,
    });
  const sizes = checkHandSizes(
    hands.map((h) => h.length),
    hands.map((_, s) => HAND_SIZE[n] - played - (f.trick.some((p) => p.seat === s) ? 1 : 0)),
  );
  if (isLeft(sizes)) return sizes;

  // The leader: the seat after the dealer for the first trick (the taker after a chelem announced,
  // FFT p.6); later, the winner of the last trick, a seat of a party that won one.
  const chelem = classic && f.chelem === true;
  const partyOf = (s: Seat): number => (perSeat ? s : s === taker || s === partner ? 0 : 1);
  if (played === 0) {
    const first = chelem ? taker! : seatAfter(options.dealer, 1, n);
    if (leader !== first)
      return fail('position/turn', `${playerName(first)} leads the first trick, not ${playerName(leader)}.`, {
        expected: first,
        leader,
      });
  } else if (tricksWon.right[partyOf(leader)] === 0)
    return fail('position/turn', `${playerName(leader)} leads, so its side won the last trick, but it won none.`, {
      leader,
    });

  // Poignées: shown whole, by different seats, trumps (or the Excuse) no other seat holds.
  const poignees: PoigneeShown[] = [];
  for (const p of f.poignees ?? []) {
    const shown = readCards(p.cards);
    const bad = (why: string) =>
      fail('position/poignee', `The poignée of ${playerName(p.seat)}: ${why}.`, { seat: p.seat });
    if (!classic) return bad('a Goulash has none');
    if (p.seat >= n || poignees.some((q) => q.seat === p.seat)) return bad('one poignée per seat of the table');
    if (shown === undefined) return bad('a card cannot be read');
    if (shown.length !== POIGNEE_SIZES[n][p.size])
      return bad(`a ${p.size} poignée shows ${POIGNEE_SIZES[n][p.size]} trumps`);
    const other = shown.find(
      (c) =>
        (!isTrump(c) && c !== EXCUSE) ||
        hands.some((h, i) => i !== p.seat && h.includes(c)) ||
        ecart.includes(c) ||
        (!taken && chien.includes(c)),
    );
    if (other !== undefined) return bad(`${name(other)} is not a trump it held`);
    poignees.push({ seat: p.seat, size: p.size, cards: shown });
  }

  // What the play taught everybody.
  const voids = hands.map((_, s) =>
    (f.voids?.[s] ?? []).reduce((v, letter) => v | (1 << WORD_LETTERS.indexOf(letter)), 0),
  );
  const known = checkVoids(tarotDeck, hands, voids, (c) => c === EXCUSE);
  if (isLeft(known)) return known;
  const trumpCeiling = hands.map((_, s) => f.trumpCeiling?.[s] ?? 21);
  for (let s = 0; s < n; s++) {
    const above = hands[s]!.find((c) => isTrump(c) && bitOf(c) > trumpCeiling[s]!);
    if (above !== undefined)
      return fail(
        'position/void',
        `${playerName(s)} holds no trump above the ${trumpCeiling[s]}, yet holds ${name(above)}.`,
        {
          seat: s,
          card: name(above),
        },
      );
  }

  const winnerOf = (p: number): Seat =>
    perSeat ? p : p === 0 ? taker! : hands.findIndex((_, s) => s !== taker && s !== partner);
  return right({
    options,
    mode,
    phase: 'play',
    hands: hands.map((h) => cs.setOf(WORDS, h)),
    chien,
    chienTaken: taken,
    bids,
    taker,
    contract,
    called,
    partner,
    ecart,
    chelemAnnounced: chelem,
    poignees,
    leader,
    trick,
    tricks: pileTricks(n, won, debt, winnerOf),
    voids,
    trumpCeiling,
    annulled: null,
    pileTricks: played,
  });
}

/** Cards by name, or undefined when one cannot be read. */
function readCards(list: readonly string[]): Card[] | undefined {
  const out: Card[] = [];
  for (const t of list) {
    const c = tarotDeck.byName.get(t);
    if (c === undefined) return undefined;
    out.push(c);
  }
  return out;
}

/** Why the bids do not give this contract to this taker (the highest bid wins), or undefined. */
function bidsAgainst(
  bids: readonly Bid[],
  contract: Contract | null,
  taker: Seat | null,
  o: TarotOptions,
): string | undefined {
  if (bids.length === 0) return undefined;
  let best = -1;
  let by = -1;
  bids.forEach((b, i) => {
    const rank = BIDS.indexOf(b);
    if (b !== 'pass' && rank > best) [best, by] = [rank, seatAfter(o.dealer, 1 + i, o.players)];
  });
  if (contract === null) return best < 0 ? undefined : 'A Goulash is played when everybody passed.';
  if (BIDS[best] !== contract || by !== taker)
    return `The bids give ${best < 0 ? 'no contract' : `${BIDS[best]} to ${playerName(by)}`}.`;
  return undefined;
}

/** The called card and the partner at 5 players (none at 3 and 4 or in a Goulash), checked. */
function callOf(
  f: TarotPositionFacts,
  n: number,
  classic: boolean,
  taker: Seat | null,
  hands: readonly (readonly Card[])[],
  trick: readonly Card[],
): Either<TarotError, { called: Card | null; partner: Seat | null; calledUnplayed: boolean }> {
  if (!classic || n !== 5) {
    if (f.called !== undefined || (f.partner !== undefined && f.partner !== null))
      return fail('position/call', 'Only a classic 5-player deal has a called card and a partner.');
    return right({ called: null, partner: null, calledUnplayed: false });
  }
  const called = f.called === undefined ? undefined : tarotDeck.byName.get(f.called);
  if (called === undefined || wordOf(called) === TRUMP_WORD)
    return fail('position/call', 'A 5-player classic position names the called card, a suit card.', {
      called: f.called,
    });
  const holder = hands.findIndex((h) => h.includes(called));
  const inTrick = trick.indexOf(called);
  const at: CalledAt =
    holder >= 0
      ? { kind: 'hand', seat: holder }
      : inTrick >= 0
        ? { kind: 'trick', seat: f.trick[inTrick]!.seat }
        : f.won.some((w) => w.includes(f.called!))
          ? { kind: 'won' }
          : { kind: 'elsewhere' };
  let partner: Seat | null;
  if (at.kind === 'hand' || at.kind === 'trick') partner = at.seat === taker ? null : at.seat;
  else if (at.kind === 'elsewhere') partner = null;
  else if (f.partner === undefined)
    return fail('position/call', `${f.called!} was played in a trick already won: name the partner (or null).`, {
      called: f.called,
    });
  else partner = f.partner;
  if (f.partner !== undefined && f.partner !== partner)
    return fail(
      'position/call',
      `The partner is whoever holds ${f.called!}: ${String(partner)}, not ${String(f.partner)}.`,
      {
        expected: partner,
        got: f.partner,
      },
    );
  if (partner === taker) return fail('position/call', 'The taker is not its own partner.', { partner });
  return right({ called, partner, calledUnplayed: at.kind === 'hand' || at.kind === 'elsewhere' });
}

/**
 * The cards won as whole tricks: the Excuse owed for first, led by its owner and won by the party
 * it is owed to; then each party's cards, `players` at a time, led and won by a seat of the party
 * (the Excuse first in its trick, so that its owner is of the winning party); the Petit's trick
 * first of all.
 */
function pileTricks(
  n: number,
  won: readonly (readonly Card[])[],
  debt: { readonly from: number; readonly to: number } | null,
  winnerOf: (party: number) => Seat,
): PlayedTrick[] {
  const piles = won.map((w) => w.slice().sort((a, b) => (a === EXCUSE ? -1 : b === EXCUSE ? 1 : a - b)));
  const tricks: PlayedTrick[] = [];
  if (debt !== null) {
    piles[debt.from] = piles[debt.from]!.filter((c) => c !== EXCUSE);
    const rest = piles[debt.to]!.splice(0, n - 1);
    tricks.push({ leader: winnerOf(debt.from), cards: [EXCUSE, ...rest], winner: winnerOf(debt.to) });
  }
  piles.forEach((pile, p) => {
    for (let i = 0; i < pile.length; i += n)
      tricks.push({ leader: winnerOf(p), cards: pile.slice(i, i + n), winner: winnerOf(p) });
  });
  // The cards won do not say in which trick the Petit was won: first, so that it is never taken
  // for the trick before the last (the petit au bout after a chelem won by the Excuse, FFT p.6).
  const petit = tricks.findIndex((t) => t.cards.includes(PETIT));
  if (petit > 0) tricks.unshift(...tricks.splice(petit, 1));
  return tricks;
}

/**
 * The facts of a state of the card-play phase (no poignée half shown): what `setup` needs to
 * rebuild it with `{ position }`. The cards won are per side at 3 and 4 players, per seat at 5
 * players and in a Goulash; the Excuse kept from a trick another party won is owed for.
 * @returns Left `phase/wrong-phase` for a state in another phase or with a poignée being shown.
 */
export function tarotFactsOf(s: TarotState): Either<TarotError, TarotPositionFacts> {
  const n = s.options.players;
  if (s.phase !== 'play' || s.poignees.some((p) => p.cards.length < POIGNEE_SIZES[n][p.size]))
    return fail('phase/wrong-phase', 'Facts are read off a state of the card play, no poignée being shown.', {
      phase: s.phase,
    });
  const classic = s.mode === 'classic';
  const perSeat = !classic || n === 5;
  const partyOf = (seat: Seat): number => (perSeat ? seat : sideOf(s, seat));
  const won: Card[][] = Array.from({ length: perSeat ? n : 2 }, () => []);
  let excuseDebt: { from: number; to: number } | null = null;
  for (const t of s.tricks) {
    const to = partyOf(t.winner);
    t.cards.forEach((c, j) => {
      const from = partyOf(seatAfter(t.leader, j, n));
      if (c === EXCUSE && from !== to) {
        won[from]!.push(c);
        excuseDebt = { from, to };
      } else won[to]!.push(c);
    });
  }
  const sorted = (cards: readonly Card[]): string[] => names(cards.slice().sort((a, b) => a - b));
  const voids = s.voids.map((v) => WORD_LETTERS.filter((_, w) => ((v >>> w) & 1) === 1));
  return right({
    hands: s.hands.map((h) => names(cs.toArray(h))),
    chien: names(s.chien),
    ...(s.chienTaken ? { ecart: names(s.ecart) } : {}),
    ...(s.mode !== s.options.mode ? { mode: s.mode } : {}),
    ...(s.contract !== null ? { contract: s.contract } : {}),
    ...(s.taker !== null ? { taker: s.taker } : {}),
    ...(s.bids.length > 0 ? { bids: s.bids.slice() } : {}),
    ...(s.called !== null ? { called: name(s.called), partner: s.partner } : {}),
    ...(s.chelemAnnounced ? { chelem: true } : {}),
    ...(s.poignees.length > 0
      ? { poignees: s.poignees.map((p) => ({ seat: p.seat, size: p.size, cards: names(p.cards) })) }
      : {}),
    won: won.map(sorted),
    ...(excuseDebt !== null ? { excuseDebt } : {}),
    trick: s.trick.map((c, j) => ({ seat: seatAfter(s.leader, j, n), card: name(c) })),
    toAct: seatAfter(s.leader, s.trick.length, n),
    ...(voids.some((v) => v.length > 0) ? { voids } : {}),
    ...(s.trumpCeiling.some((c) => c < 21) ? { trumpCeiling: s.trumpCeiling.slice() } : {}),
  });
}
