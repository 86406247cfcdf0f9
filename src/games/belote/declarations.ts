/**
 * Announcements (option `announcements`; FFB "Règles officielles de la Belote Coinchée" §8, the
 * FFB's text on them): sequences of 3, 4, 5 cards or more in one suit (tierce 20, cinquante 50,
 * cent 100) in the order 7 8 9 10 J Q K A, and carrés of jacks (200), nines (150), aces, tens, kings
 * or queens (100), each the family's meld (`src/family/melds.ts`). A seat announces a selection of
 * the announcements its hand holds (possibly none); a card counts in one announcement only
 * (option `sharedCards`: one sequence and one carré may share it). When: with the seat's first card
 * (`announcementTiming: 'first-trick'`: before playing it) or in a round before the first card
 * (`'before-first-trick'`). Only the side with the best announcement scores, then all of its own
 * (`settle.ts`).
 */
import { ruleError } from '../../kernel/errors.js';
import type { Seat } from '../../kernel/seat.js';
import { formatMeld, meldCards, meldsHeld, meldWinnerIn, type Meld } from '../../family/melds.js';
import type { Strain } from '../../family/cards.js';
import { strainOf } from './card-play.js';
import type { BeloteOptions } from './options.js';
import type { BeloteEvent, BeloteMove, BeloteState } from './state.js';
import { eldestOf, tricksDone } from './state.js';
import { allow, refuse, replaceAt, withState, type BeloteStep, type Verdict } from './step.js';

/** The melds a selection may hold together: no card twice, unless `sharedCards` lets a sequence and a carré share one. */
export function compatible(melds: readonly Meld[], sharedCards: boolean): boolean {
  for (let i = 0; i < melds.length; i++)
    for (let j = i + 1; j < melds.length; j++) {
      const a = melds[i]!;
      const b = melds[j]!;
      if (sharedCards && a.kind !== b.kind) continue;
      const cards = new Set(meldCards(a));
      if (meldCards(b).some((c) => cards.has(c))) return false;
    }
  return true;
}

/** Whether `seat` must announce now (before its first card, or in the announcement round). */
export const mustAnnounceNow = (s: BeloteState, seat: Seat): boolean =>
  s.options.announcements && s.declarations[seat] === null && (s.phase === 'announce' || s.phase === 'play');

/** The seat to announce in the announcement round. */
export const announcer = (s: BeloteState): Seat => (eldestOf(s) + s.declarations.filter((d) => d !== null).length) % 4;

/** Every selection `seat` may announce: the subsets of the announcements its hand holds whose cards may go together. */
export function legalAnnouncements(s: BeloteState, seat: Seat): BeloteMove[] {
  const held = meldsHeld(s.hands[seat]!, 'belote');
  const out: BeloteMove[] = [];
  for (let mask = 0; mask < 1 << held.length; mask++) {
    const melds = held.filter((_, i) => ((mask >>> i) & 1) === 1);
    if (compatible(melds, s.options.sharedCards)) out.push({ type: 'announce', melds });
  }
  return out;
}

/** The check of an announcement: every announcement held, and the cards allowed together. */
export function checkAnnouncement(s: BeloteState, m: Extract<BeloteMove, { type: 'announce' }>, seat: Seat): Verdict {
  const held = meldsHeld(s.hands[seat]!, 'belote').map(formatMeld);
  const missing = m.melds.map(formatMeld).filter((t) => !held.includes(t));
  if (missing.length > 0)
    return refuse(
      ruleError(
        'announce/not-held',
        `You do not hold ${missing.join(', ')} (announce what your hand holds, each whole).`,
        {
          melds: missing,
        },
      ),
    );
  if (!compatible(m.melds, s.options.sharedCards))
    return refuse(
      ruleError(
        'announce/shared-card',
        s.options.sharedCards
          ? 'Two sequences or two carrés cannot share a card.'
          : 'A card counts in one announcement only.',
        { melds: m.melds.map(formatMeld) },
      ),
    );
  return allow('announce');
}

/**
 * The kind of an announcement, as it is said when made under `'first-trick'` (FFB coinchée §8.2:
 * "tierce", "cinquante", "cent", "carré"), its cards shown only later.
 */
export const announcementKind = (m: Meld): string =>
  m.kind === 'four' ? 'carre' : m.length === 3 ? 'tierce' : m.length === 4 ? 'cinquante' : 'cent';

/**
 * The side whose announcements score, from each seat's announcements (null: none made) under a
 * strain (null: no trump chosen yet): the side of the best one (ties by `equalAnnouncements`,
 * `eldest` the eldest hand's seat), null when none does.
 */
export const announcementWinner = (
  declared: readonly (readonly Meld[] | null)[],
  strain: Strain | null,
  equalAnnouncements: BeloteOptions['equalAnnouncements'],
  eldest: Seat,
): 0 | 1 | null =>
  strain === null
    ? null
    : meldWinnerIn(
        declared.map((d) => d ?? []),
        strain,
        'belote',
        equalAnnouncements,
        eldest,
      );

/** The side whose announcements score in a deal (`announcementWinner`), null when none does. */
export const announcementSide = (s: BeloteState): 0 | 1 | null =>
  announcementWinner(
    s.declarations,
    s.strain === null && s.trump === null ? null : strainOf(s),
    s.options.equalAnnouncements,
    eldestOf(s),
  );

/**
 * Whether the cards of `seat`'s announcements are public: under `'before-first-trick'` as soon as
 * made; under `'first-trick'` (FFB coinchée §8.3) once the first trick is over, and only for the side
 * whose announcements score (the others stay named by their kind).
 */
export function announcementShown(s: BeloteState, seat: Seat): boolean {
  if (s.options.announcementTiming === 'before-first-trick') return true;
  return tricksDone(s) > 0 && announcementSide(s) === seat % 2;
}

/** The public form of `seat`'s announcements: their notation when shown, else their kinds; null before it announced. */
export function announcementsView(s: BeloteState, seat: Seat): string[] | null {
  const d = s.declarations[seat];
  if (d === null || d === undefined) return null;
  return announcementShown(s, seat) ? d.map(formatMeld) : d.map(announcementKind);
}

/** The step of a legal announcement by `seat`: its kinds said (`'first-trick'`) or its cards shown. */
export function applyAnnouncement(
  s: BeloteState,
  m: Extract<BeloteMove, { type: 'announce' }>,
  seat: Seat,
): BeloteStep {
  const declarations = replaceAt(s.declarations, seat, m.melds.slice());
  const shown = s.options.announcementTiming === 'before-first-trick';
  const events: BeloteEvent[] = [
    { type: 'announced', audience: 'all', seat, melds: m.melds.map(shown ? formatMeld : announcementKind) },
  ];
  const roundOver = s.phase === 'announce' && declarations.every((d) => d !== null);
  return { state: withState(s, { declarations, phase: roundOver ? 'play' : s.phase }), events };
}
