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
import { TrickRanking, TrickSoFar, type TrickRules } from './trick.js';

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
 * `FollowRules` compiled for the chain (built once per ruleset, then only read): the trick
 * ranking's tables, the chain's switches, and per trump strength the trumps above it.
 */
export class FollowChain extends TrickRanking implements FollowRules {
  readonly beatTrumpLead: boolean;
  readonly mustTrump: boolean;
  readonly overtrump: boolean;
  readonly undertrump: boolean;
  readonly partnerException: PartnerException;
  /** The partner exception as a number: 0 `'off'`, 1 `'free'`, 2 `'overtrump-if-trumping'`. */
  readonly exception: 0 | 1 | 2;
  /** `above[p + 1]`: the bits of the trump word's cards (wild cards aside) stronger than strength p (p from -1). */
  readonly above: Int32Array;
  /** Per word: the bits of the cards that are not wild. */
  readonly plainBits: Int32Array;

  constructor(r: FollowRules) {
    super(r);
    this.beatTrumpLead = r.beatTrumpLead;
    this.mustTrump = r.mustTrump;
    this.overtrump = r.overtrump;
    this.undertrump = r.undertrump;
    const p = r.partnerException;
    this.partnerException = p === true ? 'free' : p === false ? 'off' : p;
    this.exception = this.partnerException === 'off' ? 0 : this.partnerException === 'free' ? 1 : 2;
    this.plainBits = this.wildBits.map((bits) => ~bits);
    let max = -1;
    for (let c = 0; c < this.trumpRank.length; c++) if (this.trumpRank[c]! > max) max = this.trumpRank[c]!;
    this.above = new Int32Array(max + 2);
    for (let q = -1; q <= max; q++) {
      let bits = 0;
      for (let b = 0; b < 32 && this.trumpWord >= 0; b++)
        if (this.trumpRank[(this.trumpWord << 5) | b]! > q) bits |= 1 << b;
      this.above[q + 1] = bits;
    }
  }
}

/** The rules compiled (the same object when they already are). */
export const followChain = (r: FollowRules): FollowChain => (r instanceof FollowChain ? r : new FollowChain(r));

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

/** A `Decision` written in place by `decideInto` (the card-play cores keep one and reuse it). */
export class Decided implements Decision {
  word = -1;
  bits = 0;
  others = false;
  rule: PlayRule = 'lead';
}

/**
 * The chain of the header, the one implementation of it, on a hand held as words: `hand[b + w]` is
 * word w of the hand. `led` is the word led (-1: nothing to follow yet), `highest` the strength of
 * the highest trump in the trick (-1: none), `partnerWinning` whether the player's partner is
 * winning the trick (read only under the partner exception); `TrickSoFar` keeps both. The first
 * rule that applies writes its decision to `out` (`decideWords`).
 */
export function decideInto(
  out: Decided,
  c: FollowChain,
  hand: ArrayLike<number>,
  b: number,
  led: number,
  highest: number,
  partnerWinning: boolean,
): void {
  const trump = c.trumpWord;
  decideWords(out, c, led >= 0 ? hand[b + led]! : 0, trump >= 0 ? hand[b + trump]! : 0, led, highest, partnerWinning);
}

/**
 * `decideInto` given the two words of the hand it reads: `suit`, the hand's word `led` (any value
 * when `led` < 0), and `trumps`, its trump word (any value without trumps). The card-play cores
 * read their hands themselves (one element kind per call site) and call it at every card: small,
 * the partner exception apart (most rules never reach it), so that V8 inlines it.
 */
export function decideWords(
  out: Decided,
  c: FollowChain,
  suitWord: number,
  trumpWord: number,
  led: number,
  highest: number,
  partnerWinning: boolean,
): void {
  // 1. lead: nothing to follow yet.
  let rule: PlayRule = 'lead';
  let word = -1;
  let bits = 0;
  if (led >= 0) {
    const trump = c.trumpWord;
    const suit = suitWord & c.plainBits[led]!;
    // Void in the suit led: the trumps held (none either when trumps were led).
    const trumps = suit === 0 && trump >= 0 ? trumpWord & c.plainBits[trump]! : 0;
    // The trumps held that beat the highest in the trick (read on a trump lead or a ruff).
    const higher = (suit | trumps) & c.above[highest + 1]!;
    if (suit !== 0) {
      // 2. follow: hold the suit led; on a trump lead beat the highest trump if able.
      const beat = led === trump && c.beatTrumpLead && higher !== 0;
      word = led;
      bits = beat ? higher : suit;
      rule = beat ? 'beat-trump-lead' : 'follow-suit';
    } else if (c.exception !== 0 && partnerWinning) {
      // 3. partner exception: void, and the partner is winning (apart: most rules never read it).
      return partnerException(out, c, highest, higher);
    } else if (trumps !== 0 && c.mustTrump) {
      // 4. ruff: void and holding trumps: trump; over a trump overtrump if able, else undertrump.
      word = trump;
      bits = trumps;
      rule = 'trump-when-void';
      if (highest >= 0) {
        const over = c.overtrump && higher !== 0;
        if (over) bits = higher;
        else if (!c.undertrump) {
          word = -1;
          bits = 0;
        }
        rule = over ? 'overtrump' : c.undertrump ? 'undertrump' : 'free-discard';
      }
    } else rule = 'free-discard'; // 5. discard: any card.
  }
  out.word = word;
  out.bits = bits;
  out.others = false;
  out.rule = rule;
}

/**
 * Rule 3 of `decideWords`'s chain, the partner exception (void, the partner winning): any card;
 * under 'overtrump-if-trumping' a trump played must beat the trick's highest when one held can
 * (`higher`: the trumps held that do).
 */
function partnerException(out: Decided, c: FollowChain, highest: number, higher: number): void {
  const beat = c.exception === 2 && highest >= 0 && higher !== 0;
  out.word = beat ? c.trumpWord : -1;
  out.bits = beat ? higher : 0;
  out.others = beat;
  out.rule = 'partner-exception';
}

/** The bits of word `w` of the hand at `b` that a decision on that hand allows. */
export function allowedBits(d: Decision, c: FollowChain, hand: ArrayLike<number>, b: number, w: number): number {
  return allowedOf(d, c, hand[b + w]!, w);
}

/** The bits of `held`, word `w` of the hand a decision was made on, that it allows. */
export function allowedOf(d: Decision, c: FollowChain, held: number, w: number): number {
  if (d.word < 0 || (d.others && w !== d.word)) return held;
  return w === d.word ? d.bits | (held & c.wildBits[w]!) : held & c.wildBits[w]!;
}

/** The chain on a hand and a trick (`decideInto` with the trick followed through). */
export function decide(s: FollowSituation, r: FollowRules): Decision {
  const c = followChain(r);
  const t = new TrickSoFar().load(c, s.trick);
  const out = new Decided();
  decideInto(out, c, s.hand, 0, t.led, t.highest, s.partnerWinning === true);
  return out;
}

/** Whether a decision allows `card`, a card of the hand it was decided on. */
export function allows(d: Decision, r: FollowRules, card: Card): boolean {
  if (d.word < 0 || has(r.wild, card)) return true;
  return card >>> 5 === d.word ? ((d.bits >>> (card & 31)) & 1) === 1 : d.others;
}

/** The cards a decision allows from the hand it was decided on, as a card set. */
export function allowedCards(d: Decision, hand: CardSet, r: FollowRules): CardSet {
  if (d.word < 0) return hand;
  const c = followChain(r);
  const out = new Array<number>(hand.length);
  for (let w = 0; w < hand.length; w++) out[w] = allowedBits(d, c, hand, 0, w) >>> 0;
  return out as unknown as CardSet;
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
