/**
 * The Belote family's melds (Belote's announcements, Tarabish's melds): which melds a hand holds,
 * what they are worth, which meld is best and which side scores them.
 *
 * The family's rules (FFB "Règles officielles de la Belote Coinchée" §8; the published Tarabish rules): runs use the natural order A K Q J 10 9 8 7 6 in every suit, trump included
 * (Q-K-A is a run, 10-K-A is not); each maximal run in a suit is one meld (a 7-card run is one run).
 * Style 'belote' (auction preset): tierce 20, quarte 50, quinte+ 100, fours of J 200, 9 150,
 * A/10/K/Q 100 (never 8/7/6). Style 'runs' (traditional preset): three in a row 20, four or more 50.
 */
import { bitOf, cardId, parseCard, wordOf, type Card, type DeckSpec } from '../kernel/card.js';
import type { CardSet } from '../kernel/cardset.js';
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { isNoTrump, plainPower, RANKS, SUIT_LETTERS, trumpOfStrain, type Strain } from './cards.js';

export type Meld =
  | { readonly kind: 'run'; readonly length: number; readonly top: Card } // suit = wordOf(top)
  | { readonly kind: 'four'; readonly rank: number }; // rank = bit 0..8 (6 7 8 9 10 J Q K A)
export type MeldStyle = 'belote' | 'runs';

const SUITS = 4;
const RANKS_PER_SUIT = 9;
const FULL_SUIT = (1 << RANKS_PER_SUIT) - 1;

/** Tarabish rules: the value of a run by length 3, 4, 5 or more ('runs': 4 or more is the last entry). */
const RUN_VALUES: Readonly<Record<MeldStyle, readonly number[]>> = { belote: [20, 50, 100], runs: [20, 50] };
/** Tarabish rules ('belote' only): the value of four of a kind by rank bit (0: not a meld); 6 7 8 9 10 J Q K A. */
const FOUR_VALUES: readonly number[] = [0, 0, 0, 150, 100, 200, 100, 100, 100];
/**
 * The carrés in sans atout (FFB contrée and coinchée books §11.2), by rank bit: aces 200, tens 150,
 * kings, queens, jacks, nines 100 (the same ranks as `FOUR_VALUES`; tout atout keeps those, §11.3).
 */
const NO_TRUMP_FOUR_VALUES: readonly number[] = [0, 0, 0, 100, 150, 100, 100, 100, 200];

/** Ranks that make a four-of-a-kind under 'belote', in the order fours are listed (by rank bit). */
export const FOUR_RANKS: readonly number[] = FOUR_VALUES.flatMap((v, rank) => (v > 0 ? [rank] : []));

/** Every value a meld can have under `style`, ascending. */
export const meldValues = (style: MeldStyle): readonly number[] =>
  [...new Set([...RUN_VALUES[style], ...(style === 'belote' ? FOUR_RANKS.map((r) => FOUR_VALUES[r]!) : [])])].sort(
    (a, b) => a - b,
  );

/** The most melds one player's declaration may list (a declaration of more is no action). */
export const MAX_DECLARED = 12;

/** True when `m` is a meld that exists under `style` (a run of 3..9 inside one suit; a four of J 9 A 10 K Q under 'belote'). */
export function isMeld(m: Meld, style: MeldStyle): boolean {
  if (m.kind === 'run') {
    if (!Number.isInteger(m.length) || m.length < 3 || m.length > RANKS_PER_SUIT) return false;
    if (!Number.isInteger(m.top) || m.top < 0 || wordOf(m.top) >= SUITS || bitOf(m.top) >= RANKS_PER_SUIT) return false;
    return bitOf(m.top) - m.length + 1 >= 0;
  }
  return style === 'belote' && (FOUR_VALUES[m.rank] ?? 0) > 0;
}

/** The cards a meld is made of. */
export function meldCards(m: Meld): Card[] {
  if (m.kind === 'four') return [0, 1, 2, 3].map((w) => cardId(w, m.rank));
  const out: Card[] = [];
  for (let i = 0; i < m.length; i++) out.push(m.top - i);
  return out;
}

/**
 * The cards just outside a run (the card above its top and the one below its bottom, within the
 * suit): a declared run is maximal, so its owner held neither when declaring. None for a four.
 */
export function runEnds(m: Meld): Card[] {
  if (m.kind !== 'run') return [];
  const out: Card[] = [];
  if (bitOf(m.top) + 1 < RANKS_PER_SUIT) out.push(cardId(wordOf(m.top), bitOf(m.top) + 1));
  if (bitOf(m.top) - m.length >= 0) out.push(cardId(wordOf(m.top), bitOf(m.top) - m.length));
  return out;
}

/**
 * The maximal melds held: each maximal run of ≥3 in natural order once (a 7-card run is ONE run);
 * under 'belote' also fours of J, 9, A, 10, K, Q (never 8/7/6). A card may be in one run and one four.
 * Canonical order: runs by suit (S H D C) then by top card ascending, then fours by rank ascending.
 */
export function meldsHeld(hand: CardSet, style: MeldStyle): Meld[] {
  const melds: Meld[] = [];
  for (let w = 0; w < SUITS; w++) {
    const word = (hand[w] ?? 0) & FULL_SUIT;
    // No three cards in a row in this suit (most suits): no run to look for.
    if ((word & (word >>> 1) & (word >>> 2)) === 0) continue;
    let start = -1;
    for (let b = 0; b <= RANKS_PER_SUIT; b++) {
      const held = b < RANKS_PER_SUIT && ((word >>> b) & 1) === 1;
      if (held && start < 0) start = b;
      if (!held && start >= 0) {
        const length = b - start;
        if (length >= 3) melds.push({ kind: 'run', length, top: cardId(w, b - 1) });
        start = -1;
      }
    }
  }
  if (style === 'belote') {
    // The ranks held in every suit.
    let every = FULL_SUIT;
    for (let w = 0; w < SUITS; w++) every &= hand[w] ?? 0;
    if (every !== 0)
      for (const rank of FOUR_RANKS) if (((every >>> rank) & 1) === 1) melds.push({ kind: 'four', rank });
  }
  return melds;
}

/** Every declarable selection = every subset of `meldsHeld` (the empty one first), each in canonical order,
 *  the subsets ordered by their bit mask over `meldsHeld` (bit i = the i-th meld held). */
export function declarableSelections(hand: CardSet, style: MeldStyle): Meld[][] {
  const held = meldsHeld(hand, style);
  const out: Meld[][] = [];
  for (let mask = 0; mask < 1 << held.length; mask++) out.push(held.filter((_, i) => ((mask >>> i) & 1) === 1));
  return out;
}

/** belote: run 3 → 20, 4 → 50, 5+ → 100; four J 200, 9 150, A/10/K/Q 100. runs: 3 → 20, 4+ → 50.
 *  A meld that does not exist under the style (see `isMeld`) is worth 0. */
export function meldValue(m: Meld, style: MeldStyle): number {
  return valueOf(m, style, FOUR_VALUES);
}

/** `meldValue` under a strain: in sans atout (no trump suit nor all trumps) the carrés of §11.2. */
export const meldValueIn = (m: Meld, style: MeldStyle, strain: Strain): number => valueOf(m, style, foursOf(strain));

/** The carrés' values under a strain. */
const foursOf = (strain: Strain): readonly number[] => (isNoTrump(strain) ? NO_TRUMP_FOUR_VALUES : FOUR_VALUES);

function valueOf(m: Meld, style: MeldStyle, fours: readonly number[]): number {
  if (!isMeld(m, style)) return 0;
  if (m.kind === 'four') return fours[m.rank]!;
  const values = RUN_VALUES[style];
  return values[Math.min(m.length - 3, values.length - 1)]!;
}

const isTrumpRun = (m: Meld, trump: number | null): boolean =>
  m.kind === 'run' && trump !== null && wordOf(m.top) === trump;

/**
 * The comparison key of a meld, a number; melds compare by key (the entries below compared in
 * order), so the order is total on keys and equal keys are a tie left to `equalMelds`.
 * - belote (auction preset): value; at equal value a four beats a run; fours by plain
 *   order (A 10 K Q); runs by length, then top card (natural order), then trump over plain.
 * - runs (traditional preset): value (a fifty beats a twenty; length beyond four adds
 *   nothing), then top card, then trump over plain.
 */
function meldKey(m: Meld, trump: number | null, style: MeldStyle, fours: readonly number[] = FOUR_VALUES): number {
  const value = valueOf(m, style, fours);
  if (value === 0) return 0;
  const trumpFlag = isTrumpRun(m, trump) ? 1 : 0;
  if (m.kind === 'four') return keyOf(value, 1, plainPower(cardId(0, m.rank)), 0, 0); // plain order A 10 K Q
  return style === 'belote'
    ? keyOf(value, 0, m.length, bitOf(m.top), trumpFlag)
    : keyOf(value, 0, bitOf(m.top), trumpFlag, 0);
}

/** The entries of a key, compared in order, as one number: each entry below its base (kind 2, then 16, 16, 2). */
const keyOf = (value: number, kind: number, a: number, b: number, c: number): number =>
  (((value * 2 + kind) * 16 + a) * 16 + b) * 2 + c;

/** >0 when a beats b, <0 when b beats a, 0 when neither (a tie left to `equalMelds`). trump null = no-trump. */
export function compareMelds(a: Meld, b: Meld, trump: number | null, style: MeldStyle): number {
  return Math.sign(meldKey(a, trump, style) - meldKey(b, trump, style));
}

/** The best meld of a list (the first of equal best ones), or undefined when it holds no meld of the style. */
export function bestMeld(melds: readonly Meld[], trump: number | null, style: MeldStyle): Meld | undefined {
  let best: Meld | undefined;
  for (const m of melds) {
    if (meldValue(m, style) === 0) continue;
    if (best === undefined || compareMelds(m, best, trump, style) > 0) best = m;
  }
  return best;
}

/**
 * The team (seat % 2) that scores melds: the team with the best single declared meld; ties by
 * `equalMelds` ('eldest': the eldest hand's team; 'nobody': null). null also when nobody declared
 * anything. `declared` is per seat (null: not declared).
 */
export function meldWinner(
  declared: readonly (readonly Meld[] | null)[],
  trump: number | null,
  style: MeldStyle,
  equalMelds: 'eldest' | 'nobody',
  eldest: number,
): 0 | 1 | null {
  return winnerOf(declared, trump, style, equalMelds, eldest, FOUR_VALUES);
}

/**
 * `meldWinner` under a strain: a suit strain's trump runs beat plain ones; in sans atout the
 * carrés of §11.2 (aces 200, tens 150); in tout atout and sans atout no run is a trump run.
 */
export const meldWinnerIn = (
  declared: readonly (readonly Meld[] | null)[],
  strain: Strain,
  style: MeldStyle,
  equalMelds: 'eldest' | 'nobody',
  eldest: number,
): 0 | 1 | null => winnerOf(declared, trumpOfStrain(strain), style, equalMelds, eldest, foursOf(strain));

function winnerOf(
  declared: readonly (readonly Meld[] | null)[],
  trump: number | null,
  style: MeldStyle,
  equalMelds: 'eldest' | 'nobody',
  eldest: number,
  fours: readonly number[],
): 0 | 1 | null {
  // The best key of each team (0: no meld).
  let a = 0;
  let b = 0;
  for (let seat = 0; seat < declared.length; seat++) {
    const melds = declared[seat] ?? [];
    for (let i = 0; i < melds.length; i++) {
      const k = meldKey(melds[i]!, trump, style, fours);
      if (seat % 2 === 0) {
        if (k > a) a = k;
      } else if (k > b) b = k;
    }
  }
  if (a === 0 && b === 0) return null;
  if (a > b) return 0;
  if (b > a) return 1;
  return equalMelds === 'eldest' ? (eldest % 2 === 0 ? 0 : 1) : null;
}

/** The meld points each team scores: the winner's team scores every meld declared by both partners, the other 0. */
export function teamMeldPoints(
  declared: readonly (readonly Meld[])[],
  trump: number | null,
  style: MeldStyle,
  equalMelds: 'eldest' | 'nobody',
  eldest: number,
): readonly [number, number] {
  const winner = meldWinner(declared, trump, style, equalMelds, eldest);
  if (winner === null) return [0, 0];
  const total = declared
    .filter((_, seat) => seat % 2 === winner)
    .flat()
    .reduce((sum, m) => sum + meldValue(m, style), 0);
  return winner === 0 ? [total, 0] : [0, total];
}

/** The ranks of a deck of the family, lowest first (Tarabish: 6 … A; Belote: 7 … A). */
const deckRanks = (deck: DeckSpec): number[] => RANKS.flatMap((r, bit) => (deck.byName.has(`${r}S`) ? [bit] : []));

/** `run3-KH` (length and top card), `four-J`; `parseMeldOf` is the exact inverse and never throws. */
export function formatMeld(m: Meld): string {
  if (m.kind === 'four') return `four-${RANKS[m.rank] ?? '?'}`;
  const top =
    wordOf(m.top) < 4 && bitOf(m.top) < RANKS.length ? `${RANKS[bitOf(m.top)]}${SUIT_LETTERS[wordOf(m.top)]}` : '?';
  return `run${m.length}-${top}`;
}

const badMeld = (text: string, why: string): RuleError<'notation/bad-meld'> =>
  ruleError(
    'notation/bad-meld',
    `"${text}" is not a meld: ${why} Melds are written run3-KH (length and top card) or four-J.`,
    { text },
  );

/**
 * Parses `run<3..>-<top card>` or `four-<J|9|A|10|K|Q>` for a deck of the family: a run lies
 * inside the deck's ranks of one suit.
 * @returns Left `notation/bad-meld` or `notation/no-such-meld`.
 */
export function parseMeldOf(
  deck: DeckSpec,
  text: string,
): Either<RuleError<'notation/bad-meld' | 'notation/no-such-meld'>, Meld> {
  if (typeof text !== 'string' || text.length > 12)
    return left(badMeld(typeof text === 'string' ? text.slice(0, 16) : typeof text, 'not a short string.'));
  const four = /^four-(.+)$/.exec(text);
  if (four) {
    const rank = RANKS.indexOf(four[1] as (typeof RANKS)[number]);
    if (rank < 0) return left(badMeld(text, 'unknown rank.'));
    if (!FOUR_RANKS.includes(rank)) {
      return left(
        ruleError('notation/no-such-meld', `Four ${RANKS[rank]}s are not a meld (only J, 9, A, 10, K, Q).`, { text }),
      );
    }
    return right({ kind: 'four', rank });
  }
  const run = /^run([1-9])-(.+)$/.exec(text);
  if (!run) return left(badMeld(text, 'unknown kind.'));
  const length = Number(run[1]);
  const top = parseCard(deck, run[2]);
  if (top._tag === 'Left') return left(badMeld(text, 'unknown top card.'));
  const meld: Meld = { kind: 'run', length, top: top.right };
  const ranks = deckRanks(deck);
  if (!isMeld(meld, 'belote') || bitOf(top.right) - length + 1 < ranks[0]!) {
    const order = ranks
      .map((b) => RANKS[b])
      .reverse()
      .join(' ');
    return left(
      ruleError(
        'notation/no-such-meld',
        `No run of ${length} cards has ${run[2]} on top (runs are 3 to ${ranks.length} cards, ${order}).`,
        { text },
      ),
    );
  }
  return right(meld);
}

/** A meld's rank in the canonical order (runs by suit and top card, then carrés by rank): its digit in an action id. */
export function meldIndex(m: Meld): number {
  if (m.kind === 'four') return 361 + m.rank;
  return 1 + (wordOf(m.top) * 9 + bitOf(m.top)) * 10 + m.length;
}

/** Melds in the canonical order (`meldIndex`). */
export const canonicalMelds = (melds: readonly Meld[]): Meld[] =>
  melds.slice().sort((a, b) => meldIndex(a) - meldIndex(b));
