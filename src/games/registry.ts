/**
 * The games atout ships, by name. Each game lives in its own folder under `games/` and is listed
 * here once it exists.
 */
import type { AnyRuleset } from '../record/replay.js';
import { goulash } from './goulash/index.js';
import { goulashMatch } from './goulash/match.js';
import { tarabish, tarabishMatch } from './tarabish/index.js';
import { tarot } from './tarot/index.js';
import { tarotMatch } from './tarot/match.js';

export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarot, goulash, tarabish, tarotMatch, goulashMatch, tarabishMatch };
export { tarotScoreSheet, goulashScoreSheet } from './tarot/scoresheet.js';
export { tarabishScoreSheet } from './tarabish/scoring.js';

/** Every shipped ruleset (deals and matches), for generic tools: records, the command, schemas. */
export const rulesets: readonly AnyRuleset[] = [tarot, goulash, tarabish, tarotMatch, goulashMatch, tarabishMatch] as unknown as readonly AnyRuleset[];
