/**
 * `sampleHidden` for Coinche (Belote's on the card play, every hidden card in a hand): every
 * sampled world gives the seat the same view and legal actions and (without announcements)
 * replays its own history; the sample is a function of the view. 1,500 worlds in `npm test`,
 * 100,000 under ATOUT_LONG.
 */
import { describe, expect, it } from 'vitest';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { withState } from '../../../src/games/belote/step.js';
import { meldCards } from '../../../src/family/melds.js';
import * as cs from '../../../src/kernel/cardset.js';
import { checkWorlds } from '../../support/sample-worlds.js';

const LONG = Boolean(process.env['ATOUT_LONG']);

const OPTION_SETS: readonly CoincheRulesOptionsInput[] = [
  {},
  { dealer: 2, undertrump: 'required' },
  { partnerException: 'off' },
  { announcements: true },
  { announcements: true, announcementTiming: 'before-first-trick' },
];

/** Two cards no public fact places exchanged between two other seats' hands: a state `seat` cannot tell apart. */
function twin(s: CoincheState, seat: number, k: number): CoincheState | undefined {
  const p = s.play;
  if (p.calls.some((c) => c > 0)) return undefined;
  const declared = new Set(p.declarations.flatMap((d) => (d ?? []).flatMap(meldCards)));
  const free = (o: number) => cs.toArray(p.hands[o]!).filter((c) => !declared.has(c));
  const others = [0, 1, 2, 3].filter((o) => o !== seat && free(o).length > 0);
  if (others.length < 2) return undefined;
  const [a, b] = [others[k % others.length]!, others[(k + 1) % others.length]!];
  const x = free(a)[k % free(a).length]!;
  const y = free(b)[(k >> 2) % free(b).length]!;
  const hands = p.hands.slice();
  hands[a] = cs.add(cs.remove(hands[a]!, x), y);
  hands[b] = cs.add(cs.remove(hands[b]!, y), x);
  return { ...s, play: withState(p, { hands }) };
}

describe('sampleHidden: worlds that agree with everything public', () => {
  it('every world gives the same view and legal actions, replays its history, and depends on the view only', () => {
    const target = LONG ? 100_000 : 1_500;
    const run = checkWorlds<CoincheState>({
      rules: coinche as never,
      optionSets: OPTION_SETS,
      target,
      steps: 80,
      options: (s) => s.options,
      replays: (o) => !(o as { announcements?: boolean }).announcements,
      twin,
    });
    expect(run.samples).toBeGreaterThanOrEqual(target);
    expect(run.replayed).toBeGreaterThan(run.samples / 3);
    expect(run.sameView).toBeGreaterThan(10);
  });
});
