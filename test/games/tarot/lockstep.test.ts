/**
 * The card-play core (table.ts `TarotTable`), driven by the playout fast path (playout.ts
 * `runPlayout`), stepped beside the public API: at every action of random deals of every variant,
 * the table's read-outs must equal the API's: the number of choices (legal.length), the allowed
 * plays in legal order, the tricks so far (cards, leaders, winners: the trick winner), the card
 * points won by each party and the settlement of the tricks so far (settle.ts), the inferred voids
 * and trump ceilings of every seat; then the final result. A divergence names the ruleset, the
 * options, the deal seed, the step and the field. Also: `runPlayout` draws exactly one
 * rng.below(m) per action with m = legal.length, as the API playout does, and playouts run inside
 * one another give what they give apart (a playout keeps nothing between calls).
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, type Rng } from '../../../src/kernel/rng.js';
import type { Ruleset } from '../../../src/kernel/ruleset.js';
import { goulash, tarot, type TarotTypes } from '../../../src/games/tarot/rules.js';
import { trumpsBelow } from '../../../src/games/tarot/card-play.js';
import { VALUE2, cardNumber } from '../../../src/games/tarot/cards.js';
import { runPlayout } from '../../../src/games/tarot/playout.js';
import { settle, settleTricks } from '../../../src/games/tarot/settle.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { TarotTable } from '../../../src/games/tarot/table.js';
import { belowOf, rngState } from '../../../src/kernel/sfc32.js';
import { makeDeal, run, start } from './helpers.js';

const DEALS = 6;

const configs: { rules: Ruleset<TarotTypes>; options: object }[] = [];
for (const players of [3, 4, 5]) {
  configs.push(
    { rules: tarot, options: { players } },
    { rules: tarot, options: { players, dealer: players - 1, excuseLastTrick: 'to-opponents' } },
    { rules: tarot, options: { players, allPass: 'goulash', chelemRequires21: true } },
    { rules: goulash, options: { players } },
    { rules: goulash, options: { players, excuseOnLastTrick: 'wins' } },
  );
  if (players === 5) configs.push({ rules: tarot, options: { players, callHigherRanks: 'lowest-only' } });
}

/** A state in the play phase reached by random actions from a seeded deal, or undefined (annulled deal). */
function playPhase(rules: Ruleset<TarotTypes>, options: object, seed: number): TarotState | undefined {
  const setup = rules.setup(options, { seed });
  if (setup._tag === 'Left') throw new Error(setup.left.code);
  let s = setup.right;
  const rng = createRng(deriveSeed(seed, 1));
  while (s.phase !== 'play' && s.phase !== 'done') {
    const legal = rules.legal(s);
    s = rules.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return s.phase === 'play' ? s : undefined;
}

/** No trick: what settle.ts gives the sides outside the tricks once a classic deal is over (écart, chien). */
const NO_TRICKS = { count: 0, cards: [], leaders: [], winners: [] };

/** The half points each party won in the tricks of `s` (settle.ts, the écart and the chien aside). */
function trickPoints(s: TarotState): number[] {
  const all = settle(s).points2.slice();
  if (s.phase !== 'done') return all;
  if (s.mode === 'goulash') {
    // the chien goes to the last trick's winner
    all[s.tricks[s.tricks.length - 1]!.winner]! -= s.chien.reduce((sum, c) => sum + VALUE2[c]!, 0);
    return all;
  }
  const outside = settleTricks(s, NO_TRICKS, true).points2;
  return all.map((p, i) => p - outside[i]!);
}

function lockstep(rules: Ruleset<TarotTypes>, options: object, seed: number, start: TarotState): void {
  const n = start.options.players;
  const rng = createRng(deriveSeed(seed, 2));
  let s = start;
  let step = 0;
  const at = (field: string): string => `${rules.id} ${JSON.stringify(options)} seed ${seed} step ${step}: ${field}`;
  const compareTables = (table: TarotTable): void => {
    expect(table.tricksDone(), at('tricks done')).toBe(s.tricks.length);
    expect(Array.from(table.leaders.slice(0, table.count)), at('trick leaders')).toEqual(s.tricks.map((t) => t.leader));
    expect(Array.from(table.winners.slice(0, table.count)), at('trick winners')).toEqual(s.tricks.map((t) => t.winner));
    expect(table.leader(), at('leader')).toBe(s.leader);
    expect(table.trickLength(), at('trick length')).toBe(s.trick.length);
    const first = s.tricks.length * n;
    expect(Array.from(table.cards.slice(0, first + s.trick.length)), at('cards played')).toEqual([
      ...s.tricks.flatMap((t) => t.cards),
      ...s.trick,
    ]);
    const parties = s.mode === 'classic' ? 2 : n;
    expect(
      Array.from({ length: parties }, (_, p) => table.points(p)),
      at('card points won'),
    ).toEqual(trickPoints(s));
    expect(settleTricks(s, table, table.over()), at('settlement')).toEqual(settle(s));
    for (let seat = 0; seat < n; seat++) {
      expect(table.voidsOf(seat), at(`voids of seat ${seat}`)).toBe(s.voids[seat]);
      expect(table.trumpsBelowOf(seat), at(`trump ceiling of seat ${seat}`)).toBe(trumpsBelow(s.trumpCeiling[seat]!));
    }
  };
  let last: TarotTable | undefined;
  const result = runPlayout(start, createRng(0), (m, plays, table) => {
    last = table;
    const legal = rules.legal(s);
    expect(m, at('number of choices')).toBe(legal.length);
    expect(
      Array.from({ length: plays }, (_, k) => table.allowedCard(k)),
      at('allowed plays in legal order'),
    ).toEqual(legal.flatMap((a) => (a.type === 'play' ? [cardNumber(a.card)!] : [])));
    if (plays > 0) {
      const out = new Int32Array(plays);
      expect(table.moves(out, 0), at('moves')).toBe(plays);
      expect(Array.from(out), at('moves in legal order')).toEqual(
        legal.flatMap((a) => (a.type === 'play' ? [cardNumber(a.card)!] : [])),
      );
    }
    compareTables(table);
    const k = rng.below(m);
    const r = rules.apply(s, legal[k]!);
    if (r._tag === 'Left') throw new Error(at(`legal action refused: ${r.left.code}`));
    s = r.right.state;
    step++;
    return k;
  });
  expect(s.phase, at('deal over')).toBe('done');
  compareTables(last!);
  expect(result, at('result')).toEqual(rules.result(s));
}

/** An Rng that records the bound of every draw. */
function recording(seed: number): { rng: Rng; bounds: number[] } {
  const inner = createRng(seed);
  const bounds: number[] = [];
  return {
    bounds,
    rng: {
      below: (m: number) => {
        bounds.push(m);
        return inner.below(m);
      },
      next: () => inner.next(),
    } as Rng,
  };
}

describe('tarot playout in lockstep with the API', () => {
  for (const { rules, options } of configs) {
    it(`${rules.id} ${JSON.stringify(options)}: every read-out at every action`, () => {
      let checked = 0;
      for (let seed = 1; checked < DEALS; seed++) {
        const start = playPhase(rules, options, seed);
        if (start === undefined) continue;
        lockstep(rules, options, seed, start);
        checked++;
      }
    });
  }

  it('draws exactly one rng.below(legal.length) per action, and takes that action', () => {
    for (const { rules, options } of configs) {
      for (let seed = 100; seed < 103; seed++) {
        const start = playPhase(rules, options, seed);
        if (start === undefined) continue;
        const fast = recording(seed);
        const result = runPlayout(start, fast.rng);
        const api = recording(seed);
        let s = start;
        while (s.phase !== 'done') {
          const legal = rules.legal(s);
          s = rules.applyUnchecked(s, legal[api.rng.below(legal.length)]!).state;
        }
        const where = `${rules.id} ${JSON.stringify(options)} seed ${seed}`;
        expect(fast.bounds, `${where}: draws`).toEqual(api.bounds);
        expect(result, `${where}: result`).toEqual(rules.result(s));
      }
    }
  });
});

describe('tarot playout in lockstep with the API: poignées announced and shown', () => {
  // Seat 1 leads with the 21 trumps and the Excuse (3 players), or 11 trumps (4 players): every
  // size may be announced, then each card shown is a draw; also from a poignée half shown.
  const allTrumps = makeDeal(3, ['', 'EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T 3T 2T 1T']);
  const eleven = makeDeal(4, [
    '',
    '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T',
    'EX 10T 9T 8T 7T 6T 5T 4T 3T',
    '2T 1T',
  ]);
  const starts: { name: string; state: TarotState }[] = [
    {
      name: '3p, 21 trumps',
      state: run(start({ players: 3 }, allTrumps), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'chelem:no']),
    },
    {
      name: '4p, 11 trumps',
      state: run(start({}, eleven), ['bid:pass', 'bid:pass', 'bid:garde-contre', 'bid:pass', 'chelem:no']),
    },
  ];
  starts.push({
    name: '3p, a triple half shown',
    state: run(starts[0]!.state, ['poignee:triple', 'show:21T', 'show:19T']),
  });

  for (const { name, state } of starts) {
    it(`${name}: every read-out at every draw, and the same draws as the API`, () => {
      let shown = 0;
      for (let seed = 1; seed <= 12; seed++) {
        lockstep(tarot, {}, seed, state);
        const fast = recording(seed);
        const result = runPlayout(state, fast.rng);
        const api = recording(seed);
        let s = state;
        while (s.phase !== 'done') {
          const legal = tarot.legal(s);
          s = tarot.applyUnchecked(s, legal[api.rng.below(legal.length)]!).state;
        }
        expect(fast.bounds).toEqual(api.bounds);
        expect(result).toEqual(tarot.result(s));
        if (s.poignees.length > 0) shown++;
      }
      expect(shown).toBeGreaterThan(0);
    });
  }
});

describe('tarot playouts are re-entrant', () => {
  it('a playout run from inside another one (at every action) gives what it gives apart, and so does the outer one', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const outer = playPhase(tarot, { players: 5 }, seed);
      const inner = playPhase(goulash, { players: 3, excuseOnLastTrick: 'wins' }, seed + 10);
      if (outer === undefined || inner === undefined) continue;
      const innerAlone = runPlayout(inner, createRng(seed));
      const outerAlone = runPlayout(outer, createRng(seed));
      const draws = createRng(seed);
      let inside = 0;
      const outerWatched = runPlayout(outer, createRng(0), (m) => {
        expect(runPlayout(inner, createRng(seed))).toEqual(innerAlone);
        inside++;
        return draws.below(m);
      });
      expect(outerWatched).toEqual(outerAlone);
      expect(inside).toBeGreaterThan(10);
    }
  });
});

describe("the table's one-method loop (`playToEnd`) plays as `decide`, `allowedCard` and `play` one card at a time, and stops where they draw an extra action", () => {
  for (const { rules, options } of configs)
    it(`${rules.id} ${JSON.stringify(options)}: from every card of ${DEALS} deals`, () => {
      let compared = 0;
      for (let g = 0; g < DEALS; g++) {
        let s = playPhase(rules, options, deriveSeed(77, g));
        if (s === undefined) continue;
        const walk = createRng(g);
        while (s.phase === 'play') {
          // The same draws for both: two generators from one seed. On the first trick, some
          // seats have actions listed after their plays (poignée sizes): 0 to 2 of them.
          const extras = Int32Array.from({ length: 5 }, (_, p) => (compared + p) % 3);
          const loop = new TarotTable().load(s, false, false);
          const stopped = loop.playToEnd(rngState(createRng(deriveSeed(g, compared)))!, extras.slice());
          const steps = new TarotTable().load(s, false, false);
          const st = rngState(createRng(deriveSeed(g, compared)))!;
          let expected = -1;
          while (!steps.over()) {
            const plays = steps.decide();
            const x = steps.tricksDone() === 0 ? extras[steps.seat()]! : 0;
            const k = belowOf(st, plays + x);
            if (k >= plays) {
              expected = k - plays;
              break;
            }
            extras[steps.seat()] = 0;
            steps.play(steps.allowedCard(k));
          }
          expect(stopped).toBe(expected);
          expect(Array.from(loop.cards), `${rules.id} deal ${g} card ${compared}`).toEqual(Array.from(steps.cards));
          expect(Array.from(loop.winners)).toEqual(Array.from(steps.winners));
          expect(Array.from(loop.leaders)).toEqual(Array.from(steps.leaders));
          expect([loop.tricksDone(), loop.leader(), loop.trickLength()]).toEqual([
            steps.tricksDone(),
            steps.leader(),
            steps.trickLength(),
          ]);
          compared++;
          const plays: readonly TarotTypes['action'][] = rules.legal(s).filter((a) => a.type === 'play');
          if (plays.length === 0) break; // a poignée to show first
          s = rules.applyUnchecked(s, plays[walk.below(plays.length)]!).state;
        }
      }
      expect(compared).toBeGreaterThan(DEALS * 10);
    });
});
