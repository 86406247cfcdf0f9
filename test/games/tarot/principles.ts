/**
 * The principles of Tarot card play a club player never breaks (docs/bots.md, "Principles of card
 * play"), judged by the solver (test/support/principles.ts): a violation is a card outside the
 * principle's where a card of the principle is worth more in every world that fits the seat's view.
 */
import { wordOf, type Card } from '../../../src/kernel/card.js';
import { winningIndex } from '../../../src/kernel/trick.js';
import { TAROT_FOLLOW } from '../../../src/games/tarot/card-play.js';
import { EXCUSE, PETIT, TRUMP_WORD, cardNumber, isTrump, tarotDeck, value2 } from '../../../src/games/tarot/cards.js';
import { tarot, type TarotAction } from '../../../src/games/tarot/index.js';
import type { TarotTypes } from '../../../src/games/tarot/rules.js';
import type { TarotView } from '../../../src/games/tarot/view.js';
import { countedHands } from '../../../src/games/tarot/sample.js';
import type { JudgedGame, Principle } from '../../support/principles.js';

const cardAt = (a: TarotAction): Card | undefined => (a.type === 'play' ? cardNumber(a.card) : undefined);
const trickCards = (v: TarotView): Card[] => v.trick.plays.map((p) => tarotDeck.byName.get(p.card)!);
const takerSide = (v: TarotView, s: number): boolean => s === v.taker || s === v.partner;
/** Whether `other` is known to play on `me`'s side. */
const knownAlly = (v: TarotView, me: number, other: number): boolean =>
  other === me ||
  (takerSide(v, me) ? takerSide(v, other) : !takerSide(v, other) && (v.players !== 5 || v.partner !== null));
const indices = (legal: readonly TarotAction[], keep: (c: Card) => boolean): number[] =>
  legal.flatMap((a, i) => {
    const c = cardAt(a);
    return c !== undefined && keep(c) ? [i] : [];
  });
const wins = (trick: readonly Card[], c: Card): boolean =>
  c !== EXCUSE && winningIndex([...trick, c], TAROT_FOLLOW) === trick.length;
const nonEmpty = (xs: readonly number[]): readonly number[] | undefined => (xs.length > 0 ? xs : undefined);

/** Trumps the seat has not seen (not in its hand, played, or shown in the écart). */
function trumpsUnseen(v: TarotView): number {
  const seen = new Set([...v.hand, ...v.ecartTrumps, ...(v.ecart ?? [])]);
  for (const t of [...v.tricks, v.trick]) for (const p of t.plays) seen.add(p.card);
  return tarotDeck.cards.filter((c) => isTrump(c) && !seen.has(tarotDeck.names.get(c)!)).length;
}

export const PRINCIPLES: readonly Principle<TarotTypes>[] = [
  {
    // an opponent's Petit in the trick: take it with a trump that wins the trick
    name: 'capture the Petit',
    tricks: 10,
    cards(v, legal, me) {
      const p = v.trick.plays.find((x) => x.card === '1T');
      if (p === undefined || knownAlly(v, me, p.seat)) return undefined;
      const trick = trickCards(v);
      return nonEmpty(indices(legal, (c) => isTrump(c) && wins(trick, c)));
    },
  },
  {
    // the Petit held, following to a trick: play it where it is safe (the solver proves where)
    name: 'save the Petit',
    cards: (v, legal) => (v.trick.plays.length === 0 ? undefined : nonEmpty(indices(legal, (c) => c === PETIT))),
  },
  {
    // a trick one's side wins: the heaviest card on it
    name: 'load a trick the side wins',
    cards(v, legal, me) {
      if (v.trick.plays.length === 0) return undefined;
      const trick = trickCards(v);
      const w = winningIndex(trick, TAROT_FOLLOW);
      if (w < 0 || !knownAlly(v, me, v.trick.plays[w]!.seat)) return undefined;
      const plain = legal.flatMap((a) => {
        const c = cardAt(a);
        return c !== undefined && !isTrump(c) && c !== EXCUSE ? [c] : [];
      });
      if (plain.length === 0) return undefined;
      const top = Math.max(...plain.map(value2));
      return nonEmpty(indices(legal, (c) => !isTrump(c) && c !== EXCUSE && value2(c) === top));
    },
  },
  {
    // a trick the opponents win and no card of ours takes: the lightest card (or the Excuse)
    name: 'keep points off the opponents’ trick',
    cards(v, legal, me) {
      if (v.trick.plays.length === 0) return undefined;
      const trick = trickCards(v);
      const w = winningIndex(trick, TAROT_FOLLOW);
      if (w < 0 || knownAlly(v, me, v.trick.plays[w]!.seat)) return undefined;
      const cards = legal.flatMap((a) => (cardAt(a) !== undefined ? [cardAt(a)!] : []));
      if (cards.some((c) => wins(trick, c))) return undefined;
      const low = Math.min(...cards.map(value2));
      return nonEmpty(indices(legal, (c) => c === EXCUSE || value2(c) === low));
    },
  },
  {
    // leading: no honour into a suit an opponent is known to trump (void in it, and may hold a
    // trump), nor any card from the taker's side; a defender's low card into the taker's cut is
    // the case where it profits (it shortens the taker's trumps), and is left out. Known: what the
    // play showed and what counting the cards proves (`countedHands`: a seat the count leaves no
    // card of a suit is void in it; one it leaves no trump cannot cut)
    name: 'no lead into a known cut',
    cards(v, legal, me) {
      if (v.trick.plays.length !== 0) return undefined;
      const honours = !takerSide(v, me);
      const counted = countedHands(v);
      const holds = (s: number, w: number): boolean =>
        w === TRUMP_WORD ? (counted?.[s]?.[w] ?? -1) >>> 1 !== 0 : (counted?.[s]?.[w] ?? -1) !== 0;
      const cut = (w: number): boolean =>
        w < TRUMP_WORD &&
        trumpsUnseen(v) > 0 &&
        v.inferences.some(
          (inf, s) =>
            !knownAlly(v, me, s) &&
            (inf.voids.includes(tarotDeck.suitNames[w]!) || !holds(s, w)) &&
            !inf.voids.includes('T') &&
            holds(s, TRUMP_WORD),
        );
      const safe = indices(legal, (c) => !cut(wordOf(c)) || (honours && value2(c) <= 1));
      return safe.length > 0 && safe.length < legal.length ? safe : undefined;
    },
  },
  {
    // the Excuse held with three cards or fewer: play it before it is lost on the last trick
    name: 'the Excuse in time',
    cards: (v, legal) => (v.hand.length > 3 ? undefined : nonEmpty(indices(legal, (c) => c === EXCUSE))),
  },
  {
    // a defender with long trumps, the Petit still out and not his: lead trumps
    name: 'hunt the Petit',
    tricks: 7,
    cards(v, legal, me) {
      if (v.trick.plays.length !== 0 || v.taker === null || takerSide(v, me)) return undefined;
      const hand = v.hand.map((n) => tarotDeck.byName.get(n)!);
      const played = v.tricks.some((t) => t.plays.some((p) => p.card === '1T'));
      if (played || hand.includes(PETIT) || hand.filter(isTrump).length < 4) return undefined;
      return nonEmpty(indices(legal, isTrump));
    },
  },
];

/** Tarot at `players` for the judge, with its principles. */
export const judgedTarot = (players: 3 | 4 | 5): JudgedGame<TarotTypes> => ({
  rules: tarot,
  options: { players },
  principles: PRINCIPLES,
  handSize: (v) => v.hand.length,
  describe: (v, seat) =>
    `seat ${seat} (taker ${v.taker}, partner ${v.partner}), hand ${v.hand.join(' ')}, trick ${v.trick.plays.map((x) => `${x.seat}:${x.card}`).join(' ')}, voids ${v.inferences.map((x) => x.voids.join('')).join('/')}`,
});
