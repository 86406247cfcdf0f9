/**
 * The deal and the actions that lead to a state, rebuilt from it (`Ruleset.history`: saves of
 * format 1 are migrated by replaying them, and `serialize(rules, state)` writes them): the deal as
 * dealt (`dealt`), the taking (both rounds), the announcements where they were made (a round from
 * the eldest before the first card, or each seat's just before its first card), and every card
 * played with its belote call.
 */
import type { Card } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { noHistory } from '../../kernel/facts.js';
import type { History } from '../../kernel/ruleset.js';
import { pairCallOf, pairMate } from '../../family/card-play.js';
import { SUIT_LETTERS } from '../../family/cards.js';
import { formatMeld } from '../../family/melds.js';
import { beloteDeck } from './cards.js';
import { strainOf } from './card-play.js';
import { canonicalMelds } from './codec.js';
import type { BeloteDeal } from './deal.js';
import { eldestOf, fromPosition, type BeloteState } from './state.js';
import type { BeloteError } from './step.js';

const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The history of a Belote state: its deal as dealt and its actions as codec strings. */
export function beloteHistory(s: BeloteState): Either<BeloteError, History<BeloteDeal>> {
  // A deal set up from a position has no deal: its record starts from the position.
  if (fromPosition(s)) return left(noHistory('Belote'));
  const actions: string[] = s.speech.map((sp, i) =>
    sp.kind === 'pass' ? 'pass' : i < 4 ? 'take' : `take:${SUIT_LETTERS[sp.suit]!}`,
  );
  const announce = (seat: number): string | undefined => {
    const d = s.declarations[seat];
    return d === null || d === undefined ? undefined : `announce:${canonicalMelds(d).map(formatMeld).join('+')}`;
  };
  const eldest = eldestOf(s);
  const before = s.options.announcements && s.options.announcementTiming === 'before-first-trick';
  if (before)
    for (let i = 0; i < 4; i++) {
      const a = announce((eldest + i) % 4);
      if (a !== undefined) actions.push(a);
    }
  // Each seat's cards of each pair played so far (index seat * 4 + suit): the first carried belote
  // when it called, the second rebelote.
  const strain = strainOf(s);
  const pairPlayed = new Array<number>(16).fill(0);
  const played = (seat: number, card: Card, firstTrick: boolean): void => {
    if (firstTrick && s.options.announcements && !before) {
      const a = announce(seat);
      if (a !== undefined) actions.push(a);
    }
    let call = '';
    if (pairMate(strain, card) >= 0) {
      const k = seat * 4 + (card >>> 5);
      const said = pairCallOf(s.calls[seat]!, strain, card);
      pairPlayed[k]! += 1;
      if (pairPlayed[k] === 1 && said >= 1) call = '+belote';
      if (pairPlayed[k] === 2 && said === 2) call = '+rebelote';
    }
    actions.push(`play:${name(card)}${call}`);
  };
  s.tricks.forEach((t, k) => t.cards.forEach((c, i) => played((t.leader + i) % 4, c, k === 0)));
  s.trick.forEach((c, i) => played((s.leader + i) % 4, c, s.tricks.length === 0));
  // under 'first-trick', the seat to act may have announced before its first card
  const next = (s.leader + s.trick.length) % 4;
  if (s.phase === 'play' && s.tricks.length === 0 && !before && s.options.announcements) {
    const a = announce(next);
    if (a !== undefined) actions.push(a);
  }
  return right({
    deal: { hands: s.dealt.hands.map((h) => h.map(name)), pack: s.dealt.pack.map(name) },
    actions,
  });
}
