import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import { deserialize, serialize, submit } from '../../src/record/index.js';
import { makeWhist, whistMatch } from '../support/whist.js';

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

describe('save and resume', () => {
  it('round-trips states of a deal and of a match', () => {
    let s = getOrThrow(whist.setup({}, { seed: 4 }));
    for (let i = 0; i < 10; i++) s = getOrThrow(whist.apply(s, whist.legal(s)[0]!)).state;
    expect(getOrThrow(deserialize(whist, serialize(whist, s)))).toEqual(s);
    let m = getOrThrow(whistMatch.setup({ deals: 2 }, { seed: 4 }));
    for (let i = 0; i < 40; i++) m = getOrThrow(whistMatch.apply(m, whistMatch.legal(m)[0]!)).state;
    expect(getOrThrow(deserialize(whistMatch, serialize(whistMatch, m)))).toEqual(m);
  });

  it('refuses another version, another ruleset and corrupt states, naming both versions', () => {
    const s = getOrThrow(whist.setup({}, { seed: 4 }));
    const saved = JSON.parse(serialize(whist, s));
    const old = deserialize(whist, JSON.stringify({ ...saved, ruleset: { id: whist.id, version: '0' } }));
    expect(isLeft(old) && old.left.code).toBe('record/bad-version');
    expect(isLeft(old) && old.left.message).toContain('version 0');
    expect(isLeft(old) && old.left.message).toContain(`version ${whist.version}`);
    const other = deserialize(whistMatch, serialize(whist, s));
    expect(isLeft(other) && other.left.code).toBe('state/wrong-ruleset');
    const lost = {
      ...saved,
      state: { ...saved.state, won: [[], [], [], []], hands: saved.state.hands.map(() => [0, 0, 0, 0]) },
    };
    const corrupt = deserialize(whist, JSON.stringify(lost));
    expect(isLeft(corrupt) && corrupt.left.code).toBe('state/corrupt');
    for (const bad of ['', '{', 'null', '[]', 42, '{"format":"atout-state","formatVersion":9}']) {
      const r = deserialize(whist, bad);
      expect(isLeft(r)).toBe(true);
    }
  });
});
