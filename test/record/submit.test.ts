import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import { submit } from '../../src/record/index.js';
import { makeWhist } from '../support/whist.js';

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
