/** The games the page offers: a ruleset (a deal or a match) and the options that make it. */
import { goulash, goulashMatch, tarabish, tarabishMatch, tarot, tarotMatch, type AnyRuleset } from 'atout';
import type { UiKey } from './i18n.js';

export const GAME_KEYS = ['tarot4', 'tarot3', 'tarot5', 'goulash', 'tarabishAuction', 'tarabishTraditional'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export interface GameChoice {
  readonly label: UiKey;
  readonly deal: AnyRuleset;
  readonly match: AnyRuleset;
  readonly options: Readonly<Record<string, unknown>>;
  readonly players: number;
}

const any = (r: unknown): AnyRuleset => r as AnyRuleset;

export const GAMES: Readonly<Record<GameKey, GameChoice>> = {
  tarot3: { label: 'tarot3', deal: any(tarot), match: any(tarotMatch), options: { players: 3 }, players: 3 },
  tarot4: { label: 'tarot4', deal: any(tarot), match: any(tarotMatch), options: { players: 4 }, players: 4 },
  tarot5: { label: 'tarot5', deal: any(tarot), match: any(tarotMatch), options: { players: 5 }, players: 5 },
  goulash: { label: 'goulash', deal: any(goulash), match: any(goulashMatch), options: {}, players: 4 },
  tarabishAuction: {
    label: 'tarabishAuction',
    deal: any(tarabish),
    match: any(tarabishMatch),
    options: { preset: 'auction' },
    players: 4,
  },
  tarabishTraditional: {
    label: 'tarabishTraditional',
    deal: any(tarabish),
    match: any(tarabishMatch),
    options: { preset: 'traditional' },
    players: 4,
  },
};

export const isGameKey = (x: unknown): x is GameKey => (GAME_KEYS as readonly unknown[]).includes(x);

/** Every ruleset the page knows, by id (the worker and the replay page look rulesets up here). */
export const RULESETS: readonly AnyRuleset[] = [tarot, goulash, tarabish, tarotMatch, goulashMatch, tarabishMatch].map(
  any,
);
export const rulesetById = (id: string): AnyRuleset | undefined => RULESETS.find((r) => r.id === id);
