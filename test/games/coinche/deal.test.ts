/**
 * The Coinche deal as at the table (docs/rules/coinche.md, "Table, cards, deal"; FFB contrée book
 * §3.3–3.4): the seeded pack cut, then all 32 cards in packets from the eldest as `packets` says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, getOrThrow, type Seed } from '../../../src/kernel/index.js';
import * as cs from '../../../src/kernel/cardset.js';
import { TABLE_DEAL_ALGORITHM, TABLE_DEAL_ALGORITHM_128 } from '../../../src/kernel/deal.js';
import { tableDealOfSeed } from '../../../src/kernel/table-deal.js';
import { makeRecord, replay, validate } from '../../../src/record/index.js';
import { beloteDeck } from '../../../src/games/belote/cards.js';
import { coincheTableRules } from '../../../src/games/coinche/deal.js';
import { coincheMatch } from '../../../src/games/coinche/match.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptions } from '../../../src/games/coinche/options.js';

type Packets = CoincheRulesOptions['packets'];
const HEX = '0123456789abcdef'.split('');
const anySeed = fc.oneof(
  fc.nat(0xffffffff),
  fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join('')),
);
const packetsOption = fc.constantFrom<Packets>('3-2-3', '3-3-2', '2-3-3', '4-4');

/** The cut pack a seed draws for Coinche at the table. */
function cutPack(s: Seed, packets: Packets): number[] {
  const d = tableDealOfSeed(beloteDeck, coincheTableRules(packets), s);
  return [...d.order.slice(d.cut), ...d.order.slice(0, d.cut)];
}

const handOf = (s: ReturnType<typeof seeded>, seat: number) => cs.toArray(s.play.hands[seat]!);
const seeded = (options: object, seed: Seed) => getOrThrow(coinche.setup(options, { seed, procedure: 'table' }));

describe('the Coinche deal as at the table (procedure table)', () => {
  it('cuts the seeded pack and deals every card, round by round, a packet to each seat from the eldest', () => {
    fc.assert(
      fc.property(anySeed, fc.nat(3), packetsOption, (s, dealer, packets) => {
        const st = seeded({ dealer, packets }, s);
        const pack = cutPack(s, packets);
        const cut = tableDealOfSeed(beloteDeck, coincheTableRules(packets), s).cut;
        expect(cut >= 3 && cut <= 29).toBe(true);
        const want: number[][] = [[], [], [], []];
        let next = 0;
        for (const size of packets.split('-').map(Number))
          for (let i = 0; i < 4; i++) want[(dealer + 1 + i) % 4]!.push(...pack.slice(next, (next += size)));
        expect(next).toBe(32);
        // each hand is exactly its packets; together they hold every card once
        for (let seat = 0; seat < 4; seat++) expect(st.play.dealt.hands[seat]).toEqual(want[seat]);
        expect([0, 1, 2, 3].flatMap((seat) => handOf(st, seat)).sort((a, b) => a - b)).toEqual(
          [...beloteDeck.cards].sort((a, b) => a - b),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('a seeded table deal is the physical deal { order, cut } its seed draws; a bad cut is refused', () => {
    fc.assert(
      fc.property(anySeed, fc.nat(3), packetsOption, (s, dealer, packets) => {
        const drawn = tableDealOfSeed(beloteDeck, coincheTableRules(packets), s);
        const order = drawn.order.map((c) => beloteDeck.names.get(c)!);
        const physical = getOrThrow(coinche.setup({ dealer, packets }, { deal: { order, cut: drawn.cut } }));
        expect(physical).toEqual(seeded({ dealer, packets }, s));
      }),
      { numRuns: 25 },
    );
    const order = beloteDeck.cards.map((c) => beloteDeck.names.get(c)!);
    const bad = coinche.setup({}, { deal: { order, cut: 30 } });
    expect(bad._tag === 'Left' && bad.left.code).toBe('setup/bad-cut');
  });

  it('the same seed deals the same; the shuffle deals otherwise; the packets change the table deal', () => {
    fc.assert(
      fc.property(anySeed, (s) => {
        const table = seeded({}, s);
        expect(seeded({}, s)).toEqual(table);
        expect(getOrThrow(coinche.setup({}, { seed: s })).play.hands).not.toEqual(table.play.hands);
        expect(seeded({ packets: '4-4' }, s).play.hands).not.toEqual(table.play.hands);
      }),
      { numRuns: 25 },
    );
  });

  it('records name the table algorithm, replay and validate; another algorithm is refused', () => {
    for (const s of [3, 'ffffffffffffffffffffffffffffffff']) {
      const source = { seed: s, procedure: 'table' } as const;
      const start = getOrThrow(coinche.setup({ packets: '3-3-2' }, source));
      let state = start;
      const rng = createRng(8);
      const actions: string[] = [];
      while (coinche.actor(state) !== 'done') {
        const l = coinche.legal(state);
        const a = l[rng.below(l.length)]!;
        actions.push(coinche.codec.encode(a));
        state = coinche.applyUnchecked(state, a).state;
      }
      const record = makeRecord(coinche, start, source, actions, { result: coinche.result(state)! });
      expect(record.deal).toEqual({
        seed: s,
        algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM : TABLE_DEAL_ALGORITHM_128,
      });
      const r = getOrThrow(replay(JSON.parse(JSON.stringify(record)), [coinche]));
      expect(r.initial).toEqual(start);
      expect(r.state).toEqual(state);
      expect(validate(record, [coinche])._tag).toBe('Right');
      const otherKind = {
        ...record,
        deal: { seed: s, algorithm: typeof s === 'number' ? TABLE_DEAL_ALGORITHM_128 : TABLE_DEAL_ALGORITHM },
      };
      const bad = replay(otherKind, [coinche]);
      expect(bad._tag === 'Left' && bad.left.code).toBe('record/algorithm-mismatch');
    }
  });

  it('a match deals each deal at the table from its derived seed', () => {
    const m = getOrThrow(coincheMatch.setup({ packets: '2-3-3' }, { seed: 4, procedure: 'table' }));
    expect(m.current).toEqual(seeded({ packets: '2-3-3', dealer: 0 }, deriveSeed(4, 0)));
    let t = m;
    for (let i = 0; i < 4; i++) t = getOrThrow(coincheMatch.apply(t, { type: 'pass' })).state;
    expect(t.dealIndex).toBe(1);
    expect(t.current).toEqual(seeded({ packets: '2-3-3', dealer: t.dealer }, deriveSeed(4, 1)));
  });
});
