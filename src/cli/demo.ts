/** A seeded demo: one deal of each game (Tarot, Goulash, Tarabish), as a readable transcript with the scores. */
import { tarabishDemo } from './demos/tarabish.js';
import { goulashDemo, tarotDemo } from './demos/tarot.js';
import type { Seed } from '../kernel/seed.js';

export function demo(seed: Seed = 1): string {
  return [tarotDemo(seed), goulashDemo(seed), tarabishDemo(seed)].join('\n');
}
