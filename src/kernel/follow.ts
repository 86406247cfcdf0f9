/**
 * The legal-play kernel. A play obligation is computed by a short chain of small rules, each of
 * which either decides (returning the allowed cards and its own rule name) or passes to the next.
 * `legal` and `explain` both read the same `Obligation`, so they can never disagree.
 *
 * The chain, in order (the first rule that applies decides):
 * 1. lead              nothing to follow yet: any card.
 * 2. follow            hold the suit led: play it; on a trump lead, beat the highest trump in the
 *                      trick if able (`beatTrumpLead`), otherwise any trump.
 * 3. partner exception void, and the partner is winning (`partnerException` not `'off'`): any
 *                      card (`'free'`); under `'overtrump-if-trumping'`, any card but a trump
 *                      that does not beat the highest trump in the trick while a higher one is held.
 * 4. ruff              void and holding trumps (`mustTrump`): if a trump is already in the trick,
 *                      overtrump if able (`overtrump`); if unable, play a lower trump
 *                      (`undertrump`) or, without that rule, any card; no trump yet: any trump.
 * 5. discard           any card.
 * Wild cards (the Excuse) are always playable and never set the suit.
 */
import type { Card, DeckSpec } from './card.js';
import { has, intersect, isEmpty, toArray, type CardSet } from './cardset.js';
import { ruleError, type RuleError } from './errors.js';
import { highestTrump as highestTrumpOf, ledSuit, type TrickRules } from './trick.js';

/**
 * The partner exception: what a player void in the suit led may do while the partner is winning
 * the trick. `'off'`: no exception (the ruff rules apply); `'free'`: any card; `'overtrump-if-trumping'`:
 * any card, but a trump played must beat the highest trump in the trick when the player holds a
 * higher one (the rule of libcoinche's `can_play`, a Belote engine).
 */
export const PARTNER_EXCEPTIONS = ['off', 'free', 'overtrump-if-trumping'] as const;
/** A partner exception: see `PARTNER_EXCEPTIONS`. */
export type PartnerException = (typeof PARTNER_EXCEPTIONS)[number];

/**
 * The play obligations of a game: how cards rank in a trick (the kernel's `TrickRules`), and the
 * switches of the legal-play chain.
 */
export interface FollowRules extends TrickRules {
  /** On a trump lead, a player holding trumps must beat the highest trump in the trick if able. */
  readonly beatTrumpLead: boolean;
  /** A player void in the suit led must play a trump if holding one. */
  readonly mustTrump: boolean;
  /** On a ruff (a trump already in a plain-suit trick), a player who trumps must overtrump if able. */
  readonly overtrump: boolean;
  /** Unable to overtrump, a player must still play a (lower) trump; otherwise any card may be played. */
  readonly undertrump: boolean;
  /**
   * What a player void in the suit led may play while the partner is winning the trick
   * (`PARTNER_EXCEPTIONS`); `true` and `false`, the older spelling, mean `'free'` and `'off'`.
   */
  readonly partnerException: PartnerException | boolean;
}

/** What the legal-play chain looks at: the player's hand, the trick so far, whether the partner is winning. */
export interface FollowSituation {
  readonly hand: CardSet;
  /** Cards already played to the trick, in order. */
  readonly trick: readonly Card[];
  /** Whether the player's partner is winning the trick so far (only read under `partnerException`). */
  readonly partnerWinning?: boolean;
}

/** The names of the chain's rules, each also the reason a card is allowed (`explain`). */
export const PLAY_RULES = [
  'lead',
  'follow-suit',
  'beat-trump-lead',
  'partner-exception',
  'trump-when-void',
  'overtrump',
  'undertrump',
  'free-discard',
] as const;
export type PlayRule = (typeof PLAY_RULES)[number];

/**
 * The cards a player may play and the rule that decided: one of the chain's `PlayRule`s, or `R`,
 * the rules a game adds with `restrict`.
 */
export interface Obligation<R extends string = never> {
  /** The cards that may be played (wild cards included). */
  readonly allowed: CardSet;
  /** The rule that decided. */
  readonly rule: PlayRule | R;
}

/**
 * The code a card refused under rule `R` gets: the chain's four codes (`FOLLOW_ERROR_CODES`), or
 * `play/<rule>` for a rule a game adds with `restrict`. A lead and a free discard allow the whole
 * hand: they refuse nothing; the partner exception refuses only a trump that should overtrump
 * (under `'overtrump-if-trumping'`).
 */
export type PlayErrorCode<R extends string> = R extends 'follow-suit'
  ? 'play/must-follow-suit'
  : R extends 'beat-trump-lead' | 'overtrump' | 'partner-exception'
    ? 'play/must-overtrump'
    : R extends 'trump-when-void'
      ? 'play/must-trump'
      : R extends 'undertrump'
        ? 'play/must-undertrump'
        : R extends 'lead' | 'free-discard'
          ? never
          : `play/${R}`;

/**
 * The cards of `bits` (in word `word`) whose trump power beats `highest`.
 */
function higherTrumps(r: FollowRules, word: number, bits: number, highest: number): number {
  let kept = 0;
  while (bits !== 0) {
    const low = bits & -bits;
    if (r.trumpPower((word << 5) | (31 - Math.clz32(low))) > highest) kept |= low;
    bits ^= low;
  }
  return kept;
}

/** The wild cards held, plus `bits` in word `word`: what a rule that names one suit allows. */
function suitWithWild(hand: CardSet, wild: CardSet, word: number, bits: number): CardSet {
  const n = hand.length > word ? hand.length : word + 1;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = ((hand[i] ?? 0) & (wild[i] ?? 0)) >>> 0;
  out[word] = (out[word]! | bits) >>> 0;
  return out as unknown as CardSet;
}

/**
 * An obligation in scalars: the whole hand may be played when `word` < 0; otherwise the cards
 * `bits` of word `word`, the wild cards held and, when `others`, every card of the hand in the
 * other words. What `obligation` returns as a card set, without building one (games read it at
 * every card).
 */
export interface Decision {
  readonly word: number;
  readonly bits: number;
  /** Whether the hand's cards of the other words are allowed too (the partner exception's discards beside a trump that must overtrump). */
  readonly others: boolean;
  readonly rule: PlayRule;
}

const decision = (word: number, bits: number, rule: PlayRule, others = false): Decision => ({
  word,
  bits: bits >>> 0,
  others,
  rule,
});

/**
 * The chain of the header on a hand and a trick, each rule in its own block: the first that
 * applies decides.
 */
export function decide(s: FollowSituation, r: FollowRules): Decision {
  const { hand, trick } = s;
  const wild = r.wild;
  const trump = r.trump;
  const led = ledSuit(trick, wild);
  // 1. lead: nothing to follow yet.
  if (led === null) return decision(-1, 0, 'lead');
  // 2. follow: hold the suit led; on a trump lead beat the highest trump if able.
  const suit = ((hand[led] ?? 0) & ~(wild[led] ?? 0)) >>> 0;
  if (suit !== 0) {
    if (led === trump && r.beatTrumpLead) {
      const higher = higherTrumps(r, led, suit, highestTrumpOf(trick, r));
      if (higher !== 0) return decision(led, higher, 'beat-trump-lead');
    }
    return decision(led, suit, 'follow-suit');
  }
  // 3. partner exception: void, and the partner is winning.
  const exception = r.partnerException;
  if (exception !== 'off' && exception !== false && s.partnerWinning === true) {
    if (exception !== 'overtrump-if-trumping' || trump === null) return decision(-1, 0, 'partner-exception');
    // 'overtrump-if-trumping': any card, but a trump must beat the trick's highest when one held can.
    const trumps = ((hand[trump] ?? 0) & ~(wild[trump] ?? 0)) >>> 0;
    const highest = highestTrumpOf(trick, r);
    const higher = trumps !== 0 && highest >= 0 ? higherTrumps(r, trump, trumps, highest) : 0;
    return higher === 0 ? decision(-1, 0, 'partner-exception') : decision(trump, higher, 'partner-exception', true);
  }
  // 4. ruff: void and holding trumps.
  if (trump !== null && r.mustTrump) {
    const trumps = ((hand[trump] ?? 0) & ~(wild[trump] ?? 0)) >>> 0;
    if (trumps !== 0) {
      const highest = highestTrumpOf(trick, r);
      if (highest < 0) return decision(trump, trumps, 'trump-when-void');
      if (r.overtrump) {
        const higher = higherTrumps(r, trump, trumps, highest);
        if (higher !== 0) return decision(trump, higher, 'overtrump');
      }
      return r.undertrump ? decision(trump, trumps, 'undertrump') : decision(-1, 0, 'free-discard');
    }
  }
  // 5. discard: any card.
  return decision(-1, 0, 'free-discard');
}

/** Whether a decision allows `card`, a card of the hand it was decided on. */
export function allows(d: Decision, r: FollowRules, card: Card): boolean {
  if (d.word < 0 || has(r.wild, card)) return true;
  return card >>> 5 === d.word ? ((d.bits >>> (card & 31)) & 1) === 1 : d.others;
}

/** The cards a decision allows from the hand it was decided on, as a card set. */
export function allowedCards(d: Decision, hand: CardSet, r: FollowRules): CardSet {
  if (d.word < 0) return hand;
  const out = suitWithWild(hand, r.wild, d.word, d.bits);
  if (!d.others) return out;
  const all = out.slice();
  for (let w = 0; w < all.length; w++) if (w !== d.word) all[w] = (hand[w] ?? 0) >>> 0;
  return all as unknown as CardSet;
}

/** The cards a player may play to the trick (a card set), and the rule that decided. */
export function obligation(s: FollowSituation, r: FollowRules): Obligation {
  const d = decide(s, r);
  return { allowed: allowedCards(d, s.hand, r), rule: d.rule };
}

/** Narrows an obligation with an extra game rule (e.g. a first-trick lead ban), keeping wild cards. */
export function restrict<R0 extends string, R extends string>(
  ob: Obligation<R0>,
  keep: CardSet,
  rule: R,
): Obligation<R0 | R> {
  const allowed = intersect(ob.allowed, keep);
  return isEmpty(allowed) ? ob : { allowed, rule };
}

/** The stable error code of a play that breaks the rule that decided. */
export function playErrorCode<R extends string>(rule: PlayRule | R): PlayErrorCode<PlayRule | R> {
  return playErrorText(rule) as PlayErrorCode<PlayRule | R>;
}

function playErrorText(rule: string): `play/${string}` {
  switch (rule) {
    case 'follow-suit':
      return 'play/must-follow-suit';
    case 'beat-trump-lead':
    case 'overtrump':
    case 'partner-exception':
      return 'play/must-overtrump';
    case 'trump-when-void':
      return 'play/must-trump';
    case 'undertrump':
      return 'play/must-undertrump';
    default:
      return `play/${rule}`;
  }
}

const RULE_TEXT: Readonly<Record<string, string>> = {
  'follow-suit': 'You must follow the suit led.',
  'beat-trump-lead': 'On a trump lead you must play a higher trump than the highest in the trick.',
  overtrump: 'The trick has been trumped: you must overtrump.',
  'partner-exception':
    'Your partner is winning the trick: you may play any card, but a trump must beat the highest trump in the trick.',
  'trump-when-void': 'You cannot follow suit: you must play a trump.',
  undertrump: 'You cannot follow suit or overtrump: you must still play a trump.',
};

/**
 * Checks one card against an obligation. The card must be in hand (the caller checks that first).
 * The error names the rule that bound and the legal alternatives (the player's own cards only).
 * @returns `play/must-follow-suit`, `play/must-overtrump`, `play/must-trump`,
 *   `play/must-undertrump` (`FOLLOW_ERROR_CODES`) or `play/<rule>` for a rule added with `restrict`;
 *   null when the card is allowed.
 */
export function checkPlay<R extends string = never>(
  deck: DeckSpec,
  ob: Obligation<R>,
  card: Card,
  messages: Readonly<Record<string, string>> = {},
): RuleError<PlayErrorCode<PlayRule | R>> | null {
  if (has(ob.allowed, card)) return null;
  const code = playErrorCode(ob.rule);
  const allowed = toArray(ob.allowed).map((c) => deck.names.get(c) ?? String(c));
  const text = messages[ob.rule] ?? RULE_TEXT[ob.rule] ?? `That card is not allowed here (${ob.rule}).`;
  return ruleError(code, text, { card: deck.names.get(card) ?? String(card), rule: ob.rule, allowed });
}
