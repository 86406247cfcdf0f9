/**
 * The solver is exact on Belote and on Coinche's card play (Belote's board): it equals plain
 * minimax over `legal` / `applyUnchecked` on random endgames of 1 to 3 tricks, its value and its
 * set of best actions alike. The board's count is each team's card points and the dix de der (the
 * capot's bonus, belote-rebelote and announcements are facts of the score, not of the card play),
 * and so is minimax's here; both sides' calls are plays of their own in `legal` (a card with and
 * without belote are both best or neither).
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/bots/solve.js';
import { createRng } from '../../../src/kernel/rng.js';
import { cardsPoints } from '../../../src/family/card-play.js';
import { DIX_DE_DER } from '../../../src/games/belote/cards.js';
import type { BeloteState } from '../../../src/games/belote/state.js';
import { LOCKSTEP_VARIANTS, type Variant } from '../../games/belote/lockstep-variants.js';

const LONG = process.env.ATOUT_LONG === '1';
const COUNT = LONG ? 2000 : 60;

/** Each team's card points and the dix de der once won. */
function points(p: BeloteState): number[] {
  const over = p.won[0]!.length + p.won[1]!.length === 32;
  return [0, 1].map((t) => cardsPoints(p.won[t]!, p.trump) + (over && p.leader % 2 === t ? DIX_DE_DER : 0));
}

/** Plain minimax: each team maximises its own final card points; both teams' final points. */
function minimax(v: Variant, s: object): readonly number[] {
  const seat = v.rules.actor(s);
  if (seat === 'done') return points(v.play(s));
  let best: readonly number[] | undefined;
  for (const a of v.rules.legal(s)) {
    const x = minimax(v, v.rules.applyUnchecked(s, a).state as object);
    if (best === undefined || x[seat % 2]! > best[seat % 2]!) best = x;
  }
  return best!;
}

/** A state with `left` tricks left after `extra` cards of the current one, by random actions from `seed`'s deal. */
function endgame(v: Variant, seed: number, left: number, extra: number): object {
  for (let k = 0; ; k++) {
    const rng = createRng(seed * 7919 + k);
    const setup = v.rules.setup(v.options, { seed: seed * 7919 + k });
    if (setup._tag === 'Left') throw new Error(setup.left.code);
    let s = setup.right as object;
    while (v.rules.actor(s) !== 'done') {
      const p = v.play(s);
      const done = (p.won[0]!.length + p.won[1]!.length) / 4;
      const cardNext = v.rules.legal(s).every((a) => (a as { type: string }).type === 'play');
      if (p.phase === 'play' && cardNext && 8 - done === left && p.trick.length === extra) return s;
      if (p.phase === 'play' && 8 - done < left) break;
      const l = v.rules.legal(s);
      s = v.rules.applyUnchecked(s, l[rng.below(l.length)]).state as object;
    }
  }
}

describe.each(LOCKSTEP_VARIANTS.filter((v) => !v.name.includes('before')))('the solver equals minimax: $name', (v) => {
  it(`on ${COUNT} random endgames of 1 to 3 tricks`, () => {
    const rng = createRng(23);
    for (let i = 0; i < COUNT; i++) {
      const s = endgame(v, i + 1, 1 + rng.below(3), rng.below(4));
      const seat = v.rules.actor(s) as number;
      const values = v.rules
        .legal(s)
        .map((a) => ({ a, x: minimax(v, v.rules.applyUnchecked(s, a).state as object)[seat % 2]! }));
      const top = Math.max(...values.map((x) => x.x));
      const got = solve(v.rules, s);
      if (got._tag === 'Left') throw new Error(got.left.message);
      expect({ i, value: got.right.value }).toEqual({ i, value: top });
      const best = values.filter((x) => x.x === top).map((x) => v.rules.codec.encode(x.a));
      expect(got.right.best.map((a) => v.rules.codec.encode(a))).toEqual(best);
    }
  });
});
