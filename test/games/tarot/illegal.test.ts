import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { isLeft, isRight } from '../../../src/kernel/index.js';
import { act, makeDeal, playOut, refusal, run, start } from './helpers.js';

const plain = makeDeal(4, ['', '', '', '']);

describe('illegal actions: each its own code, the state unchanged', () => {
  it('wrong seat, wrong phase, deal over', () => {
    const s = start({}, plain);
    expect(refusal(s, { type: 'bid', bid: 'prise', seat: 2 }).code).toBe('turn/not-your-turn');
    expect(isRight(tarot.apply(s, { type: 'bid', bid: 'prise', seat: 1 }))).toBe(true);
    for (const t of ['play:1S', 'discard:1S', 'call:KS', 'chelem:yes', 'poignee:simple', 'show:21T']) {
      expect(refusal(s, t).code).toBe('phase/wrong-phase');
    }
    const after = run(s, ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass']);
    expect(refusal(after, 'bid:garde-contre').code).toBe('phase/wrong-phase');
    expect(refusal(after, { type: 'chelem', announce: false, seat: 0 }).code).toBe('turn/not-your-turn');
    const played = run(after, ['chelem:no']);
    expect(refusal(played, { type: 'play', card: played.hands[2]![0] === 0 ? '2S' : '1S', seat: 2 }).code).toBe(
      'turn/not-your-turn',
    );
    const end = playOut(played);
    expect(refusal(end, 'play:1S').code).toBe('phase/deal-over');
  });

  it('the chelem option: only a taker holding the 21 may announce', () => {
    const s = run(start({ chelemRequires21: true }, plain), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass']);
    expect(refusal(s, 'chelem:yes').code).toBe('chelem/requires-21');
    const with21 = makeDeal(4, ['', '21T']);
    const t = run(start({ chelemRequires21: true }, with21), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'bid:pass']);
    expect(act(t, 'chelem:yes').state.chelemAnnounced).toBe(true);
  });

  it('garbage from JavaScript is refused, never thrown', () => {
    const s = start({}, plain);
    const garbage: unknown[] = [
      null,
      undefined,
      3,
      [],
      {},
      { type: 'bid' },
      { type: 'bid', bid: 'huge' },
      { type: 'play', card: 999 },
      { type: 'poignee', cards: 'x' },
      { type: 'poignee', size: 'quadruple' },
      { type: 'show', card: 999 },
      { type: 'bid', bid: 'pass', seat: -1 },
    ];
    for (const g of garbage) expect(refusal(s, g as never).code).toBe('action/malformed');
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = tarot.apply(s, x as never);
        expect(isLeft(r)).toBe(true);
        if (typeof x !== 'string') expect(isLeft(tarot.codec.decode(x))).toBe(true);
      }),
      { numRuns: 200 },
    );
    for (const t of [
      '',
      'bid:',
      'bid:yes',
      'chelem:maybe',
      'poignee:',
      'poignee:quadruple',
      'show:KZ',
      'play:ZZ',
      'nope:1S',
      'play',
    ] as const) {
      expect(isLeft(tarot.codec.decode(t))).toBe(true);
    }
    expect(isLeft(tarot.setup(null as never, { seed: 1 }))).toBe(false); // null options mean defaults
    expect(isLeft(tarot.setup({ nope: 1 } as never, { seed: 1 }))).toBe(true);
    expect(isLeft(tarot.setup({}, null as never))).toBe(true);
  });

  it('a random illegal action in random states is refused with a namespaced code and explained alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(60), fc.nat(), (seed, steps, pick) => {
        const set = tarot.setup({ players: ((seed % 3) + 3) as 3 | 4 | 5 }, { seed });
        if (isLeft(set)) throw new Error('setup');
        let s: TarotState = set.right;
        for (let i = 0; i < steps && tarot.actor(s) !== 'done'; i++) {
          const l = tarot.legal(s);
          s = tarot.applyUnchecked(s, l[(pick + i) % l.length]!).state;
        }
        const legal = new Set(tarot.legal(s).map(tarot.codec.encode));
        const illegal = tarot.candidates(s).filter((a) => !legal.has(tarot.codec.encode(a)));
        for (const a of illegal.slice(0, 30)) {
          const r = tarot.apply(s, a);
          expect(isLeft(r) && /^[a-z-]+\/[a-z0-9-]+$/.test(r.left.code)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
