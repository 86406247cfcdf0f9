/**
 * The Belote family's rule queries (src/family/queries.ts), on both decks of the family: a deal's
 * card points under every strain; the pairs of king and queen whose calls score (the trump pair, one
 * a suit in tout atout, none in no trump), against the pair's rule (`pairMate`) on random hands; two
 * teams' melds read, each refusal with its code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setOf } from '../../src/kernel/cardset.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { pairMate } from '../../src/family/card-play.js';
import { STRAIN, type Strain } from '../../src/family/cards.js';
import { isMeld } from '../../src/family/melds.js';
import { cardPointsOn, pairsHeld, teamMeldsOf } from '../../src/family/queries.js';
import { beloteDeck } from '../../src/games/belote/cards.js';
import { tarabishDeck } from '../../src/games/tarabish/cards.js';

const STRAINS: readonly Strain[] = [0, 1, 2, 3, 4, 5, 6, 7];
const WORDS = { plural: 'melds', made: 'declared' };

describe('the family queries', () => {
  it("a deal's card points under each strain, the same on both decks (the 6s are worth nothing)", () => {
    const totals = STRAINS.map((s) => getOrThrow(cardPointsOn(beloteDeck, [], s, 10)).total);
    expect(totals).toEqual([162, 162, 162, 162, 130, 162, 162, 258]);
    expect(STRAINS.map((s) => getOrThrow(cardPointsOn(tarabishDeck, [], s, 10)).total)).toEqual(totals);
    expect(getOrThrow(cardPointsOn(beloteDeck, ['JS', 'JH'], STRAIN.allTrump, 10)).points).toBe(26);
  });

  it('the pairs held are the cards whose mate under the strain is in the hand, two cards a pair', () => {
    const cards = beloteDeck.cards;
    fc.assert(
      fc.property(fc.subarray([...cards], { maxLength: 8 }), fc.constantFrom(...STRAINS), (hand, strain) => {
        const set = setOf(4, hand);
        const mated = hand.filter((c) => pairMate(strain, c) >= 0 && hand.includes(pairMate(strain, c))).length;
        expect(pairsHeld(set, strain)).toBe(mated / 2);
      }),
      { numRuns: 300 },
    );
  });

  it("reads two teams' melds, refusing a bad one, one twice, a card in both teams', too many cards", () => {
    const read = (lists: string[][], handSize = 8) =>
      teamMeldsOf(beloteDeck, lists, handSize, WORDS, (m) => isMeld(m, 'belote'), "melds 'belote'");
    expect(getOrThrow(read([['run3-AS'], ['four-9']]))).toHaveLength(2);
    expect(read([['run9-KS'], []])).toMatchObject({ left: { code: 'notation/no-such-meld' } });
    expect(read([['run3-KS', 'run3-KS'], []])).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(read([['run3-KS'], ['run4-AS']])).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(read([['four-J', 'four-9'], []], 3)).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'compare.melds[0]' } },
    });
    const runsOnly = teamMeldsOf(tarabishDeck, [['four-J'], []], 9, WORDS, (m) => isMeld(m, 'runs'), "melds 'runs'");
    expect(runsOnly).toMatchObject({
      left: { code: 'query/bad-facts', message: "four-J is not a meld under melds 'runs'." },
    });
  });
});
