/**
 * Resuming saves: microseconds per `deserialize` of a full Tarot 4p deal (format 2, and format 1
 * migrated by replay), a full Tarabish hand, and a finished 20-deal Tarot match (format 2). Count
 * based: each figure is the mean over a fixed number of resumes after a warm-up of as many, best
 * of three rounds. Run with `npm run bench:saves` (`--json` for machines). Through tsx: the
 * sources are measured, not the bundle.
 */
import { getOrThrow } from '../src/kernel/index.js';
import { createRng } from '../src/kernel/rng.js';
import type { AnyRuleset, GameTypes, Ruleset } from '../src/kernel/ruleset.js';
import { tarabish, tarot, tarotMatch } from '../src/games/registry.js';
import { deserialize, serialize } from '../src/record/index.js';

const json = process.argv.includes('--json');

/** A finished random game of `rules` from `seed`. */
function game<G extends GameTypes>(rules: Ruleset<G>, options: G['optionsInput'], seed: number) {
  const rng = createRng(seed);
  let state = getOrThrow(rules.setup(options, { seed }));
  const actions: string[] = [];
  while (rules.actor(state) !== 'done') {
    const legal = rules.legal(state);
    const a = legal[rng.below(legal.length)];
    actions.push(rules.codec.encode(a));
    state = getOrThrow(rules.apply(state, a)).state;
  }
  return { state, source: { seed }, actions };
}

/** Mean microseconds per resume of each text, best of three rounds of `count` resumes. */
function measure<G extends GameTypes>(rules: Ruleset<G>, texts: readonly string[], count: number): number {
  const round = (): number => {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) getOrThrow(deserialize(rules, texts[i % texts.length]));
    return ((performance.now() - t0) * 1000) / count;
  };
  round();
  return Math.min(round(), round(), round());
}

const deals = Array.from({ length: 16 }, (_, i) => game(tarot, { players: 4 }, i + 1));
const hands = Array.from({ length: 16 }, (_, i) => game(tarabish, {}, i + 1));
const matches = Array.from({ length: 4 }, (_, i) => game(tarotMatch, { deals: 20 }, i + 1));
const formatOne = (rules: AnyRuleset | Ruleset<never>, state: object): string =>
  JSON.stringify({ format: 'atout-state', formatVersion: 1, ruleset: { id: rules.id, version: rules.version }, state });

const figures = {
  'tarot 4p deal, format 2': measure(
    tarot,
    deals.map((g) => serialize(tarot, g)),
    2000,
  ),
  'tarot 4p deal, format 1 (migrated)': measure(
    tarot,
    deals.map((g) => formatOne(tarot, g.state)),
    2000,
  ),
  'tarabish hand, format 2': measure(
    tarabish,
    hands.map((g) => serialize(tarabish, g)),
    2000,
  ),
  'tarot match of 20 deals, format 2': measure(
    tarotMatch,
    matches.map((g) => serialize(tarotMatch, g)),
    100,
  ),
  'actions per match': matches.reduce((n, g) => n + g.actions.length, 0) / matches.length,
};

if (json) console.log(JSON.stringify(figures));
else for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(40)} ${v.toFixed(1)}`);
