/**
 * THE BASELINE (frozen): the Tarabish heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline"). Do not improve it: improve src/games/tarabish/heuristic.ts (and the Belote family's
 * src/family/heuristic.ts) and measure against this. The game's rules (cards, the trick winner,
 * the views) come from the game as for any bot.
 *
 * As it was:
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
import { TrickSoFar } from '../../kernel/trick.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin, cardsOf, trickOf } from '../../kernel/policy.js';
import { familyRules } from '../../family/card-play.js';
import { plainPower, trumpPower } from '../../family/cards.js';
import { RANK_BIT, SUIT_LETTERS, cardPoints, cardPointTotal, tarabishDeck } from '../../games/tarabish/cards.js';
import { meldValue, parseMeld, type Meld } from '../../games/tarabish/melds.js';
import { PRESET_DEFAULTS } from '../../games/tarabish/options.js';
import type { TarabishAction } from '../../games/tarabish/state.js';
import type { TarabishView } from '../../games/tarabish/view.js';

const SUITS = [0, 1, 2, 3] as const;
/** A call needs this strength. */
const CALL_STRENGTH = 4.5;
/** What a card of the trump suit adds to that suit's strength, by rank bit. */
const TRUMP_STRENGTH: Readonly<Record<number, number>> = {
  [RANK_BIT.jack]: 3,
  [RANK_BIT.nine]: 2,
  [RANK_BIT.ace]: 1.5,
  [RANK_BIT.ten]: 1,
};

function suitStrength(hand: readonly Card[], suit: number): number {
  let s = 0;
  for (const c of hand) {
    if (wordOf(c) === suit) s += TRUMP_STRENGTH[bitOf(c)] ?? 0.5;
    else if (bitOf(c) === RANK_BIT.ace) s += 1;
  }
  return s;
}

function bestSuit(hand: readonly Card[]): { readonly suit: number; readonly strength: number } {
  const suit = SUITS[argMin(SUITS, (w) => -suitStrength(hand, w))]!;
  return { suit, strength: suitStrength(hand, suit) };
}

function estimatePoints(hand: readonly Card[]): number {
  const { suit } = bestSuit(hand);
  let estimate = (cardPointTotal(suit) + PRESET_DEFAULTS.auction.lastTrickBonus) / 2;
  for (const c of hand) if (wordOf(c) === suit || bitOf(c) === RANK_BIT.ace) estimate += cardPoints(c, suit) - 4.5;
  return estimate;
}

const trumpOf = (view: TarabishView): number | null =>
  view.trump === null || view.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(view.trump);

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
  const deck = tarabishDeck;
  const cardOf = (name: string): Card => deck.byName.get(name)!;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : []));
  const trump = trumpOf(view);
  const ours = view.contract !== null && view.contract.seat % 2 === me % 2;
  const { cards: trick, seats } = trickOf(deck, view.trick);
  const played = new Set<Card>(trick);
  for (const t of view.tricks)
    for (const c of cardsOf(
      deck,
      t.plays.map((p) => p.card),
    ))
      played.add(c);
  const isTrump = (c: Card): boolean => trump !== null && wordOf(c) === trump;
  const power = (c: Card): number => (isTrump(c) ? 10 + trumpPower(c) : plainPower(c));
  const points = (c: Card): number => cardPoints(c, trump);
  const master = (c: Card): boolean =>
    deck.cards.every((o) => wordOf(o) !== wordOf(c) || played.has(o) || hand.includes(o) || power(o) < power(c));
  const low = (c: Card): number => points(c) * 100 + power(c);
  const voids = view.inferences.map((x) =>
    x.voids.reduce((bits, l) => bits | (1 << SUIT_LETTERS.indexOf(l as 'S')), 0),
  );
  const cutter = (seat: Seat, w: number): boolean =>
    seat % 2 !== me % 2 &&
    trump !== null &&
    w !== trump &&
    (voids[seat]! & (1 << w)) !== 0 &&
    (voids[seat]! & (1 << trump)) === 0;
  const after = [1, 2, 3].slice(trick.length).map((k) => (me + k - trick.length + 4) % 4);
  let cost: (c: Card) => number;
  if (trick.length === 0) {
    const trumps = hand.filter(isTrump);
    const trumpsOut = deck.cards.some((o) => isTrump(o) && !played.has(o) && !hand.includes(o));
    const draw = ours && trumpsOut && (trumps.some(master) || trumps.length >= 3);
    const length = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
    cost = (c) => {
      if (isTrump(c)) return draw ? (master(c) ? 0 : 10 + power(c)) : 5000 + power(c);
      if (master(c) && ![0, 1, 2, 3].some((seat) => cutter(seat, wordOf(c)))) return 100 - points(c);
      return 1000 - length(wordOf(c)) * 50 + low(c);
    };
  } else {
    const rules = familyRules(trump, 'off');
    const winner = new TrickSoFar().load(rules, trick).win;
    const last = trick.length === 3;
    const partnerWins = seats[winner]! % 2 === me % 2;
    const held = trick[winner]!;
    const safe = last || (master(held) && (isTrump(held) || !after.some((seat) => cutter(seat, wordOf(trick[0]!)))));
    const winners = cards.filter((c) => new TrickSoFar().load(rules, [...trick, c]).win === trick.length);
    if (partnerWins && safe) cost = (c) => (isTrump(c) ? 1000 + low(c) : -points(c) * 10 - power(c));
    else if (!partnerWins && winners.length > 0) cost = (c) => (winners.includes(c) ? power(c) : 10_000 + low(c));
    else cost = low;
  }
  return argMin(legal, (a) => (a.type === 'play' ? cost(cardOf(a.card)) - (a.bella ? 0.5 : 0) : Infinity));
}
