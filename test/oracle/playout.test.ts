/**
 * `playout` against the public API: for the same generator, the fast paths (a second, mutable
 * implementation of each game's card play) and playing `legal()[rng.below(legal.length)]` through
 * `apply` give the same result, on random deals of every ruleset, player count and option value,
 * starting from the deal and from random positions part-way through it. Inputs are deep-frozen:
 * `playout` never mutates them (Tarabish: test/games/tarabish/playout.test.ts). Sizes: 40 runs per
 * configuration by default; 1,000 per configuration under ATOUT_LONG.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/kernel/data.js';
import { createRng, type Rng } from '../../src/kernel/rng.js';
import type { GameTypes, Ruleset } from '../../src/kernel/ruleset.js';
import { goulash, tarabish, tarot } from '../../src/games/registry.js';
import { playoutByApi } from '../../src/oracle/playout.js';
import { playout, playoutsOf } from '../../src/games/playouts.js';
import { shuffle } from '../../src/kernel/rng.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import { CHIEN_SIZE, HAND_SIZE } from '../../src/games/tarot/deal.js';
import type { TarotState } from '../../src/games/tarot/state.js';
import { POIGNEE_SIZES } from '../../src/games/tarot/scoring.js';

const LONG = !!process.env.ATOUT_LONG;
const RUNS = LONG ? 1000 : 40;

/** The reference: the same choices played through the checked `apply`. */
function byApply<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], rng: Rng): G['result'] {
  let s = state;
  while (rules.actor(s) !== 'done') {
    const legal = rules.legal(s);
    const r = rules.apply(s, legal[rng.below(legal.length)]!);
    if (r._tag === 'Left') throw new Error(`legal action refused: ${r.left.code}`);
    s = r.right.state;
  }
  return rules.result(s)!;
}

/** A position `steps` random actions into the deal (stopping at the end). */
function advance<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], steps: number, rng: Rng): G['state'] {
  let s = state;
  for (let i = 0; i < steps && rules.actor(s) !== 'done'; i++) {
    const legal = rules.legal(s);
    s = rules.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s;
}

function agree<G extends GameTypes>(rules: Ruleset<G>, options: object): void {
  fc.assert(
    fc.property(fc.nat(0xffffffff), fc.nat(0xffffffff), fc.nat(90), (seed, rngSeed, steps) => {
      const setup = rules.setup(options as G['optionsInput'], { seed });
      if (setup._tag === 'Left') throw new Error(setup.left.code);
      const start = deepFreeze(advance(rules, setup.right, steps, createRng(seed ^ 0x5bd1e995)));
      const expected = byApply(rules, start, createRng(rngSeed));
      expect(playout(rules, start, createRng(rngSeed))).toEqual(expected);
      expect(playoutByApi(rules, start, createRng(rngSeed))).toEqual(expected);
    }),
    { numRuns: RUNS },
  );
}

const tarotOptionSets: object[] = [];
for (const players of [3, 4, 5]) {
  tarotOptionSets.push(
    { players },
    { players, dealer: players - 1 },
    { players, allPass: 'goulash' },
    { players, excuseLastTrick: 'to-opponents' },
    { players, chelemRequires21: true },
  );
  if (players === 5) tarotOptionSets.push({ players, callHigherRanks: 'lowest-only' });
}
const goulashOptionSets: object[] = [];
for (const players of [3, 4, 5])
  goulashOptionSets.push(
    { players },
    { players, excuseOnLastTrick: 'wins' },
    { players, excuseLastTrick: 'to-opponents', dealer: 1 },
  );

describe('playout equals apply for the same random choices', () => {
  for (const o of tarotOptionSets) it(`tarot ${JSON.stringify(o)}`, () => agree(tarot, o));
  for (const o of goulashOptionSets) it(`goulash ${JSON.stringify(o)}`, () => agree(goulash, o));
});

/** A deal where one seat holds many trumps (7 up to the simple poignée's size + 5), so that poignées are often legal. */
function trumpRichDeal(players: 3 | 4 | 5, seed: number) {
  const rng = createRng(seed);
  const cards = shuffle(tarotDeck.cards, rng);
  const isTrump = (c: number) => c > 128 && c < 150;
  const trumps = cards.filter(isTrump);
  const others = cards.filter((c) => !isTrump(c));
  const size = HAND_SIZE[players];
  const rich = rng.below(players);
  const t = Math.min(size, 7 + rng.below(POIGNEE_SIZES[players].simple - 1)); // at most simple + 5 (few combinations)
  const richHand = [...trumps.splice(0, t), ...others.splice(0, size - t)];
  const rest = shuffle([...trumps, ...others], rng);
  const hands = Array.from({ length: players }, (_, p) => (p === rich ? richHand : rest.splice(0, size)));
  const name = (c: number) => tarotDeck.names.get(c)!;
  return { hands: hands.map((h) => h.map(name)), chien: rest.splice(0, CHIEN_SIZE[players]).map(name) };
}

describe('playout equals apply on crafted Tarot positions', () => {
  for (const players of [3, 4, 5] as const) {
    it(`${players} players: trump-rich hands (poignées of every size)`, () => {
      fc.assert(
        fc.property(fc.nat(0xffffffff), fc.nat(0xffffffff), fc.nat(12), (seed, rngSeed, steps) => {
          const setup = tarot.setup({ players }, { deal: trumpRichDeal(players, seed) });
          if (setup._tag === 'Left') return; // a petit sec
          const start = deepFreeze(advance(tarot, setup.right, steps, createRng(seed)));
          expect(playout(tarot, start, createRng(rngSeed))).toEqual(byApply(tarot, start, createRng(rngSeed)));
        }),
        { numRuns: RUNS },
      );
    });

    it(`${players} players: the Excuse led to the last trick by a side that won every trick (FFT p.6)`, () => {
      fc.assert(
        fc.property(
          fc.nat(0xffffffff),
          fc.nat(0xffffffff),
          fc.boolean(),
          fc.boolean(),
          (seed, rngSeed, toOpponents, allWon) => {
            const setup = tarot.setup(
              { players, excuseLastTrick: toOpponents ? 'to-opponents' : 'to-winner' },
              { seed },
            );
            if (setup._tag === 'Left') throw new Error(setup.left.code);
            const rng = createRng(seed);
            let s: TarotState = setup.right;
            const last = HAND_SIZE[players] - 1;
            while (tarot.actor(s) !== 'done' && (s.phase !== 'play' || s.tricks.length < last))
              s = advance(tarot, s, 1, rng);
            if (tarot.actor(s) === 'done' || s.mode !== 'classic') return;
            // The leader now holds the Excuse; with `allWon`, every earlier trick was won by the leader.
            const hands = s.hands.map((h) => h.slice());
            const mine = hands[s.leader]!;
            const w = mine.findIndex((x) => x !== 0);
            const own = w * 32 + (31 - Math.clz32(mine[w]! & -mine[w]!));
            // Swap the leader's last card with the Excuse, wherever it is (a hand or an earlier trick).
            let tricks = s.tricks.map((t) =>
              t.cards.includes(128) ? { ...t, cards: t.cards.map((c) => (c === 128 ? own : c)) } : t,
            );
            const holder = s.hands.findIndex((h) => (h[4]! & 1) === 1);
            if (holder >= 0) hands[holder]![4] = (hands[holder]![4]! & ~1) >>> 0;
            if (holder >= 0) hands[holder]![w] = (hands[holder]![w]! | (1 << (own & 31))) >>> 0;
            else if (!s.tricks.some((t) => t.cards.includes(128))) return; // in the écart or the chien
            hands[s.leader] = [0, 0, 0, 0, 1];
            if (allWon) tricks = tricks.map((t) => ({ ...t, winner: s.leader }));
            const start = deepFreeze({ ...s, hands, tricks });
            expect(playout(tarot, start, createRng(rngSeed))).toEqual(byApply(tarot, start, createRng(rngSeed)));
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('playout', () => {
  it('returns the result of a finished deal without drawing', () => {
    const s = deepFreeze(playoutState());
    const rng = createRng(3);
    expect(playout(tarot, s, rng)).toEqual(tarot.result(s));
    expect(rng.next()).toBe(createRng(3).next());
  });
});

function playoutState() {
  const s = tarot.setup({}, { seed: 2 });
  if (s._tag === 'Left') throw new Error('setup');
  return advance(tarot, s.right, 1000, createRng(1));
}

describe('playoutsOf', () => {
  it('held runners, their playouts interleaved across rulesets, give what playout gives', () => {
    const configs = [
      { rules: tarot as unknown as Ruleset<GameTypes>, options: { players: 4 } },
      { rules: goulash as unknown as Ruleset<GameTypes>, options: { players: 5 } },
      { rules: tarabish as unknown as Ruleset<GameTypes>, options: { partnerException: 'free' } },
    ];
    const runners = configs.map((c) => playoutsOf(c.rules));
    for (let seed = 0; seed < 12; seed++)
      configs.forEach((c, i) => {
        const s = c.rules.setup(c.options, { seed });
        if (s._tag === 'Left') throw new Error(s.left.message);
        expect(runners[i]!(s.right, createRng(seed))).toEqual(playout(c.rules, s.right, createRng(seed)));
      });
  });
});
