/**
 * The heuristic Tarot player (classic deals and the Goulash mode), reading only its seat's view and
 * its legal actions. Card values, oudlers, ranks, card strengths and the trick winner come from the
 * game itself (`games/tarot/cards.ts` `value2`, `isOudler`, `cardStrength`…, the kernel's
 * `winningIndex` under card-play.ts `TAROT_FOLLOW`), and what the play proves about each hand
 * from the view's `inferences`; nothing is restated.
 *
 * - Bidding (evaluation.ts): the legal contract of the highest expected gain over a pass, from the
 *   published point count's items weighed by simulation; a pass when no contract gains.
 * - King call (5 players): a king the taker does not hold, in his longest suit (the queen held
 *   breaks a tie); his own card only when nothing else is callable. Measured: over 546 calls the
 *   longest suit's king brought the taker 105 points a contract, the former rule (the queen's suit,
 *   else a short one) 84, a void suit's king 70.
 * - Écart: make voids in the suits without a king (the shortest first; the chien's points count
 *   for the taker, so the heavier card first), a king's suit kept (the queen with its king last);
 *   where no void can be made any more, the heaviest card; trumps only when the rules force them
 *   (the lowest). Measured on forced gardes: keeping the kings' suits gained the taker 14 points a
 *   contract at 4 players, 16 at 3, 3 at 5.
 * - Chelem: announced only with the 21, the Excuse, every plain card a king and trumps in all
 *   the rest of the hand; a poignée is always declared at its largest size (measured: declaring
 *   gained the taker 44 points a deal at 4 players, 31 at 3, 22 at 5; a defender at 5 players
 *   neither gained nor lost).
 * - Card play, by the principles a club player keeps (docs/bots.md, "Principles of card play";
 *   test/games/tarot/principles.test.ts counts the violations the solver proves): capture an
 *   opponent's Petit with the cheapest trump that wins the trick; follow low when the trick is lost;
 *   win it as cheaply as possible when it can be won; charge a trick the side holds safely (the
 *   seats after are allies, cannot beat it — no trump, void in the suit — or the card is the
 *   master; a defender also when an ally after is known to cut the plain suit led, shedding first
 *   a card of a suit an opponent cuts) with the heaviest card, and save the Petit there (the taker
 *   counts his écart among the cards nobody else holds); an ally's trick not safe is made safe by
 *   a master honour when no opponent after holds a trump; the trumps a seat holds are counted (the
 *   shown chien's are the taker's, a poignée's its shower's, a seat's known ceiling rules out the
 *   trumps above it): a seat with none left to hold holds none; with five cards or fewer every card
 *   is counted (sample.ts `countedHands`: the voids and ceilings it proves, a seat sure to hold the
 *   suit led cannot trump it, a Petit doomed under an opponent who holds trumps only goes under a
 *   lost trick, an ally's trick is charged when the opponents after hold only the Excuse and
 *   master trumps); play the Petit when it wins, never
 *   under a higher trump unless forced or lost anyway (a defender's Petit and one other trump, his
 *   allies without trumps: the Petit goes under the opponent's trump, the other may win later): it
 *   cuts the first round of a plain suit (the seats after still follow it), or a later round when
 *   each opponent after is unlikely to be void in it, and once no opponent can hold a trump (every
 *   trump seen, or each known void) it goes at the last trick (petit au bout) or at once; the Excuse spares a trump
 *   on a lost trick, goes on a low trick near the end rather than a trump, is led near the end, and
 *   is never kept for the last trick; no honour led into a suit an opponent is known to trump;
 *   defenders lead low into the taker's cut, and hunt the Petit with long trumps; the taker's side
 *   draws trumps when they make three quarters of its hand; defenders keep their kings (a king is led
 *   as any card of its suit: measured on forced gardes at 4 players, the taker's mean score −30
 *   points a contract); the taker's side cashes its kings early and every master honour (a queen
 *   once the king has fallen, …) while no opponent is known to cut its suit (measured on 3000
 *   forced gardes at 4 players: the taker's mean score from −12.4 to +10.3 a contract); else a low
 *   card of a long suit.
 * - A Goulash is each for himself, and each pays the others his own card points (net = 91 − n ×
 *   own points; the chien goes to the last trick's winner): so the points are avoided instead, as
 *   in the avoidance games: lead low from a suit of one or two cards, else a low trump (everybody
 *   must beat it), else the lowest card of the shortest suit,
 *   shed the heaviest and highest card on a trick someone else wins, the Excuse to escape a trick,
 *   and when every card wins, the lightest (and highest) one.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { highestTrump, winningIndex } from '../../kernel/trick.js';
import { TAROT_FOLLOW } from './card-play.js';
import {
  EXCUSE,
  KING_BIT,
  MONDE,
  PETIT,
  QUEEN_BIT,
  TRUMP_WORD,
  cardNumber,
  cardStrength,
  isKing,
  isTrump,
  tarotDeck,
  value2,
} from './cards.js';
import { HAND_SIZE } from './deal.js';
import { countedHands } from './sample.js';
import type { Bid, TarotAction } from './state.js';
import type { TarotView } from './view.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf, trickOf } from '../../kernel/policy.js';

import { bidFor, PIMC_BOLDNESS, type ContractBid } from './evaluation.js';

export { bidFor, handPoints } from './evaluation.js';

/**
 * The parts of a Tarot heuristic player that differ between its versions (the frozen baseline of
 * src/bots/baseline/tarot.ts has its own); the rest (the écart, the chelem, the poignée, the order
 * of the choices) is the same player.
 */
export interface TarotPlayer {
  /** The bid wanted among the legal ones. */
  readonly bid: (hand: readonly Card[], view: TarotView, allowed: readonly Bid[]) => Bid;
  /** What calling `card` costs (the cheapest is called). */
  readonly callCost: (hand: readonly Card[], card: Card) => number;
  /** What playing each of `cards` costs now (the cheapest is played). */
  readonly playCosts: (cards: readonly Card[], view: TarotView, hand: readonly Card[], me: Seat) => (c: Card) => number;
  /**
   * What discarding `card` costs, `remaining` discards still to make (the cheapest goes first);
   * without it, 0.1's rule (`frozenDiscardCost`, the baseline's).
   */
  readonly discardCost?: (hand: readonly Card[], card: Card, remaining: number) => number;
}

/** The choice of a Tarot heuristic player made of `player`'s parts. */
export function tarotChoiceOf(player: TarotPlayer): (input: PolicyInput, view: TarotView) => number {
  return (input, view) => {
    const legal = input.legal as readonly TarotAction[];
    const hand = cardsOf(tarotDeck, view.hand);
    const first = legal[0]!;
    switch (first.type) {
      case 'bid': {
        const allowed = legal.flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
        const want = player.bid(hand, view, allowed);
        const i = legal.findIndex((a) => a.type === 'bid' && a.bid === want);
        return i >= 0 ? i : legal.findIndex((a) => a.type === 'bid' && a.bid === 'pass');
      }
      case 'call':
        return argMin(legal, (a) => (a.type === 'call' ? player.callCost(hand, cardNumber(a.card)!) : Infinity));
      case 'discard': {
        const cost = player.discardCost ?? frozenDiscardCost;
        const remaining = hand.length - HAND_SIZE[view.players];
        return argMin(legal, (a) => (a.type === 'discard' ? cost(hand, cardNumber(a.card)!, remaining) : Infinity));
      }
      case 'chelem': {
        const plain = hand.filter((c) => wordOf(c) !== TRUMP_WORD);
        const announce = hand.includes(MONDE) && hand.includes(EXCUSE) && plain.every(isKing) && plain.length <= 3;
        const i = legal.findIndex((a) => a.type === 'chelem' && a.announce === announce);
        return i >= 0 ? i : 0;
      }
      default:
        return playChoice(legal, view, hand, input.seat, player.playCosts);
    }
  };
}

/** The legal bid of the highest expected gain (evaluation.ts), `boldness` added to the hand's strength. */
const evaluatedBid =
  (boldness: (players: 3 | 4 | 5) => number) =>
  (hand: readonly Card[], view: TarotView, allowed: readonly Bid[]): Bid => {
    const before = view.bids.reduce<ContractBid | null>((top, b) => (b.bid === 'pass' ? top : b.bid), null);
    return bidFor(hand, view.players, { position: view.bids.length, before }, allowed, boldness(view.players));
  };

export const tarotChoice = tarotChoiceOf({ bid: evaluatedBid(() => 0), callCost, playCosts, discardCost });

/**
 * The heuristic bidding bolder (`boldness` points of score added to every hand's strength,
 * evaluation.ts; undefined: `PIMC_BOLDNESS` for the table's players), every other decision the
 * heuristic's: the `pimc` level's bidding, the écart and declarations.
 */
export const tarotBolderChoice = (boldness: number | undefined): ((input: PolicyInput, view: TarotView) => number) =>
  tarotChoiceOf({ bid: evaluatedBid((n) => boldness ?? PIMC_BOLDNESS[n]), callCost, playCosts, discardCost });

/** The cost of calling `card` (lowest is called). */
function callCost(hand: readonly Card[], card: Card): number {
  if (hand.includes(card)) return 100 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const holdsNext = suit.some((c) => bitOf(c) === bitOf(card) - 1);
  // a higher rank first (a king before a queen), then the longest suit held, then the queen held
  // (measured over 546 calls: the longest suit's king 100.6 a contract, the shortest 81.5, a void's 70.4)
  return (KING_BIT - bitOf(card)) * 100 - suit.length * 10 - (holdsNext ? 5 : 0);
}

/**
 * The cost of discarding `card` (lowest goes first), `remaining` discards still to make: trumps
 * last; a king's suit after every other (its low cards guard the king's tricks, and the queen with
 * its king is master once the king has won, so it goes last of them); else the shortest suit is
 * voided, its heaviest card first, and where no suit can be voided any more the heaviest card goes
 * (its points banked). Measured on forced gardes at 4 players, 9,501 contracts against the baseline's
 * defence: the taker's mean score +14.4 ±2.3 a contract over the former rule (kings' suits voided
 * like any other, a void always sought); +6.6 ±2.3 against the heuristic's defence; +16.0 at 3
 * players, +3.3 at 5.
 */
export function discardCost(hand: readonly Card[], card: Card, remaining: number): number {
  if (isTrump(card)) return 1000 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const left = suit.filter((c) => !isKing(c)).length;
  const king = suit.some(isKing);
  const cost = left > remaining ? 200 - 3 * value2(card) + left : left * 20 - value2(card);
  return cost + (king ? 100 : 0) + (king && bitOf(card) === QUEEN_BIT ? 40 : 0);
}

/**
 * The écart of atout 0.1, kept for the baseline (src/bots/baseline/, frozen): voids in short suits
 * (a king's suit a little later), heavy cards first, trumps last.
 */
function frozenDiscardCost(hand: readonly Card[], card: Card): number {
  if (isTrump(card)) return 1000 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const left = suit.filter((c) => !isKing(c)).length;
  return left * 20 + (suit.some(isKing) ? 10 : 0) - value2(card);
}

/** The trumps of the deck (the 1 to the 21). */
const TRUMPS = tarotDeck.cards.filter(isTrump).length;

/**
 * The cards seen played, a bit mask per word (a card's bit `c & 31` in word `c >>> 5`): the bots
 * read them at every card of every rollout, so no set of names.
 */
export class SeenCards {
  readonly words: number[] = [0, 0, 0, 0, 0];
  add(c: Card): void {
    this.words[c >>> 5]! |= 1 << (c & 31);
  }
  has(c: Card): boolean {
    return ((this.words[c >>> 5]! >>> (c & 31)) & 1) === 1;
  }
  /** How many trumps (the 1 to the 21, not the Excuse) were seen. */
  trumps(): number {
    return bitCount(this.words[TRUMP_WORD]! & TRUMP_BITS);
  }
}

/** The bits of the trumps 1 to 21 in the trump word (bit 0 is the Excuse). */
const TRUMP_BITS = 0x3ffffe;
/** The four plain suits' bits in a seat's voids. */
const PLAIN_WORDS = 0b1111;

/** The set bits of a 32-bit word. */
function bitCount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** A suit letter's word (`S` 0 … `T` 4). */
const WORD_OF_LETTER: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(tarotDeck.suitNames.map((l, w) => [l, w])),
);

/** What the seat knows of the play: suits each seat is void in, and the cards seen. */
interface PlayKnowledge {
  /** Per seat, a bit per word (4: trumps) it holds none of. */
  readonly voids: number[];
  /** Every card seen played (finished tricks and the trick in progress). */
  readonly played: SeenCards;
  /** The cards no other seat can hold: those played and, for the taker, his écart. */
  readonly gone: SeenCards;
  /** Per seat, a trump rank every trump it may still hold is below (22: nothing known). */
  readonly ceiling: number[];
  /** The trumps (1 to 21) not seen, by bits of the trump word: not played, not in the seat's hand, not shown in the écart. */
  readonly unseen: number;
  /** Per seat, the trumps it is known to hold, unplayed (bits of the trump word). */
  readonly held: readonly number[];
  /** The seats whose every trump is known (`held`), by bits. */
  readonly closed: number;
  /** Near the end, per seat the cards it may hold by counting (`countedHands`), else null. */
  readonly counted: readonly (readonly number[])[] | null;
}

/** The suits each seat is known void in (the view's inferences) and the cards seen played. */
export function seenPlay(view: TarotView): { voids: number[]; played: SeenCards } {
  const voids = new Array<number>(view.inferences.length);
  for (let s = 0; s < voids.length; s++) {
    let bits = 0;
    for (const letter of view.inferences[s]!.voids) bits |= 1 << WORD_OF_LETTER[letter]!;
    voids[s] = bits;
  }
  const played = new SeenCards();
  const byName = tarotDeck.byName;
  for (const t of view.tricks) for (const p of t.plays) played.add(byName.get(p.card)!);
  for (const p of view.trick.plays) played.add(byName.get(p.card)!);
  return { voids, played };
}

/**
 * The trumps each seat is known to hold, unplayed, by bits of the trump word: the shown chien's
 * (in the taker's hand, FFT p.6; a trump discarded from it is shown in the écart) and the trumps
 * of a poignée shown.
 */
function heldTrumps(view: TarotView, played: SeenCards): number[] {
  const held = new Array<number>(view.players).fill(0);
  const playedTrumps = played.words[TRUMP_WORD]!;
  if (view.taker !== null && view.chien !== null)
    for (const n of view.chien) held[view.taker]! |= trumpBitOf(n) & TRUMP_BITS;
  for (const p of view.poignees) for (const n of p.cards) held[p.seat]! |= trumpBitOf(n) & TRUMP_BITS;
  for (const t of view.ecartTrumps) for (let s = 0; s < held.length; s++) held[s]! &= ~trumpBitOf(t);
  return held.map((h) => h & ~playedTrumps);
}

/** What the seat knows of the play (`hand`: the view's hand, by number). */
function knowledge(view: TarotView, hand: readonly Card[], me: Seat): PlayKnowledge {
  const { voids, played } = seenPlay(view);
  // once every trump is seen (played, in the seat's hand, or shown in the écart), nobody else holds one
  let seen = played.words[TRUMP_WORD]!;
  for (const c of hand) if (c >>> 5 === TRUMP_WORD) seen |= 1 << (c & 31);
  for (const n of view.ecartTrumps) seen |= trumpBitOf(n);
  for (const n of view.ecart ?? []) seen |= trumpBitOf(n);
  if ((TRUMP_BITS & ~seen) === 0) for (let s = 0; s < voids.length; s++) voids[s]! |= 1 << TRUMP_WORD;
  const ceiling = new Array<number>(view.inferences.length);
  for (let s = 0; s < ceiling.length; s++) {
    const below = view.inferences[s]!.trumpsBelow;
    ceiling[s] = below === null ? 22 : bitOf(tarotDeck.byName.get(below)!);
  }
  // counting the trumps: a seat holds none once every trump it could hold (unseen, not known in
  // another hand, under its known ceiling) is gone and none is known in its hand
  const held = heldTrumps(view, played);
  const known = held.reduce((a, b) => a | b, 0);
  for (let s = 0; s < voids.length; s++) {
    if (s === me || held[s] !== 0) continue;
    const possible = TRUMP_BITS & ~seen & ~known & ((1 << ceiling[s]!) - 1);
    if (possible === 0) voids[s]! |= 1 << TRUMP_WORD;
  }
  // a seat whose trumps are all known holds no trump above its highest known: a poignée showing the
  // Excuse means no other trump (FFT p.7); a hand whose every card is known (its known trumps, and
  // the Excuse shown in its poignée, as many as it holds) is void in every plain suit too
  const shower = view.poignees.find((p) => p.cards.includes(EXCUSE_NAME))?.seat ?? -1;
  const excuseAt = played.has(EXCUSE) ? -1 : shower;
  let closed = 0;
  for (let s = 0; s < voids.length; s++) {
    if (s === me) continue;
    const whole = bitCount(held[s]!) + (excuseAt === s ? 1 : 0) === view.handSizes[s];
    if (whole) voids[s]! |= PLAIN_WORDS;
    if (!whole && s !== shower) continue;
    closed |= 1 << s;
    if (held[s] === 0) voids[s]! |= 1 << TRUMP_WORD;
    else ceiling[s] = Math.min(ceiling[s]!, 32 - Math.clz32(held[s]!));
  }
  // the taker's own écart: no other seat can hold (or play) it
  let gone = played;
  if (view.ecart !== null && view.ecart.length > 0) {
    gone = new SeenCards();
    for (let w = 0; w < 5; w++) gone.words[w] = played.words[w]!;
    for (const n of view.ecart) gone.add(tarotDeck.byName.get(n)!);
  }
  const unseen = TRUMP_BITS & ~seen;
  // near the end the cards are counted (sample.ts `countedHands`: the hand sizes with every place's
  // rules together), which proves more voids and lower ceilings than the play alone
  const counted = view.mode === 'classic' && hand.length <= COUNTED_FROM ? countedHands(view) : null;
  if (counted !== null)
    for (let s = 0; s < voids.length; s++) {
      if (s === me) continue;
      const may = counted[s]!;
      for (let w = 0; w < PLAIN_SUITS; w++) if (may[w] === 0) voids[s]! |= 1 << w;
      const trumps = may[TRUMP_WORD]! & TRUMP_BITS;
      if (trumps === 0) voids[s]! |= 1 << TRUMP_WORD;
      else ceiling[s] = Math.min(ceiling[s]!, 32 - Math.clz32(trumps));
    }
  return { voids, played, gone, ceiling, unseen, held, closed, counted };
}

/** Cards left in the hand from which the heuristic counts the cards (`countedHands`; its cost is paid near the end only). */
const COUNTED_FROM = 5;

/** The plain suits (words 0 to 3). */
const PLAIN_SUITS = 4;

/**
 * Whether seat `s` surely holds a card of word `w`, by counting: the cards it may hold outside
 * that word are fewer than its hand (so it must follow that suit, and cannot trump it).
 */
function surelyHolds(view: TarotView, know: PlayKnowledge, s: Seat, w: number): boolean {
  const may = know.counted?.[s];
  if (may === undefined) return false;
  let outside = 0;
  for (let x = 0; x < may.length; x++) if (x !== w) outside += bitCount(may[x]!);
  return outside < view.handSizes[s]!;
}

/**
 * The seat sure to hold the unseen trump `bit` (a bit of the trump word): the one it is known in,
 * or the only seat that can hold it (each other one void in trumps, under a ceiling at or below it,
 * or with every trump known and not it), when no hidden chien may hold it (FFT p.6: a trump in
 * the écart is shown). -1 when not sure.
 */
function sureHolder(view: TarotView, know: PlayKnowledge, me: Seat, bit: number): number {
  for (let s = 0; s < know.held.length; s++) if ((know.held[s]! & bit) !== 0) return s;
  if (view.chien === null && view.chienSize > 0) return -1;
  const rank = 31 - Math.clz32(bit);
  let holder = -1;
  for (let s = 0; s < know.voids.length; s++) {
    const ruledOut =
      (know.voids[s]! & (1 << TRUMP_WORD)) !== 0 || rank >= know.ceiling[s]! || ((know.closed >>> s) & 1) === 1;
    if (s === me || ruledOut) continue;
    if (holder >= 0) return -1;
    holder = s;
  }
  return holder;
}

/**
 * Whether an ally still to play is sure to hold the master trump (the highest unseen, which nobody
 * can beat) and may play it: a trump led, or known void in the plain suit led (FFT p.7: it must
 * then trump). The trick is then the side's, whoever plays between.
 */
function allyMasterAfter(
  trick: readonly Card[],
  view: TarotView,
  me: Seat,
  after: readonly Seat[],
  know: PlayKnowledge,
): boolean {
  if (know.unseen === 0) return false;
  const holder = sureHolder(view, know, me, 1 << (31 - Math.clz32(know.unseen)));
  if (holder < 0 || !after.includes(holder) || !allyOf(view, me, holder)) return false;
  const led = trick.find((c) => c !== EXCUSE);
  return led !== undefined && (isTrump(led) || (know.voids[holder]! & (1 << wordOf(led))) !== 0);
}

/** The Excuse's name, as views write it. */
const EXCUSE_NAME = tarotDeck.names.get(EXCUSE)!;

/** The bit of a card (by name) in the trump word, 0 for a plain card. */
function trumpBitOf(name: string): number {
  const c = tarotDeck.byName.get(name)!;
  return c >>> 5 === TRUMP_WORD ? 1 << (c & 31) : 0;
}

/** Whether seat `other` plays for the same side as `me`, as far as `me` knows (a Goulash: nobody). */
export function allyOf(view: TarotView, me: Seat, other: Seat): boolean {
  if (other === me) return true;
  const taker = view.taker;
  if (view.mode === 'goulash' || taker === null) return false;
  const partner = view.partner;
  const otherTakes = other === taker || other === partner;
  if (me === taker || me === partner) return otherTakes;
  // a defender: the others not known to be on the taker's side, once the partner is known (or no partner)
  return !otherTakes && (view.players !== 5 || partner !== null);
}

function playChoice(
  legal: readonly TarotAction[],
  view: TarotView,
  hand: readonly Card[],
  me: Seat,
  playCosts: TarotPlayer['playCosts'],
): number {
  // a poignée being shown: from the highest trump down, as it is shown
  const shows = legal.findIndex((a) => a.type === 'show');
  if (shows >= 0) return argMin(legal, (a) => (a.type === 'show' ? -cardNumber(a.card)! : Infinity));
  // a poignée held: declared at its largest size
  const poignee = argMin(legal, (a, i) => (a.type === 'poignee' ? -i : Infinity));
  if (poignee >= 0) return poignee;
  // the cards by number: -1 for what is not a play
  const plays = legal.map((a) => (a.type === 'play' ? cardNumber(a.card)! : -1));
  const cost = playCosts(
    plays.filter((c) => c >= 0),
    view,
    hand,
    me,
  );
  return argMin(plays, (c) => (c < 0 ? Infinity : cost(c)));
}

/** The cost of each playable card now (the lowest is played). */
function playCosts(cards: readonly Card[], view: TarotView, hand: readonly Card[], me: Seat): (c: Card) => number {
  const { cards: trick, seats } = trickOf(tarotDeck, view.trick);
  if (view.mode === 'goulash') return goulashCosts(cards, trick, hand);
  const know = knowledge(view, hand, me);
  const winner = winningIndex(trick, TAROT_FOLLOW);
  // an opponent's Petit in the trick is captured by the cheapest trump that wins the trick
  const petitAt = trick.indexOf(PETIT);
  if (petitAt >= 0 && !allyOf(view, me, seats[petitAt]!) && !allyOf(view, me, seats[winner]!)) {
    const takers = cards.filter((c) => isTrump(c) && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length);
    if (takers.length > 0) return (c) => (takers.includes(c) ? bitOf(c) : 1000);
  }
  // the Excuse is not kept for the last trick, where it would be lost
  if (hand.length === 2 && cards.includes(EXCUSE)) return (c) => (c === EXCUSE ? 0 : 1);
  if (trick.length === 0) return leadCosts(cards, view, hand, me, know);
  const { last, after, allyWins, lowCost } = following(cards, view, me, seats, winner);
  if (allyWins) {
    const safe =
      last ||
      after.every((s) => allyOf(view, me, s) || cannotBeat(trick, know.voids[s]!, know.ceiling[s]!)) ||
      masterCard(trick[winner]!, trick, hand, { voids: know.voids, played: know.gone }, after) ||
      allyMasterAfter(trick, view, me, after, know) ||
      excuseToGive(view, know, me, after);
    // charge a trick an ally holds safely: the Petit is saved there, then the heaviest card
    // with two cards left both will be played: the heavier goes on the trick the side holds now
    // (lost to the opponents anyway if both tricks are theirs)
    if (safe || (hand.length === 2 && cards.every((c) => !isTrump(c) && c !== EXCUSE))) {
      // the Excuse in time: with three cards or fewer it goes on the side's trick (its owner keeps
      // it) rather than a trump, which may win a trick later
      const excuseNow =
        safe &&
        hand.length <= 3 &&
        cards.includes(EXCUSE) &&
        cards.every((c) => c === EXCUSE || (isTrump(c) && c !== PETIT));
      return excuseNow ? (c: Card) => (c === EXCUSE ? 0 : 1) : chargeCost;
    }
    // an ally's trick not safe: a plain honour of the seat's that wins it and that nobody after can
    // beat makes it safe (the heaviest), when every opponent after is known to hold no trump (measured
    // without this condition: −0.5 a deal against the baseline at 4 players)
    // (or, by counting, sure to hold a card of the suit led: it must follow, FFT p.7)
    const led = trick.find((c) => c !== EXCUSE);
    const noTrumpAfter = after.every(
      (s) =>
        allyOf(view, me, s) ||
        (know.voids[s]! & (1 << TRUMP_WORD)) !== 0 ||
        (led !== undefined && !isTrump(led) && surelyHolds(view, know, s, wordOf(led))),
    );
    const masters = cards.filter(
      (c) =>
        noTrumpAfter &&
        !isTrump(c) &&
        value2(c) > 1 &&
        winningIndex([...trick, c], TAROT_FOLLOW) === trick.length &&
        masterCard(c, [...trick, c], hand, { voids: know.voids, played: know.gone }, after),
    );
    if (masters.length > 0) return (c) => (masters.includes(c) ? chargeCost(c) : 1000 + lowCost(c));
    return lowCost;
  }
  const winners = cards.filter((c) => c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length);
  // a defender charges a trick an ally after is to cut: only allies play after him, one known void
  // in the plain suit led (and not known to hold no trump), no trump in the trick yet
  if (!allyOf(view, me, view.taker ?? me) && allyCuts(trick, cards, after, know.voids, (s) => allyOf(view, me, s))) {
    // of cards of the same weight, first one of a suit an opponent cuts (it could not win a trick)
    const cut = (c: Card): boolean =>
      know.voids.some((v, s) => !allyOf(view, me, s) && (v & (1 << wordOf(c))) !== 0 && (v & (1 << TRUMP_WORD)) === 0);
    return (c) => chargeCost(c) - (!isTrump(c) && c !== EXCUSE && cut(c) ? 5 : 0);
  }
  // the Excuse spares a trump: on a trick lost anyway where only trumps (or honours) could go, and,
  // near the end, on a trick of low cards not worth a trump (the Excuse must go before the last trick)
  if (cards.includes(EXCUSE)) {
    const others = cards.filter((c) => c !== EXCUSE);
    // with three cards or fewer the Excuse must go on one of the last tricks: a jack's trick is cheap enough
    const cheap = trick.every((c) => value2(c) <= (hand.length <= 3 ? 3 : 1) || c === EXCUSE);
    const spare =
      winners.length === 0
        ? hand.length <= 3 || Math.min(...others.map(lowCost)) >= 130
        : hand.length <= 5 && cheap && winners.every(isTrump) && others.every(isTrump);
    if (spare) return (c) => (c === EXCUSE ? 0 : 1);
  }
  if (winners.length > 0) {
    // the Petit is saved by cutting with it in the first round of a plain suit, where the seats
    // after still follow (measured on forced gardes at 4 players: the taker's Petit lost in 186 of
    // 1362 contracts, then 48; the taker's mean score +9 a contract)
    const led = trick.find((c) => c !== EXCUSE);
    const firstCut =
      cards.includes(PETIT) &&
      led !== undefined &&
      !isTrump(led) &&
      !trick.some(isTrump) &&
      after.every((s) => allyOf(view, me, s) || (know.voids[s]! & (1 << wordOf(led))) === 0) &&
      (firstRound(view, wordOf(led)) ||
        after.every((s) => allyOf(view, me, s) || voidChance(view, hand, know, s, wordOf(led)) <= PETIT_CUT_RISK));
    const petitSafe =
      last ||
      firstCut ||
      after.every((s) => allyOf(view, me, s) || (know.voids[s]! & (1 << TRUMP_WORD)) !== 0 || know.ceiling[s]! <= 2);
    // the 4-player taker following a plain suit he can win: with a card nobody after can beat
    // rather than a cheaper one that may be beaten, and on a trick sure to be his, with the honour
    // of the suit that is not yet its master (it could be lost later; measured on forced gardes:
    // +2.3 a contract against the baseline's defence, +3.4 against the heuristic's)
    if (view.mode === 'classic' && me === view.taker && view.players === 4 && led !== undefined && !isTrump(led)) {
      const sure = winners.filter(
        (c) =>
          wordOf(c) === wordOf(led) &&
          (last || masterCard(c, [...trick, c], hand, { voids: know.voids, played: know.gone }, after)),
      );
      const atRisk = sure.filter((c) => value2(c) > 1 && !masterPlain(c, hand, know.gone));
      if (atRisk.length > 0) return (c) => (atRisk.includes(c) ? -value2(c) : 10_000 + lowCost(c));
      if (!last && sure.length > 0 && sure.length < winners.length)
        return (c) => (sure.includes(c) ? cardStrength(c) : 10_000 + lowCost(c));
    }
    return winCosts(winners, lowCost, petitSafe);
  }
  // the Petit goes under an opponent's trump when it is lost anyway: every trump still unseen is an
  // opponent's (each ally known to hold none) and the seat holds one other trump, which the
  // opponents can draw; that trump kept may still win a trick
  if (cards.includes(PETIT) && isTrump(trick[winner]!) && petitLost(view, me, hand, know))
    return (c) => (c === PETIT ? -1 : lowCost(c));
  return lostCosts(cards, lowCost);
}

/** Whether the seat's Petit is lost to the opponents' trumps (see its use). */
function petitLost(view: TarotView, me: Seat, hand: readonly Card[], know: PlayKnowledge): boolean {
  if (view.mode !== 'classic' || view.taker === null) return false;
  // the sides known: a defender at 5 players once the partner is
  if (view.players === 5 && view.partner === null && me !== view.taker) return false;
  for (let s = 0; s < view.players; s++)
    if (s !== me && allyOf(view, me, s) && (know.voids[s]! & (1 << TRUMP_WORD)) === 0) return false;
  const others = hand.filter((c) => isTrump(c) && c !== PETIT).length;
  // one other trump: with more, the Petit may outlast the opponents' (measured: a Petit played
  // with four others lost a trick the solver proved)
  if (know.unseen !== 0 && others === 1) return true;
  // by counting, an opponent holds nothing but trumps: he plays one to every trick left, and the
  // Petit falls under it wherever it goes
  return know.counted !== null && know.counted.some((may, s) => !allyOf(view, me, s) && onlyTrumps(may));
}

/**
 * Whether the opponents still to play are, by counting, each down to the Excuse and trumps above
 * every other trump out, with another trick to play: each wins every trick he trumps and must give
 * one, the trick he plays the Excuse on (kept to the last trick it would be lost, FFT p.6), and
 * he gives the cheapest. So every trick is his or the one he gives, and loading it is what makes
 * the trick he gives worth more.
 */
function excuseToGive(view: TarotView, know: PlayKnowledge, me: Seat, after: readonly Seat[]): boolean {
  const counted = know.counted;
  if (counted === null) return false;
  const opponents = after.filter((s) => !allyOf(view, me, s));
  if (opponents.length === 0) return false;
  // the trumps the others may hold
  let rest = 0;
  for (let s = 0; s < counted.length; s++) if (!opponents.includes(s)) rest |= counted[s]![TRUMP_WORD]! & TRUMP_BITS;
  return opponents.every((s) => {
    const may = counted[s]!;
    const trumps = may[TRUMP_WORD]! & TRUMP_BITS;
    const lowest = trumps & -trumps;
    // no plain card, and exactly the Excuse and these trumps (as many as the hand holds)
    return (
      view.handSizes[s]! >= 2 &&
      noPlain(may) &&
      (may[TRUMP_WORD]! & 1) === 1 &&
      bitCount(trumps) + 1 === view.handSizes[s] &&
      rest < lowest
    );
  });
}

/** Whether a hand that may hold `may` (bits per word) holds no card of the plain suits. */
function noPlain(may: readonly number[]): boolean {
  for (let w = 0; w < PLAIN_SUITS; w++) if (may[w] !== 0) return false;
  return true;
}

/** Whether a hand that may hold `may` (bits per word) holds trumps only, the Excuse not among them. */
const onlyTrumps = (may: readonly number[]): boolean =>
  noPlain(may) && (may[TRUMP_WORD]! & TRUMP_BITS) !== 0 && (may[TRUMP_WORD]! & ~TRUMP_BITS) === 0;

/** What following reads of the trick: the last card, the seats after, whether an ally wins it, the low cost of a card. */
export function following(
  cards: readonly Card[],
  view: TarotView,
  me: Seat,
  seats: readonly Seat[],
  winner: number,
): { last: boolean; after: Seat[]; allyWins: boolean; lowCost: (c: Card) => number } {
  const n = view.players;
  const last = seats.length === n - 1;
  const after: Seat[] = [];
  for (let i = seats.length + 1; i < n; i++) after.push((view.trick.leader + i) % n);
  const allyWins = winner >= 0 && allyOf(view, me, seats[winner]!);
  // the lightest and lowest card, the Petit kept (when another card can go) and the Excuse saved
  const lowCost = (c: Card): number =>
    c === PETIT && cards.length > 1 ? 1000 : c === EXCUSE ? 500 : value2(c) * 100 + cardStrength(c);
  return { last, after, allyWins, lowCost };
}

/** A trick an ally holds safely is charged: the Petit is saved there, then the heaviest card. */
export const chargeCost = (c: Card): number =>
  c === PETIT ? -1000 : c === EXCUSE ? 500 : isTrump(c) ? 100 + bitOf(c) : -value2(c) * 10 - bitOf(c);

/** A trick won as cheaply as possible by one of `winners`, the Petit only when `petitSafe`. */
export function winCosts(
  winners: readonly Card[],
  lowCost: (c: Card) => number,
  petitSafe: boolean,
): (c: Card) => number {
  return (c) => {
    if (!winners.includes(c)) return 10_000 + lowCost(c);
    if (c === PETIT) return petitSafe ? -1 : 20_000;
    return cardStrength(c);
  };
}

/** The trick is lost: the Excuse saves a heavy card, else the lightest and lowest card. */
export function lostCosts(cards: readonly Card[], lowCost: (c: Card) => number): (c: Card) => number {
  const cheapest = Math.min(...cards.filter((c) => c !== EXCUSE).map(lowCost));
  if (cards.includes(EXCUSE) && cheapest >= 500) return (c) => (c === EXCUSE ? 0 : lowCost(c));
  return lowCost;
}

/**
 * Whether an ally after is to cut the trick: every seat after is an ally, one of them known void
 * in the plain suit led and not known void in trumps, no trump in the trick, and the seat's own
 * `cards` (following or discarding) hold no trump.
 */
function allyCuts(
  trick: readonly Card[],
  cards: readonly Card[],
  after: readonly Seat[],
  voids: readonly number[],
  ally: (s: Seat) => boolean,
): boolean {
  if (after.length === 0 || !after.every(ally)) return false;
  const led = trick.find((c) => c !== EXCUSE);
  if (led === undefined || isTrump(led) || trick.some(isTrump) || cards.some(isTrump)) return false;
  const suit = 1 << wordOf(led);
  return after.some((s) => (voids[s]! & suit) !== 0 && (voids[s]! & (1 << TRUMP_WORD)) === 0);
}

/** The chance a seat cutting the Petit may be void in the suit led after its first round (measured). */
const PETIT_CUT_RISK = 0.1;

/**
 * The chance that seat `s` holds no card of suit `w`, were its cards drawn at random from the
 * cards the seat to play has not seen, less the suits `s` is known void in.
 */
function voidChance(view: TarotView, hand: readonly Card[], know: PlayKnowledge, s: Seat, w: number): number {
  let pool = 0;
  let suit = 0;
  for (const c of tarotDeck.cards) {
    if (know.gone.has(c) || hand.includes(c)) continue;
    if (c !== EXCUSE && (know.voids[s]! & (1 << wordOf(c))) !== 0) continue;
    pool++;
    if (c !== EXCUSE && wordOf(c) === w) suit++;
  }
  let p = 1;
  for (let i = 0; i < view.handSizes[s]!; i++) p *= Math.max(0, pool - suit - i) / (pool - i);
  return p;
}

/** Whether no card of suit `w` was played before the trick in progress. */
function firstRound(view: TarotView, w: number): boolean {
  return view.tricks.every((t) => t.plays.every((p) => tarotDeck.byName.get(p.card)! >>> 5 !== w));
}

/**
 * Whether a seat of these voids and trump ceiling (every trump it holds is below rank `ceiling`)
 * cannot beat the trick: over a trump, no trump above the highest (FFT p.7: a player who cannot
 * overtrump plays a lower one); else no trump, and void in the plain suit led.
 */
function cannotBeat(trick: readonly Card[], voids: number, ceiling: number): boolean {
  const led = trick.find((c) => c !== EXCUSE);
  if (led === undefined) return false;
  const noTrump = (voids & (1 << TRUMP_WORD)) !== 0;
  // Tarot's trump power is the trump's rank
  const top = highestTrump(trick, TAROT_FOLLOW);
  if (top >= 0) return noTrump || ceiling <= top + 1;
  return noTrump && (voids & (1 << wordOf(led))) !== 0;
}

/**
 * Whether a winning card can no longer be beaten by the seats still to play, as far as known: no
 * higher card of its suit is out, and (a plain card) each seat after `cannotCut` by its voids.
 */
export function masterCard(
  card: Card,
  trick: readonly Card[],
  hand: readonly Card[],
  know: { readonly voids: readonly number[]; readonly played: SeenCards },
  after: readonly Seat[],
  cannotCut: (voids: number, suit: number) => boolean = followsOrHasNoTrump,
): boolean {
  const out = (c: Card): boolean => !know.played.has(c) && !hand.includes(c);
  if (isTrump(card)) {
    for (let r = bitOf(card) + 1; r <= bitOf(MONDE); r++) if (out(cardIdOfTrump(r))) return false;
    return true;
  }
  const w = wordOf(card);
  if (trick.some(isTrump)) return false;
  for (let b = bitOf(card) + 1; b <= KING_BIT; b++) if (out(w * 32 + b)) return false;
  return after.every((s) => cannotCut(know.voids[s]!, w));
}

/** A seat cannot cut: it follows suit or is known to hold no trump (the view's inferences). */
function followsOrHasNoTrump(voids: number, suit: number): boolean {
  return (voids & (1 << suit)) === 0 || (voids & (1 << TRUMP_WORD)) !== 0;
}

const cardIdOfTrump = (rank: number): Card => TRUMP_WORD * 32 + rank;

/** The trumps a defender holds to hunt the Petit, by players (a long trump suit for the hand size). */
const HUNT: Readonly<Record<3 | 4 | 5, number>> = { 3: 8, 4: 6, 5: 5 };

/** What a lead reads of the play (every version of the player). */
export interface LeadSeen {
  readonly trumps: readonly Card[];
  /** Whether the seat plays for the taker (a classic deal). */
  readonly takerSide: boolean;
  /** The trumps neither seen played, in the seat's hand, nor shown in the écart. */
  readonly trumpsOut: number;
  /** Whether an opponent is known void in suit `w` and not known void in trumps: he may cut it. */
  readonly cut: (w: number) => boolean;
  /** A low card of the longest suit, the lead when nothing better is known. */
  readonly lowOfLongest: (c: Card) => number;
  /** The cost of a lead: the Excuse and the Petit kept, trumps drawn or kept, a king cashed, else `plain`. */
  readonly costs: (drawTrumps: boolean, plain: (c: Card, cut: boolean) => number) => (c: Card) => number;
}

export function leadSeen(
  view: TarotView,
  hand: readonly Card[],
  me: Seat,
  know: { readonly voids: readonly number[]; readonly played: SeenCards },
): LeadSeen {
  const trumps = hand.filter(isTrump);
  const takerSide = view.mode === 'classic' && (me === view.taker || me === view.partner);
  const trumpsOut = TRUMPS - trumps.length - know.played.trumps() - view.ecartTrumps.length;
  const rounds = (w: number): number =>
    view.tricks.filter((t) => tarotDeck.byName.get(t.plays[0]!.card)! >>> 5 === w).length;
  const suitLength = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
  const cut = (w: number): boolean =>
    know.voids.some((v, seat) => !allyOf(view, me, seat) && (v & (1 << w)) !== 0 && (v & (1 << TRUMP_WORD)) === 0);
  const lowOfLongest = (c: Card): number => 300 - suitLength(wordOf(c)) * 10 + value2(c) * 3 + bitOf(c) / 100;
  const costs =
    (drawTrumps: boolean, plain: (c: Card, cut: boolean) => number) =>
    (c: Card): number => {
      if (c === EXCUSE) return 900;
      if (isTrump(c)) {
        if (c === PETIT) return 950;
        // the taker's side draws trumps, from the lowest (the Petit kept), when long in them
        return drawTrumps ? bitOf(c) : 800 + bitOf(c);
      }
      const w = wordOf(c);
      // a king cashed before the suit is cut (at most one round of it played, no opponent known void in it)
      if (isKing(c) && rounds(w) <= 1 && !cut(w)) return 100;
      return plain(c, cut(w));
    };
  return { trumps, takerSide, trumpsOut, cut, lowOfLongest, costs };
}

/**
 * Every trump still out is the seat's own, so the Petit wins whenever led: with nothing but trumps
 * left it is kept for the last trick (petit au bout, FFT p.7), else it is saved now.
 */
export function ownPetitLeadCosts(hand: readonly Card[]): (c: Card) => number {
  const onlyTrumps = hand.every((c) => isTrump(c) || c === EXCUSE);
  return (c) => (c === PETIT ? (onlyTrumps ? 1000 : -1) : isTrump(c) ? -bitOf(c) : 500);
}

/** Whether plain card `c` is the master of its suit: every higher card of it played or in `hand`. */
function masterPlain(c: Card, hand: readonly Card[], played: SeenCards): boolean {
  for (let b = bitOf(c) + 1; b <= KING_BIT; b++) {
    const o = wordOf(c) * 32 + b;
    if (!played.has(o) && !hand.includes(o)) return false;
  }
  return true;
}

/** The cost of each card as a lead. */
function leadCosts(
  cards: readonly Card[],
  view: TarotView,
  hand: readonly Card[],
  me: Seat,
  know: PlayKnowledge,
): (c: Card) => number {
  const lead = leadSeen(view, hand, me, know);
  const { trumps, takerSide, trumpsOut } = lead;
  // the taker's side draws trumps only when they make three quarters of its hand (measured on
  // forced gardes at 4 players: from half the hand −9 points a contract; with the écart keeping the
  // kings' suits, three quarters rather than two thirds +1.9, never +2.3 but less in tournaments)
  const drawTrumps = takerSide && trumpsOut > 0 && trumps.length * 4 >= hand.length * 3;
  const noTrumpAgainst = know.voids.every((v, s) => allyOf(view, me, s) || (v & (1 << TRUMP_WORD)) !== 0);
  // near the end the Excuse is led: it costs nothing there, and later it could be lost
  if (view.mode === 'classic' && hand.length <= 5 && cards.includes(EXCUSE)) return (c) => (c === EXCUSE ? 0 : 1);
  if (view.mode === 'classic' && (trumpsOut === 0 || noTrumpAgainst) && hand.includes(PETIT))
    return ownPetitLeadCosts(hand);
  // a defender long in trumps hunts the Petit while it is out: trumps led from the top make its
  // holder spend his trumps until the Petit falls under a higher one
  const petitOut = !know.played.has(PETIT) && !hand.includes(PETIT) && !(view.ecart ?? []).includes('1T');
  const hunt =
    view.mode === 'classic' && view.taker !== null && !takerSide && petitOut && trumps.length >= HUNT[view.players];
  if (hunt) return (c) => (isTrump(c) ? 50 - bitOf(c) : c === EXCUSE ? 900 : 100 + bitOf(c));
  // in the last five tricks the taker's side leads its master trump while an opponent may still
  // hold a trump (drawn, they can no longer cut its last plain cards), else a low card may go into
  // a known cut (below). At 4 players a taker short of trumps (fewer than all but one of those out:
  // he cannot draw them) keeps them to cut and makes the defence spend its own: no master trump
  // led in the last five tricks, and no trump led that does not draw them before an honour into a
  // known cut (measured on forced gardes at 4 players: +5.2 a contract against the baseline's
  // defence, +9.7 against the heuristic's; the master trump's part alone +4.0 and +8.1; with "fewer
  // than those out" +6.6 and +11.2, but the principles' long run proved the master trump better in
  // 6 positions at 4 players, and at 3 and 5 players in 2)
  const top = trumps.length > 0 ? trumps.reduce((a, b) => (bitOf(a) > bitOf(b) ? a : b)) : undefined;
  const shortOfTrumps = takerSide && view.players === 4 && trumps.length + 1 < trumpsOut;
  if (
    view.mode === 'classic' &&
    takerSide &&
    hand.length <= 5 &&
    trumpsOut > 0 &&
    !shortOfTrumps &&
    !noTrumpAgainst &&
    top !== undefined &&
    top !== PETIT &&
    masterCard(top, [], hand, { voids: know.voids, played: know.gone }, [])
  )
    return (c) => (c === top ? 0 : 1);
  const plain = (c: Card, cut: boolean): number => {
    // the taker's side cashes a master honour (every higher card of its suit played or in hand)
    // while no opponent is known to cut its suit
    if (takerSide && !cut && value2(c) > 1 && masterPlain(c, hand, know.gone)) return 110 - value2(c);
    // no honour led into a suit an opponent is known to trump, where it would be lost (after the
    // trumps); a low card may go there: it makes the other side spend a trump (measured on forced
    // gardes at 4 players: the taker's side also near the end, rather than a low trump, with its
    // master trump led first, +3.2 a contract against heuristic defenders, +8.5 against the baseline's)
    if (cut && value2(c) > 1) return 850 + value2(c);
    // a defender leads low into a suit the taker's side is known to trump: it shortens its trumps
    if (cut && !takerSide) return 200 + bitOf(c);
    // else a low card of the longest suit
    return lead.lowOfLongest(c);
  };
  const leadCost = lead.costs(drawTrumps, plain);
  const costs = (c: Card): number =>
    shortOfTrumps && !drawTrumps && isTrump(c) && c !== PETIT ? 870 + bitOf(c) : leadCost(c);
  // defenders keep their kings for the tricks the taker cannot cut: a king is led as any card of
  // its suit, not cashed in the first round (measured on forced gardes at 4 players: the
  // heuristic taker +17.5 → −12.8 a contract, the baseline taker −15.3 → −46.3)
  const keepKings = view.mode === 'classic' && view.taker !== null && !takerSide;
  return (c) => (keepKings && isKing(c) ? plain(c, lead.cut(wordOf(c))) : costs(c));
}

/** The cost of each card in a Goulash, where winning card points costs (see the module comment). */
function goulashCosts(cards: readonly Card[], trick: readonly Card[], hand: readonly Card[]): (c: Card) => number {
  // a lead: the low card of a suit of one or two cards (soon void, the seat then sheds its heavy
  // cards on the others' tricks), else a low trump (everybody must beat it), else the lowest card
  // of the shortest suit (measured against the 0.1 lead, a low trump first: +8.8 [5.9, 11.7] a deal)
  const len = (c: Card): number => hand.filter((x) => wordOf(x) === wordOf(c)).length;
  if (trick.length === 0)
    return (c) =>
      c === EXCUSE
        ? 1000
        : isTrump(c)
          ? 60 + bitOf(c)
          : len(c) <= 2
            ? len(c) * 20 + bitOf(c)
            : 100 + len(c) * 20 + bitOf(c);
  return goulashFollowCosts(cards, trick);
}

/** The cost of each card following in a Goulash: the heaviest shed on a trick lost, else the lightest. */
export function goulashFollowCosts(cards: readonly Card[], trick: readonly Card[]): (c: Card) => number {
  const wins = (c: Card): boolean => c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length;
  const losers = cards.filter((c) => !wins(c));
  if (losers.length > 0)
    return (c) =>
      wins(c) ? 10_000 : c === EXCUSE ? (losers.length === 1 ? 0 : 5000) : -value2(c) * 100 - cardStrength(c);
  return (c) => value2(c) * 100 - cardStrength(c);
}
