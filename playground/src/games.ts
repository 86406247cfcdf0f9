/**
 * The games the page offers: every preset of atout's games (`games`), each with its game's deal
 * and match rulesets; their names come from atout's locales (`Localized.preset`), so a new game
 * needs no change here.
 */
import { games, rulesets, type AnyRuleset } from 'atout';
import { gamePresets, type GameChoice } from 'atout/kernel';

/** Every preset, in menu order; the first is the page's default. */
export const CHOICES: readonly GameChoice[] = gamePresets(games);

/** The preset of a key (a menu value or `?game=`), if there is one. */
export const choiceOf = (key: unknown): GameChoice | undefined => CHOICES.find((c) => c.key === key);

/** Every ruleset the page knows, by id (the worker and the replay page look rulesets up here). */
export const RULESETS: readonly AnyRuleset[] = rulesets;
export const rulesetById = (id: string): AnyRuleset | undefined => RULESETS.find((r) => r.id === id);
