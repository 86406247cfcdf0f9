/**
 * The solver's view of a classic Tarot deal (3, 4 or 5 players): side 0 is the taker's side (with
 * the called partner at 5 players, known to the solver), side 1 the defence. Every rule is the
 * game's: the obligation (`playObligation`), the play (`applyPlay`: trick winner, the Excuse on the
 * last trick), the card points (`settle`: the Excuse exchange, the écart and the chien). Points are
 * half points. What the remaining tricks add depends on the hands, the leader and, while the Excuse
 * is still held, which sides have won a trick (FFT p.6: an Excuse led to the last trick by a side
 * that won every earlier trick wins it): the table key holds these.
 */
import type { Card } from '../../kernel/card.js';
import { EXCUSE, TRUMP_WORD, VALUE2 } from '../../games/tarot/cards.js';
import { HAND_SIZE } from '../../games/tarot/deal.js';
import { applyPlay, cardWinning, playActor, playObligation } from '../../games/tarot/play.js';
import { TOTAL_POINTS2 } from '../../games/tarot/scoring.js';
import { settle } from '../../games/tarot/settle.js';
import { sideOf, type TarotState } from '../../games/tarot/state.js';
import type { SolverGame } from './game.js';

/** The cards of each word from the weakest: suits 1…K, trumps 1…21 (the Excuse, never equivalent, left out). */
const ORDER: readonly (readonly Card[])[] = Array.from({ length: 5 }, (_, w) =>
  w === TRUMP_WORD
    ? Array.from({ length: 21 }, (_, i) => (w << 5) | (i + 1))
    : Array.from({ length: 14 }, (_, b) => (w << 5) | b),
);

const held = (s: TarotState, card: Card): boolean => {
  const w = card >>> 5;
  const bit = 1 << (card & 31);
  for (const h of s.hands) if ((h[w]! & bit) !== 0) return true;
  return false;
};

export const tarotGame: SolverGame<TarotState> = {
  unit: 2,
  total: () => TOTAL_POINTS2,
  actor: playActor,
  sideOf,
  over: (s) => s.phase === 'done',
  boundary: (s) => s.trick.length === 0,
  tricksLeft: (s) => HAND_SIZE[s.options.players] - s.tricks.length,
  moves(s, seat) {
    const allowed = playObligation(s, seat).allowed;
    const out: Card[] = [];
    for (let w = 0; w < allowed.length; w++) {
      let bits = allowed[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        out.push((w << 5) | (31 - Math.clz32(low)));
        bits ^= low;
      }
    }
    return out;
  },
  play: (s, card) => applyPlay(s, playActor(s), card).state,
  final: (s) => settle(s).points2[0]!,
  past: (s) => settle(s).points2[0]!,
  key(s) {
    let won = 0;
    if (held(s, EXCUSE)) for (const t of s.tricks) won |= 1 << sideOf(s, t.winner);
    return `${s.leader}/${won}/${s.hands.map((h) => h.join(',')).join(';')}`;
  },
  points: (_s, card) => VALUE2[card]!,
  order: (_s, word) => ORDER[word]!,
  live: (s, card) => held(s, card) || s.trick.includes(card),
  wins: (s, card) => card !== EXCUSE && cardWinning([...s.trick, card]) === s.trick.length,
  strength: (_s, card) => (card === EXCUSE ? -1 : (card >>> 5 === TRUMP_WORD ? 32 : 0) + (card & 31)),
};
