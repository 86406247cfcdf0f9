/** A seeded demo: one deal of each game, as a readable transcript with the scores. */
import { tarabishDemo } from './demos/tarabish.js';
import { tarotDemo } from './demos/tarot.js';

export function demo(seed = 1): string {
  return [tarotDemo(seed), tarabishDemo(seed)].join('\n');
}
