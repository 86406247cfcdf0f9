/**
 * `tarotDemo(seed)`: a seeded 4-player deal, played by a tiny heuristic on trumps, oudlers and
 * kings for the bidding (so that somebody takes), a poignée whenever held, and seeded random legal
 * moves for the rest; `goulashDemo(seed)`: the same for a Goulash deal (no bidding: each for
 * themselves). `npm start` prints them as transcripts (../transcript.ts).
 */
import * as cs from '../../kernel/cardset.js';
import { createRng, deriveSeed } from '../../kernel/rng.js';
import { isLeft } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import type { Seed } from '../../kernel/seed.js';
import type { Seat } from '../../kernel/seat.js';
import { isKing, isOudler, isTrump } from '../../games/tarot/cards.js';
import { goulash, tarot } from '../../games/tarot/rules.js';
import type { Bid, TarotAction, TarotState } from '../../games/tarot/state.js';
import { playWith, type Played } from '../transcript.js';

/** Hand strength: trumps, plus 2 per oudler and 1 per king. */
function strength(s: TarotState, seat: Seat): number {
  const hand = cs.toArray(s.hands[seat]!);
  return hand.filter(isTrump).length + 2 * hand.filter(isOudler).length + hand.filter(isKing).length;
}

function heuristicBid(s: TarotState, seat: Seat, legal: readonly TarotAction[]): TarotAction {
  const k = strength(s, seat);
  const last = s.bids.length === s.options.players - 1 && s.bids.every((b) => b === 'pass');
  const want: Bid = k >= 16 ? 'garde-sans' : k >= 12 ? 'garde' : k >= 8 || last ? 'prise' : 'pass';
  return legal.find((a) => a.type === 'bid' && a.bid === want) ?? { type: 'bid', bid: 'pass' };
}

/** A seeded 4-player deal of Tarot played by the heuristic: its start and its actions. */
export function tarotDemo(seed: Seed): Played | RuleError {
  return demoOf(tarot, seed);
}

/** The same for a Goulash deal (no bidding: each for themselves). */
export function goulashDemo(seed: Seed): Played | RuleError {
  return demoOf(goulash, seed);
}

function demoOf(rules: typeof tarot, seed: Seed): Played | RuleError {
  const setup = rules.setup({ players: 4 }, { seed });
  if (isLeft(setup)) return setup.left;
  const rng = createRng(deriveSeed(seed, 1));
  return playWith(rules as unknown as AnyRuleset, setup.right, (state, legal) => {
    const s = state as TarotState;
    const actions = legal as readonly TarotAction[];
    if (s.phase === 'bidding') return heuristicBid(s, rules.actor(s) as Seat, actions);
    if (s.phase === 'chelem') return { type: 'chelem', announce: false };
    // a poignée is always shown when held; otherwise a seeded random legal move
    const plays = actions.filter((x) => x.type !== 'poignee');
    const shows = actions.filter((x) => x.type === 'poignee');
    return shows.length > 0 ? shows[0]! : plays[rng.below(plays.length)]!;
  });
}
