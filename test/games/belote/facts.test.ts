/**
 * Belote positions from facts: the facts read off random dealt states rebuild states with the same
 * legal actions, views (but for the history) and results after the same random continuation; a
 * hand-written mid-trick position is accepted, its belote call replayed, and perft from it to the
 * end agrees with the naive move generator; each inconsistency is refused with its own code; a
 * record whose source is a position replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belote, type BeloteOptionsInput, type BeloteState } from '../../../src/games/belote/index.js';
import { BELOTE_ERROR_CODES } from '../../../src/games/belote/step.js';
import { beloteFactsOf, stateFromFacts, type BelotePositionFacts } from '../../../src/games/belote/facts.js';
import { createRng, deepEqual, deriveSeed, getOrThrow, isLeft } from '../../../src/kernel/index.js';
import { makeRecord, replay, validate, type AnyRuleset } from '../../../src/record/index.js';
import { countToEnd, perft } from '../../../src/oracle/index.js';
import { naiveBeloteLegal } from './naive.js';

const DECK = [...belote.traits.deck.names.values()];

/**
 * Dealer 3 (seat 0 is eldest), hearts trump taken by seat 1, the turned card 7H. Five tricks are won
 * (team 0: three, team 1: two); seat 2 led 10C, seat 3 played KC; seat 0 to play. Seat 0 said
 * belote with the queen of trump and holds the king.
 */
const HANDS = [
  ['KH', '7S', '7C'],
  ['JH', '10D', '8C'],
  ['9S', 'AD'],
  ['7H', 'QD'],
];
const TRICK = [
  { seat: 2, card: '10C' },
  { seat: 3, card: 'KC' },
];
const rest = DECK.filter((c) => !HANDS.flat().includes(c) && !TRICK.some((t) => t.card === c) && c !== 'QH');
const MID: BelotePositionFacts = {
  hands: HANDS,
  trump: 'H',
  taker: 3,
  turned: '7H',
  calls: ['belote', null, null, null],
  won: [[...rest.slice(0, 11), 'QH'], rest.slice(11)],
  trick: TRICK,
  toAct: 0,
};
const OPTIONS = { dealer: 3 } as const;
const setup = (facts: unknown, options: BeloteOptionsInput = OPTIONS) => belote.setup(options, { position: facts });

function naiveCount(s: BeloteState, depth: number): number {
  if (depth === 0 || belote.actor(s) === 'done') return 1;
  let n = 0;
  for (const text of naiveBeloteLegal(s))
    n += naiveCount(belote.applyUnchecked(s, getOrThrow(belote.codec.decode(text))).state, depth - 1);
  return n;
}

describe('a mid-trick position', () => {
  it('is accepted: the belote said, the rebelote to come; perft to the end agrees with the naive generator', () => {
    const s = getOrThrow(setup(MID));
    expect(belote.actor(s)).toBe(0);
    expect(belote.legal(s).map(belote.codec.encode)).toEqual(['play:7C']);
    const nodes = perft(belote, s, 12).nodes;
    expect(nodes).toBe(BigInt(naiveCount(s, 12)));
    expect(countToEnd(belote, s)).toBe(nodes);
    const rebelote = (t: BeloteState): boolean =>
      belote
        .legal(t)
        .some((a) => belote.codec.encode(a) === 'play:KH+rebelote' || rebelote(belote.applyUnchecked(t, a).state));
    expect(rebelote(s)).toBe(true);
    expect(belote.view(s, 1).hand).toEqual(['JH', '10D', '8C']);
    expect(belote.view(s, 1).turned).toBe('7H');
  });

  it('a call made with the card of the trick in progress is replayed with it', () => {
    // Seat 2 led the queen of trump with belote; seat 2 holds the king.
    const hands = [
      ['KS', '7S', '7C'],
      ['JH', '10D', '8C'],
      ['KH', '9S'],
      ['7H', 'QD', '9C'],
    ];
    const trick = [{ seat: 2, card: 'QH' }];
    const others = DECK.filter((c) => !hands.flat().includes(c) && c !== 'QH');
    const facts = {
      ...MID,
      hands,
      trick,
      calls: [null, null, 'belote', null],
      won: [others.slice(0, 12), others.slice(12)],
      toAct: 3,
      taker: 3,
    };
    const s = getOrThrow(setup(facts));
    expect(s.calls).toEqual([0, 0, 1, 0]);
    expect(getOrThrow(beloteFactsOf(s))).toMatchObject({ calls: [null, null, 'belote', null] });
  });
});

/** `MID` with some fields replaced. */
const withFacts = (c: Partial<Record<keyof BelotePositionFacts, unknown>>): unknown => ({ ...MID, ...c });

describe('inconsistent facts are refused, each with its code', () => {
  const cases: [string, unknown, string, BeloteOptionsInput?][] = [
    ['position/malformed', { ...MID, hands: [[], []] }, 'hands of 2 seats'],
    ['notation/bad-card', withFacts({ hands: [['KH', '7S', '6C'], ...HANDS.slice(1)] }), 'a card of no Belote deck'],
    ['position/card-twice', withFacts({ hands: [['KH', '7S', 'JH'], ...HANDS.slice(1)] }), 'JH in two hands'],
    ['position/card-missing', withFacts({ won: [MID.won[0].slice(1), MID.won[1]] }), 'a card in no place'],
    ['position/cards-won', withFacts({ won: [MID.won[0].slice(0, 11), [...MID.won[1], 'QH']] }), 'eleven cards won'],
    ['position/turn', withFacts({ toAct: 1 }), 'seat 1 to act after seats 2 and 3'],
    ['position/contract', withFacts({ turned: 'AD' }), 'the turned card in a defender’s hand'],
    ['position/declaration', withFacts({ announcements: [[], [], [], []] }), 'announcements without the option'],
    ['position/bella', withFacts({ calls: [null, 'belote', null, null] }), 'belote said by a seat without the pair'],
    ['position/bella', withFacts({ calls: ['rebelote', null, null, null] }), 'rebelote with the king still held'],
    ['position/void', withFacts({ voids: [[], [], [], ['H']] }), 'seat 3 void in hearts holds 7H'],
    ['position/trump-ceiling', withFacts({ trumpCeiling: [null, 'AH', null, null] }), 'seat 1 below AH holds JH'],
    [
      'position/illegal',
      withFacts({
        hands: [
          ['KH', '7S', '7C'],
          ['JH', '10D', '8C'],
          ['9S', 'AD'],
          ['7H', 'KC'],
        ],
        trick: [TRICK[0], { seat: 3, card: 'QD' }],
      }),
      'seat 3 discarded QD holding KC',
    ],
    [
      'position/declaration',
      withFacts({ announcements: [[], ['run3-KD'], [], []] }),
      'a sequence whose QD seat 3 holds',
      { dealer: 3, announcements: true },
    ],
  ];
  for (const [code, facts, why, options] of cases)
    it(`${code}: ${why}`, () => {
      const r = setup(facts, options);
      if (!isLeft(r)) throw new Error('accepted');
      expect(r.left.code).toBe(code);
    });

  it("each code is one of the ruleset's", () => {
    for (const [code] of cases) expect(BELOTE_ERROR_CODES).toContain(code);
  });
});

/** A random state of the announcements or the card play, reached by random legal actions from a seeded deal. */
function randomPlayState(options: BeloteOptionsInput, seed: number, depth: number): BeloteState | undefined {
  let s = getOrThrow(belote.setup(options, { seed }));
  const rng = createRng(deriveSeed(seed, 11));
  // Take at once, so that the deal is played.
  s = belote.applyUnchecked(
    s,
    belote.legal(s).find((a) => a.type === 'take')!,
  ).state;
  let steps = 0;
  while (belote.actor(s) !== 'done' && steps++ < depth) {
    const legal = belote.legal(s);
    s = belote.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s.phase === 'play' || s.phase === 'announce' ? s : undefined;
}

/** A view without the history a position does not keep (what was said, the finished tricks). */
const present = (s: BeloteState, seat: number | 'spectator') => {
  const { speech: _speech, tricks: _tricks, ...rest } = belote.view(s, seat);
  return rest;
};

describe('facts read off a dealt state rebuild it', () => {
  it('the same facts, legal actions, views and result after the same random continuation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BeloteOptionsInput>(
          {},
          { dealer: 2, undertrump: 'optional', partnerException: 'off' },
          { announcements: true, announcementTiming: 'before-first-trick' },
          { announcements: true, sharedCards: true, partnerException: 'overtrump-if-trumping' },
        ),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 36 }),
        (options, seed, depth) => {
          const dealt = randomPlayState(options, seed, depth);
          if (dealt === undefined) return;
          const facts = getOrThrow(beloteFactsOf(dealt));
          let a = dealt;
          let b = getOrThrow(stateFromFacts(dealt.options, facts));
          expect(getOrThrow(beloteFactsOf(b))).toEqual(facts);
          for (const seat of [0, 1, 2, 3, 'spectator'] as const) expect(present(b, seat)).toEqual(present(a, seat));
          const rng = createRng(deriveSeed(seed, 3));
          while (belote.actor(a) !== 'done') {
            const legal = belote.legal(a);
            if (!deepEqual(legal, belote.legal(b))) expect(belote.legal(b)).toEqual(legal);
            const x = legal[rng.below(legal.length)]!;
            a = getOrThrow(belote.apply(a, x)).state;
            b = getOrThrow(belote.apply(b, x)).state;
          }
          expect(belote.result(b)).toEqual(belote.result(a));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a record whose source is a position', () => {
  it('replays and validates; a state that began at a position has no deal to rebuild', () => {
    const start = getOrThrow(setup(MID));
    const rng = createRng(9);
    const actions: string[] = [];
    let s = start;
    while (belote.actor(s) !== 'done') {
      const legal = belote.legal(s);
      const a = legal[rng.below(legal.length)]!;
      actions.push(belote.codec.encode(a));
      s = getOrThrow(belote.apply(s, a)).state;
    }
    const record = makeRecord(belote, start, { position: MID }, actions, { result: belote.result(s)! });
    const replayed = getOrThrow(replay(record, [belote as unknown as AnyRuleset]));
    expect(replayed.state).toEqual(s);
    expect(isLeft(validate(record, [belote as unknown as AnyRuleset]))).toBe(false);
    const h = belote.history!(start);
    expect(isLeft(h) && h.left.code).toBe('position/no-history');
  });
});
