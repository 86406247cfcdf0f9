/** A seeded demo: one deal of each game, as a readable transcript with the scores. */
import { tarabishDemo } from './demos/tarabish.js';
import { tarotDemo } from './demos/tarot.js';
import type { Seed } from '../kernel/seed.js';

export function demo(seed: Seed = 1): string {
  return [tarotDemo(seed), tarabishDemo(seed)].join('\n');
}
