/**
 * The games atout ships, by name. Each game lives in its own folder under `games/` and is listed
 * here once it exists.
 */
import type { AnyRuleset } from '../kernel/ruleset.js';
import { goulash } from './goulash/index.js';
import { goulashMatch } from './goulash/match.js';
import { tarabish, tarabishMatch } from './tarabish/index.js';
import { tarot } from './tarot/index.js';
import { tarotMatch } from './tarot/match.js';

export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarot, goulash, tarabish, tarotMatch, goulashMatch, tarabishMatch };
export { tarotScoreSheet } from './tarot/scoresheet.js';
export { goulashScoreSheet } from './goulash/scoresheet.js';
export { tarabishScoreSheet } from './tarabish/scoresheet.js';

import type * as z from 'zod/mini';
import { tarotActionObjectSchema, tarotActionSchema } from './tarot/action-schema.js';
import { tarabishActionObjectSchema, tarabishActionSchema } from './tarabish/action-schema.js';

/** The schema of each ruleset's action strings (a match uses its deal's). */
export const actionSchemas: Readonly<Record<string, z.ZodMiniType<string>>> = {
  tarot: tarotActionSchema,
  goulash: tarotActionSchema,
  tarabish: tarabishActionSchema,
  'tarot-match': tarotActionSchema,
  'goulash-match': tarotActionSchema,
  'tarabish-match': tarabishActionSchema,
};

/** The schema of each ruleset's action objects on the wire (what `submit` accepts beside the string). */
export const actionObjectSchemas: Readonly<Record<string, z.ZodMiniType<object>>> = {
  tarot: tarotActionObjectSchema,
  goulash: tarotActionObjectSchema,
  tarabish: tarabishActionObjectSchema,
  'tarot-match': tarotActionObjectSchema,
  'goulash-match': tarotActionObjectSchema,
  'tarabish-match': tarabishActionObjectSchema,
};

import type { PositionNotation } from '../kernel/position.js';
import { tarotPosition } from './tarot/position.js';
import { tarabishPosition } from './tarabish/position.js';

/** The position notation of each deal ruleset (docs/oracle.md). */
export const positionNotations: Readonly<Record<string, PositionNotation<object>>> = {
  tarot: tarotPosition as unknown as PositionNotation<object>,
  goulash: tarotPosition as unknown as PositionNotation<object>,
  tarabish: tarabishPosition as unknown as PositionNotation<object>,
};

/** Every shipped ruleset (deals and matches), for generic tools: records, the command, schemas. */
export const rulesets: readonly AnyRuleset[] = [
  tarot,
  goulash,
  tarabish,
  tarotMatch,
  goulashMatch,
  tarabishMatch,
] as unknown as readonly AnyRuleset[];
