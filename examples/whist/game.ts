/**
 * The Whist entry: the parts generic tools and apps read (the ruleset, its action schema, the
 * presets of a menu), as atout's own games give theirs. An app lists it with its other games.
 */
import { defineGame } from 'atout/kernel';
import { whistActionSchema } from './codec.js';
import { whist } from './rules.js';

/** Plain Whist: one preset, four players (the dealer is an option left to the app). */
export const whistGame = defineGame({
  deal: whist,
  actionSchema: whistActionSchema,
  presets: [{ key: 'whist', options: {}, players: 4 }],
});
