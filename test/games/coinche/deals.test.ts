/**
 * Whole Coinche deals from explicit hands (docs/rules/coinche.md), card by card: the worked
 * examples 1 (made, rounding), 2 (coinched and failed, surcoinched), 3 and 4 (capots, bid or not,
 * coinched or surcoinched; a capot bid failed by one trick), 5 (coinched and made, the defence
 * keeping its belote; the same deal not coinched, not reached), 6 (a tie, failed or held), 7 and 8
 * (announcements: the defence's beating a reached bid, the takers' over the defence's);
 * belote-rebelote on top of a capot, the deal passed out, the options the ruleset does not play
 * yet, and the contrée's card-play rule: no undertrump by default.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import type { CoincheAction, CoincheEvent, CoincheState } from '../../../src/games/coinche/state.js';

const suit = (s: string): string[] => ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => r + s);

/** Applies action strings, then plays the deal out: `pick` names a seat's play, else the first legal play with no call. */
function playOut(
  options: CoincheRulesOptionsInput,
  hands: string[][],
  calls: readonly string[],
  pick: (s: CoincheState, legal: readonly string[]) => string | undefined = () => undefined,
): { state: CoincheState; events: CoincheEvent[] } {
  let state = getOrThrow(coinche.setup(options, { deal: { hands } }));
  const events: CoincheEvent[] = [];
  const step = (text: string): void => {
    const r = getOrThrow(coinche.apply(state, getOrThrow(coinche.codec.decode(text)) as CoincheAction));
    state = r.state;
    events.push(...r.events);
  };
  for (const c of calls) step(c);
  while (coinche.actor(state) !== 'done') {
    const legal = coinche.legal(state).map(coinche.codec.encode);
    step(pick(state, legal) ?? legal.find((a) => !a.includes('+'))!);
  }
  return { state, events };
}

describe('worked examples as whole deals', () => {
  // Dealer seat 2: seat 3, the eldest, holds every club; the others a suit each.
  const capotHands = (): string[][] => [suit('S'), suit('H'), suit('D'), suit('C')];

  it('example 3: capot clubs bid by seat 3 and made: 252 + 250 = 502 → 500, team 0 nothing', () => {
    const { state, events } = playOut({ dealer: 2 }, capotHands(), ['capot:C', 'pass', 'pass', 'pass']);
    const r = coinche.result(state)!;
    expect(r.contract).toMatchObject({ taker: 3, side: 1, bid: 'capot', strain: 'C', multiplier: 1 });
    expect(r.outcome).toBe('made');
    expect(r.totals).toEqual([0, 252]);
    expect(r.teamScores).toEqual([0, 500]);
    expect(r.scores).toEqual([0, 500, 0, 500]);
    expect(events.at(-1)).toEqual({ type: 'deal-over', audience: 'all', scores: [0, 500] });
    // with capotBid: 500, 252 + 500 = 752 → 750
    const big = playOut({ dealer: 2, capotBid: 500 }, capotHands(), ['capot:C', 'pass', 'pass', 'pass']);
    expect(coinche.result(big.state)!.teamScores).toEqual([0, 750]);
  });

  it('example 3 with belote and rebelote called: 252 + 20 + 250 = 522 → 520', () => {
    const { state } = playOut({ dealer: 2 }, capotHands(), ['capot:C', 'pass', 'pass', 'pass'], (_s, legal) =>
      legal.find((a) => a.endsWith('+belote') || a.endsWith('+rebelote')),
    );
    expect(state.play.calls[3]).toBe(2);
    expect(coinche.result(state)!.teamScores).toEqual([0, 520]);
  });

  it('example 3, team 0 winning one trick: the capot bid fails, team 0 160 + 250 = 410', () => {
    // seat 3 holds the 7 of hearts for the ace of clubs, which seat 0 holds with the ace of hearts
    const hands = [
      [...suit('S').slice(2), 'AH', 'AC'],
      [...suit('H').slice(1, 7), '7S', '8S'],
      suit('D'),
      [...suit('C').slice(0, 7), '7H'],
    ];
    const { state } = playOut({ dealer: 2 }, hands, ['capot:C', 'pass', 'pass', 'pass']);
    const r = coinche.result(state)!;
    expect(r.outcome).toBe('failed');
    expect(r.teamScores).toEqual([410, 0]);
  });

  it('example 4: 110 diamonds coinched, all eight tricks to the takers: (250 + 110) × 2 = 720', () => {
    // Dealer seat 3: seat 0, the eldest, holds every diamond.
    const hands = [suit('D'), suit('S'), suit('H'), suit('C')];
    const { state } = playOut({ dealer: 3 }, hands, ['bid:110D', 'coinche', 'pass', 'pass', 'pass']);
    const r = coinche.result(state)!;
    expect(r.contract).toMatchObject({ taker: 0, bid: 110, strain: 'D', multiplier: 2, coinche: 1 });
    expect(r.teamScores).toEqual([720, 0]);
    // surcoinched by seat 0's partner: × 4 = 1440; × 3 with surcoincheMultiplier: 3
    const sur = playOut({ dealer: 3 }, hands, ['bid:110D', 'coinche', 'surcoinche']);
    expect(coinche.result(sur.state)!.teamScores).toEqual([1440, 0]);
    const three = playOut({ dealer: 3, surcoincheMultiplier: 3 }, hands, ['bid:110D', 'coinche', 'surcoinche']);
    expect(coinche.result(three.state)!.teamScores).toEqual([1080, 0]);
  });
});

describe('worked example 1, card by card', () => {
  // Dealer 3; seat 0 takes 100 hearts. Team 0 wins both heart tricks (62, seat 2's belote among
  // them), the king of diamonds' trick (4) and both club tricks with the last (30): 96 + 10 = 106;
  // team 1 both spade tricks (30) and the ace of diamonds' trick (26): 56.
  const hands = [
    ['JH', '9H', '7S', '8S', 'JD', '7D', 'AC', '10C'],
    ['AH', '10H', 'AS', '10S', 'AD', '9D', '7C', '8C'],
    ['KH', 'QH', '9S', 'JS', 'QD', 'KD', 'KC', 'QC'],
    ['8H', '7H', 'KS', 'QS', '10D', '8D', '9C', 'JC'],
  ];
  const plays = [
    ...['JH', 'AH', 'KH+belote', '8H', '9H', '10H', 'QH+rebelote', '7H'],
    ...['7S', 'AS', '9S', 'KS', '10S', 'JS', 'QS', '8S'],
    ...['AD', 'QD', '10D', 'JD', '9D', 'KD', '8D', '7D'],
    ...['QC', '9C', 'AC', '7C', '10C', '8C', 'KC', 'JC'],
  ].map((c) => `play:${c}`);

  it('100 hearts made: team 0 126 + 100 = 226 → 230, team 1 56 → 60; to the point 226 and 56', () => {
    for (const [rounding, scores] of [
      ['nearest-ten', [230, 60]],
      ['none', [226, 56]],
    ] as const) {
      const { state } = playOut({ dealer: 3, rounding }, hands, ['bid:100H', 'pass', 'pass', 'pass', ...plays]);
      const r = coinche.result(state)!;
      expect(r.totals).toEqual([126, 56]);
      expect(r.outcome).toBe('made');
      expect(r.teamScores).toEqual(scores);
    }
  });
});

describe('worked example 2, card by card', () => {
  // Dealer 0. Spades: seat 1 J 9, seat 2 A 10, seat 3 8 7, seat 0 K Q (belote). Team 1 wins both
  // spade tricks (62), both heart tricks (30) and the last diamond trick (K J: 6): 98 + 10 = 108;
  // team 0 both club tricks (30) and the first diamond trick (A 10 Q: 24): 54, and its belote: 74.
  const hands = [
    ['KS', 'QS', 'JH', '9H', 'KC', 'QC', 'QD', '8D'],
    ['JS', '9S', 'AH', '10H', '7C', '8C', 'JD', '9D'],
    ['AS', '10S', '7H', '8H', 'AC', '10C', 'AD', '7D'],
    ['8S', '7S', 'KH', 'QH', '9C', 'JC', '10D', 'KD'],
  ];
  const plays = [
    ...['JS', 'AS', '8S', 'KS+belote', '9S', '10S', '7S', 'QS+rebelote'],
    ...['AH', '7H', 'KH', '9H', '10H', '8H', 'QH', 'JH'],
    ...['7C', 'AC', '9C', 'KC', '10C', 'JC', 'QC', '8C'],
    ...['AD', '10D', 'QD', '9D', '7D', 'KD', '8D', 'JD'],
  ].map((c) => `play:${c}`);
  const deal = (calls: readonly string[]) => {
    const { state } = playOut({ dealer: 0 }, hands, [...calls, ...plays]);
    return coinche.result(state)!;
  };

  it('120 spades coinched and failed: team 0 (160 + 20 + 120) × 2 = 600, team 1 nothing', () => {
    const r = deal(['bid:120S', 'coinche', 'pass', 'pass', 'pass']);
    expect(r.totals).toEqual([74, 108]);
    expect(r.outcome).toBe('failed');
    expect(r.teamScores).toEqual([600, 0]);
  });

  it('surcoinched by seat 3: (160 + 20 + 120) × 4 = 1200', () => {
    const r = deal(['bid:120S', 'coinche', 'surcoinche']);
    expect(r.contract).toMatchObject({ multiplier: 4, coinche: 2, surcoinche: 3 });
    expect(r.teamScores).toEqual([1200, 0]);
  });
});

describe('worked example 6, card by card', () => {
  // Dealer 1; seat 2 takes 80 spades. Team 0 wins both diamond and both club tricks (60, the last
  // included) and the ace of hearts' trick (11): 71 + 10 = 81; team 1 both spade tricks (62) and
  // the ten of hearts' trick (19): 81.
  const hands = [
    ['KD', 'QD', 'AS', '10S', 'AH', 'JH', 'KC', 'QC'],
    ['JD', '9D', 'KS', '8S', '8H', '10H', '7C', '8C'],
    ['AD', '10D', '7S', 'QS', '9H', 'QH', 'AC', '10C'],
    ['7D', '8D', 'JS', '9S', '7H', 'KH', '9C', 'JC'],
  ];
  const plays = [
    ...['AD', '7D', 'KD', '9D', '10D', '8D', 'QD', 'JD'],
    ...['7S', 'JS', 'AS', '8S', '9S', '10S', 'KS', 'QS'],
    ...['7H', 'AH', '8H', '9H', 'JH', '10H', 'QH', 'KH'],
    ...['7C', 'AC', '9C', 'KC', '10C', 'JC', 'QC', '8C'],
  ].map((c) => `play:${c}`);
  const deal = (options: CoincheRulesOptionsInput = {}) => {
    const { state } = playOut({ dealer: 1, ...options }, hands, ['bid:80S', 'pass', 'pass', 'pass', ...plays]);
    return coinche.result(state)!;
  };

  it('a tie fails the contract: team 1 160 + 80 = 240, team 0 nothing', () => {
    const r = deal();
    expect(r.totals).toEqual([81, 81]);
    expect(r.outcome).toBe('failed');
    expect(r.teamScores).toEqual([0, 240]);
  });

  it("litige: 'held': team 1 its total 81 → 80, team 0 nothing, its 81 → 80 held", () => {
    const r = deal({ litige: 'held' });
    expect(r.outcome).toBe('litige');
    expect(r.teamScores).toEqual([0, 80]);
    expect(r.held).toBe(80);
  });
});

describe('worked example 5, card by card', () => {
  // Dealer 3. Hearts: seat 0 J 9, seat 1 K Q (belote), seat 2 A 10, seat 3 8 7; two cards of each
  // plain suit a seat. Team 0 wins both heart tricks (62) and both club tricks (30) with the last:
  // 92 + 10 = 102; team 1 both spade and diamond tricks, 60, and its belote: 80.
  const hands = [
    ['JH', '9H', '7S', '8S', '9D', 'JD', 'AC', '10C'],
    ['KH', 'QH', 'AS', '10S', 'AD', '10D', '7C', '8C'],
    ['AH', '10H', '9S', 'JS', '7D', '8D', 'KC', 'QC'],
    ['8H', '7H', 'KS', 'QS', 'KD', 'QD', '9C', 'JC'],
  ];
  const plays = [
    ...['JH', 'KH+belote', 'AH', '8H', '9H', 'QH+rebelote', '10H', '7H'],
    ...['7S', 'AS', '9S', 'KS', '10S', 'JS', 'QS', '8S'],
    ...['AD', '7D', 'KD', '9D', '10D', '8D', 'QD', 'JD'],
    ...['7C', 'QC', '9C', 'AC', '10C', '8C', 'KC', 'JC'],
  ].map((c) => `play:${c}`);
  const deal = (calls: readonly string[], options: CoincheRulesOptionsInput = {}) => {
    const { state } = playOut({ dealer: 3, ...options }, hands, [...calls, ...plays]);
    return coinche.result(state)!;
  };

  it('90 hearts coinched by seat 3 and made: team 0 (160 + 90) × 2 = 500, team 1 its belote, 20', () => {
    const r = deal(['bid:90H', 'pass', 'pass', 'coinche', 'pass', 'pass', 'pass']);
    expect(r.totals).toEqual([102, 80]);
    expect(r.belote).toEqual([0, 20]);
    expect(r.tricks).toEqual([4, 4]);
    expect(r.outcome).toBe('made');
    expect(r.teamScores).toEqual([500, 20]);
  });

  it('not coinched: each side its total, the takers + the bid: 102 + 90 = 192 → 190, 80', () => {
    expect(deal(['bid:90H', 'pass', 'pass', 'pass']).teamScores).toEqual([190, 80]);
    expect(deal(['bid:90H', 'pass', 'pass', 'pass'], { rounding: 'none' }).teamScores).toEqual([192, 80]);
  });

  it('110 hearts, not reached: the defence 160 + its belote + the bid = 290, the takers nothing', () => {
    const r = deal(['bid:110H', 'pass', 'pass', 'pass']);
    expect(r.outcome).toBe('failed');
    expect(r.teamScores).toEqual([0, 290]);
  });

  it('beloteCountsForContract: false: 102 ≥ 100 and 102 > 60, made; counted, the belote still scores', () => {
    const r = deal(['bid:100H', 'pass', 'pass', 'pass'], { beloteCountsForContract: false });
    expect(r.outcome).toBe('made');
    expect(r.teamScores).toEqual([200, 80]);
  });
});

describe('worked examples 7 and 8 (announcements), card by card', () => {
  // Deals found by a search of random hands and plays for the examples' totals, then fixed here.
  const play = (hands: string[][], actions: readonly string[]) =>
    coinche.result(playOut({ dealer: 3, announcements: true }, hands, actions).state)!;

  it('example 7: 80 hearts, the defence’s cinquante: 85 ≥ 80 but 85 < 127, failed: 160 + 50 + 80 = 290', () => {
    const r = play(HANDS_7, ACTIONS_7);
    expect(r.totals).toEqual([85, 127]);
    expect(r.outcome).toBe('failed');
    expect(r.teamScores).toEqual([0, 290]);
  });

  it('example 8: 110 hearts, the takers’ cinquante over a tierce: 144 + 110 = 254 → 250, 68 → 70', () => {
    const r = play(HANDS_8, ACTIONS_8);
    expect(r.totals).toEqual([144, 68]);
    expect(r.outcome).toBe('made');
    expect(r.teamScores).toEqual([250, 70]);
  });
});

describe('the auction in a deal', () => {
  const seeded = (options: CoincheRulesOptionsInput = {}): CoincheState =>
    getOrThrow(coinche.setup(options, { seed: 7 }));

  it('deals all 32 cards, 8 to each seat, and opens the auction from the eldest', () => {
    const s = seeded({ dealer: 1 });
    expect(coinche.view(s, 'spectator').handSizes).toEqual([8, 8, 8, 8]);
    expect(coinche.actor(s)).toBe(2);
    expect(coinche.legal(s).map(coinche.codec.encode).slice(0, 2)).toEqual(['pass', 'capot:S']);
  });

  it('all four pass: the deal is over, nobody scores, the next dealer deals', () => {
    let s = seeded({ dealer: 1 });
    const events: CoincheEvent[] = [];
    for (let i = 0; i < 4; i++) {
      const r = getOrThrow(coinche.apply(s, { type: 'pass' }));
      s = r.state;
      events.push(...r.events);
    }
    expect(coinche.actor(s)).toBe('done');
    expect(coinche.result(s)).toMatchObject({ annulled: true, scores: [0, 0, 0, 0], nextDealer: 2 });
    expect(events.at(-1)).toEqual({ type: 'annulled', audience: 'all', nextDealer: 2 });
    expect(coinche.view(s, 0).phase).toBe('done');
  });

  it('a contract sets trump and the taker-side card play starts from the eldest', () => {
    let s = seeded({ dealer: 3 });
    for (const a of ['bid:90H', 'pass', 'pass', 'pass'])
      s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)))).state;
    const v = coinche.view(s, 0);
    expect(v).toMatchObject({ phase: 'play', trump: 'H', actor: 0, contract: { taker: 0, bid: 90, strain: 'H' } });
    expect(v.auction.map((c) => c.said)).toEqual(['bid:90H', 'pass', 'pass', 'pass']);
  });

  it('a play in the auction is refused (phase/wrong-phase), a call in the play (bid/auction-over)', () => {
    const s = seeded();
    expect(coinche.explain(s, { type: 'play', card: 'AS' })).toMatchObject({ error: { code: 'phase/wrong-phase' } });
    const after = ['bid:80S', 'pass', 'pass', 'pass'].reduce(
      (st, a) => getOrThrow(coinche.apply(st, getOrThrow(coinche.codec.decode(a)))).state,
      s,
    );
    expect(coinche.explain(after, { type: 'pass' })).toMatchObject({ error: { code: 'bid/auction-over' } });
  });

  it('the out-of-turn coinche is refused, not played (options/not-played-yet); tout atout / sans atout are played', () => {
    const r0 = coinche.setup({ coincheTiming: 'any-time' }, { seed: 1 });
    expect(r0._tag === 'Left' && r0.left.code).toBe('options/not-played-yet');
    expect(coinche.setup({ allTrumpNoTrump: true }, { seed: 1 })._tag).toBe('Right');
    const r = coinche.setup({ sharedCards: true }, { seed: 1 });
    expect(r._tag === 'Left' && r.left.code).toBe('options/needs-announcements');
  });

  it('reads its source as Belote does: a seed dealt by either procedure, an explicit deal, nothing else', () => {
    expect(coinche.setup({}, { seed: 7, procedure: 'shuffle' })._tag).toBe('Right');
    expect(coinche.setup({}, { seed: 7, procedure: 'table' })._tag).toBe('Right');
    const riffle = coinche.setup({}, { seed: 7, procedure: 'riffle' as never });
    expect(riffle._tag === 'Left' && riffle.left.code).toBe('setup/bad-procedure');
    for (const source of [{}, null, { seed: 'x' }, { deal: { hands: [] } }]) {
      const bad = coinche.setup({}, source as never);
      expect(bad._tag).toBe('Left');
    }
  });
});

describe('the contrée card play', () => {
  // Dealer 3; seat 0 takes 80 hearts. Seat 1 leads... the eldest, seat 0, leads the ace of spades;
  // seat 1, void in spades, trumps with the jack of hearts; seat 2, void in spades, holds only the
  // 7 of hearts among trumps and cannot overtrump.
  const hands = [
    ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7D'],
    ['JH', '9H', 'AH', '10H', 'KH', 'QH', '8H', '8D'],
    ['7H', 'AD', 'KD', 'QD', 'JD', '10D', '9D', 'AC'],
    ['7S', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC'],
  ];
  const after = (options: CoincheRulesOptionsInput): string[] => {
    let s = getOrThrow(coinche.setup({ dealer: 3, ...options }, { deal: { hands } }));
    for (const a of ['bid:80H', 'pass', 'pass', 'pass', 'play:AS', 'play:JH'])
      s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)))).state;
    return coinche.legal(s).map(coinche.codec.encode);
  };

  it('unable to overtrump an opponent, a void player may discard (undertrump optional by default)', () => {
    expect(after({})).toEqual(expect.arrayContaining(['play:7H', 'play:AD', 'play:AC']));
    expect(after({})).toHaveLength(8);
  });

  it("with undertrump: 'required' the lower trump must be played", () => {
    expect(after({ undertrump: 'required' })).toEqual(['play:7H']);
  });
});

/** Example 7: seat 1 holds and announces a cinquante (J Q K A of spades), seat 0 nothing. */
const HANDS_7: string[][] = [
  ['10S', '7C', 'JC', '9D', 'KD', '8D', '8H', 'JH'],
  ['JS', 'QS', 'KS', 'AS', '7S', 'QC', '7D', '8C'],
  ['10D', '8S', '9H', 'AD', 'JD', '9C', 'QH', '7H'],
  ['QD', '10H', 'AH', 'AC', '10C', 'KH', 'KC', '9S'],
];
const ACTIONS_7: readonly string[] = [
  'bid:80H',
  'pass',
  'pass',
  'pass',
  'announce:',
  'play:JC',
  'announce:run4-AS',
  'play:QC',
  'announce:',
  'play:9C',
  'announce:',
  'play:KC',
  'play:9S',
  'play:10S',
  'play:7S',
  'play:8S',
  'play:7C',
  'play:8C',
  'play:9H',
  'play:10C',
  'play:JD',
  'play:QD',
  'play:8D',
  'play:7D',
  'play:AC',
  'play:8H',
  'play:QS',
  'play:AD',
  'play:JH',
  'play:JS',
  'play:7H',
  'play:KH',
  'play:9D',
  'play:KS',
  'play:10D',
  'play:AH',
  'play:10H',
  'play:KD',
  'play:AS',
  'play:QH',
];
/** Example 8: seat 0 holds and announces a cinquante (7 8 9 10 of hearts), seat 1 a tierce (8 9 10 of spades). */
const HANDS_8: string[][] = [
  ['7H', '8H', '9H', '10H', 'AH', '10C', '10D', 'QD'],
  ['8S', '9S', '10S', 'JH', '8C', 'AD', '8D', '7D'],
  ['QS', '9C', '7S', 'KS', 'JD', 'KC', 'QH', '9D'],
  ['KD', 'KH', '7C', 'AC', 'QC', 'JS', 'AS', 'JC'],
];
const ACTIONS_8: readonly string[] = [
  'bid:110H',
  'pass',
  'pass',
  'pass',
  'announce:run4-10H',
  'play:7H',
  'announce:run3-10S',
  'play:JH',
  'announce:',
  'play:QH',
  'announce:',
  'play:KH',
  'play:9S',
  'play:KS',
  'play:AS',
  'play:10H',
  'play:10C',
  'play:8C',
  'play:9C',
  'play:7C',
  'play:QD',
  'play:8D',
  'play:JD',
  'play:KD',
  'play:JC',
  'play:AH',
  'play:10S',
  'play:KC',
  'play:10D',
  'play:AD',
  'play:9D',
  'play:AC',
  'play:8S',
  'play:QS',
  'play:JS',
  'play:9H',
  'play:8H',
  'play:7D',
  'play:7S',
  'play:QC',
];
