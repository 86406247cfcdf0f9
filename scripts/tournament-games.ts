/** The games `npm run tournament` plays (scripts/tournament.ts). */
import type { TournamentSpec } from '../src/bots/tournament.js';
import { goulash, tarabish, tarot } from '../src/games/registry.js';
import { belote } from '../src/games/belote/rules.js';
import { coinche } from '../src/games/coinche/rules.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';

/** The games a tournament can play: a deal ruleset, its options, and whether it is a team game. */
export const GAMES: Readonly<Record<string, Omit<TournamentSpec, 'a' | 'b' | 'seed'>>> = {
  tarot3: { ruleset: tarot, options: { players: 3 }, teams: false },
  tarot4: { ruleset: tarot, options: { players: 4 }, teams: false },
  tarot5: { ruleset: tarot, options: { players: 5 }, teams: false },
  goulash: { ruleset: goulash, options: {}, teams: false },
  'tarabish-auction': { ruleset: tarabish, options: { preset: 'auction' }, teams: true },
  'tarabish-traditional': {
    ruleset: tarabish,
    options: { preset: 'traditional' },
    teams: true,
  },
  belote: { ruleset: belote as unknown as AnyRuleset, options: {}, teams: true },
  coinche: { ruleset: coinche as unknown as AnyRuleset, options: {}, teams: true },
};
