import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/kernel/card.js';
import { setOf } from '../../src/kernel/cardset.js';
import { SUIT_LETTERS, tarabishDeck } from '../../src/games/tarabish/cards.js';
import {
  compareMelds,
  formatMeld,
  meldsHeld,
  meldWinner,
  parseMeld,
  teamMeldPoints,
  type Meld,
} from '../../src/games/tarabish/melds.js';
import { matchOutcome, scoreDeal } from '../../src/games/tarabish/scoring.js';
import { tarabishScoreSheet } from '../../src/games/tarabish/scoresheet.js';
import { tarabishScoringVectors as V } from '../../src/vectors/tarabish.js';

const meld = (t: string): Meld => {
  const m = parseMeld(t);
  if (m._tag === 'Left') throw new Error(t);
  return m.right;
};
const suit = (s: string | null): number | null =>
  s === null ? null : SUIT_LETTERS.indexOf(s as (typeof SUIT_LETTERS)[number]);

describe('the Tarabish scoring vectors agree with the code', () => {
  it('is plain JSON data', () => {
    expect(JSON.parse(JSON.stringify(V))).toEqual(V);
  });
  it.each(V.meldsHeld.map((v) => [v.name, v] as const))('melds held: %s', (_, v) => {
    const hand = setOf(
      4,
      v.hand.map((n) => {
        const c = parseCard(tarabishDeck, n);
        if (c._tag === 'Left') throw new Error(n);
        return c.right;
      }),
    );
    expect(meldsHeld(hand, v.style).map(formatMeld)).toEqual(v.held);
  });
  it.each(V.compare.map((v) => [v.name, v] as const))('compare: %s', (_, v) => {
    const c = compareMelds(meld(v.a), meld(v.b), suit(v.trump), v.style);
    expect(c > 0 ? 'a' : c < 0 ? 'b' : 'tie').toBe(v.winner);
  });
  it.each(V.meldWinner.map((v) => [v.name, v] as const))('meld winner: %s', (_, v) => {
    const declared = v.declared.map((ms) => ms.map(meld));
    expect(meldWinner(declared, suit(v.trump), v.style, v.equalMelds, v.eldest)).toBe(v.winner);
    expect(teamMeldPoints(declared, suit(v.trump), v.style, v.equalMelds, v.eldest)).toEqual(v.meldPoints);
  });
  it.each(V.hands.map((v) => [v.name, v] as const))('hand: %s', (_, v) => {
    const s = scoreDeal(v.facts, v.options);
    expect(s.outcome).toBe(v.outcome);
    expect(s.teamScores).toEqual(v.teamScores);
  });
  it.each(V.matchEnd.map((v) => [v.name, v] as const))('match end: %s', (_, v) => {
    expect(matchOutcome(v.totals, v.lastBidTeam, { target: v.target, bothReachTarget: v.bothReachTarget })).toEqual({
      over: v.over,
      winner: v.winner,
    });
  });
  it.each(V.scoreSheet.map((v) => [v.name, v] as const))('score sheet: %s', (_, v) => {
    const r = tarabishScoreSheet(v.input);
    if (v.error !== undefined) expect(r._tag === 'Left' && r.left.code).toBe(v.error);
    else expect(r._tag === 'Right' && r.right.teamScores).toEqual(v.teamScores);
  });
});
