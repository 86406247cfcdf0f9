/**
 * THE BASELINE (frozen): the Tarot and Goulash heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline"). Do not improve it: improve src/games/tarot/heuristic.ts and measure against this.
 * The game's rules (cards, the trick winner, the views) come from the game as for any bot.
 *
 * As it was:
 *
 * The heuristic Tarot player (classic deals and the Goulash mode), reading only its seat's view and
 * its legal actions. Card values, oudlers, ranks, card strengths and the trick winner come from the
 * game itself (`games/tarot/cards.ts` `value2`, `isOudler`, `cardStrength`…, the kernel's
 * `winningIndex` under card-play.ts `TAROT_FOLLOW`), and what the play proves about each hand
 * from the view's `inferences`; nothing is restated.
 *
 * - Bidding: the usual point count of French Tarot clubs: each trump 2, each trump from 16 up 1
 *   more, the 21 10, the Excuse 8, the Petit 8 with five trumps or more (5 with four, else 0), a
 *   king 6 (7 with its queen), a queen 3, a knight 2, a jack 1, a suit of five cards 5 (six or
 *   more 7), a void 6, a singleton 3. At 4 players: prise from 45, garde from 51, garde sans from
 *   71, garde contre from 81; the thresholds grow with the hand at 3 players (24 cards, × 1.33) and
 *   shrink at 5 (15 cards and a partner, × 0.89). Measured on self-play: a prise from these
 *   thresholds is made about 60% of the time and a garde about 75%, where a contract pays when won
 *   more often than lost.
 * - King call (5 players): a king the taker does not hold, preferably in a suit where he holds the
 *   queen (the partner's king then wins the suit's first round and the queen the second), else in a
 *   short suit he holds a card of; his own card only when nothing else is callable.
 * - Écart: make voids (the shortest suits without a king first; the chien's points count for the
 *   taker, so the heavier card first), trumps only when the rules force them (the lowest).
 * - Chelem: announced only with the 21, the Excuse, every plain card a king and trumps in all
 *   the rest of the hand; a poignée is always declared at its largest size (its bonus goes to the
 *   side that wins the deal, and a hand of ten trumps or more is a strong hand).
 * - Card play: follow low when the trick is lost; win it as cheaply as possible when it can be won;
 *   charge a trick an ally has safely won with the heaviest card (and save the Petit there); play
 *   the Petit when it wins, never under a higher trump unless forced, and once every trump still out
 *   is its own, at the last trick (petit au bout) or at once; the Excuse to save a heavy
 *   card, and never kept for the last trick; the taker's side draws trumps when long in them,
 *   everybody cashes kings early and leads low from a long suit.
 * - A Goulash is each for himself, and each pays the others his own card points (net = 91 − n ×
 *   own points; the chien goes to the last trick's winner): so the points are avoided instead, as
 *   in the avoidance games: lead a low trump (everybody must beat it) or the lowest card of a suit,
 *   shed the heaviest and highest card on a trick someone else wins, the Excuse to escape a trick,
 *   and when every card wins, the lightest (and highest) one.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import { winningIndex } from '../../kernel/trick.js';
import { TAROT_FOLLOW } from '../../games/tarot/card-play.js';
import {
  EXCUSE,
  JACK_BIT,
  KING_BIT,
  KNIGHT_BIT,
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
} from '../../games/tarot/cards.js';
import { BIDS, type Bid, type TarotAction } from '../../games/tarot/state.js';
import type { TarotView } from '../../games/tarot/view.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf, trickOf } from '../../kernel/policy.js';

/** The four plain suits (words 0–3). */
const SUITS = [0, 1, 2, 3] as const;
/** The bits of the king, queen, knight and jack, and the points a held honour adds to the count. */
const HONOUR_POINTS: Readonly<Record<number, number>> = {
  [KING_BIT]: 6,
  [QUEEN_BIT]: 3,
  [KNIGHT_BIT]: 2,
  [JACK_BIT]: 1,
};

/** The point count of a hand (see the module comment). */
function handPoints(hand: readonly Card[]): number {
  const trumps = hand.filter(isTrump);
  let points = 2 * trumps.length;
  for (const t of trumps) if (bitOf(t) >= 16) points += 1;
  if (hand.includes(MONDE)) points += 10;
  if (hand.includes(EXCUSE)) points += 8;
  if (hand.includes(PETIT)) points += trumps.length >= 5 ? 8 : trumps.length === 4 ? 5 : 0;
  for (const w of SUITS) {
    const suit = hand.filter((c) => wordOf(c) === w);
    for (const c of suit) points += HONOUR_POINTS[bitOf(c)] ?? 0;
    if (suit.some(isKing) && suit.some((c) => bitOf(c) === QUEEN_BIT)) points += 1;
    if (suit.length === 0) points += 6;
    else if (suit.length === 1 && !isKing(suit[0]!)) points += 3;
    else if (suit.length >= 6) points += 7;
    else if (suit.length === 5) points += 5;
  }
  return points;
}

/** The 4-player thresholds of prise, garde, garde sans, garde contre; scaled by the hand size. */
const THRESHOLDS_4P = [45, 51, 71, 81] as const;
const SCALE: Readonly<Record<3 | 4 | 5, number>> = { 3: 1.33, 4: 1, 5: 0.89 };

/** The contract a hand supports (`pass` below a prise). */
function bidFor(hand: readonly Card[], players: 3 | 4 | 5): Bid {
  const points = handPoints(hand);
  let bid: Bid = 'pass';
  THRESHOLDS_4P.forEach((t, i) => {
    if (points >= t * SCALE[players]) bid = BIDS[i + 1]!;
  });
  return bid;
}

export function baselineTarotChoice(input: PolicyInput, view: TarotView): number {
  const legal = input.legal as readonly TarotAction[];
  const hand = cardsOf(tarotDeck, view.hand);
  const first = legal[0]!;
  switch (first.type) {
    case 'bid': {
      const want = bidFor(hand, view.players);
      const i = legal.findIndex((a) => a.type === 'bid' && a.bid === want);
      return i >= 0 ? i : legal.findIndex((a) => a.type === 'bid' && a.bid === 'pass');
    }
    case 'call':
      return argMin(legal, (a) => (a.type === 'call' ? callCost(hand, cardNumber(a.card)!) : Infinity));
    case 'discard':
      return argMin(legal, (a) => (a.type === 'discard' ? discardCost(hand, cardNumber(a.card)!) : Infinity));
    case 'chelem': {
      const plain = hand.filter((c) => wordOf(c) !== TRUMP_WORD);
      const announce = hand.includes(MONDE) && hand.includes(EXCUSE) && plain.every(isKing) && plain.length <= 3;
      const i = legal.findIndex((a) => a.type === 'chelem' && a.announce === announce);
      return i >= 0 ? i : 0;
    }
    default:
      return playChoice(legal, view, hand, input.seat);
  }
}

/** The cost of calling `card` (lowest is called). */
function callCost(hand: readonly Card[], card: Card): number {
  if (hand.includes(card)) return 100 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const holdsNext = suit.some((c) => bitOf(c) === bitOf(card) - 1);
  // a higher rank first (a king before a queen), then the queen held, then a short suit held
  return (KING_BIT - bitOf(card)) * 10 - (holdsNext ? 5 : 0) + (suit.length === 0 ? 3 : Math.min(suit.length, 4));
}

/** The cost of discarding `card` (lowest goes first): voids in short suits, heavy cards first, trumps last. */
function discardCost(hand: readonly Card[], card: Card): number {
  if (isTrump(card)) return 1000 + bitOf(card);
  const suit = hand.filter((c) => wordOf(c) === wordOf(card));
  const left = suit.filter((c) => !isKing(c)).length;
  return left * 20 + (suit.some(isKing) ? 10 : 0) - value2(card);
}

/** The trumps of the deck (the 1 to the 21). */
const TRUMPS = tarotDeck.cards.filter(isTrump).length;

/** What the seat knows of the play: suits each seat is void in (the view's inferences), and the cards seen. */
interface PlayKnowledge {
  /** Per seat, a bit per word (4: trumps) it holds none of. */
  readonly voids: number[];
  /** Every card seen played (finished tricks and the trick in progress). */
  readonly played: Set<Card>;
}

function knowledge(view: TarotView): PlayKnowledge {
  const voids = view.inferences.map((i) =>
    i.voids.reduce((bits, letter) => bits | (1 << tarotDeck.suitNames.indexOf(letter)), 0),
  );
  const played = new Set<Card>();
  for (const t of view.tricks) for (const p of t.plays) played.add(tarotDeck.byName.get(p.card)!);
  for (const p of view.trick.plays) played.add(tarotDeck.byName.get(p.card)!);
  return { voids, played };
}

/** Whether seat `other` plays for the same side as `me`, as far as `me` knows (a Goulash: nobody). */
function allyOf(view: TarotView, me: Seat, other: Seat): boolean {
  if (other === me) return true;
  if (view.mode === 'goulash' || view.taker === null) return false;
  const takerSide = (s: Seat): boolean => s === view.taker || s === view.partner;
  if (takerSide(me)) return takerSide(other);
  // a defender: the others not known to be on the taker's side, once the partner is known (or no partner)
  return !takerSide(other) && (view.players !== 5 || view.partner !== null);
}

function playChoice(legal: readonly TarotAction[], view: TarotView, hand: readonly Card[], me: Seat): number {
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
  const n = view.players;
  const { cards: trick, seats } = trickOf(tarotDeck, view.trick);
  if (view.mode === 'goulash') return goulashCosts(cards, trick);
  // the Excuse is not kept for the last trick, where it would be lost
  if (hand.length === 2 && cards.includes(EXCUSE)) return (c) => (c === EXCUSE ? 0 : 1);
  if (trick.length === 0) return leadCosts(cards, view, hand, me);
  const know = knowledge(view);
  const winner = winningIndex(trick, TAROT_FOLLOW);
  const last = trick.length === n - 1;
  const after: Seat[] = [];
  for (let i = trick.length + 1; i < n; i++) after.push((view.trick.leader + i) % n);
  const allyWins = winner >= 0 && allyOf(view, me, seats[winner]!);
  const lowCost = (c: Card): number =>
    c === PETIT && cards.length > 1 ? 1000 : c === EXCUSE ? 500 : value2(c) * 100 + cardStrength(c);
  if (allyWins) {
    const safe =
      last || after.every((s) => allyOf(view, me, s)) || masterCard(trick[winner]!, trick, hand, know, after);
    // charge a trick an ally holds safely: the Petit is saved there, then the heaviest card
    if (safe)
      return (c) =>
        c === PETIT ? -1000 : c === EXCUSE ? 500 : isTrump(c) ? 100 + bitOf(c) : -value2(c) * 10 - bitOf(c);
    return lowCost;
  }
  const winners = cards.filter((c) => c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length);
  if (winners.length > 0) {
    const petitSafe = last || after.every((s) => allyOf(view, me, s) || (know.voids[s]! & (1 << TRUMP_WORD)) !== 0);
    return (c) => {
      if (!winners.includes(c)) return 10_000 + lowCost(c);
      if (c === PETIT) return petitSafe ? -1 : 20_000;
      return cardStrength(c);
    };
  }
  // the trick is lost: the Excuse saves a heavy card, else the lightest and lowest card
  const cheapest = Math.min(...cards.filter((c) => c !== EXCUSE).map(lowCost));
  if (cards.includes(EXCUSE) && cheapest >= 500) return (c) => (c === EXCUSE ? 0 : lowCost(c));
  return lowCost;
}

/** Whether a winning card can no longer be beaten by the seats still to play, as far as known. */
function masterCard(
  card: Card,
  trick: readonly Card[],
  hand: readonly Card[],
  know: PlayKnowledge,
  after: readonly Seat[],
): boolean {
  const out = (c: Card): boolean => !know.played.has(c) && !hand.includes(c);
  if (isTrump(card)) {
    for (let r = bitOf(card) + 1; r <= bitOf(MONDE); r++) if (out(cardIdOfTrump(r))) return false;
    return true;
  }
  const w = wordOf(card);
  if (trick.some(isTrump)) return false;
  for (let b = bitOf(card) + 1; b <= KING_BIT; b++) if (out(w * 32 + b)) return false;
  // nobody after holds a trump to cut, as far as their voids tell
  return after.every((s) => (know.voids[s]! & (1 << w)) === 0);
}

const cardIdOfTrump = (rank: number): Card => TRUMP_WORD * 32 + rank;

/** The cost of each card as a lead. */
function leadCosts(cards: readonly Card[], view: TarotView, hand: readonly Card[], me: Seat): (c: Card) => number {
  const know = knowledge(view);
  const trumps = hand.filter(isTrump);
  const takerSide = view.mode === 'classic' && (me === view.taker || me === view.partner);
  const trumpsOut = TRUMPS - trumps.length - [...know.played].filter(isTrump).length - view.ecartTrumps.length;
  const drawTrumps = takerSide && trumpsOut > 0 && trumps.length * 2 >= hand.length;
  if (view.mode === 'classic' && trumpsOut === 0 && hand.includes(PETIT)) {
    // every trump still out is the seat's own, so the Petit wins whenever led: with nothing but
    // trumps left it is kept for the last trick (petit au bout, FFT p.7), else it is saved now
    const onlyTrumps = hand.every((c) => isTrump(c) || c === EXCUSE);
    return (c) => (c === PETIT ? (onlyTrumps ? 1000 : -1) : isTrump(c) ? -bitOf(c) : 500);
  }
  const rounds = (w: number): number =>
    view.tricks.filter((t) => tarotDeck.byName.get(t.plays[0]!.card)! >>> 5 === w).length;
  const suitLength = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
  return (c) => {
    if (c === EXCUSE) return 900;
    if (isTrump(c)) {
      if (c === PETIT) return 950;
      // the taker's side draws trumps, from the lowest (the Petit kept), when long in them
      return drawTrumps ? bitOf(c) : 800 + bitOf(c);
    }
    const w = wordOf(c);
    // a king cashed before the suit is cut (at most one round of it played, no opponent known void in it)
    const cut = know.voids.some(
      (v, seat) => !allyOf(view, me, seat) && (v & (1 << w)) !== 0 && (v & (1 << TRUMP_WORD)) === 0,
    );
    if (isKing(c) && rounds(w) <= 1 && !cut) return 100;
    // else a low card of the longest suit
    return 300 - suitLength(w) * 10 + value2(c) * 3 + bitOf(c) / 100;
  };
}

/** The cost of each card in a Goulash, where winning card points costs (see the module comment). */
function goulashCosts(cards: readonly Card[], trick: readonly Card[]): (c: Card) => number {
  if (trick.length === 0) return (c) => (c === EXCUSE ? 100 : isTrump(c) ? bitOf(c) : 30 + bitOf(c));
  const wins = (c: Card): boolean => c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length;
  const losers = cards.filter((c) => !wins(c));
  if (losers.length > 0)
    return (c) =>
      wins(c) ? 10_000 : c === EXCUSE ? (losers.length === 1 ? 0 : 5000) : -value2(c) * 100 - cardStrength(c);
  return (c) => value2(c) * 100 - cardStrength(c);
}
