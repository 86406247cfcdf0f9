/**
 * Tarabish positions from facts: a hand-written mid-trick position is accepted and perft from it to
 * the end agrees with the naive counter; each inconsistency is refused with its own code; and the
 * facts read off random dealt states rebuild states with the same legal actions, views (but for the
 * history) and results after the same random continuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabish, type TarabishOptionsInput, type TarabishState } from '../../../src/games/tarabish/index.js';
import { TARABISH_ERROR_CODES } from '../../../src/games/tarabish/step.js';
import { stateFromFacts, tarabishFactsOf, type TarabishPositionFacts } from '../../../src/games/tarabish/facts.js';
import { createRng, deepEqual, deriveSeed, getOrThrow, isLeft, right } from '../../../src/kernel/index.js';
import { deserialize, makeRecord, replay, serialize, validate, type AnyRuleset } from '../../../src/record/index.js';
import { countToEnd, perft } from '../../../src/oracle/index.js';
import { playoutByApi } from '../../../src/oracle/playout.js';
import { playout } from '../../../src/games/playouts.js';
import { naiveTarabishLegal } from './naive.js';

const DECK = [...tarabish.traits.deck.names.values()];

/**
 * Auction preset, dealer 3 (seat 0 is eldest), hearts trump bid 70 by seat 1. Six tricks are won
 * (team 0: four, team 1: two); seat 2 led 10C, seat 3 played KC; seat 0 to play. Seat 0 played the
 * queen of trump earlier and holds the king: it may call bella. Seat 1 declared a run 10-J-Q of spades.
 */
const HANDS = [
  ['KH', '7S', '7C'],
  ['JH', '10D', '8C'],
  ['9S', 'AD'],
  ['6H', 'QD'],
];
const TRICK = [
  { seat: 2, card: '10C' },
  { seat: 3, card: 'KC' },
];
const rest = DECK.filter((c) => !HANDS.flat().includes(c) && !TRICK.some((t) => t.card === c));
const MID: TarabishPositionFacts = {
  hands: HANDS,
  trump: 'H',
  contract: { seat: 1, bid: 70 },
  declarations: [[], ['run3-QS'], [], []],
  bella: { seat: 0, called: false },
  won: [rest.slice(0, 16), rest.slice(16)],
  trick: TRICK,
  toAct: 0,
};
const OPTIONS = { preset: 'auction', dealer: 3 } as const;

const setup = (facts: unknown, options: TarabishOptionsInput = OPTIONS) => tarabish.setup(options, { position: facts });

function naiveCount(s: TarabishState, depth: number): number {
  if (depth === 0 || tarabish.actor(s) === 'done') return 1;
  let n = 0;
  for (const text of naiveTarabishLegal(s))
    n += naiveCount(tarabish.applyUnchecked(s, getOrThrow(tarabish.codec.decode(text))).state, depth - 1);
  return n;
}

describe('a mid-trick position', () => {
  it('is accepted, and perft to the end agrees with the naive counter', () => {
    const s = getOrThrow(setup(MID));
    expect(tarabish.actor(s)).toBe(0);
    expect(tarabish.legal(s).map(tarabish.codec.encode)).toEqual(['play:7C']);
    const nodes = perft(tarabish, s, 10).nodes;
    expect(nodes).toBe(BigInt(naiveCount(s, 10)));
    expect(nodes).toBeGreaterThan(1n);
    expect(countToEnd(tarabish, s)).toBe(nodes);
    // Seat 0 may call bella with the king of trump (the queen was played before the position).
    const bellaSomewhere = (t: TarabishState): boolean =>
      tarabish
        .legal(t)
        .some(
          (a) => tarabish.codec.encode(a) === 'play:KH+bella' || bellaSomewhere(tarabish.applyUnchecked(t, a).state),
        );
    expect(bellaSomewhere(s)).toBe(true);
  });

  it('plays out to a result, by the playout and its fast path alike', () => {
    const s = getOrThrow(setup(MID));
    for (let seed = 0; seed < 20; seed++) {
      const r = playout(tarabish, s, createRng(seed));
      expect(r.cardPoints[0] + r.cardPoints[1]).toBe(tarabish.traits.cardPointTotal(s.options));
      expect(r).toEqual(playoutByApi(tarabish, s, createRng(seed)));
    }
    expect(tarabish.view(s, 1).hands).toBeNull();
  });
});

/** `MID` with some fields replaced. */
const withFacts = (c: Partial<Record<keyof TarabishPositionFacts, unknown>>): unknown => ({ ...MID, ...c });

describe('inconsistent facts are refused, each with its code', () => {
  const cases: [string, unknown, string, TarabishOptionsInput?][] = [
    ['position/malformed', { ...MID, hands: [[], []] }, 'hands of 2 seats'],
    ['notation/bad-card', withFacts({ hands: [['KH', '7S', 'XX'], ...HANDS.slice(1)] }), 'a card that does not exist'],
    ['position/card-twice', withFacts({ hands: [['KH', '7S', 'JH'], ...HANDS.slice(1)] }), 'JH in two hands'],
    ['position/card-missing', withFacts({ won: [MID.won[0].slice(1), MID.won[1]] }), 'a card in no place'],
    [
      'position/cards-won',
      withFacts({ won: [MID.won[0].slice(0, 15), [...MID.won[1], MID.won[0][15]!]] }),
      'fifteen cards won by team 0',
    ],
    [
      'position/hand-size',
      withFacts({
        hands: [
          [...HANDS[0]!, ...MID.won[0].slice(0, 2)],
          [...HANDS[1]!, ...MID.won[0].slice(2, 4)],
          ...HANDS.slice(2),
        ],
        won: [MID.won[0].slice(4), MID.won[1]],
      }),
      'five cards held by seat 0 with five tricks played',
    ],
    ['position/turn', withFacts({ toAct: 1 }), 'seat 1 to act after seats 2 and 3'],
    ['position/contract', withFacts({ contract: { seat: 1, bid: 75 } }), 'a bid of 75'],
    ['position/declaration', withFacts({ declarations: [[], ['run3-KD'], [], []] }), 'a run whose QD seat 3 holds'],
    ['position/bella', withFacts({ bella: { seat: 1, called: false } }), 'bella for a seat without the king of trump'],
    ['position/void', withFacts({ voids: [[], [], [], ['H']] }), 'seat 3 void in hearts holds 6H'],
    ['position/trump-ceiling', withFacts({ trumpCeiling: [null, 'AH', null, null] }), 'seat 1 below AH holds JH'],
    [
      'position/illegal',
      withFacts({
        hands: [
          ['KH', '7S', '7C'],
          ['JH', '10D', '8C'],
          ['9S', 'AD'],
          ['6H', 'KC'],
        ],
        trick: [TRICK[0], { seat: 3, card: 'QD' }],
      }),
      'seat 3 discarded QD holding KC',
    ],
  ];
  for (const [code, facts, why] of cases)
    it(`${code}: ${why}`, () => {
      const r = setup(facts);
      if (!isLeft(r)) throw new Error('accepted');
      expect(r.left.code).toBe(code);
    });

  it("each code is one of the ruleset's", () => {
    for (const [code] of cases) expect(TARABISH_ERROR_CODES).toContain(code);
  });
});

/** A random state of the declarations or the card play, reached by random legal actions from a seeded deal. */
function randomPlayState(options: TarabishOptionsInput, seed: number, depth: number): TarabishState | undefined {
  let s = getOrThrow(tarabish.setup(options, { seed }));
  const rng = createRng(deriveSeed(seed, 11));
  // Bid or call at once, so that the hand is played.
  const first = tarabish.legal(s).find((a) => a.type === 'bid' || a.type === 'call')!;
  s = tarabish.applyUnchecked(s, first).state;
  let steps = 0;
  while (tarabish.actor(s) !== 'done' && (s.phase !== 'play' && s.phase !== 'declare' ? true : steps++ < depth)) {
    const legal = tarabish.legal(s);
    s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s.phase === 'play' || s.phase === 'declare' ? s : undefined;
}

/** Deep equality, fast when it holds (vitest's diff only on a failure). */
function same(x: unknown, y: unknown): void {
  if (!deepEqual(x, y)) expect(x).toEqual(y);
}

/** A view without the history a position does not keep (what was said, the finished tricks). */
const present = (s: TarabishState, seat: number | 'spectator') => {
  const { speech: _speech, tricks: _tricks, ...rest } = tarabish.view(s, seat);
  return rest;
};

describe('facts read off a dealt state rebuild it', () => {
  it('the same legal actions, views and result after the same random continuation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TarabishOptionsInput>(
          { preset: 'auction' },
          { preset: 'traditional' },
          { preset: 'auction', noTrump: true, partnerException: true, dealer: 2 },
        ),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 40 }),
        (options, seed, depth) => {
          const dealt = randomPlayState(options, seed, depth);
          if (dealt === undefined) return;
          const facts = getOrThrow(tarabishFactsOf(dealt));
          let a = dealt;
          let b = getOrThrow(stateFromFacts(dealt.options, facts));
          expect(getOrThrow(tarabishFactsOf(b))).toEqual(facts);
          for (const seat of [0, 1, 2, 3, 'spectator'] as const) expect(present(b, seat)).toEqual(present(a, seat));
          // The fast playout plays the position as the API does.
          same(playout(tarabish, b, createRng(seed)), playoutByApi(tarabish, b, createRng(seed)));
          const rng = createRng(deriveSeed(seed, 3));
          while (tarabish.actor(a) !== 'done') {
            const legal = tarabish.legal(a);
            if (!deepEqual(legal, tarabish.legal(b))) expect(tarabish.legal(b)).toEqual(legal);
            const x = legal[rng.below(legal.length)]!;
            a = getOrThrow(tarabish.apply(a, x)).state;
            b = getOrThrow(tarabish.apply(b, x)).state;
          }
          expect(tarabish.result(b)).toEqual(tarabish.result(a));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a record whose source is a position', () => {
  it('replays, validates and round-trips through a save', () => {
    const start = getOrThrow(setup(MID));
    const rng = createRng(9);
    const actions: string[] = [];
    let s = start;
    let mid: { state: TarabishState; actions: string[] } | undefined;
    while (tarabish.actor(s) !== 'done') {
      const legal = tarabish.legal(s);
      const a = legal[rng.below(legal.length)]!;
      actions.push(tarabish.codec.encode(a));
      s = getOrThrow(tarabish.apply(s, a)).state;
      if (actions.length === 5) mid = { state: s, actions: actions.slice() };
    }
    const record = makeRecord(tarabish, start, { position: MID }, actions, { result: tarabish.result(s)! });
    expect(record.deal).toEqual({ position: JSON.parse(JSON.stringify(MID)) });
    const replayed = getOrThrow(replay(record, [tarabish as unknown as AnyRuleset]));
    expect(replayed.state).toEqual(s);
    expect(isLeft(validate(record, [tarabish as unknown as AnyRuleset]))).toBe(false);
    // A save mid-hand resumes by replaying from the position.
    const text = serialize(tarabish, { state: mid!.state, source: { position: MID }, actions: mid!.actions });
    const resumed = getOrThrow(deserialize(tarabish, text));
    expect(resumed.state).toEqual(mid!.state);
    expect(deserialize(tarabish, serialize(tarabish, resumed.game))).toEqual(right(resumed));
    // A state that began at a position has no deal to rebuild.
    const h = tarabish.history!(mid!.state);
    expect(isLeft(h) && h.left.code).toBe('position/no-history');
  });
});

describe('bella in positions from facts', () => {
  it('hands where one seat holds every king and queen: the facts at each card rebuild the same legal actions and view', () => {
    const deck = tarabish.traits.deck;
    const honours = [...deck.names.values()].filter((c) => c.startsWith('K') || c.startsWith('Q'));
    let called = 0;
    for (let g = 0; g < 8; g++) {
      const rng = createRng(deriveSeed(31, g));
      const rest = DECK.filter((c) => !honours.includes(c));
      for (let i = rest.length - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        [rest[i], rest[j]] = [rest[j]!, rest[i]!];
      }
      const rich = g % 4;
      const deal = [0, 1, 2, 3].map((p) => (p === rich ? [...honours, rest.pop()!] : rest.splice(0, 9)));
      let s = getOrThrow(tarabish.setup(g % 2 === 1 ? { preset: 'traditional' } : {}, { deal }));
      while (tarabish.actor(s) !== 'done') {
        if (s.phase === 'play') {
          const b = getOrThrow(stateFromFacts(s.options, getOrThrow(tarabishFactsOf(s))));
          same(tarabish.legal(b), tarabish.legal(s));
          same(present(b, rich), present(s, rich));
        }
        const legal = tarabish.legal(s);
        const a = legal.find((x) => x.type === 'play' && x.bella) ?? legal[rng.below(legal.length)]!;
        if (a.type === 'play' && a.bella) called++;
        s = tarabish.applyUnchecked(s, a).state;
      }
    }
    expect(called).toBeGreaterThan(4);
  });
});

describe('changed facts', () => {
  it('never throw, and every refusal has a code of the ruleset', () => {
    const cards = fc.constantFrom(...DECK, 'XX', '');
    const seat = fc.integer({ min: -1, max: 4 });
    const field = fc.oneof(
      fc.record({ hands: fc.array(fc.array(cards, { maxLength: 4 }), { minLength: 4, maxLength: 4 }) }),
      fc.record({ won: fc.tuple(fc.array(cards, { maxLength: 20 }), fc.array(cards, { maxLength: 20 })) }),
      fc.record({ trick: fc.array(fc.record({ seat, card: cards }), { maxLength: 4 }) }),
      fc.record({ toAct: seat }),
      fc.record({ trump: fc.constantFrom('S', 'H', 'D', 'C', 'no-trump', 'X') }),
      fc.record({ contract: fc.record({ seat, bid: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 400 })) }) }),
      fc.record({
        declarations: fc.array(
          fc.oneof(
            fc.constant(null),
            fc.array(fc.constantFrom('run3-QS', 'run4-AS', 'four-J', 'four-6', 'run3-KD', 'x')),
          ),
          { minLength: 4, maxLength: 4 },
        ),
      }),
      fc.record({ bella: fc.oneof(fc.constant(null), fc.record({ seat, called: fc.boolean() })) }),
      fc.record({ voids: fc.array(fc.array(fc.constantFrom('S', 'H', 'D', 'C')), { minLength: 4, maxLength: 4 }) }),
      fc.record({ trumpCeiling: fc.array(fc.oneof(fc.constant(null), cards), { minLength: 4, maxLength: 4 }) }),
      fc.record({ extra: fc.jsonValue() }),
    );
    const options = fc.constantFrom<TarabishOptionsInput>(
      OPTIONS,
      { preset: 'traditional', dealer: 3 },
      { noTrump: true, dealer: 3 },
    );
    fc.assert(
      fc.property(options, fc.array(field, { minLength: 1, maxLength: 3 }), (o, changes) => {
        const facts = Object.assign({}, MID, ...changes) as unknown;
        const r = setup(facts, o);
        if (isLeft(r)) expect(TARABISH_ERROR_CODES).toContain(r.left.code);
      }),
      { numRuns: 300 },
    );
  });
});
