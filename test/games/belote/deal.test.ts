/**
 * The deal and the taking (docs/rules/belote.md, "The deal", "The taking"): 5 cards each and the
 * turned card; the first round takes the turned suit, the second names a suit (any, or another
 * than the turned one); the taker receives the turned card and 2 more, the others 3; all pass
 * twice: no score, the next dealer (or the same) deals; explicit deals are checked; dealt as at
 * the table (the cut, the packets of the first part, the rest of the pack in order).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, getOrThrow, type Seed } from '../../../src/kernel/index.js';
import * as cs from '../../../src/kernel/cardset.js';
import { size, has } from '../../../src/kernel/cardset.js';
import {
  DEAL_ALGORITHM,
  DEAL_ALGORITHM_128,
  TABLE_DEAL_ALGORITHM,
  TABLE_DEAL_ALGORITHM_128,
} from '../../../src/kernel/deal.js';
import { tableDealOfSeed } from '../../../src/kernel/table-deal.js';
import { makeRecord, replay, validate } from '../../../src/record/index.js';
import { belote, beloteDeck, beloteMatch, type BeloteState } from '../../../src/games/belote/index.js';
import { beloteTableRules } from '../../../src/games/belote/deal.js';
import { card, legalText } from './helpers.js';

const HANDS = [
  ['7S', '8S', '9S', '10S', 'JS'],
  ['QS', 'KS', 'AS', '7H', '8H'],
  ['9H', '10H', 'JH', 'QH', 'KH'],
  ['AH', '7D', '8D', '9D', '10D'],
];
const PACK = ['JD', 'QD', 'KD', 'AD', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'];
const dealt = (options = {}): BeloteState => getOrThrow(belote.setup(options, { deal: { hands: HANDS, pack: PACK } }));
const say = (s: BeloteState, ...actions: string[]): BeloteState =>
  actions.reduce((t, a) => getOrThrow(belote.apply(t, getOrThrow(belote.codec.decode(a)))).state, s);

describe('the deal', () => {
  it('5 cards each, the turned card public, the eldest (dealer + 1) speaks first', () => {
    const s = dealt();
    expect(s.hands.map(size)).toEqual([5, 5, 5, 5]);
    expect(belote.view(s, 2).turned).toBe('JD');
    expect(belote.actor(s)).toBe(1);
    expect(legalText(s)).toEqual(['pass', 'take']);
  });

  it('the taker receives the turned card and 2 more, the others 3, from the eldest', () => {
    const s = say(dealt(), 'pass', 'take'); // seat 2 takes diamonds
    expect(s.taker).toBe(2);
    expect(s.trump).toBe(2);
    expect(s.hands.map(size)).toEqual([8, 8, 8, 8]);
    // from the eldest (seat 1): 3 to seat 1, 2 to seat 2 (with JD), 3 to seat 3, 3 to seat 0
    expect(['QD', 'KD', 'AD'].every((c) => has(s.hands[1]!, card(c)))).toBe(true);
    expect(['JD', '7C', '8C'].every((c) => has(s.hands[2]!, card(c)))).toBe(true);
    expect(['9C', '10C', 'JC'].every((c) => has(s.hands[3]!, card(c)))).toBe(true);
    expect(['QC', 'KC', 'AC'].every((c) => has(s.hands[0]!, card(c)))).toBe(true);
    expect(belote.actor(s)).toBe(1); // the eldest leads whoever took
  });

  it('a take naming a suit in the first round is refused, the turned suit too: the first round says take, once', () => {
    const e = belote.explain(dealt(), { type: 'take', suit: 'H' });
    expect(e.legal === false && e.error.code).toBe('take/turned-suit-only');
    // the turned card is the JD: take:D would be a second way to say take, which legal() does not list
    const alias = belote.explain(dealt(), { type: 'take', suit: 'D' });
    expect(alias.legal === false && alias.error.code).toBe('take/turned-suit-only');
    expect(belote.explain(dealt(), { type: 'take' }).legal).toBe(true);
  });

  it('the second round names any suit, or (other-suit) any but the turned one', () => {
    const s = say(dealt(), 'pass', 'pass', 'pass', 'pass');
    expect(s.phase).toBe('second-round');
    expect(legalText(s)).toEqual(['pass', 'take:S', 'take:H', 'take:D', 'take:C']);
    const other = say(dealt({ secondRound: 'other-suit' }), 'pass', 'pass', 'pass', 'pass');
    expect(legalText(other)).toEqual(['pass', 'take:S', 'take:H', 'take:C']);
    const e = belote.explain(other, { type: 'take', suit: 'D' });
    expect(e.legal === false && e.error.code).toBe('take/not-the-turned-suit');
    const t = say(s, 'pass', 'take:S');
    expect([t.taker, t.trump, t.phase]).toEqual([2, 0, 'play']);
  });

  it('all pass twice: the deal is over, nobody scores, the next dealer (or the same) deals', () => {
    const eight = Array<string>(8).fill('pass');
    const s = say(dealt(), ...eight);
    const r = belote.result(s)!;
    expect([r.annulled, r.scores, r.nextDealer]).toEqual([true, [0, 0, 0, 0], 1]);
    expect(belote.result(say(dealt({ allPass: 'same-dealer' }), ...eight))!.nextDealer).toBe(0);
    expect(belote.audit(s).cardPoints).toEqual([]);
  });

  it('an explicit deal is checked: hands of 5, a pack of 12, every card once', () => {
    const bad = belote.setup({}, { deal: { hands: HANDS, pack: PACK.slice(1) } });
    expect(bad._tag === 'Left' && bad.left.code).toBe('setup/wrong-deal-size');
    const twice = belote.setup({}, { deal: { hands: HANDS, pack: [...PACK.slice(1), '7S'] } });
    expect(twice._tag === 'Left' && twice.left.code).toBe('setup/duplicate-card');
    const shape = belote.setup({}, { deal: HANDS as never });
    expect(shape._tag === 'Left' && shape.left.code).toBe('setup/bad-deal');
  });

  it('an unknown deal procedure is refused with setup/bad-procedure, listing both', () => {
    const unknown = belote.setup({}, { seed: 7, procedure: 'cut' as never });
    expect(unknown._tag === 'Left' && unknown.left.code).toBe('setup/bad-procedure');
    expect(unknown._tag === 'Left' && unknown.left.detail).toEqual({
      field: 'procedure',
      received: 'cut',
      allowed: ['shuffle', 'table'],
    });
    const match = beloteMatch.setup({}, { seed: 7, procedure: 'riffle' as never });
    expect(match._tag === 'Left' && match.left.code).toBe('setup/bad-procedure');
  });

  it('with announcements before the first trick, a round of them follows the taking', () => {
    const s = say(dealt({ announcements: true, announcementTiming: 'before-first-trick' }), 'take');
    expect(s.phase).toBe('announce');
    expect(belote.actor(s)).toBe(1);
  });

  it('a match passes the dealer on, and the same dealer deals again after all pass under same-dealer', () => {
    const m = getOrThrow(beloteMatch.setup({ allPass: 'same-dealer' }, { seed: 3 }));
    let t = m;
    for (let i = 0; i < 8; i++) t = getOrThrow(beloteMatch.apply(t, { type: 'pass' })).state;
    expect([t.dealIndex, t.dealer]).toEqual([1, 0]);
  });
});

const HEX = '0123456789abcdef'.split('');
const anySeed = fc.oneof(
  fc.nat(0xffffffff),
  fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join('')),
);
const packetsOption = fc.constantFrom('3-2' as const, '2-3' as const);

/** The cut pack a seed draws for Belote at the table (the pack, then the cut put under). */
function cutPack(s: Seed, packets: '3-2' | '2-3'): number[] {
  const d = tableDealOfSeed(beloteDeck, beloteTableRules(packets), s);
  return [...d.order.slice(d.cut), ...d.order.slice(0, d.cut)];
}

describe('the deal as at the table (procedure table, FFB §3.3–3.5)', () => {
  it('cuts the seeded pack, deals the first part in packets from the eldest as `packets` says, turns the 21st card', () => {
    fc.assert(
      fc.property(anySeed, fc.nat(3), packetsOption, (s, dealer, packets) => {
        const st = getOrThrow(belote.setup({ dealer, packets }, { seed: s, procedure: 'table' }));
        const pack = cutPack(s, packets);
        const cut = tableDealOfSeed(beloteDeck, beloteTableRules(packets), s).cut;
        expect(cut >= 3 && cut <= 29).toBe(true);
        // every card in one place: 4 × 5 in the hands, 12 in the pack
        expect([...st.dealt.hands.flat(), ...st.dealt.pack].sort((a, b) => a - b)).toEqual(
          [...beloteDeck.cards].sort((a, b) => a - b),
        );
        // round by round, one packet to each seat from the eldest
        const [first, second] = packets === '3-2' ? [3, 2] : [2, 3];
        for (let i = 0; i < 4; i++) {
          const seat = (dealer + 1 + i) % 4;
          expect(st.dealt.hands[seat]).toEqual([
            ...pack.slice(i * first, (i + 1) * first),
            ...pack.slice(4 * first + i * second, 4 * first + (i + 1) * second),
          ]);
        }
        // the rest of the pack in order, the 21st card turned
        expect(st.dealt.pack).toEqual(pack.slice(20));
        expect(st.turned).toBe(pack[20]);
      }),
      { numRuns: 40 },
    );
  });

  it('a seeded table deal is the physical deal { order, cut } its seed draws', () => {
    fc.assert(
      fc.property(anySeed, fc.nat(3), packetsOption, (s, dealer, packets) => {
        const drawn = tableDealOfSeed(beloteDeck, beloteTableRules(packets), s);
        const order = drawn.order.map((c) => beloteDeck.names.get(c)!);
        const physical = getOrThrow(belote.setup({ dealer, packets }, { deal: { order, cut: drawn.cut } }));
        expect(physical).toEqual(getOrThrow(belote.setup({ dealer, packets }, { seed: s, procedure: 'table' })));
      }),
      { numRuns: 25 },
    );
  });

  it('a physical deal is checked: the cut leaves 3 cards a side, the pack holds every card once', () => {
    const order = beloteDeck.cards.map((c) => beloteDeck.names.get(c)!);
    const code = (deal: unknown) => {
      const r = belote.setup({}, { deal: deal as never });
      return r._tag === 'Left' ? r.left.code : 'ok';
    };
    expect(code({ order, cut: 3 })).toBe('ok');
    expect(code({ order, cut: 29 })).toBe('ok');
    for (const cut of [2, 30, 0, 1.5]) expect(code({ order, cut })).toBe('setup/bad-cut');
    expect(code({ order: order.slice(1), cut: 5 })).toBe('setup/wrong-deal-size');
    expect(code({ order: [...order.slice(1), order[2]], cut: 5 })).toBe('setup/duplicate-card');
    expect(code({ order, cut: 5, chienSlots: [] })).toBe('setup/bad-deal');
    expect(code({ order, cut: '5' })).toBe('setup/bad-deal');
    // canonical order 7S 8S 9S 10S JS …, cut 3, dealer 0: the eldest (seat 1) gets 10S JS QS, then AH 7D
    const s = getOrThrow(belote.setup({}, { deal: { order, cut: 3 } }));
    expect(s.dealt.hands[1]!.map((c) => beloteDeck.names.get(c))).toEqual(['10S', 'JS', 'QS', 'AH', '7D']);
    expect(belote.view(s, 0).turned).toBe('AD');
  });

  it('the same seed deals the same; the shuffle deals otherwise; the packets option changes the table deal', () => {
    fc.assert(
      fc.property(anySeed, (s) => {
        const table = getOrThrow(belote.setup({}, { seed: s, procedure: 'table' }));
        expect(getOrThrow(belote.setup({}, { seed: s, procedure: 'table' }))).toEqual(table);
        expect(getOrThrow(belote.setup({}, { seed: s })).dealt).not.toEqual(table.dealt);
        expect(getOrThrow(belote.setup({ packets: '2-3' }, { seed: s, procedure: 'table' })).dealt).not.toEqual(
          table.dealt,
        );
      }),
      { numRuns: 25 },
    );
  });

  it('after the taking, the turned card and the next 2 to the taker, 3 to the others, from the eldest, off the same pack', () => {
    const s = getOrThrow(belote.setup({ dealer: 2 }, { seed: 11, procedure: 'table' }));
    const pack = cutPack(11, '3-2');
    const taken = getOrThrow(belote.apply(getOrThrow(belote.apply(s, { type: 'pass' })).state, { type: 'take' })).state;
    // dealer 2: eldest 3 passes, seat 0 takes; from the eldest: 3 to seat 3, the turned card + 2 to seat 0, 3 to 1, 3 to 2
    const later = (seat: number) => cs.toArray(taken.hands[seat]!).filter((c) => !s.dealt.hands[seat]!.includes(c));
    expect(later(3).sort()).toEqual(pack.slice(21, 24).sort());
    expect(later(0).sort()).toEqual([pack[20]!, ...pack.slice(24, 26)].sort());
    expect(later(1).sort()).toEqual(pack.slice(26, 29).sort());
    expect(later(2).sort()).toEqual(pack.slice(29, 32).sort());
  });

  it('records name the table algorithm, replay to the same states, and another algorithm is refused', () => {
    for (const s of [7, '000102030405060708090a0b0c0d0e0f']) {
      const source = { seed: s, procedure: 'table' } as const;
      const start = getOrThrow(belote.setup({ packets: '2-3' }, source));
      let state = start;
      const rng = createRng(5);
      const actions: string[] = [];
      while (belote.actor(state) !== 'done') {
        const l = belote.legal(state);
        const a = l[rng.below(l.length)]!;
        actions.push(belote.codec.encode(a));
        state = belote.applyUnchecked(state, a).state;
      }
      const record = makeRecord(belote, start, source, actions, { result: belote.result(state)! });
      expect(record.deal).toEqual({
        seed: s,
        algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM : TABLE_DEAL_ALGORITHM_128,
      });
      const r = getOrThrow(replay(JSON.parse(JSON.stringify(record)), [belote]));
      expect(r.initial).toEqual(start);
      expect(r.state).toEqual(state);
      expect(validate(record, [belote])._tag).toBe('Right');
      const shuffled = {
        ...record,
        deal: { seed: s, algorithm: typeof s === 'number' ? DEAL_ALGORITHM : DEAL_ALGORITHM_128 },
      };
      // the shuffle's deal is another deal: the record's actions no longer fit it, or its result differs
      expect(validate(shuffled, [belote])._tag).toBe('Left');
      const otherKind = {
        ...record,
        deal: { seed: s, algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM_128 : TABLE_DEAL_ALGORITHM },
      };
      const bad = replay(otherKind, [belote]);
      expect(bad._tag === 'Left' && bad.left.code).toBe('record/algorithm-mismatch');
    }
  });

  it('a match deals every deal at the table from its derived seed, the dealer moving on', () => {
    const m = getOrThrow(beloteMatch.setup({ packets: '2-3' }, { seed: 9, procedure: 'table' }));
    expect(m.current).toEqual(
      getOrThrow(belote.setup({ packets: '2-3', dealer: 0 }, { seed: deriveSeed(9, 0), procedure: 'table' })),
    );
    let t = m;
    for (let i = 0; i < 8; i++) t = getOrThrow(beloteMatch.apply(t, { type: 'pass' })).state;
    expect([t.dealIndex, t.dealer]).toEqual([1, 1]);
    expect(t.current).toEqual(
      getOrThrow(belote.setup({ packets: '2-3', dealer: 1 }, { seed: deriveSeed(9, 1), procedure: 'table' })),
    );
  });
});
