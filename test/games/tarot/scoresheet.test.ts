import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Either } from '../../../src/kernel/either.js';
import type { RuleError } from '../../../src/kernel/errors.js';
import { goulashScoreSheet } from '../../../src/games/goulash/scoresheet.js';
import { tarotScoreSheet, type TarotScoreSheetInput } from '../../../src/games/tarot/scoresheet.js';
import {
  CONTRACTS,
  POIGNEE_SIZES,
  scoreDeal,
  type Contract,
  type TarotDealFacts,
  type PoigneeSize,
} from '../../../src/games/tarot/scoring.js';
import { goulashScoreSheetVectors, tarotScoreSheetVectors } from '../../../src/vectors/tarot.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { createRng } from '../../../src/kernel/rng.js';

const codeOf = <A>(r: Either<RuleError, A>): string => (r._tag === 'Left' ? r.left.code : 'ok');
const ok = <A>(r: Either<RuleError, A>): A => {
  if (r._tag === 'Left') throw new Error(`expected a score, got ${r.left.code}: ${r.left.message}`);
  return r.right;
};

const sheet = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  players: 4,
  contract: 'garde',
  taker: 0,
  oudlers: 2,
  points: 49,
  ...over,
});

describe('tarotScoreSheet: valid sheets', () => {
  it('scores the FFT worked examples like scoreDeal (public units in, every seat out)', () => {
    const r = ok(tarotScoreSheet(sheet({ petitAuBout: 'taker', poignees: ['simple'] })));
    expect(r.scores).toEqual([318, -106, -106, -106]);
    expect(r.breakdown.marque).toBe(106);
    const chelem = ok(
      tarotScoreSheet(
        sheet({
          points: 87,
          petitAuBout: 'taker',
          poignees: [{ size: 'simple', seat: 0 }],
          chelemAnnounced: true,
          chelem: 'taker',
        }),
      ),
    );
    expect(chelem.scores).toEqual([1746, -582, -582, -582]);
  });

  it('defaults: no partner, no petit au bout, no poignée, no chelem', () => {
    const r = ok(tarotScoreSheet({ players: 3, contract: 'prise', taker: 2, oudlers: 2, points: 40.5 }));
    expect(r.breakdown).toMatchObject({
      points: 40.5,
      made: false,
      gap: 1,
      marque: -26,
      petitAuBout: 0,
      poignees: 0,
      chelem: 0,
    });
    expect(r.scores).toEqual([26, 26, -52]);
  });

  it('5 players with a partner and alone', () => {
    expect(ok(tarotScoreSheet(sheet({ players: 5, taker: 1, partner: 3, points: 41.5 }))).scores).toEqual([
      -52, 104, -52, 52, -52,
    ]);
    expect(ok(tarotScoreSheet(sheet({ players: 5, taker: 1, partner: null, points: 41.5 }))).scores).toEqual([
      -52, 208, -52, -52, -52,
    ]);
  });

  it('accepts the extreme deals the rules allow', () => {
    // Taker's chelem, the defence keeping its Excuse: 87 points, 2 oudlers (FFT p.8).
    expect(codeOf(tarotScoreSheet(sheet({ points: 87, chelem: 'taker' })))).toBe('ok');
    expect(codeOf(tarotScoreSheet(sheet({ points: 91, oudlers: 3, chelem: 'taker' })))).toBe('ok');
    // Defence chelem under garde: 4 queens and 2 knights in the écart, and the taker's own Excuse.
    expect(codeOf(tarotScoreSheet(sheet({ points: 23, oudlers: 1, chelem: 'defence' })))).toBe('ok');
    // Defence chelem under garde contre with nothing at all.
    expect(codeOf(tarotScoreSheet(sheet({ contract: 'garde-contre', points: 0, oudlers: 0, chelem: 'defence' })))).toBe(
      'ok',
    );
    // A defence chelem under garde sans keeps the chien, oudlers and all.
    expect(codeOf(tarotScoreSheet(sheet({ contract: 'garde-sans', points: 20, oudlers: 3, chelem: 'defence' })))).toBe(
      'ok',
    );
    // The Excuse changing camp on the last trick (option 'to-opponents'): a half point at 4
    // players, and 4.5 points for the taker's side after a defence chelem.
    expect(codeOf(tarotScoreSheet(sheet({ points: 45.5, excuseLastTrick: 'to-opponents' })))).toBe('ok');
    expect(
      codeOf(
        tarotScoreSheet(
          sheet({ players: 3, points: 23.5, oudlers: 1, chelem: 'defence', excuseLastTrick: 'to-opponents' }),
        ),
      ),
    ).toBe('ok');
    expect(codeOf(tarotScoreSheet(sheet({ players: 3, points: 23.5, oudlers: 1, chelem: 'defence' })))).toBe(
      'scoresheet/chelem-inconsistent',
    );
    // 5 players, 'to-opponents': the partner leads the last trick, the taker plays his Excuse to it,
    // his side wins it: a chelem, and the Excuse changes camp (86.5 points, 2 oudlers).
    const fiveChelem = { players: 5, partner: 2, points: 86.5, chelem: 'taker' };
    expect(codeOf(tarotScoreSheet(sheet({ ...fiveChelem, excuseLastTrick: 'to-opponents' })))).toBe('ok');
    expect(codeOf(tarotScoreSheet(sheet(fiveChelem)))).toBe('scoresheet/chelem-inconsistent');
    // Two poignées at 4 players (10 + 10 of 21 trumps); triple + simple at 5 players (13 + 8).
    expect(codeOf(tarotScoreSheet(sheet({ poignees: ['simple', 'simple'] })))).toBe('ok');
    expect(codeOf(tarotScoreSheet(sheet({ players: 5, poignees: ['triple', 'simple'] })))).toBe('ok');
  });
});

describe('tarotScoreSheet: every impossible input has its own code', () => {
  const cases: [string, string, unknown][] = [
    ['not an object', 'scoresheet/malformed', 'garde 49'],
    ['unknown field', 'scoresheet/malformed', sheet({ bonus: 10 })],
    ['points as a string', 'scoresheet/malformed', sheet({ points: '49' })],
    ['points not finite', 'scoresheet/malformed', sheet({ points: Number.NaN })],
    ['6 players', 'scoresheet/bad-players', sheet({ players: 6 })],
    ['2 players', 'scoresheet/bad-players', sheet({ players: 2 })],
    ['the abolished pousse', 'scoresheet/bad-contract', sheet({ contract: 'pousse' })],
    ['taker seat out of range', 'scoresheet/taker-invalid', sheet({ taker: 4 })],
    ['taker not a whole seat', 'scoresheet/taker-invalid', sheet({ taker: 1.5 })],
    ['a partner at 4 players', 'scoresheet/partner-invalid', sheet({ partner: 2 })],
    ['a partner at 3 players', 'scoresheet/partner-invalid', sheet({ players: 3, partner: 2 })],
    ['the partner is the taker', 'scoresheet/partner-invalid', sheet({ players: 5, partner: 0 })],
    ['partner seat out of range', 'scoresheet/partner-invalid', sheet({ players: 5, partner: 5 })],
    ['4 oudlers', 'scoresheet/oudlers-out-of-range', sheet({ oudlers: 4 })],
    ['negative oudlers', 'scoresheet/oudlers-out-of-range', sheet({ oudlers: -1 })],
    ['92 points', 'scoresheet/points-out-of-range', sheet({ points: 92 })],
    ['negative points', 'scoresheet/points-out-of-range', sheet({ points: -0.5 })],
    ['a quarter point', 'scoresheet/not-half-point', sheet({ players: 3, points: 45.25 })],
    ['a half point at 4 players (§9.4)', 'scoresheet/points-not-possible', sheet({ points: 45.5 })],
    [
      '3 oudlers are worth at least 13',
      'scoresheet/points-not-possible',
      sheet({ players: 3, oudlers: 3, points: 12.5 }),
    ],
    ['no oudler leaves at most 78', 'scoresheet/points-not-possible', sheet({ players: 5, oudlers: 0, points: 78.5 })],
    [
      'a prise keeps its écart: not 0',
      'scoresheet/points-not-possible',
      sheet({ contract: 'prise', oudlers: 0, points: 0, chelem: 'defence' }),
    ],
    ['a quadruple poignée', 'scoresheet/bad-poignee', sheet({ poignees: ['quadruple'] })],
    [
      'two simples at 3 players: 26 trumps',
      'scoresheet/bad-poignee',
      sheet({ players: 3, poignees: ['simple', 'simple'] }),
    ],
    ['simple + double at 4 players: 23 cards', 'scoresheet/bad-poignee', sheet({ poignees: ['simple', 'double'] })],
    [
      'more poignées than players',
      'scoresheet/bad-poignee',
      sheet({ players: 3, poignees: ['simple', 'simple', 'simple', 'simple'] }),
    ],
    [
      'two poignées by one seat',
      'scoresheet/bad-poignee',
      sheet({
        poignees: [
          { size: 'simple', seat: 1 },
          { size: 'simple', seat: 1 },
        ],
      }),
    ],
    ['a poignée by a seat out of range', 'scoresheet/bad-poignee', sheet({ poignees: [{ size: 'simple', seat: 4 }] })],
    [
      "petit au bout for a taker's side without oudler",
      'scoresheet/petit-au-bout-inconsistent',
      sheet({ oudlers: 0, points: 40, petitAuBout: 'taker' }),
    ],
    [
      'petit au bout for the defence, all 3 oudlers with the taker',
      'scoresheet/petit-au-bout-inconsistent',
      sheet({ oudlers: 3, petitAuBout: 'defence' }),
    ],
    ["a taker's chelem with 60 points", 'scoresheet/chelem-inconsistent', sheet({ points: 60, chelem: 'taker' })],
    [
      "a taker's chelem, the defence winning the petit au bout",
      'scoresheet/chelem-inconsistent',
      sheet({ points: 87, chelem: 'taker', petitAuBout: 'defence' }),
    ],
    [
      'a defence chelem, more points than the écart can hold',
      'scoresheet/chelem-inconsistent',
      sheet({ points: 24, oudlers: 1, chelem: 'defence' }),
    ],
    [
      'a defence chelem under garde contre with 10 points',
      'scoresheet/chelem-inconsistent',
      sheet({ contract: 'garde-contre', points: 10, oudlers: 1, chelem: 'defence' }),
    ],
    [
      'a defence chelem under garde with the 21',
      'scoresheet/chelem-inconsistent',
      sheet({ points: 20, oudlers: 2, chelem: 'defence' }),
    ],
    ['all 91 points without a chelem', 'scoresheet/chelem-inconsistent', sheet({ points: 91, oudlers: 3 })],
    [
      'no point without a defence chelem',
      'scoresheet/chelem-inconsistent',
      sheet({ contract: 'garde-contre', points: 0, oudlers: 0 }),
    ],
  ];
  it.each(cases)('%s → %s', (_name, code, input) => {
    const r = tarotScoreSheet(input);
    expect(codeOf(r)).toBe(code);
    if (r._tag === 'Left') expect(r.left.message.length).toBeGreaterThan(10);
  });

  it('an input that throws when read is malformed, not an exception', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    expect(codeOf(tarotScoreSheet(hostile))).toBe('scoresheet/malformed');
    expect(codeOf(goulashScoreSheet(hostile))).toBe('scoresheet/malformed');
  });

  it('each code above is exercised', () => {
    const codes = new Set(cases.map(([, code]) => code));
    expect([...codes].sort()).toEqual(
      [
        'scoresheet/malformed',
        'scoresheet/bad-players',
        'scoresheet/bad-contract',
        'scoresheet/taker-invalid',
        'scoresheet/partner-invalid',
        'scoresheet/oudlers-out-of-range',
        'scoresheet/points-out-of-range',
        'scoresheet/not-half-point',
        'scoresheet/points-not-possible',
        'scoresheet/bad-poignee',
        'scoresheet/petit-au-bout-inconsistent',
        'scoresheet/chelem-inconsistent',
      ].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// A counting model of a deal's end: every outcome a legal deal can reach is an outcome of this
// model (it ignores who holds what in play, so it reaches more), hence the sheet must accept all.

interface ModelCard {
  readonly v2: number;
  readonly oudler: boolean;
  readonly king: boolean;
  readonly trump: boolean;
  readonly excuse: boolean;
  readonly petit: boolean;
}
const DECK: readonly ModelCard[] = (() => {
  const cards: ModelCard[] = [];
  const card = (v2: number, extra: Partial<ModelCard> = {}): ModelCard => ({
    v2,
    oudler: false,
    king: false,
    trump: false,
    excuse: false,
    petit: false,
    ...extra,
  });
  cards.push(
    card(9, { oudler: true, excuse: true }),
    card(9, { oudler: true, trump: true, petit: true }),
    card(9, { oudler: true, trump: true }),
  );
  for (let t = 2; t <= 20; t++) cards.push(card(1, { trump: true }));
  for (let s = 0; s < 4; s++) {
    cards.push(card(9, { king: true }), card(7), card(5), card(3));
    for (let r = 1; r <= 10; r++) cards.push(card(1));
  }
  return cards;
})();

interface ModelChoices {
  readonly players: 3 | 4 | 5;
  readonly contract: Contract;
  readonly perm: readonly number[];
  readonly takerWinsPercent: number;
  readonly rolls: readonly number[];
  readonly excuseOwnerIsTaker: boolean;
  readonly taker: number;
  readonly partnerOffset: number | null;
  readonly chelemAnnounced: boolean;
  readonly poigneePicks: readonly number[];
  readonly excuseLastTrick: 'to-winner' | 'to-opponents';
  /** When the Excuse's side won every earlier trick and plays it last: led (chelem exception) or not. */
  readonly excuseLedLast: boolean;
}

const choicesArb: fc.Arbitrary<ModelChoices> = fc.record({
  players: fc.constantFrom<3 | 4 | 5>(3, 4, 5),
  contract: fc.constantFrom(...CONTRACTS),
  perm: fc.shuffledSubarray([...DECK.keys()], { minLength: DECK.length, maxLength: DECK.length }),
  takerWinsPercent: fc.oneof(fc.constantFrom(0, 100), fc.integer({ min: 0, max: 100 })),
  rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 24, maxLength: 24 }),
  excuseOwnerIsTaker: fc.boolean(),
  taker: fc.integer({ min: 0, max: 4 }),
  partnerOffset: fc.option(fc.integer({ min: 1, max: 4 })),
  chelemAnnounced: fc.boolean(),
  poigneePicks: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
  excuseLastTrick: fc.constantFrom<'to-winner' | 'to-opponents'>('to-winner', 'to-opponents'),
  excuseLedLast: fc.boolean(),
});

/** Plays the counting model and returns the facts a table would write down. */
function modelDeal(m: ModelChoices): TarotDealFacts & { readonly defence2: number; readonly defenceOudlers: number } {
  const n = m.players;
  const chienSize = n === 5 ? 3 : 6;
  const cards = m.perm.map((i) => DECK[i]!);
  const taker = m.taker % n;
  const partner = n === 5 && m.partnerOffset !== null ? (taker + m.partnerOffset) % n : null;
  // Poignées from hands cut from the same shuffle (seat by seat after the chien).
  const handSize = (78 - chienSize) / n;
  const poignees: PoigneeSize[] = [];
  for (let seat = 0; seat < n; seat++) {
    const hand = cards.slice(chienSize + seat * handSize, chienSize + (seat + 1) * handSize);
    const trumps = hand.filter((c) => c.trump).length;
    const excuse = hand.some((c) => c.excuse);
    const showable = (['triple', 'double', 'simple'] as const).filter((size) => {
      const need = POIGNEE_SIZES[n][size];
      return trumps >= need || (trumps === need - 1 && excuse);
    });
    const pick = m.poigneePicks[seat]!;
    if (pick < showable.length) poignees.push(showable[pick]!);
  }

  // Half points and cards per side: [defence, taker].
  const side2 = [0, 0];
  const sideCards: ModelCard[][] = [[], []];
  const give = (taker: boolean, c: ModelCard, v2 = c.v2) => {
    side2[taker ? 1 : 0]! += v2;
    sideCards[taker ? 1 : 0]!.push(c);
  };
  let pool = cards.slice(chienSize);
  const chien = cards.slice(0, chienSize);
  if (m.contract === 'prise' || m.contract === 'garde') {
    // The écart: any non-king, non-oudler cards of the taker's hand and the chien.
    const all = [...chien, ...pool];
    const ecart = all.filter((c) => !c.king && !c.oudler).slice(0, chienSize);
    pool = all.filter((c) => !ecart.includes(c));
    for (const c of ecart) give(true, c);
  } else for (const c of chien) give(m.contract === 'garde-sans', c);
  const tricks: ModelCard[][] = [];
  for (let i = 0; i < pool.length; i += n) tricks.push(pool.slice(i, i + n));
  const last = tricks.length - 1;
  const winners = tricks.map((_, i) => m.rolls[i]! < m.takerWinsPercent);
  const excuseTrick = tricks.findIndex((t) => t.some((c) => c.excuse));
  const owner = m.excuseOwnerIsTaker;
  let exchanged = false;
  let changesCamp = false;
  if (excuseTrick >= 0) {
    const othersAllOwner = winners.every((w, i) => i === excuseTrick || w === owner);
    // The chelem exception: led to the last trick by a side that won all the others, it wins it.
    // The winner of the penultimate trick leads: a lone taker who holds the Excuse leads it; a
    // defender (or at 5 players the taker or partner) may play it after a teammate's lead.
    const mustLead = owner && n < 5;
    if (excuseTrick === last && othersAllOwner && (m.excuseLedLast || mustLead)) winners[last] = owner;
    else if (excuseTrick === last) changesCamp = m.excuseLastTrick === 'to-opponents';
    else exchanged = winners[excuseTrick] !== owner;
  }
  for (const [i, t] of tricks.entries()) {
    for (const c of t) {
      if (c.excuse && changesCamp) give(!owner, c);
      else if (c.excuse && exchanged) {
        // The exchange: the owner's side 4, the trick's winners 0.5.
        give(owner, c, 8);
        side2[winners[i] ? 1 : 0]! += 1;
      } else give(winners[i]!, c);
    }
  }
  const taker2 = side2[1]!;
  const takerCards = sideCards[1]!;
  const chelem = winners.every((w) => w) ? 'taker' : winners.every((w) => !w) ? 'defence' : null;
  let petitAuBout: TarotDealFacts['petitAuBout'] = null;
  const petitTrick = tricks.findIndex((t) => t.some((c) => c.petit));
  const excuseLedLast = excuseTrick === last && chelem !== null;
  if (petitTrick === last || (excuseLedLast && petitTrick === last - 1))
    petitAuBout = winners[petitTrick] ? 'taker' : 'defence';
  return {
    players: n,
    contract: m.contract,
    taker,
    partner,
    oudlers: takerCards.filter((c) => c.oudler).length as TarotDealFacts['oudlers'],
    points2: taker2,
    petitAuBout,
    poignees,
    chelemAnnounced: m.chelemAnnounced,
    chelem,
    defence2: side2[0]!,
    defenceOudlers: sideCards[0]!.filter((c) => c.oudler).length,
  };
}

const toSheet = (
  f: TarotDealFacts,
  excuseLastTrick: 'to-winner' | 'to-opponents' = 'to-winner',
): TarotScoreSheetInput => ({
  players: f.players,
  contract: f.contract,
  taker: f.taker,
  partner: f.partner,
  oudlers: f.oudlers,
  points: f.points2 / 2,
  petitAuBout: f.petitAuBout,
  poignees: [...f.poignees],
  chelemAnnounced: f.chelemAnnounced,
  chelem: f.chelem,
  excuseLastTrick,
});

const anyInput = fc.oneof(
  fc.anything(),
  fc.record(
    {
      players: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), fc.string()),
      contract: fc.oneof(fc.constantFrom(...CONTRACTS), fc.string()),
      taker: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.double()),
      partner: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 6 }), fc.double()),
      oudlers: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.double()),
      points: fc.oneof(
        fc.integer({ min: -2, max: 190 }).map((x) => x / 2),
        fc.double(),
      ),
      petitAuBout: fc.constantFrom('taker', 'defence', null, 'both'),
      poignees: fc.array(
        fc.oneof(
          fc.constantFrom('simple', 'double', 'triple', 'x'),
          fc.record({ size: fc.string(), seat: fc.integer({ min: -1, max: 6 }) }),
        ),
      ),
      chelemAnnounced: fc.oneof(fc.boolean(), fc.integer()),
      chelem: fc.constantFrom('taker', 'defence', null, 'x'),
    },
    { requiredKeys: [] },
  ),
);

function checkProperties(runs: number): void {
  it('accepts every deal end of the counting model and scores it like scoreDeal', () => {
    fc.assert(
      fc.property(choicesArb, (m) => {
        const { defence2: _d, defenceOudlers: _o, ...facts } = modelDeal(m);
        expect(facts.points2 >= 0 && facts.points2 <= 182).toBe(true);
        const r = tarotScoreSheet(toSheet(facts, m.excuseLastTrick));
        if (r._tag === 'Left') throw new Error(`${r.left.code}: ${r.left.message} for ${JSON.stringify(facts)}`);
        expect(r.right).toEqual(scoreDeal(facts));
      }),
      { numRuns: runs },
    );
  });

  it('never throws, whatever the input; a Right always sums to zero', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const r = tarotScoreSheet(input);
        expect(['Left', 'Right']).toContain(r._tag);
        if (r._tag === 'Right') expect(r.right.scores.reduce((a, b) => a + b, 0)).toBe(0);
        else expect(r.left.code.startsWith('scoresheet/')).toBe(true);
        const g = goulashScoreSheet(input);
        expect(['Left', 'Right']).toContain(g._tag);
      }),
      { numRuns: runs },
    );
  });
}

describe('tarotScoreSheet properties', () => checkProperties(500));
describe.skipIf(!process.env.ATOUT_LONG)('tarotScoreSheet properties, long run (ATOUT_LONG)', () =>
  checkProperties(50_000),
);

describe('the counting model itself', () => {
  it('reaches chelems both ways, petit au bout both ways, poignées and the Excuse exception', () => {
    const seen = new Set<string>();
    for (const m of fc.sample(choicesArb, { numRuns: 400, seed: 7 })) {
      const f = modelDeal(m);
      seen
        .add(`chelem:${f.chelem}`)
        .add(`pab:${f.petitAuBout}`)
        .add(`poignees:${Math.min(f.poignees.length, 1)}`)
        .add(`oudlers:${f.oudlers}`);
      if (f.chelem === 'taker' && f.points2 === 174) seen.add('defence-excuse-kept');
    }
    expect([...seen].sort()).toEqual(
      [
        'chelem:defence',
        'chelem:null',
        'chelem:taker',
        'defence-excuse-kept',
        'oudlers:0',
        'oudlers:1',
        'oudlers:2',
        'oudlers:3',
        'pab:defence',
        'pab:null',
        'pab:taker',
        'poignees:0',
        'poignees:1',
      ].sort(),
    );
  });

  it('conserves the 91 points and the 3 oudlers; at 4 players the points are whole', () => {
    fc.assert(
      fc.property(choicesArb, (m) => {
        const f = modelDeal(m);
        expect(f.points2 + f.defence2).toBe(182);
        expect(f.oudlers + f.defenceOudlers).toBe(3);
        if (m.players === 4 && m.excuseLastTrick === 'to-winner') expect(f.points2 % 2).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('goulashScoreSheet', () => {
  it("the seeds' table, as a bare array or as { points }", () => {
    expect(ok(goulashScoreSheet([10, 20, 30, 31])).scores).toEqual([51, 11, -29, -33]);
    expect(ok(goulashScoreSheet({ points: [10, 20, 30, 31] })).scores).toEqual([51, 11, -29, -33]);
  });
  it('half points at 3 and 5 players', () => {
    expect(ok(goulashScoreSheet([0, 45.5, 45.5])).scores).toEqual([91, -45.5, -45.5]);
    expect(ok(goulashScoreSheet([10.5, 20, 20.5, 20, 20])).scores).toEqual([38.5, -9, -11.5, -9, -9]);
  });

  const cases: [string, string, unknown][] = [
    ['not a list', 'scoresheet/malformed', '10,20,30,31'],
    ['a total that is not a number', 'scoresheet/malformed', [10, '20', 30, 31]],
    ['an unknown field', 'scoresheet/malformed', { points: [10, 20, 30, 31], chien: 5 }],
    ['2 players', 'scoresheet/bad-players', [45.5, 45.5]],
    ['6 players', 'scoresheet/bad-players', [15, 15, 15, 15, 15, 16]],
    ['a negative total', 'scoresheet/negative-points', [-1, 30, 31, 31]],
    ['a quarter point', 'scoresheet/not-half-point', [10.25, 20, 30, 30.75]],
    ['a total of 90', 'scoresheet/total-not-91', [10, 20, 30, 30]],
  ];
  it.each(cases)('%s → %s', (_name, code, input) => {
    expect(codeOf(goulashScoreSheet(input))).toBe(code);
  });

  it('accepts every split of 91 in half points at 3–5 players, zero-sum', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 5 })
          .chain((n) => fc.array(fc.integer({ min: 0, max: 182 }), { minLength: n - 1, maxLength: n - 1 })),
        (cuts) => {
          const sorted = [0, ...[...cuts].sort((a, b) => a - b), 182];
          const points = sorted.slice(1).map((x, i) => (x - sorted[i]!) / 2);
          const r = ok(goulashScoreSheet(points));
          expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
    );
  });
});

describe('published score-sheet vectors (atout/vectors) agree with the score sheets', () => {
  const outcome = <A extends { scores: readonly number[] }>(r: Either<RuleError, A>) =>
    r._tag === 'Left' ? { code: r.left.code } : { scores: r.right.scores };
  it.each(tarotScoreSheetVectors.map((v) => [v.name, v] as const))('tarot: %s', (_name, v) => {
    expect(outcome(tarotScoreSheet(v.input))).toEqual(v.expect);
  });
  it.each(goulashScoreSheetVectors.map((v) => [v.name, v] as const))('goulash: %s', (_name, v) => {
    expect(outcome(goulashScoreSheet(v.input))).toEqual(v.expect);
  });
});

describe('the score sheet accepts every deal the tarot ruleset plays', () => {
  // Random legal play (bids biased towards taking), both excuseLastTrick values: the facts of each
  // finished deal, written on a sheet, are accepted and scored exactly as the engine scored them.
  const deals = process.env.ATOUT_LONG ? 2000 : 12;
  it.each([3, 4, 5] as const)('%i players', (players) => {
    let scored = 0;
    for (let seed = 1; seed <= deals; seed++) {
      for (const excuseLastTrick of ['to-winner', 'to-opponents'] as const) {
        const setup = tarot.setup({ players, excuseLastTrick, dealer: seed % players }, { seed });
        if (setup._tag === 'Left') throw new Error(setup.left.message);
        let s = setup.right;
        const rng = createRng(seed * 31 + players);
        while (tarot.actor(s) !== 'done') {
          const legal = tarot.legal(s);
          const takes = legal.filter((a) => a.type === 'bid' && tarot.codec.encode(a) !== 'bid:pass');
          const pool = takes.length > 0 ? takes : legal;
          s = tarot.applyUnchecked(s, pool[rng.below(pool.length)]!).state;
        }
        const r = tarot.result(s);
        if (r === undefined || r.annulled || r.mode !== 'classic') continue;
        scored++;
        const out = tarotScoreSheet(toSheet(r.facts, excuseLastTrick));
        if (out._tag === 'Left')
          throw new Error(`${out.left.code}: ${out.left.message} for ${JSON.stringify(r.facts)}`);
        expect(out.right.scores).toEqual(r.scores);
      }
    }
    expect(scored).toBeGreaterThan(deals);
  });
});
