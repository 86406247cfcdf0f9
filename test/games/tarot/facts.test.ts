import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarotDeck, value2 } from '../../../src/games/tarot/cards.js';
import { tarotFactsOf, type TarotPositionFacts } from '../../../src/games/tarot/facts.js';
import { goulash, tarot } from '../../../src/games/tarot/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import type { TarotView } from '../../../src/games/tarot/view.js';
import { getOrThrow, isLeft, isRight, type Ruleset } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { countToEnd, perft } from '../../../src/oracle/perft.js';
import { playoutByApi } from '../../../src/oracle/playout.js';
import { playout } from '../../../src/games/playouts.js';
import { deserialize, serialize } from '../../../src/record/saved.js';
import { makeRecord, replay, validate } from '../../../src/record/replay.js';
import type { TarotTypes } from '../../../src/games/tarot/rules.js';
import { TAROT_ERROR_CODES } from '../../../src/games/tarot/step.js';

const ALL = tarotDeck.cards.map((c) => tarotDeck.names.get(c)!);
const split = (x: string): string[] => x.split(' ').filter(Boolean);

/**
 * 4 players, dealer 3, garde sans by seat 0; 15 tricks played, 3 left: seat 0 leads. The chien (a
 * garde sans keeps it aside) is the first 6 cards left, the taker's side won 9 tricks, the defence 6.
 */
function endgame(): TarotPositionFacts {
  const hands = [split('21T 5T KH'), split('EX 2H 3S'), split('7T QH 4D'), split('1S 9H 10T')];
  const rest = ALL.filter((c) => !hands.flat().includes(c));
  return {
    hands,
    chien: rest.slice(0, 6),
    contract: 'garde-sans',
    taker: 0,
    won: [rest.slice(6, 42), rest.slice(42)],
    trick: [],
    toAct: 0,
  };
}
const OPTIONS = { players: 4, dealer: 3 } as const;

/** Every sequence of legal actions to the end, by plain recursion over `legal` and `applyUnchecked`. */
function naiveCount(rules: Ruleset<TarotTypes>, s: TarotState): number {
  if (rules.actor(s) === 'done') return 1;
  return rules.legal(s).reduce((n, a) => n + naiveCount(rules, rules.applyUnchecked(s, a).state), 0);
}

const fromFacts = (facts: unknown, options: object = OPTIONS, rules: Ruleset<TarotTypes> = tarot) =>
  rules.setup(options, { position: facts });

describe('a Tarot position from facts', () => {
  it('a 3-card endgame: perft and countToEnd equal the naive count, playout ends it', () => {
    const s = getOrThrow(fromFacts(endgame()));
    expect(s.phase).toBe('play');
    expect(tarot.actor(s)).toBe(0);
    const naive = naiveCount(tarot, s);
    expect(naive).toBeGreaterThan(1);
    expect(perft(tarot, s, 12).nodes).toBe(BigInt(naive));
    expect(countToEnd(tarot, s)).toBe(BigInt(naive));
    for (let seed = 0; seed < 5; seed++) {
      const r = playout(tarot, s, createRng(seed));
      expect(r).toEqual(playoutByApi(tarot, s, createRng(seed)));
      expect(r.annulled).toBe(false);
      expect(r.cardPoints.reduce((a, b) => a + b, 0)).toBe(91);
      expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('counts the cards won before the position, and the chien of a garde sans, for their sides', () => {
    const f = endgame();
    const s = getOrThrow(fromFacts(f));
    const points = (names: readonly string[]) => names.reduce((p, c) => p + value2(tarotDeck.byName.get(c)!), 0) / 2;
    for (let seed = 0; seed < 5; seed++) {
      const r = playoutByApi(tarot, s, createRng(seed));
      expect(r.cardPoints[0]).toBeGreaterThanOrEqual(points([...f.won[0]!, ...f.chien]));
      expect(r.cardPoints[1]).toBeGreaterThanOrEqual(points(f.won[1]!));
    }
  });

  it('refuses each inconsistency with its code', () => {
    const f = endgame();
    const refused = (facts: unknown, options: object = OPTIONS, rules: Ruleset<TarotTypes> = tarot): string => {
      const r = fromFacts(facts, options, rules);
      return isLeft(r) ? r.left.code : 'accepted';
    };
    const won0 = f.won[0]!;
    const won1 = f.won[1]!;
    expect(refused({ ...f, hands: 3 })).toBe('position/malformed');
    expect(refused({ ...f, hands: [['21T', '5T', 'KH', 'ZZ'], ...f.hands.slice(1)] })).toBe('notation/bad-card');
    expect(refused({ ...f, hands: [['21T', '5T', 'EX'], ...f.hands.slice(1)] })).toBe('position/card-twice');
    expect(refused({ ...f, won: [won0.slice(1), won1] })).toBe('position/card-missing');
    // a card moved from a pile to a hand: four cards in hand, won cards not whole tricks
    expect(
      refused({ ...f, won: [won0.slice(1), won1], hands: [[...f.hands[0]!, won0[0]!], ...f.hands.slice(1)] }),
    ).toBe('position/cards-won');
    // a card moved from one hand to another
    expect(refused({ ...f, hands: [[...f.hands[0]!, 'EX'], ['2H', '3S'], f.hands[2], f.hands[3]] })).toBe(
      'position/hand-size',
    );
    expect(
      refused({ ...f, trick: [{ seat: 1, card: '2H' }], hands: [f.hands[0], ['EX', '3S'], f.hands[2], f.hands[3]] }),
    ).toBe('position/turn');
    expect(refused({ ...f, voids: [['T'], [], [], []] })).toBe('position/void');
    expect(refused({ ...f, trumpCeiling: [20, 21, 21, 21] })).toBe('position/void');
    expect(refused({ ...f, excuseDebt: { from: 1, to: 0 } })).toBe('position/excuse-debt');
    expect(refused({ ...f, called: 'KS' })).toBe('position/call');
    expect(refused({ ...f, chien: f.chien.slice(1), won: [won0, [...won1, f.chien[0]!]] })).toBe('position/chien');
    const { contract: _c, ...noContract } = f;
    expect(refused(noContract)).toBe('position/contract');
    expect(refused({ ...f, ecart: f.chien })).toBe('position/ecart');
    expect(refused({ ...f, poignees: [{ seat: 1, size: 'simple', cards: ['21T'] }] })).toBe('position/poignee');
    // a position without its history
    const s = getOrThrow(fromFacts(f));
    const h = tarot.history!(s);
    expect(isLeft(h) && h.left.code).toBe('position/no-history');
  });

  it('at 5 players: the cards won per seat while the called card is unplayed, and the partner it names', () => {
    for (let seed = 1; ; seed++) {
      const found = dealtInPlay(tarot, 5, seed, 30);
      if (found === undefined || found.s.mode !== 'classic') continue;
      const s = found.s;
      const facts = getOrThrow(tarotFactsOf(s));
      const called = facts.called!;
      if (!facts.hands.some((h) => h.includes(called)) || s.tricks.length === 0) continue;
      const partyOf = (seat: number) => (seat === s.taker || seat === s.partner ? 0 : 1);
      const sides = [0, 1].map((p) => facts.won.flatMap((w, seat) => (partyOf(seat) === p ? w : [])));
      const bySides = fromFacts({ ...facts, won: sides, excuseDebt: undefined }, s.options);
      expect(isLeft(bySides) && bySides.left.code).toBe('position/call');
      const holder = facts.hands.findIndex((h) => h.includes(called));
      const other = [0, 1, 2, 3, 4].find((x) => x !== holder && x !== s.taker)!;
      const wrong = fromFacts({ ...facts, partner: other }, s.options);
      expect(isLeft(wrong) && wrong.left.code).toBe('position/call');
      return;
    }
  });

  it('never throws on changed facts: an Either with a listed code', () => {
    const f = endgame() as unknown as Record<string, unknown>;
    const keys = [...Object.keys(f), 'ecart', 'called', 'partner', 'poignees', 'excuseDebt', 'voids', 'trumpCeiling'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), fc.constantFrom(3, 4, 5), (key, value, players) => {
        const r = fromFacts({ ...f, [key]: value }, { players });
        if (isLeft(r)) expect(TAROT_ERROR_CODES).toContain(r.left.code);
      }),
      { numRuns: 200 },
    );
  });

  it('an Excuse kept against a card owed: accepted, and the owner keeps 4 points', () => {
    const f = endgame();
    // the Excuse played by the defence into a trick the taker's side won: 35 + 1 and 25 - 1 cards
    const hands = [f.hands[0]!, ['2H', '3S', ...f.won[0]!.slice(0, 1)], f.hands[2]!, f.hands[3]!];
    const facts = { ...f, hands, won: [f.won[0]!.slice(1), [...f.won[1]!, 'EX']], excuseDebt: { from: 1, to: 0 } };
    const wrong = fromFacts({ ...facts, excuseDebt: null });
    expect(isLeft(wrong) && wrong.left.code).toBe('position/cards-won');
    const s = getOrThrow(fromFacts(facts));
    const back = getOrThrow(tarotFactsOf(s));
    expect(back.excuseDebt).toEqual({ from: 1, to: 0 });
    expect(back.won.map((w) => [...w].sort())).toEqual(facts.won.map((w) => [...w].sort()));
  });
});

/** A random dealt state of the card play (no poignée being shown), or undefined when the deal ended first. */
function dealtInPlay(rules: Ruleset<TarotTypes>, players: 3 | 4 | 5, seed: number, steps: number) {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup({ players }, { seed }));
  for (let i = 0; i < 400 && rules.actor(s) !== 'done'; i++) {
    if (s.phase === 'play' && i >= steps && factsOfOk(s)) return { s, rng };
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]!).state;
  }
  return undefined;
}
const factsOfOk = (s: TarotState): boolean => isRight(tarotFactsOf(s));

/**
 * A view with its finished tricks as their number and the cards in them: a position from facts
 * shows the cards won before it as whole tricks of each party, not as they were played.
 */
const normal = (v: TarotView) => ({
  ...v,
  tricks: v.tricks.length,
  won: v.tricks.flatMap((t) => t.plays.map((p) => p.card)).sort(),
});

describe('tarotFactsOf', () => {
  it('rebuilds a state with the same legal actions, views and result after the same continuation', () => {
    let tested = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4, 5),
        fc.boolean(),
        fc.nat(1_000_000),
        fc.nat(60),
        (players, isGoulash, seed, steps) => {
          const rules = isGoulash ? goulash : tarot;
          const found = dealtInPlay(rules, players as 3 | 4 | 5, seed, steps);
          if (found === undefined) return;
          tested++;
          const { s } = found;
          const facts = getOrThrow(tarotFactsOf(s));
          const rebuilt = getOrThrow(
            rules.setup(s.options, { position: JSON.parse(JSON.stringify(facts)) as unknown }),
          );
          expect(getOrThrow(tarotFactsOf(rebuilt))).toEqual(facts);
          expect(rules.legal(rebuilt)).toEqual(rules.legal(s));
          for (const seat of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const])
            expect(normal(rules.view(rebuilt, seat))).toEqual(normal(rules.view(s, seat)));
          expect(playout(rules, rebuilt, createRng(seed))).toEqual(playout(rules, s, createRng(seed)));
          // sampling from the position keeps its view
          const seat = tarot.actor(s) as number;
          const sample = rules.sampleHidden(rebuilt, seat, seed);
          if (isRight(sample)) expect(rules.view(sample.right, seat)).toEqual(rules.view(rebuilt, seat));
        },
      ),
      { numRuns: 40 },
    );
    expect(tested).toBeGreaterThan(20);
  });
});

describe('a record whose deal starts at a position', () => {
  it('replays, validates and round-trips through serialize and deserialize', () => {
    const facts = endgame();
    const s0 = getOrThrow(fromFacts(facts));
    const rng = createRng(7);
    let s = s0;
    const actions: string[] = [];
    while (tarot.actor(s) !== 'done') {
      const l = tarot.legal(s);
      const a = l[rng.below(l.length)]!;
      actions.push(tarot.codec.encode(a));
      s = tarot.applyUnchecked(s, a).state;
    }
    const result = tarot.result(s)!;
    const record = makeRecord(tarot, s0, { position: facts }, actions, { result });
    expect(record.deal).toEqual({ position: JSON.parse(JSON.stringify(facts)) as unknown });
    const r = replay(JSON.parse(JSON.stringify(record)) as unknown, [tarot]);
    expect(isRight(r) && r.right.result).toEqual(result);
    expect(isRight(validate(record, [tarot]))).toBe(true);
    const half = actions.slice(0, 5);
    const mid = half.reduce((st, t) => tarot.applyUnchecked(st, getOrThrow(tarot.codec.decode(t))).state, s0);
    const text = serialize(tarot, { state: mid, source: { position: facts }, actions: half });
    const back = getOrThrow(deserialize(tarot, text));
    expect(back.state).toEqual(mid);
    expect(back.game.source).toEqual({ position: JSON.parse(JSON.stringify(facts)) as unknown });
    // inconsistent facts in a record: it does not set up
    const bad = replay({ ...record, deal: { position: { ...facts, toAct: 7 } } }, [tarot]);
    expect(isLeft(bad) && bad.left.code).toBe('record/bad-setup');
  });
});
