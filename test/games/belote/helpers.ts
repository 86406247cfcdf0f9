/** Building Belote positions for rule examples: a dealt state with hands, trump and the trick set by name. */
import type { Strain } from '../../../src/family/cards.js';
import { getOrThrow } from '../../../src/kernel/index.js';
import { setOf } from '../../../src/kernel/cardset.js';
import { belote, beloteDeck, type BeloteOptionsInput, type BeloteState } from '../../../src/games/belote/index.js';
import { withState } from '../../../src/games/belote/step.js';

export const card = (name: string): number => beloteDeck.byName.get(name)!;
export const cards = (names: string): number[] => (names === '' ? [] : names.split(' ').map(card));

/**
 * A state in the card play: trump `trump` (a suit letter), the seats' hands by name (unnamed seats
 * hold what the deal gave them, minus the named cards), the trick so far from `leader`.
 */
export function playPosition(
  o: {
    readonly trump: 'S' | 'H' | 'D' | 'C';
    readonly hands: Readonly<Record<number, string>>;
    readonly trick?: string;
    readonly leader?: number;
    readonly taker?: number;
  },
  options: BeloteOptionsInput = {},
): BeloteState {
  const s0 = getOrThrow(belote.setup(options, { seed: 1 }));
  const hands = [0, 1, 2, 3].map((seat) => setOf(4, cards(o.hands[seat] ?? '')));
  return withState(s0, {
    phase: 'play',
    hands,
    pack: [],
    trump: ['S', 'H', 'D', 'C'].indexOf(o.trump),
    strain: ['S', 'H', 'D', 'C'].indexOf(o.trump) as Strain,
    taker: o.taker ?? 0,
    speech: [{ seat: o.taker ?? 0, kind: 'take', suit: ['S', 'H', 'D', 'C'].indexOf(o.trump) }],
    leader: o.leader ?? 0,
    trick: cards(o.trick ?? ''),
    declarations: options.announcements ? [[], [], [], []] : [null, null, null, null],
  });
}

/** The legal actions of a state as action strings. */
export const legalText = (s: BeloteState): string[] => belote.legal(s).map((a) => belote.codec.encode(a));

/** Each value of each option (the announcement options with announcements on). */
export const OPTION_SETS: readonly BeloteOptionsInput[] = [
  {},
  { dealer: 2 },
  { packets: '2-3' },
  { secondRound: 'other-suit' },
  { allPass: 'same-dealer' },
  { partnerException: 'off' },
  { partnerException: 'overtrump-if-trumping' },
  { undertrump: 'optional' },
  { undertrump: 'optional', partnerException: 'off' },
  { announcements: true },
  { announcements: true, announcementTiming: 'before-first-trick' },
  { announcements: true, sharedCards: true },
  { announcements: true, equalAnnouncements: 'eldest' },
  { litige: 'failed' },
  { litige: 'made' },
  { capotPoints: 250 },
  { rounding: 'nearest-ten' },
  { held: 81 },
];
