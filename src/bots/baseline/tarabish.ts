/**
 * THE BASELINE (frozen): the Tarabish heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline"). Do not improve it: improve src/games/tarabish/heuristic.ts and measure against this.
 * The game's rules (cards, the trick winner, the views) come from the game as for any bot.
 *
 * As it was:
 *
 * The heuristic Tarabish player, reading only its seat's view and its legal actions. Card points
 * and their total, trump and plain strengths, the trick winner and meld values come from the game
 * itself (`games/tarabish/cards.ts` `cardPoints`, `cardPointTotal`, `trumpPower`, `plainPower`;
 * `card-play.ts` `trickWinner`; `melds.ts` `meldValue`), and what the play proves about each hand from
 * the view's `inferences` (the card-play rules' own voids); nothing is restated.
 *
 * - Trump from hand strength: in a suit as trump the jack counts 3, the nine 2, the ace 1.5, the
 *   ten 1 and any other card of it 0.5 (length); each ace of another suit counts 1. A call names the
 *   strongest suit when its strength reaches 4.5 (the jack and nine of a suit always call); the
 *   dealer forced to call, or an auction's winner, names the strongest suit.
 * - The auction: the team's card points estimated from what the seat has seen (half of the deck's
 *   points, plus what its trump cards and aces are worth), bid the lowest legal bid up to that
 *   estimate less a margin, else pass (the bid only has to be reached: a low bid buys the trump).
 * - Declarations: always the declaration that scores most; bella called whenever allowed.
 * - Card play: follow low when the trick is lost; win it as cheaply as possible when it can be
 *   won; give points to a partner who wins the trick safely (the last card, or his card the master
 *   and no opponent still to play known to cut it: void in the suit, not in trumps); lead a master
 *   card (the aces, then a ten whose ace is gone) unless an opponent is known to cut it; the team
 *   that chose trump draws trumps when it holds the master trump or three trumps; else lead low
 *   from the longest suit.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import {
  RANK_BIT,
  SUIT_LETTERS,
  cardPoints,
  cardPointTotal,
  plainPower,
  tarabishDeck,
  trumpPower,
} from '../../games/tarabish/cards.js';
import { meldValue, parseMeld, type Meld } from '../../games/tarabish/melds.js';
import { PRESET_DEFAULTS } from '../../games/tarabish/options.js';
import { followRulesOf, trickWinner } from '../../games/tarabish/card-play.js';
import { TrickSoFar } from '../../kernel/trick.js';
import type { TarabishAction } from '../../games/tarabish/state.js';
import type { TarabishView } from '../../games/tarabish/view.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf, trickOf } from '../../kernel/policy.js';

const SUITS = [0, 1, 2, 3] as const;
/** What a card of the trump suit adds to that suit's strength, by rank bit (see the module comment). */
const TRUMP_STRENGTH: Readonly<Record<number, number>> = {
  [RANK_BIT.jack]: 3,
  [RANK_BIT.nine]: 2,
  [RANK_BIT.ace]: 1.5,
  [RANK_BIT.ten]: 1,
};
/** A call needs this strength. */
const CALL_STRENGTH = 4.5;

/** The strength of `hand` with `suit` as trump. */
function suitStrength(hand: readonly Card[], suit: number): number {
  let s = 0;
  for (const c of hand) {
    if (wordOf(c) === suit) s += TRUMP_STRENGTH[bitOf(c)] ?? 0.5;
    else if (bitOf(c) === RANK_BIT.ace) s += 1;
  }
  return s;
}

/** The strongest suit for trump (the first of equal ones) and its strength. */
function bestSuit(hand: readonly Card[]): { readonly suit: number; readonly strength: number } {
  const suit = argMin(SUITS, (w) => -suitStrength(hand, w));
  return { suit, strength: suitStrength(hand, suit) };
}

/**
 * The team's card points estimated from the seen cards with the best suit as trump: half of the
 * hand's card points with the last-trick bonus (the view does not show the options: the default
 * bonus), then each seen trump's and ace's points above the average card's (about 4.5) count once
 * more, the partner's hand being unknown.
 */
function estimatePoints(hand: readonly Card[]): number {
  const { suit } = bestSuit(hand);
  let estimate = (cardPointTotal(suit) + PRESET_DEFAULTS.auction.lastTrickBonus) / 2;
  for (const c of hand) if (wordOf(c) === suit || bitOf(c) === RANK_BIT.ace) estimate += cardPoints(c, suit) - 4.5;
  return estimate;
}

const trumpOf = (view: TarabishView): number | null =>
  view.trump === null || view.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(view.trump);

/** A meld of a legal declaration, read from its notation. */
const meldOf = (text: string): Meld => (parseMeld(text) as { readonly right: Meld }).right;

export function baselineTarabishChoice(input: PolicyInput, view: TarabishView): number {
  const legal = input.legal as readonly TarabishAction[];
  const hand = cardsOf(tarabishDeck, view.hand);
  const first = legal[0]!;
  switch (first.type) {
    case 'bid':
    case 'bid-pass': {
      const limit = estimatePoints(hand) - 10;
      const bid = argMin(legal, (a) => (a.type === 'bid' && !a.noTrump && a.value <= limit ? a.value : Infinity));
      return bid >= 0 ? bid : legal.findIndex((a) => a.type === 'bid-pass');
    }
    case 'trump': {
      const { suit } = bestSuit(hand);
      return Math.max(
        0,
        legal.findIndex((a) => a.type === 'trump' && a.suit === SUIT_LETTERS[suit]),
      );
    }
    case 'call':
    case 'pass': {
      const { suit, strength } = bestSuit(hand);
      const pass = legal.findIndex((a) => a.type === 'pass');
      if (pass >= 0 && strength < CALL_STRENGTH) return pass;
      return Math.max(
        0,
        legal.findIndex((a) => a.type === 'call' && a.suit === SUIT_LETTERS[suit]),
      );
    }
    case 'declare':
      return argMin(legal, (a) =>
        a.type === 'declare' ? -a.melds.reduce((t, m) => t + meldValue(meldOf(m), 'belote'), 0) : Infinity,
      );
    default:
      return playChoice(legal, view, hand, input.seat);
  }
}

function playChoice(legal: readonly TarabishAction[], view: TarabishView, hand: readonly Card[], me: Seat): number {
  const cardOf = (name: string): Card => tarabishDeck.byName.get(name)!;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : []));
  const cost = playCosts(cards, view, hand, me);
  // bella is called whenever allowed: the same card with the call is preferred
  return argMin(legal, (a) => (a.type === 'play' ? cost(cardOf(a.card)) - (a.bella ? 0.5 : 0) : Infinity));
}

function playCosts(cards: readonly Card[], view: TarabishView, hand: readonly Card[], me: Seat): (c: Card) => number {
  const trump = trumpOf(view);
  const { cards: trick, seats } = trickOf(tarabishDeck, view.trick);
  const played = new Set<Card>(trick);
  for (const t of view.tricks)
    for (const c of cardsOf(
      tarabishDeck,
      t.plays.map((p) => p.card),
    ))
      played.add(c);
  const isTrump = (c: Card): boolean => trump !== null && wordOf(c) === trump;
  const power = (c: Card): number => (isTrump(c) ? 10 + trumpPower(c) : plainPower(c));
  const points = (c: Card): number => cardPoints(c, trump);
  /** No card still out (neither played nor in the hand) beats `c` in its suit. */
  const master = (c: Card): boolean =>
    tarabishDeck.cards.every(
      (o) => wordOf(o) !== wordOf(c) || played.has(o) || hand.includes(o) || power(o) < power(c),
    );
  const low = (c: Card): number => points(c) * 100 + power(c);
  // what the play proved: per seat, a bit per suit it has none of (the rules' inferences)
  const voids = view.inferences.map((x) =>
    x.voids.reduce((bits, l) => bits | (1 << SUIT_LETTERS.indexOf(l as 'S')), 0),
  );
  /** An opponent known to have none of suit `w` and not known to have no trump: he may cut it. */
  const cutter = (seat: Seat, w: number): boolean =>
    seat % 2 !== me % 2 &&
    trump !== null &&
    w !== trump &&
    (voids[seat]! & (1 << w)) !== 0 &&
    (voids[seat]! & (1 << trump)) === 0;
  /** The seats still to play to the trick after this seat. */
  const after = [1, 2, 3].slice(trick.length).map((k) => (me + k - trick.length + 4) % 4);
  if (trick.length === 0) {
    const ours = view.contract !== null && view.contract.seat % 2 === me % 2;
    const trumps = hand.filter(isTrump);
    const trumpsOut = tarabishDeck.cards.some((o) => isTrump(o) && !played.has(o) && !hand.includes(o));
    const draw = ours && trumpsOut && (trumps.some(master) || trumps.length >= 3);
    const length = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
    return (c) => {
      if (isTrump(c)) return draw ? (master(c) ? 0 : 10 + power(c)) : 5000 + power(c);
      // a master card, unless an opponent is known to cut its suit
      if (master(c) && ![0, 1, 2, 3].some((seat) => cutter(seat, wordOf(c)))) return 100 - points(c);
      return 1000 - length(wordOf(c)) * 50 + low(c);
    };
  }
  const rules = followRulesOf(trump, 'off');
  const winner = trickWinner(new TrickSoFar().load(rules, trick));
  const last = trick.length === 3;
  const partnerWins = seats[winner]! % 2 === me % 2;
  const held = trick[winner]!;
  const safe = last || (master(held) && (isTrump(held) || !after.some((seat) => cutter(seat, wordOf(trick[0]!)))));
  if (partnerWins && safe) {
    // a trick the partner holds: give it points, keeping the trumps
    return (c) => (isTrump(c) ? 1000 + low(c) : -points(c) * 10 - power(c));
  }
  if (!partnerWins) {
    const winners = cards.filter((c) => trickWinner(new TrickSoFar().load(rules, [...trick, c])) === trick.length);
    if (winners.length > 0) return (c) => (winners.includes(c) ? power(c) : 10_000 + low(c));
  }
  return low;
}
