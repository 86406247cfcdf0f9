/** A seeded demo: one deal of each game that exists, as a readable transcript with the scores. */
import { tarabishDeck } from '../games/tarabish/cards.js';
import { tarotDeck } from '../games/tarot/cards.js';
import { dealFromSeed } from '../kernel/deal.js';

export function demo(seed = 1): string {
  const lines: string[] = [];
  const d = dealFromSeed(tarotDeck, { hands: 4, handSize: 18, extra: 6 }, seed);
  lines.push(`French Tarot, 4 players, seed ${seed}: the deal`);
  d.hands.forEach((h, i) => lines.push(`  seat ${i}: ${h.map((c) => tarotDeck.names.get(c)).join(' ')}`));
  lines.push(`  chien:  ${d.extra.map((c) => tarotDeck.names.get(c)).join(' ')}`);
  const t = dealFromSeed(tarabishDeck, { hands: 4, handSize: 9, extra: 0 }, seed);
  lines.push(`Tarabish, seed ${seed}: the deal`);
  t.hands.forEach((h, i) => lines.push(`  seat ${i}: ${h.map((c) => tarabishDeck.names.get(c)).join(' ')}`));
  return `${lines.join('\n')}\n`;
}

