import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesets, tarot } from '../../src/games/registry.js';
import { createRng, deepFreeze, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import { submit } from '../../src/record/index.js';
import { makeWhist } from '../support/whist.js';
import { shortOptions } from '../support/options.js';

const whist = makeWhist();

describe('submit: untrusted moves for servers', () => {
  const state = deepFreeze(getOrThrow(whist.setup({}, { seed: 11 })));
  const actor = whist.actor(state) as number;
  const legal = whist.legal(state).map((a) => whist.codec.encode(a));

  it("accepts the actor's legal move as a string or { action }", () => {
    expect(isRight(submit(whist, state, actor, legal[0]))).toBe(true);
    expect(isRight(submit(whist, state, actor, { action: legal[0] }))).toBe(true);
  });

  it('refuses another seat, bad seats and malformed input with codes', () => {
    const code = (seat: unknown, input: unknown) => {
      const r = submit(whist, state, seat, input);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code((actor + 1) % 4, legal[0])).toBe('turn/not-your-turn');
    expect(code(7, legal[0])).toBe('turn/bad-seat');
    expect(code('0', legal[0])).toBe('turn/bad-seat');
    expect(code(actor, { action: legal[0], extra: 1 })).toBe('action/malformed');
    expect(code(actor, 42)).toBe('action/malformed');
    expect(code(actor, 'play:ZZ')).toBe('notation/bad-card');
    expect(code(actor, JSON.parse('{"__proto__": "play:7S"}'))).toBe('input/forbidden-key');
  });

  it('never throws or mutates on random input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (seat, input) => {
        const before = JSON.stringify(state);
        const r = submit(whist, state, seat, input);
        if (isLeft(r)) expect(r.left.code).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('submit: action objects on the wire (every shipped ruleset)', () => {
  it('the examples: a bid and a card play as objects are accepted; a malformed object is refused with its code', () => {
    let state = getOrThrow(tarot.setup({ players: 4 }, { seed: 3 }));
    expect(isRight(submit(tarot, state, 1, { type: 'bid', bid: 'garde' }))).toBe(true);
    const code = (input: unknown) => {
      const r = submit(tarot, state, tarot.actor(state), input);
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code({ type: 'bid', bid: 'garde', extra: true })).toBe('action/malformed');
    expect(code({ type: 'bid' })).toBe('action/malformed');
    expect(code({ type: 'play', card: '21t' })).toBe('notation/bad-card');
    // a prise, then the first legal move of each seat up to the card play
    state = getOrThrow(submit(tarot, state, 1, 'bid:prise')).state;
    for (let i = 0; i < 40 && state.phase !== 'play'; i++)
      state = tarot.applyUnchecked(state, tarot.legal(state)[0]!).state;
    expect(state.phase).toBe('play');
    const card = tarot.codec.toObject!(tarot.legal(state)[0]!) as { type: string; card: string };
    expect(card).toEqual({ type: 'play', card: expect.stringMatching(/^[0-9A-Z]{2,3}$/) });
    expect(isRight(submit(tarot, state, tarot.actor(state), card))).toBe(true);
  });

  it('every legal action submitted as its object gives what its string gives', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rulesets), fc.integer({ min: 0, max: 1000 }), fc.nat(60), (rules, seed, steps) => {
        const options = shortOptions(rules, 1);
        const rng = createRng(seed);
        let s = getOrThrow(rules.setup(options, { seed }));
        for (let i = 0; i < steps && rules.actor(s) !== 'done'; i++) {
          const legal = rules.legal(s);
          s = rules.applyUnchecked(s, legal[rng.below(legal.length)]).state;
        }
        fc.pre(rules.actor(s) !== 'done');
        const seat = rules.actor(s) as number;
        for (const a of rules.legal(s)) {
          const object = JSON.parse(JSON.stringify(rules.codec.toObject!(a))) as unknown;
          const byObject = submit(rules, s, seat, object);
          const byText = submit(rules, s, seat, rules.codec.encode(a));
          expect(isRight(byObject) && isRight(byText)).toBe(true);
          expect(isRight(byObject) && byObject.right.state).toEqual(isRight(byText) && byText.right.state);
          // what was accepted, as the ruleset's action: the same action whatever form the client sent
          for (const r of [byObject, byText])
            expect(isRight(r) && rules.codec.encode(r.right.action)).toBe(rules.codec.encode(a));
        }
      }),
      { numRuns: 30 },
    );
  });
});
