/**
 * perft fixtures: positions in the position notation with their counts, for Tarot at 3, 4 and 5
 * players and Tarabish in both presets: endgames (the last 3 to 5 tricks at 3 players, 3 to 4 at 4,
 * 3 at 5, 3 to 4 in Tarabish: `countToEnd`) and the
 * start of a deal (`perft` at small depths). Each position comes from a seeded random game
 * (seed listed); the counts were computed by atout and are cross-checked in the tests against a
 * naive generator written straight from the rule text.
 */
import { createRng, deriveSeed } from '../kernel/rng.js';
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import { countToEnd, perft } from '../oracle/perft.js';
import { tarabish } from '../games/tarabish/rules.js';
import { formatTarabishPosition } from '../games/tarabish/position.js';
import type { TarabishState } from '../games/tarabish/state.js';
import { tarot } from '../games/tarot/index.js';
import { formatTarotPosition } from '../games/tarot/position.js';
import type { TarotState } from '../games/tarot/state.js';

export interface EndgameFixture {
  readonly game: string;
  readonly seed: number;
  readonly tricksLeft: number;
  readonly position: string;
  readonly countToEnd: string;
}

export interface PerftFixture {
  readonly game: string;
  readonly seed: number;
  readonly position: string;
  readonly depths: readonly string[];
}

/** Plays a seeded random game until `tricksLeft` tricks remain (at a trick boundary), or undefined. */
function reach<G extends GameTypes>(rules: Ruleset<G>, options: G['optionsInput'], seed: number, tricksDone: (s: G['state']) => number, tricksLeft: number, total: number): G['state'] | undefined {
  const rng = createRng(deriveSeed(seed, 1));
  const r = rules.setup(options, { seed });
  if (r._tag === 'Left') return undefined;
  let s = r.right;
  while (rules.actor(s) !== 'done') {
    if (tricksDone(s) === total - tricksLeft && rules.codec.encode(rules.legal(s)[0]).startsWith('play:')) return s;
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
  }
  return undefined;
}

const tarotTricks = (s: TarotState): number => (s.trick.length === 0 ? s.tricks.length : -1);
const tarabishTricks = (s: TarabishState): number => (s.trick.length === 0 ? s.tricks.length : -1);

export function endgameFixtures(): EndgameFixture[] {
  const out: EndgameFixture[] = [];
  // sized so that the whole set counts in seconds: a 5-player 4-trick endgame already runs to millions
  const plan: [3 | 4 | 5, number[]][] = [[3, [3, 4, 5]], [4, [3, 4]], [5, [3]]];
  for (const [players, lefts] of plan) {
    const total = players === 3 ? 24 : players === 4 ? 18 : 15;
    for (const left of lefts) {
      for (let seed = 1, found = 0; found < 1 && seed < 200; seed++) {
        const s = reach(tarot, { players }, seed, tarotTricks, left, total);
        if (!s) continue;
        found++;
        out.push({ game: `tarot-${players}`, seed, tricksLeft: left, position: formatTarotPosition(s), countToEnd: countToEnd(tarot, s).toString() });
      }
    }
  }
  for (const preset of ['auction', 'traditional'] as const) {
    for (const left of [3, 4]) {
      for (let seed = 1, found = 0; found < 1 && seed < 200; seed++) {
        const s = reach(tarabish, { preset }, seed, tarabishTricks, left, 9);
        if (!s) continue;
        found++;
        out.push({ game: `tarabish-${preset}`, seed, tricksLeft: left, position: formatTarabishPosition(s), countToEnd: countToEnd(tarabish, s).toString() });
      }
    }
  }
  return out;
}

export function startFixtures(): PerftFixture[] {
  const out: PerftFixture[] = [];
  for (const players of [3, 4, 5] as const) {
    const s = tarot.setup({ players }, { seed: 7 });
    if (s._tag === 'Right') out.push({ game: `tarot-${players}`, seed: 7, position: formatTarotPosition(s.right), depths: [1, 2, 3, 4].map((d) => perft(tarot, s.right, d).nodes.toString()) });
  }
  for (const preset of ['auction', 'traditional'] as const) {
    const s = tarabish.setup({ preset }, { seed: 7 });
    if (s._tag === 'Right') out.push({ game: `tarabish-${preset}`, seed: 7, position: formatTarabishPosition(s.right), depths: [1, 2, 3].map((d) => perft(tarabish, s.right, d).nodes.toString()) });
  }
  return out;
}
