/**
 * perft fixtures: positions in the position notation with their counts, for Tarot at 3, 4 and 5
 * players, Tarabish in both presets and Belote (with and without announcements): endgames (the
 * last 3 to 5 tricks at 3 players, 3 to 4 at 4, 3 at 5, 3 to 4 in Tarabish, 3 (and 4 with the
 * announcements) in Belote, 3 in Coinche:
 * `countToEnd`) and the start of a deal (`perft` at small depths). Coinche, which has no position
 * notation yet, gives its positions as the deal (each seat's 8 cards) and the actions since
 * (`dealtFixtures`). Each position comes from a seeded random game (seed listed); the counts were
 * computed by atout and are cross-checked in the tests against a naive generator written straight
 * from the rule text.
 */
import { createRng, deriveSeed } from '../kernel/rng.js';
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import { countToEnd, perft } from '../oracle/perft.js';
import { tarabish } from '../games/tarabish/rules.js';
import { formatTarabishPosition } from '../games/tarabish/position.js';
import type { TarabishState } from '../games/tarabish/state.js';
import { tarot } from '../games/tarot/index.js';
import { formatTarotPosition, parseTarotPosition } from '../games/tarot/position.js';
import type { TarotState } from '../games/tarot/state.js';
import { belote } from '../games/belote/rules.js';
import { formatBelotePosition } from '../games/belote/position.js';
import type { BeloteOptionsInput } from '../games/belote/options.js';
import type { BeloteState } from '../games/belote/state.js';
import { coinche } from '../games/coinche/rules.js';
import { coincheHistory } from '../games/coinche/history.js';
import type { CoincheState } from '../games/coinche/state.js';

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
const beloteTricks = (s: BeloteState): number => (s.trick.length === 0 ? s.tricks.length : -1);
const coincheTricks = (s: CoincheState): number => beloteTricks(s.play);

/**
 * The Belote option sets of the fixtures, the FFB defaults and with the announcements, and the
 * endgames of each (tricks left): sized so that they count in about two seconds.
 */
const BELOTE_FIXTURES: readonly [string, BeloteOptionsInput, readonly number[]][] = [
  ['belote', {}, [3]],
  ['belote-announcements', { announcements: true }, [3, 4]],
];

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
  for (const [game, options, lefts] of BELOTE_FIXTURES) {
    for (const left of lefts) {
      for (let seed = 1, found = 0; found < 1 && seed < 200; seed++) {
        const s = reach(belote, options, seed, beloteTricks, left, 8);
        if (!s) continue;
        found++;
        out.push({ game, seed, tricksLeft: left, position: formatBelotePosition(s), countToEnd: countToEnd(belote, s).toString() });
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
  for (const [game, options] of BELOTE_FIXTURES) {
    const s = belote.setup(options, { seed: 7 });
    if (s._tag === 'Right') out.push({ game, seed: 7, position: formatBelotePosition(s.right), depths: [1, 2, 3, 4, 5, 6].map((d) => perft(belote, s.right, d).nodes.toString()) });
  }
  return out;
}

/** A Coinche position as the deal (each seat's 8 cards, in seat order) and the actions since. */
export interface DealtFixture {
  readonly game: string;
  readonly seed: number;
  readonly deal: { readonly hands: readonly (readonly string[])[] };
  readonly actions: readonly string[];
  /** Endgames: the tricks left and every action sequence to the end. */
  readonly tricksLeft?: number;
  readonly countToEnd?: string;
  /** The start of a deal: `perft` at depths 1, 2, …. */
  readonly depths?: readonly string[];
}

function dealtOf(s: CoincheState): Pick<DealtFixture, 'deal' | 'actions'> {
  const h = coincheHistory(s);
  if (h._tag === 'Left') throw new Error(h.left.message);
  return { deal: h.right.deal, actions: h.right.actions };
}

/** Coinche's fixtures: the start of a seeded deal (depths 1, 2) and an endgame of 3 tricks (4 count for seconds). */
export function dealtFixtures(): DealtFixture[] {
  const out: DealtFixture[] = [];
  const start = coinche.setup({}, { seed: 7 });
  if (start._tag === 'Right') out.push({ game: 'coinche', seed: 7, ...dealtOf(start.right), depths: [1, 2].map((d) => perft(coinche, start.right, d).nodes.toString()) });
  for (const left of [3]) {
    for (let seed = 1, found = 0; found < 1 && seed < 200; seed++) {
      const s = reach(coinche, {}, seed, coincheTricks, left, 8);
      if (!s) continue;
      found++;
      out.push({ game: 'coinche', seed, tricksLeft: left, ...dealtOf(s), countToEnd: countToEnd(coinche, s).toString() });
    }
  }
  return out;
}

export interface PoigneeFixture {
  readonly game: string;
  readonly position: string;
  readonly depths: readonly string[];
  /** The same counts under poignée convention 1 (before record format 2): one action naming every card shown. */
  readonly convention1Depths: readonly string[];
}

/**
 * Positions at the first trick where the seat to act may show a poignée (4 players: 11 trumps;
 * 3 players: 12 trumps and the Excuse; 5 players: 10 trumps under the called-suit ban), built from
 * explicit deals. Their convention-1 counts were computed by atout before the poignée was split
 * into an announcement and one action per card shown (docs/rules/tarot.md).
 */
const POIGNEE_POSITIONS: readonly { game: string; position: string; convention1Depths: readonly string[] }[] = [
  {
    game: 'tarot-4',
    position:
      'tarot players=4 dealer=0 | bids pass pass garde-contre pass | chelem no | chien 9C 10C JC NC QC KC | hands 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H 4H / 5H 6H 7H 8H 9H 10H JH 11T 12T 13T 14T 15T 16T 17T 18T 19T 20T 21T / NH QH KH 1D 2D 3D 4D 5D 6D EX 3T 4T 5T 6T 7T 8T 9T 10T / 7D 8D 9D 10D JD ND QD KD 1C 2C 3C 4C 5C 6C 7C 8C 1T 2T',
    convention1Depths: ['29', '325', '1651', '6582'],
  },
  {
    game: 'tarot-3',
    position:
      'tarot players=3 dealer=0 | bids garde-sans pass pass | chelem no | chien 9C 10C JC NC QC KC | hands 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 1T 2T 3T 4T 5T 6T 7T 8T 9T / 2H 3H 4H 5H 6H 7H 8H 9H 10H JH NH EX 10T 11T 12T 13T 14T 15T 16T 17T 18T 19T 20T 21T / QH KH 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD ND QD KD 1C 2C 3C 4C 5C 6C 7C 8C',
    convention1Depths: ['25', '358', '3148'],
  },
  {
    game: 'tarot-5',
    position:
      'tarot players=5 dealer=0 | bids garde-sans pass pass pass pass | call KH | chelem no | chien 9T 10T 11T | hands 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H / 2H 3H 4H 5H 6H 12T 13T 14T 15T 16T 17T 18T 19T 20T 21T / 7H 8H 9H 10H JH NH QH KH 1D 2D 3D 4D 5D 6D 7D / 8D 9D 10D JD ND QD KD 1C 2C 3C 4C 5C EX 1T 2T / 6C 7C 8C 9C 10C JC NC QC KC 3T 4T 5T 6T 7T 8T',
    convention1Depths: ['56', '610', '7350'],
  },
];

export function poigneeFixtures(): PoigneeFixture[] {
  const out: PoigneeFixture[] = [];
  for (const f of POIGNEE_POSITIONS) {
    const s = parseTarotPosition(f.position);
    if (s._tag === 'Right')
      out.push({ ...f, depths: f.convention1Depths.map((_, k) => perft(tarot, s.right, k + 1).nodes.toString()) });
  }
  return out;
}
