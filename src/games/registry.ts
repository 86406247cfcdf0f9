/**
 * The games atout ships, by name. Each game lives in its own folder under `games/` and is listed
 * here once it exists.
 */
import type { AnyRuleset } from '../record/replay.js';

export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarabish, tarabishMatch } from './tarabish/index.js';
export { tarot } from './tarot/index.js';
export { goulash } from './goulash/index.js';

/** Every shipped ruleset (deals and matches), for generic tools: records, the command, schemas. */
export const rulesets: readonly AnyRuleset[] = [];
