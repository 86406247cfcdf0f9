/**
 * The judge of the principles of card play a club player never breaks (docs/bots.md, "Principles
 * of card play"), for any game the solver searches: a policy plays deals at every seat; at each of
 * its cards in the last tricks where a principle applies and it played a card outside the
 * principle's, the position is solved (double dummy, every legal card's value) in `worlds` worlds
 * that fit the seat's view (`sampleHidden`); it is a violation only when a card of the principle is
 * worth strictly more than the card played in every one of them (the better card wins whatever the
 * hidden cards are, as far as the worlds tell).
 */
import { solve } from '../../src/bots/solve.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import type { Policy } from '../../src/kernel/policy.js';
import { createRng } from '../../src/kernel/rng.js';
import type { GameTypes, Ruleset } from '../../src/kernel/ruleset.js';
import { deriveSeed } from '../../src/kernel/seed.js';

/** The cards (indices of `legal`) a principle plays in a position, or undefined where it says nothing. */
export interface Principle<G extends GameTypes> {
  readonly name: string;
  /** Judged with at most this many tricks left (default `JudgeOptions.tricks`; the solver reaches 10). */
  readonly tricks?: number;
  readonly cards: (view: G['view'], legal: readonly G['action'][], seat: number) => readonly number[] | undefined;
}

/** One violation: the deal, the seat, the card played and the principle's cards. */
export interface Violation {
  readonly principle: string;
  readonly deal: number;
  readonly position: string;
  readonly played: string;
  readonly wanted: readonly string[];
}

/** What the judge needs of a game besides its ruleset. */
export interface JudgedGame<G extends GameTypes> {
  readonly rules: Ruleset<G>;
  readonly options: object;
  readonly principles: readonly Principle<G>[];
  /** The cards in the seat's hand (the tricks left). */
  readonly handSize: (view: G['view']) => number;
  /** A position's description for a violation's report. */
  readonly describe: (view: G['view'], seat: number) => string;
}

export interface JudgeOptions {
  readonly deals: number;
  /** Cards judged: those played with at most this many tricks left (the solver's reach). */
  readonly tricks: number;
  readonly worlds: number;
  readonly seed: number;
}

const isPlay = (a: unknown): boolean => (a as { readonly type?: unknown }).type === 'play';

/** The principles' violations by `policy` playing every seat (the module comment). */
export function judge<G extends GameTypes>(
  game: JudgedGame<G>,
  policy: Policy,
  o: JudgeOptions,
): { readonly violations: Violation[]; readonly candidates: Record<string, number> } {
  const { rules } = game;
  const violations: Violation[] = [];
  const candidates: Record<string, number> = {};
  for (let d = 0; d < o.deals; d++) {
    let s: G['state'] = getOrThrow(rules.setup(game.options as G['options'], { seed: deriveSeed(o.seed, d) }));
    while (rules.actor(s) !== 'done') {
      const seat = rules.actor(s) as number;
      const view = rules.view(s, seat);
      const legal = rules.legal(s);
      const i =
        legal.length === 1
          ? 0
          : policy({ ruleset: rules as never, view, legal, seat, rng: createRng(deriveSeed(d, 7)) });
      if (legal.length > 1 && legal.every(isPlay))
        for (const p of game.principles) {
          if (game.handSize(view) > (p.tricks ?? o.tricks)) continue;
          const want = p.cards(view, legal, seat);
          if (want === undefined || want.includes(i)) continue;
          candidates[p.name] = (candidates[p.name] ?? 0) + 1;
          if (provenBetter(rules, s, seat, want, i, o.worlds, d))
            violations.push({
              principle: p.name,
              deal: d,
              position: game.describe(view, seat),
              played: rules.codec.encode(legal[i]!),
              wanted: want.map((k) => rules.codec.encode(legal[k]!)),
            });
        }
      s = getOrThrow(rules.apply(s, legal[i]!)).state;
    }
  }
  return { violations, candidates };
}

/** Whether a card of `want` is worth strictly more than card `played` in every world of the seat's view. */
function provenBetter<G extends GameTypes>(
  rules: Ruleset<G>,
  s: G['state'],
  seat: number,
  want: readonly number[],
  played: number,
  worlds: number,
  d: number,
): boolean {
  for (let w = 0; w < worlds; w++) {
    const world = getOrThrow(rules.sampleHidden(s, seat, deriveSeed(d * 1000 + w, 11)));
    const got = solve(rules, world, { all: true });
    if (got._tag === 'Left') return false; // not proven
    const values = got.right.values!.map((x) => x.value);
    if (Math.max(...want.map((k) => values[k]!)) <= values[played]!) return false;
  }
  return true;
}
