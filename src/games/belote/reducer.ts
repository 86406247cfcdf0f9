/**
 * The Belote reducer: whose turn it is, the legal actions, the one check (`verdict`) shared by
 * `apply` and `explain`, and the step. Each dispatches on the phase to the module of that phase.
 */
import { checkedApi } from '../../family/checked.js';
import { ruleError } from '../../kernel/errors.js';
import { notYourTurn } from '../../kernel/explain.js';
import { declarationFirst, wrongPhase as phaseError } from '../../family/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { meldsHeld, type Meld } from '../../family/melds.js';
import { applyTake, checkTake, legalTakes } from './bidding.js';
import { beloteDeck } from './cards.js';
import { beloteCodec, moveId, moveOf, readAction, toAction } from './codec.js';
import {
  announcer,
  applyAnnouncement,
  checkAnnouncement,
  legalAnnouncements,
  mustAnnounceNow,
} from './declarations.js';
import { applyPlay, checkPlay, legalPlays } from './play.js';
import { beloteResult } from './settle.js';
import { eldestOf, type BeloteAction, type BeloteMove, type BeloteState } from './state.js';
import { refuse, type BeloteError, type BeloteErrorCode, type BeloteStep, type Verdict } from './step.js';

/** Whose turn it is, or 'done' when the deal is over. */
export function actor(s: BeloteState): Seat | 'done' {
  switch (s.phase) {
    case 'first-round':
    case 'second-round':
      return (eldestOf(s) + s.speech.length) % 4;
    case 'announce':
      return announcer(s);
    case 'play':
      return (s.leader + s.trick.length) % 4;
    case 'done':
      return 'done';
  }
}

/** Moves in id order, as actions. */
const byMoveId = (x: BeloteMove, y: BeloteMove): number => moveId(x) - moveId(y);
const byId = (list: BeloteMove[]): BeloteAction[] => list.sort(byMoveId).map(toAction);

/** The legal actions of the seat to act, in id order. */
export function legal(s: BeloteState): BeloteAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  switch (s.phase) {
    case 'first-round':
    case 'second-round':
      return byId(legalTakes(s));
    case 'announce':
    case 'play':
      return cardPlayMoves(s, seat).map(toAction);
    case 'done':
      return [];
  }
}

/**
 * The legal moves of `seat`, the seat to act, once trump is set (phases `announce` and `play`), in
 * id order: its announcements when it must announce now, else its plays (`legalPlays` lists them
 * in card order, each plain play before its calls: their id order). Coinche's card play calls it too.
 */
export const cardPlayMoves = (s: BeloteState, seat: Seat): BeloteMove[] =>
  s.phase === 'announce' || mustAnnounceNow(s, seat) ? legalAnnouncements(s, seat).sort(byMoveId) : legalPlays(s, seat);

const dealOver = (): BeloteError => ruleError('phase/deal-over', 'The deal is over.');
const announceFirst = (): BeloteError =>
  ruleError('announce/must-announce-first', 'Announce (or announce nothing) before playing your first card.');

const wrongPhase = (s: BeloteState, m: BeloteMove, expected: readonly BeloteMove['type'][]): Verdict =>
  refuse(phaseError(s.phase, m.type, expected));

/** `verdict` on the move an action stands for. */
function moveVerdict(s: BeloteState, m: BeloteMove): Verdict {
  const seat = actor(s);
  if (seat === 'done') return refuse(dealOver());
  if (m.seat !== undefined && m.seat !== seat) return refuse(notYourTurn(seat, m.seat));
  switch (s.phase) {
    case 'first-round':
    case 'second-round':
      return m.type === 'take' || m.type === 'pass' ? checkTake(s, m) : wrongPhase(s, m, ['take', 'pass']);
    case 'announce':
    case 'play':
      return cardPlayVerdict(s, m, seat);
    case 'done':
      return refuse(dealOver());
  }
}

/**
 * The check of a move by `seat`, the seat to act, once trump is set (phases `announce` and
 * `play`): an announcement when it must announce now, else a play. Coinche's card play calls it too.
 */
export function cardPlayVerdict(s: BeloteState, m: BeloteMove, seat: Seat): Verdict {
  if (s.phase === 'announce')
    return m.type === 'announce' ? checkAnnouncement(s, m, seat) : wrongPhase(s, m, ['announce']);
  if (mustAnnounceNow(s, seat))
    return m.type === 'announce'
      ? checkAnnouncement(s, m, seat)
      : refuse(declarationFirst(s.phase, m.type, announceFirst(), ['announce']));
  return m.type === 'play' ? checkPlay(s, seat, m) : wrongPhase(s, m, ['play']);
}

/** The step of a move known to be legal, with the `deal-over` event when it ends the deal. */
function applyMove(s: BeloteState, m: BeloteMove): BeloteStep {
  const seat = actor(s) as Seat;
  const step = m.type === 'take' || m.type === 'pass' ? applyTake(s, m, seat) : cardPlayStep(s, m, seat);
  const r = beloteResult(step.state);
  if (r === undefined || r.annulled) return step;
  return {
    state: step.state,
    events: [...step.events, { type: 'deal-over', audience: 'all', scores: [r.teamScores[0], r.teamScores[1]] }],
  };
}

/**
 * The step of a legal announcement or play by `seat` (phases `announce` and `play`), without the
 * deal's end: Belote adds its `deal-over` event, Coinche its own.
 */
export const cardPlayStep = (
  s: BeloteState,
  m: Extract<BeloteMove, { type: 'announce' | 'play' }>,
  seat: Seat,
): BeloteStep => (m.type === 'play' ? applyPlay(s, m, seat) : applyAnnouncement(s, m, seat));

/**
 * The checked API (`verdict`, `apply`, `applyUnchecked`, `explain`, `explainFor`) on the one verdict
 * and step: an object, so that a bundle that does not play Belote (Coinche's, which reads Belote's
 * card play) leaves it out.
 */
export const beloteChecked = /* @__PURE__ */ checkedApi<
  BeloteState,
  BeloteAction,
  BeloteMove,
  BeloteErrorCode,
  BeloteStep
>({
  read: readAction,
  actor,
  over: dealOver,
  moveOf: moveOf,
  moveVerdict,
  applyMove,
});

/** A false announcement to probe: the 7-8-9 of spades and four jacks. */
const PROBE_MELDS: readonly Meld[] = [
  { kind: 'run', length: 3, top: 3 },
  { kind: 'four', rank: 5 },
];

/** Every action worth trying in `s` (legal or not), each once: for conformance tests. */
export function candidates(s: BeloteState): BeloteAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  const out: BeloteMove[] = [{ type: 'pass' }, { type: 'take', suit: null }];
  for (const suit of [0, 1, 2, 3]) out.push({ type: 'take', suit });
  for (const card of beloteDeck.cards) for (const call of [0, 1, 2] as const) out.push({ type: 'play', card, call });
  out.push({ type: 'announce', melds: [] });
  for (const m of [...PROBE_MELDS, ...meldsHeld(s.hands[seat]!, 'belote')]) out.push({ type: 'announce', melds: [m] });
  const held = meldsHeld(s.hands[seat]!, 'belote');
  if (held.length > 1) out.push({ type: 'announce', melds: held });
  const seen = new Set<number>();
  return out
    .filter((m) => (seen.has(moveId(m)) ? false : (seen.add(moveId(m)), true)))
    .map(toAction)
    .filter((a) => beloteCodec.decode(beloteCodec.encode(a))._tag === 'Right');
}
