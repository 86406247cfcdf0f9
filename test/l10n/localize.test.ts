/**
 * The layer on real play: random deals of every variant, played to the end, each action, event,
 * refusal and result rendered in every locale without a missing text, with every placeholder
 * filled and nothing falling back to a code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, isLeft, type AnyRuleset, type RuleError } from '../../src/index.js';
import { environment, localize } from '../../src/l10n/localize.js';
import { holds, render } from '../../src/l10n/render.js';
import { DEALS, expectClean, LOCALES, MATCHES } from './support.js';

/** A ruleset of the registry by its id. */
const byId = (id: string): AnyRuleset => [...DEALS, ...MATCHES].find((r) => r.id === id)!;
const TAROT = byId('tarot');
const GOULASH = byId('goulash');
const TARABISH = byId('tarabish');
const BELOTE = byId('belote');
const COINCHE = byId('coinche');
const TAROT_MATCH = byId('tarot-match');
const TARABISH_MATCH = byId('tarabish-match');
const BELOTE_MATCH = byId('belote-match');
const COINCHE_MATCH = byId('coinche-match');

/**
 * Every variant: the player counts, the all-pass Goulash, the Tarabish presets and options, the
 * Belote and Coinche presets with announcements said at the first trick or shown before it, matches.
 */
const VARIANTS: readonly (readonly [string, AnyRuleset, object])[] = [
  ['tarot 3', TAROT, { players: 3 }],
  ['tarot 4, all-pass goulash', TAROT, { players: 4, allPass: 'goulash' }],
  ['tarot 5', TAROT, { players: 5 }],
  ['goulash 3', GOULASH, { players: 3 }],
  ['goulash 5', GOULASH, { players: 5 }],
  ['tarabish auction, no trump', TARABISH, { noTrump: true }],
  ['tarabish traditional, first-trick declarations', TARABISH, { preset: 'traditional', declaration: 'first-trick' }],
  [
    'tarabish outscore, force-dealer',
    TARABISH,
    { preset: 'traditional', allPass: 'force-dealer', contract: 'outscore' },
  ],
  ['belote, announcements at the first trick', BELOTE, { announcements: true }],
  [
    'belote, announcements before it, rounded',
    BELOTE,
    { announcements: true, announcementTiming: 'before-first-trick', rounding: 'nearest-ten' },
  ],
  ['coinche, announcements, litige held', COINCHE, { announcements: true, litige: 'held' }],
  ['coinche, tout atout and sans atout, announcements', COINCHE, { allTrumpNoTrump: true, announcements: true }],
  ['tarot match', TAROT_MATCH, { deals: 2 }],
  ['tarabish match', TARABISH_MATCH, { target: 150 }],
  ['belote match', BELOTE_MATCH, { target: 300 }],
  ['coinche match', COINCHE_MATCH, { target: 500 }],
];

/** Plays a seeded random game to the end; returns the actions, events, refusals and the result met. */
function play(rules: AnyRuleset, options: object, seed: number) {
  const setup = rules.setup(options, { seed });
  if (isLeft(setup)) throw new Error(setup.left.message);
  let s = setup.right;
  const rng = createRng(seed);
  const actions: { action: unknown; seat: number }[] = [];
  const events: unknown[] = [];
  const errors: RuleError[] = [];
  for (let n = 0; n < 2000 && rules.actor(s) !== 'done'; n++) {
    const seat = rules.actor(s) as number;
    const legal = rules.legal(s);
    const ids = new Set(legal.map((a) => rules.codec.id(a)));
    const wrong = rules.candidates(s).filter((a) => !ids.has(rules.codec.id(a)));
    if (wrong.length > 0 && rng.below(3) === 0) {
      const refused = rules.apply(s, wrong[rng.below(wrong.length)]);
      if (isLeft(refused)) errors.push(refused.left);
    }
    const action = legal[rng.below(legal.length)];
    actions.push({ action, seat });
    const step = rules.apply(s, action);
    if (isLeft(step)) throw new Error(step.left.message);
    events.push(...step.right.events);
    s = step.right.state;
  }
  const result = rules.result(s);
  expect(result).toBeDefined();
  return { actions, events, errors, result };
}

describe('every variant, rendered in every locale', () => {
  it.each(VARIANTS)('%s', (_, rules, options) => {
    const runs = rules.id.endsWith('-match') ? 2 : 4;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const game = play(rules, options, seed);
        for (const [tag, locale] of Object.entries(LOCALES)) {
          const l = localize(rules, locale);
          const { env, match } = environment(rules, locale);
          for (const { action, seat } of game.actions) {
            const text = l.action(action, seat);
            expectClean(text, `${tag} action`);
            if (!text.includes(l.seat(seat))) expect(text).toContain(l.seat(seat));
          }
          for (const e of game.events) {
            const text = l.event(e as never);
            expectClean(text, `${tag} ${(e as { type: string }).type}`);
            if (text === (e as { type: string }).type) expect(text).not.toBe((e as { type: string }).type);
          }
          for (const error of game.errors) {
            const text = l.error(error);
            expectClean(text, `${tag} ${error.code}`);
            // the code's own text, not its area's
            expect(render(locale.errors[error.code], error.detail, env), `${tag} ${error.code}`).toBe(text);
            // a refused card is named in the refusal
            const card = error.detail['card'];
            if (error.code.startsWith('play/must-') && typeof card === 'string') expect(text).toContain(l.card(card));
          }
          const lines = l.result(game.result as never);
          for (const line of lines) expectClean(line, `${tag} result`);
          // every line whose condition holds is rendered: no line is left out for want of a value
          const texts = match
            ? locale.match.result
            : (locale.games[rules.id]!.result ?? locale.games['tarot']!.result!);
          const due = texts.filter((t) =>
            (t.when === undefined ? [] : typeof t.when === 'string' ? [t.when] : t.when).every((c) =>
              holds(c, game.result as never),
            ),
          );
          expect(lines.length, `${tag} result lines`).toBe(due.length);
        }
      }),
      { numRuns: runs },
    );
  });
});
