/**
 * Announcements (docs/rules/belote.md, "Announcements"): what a hand may announce (each sequence
 * whole, each carré, a card in one announcement only unless `sharedCards`), and when they are
 * seen: under `'first-trick'` by their kind until the first trick is over, then the cards of the
 * side that scores; under `'before-first-trick'` at once.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { has } from '../../../src/kernel/cardset.js';
import { belote, type BeloteOptionsInput, type BeloteState } from '../../../src/games/belote/index.js';
import { card, legalText } from './helpers.js';

// Seat 1 (the eldest) holds four jacks and K-Q-J of spades once it takes the turned KS; seat 0 a
// cinquante 7-8-9-10 of spades.
const DEAL = {
  hands: [
    ['7S', '8S', '9S', '10S', 'AS'],
    ['JS', 'JH', 'JD', 'JC', 'QS'],
    ['9H', '10H', 'QH', 'KH', 'AH'],
    ['7D', '8D', '9D', '10D', 'QD'],
  ],
  pack: ['KS', '7H', '8H', 'KD', 'AD', '7C', '8C', '9C', '10C', 'QC', 'KC', 'AC'],
};
const taken = (o: BeloteOptionsInput): BeloteState =>
  getOrThrow(belote.apply(getOrThrow(belote.setup({ announcements: true, ...o }, { deal: DEAL })), { type: 'take' }))
    .state;
const act = (s: BeloteState, text: string) => getOrThrow(belote.apply(s, getOrThrow(belote.codec.decode(text))));

describe('what a hand may announce', () => {
  it('each selection of what it holds, a card in one announcement only', () => {
    expect(legalText(taken({}))).toEqual(['announce:', 'announce:run3-KS', 'announce:four-J']);
    const e = belote.explain(taken({}), getOrThrow(belote.codec.decode('announce:run3-KS+four-J')));
    expect(e.legal === false && e.error.code).toBe('announce/shared-card');
  });

  it('with sharedCards, a sequence and a carré may share a card', () => {
    expect(legalText(taken({ sharedCards: true }))).toContain('announce:run3-KS+four-J');
  });

  it('announcing what the hand does not hold is refused; playing before announcing too', () => {
    const e = belote.explain(taken({}), getOrThrow(belote.codec.decode('announce:four-A')));
    expect(e.legal === false && e.error.code).toBe('announce/not-held');
    const p = belote.explain(taken({}), { type: 'play', card: 'JS' });
    expect(p.legal === false && p.error.code).toBe('announce/must-announce-first');
  });
});

describe('when announcements are seen', () => {
  it("'first-trick': the kind at once, then the scoring side's cards once the first trick is over", () => {
    let step = act(taken({}), 'announce:four-J');
    expect(step.events).toEqual([{ type: 'announced', audience: 'all', seat: 1, melds: ['carre'] }]);
    let s = step.state;
    expect(belote.view(s, 0).announcements[1]).toEqual(['carre']);
    s = act(s, 'play:QS').state; // seat 1 leads
    s = act(act(s, 'announce:').state, legalText(act(s, 'announce:').state)[0]!).state; // seat 2
    s = act(act(s, 'announce:').state, legalText(act(s, 'announce:').state)[0]!).state; // seat 3
    step = act(act(s, 'announce:run4-10S').state, legalText(act(s, 'announce:run4-10S').state)[0]!);
    s = step.state;
    expect(s.tricks).toHaveLength(1);
    expect(step.events).toContainEqual({ type: 'shown', audience: 'all', seat: 1, melds: ['four-J'] });
    const view = belote.view(s, 2);
    expect(view.announcements[1]).toEqual(['four-J']);
    expect(view.announcements[0]).toEqual(['cinquante']); // the other side's stay named by kind
  });

  it("a sample keeps shown announcements with their owner, and not the others'", () => {
    const s = act(taken({}), 'announce:four-J').state;
    const jacksStay = (x: BeloteState) => ['JH', 'JD', 'JC'].every((c) => has(x.hands[1]!, card(c)));
    const before = [1, 2, 3, 4, 5, 6].map((seed) => getOrThrow(belote.sampleHidden(s, 0, seed)));
    expect(before.some((x) => !jacksStay(x))).toBe(true);
    const shown = act(
      getOrThrow(
        belote.apply(
          getOrThrow(belote.setup({ announcements: true, announcementTiming: 'before-first-trick' }, { deal: DEAL })),
          { type: 'take' },
        ),
      ).state,
      'announce:four-J',
    ).state;
    expect(belote.view(shown, 0).announcements[1]).toEqual(['four-J']);
    for (const seed of [1, 2, 3, 4, 5, 6])
      expect(jacksStay(getOrThrow(belote.sampleHidden(shown, 0, seed)))).toBe(true);
  });
});
