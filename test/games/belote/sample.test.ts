/**
 * `sampleHidden` for Belote: every sampled world gives the seat the same view and legal actions
 * and (without announcements, whose cards known only by their kind a sample keeps as announced:
 * src/games/belote/sample.ts) replays its own history; the sample is a function of the view; an
 * impossible set of public facts gives `sample/no-world`. 3,000 worlds in `npm test`, 100,000
 * under ATOUT_LONG.
 */
import { describe, expect, it } from 'vitest';
import { belote, type BeloteState } from '../../../src/games/belote/index.js';
import { withState } from '../../../src/games/belote/step.js';
import { meldCards } from '../../../src/family/melds.js';
import * as cs from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { checkWorlds, midDeal } from '../../support/sample-worlds.js';
import { OPTION_SETS } from './helpers.js';

const LONG = Boolean(process.env['ATOUT_LONG']);

/**
 * Two cards exchanged between the hands of two other seats, cards no public fact places (not the
 * taker's, not after a belote call, not in an announcement): a state `seat` cannot tell apart.
 */
function twin(s: BeloteState, seat: number, k: number): BeloteState | undefined {
  if (s.calls.some((c) => c > 0)) return undefined;
  const declared = new Set(s.declarations.flatMap((d) => (d ?? []).flatMap(meldCards)));
  const free = (o: number) => cs.toArray(s.hands[o]!).filter((c) => !declared.has(c));
  const others = [0, 1, 2, 3].filter((o) => o !== seat && o !== s.taker && free(o).length > 0);
  if (others.length < 2) return undefined;
  const [a, b] = [others[k % others.length]!, others[(k + 1) % others.length]!];
  const x = free(a)[k % free(a).length]!;
  const y = free(b)[(k >> 2) % free(b).length]!;
  const hands = s.hands.slice();
  hands[a] = cs.add(cs.remove(hands[a]!, x), y);
  hands[b] = cs.add(cs.remove(hands[b]!, y), x);
  return withState(s, { hands });
}

describe('sampleHidden: worlds that agree with everything public', () => {
  it('every world gives the same view and legal actions, replays its history, and depends on the view only', () => {
    const run = checkWorlds<BeloteState>({
      rules: belote as never,
      optionSets: OPTION_SETS,
      target: LONG ? 100_000 : 3_000,
      steps: belote.traits.maxActions(belote.settings(getOrThrow(belote.setup({}, { seed: 1 })))),
      options: (s) => s.options,
      replays: (o) => !(o as { announcements?: boolean }).announcements,
      twin,
    });
    expect(run.samples).toBeGreaterThanOrEqual(3_000);
    expect(run.replayed).toBeGreaterThan(run.samples / 2);
    expect(run.sameView).toBeGreaterThan(10);
  });

  it('an impossible set of public facts: sample/no-world, never the real cards', () => {
    // a deal in the card play where every other seat is proven void in every suit, yet holds cards
    let s: BeloteState | undefined;
    for (let seed = 1; s === undefined || s.phase !== 'play'; seed++)
      s = midDeal<BeloteState>(belote as never, {}, seed, 20);
    const seat = belote.actor(s) as number;
    const voids = [0, 1, 2, 3].map((o) => (o === seat ? s.voids[o]! : 0b1111));
    const r = belote.sampleHidden(withState(s, { voids }), seat, 9);
    expect(r._tag === 'Left' && r.left.code).toBe('sample/no-world');
  });
});
