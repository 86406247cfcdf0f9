/**
 * One transcript format for every game, built on the localization layer: the title, the hands as
 * dealt (when the reader may see them), every public event in words (bids, the chien, declarations),
 * each trick on one line with who played what, who won it and its card points, then the result.
 * Seats read 1-based ("Player 1" is seat 0), as everywhere people read them. Private events (the
 * écart, cards received) are shown only with `reveal`, for a reader who sees every hand.
 *
 * Cards in tricks and hands are written in the locale's display notation (`R♥`, `21`), or in the
 * canonical notation (`KH`, `21T`) with `notation: 'canonical'`; records and JSON never change.
 */
import type { Card } from '../kernel/card.js';
import { isLeft, type Either } from '../kernel/either.js';
import type { RuleError } from '../kernel/errors.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import type { Seed } from '../kernel/seed.js';
import type { Locale } from '../l10n/locale.js';
import { environment, localize } from '../l10n/localize.js';
import { render } from '../l10n/render.js';

export interface TranscriptOptions {
  readonly locale: Locale;
  /** Show the hands as dealt and every seat's private events (the reader sees all). */
  readonly reveal: boolean;
  /** `display`: the locale's notation for people; `canonical`: the notation of records. */
  readonly notation: 'display' | 'canonical';
  /** Shown in the title (a seed, as text). */
  readonly seed: string;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** A deal (or match) from `initial` through `actions`, as lines of text. */
export function transcript(
  rules: AnyRuleset,
  initial: object,
  actions: readonly unknown[],
  options: TranscriptOptions,
): string[] {
  const { locale } = options;
  const l = localize(rules, locale, { players: rules.players(initial) });
  const { env } = environment(rules, locale);
  const t = locale.transcript;
  const say = (template: Parameters<typeof render>[0], values: Record<string, unknown>): string =>
    render(template, values, env) ?? '';
  const card = (c: Card | string): string =>
    options.notation === 'canonical'
      ? typeof c === 'string'
        ? c
        : (rules.traits.deck.names.get(c) ?? String(c))
      : l.short(c);

  const lines = [say(t.title, { game: l.game, seed: options.seed })];
  const settings = rules.settings(initial) as Readonly<Record<string, unknown>>;
  if (typeof settings['dealer'] === 'number') lines.push(l.option('dealer', settings['dealer']));
  if (options.notation === 'display' && l.legend() !== '') lines.push(say(t.legend, { legend: l.legend() }));
  if (options.reveal) {
    const places = rules.audit(initial).places;
    lines.push(t.hands);
    for (let seat = 0; places[`hand${seat}`] !== undefined; seat++) {
      const later = places[`pending${seat}`] ?? [];
      lines.push(
        `  ${say(t.hand, {
          seat: l.seat(seat),
          cards: places[`hand${seat}`]!.map(card).join(' '),
          ...(later.length > 0 ? { later: later.map(card).join(' ') } : {}),
        })}`,
      );
    }
  }
  let state = initial;
  let trick: string[] = [];
  let n = 0;
  let before = sum(rules.audit(state).cardPoints);
  actions.forEach((action, i) => {
    const seat = rules.actor(state);
    const step = rules.applyUnchecked(state, action);
    let told = false;
    for (const event of step.events as unknown as readonly Record<string, unknown>[]) {
      if (event['audience'] !== 'all' && !options.reveal) {
        told = true; // the action is not for this reader either
        continue;
      }
      const type = event['type'];
      // a card played goes to its trick's line, in a game the locale knows (its events have words)
      if (type === 'played' && typeof event['card'] === 'string' && typeof event['seat'] === 'number') {
        if (l.event(event as never) === type) continue;
        trick.push(say(t.play, { seat: l.seat(event['seat']), card: card(event['card']) }));
        // a card with a call (Tarabish's bella, Belote's belote and rebelote) also has its own line
        if (event['bella'] === true || typeof event['call'] === 'string') lines.push(`  ${l.event(event as never)}`);
        told = true;
      } else if ((type === 'trick' || type === 'trick-won') && typeof event['winner'] === 'number') {
        const after = sum(rules.audit(step.state).cardPoints);
        const points = typeof event['points'] === 'number' ? event['points'] : after - before;
        before = after;
        lines.push(`  ${say(t.trick, { n: ++n, plays: trick.join(', '), winner: event['winner'], points })}`);
        trick = [];
      } else {
        if (type === 'deal-start') {
          n = 0;
          before = sum(rules.audit(step.state).cardPoints);
        }
        const text = l.event(event as never);
        // an event the locale has no words for (a game it does not know) is left out
        if (text !== type) {
          lines.push(`  ${text}`);
          told = true;
        }
      }
    }
    // an action no event told of (a game the locale does not know): numbered from 1, as `atout validate` numbers them
    if (!told && typeof seat === 'number') {
      const code = rules.codec.encode(action);
      const words = l.action(action as never, seat);
      lines.push(`  ${i + 1}. ${words === code ? `${l.seat(seat)}: ${code}` : words}`);
    }
    state = step.state;
  });
  const result = rules.result(state);
  if (result !== undefined) {
    const words = l.result(result);
    lines.push(
      t.result,
      ...(words.length > 0 ? words : [say(t.scores, { scores: result.scores })]).map((line) => `  ${line}`),
    );
  }
  return lines;
}

/** A game played from a seed by `choose` (one of the legal actions each time): its start and its actions. */
export interface Played {
  readonly initial: object;
  readonly actions: readonly unknown[];
  /** The state at the end. */
  readonly final: object;
}

/** Plays `rules` from `initial` to the end, `choose` picking each action among the legal ones. */
export function playWith(
  rules: AnyRuleset,
  initial: object,
  choose: (state: object, legal: readonly unknown[]) => unknown,
): Played {
  const actions: unknown[] = [];
  let state = initial;
  while (rules.actor(state) !== 'done') {
    const action = choose(state, rules.legal(state));
    actions.push(action);
    state = rules.applyUnchecked(state, action).state;
  }
  return { initial, actions, final: state };
}

/**
 * A deal of `rules` set up with `options` from `seed`, played by `choose` with random draws in
 * [0, 1) from the seed's stream `salt`: a demo's start and its actions.
 */
export function seededDemo<S extends object, A>(
  rules: { setup(options: object, source: { seed: Seed }): Either<RuleError, S> },
  options: object,
  seed: Seed,
  salt: number,
  choose: (state: S, legal: readonly A[], random: () => number) => A,
): Played | RuleError {
  const setup = rules.setup(options, { seed });
  if (isLeft(setup)) return setup.left;
  const rng = createRng(deriveSeed(seed, salt));
  const random = (): number => rng.next() / 0x100000000;
  return playWith(rules as unknown as AnyRuleset, setup.right, (state, legal) =>
    choose(state as S, legal as readonly A[], random),
  );
}
