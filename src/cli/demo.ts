/** A seeded demo: one deal of each game that exists, as a readable transcript with the scores. */
import { tarotDemo } from '../games/tarot/demo.js';

export function demo(seed = 1): string {
  return [tarotDemo(seed)].join('\n');
}
