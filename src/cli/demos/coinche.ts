/**
 * One seeded Coinche deal, played by a tiny seeded heuristic: a seat bids in its strongest suit
 * (Belote's demo measures it) up to 80 and 10 more for each point of strength past 5, at the
 * lowest value the auction allows; the dealer, when the three others passed, bids 80; a defender
 * holding the jack and the nine of the bid's suit coinches; the card play is Belote's demo's.
 * `npm start` prints it as a transcript (../transcript.ts).
 */
import type { RuleError } from '../../kernel/errors.js';
import type { Seed } from '../../kernel/seed.js';
import { coinche } from '../../games/coinche/rules.js';
import type { CoincheAction, CoincheState } from '../../games/coinche/state.js';
import { seededDemo, type Played } from '../transcript.js';
import { bestSuit, cardNames, cardPlayChoice, strength } from './belote.js';

function choose(s: CoincheState, legal: readonly CoincheAction[], random: () => number): CoincheAction {
  if (s.contract !== null) return cardPlayChoice(legal, random);
  const seat = coinche.actor(s) as number;
  const held = cardNames(s.play.hands[seat]!);
  const pass = legal.find((a) => a.type === 'pass')!;
  const bids = s.auction.calls.filter((c) => c.call.type === 'bid' || c.call.type === 'capot');
  const high = bids.at(-1)?.call;
  const double = legal.find((a) => a.type === 'coinche');
  if (double !== undefined && high !== undefined && 'strain' in high) {
    const hold = held.includes(`J${high.strain}`) && held.includes(`9${high.strain}`);
    if (hold) return double;
  }
  const suit = bestSuit(held);
  const ceiling = 80 + 10 * (strength(held, suit) - 5);
  const bid = legal.find(
    (a): a is Extract<CoincheAction, { type: 'bid' }> => a.type === 'bid' && a.strain === suit && a.value <= ceiling,
  );
  const dealerLast = seat === s.options.dealer && bids.length === 0;
  return bid ?? (dealerLast ? legal.find((a) => a.type === 'bid' && a.strain === suit)! : pass);
}

/** One seeded deal played by the heuristic: its start and its actions. */
export function coincheDemo(seed: Seed): Played | RuleError {
  return seededDemo<CoincheState, CoincheAction>(coinche, {}, seed, 0xc01c, choose);
}
