/**
 * The solver's view of a Tarabish hand: side 0 is the team of seats 0 and 2, side 1 the team of
 * seats 1 and 3. Every rule is the game's: the obligation (`playDecision`, with the partner
 * exception option), the play (`applyPlay`), the card points (`teamCardPoints`, the last-trick bonus
 * included). Bella and declarations are fixed facts of the position: the solver plays cards (a
 * plain play; bella does not change card points). What the remaining tricks add depends on the
 * hands and the leader only.
 */
import type { Card } from '../../kernel/card.js';
import { cardPointTotal, cardPoints, plainPower, trumpPower } from '../../games/tarabish/cards.js';
import { applyPlay, playDecision, trickWinner } from '../../games/tarabish/play.js';
import { teamCardPoints } from '../../games/tarabish/settle.js';
import type { TarabishState } from '../../games/tarabish/state.js';
import type { SolverGame } from './game.js';

/** The cards of each word from the weakest, in a plain suit and as trump. */
const byPower = (w: number, power: (c: Card) => number): readonly Card[] =>
  Array.from({ length: 9 }, (_, b) => (w << 5) | b).sort((x, y) => power(x) - power(y));
const PLAIN_ORDER = [0, 1, 2, 3].map((w) => byPower(w, plainPower));
const TRUMP_ORDER = [0, 1, 2, 3].map((w) => byPower(w, trumpPower));

const actorOf = (s: TarabishState): number => (s.leader + s.trick.length) % 4;

export const tarabishGame: SolverGame<TarabishState> = {
  unit: 1,
  total: (s) => cardPointTotal(s.trump) + s.options.lastTrickBonus,
  actor: actorOf,
  sideOf: (_s, seat) => (seat % 2 === 0 ? 0 : 1),
  over: (s) => s.phase === 'done',
  boundary: (s) => s.trick.length === 0,
  tricksLeft: (s) => 9 - s.tricks.length,
  moves(s, seat) {
    const hand = s.hands[seat]!;
    const d = playDecision(s, seat);
    const out: Card[] = [];
    for (let w = 0; w < hand.length; w++) {
      let bits = d.word < 0 ? hand[w]! : w === d.word ? d.bits : 0;
      while (bits !== 0) {
        const low = bits & -bits;
        out.push((w << 5) | (31 - Math.clz32(low)));
        bits ^= low;
      }
    }
    return out;
  },
  play: (s, card) => applyPlay(s, { type: 'play', card, bella: false }, actorOf(s)).state,
  final: (s) => teamCardPoints(s)[0],
  past: (s) => teamCardPoints(s)[0],
  key: (s) => `${s.leader}/${s.hands.map((h) => h.join(',')).join(';')}`,
  points: (s, card) => cardPoints(card, s.trump),
  order: (s, word) => (word === s.trump ? TRUMP_ORDER : PLAIN_ORDER)[word]!,
  live: (s, card) => {
    const w = card >>> 5;
    const bit = 1 << (card & 31);
    for (const h of s.hands) if ((h[w]! & bit) !== 0) return true;
    return s.trick.includes(card);
  },
  wins: (s, card) => trickWinner([...s.trick, card], s.trump) === s.trick.length,
  strength: (s, card) => (card >>> 5 === s.trump ? 16 + trumpPower(card) : plainPower(card)),
};
