/**
 * A seeded demo (`npm start`, `atout demo`): one deal of each game (Tarot, Goulash, Tarabish,
 * Belote, Coinche), played by small heuristics, as transcripts in the language of `--lang` (or the
 * environment).
 */
import { beloteDemo } from './demos/belote.js';
import { coincheDemo } from './demos/coinche.js';
import { tarabishDemo } from './demos/tarabish.js';
import { goulashDemo, tarotDemo } from './demos/tarot.js';
import type { Words } from './lang.js';
import { transcript, type Played } from './transcript.js';
import { belote } from '../games/belote/rules.js';
import { coinche } from '../games/coinche/rules.js';
import { tarabish } from '../games/tarabish/rules.js';
import { goulash, tarot } from '../games/tarot/rules.js';
import type { RuleError } from '../kernel/errors.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { seedText, type Seed } from '../kernel/seed.js';
import { en } from '../locales/en.js';

export function demo(seed: Seed = 1, words: Words = { locale: en, notation: 'display' }): string {
  const games: readonly (readonly [unknown, Played | RuleError])[] = [
    [tarot, tarotDemo(seed)],
    [goulash, goulashDemo(seed)],
    [tarabish, tarabishDemo(seed)],
    [belote, beloteDemo(seed)],
    [coinche, coincheDemo(seed)],
  ];
  return games
    .map(([rules, played]) =>
      'code' in played
        ? `${played.code}: ${played.message}\n`
        : // the demo's reader sees every hand
          `${transcript(rules as AnyRuleset, played.initial, played.actions, { ...words, reveal: true, seed: seedText(seed) }).join('\n')}\n`,
    )
    .join('\n');
}
