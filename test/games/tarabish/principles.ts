/**
 * The principles of Tarabish card play a club player never breaks (docs/bots.md, "Principles of
 * card play"), judged by the solver (test/support/principles.ts): a violation is a card outside the
 * principle's where a card of the principle is worth more in every world that fits the seat's view.
 */
import { familyRules } from '../../../src/family/card-play.js';
import { cardPoints, SUIT_LETTERS, trumpPower } from '../../../src/family/cards.js';
import { wordOf, type Card } from '../../../src/kernel/card.js';
import { TrickSoFar } from '../../../src/kernel/trick.js';
import { tarabishDeck } from '../../../src/games/tarabish/cards.js';
import { tarabish, type TarabishAction } from '../../../src/games/tarabish/index.js';
import type { TarabishTypes } from '../../../src/games/tarabish/rules.js';
import type { TarabishView } from '../../../src/games/tarabish/view.js';
import type { JudgedGame, Principle } from '../../support/principles.js';

const cardOf = (name: string): Card => tarabishDeck.byName.get(name)!;
const trumpOf = (v: TarabishView): number | null =>
  v.trump === null || v.trump === 'no-trump' ? null : SUIT_LETTERS.indexOf(v.trump);
const cardAt = (a: TarabishAction): Card | undefined => (a.type === 'play' ? cardOf(a.card) : undefined);
const indices = (legal: readonly TarabishAction[], keep: (c: Card) => boolean): number[] =>
  legal.flatMap((a, i) => {
    const c = cardAt(a);
    return c !== undefined && keep(c) ? [i] : [];
  });
const nonEmpty = (xs: readonly number[]): readonly number[] | undefined => (xs.length > 0 ? xs : undefined);
const trickCards = (v: TarabishView): Card[] => v.trick.plays.map((p) => cardOf(p.card));
/** The index of the card winning the trick `cards` under the hand's trump (the family's rule). */
const winnerOf = (v: TarabishView, cards: readonly Card[]): number =>
  new TrickSoFar().load(familyRules(trumpOf(v), 'off'), cards).win;
const points = (v: TarabishView, c: Card): number => cardPoints(c, trumpOf(v));
const isTrump = (v: TarabishView, c: Card): boolean => trumpOf(v) !== null && wordOf(c) === trumpOf(v);
/** Every card played so far (finished tricks and the trick in progress). */
const played = (v: TarabishView): Set<Card> =>
  new Set([...v.tricks, v.trick].flatMap((t) => t.plays.map((p) => cardOf(p.card))));
/** Trumps neither played nor in the seat's hand. */
function trumpsOut(v: TarabishView): Card[] {
  const trump = trumpOf(v);
  if (trump === null) return [];
  const seen = played(v);
  const hand = new Set(v.hand.map(cardOf));
  return tarabishDeck.cards.filter((c) => wordOf(c) === trump && !seen.has(c) && !hand.has(c));
}
const opponent = (me: number, s: number): boolean => s % 2 !== me % 2;

export const TARABISH_PRINCIPLES: readonly Principle<TarabishTypes>[] = [
  {
    // the last to play to a trick the partner wins: the heaviest plain card on it
    name: 'load a trick the side wins',
    cards(v, legal, me) {
      if (v.trick.plays.length !== 3) return undefined;
      const w = winnerOf(v, trickCards(v));
      if (opponent(me, v.trick.plays[w]!.seat)) return undefined;
      const plain = legal.flatMap((a) => {
        const c = cardAt(a);
        return c !== undefined && !isTrump(v, c) ? [c] : [];
      });
      if (plain.length === 0) return undefined;
      const top = Math.max(...plain.map((c) => points(v, c)));
      return nonEmpty(indices(legal, (c) => !isTrump(v, c) && points(v, c) === top));
    },
  },
  {
    // a trick the opponents win and no card of ours takes: the lightest card
    name: 'keep points off the opponents’ trick',
    cards(v, legal, me) {
      if (v.trick.plays.length === 0) return undefined;
      const trick = trickCards(v);
      if (!opponent(me, v.trick.plays[winnerOf(v, trick)]!.seat)) return undefined;
      const cards = legal.flatMap((a) => (cardAt(a) !== undefined ? [cardAt(a)!] : []));
      if (cards.some((c) => winnerOf(v, [...trick, c]) === trick.length)) return undefined;
      const low = Math.min(...cards.map((c) => points(v, c)));
      return nonEmpty(indices(legal, (c) => points(v, c) === low));
    },
  },
  {
    // leading: no card with points into a suit an opponent is known to trump (void in it, not
    // known void in trumps, trumps still out); a card worth nothing may be led to shorten his trumps
    name: 'no lead into a known cut',
    cards(v, legal, me) {
      if (v.trick.plays.length !== 0) return undefined;
      const trump = trumpOf(v);
      if (trump === null || trumpsOut(v).length === 0) return undefined;
      const cut = (w: number): boolean =>
        w !== trump &&
        v.inferences.some(
          (inf, s) =>
            opponent(me, s) && inf.voids.includes(SUIT_LETTERS[w]!) && !inf.voids.includes(SUIT_LETTERS[trump]!),
        );
      const safe = indices(legal, (c) => !cut(wordOf(c)) || points(v, c) === 0);
      return safe.length > 0 && safe.length < legal.length ? safe : undefined;
    },
  },
  {
    // leading for the side that chose trump, holding the master trump while an opponent may hold
    // trumps: draw them
    name: 'draw trumps with the master',
    cards(v, legal, me) {
      if (v.trick.plays.length !== 0 || v.contract === null || opponent(me, v.contract.seat)) return undefined;
      const trump = trumpOf(v);
      const out = trumpsOut(v);
      if (trump === null || out.length === 0) return undefined;
      const mayHold = v.inferences.some((inf, s) => opponent(me, s) && !inf.voids.includes(SUIT_LETTERS[trump]!));
      const top = Math.max(...out.map(trumpPower));
      const master = v.hand.map(cardOf).some((c) => wordOf(c) === trump && trumpPower(c) > top);
      if (!mayHold || !master) return undefined;
      return nonEmpty(indices(legal, (c) => isTrump(v, c)));
    },
  },
];

/** Tarabish for the judge, with its principles; `options` the ruleset's (the preset). */
export const judgedTarabish = (options: object): JudgedGame<TarabishTypes> => ({
  rules: tarabish,
  options,
  principles: TARABISH_PRINCIPLES,
  handSize: (v) => v.hand.length,
  describe: (v, seat) =>
    `seat ${seat} (contract ${v.contract?.seat ?? '-'}, trump ${v.trump}), hand ${v.hand.join(' ')}, trick ${v.trick.plays
      .map((x) => `${x.seat}:${x.card}`)
      .join(' ')}, voids ${v.inferences.map((x) => x.voids.join('')).join('/')}`,
});
