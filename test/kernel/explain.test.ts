/** `explainForSeat`: only the seat to act (or anybody once the deal is over) reaches the rules' `explain`. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badSeat, explainForSeat, isSeat, ruleError, type Explanation, type Seat } from '../../src/kernel/index.js';
import { brief } from '../../src/kernel/options-error.js';

interface Fake {
  readonly players: number;
  readonly actor: Seat | 'done';
}

/** A ruleset whose `explain` refuses with a detail only the seat to act may see, and counts its calls. */
function fake() {
  let calls = 0;
  const rules = {
    actor: (s: Fake) => s.actor,
    players: (s: Fake) => s.players,
    explain: (s: Fake, a: unknown): Explanation => {
      calls++;
      return {
        legal: false,
        error: ruleError('play/must-follow-suit', 'Follow.', {
          card: JSON.stringify({ a, s }),
          rule: 'follow-suit',
          allowed: ['KH'],
        }),
      };
    },
  };
  return { rules, calls: () => calls };
}

describe('explainForSeat', () => {
  it('answers the seat to act with explain, every other seat with turn/not-your-turn, any other value with turn/bad-seat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.option(fc.nat(4), { nil: 'done' as const }),
        fc.oneof(fc.integer({ min: -2, max: 6 }), fc.jsonValue({ maxDepth: 2 }), fc.constant(-0), fc.double()),
        fc.jsonValue({ maxDepth: 2 }),
        (players, actorPick, seat, action) => {
          const actor = actorPick === 'done' ? 'done' : actorPick % players;
          const state: Fake = { players, actor };
          const { rules, calls } = fake();
          const why = explainForSeat(rules, state, seat, action);
          if (!isSeat(seat, players)) {
            expect(why).toEqual({ legal: false, error: badSeat(seat, players) });
            // the refusal echoes the bad value and the seats allowed
            if (!why.legal) {
              expect(why.error.detail).toEqual({
                field: 'seat',
                received: brief(seat),
                players,
                min: 0,
                max: players - 1,
              });
              expect(why.error.message).toContain(`0 to ${players - 1}`);
            }
            expect(calls()).toBe(0);
          } else if (actor !== 'done' && actor !== seat) {
            expect(why.legal).toBe(false);
            if (!why.legal) {
              expect(why.error.code).toBe('turn/not-your-turn');
              expect(why.error.detail).toEqual({ actor, seat });
            }
            expect(calls()).toBe(0);
          } else {
            expect(why).toEqual(rules.explain(state, action));
            expect(calls()).toBe(2);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('explainForSeat once the deal is over', () => {
  const over = () => ruleError('phase/deal-over', 'The deal is over.');
  it("with the rules' over refusal: every seat gets it whatever the action; a non-seat still turn/bad-seat", () => {
    const { rules, calls } = fake();
    const done: Fake = { players: 4, actor: 'done' };
    for (const seat of [0, 1, 2, 3])
      for (const a of [{ type: 'play', card: 'KS' }, 'x', null, { by: 2 }])
        expect(explainForSeat({ ...rules, over }, done, seat, a)).toEqual({ legal: false, error: over() });
    for (const seat of [4, -1, '0', null])
      expect(explainForSeat({ ...rules, over }, done, seat, 'x')).toMatchObject({
        legal: false,
        error: { code: 'turn/bad-seat' },
      });
    expect(calls()).toBe(0);
  });
});
