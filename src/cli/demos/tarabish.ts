/**
 * One seeded Tarabish hand (auction preset), played by a tiny seeded
 * heuristic: a seat bids when it sees a jack or nine (the two strongest trumps) or, as the dealer,
 * when nobody has bid; the winner names the suit of its best trump points; everybody declares every
 * meld held and calls bella when possible; otherwise each seat plays a seeded random legal card.
 * `npm start` prints it as a transcript (../transcript.ts).
 */
import { bitOf, wordOf } from '../../kernel/card.js';
import { toArray } from '../../kernel/cardset.js';
import type { RuleError } from '../../kernel/errors.js';
import type { Seed } from '../../kernel/seed.js';
import { cardPoints, RANK_BIT, SUIT_LETTERS } from '../../games/tarabish/cards.js';
import { tarabish } from '../../games/tarabish/rules.js';
import type { TarabishAction, TarabishState } from '../../games/tarabish/state.js';
import { seededDemo, type Played } from '../transcript.js';

function choose(s: TarabishState, legal: readonly TarabishAction[], random: () => number): TarabishAction {
  const seat = tarabish.actor(s) as number;
  const seen = toArray(s.hands[seat]!);
  const pick = (f: (a: TarabishAction) => boolean): TarabishAction | undefined => legal.find(f);
  if (s.phase === 'auction') {
    const strong = seen.some((c) => bitOf(c) === RANK_BIT.jack || bitOf(c) === RANK_BIT.nine);
    const nobody = s.speech.length === 3 && s.speech.every((x) => x.kind === 'pass');
    return (strong || nobody ? pick((a) => a.type === 'bid' && !a.noTrump) : undefined) ?? legal[0]!;
  }
  if (s.phase === 'trump') {
    const value = (letter: string): number => {
      const suit = SUIT_LETTERS.indexOf(letter as 'S');
      return seen.filter((c) => wordOf(c) === suit).reduce((p, c) => p + cardPoints(c, suit) + 1, 0);
    };
    return legal.reduce((best, a) =>
      a.type === 'trump' && best.type === 'trump' && value(a.suit) > value(best.suit) ? a : best,
    );
  }
  const declare = legal.filter((a) => a.type === 'declare');
  if (declare.length > 0)
    return declare.reduce((a, b) =>
      b.type === 'declare' && a.type === 'declare' && b.melds.length > a.melds.length ? b : a,
    );
  return pick((a) => a.type === 'play' && a.bella) ?? legal[Math.floor(random() * legal.length)]!;
}

/** One seeded hand (auction preset) played by the heuristic: its start and its actions. */
export function tarabishDemo(seed: Seed): Played | RuleError {
  return seededDemo<TarabishState, TarabishAction>(tarabish, {}, seed, 0x7a7a, choose);
}
