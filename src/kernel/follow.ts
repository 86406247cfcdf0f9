/**
 * The legal-play kernel. A play obligation is computed by a short chain of small rules, each of
 * which either decides (returning the allowed cards and its own rule name) or passes to the next.
 * `legal` and `explain` both read the same `Obligation`, so they can never disagree.
 *
 * The chain, in order (the first rule that applies decides):
 * 1. lead              nothing to follow yet: any card.
 * 2. follow            hold the suit led: play it; on a trump lead, beat the highest trump in the
 *                      trick if able (`beatTrumpLead`), otherwise any trump.
 * 3. partner exception void, and the partner is winning (`partnerException`): any card.
 * 4. ruff              void and holding trumps (`mustTrump`): if a trump is already in the trick,
 *                      overtrump if able (`overtrump`); if unable, play a lower trump
 *                      (`undertrump`) or, without that rule, any card; no trump yet: any trump.
 * 5. discard           any card.
 * Wild cards (the Excuse) are always playable and never set the suit.
 */
import { bitOf, wordOf, type Card, type DeckSpec } from './card.js';
import { difference, has, intersect, isEmpty, toArray, union, wordSet, type CardSet } from './cardset.js';
import { ruleError, type RuleError } from './errors.js';

/** The play obligations of a game, as switches of the legal-play chain. */
export interface FollowRules {
  /** Word (suit) of the trumps, or null for no trump. */
  readonly trump: number | null;
  /** Cards that are always playable and never set the suit (the Tarot Excuse). */
  readonly wild: CardSet;
  /** Strength among trumps: higher beats lower. */
  readonly trumpPower: (c: Card) => number;
  /** On a trump lead, a player holding trumps must beat the highest trump in the trick if able. */
  readonly beatTrumpLead: boolean;
  /** A player void in the suit led must play a trump if holding one. */
  readonly mustTrump: boolean;
  /** On a ruff (a trump already in a plain-suit trick), a player who trumps must overtrump if able. */
  readonly overtrump: boolean;
  /** Unable to overtrump, a player must still play a (lower) trump; otherwise any card may be played. */
  readonly undertrump: boolean;
  /** A player void in the suit led may play any card while the partner is winning the trick. */
  readonly partnerException: boolean;
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

/** The cards a player may play and the rule that decided. */
export interface Obligation {
  /** The cards that may be played (wild cards included). */
  readonly allowed: CardSet;
  /** The rule that decided. */
  readonly rule: PlayRule | (string & {});
}

interface Ctx {
  readonly hand: CardSet;
  /** The hand without wild cards. */
  readonly plain: CardSet;
  readonly led: number | null;
  /** Power of the highest trump in the trick, or -1. */
  readonly highestTrump: number;
  readonly partnerWinning: boolean;
}

type ChainRule = (ctx: Ctx, r: FollowRules) => Obligation | undefined;

/** The trumps of `trumps` (one word) stronger than the highest in the trick. */
function higherTrumps(ctx: Ctx, r: FollowRules, trumps: CardSet): CardSet {
  const word = r.trump!;
  let w = trumps[word] ?? 0;
  let kept = 0;
  while (w !== 0) {
    const low = w & -w;
    const bit = 31 - Math.clz32(low);
    if (r.trumpPower((word << 5) | bit) > ctx.highestTrump) kept |= low;
    w = (w & ~low) >>> 0;
  }
  const out = new Array<number>(trumps.length).fill(0);
  out[word] = kept >>> 0;
  return out as unknown as CardSet;
}

const lead: ChainRule = (ctx) => (ctx.led === null ? { allowed: ctx.hand, rule: 'lead' } : undefined);

const follow: ChainRule = (ctx, r) => {
  if ((ctx.plain[ctx.led!] ?? 0) === 0) return undefined;
  const suit = wordSet(ctx.plain, ctx.led!);
  if (ctx.led === r.trump && r.beatTrumpLead) {
    const higher = higherTrumps(ctx, r, suit);
    if (!isEmpty(higher)) return { allowed: higher, rule: 'beat-trump-lead' };
  }
  return { allowed: suit, rule: 'follow-suit' };
};

const partner: ChainRule = (ctx, r) =>
  r.partnerException && ctx.partnerWinning ? { allowed: ctx.hand, rule: 'partner-exception' } : undefined;

const ruff: ChainRule = (ctx, r) => {
  if (r.trump === null || !r.mustTrump || (ctx.plain[r.trump] ?? 0) === 0) return undefined;
  const trumps = wordSet(ctx.plain, r.trump);
  if (ctx.highestTrump < 0) return { allowed: trumps, rule: 'trump-when-void' };
  if (r.overtrump) {
    const higher = higherTrumps(ctx, r, trumps);
    if (!isEmpty(higher)) return { allowed: higher, rule: 'overtrump' };
  }
  return r.undertrump ? { allowed: trumps, rule: 'undertrump' } : { allowed: ctx.hand, rule: 'free-discard' };
};

const discard: ChainRule = (ctx) => ({ allowed: ctx.hand, rule: 'free-discard' });

const CHAIN: readonly ChainRule[] = [lead, follow, partner, ruff, discard];

/** The cards a player may play to the trick, and the rule that decided. */
export function obligation(s: FollowSituation, r: FollowRules): Obligation {
  const plain = difference(s.hand, r.wild);
  let led: number | null = null;
  let highestTrump = -1;
  for (const c of s.trick) {
    if (has(r.wild, c)) continue;
    if (led === null) led = wordOf(c);
    if (r.trump !== null && wordOf(c) === r.trump) highestTrump = Math.max(highestTrump, r.trumpPower(c));
  }
  const ctx: Ctx = { hand: s.hand, plain, led, highestTrump, partnerWinning: s.partnerWinning ?? false };
  const wildHeld = intersect(s.hand, r.wild);
  for (const rule of CHAIN) {
    const ob = rule(ctx, r);
    if (ob) return { allowed: isEmpty(wildHeld) ? ob.allowed : union(ob.allowed, wildHeld), rule: ob.rule };
  }
  /* c8 ignore next */
  return { allowed: s.hand, rule: 'free-discard' };
}

/** Narrows an obligation with an extra game rule (e.g. a first-trick lead ban), keeping wild cards. */
export function restrict(ob: Obligation, keep: CardSet, rule: string): Obligation {
  const allowed = intersect(ob.allowed, keep);
  return isEmpty(allowed) ? ob : { allowed, rule };
}

/** The stable error code of a play that breaks the rule that decided. */
export function playErrorCode(rule: string): `play/${string}` {
  switch (rule) {
    case 'follow-suit':
      return 'play/must-follow-suit';
    case 'beat-trump-lead':
    case 'overtrump':
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
  'trump-when-void': 'You cannot follow suit: you must play a trump.',
  undertrump: 'You cannot follow suit or overtrump: you must still play a trump.',
};

/**
 * Checks one card against an obligation. The card must be in hand (the caller checks that first).
 * The error names the rule that bound and the legal alternatives (the player's own cards only).
 */
export function checkPlay(deck: DeckSpec, ob: Obligation, card: Card, messages: Readonly<Record<string, string>> = {}): RuleError | null {
  if (has(ob.allowed, card)) return null;
  const code = playErrorCode(ob.rule);
  const allowed = toArray(ob.allowed).map((c) => deck.names.get(c) ?? String(c));
  const text = messages[ob.rule] ?? RULE_TEXT[ob.rule] ?? `That card is not allowed here (${ob.rule}).`;
  return ruleError(code, text, { card: deck.names.get(card) ?? String(card), rule: ob.rule, allowed });
}

/** Bit helpers for games that rank trumps by bit position. */
export const bitPower = (c: Card): number => bitOf(c);
