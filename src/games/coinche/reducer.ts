/**
 * The Coinche reducer: whose turn it is, the legal actions, the one check (`verdict`) shared by
 * `apply` and `explain`, and the step. The auction is `auction.ts`'s; once it ends on a contract,
 * the card play (announcements, plays, belote-rebelote) is Belote's, on Belote's state, under the
 * contract's trump; all four passing ends the deal (nobody scores, the next dealer deals).
 */
import { checkedApi } from '../../family/checked.js';
import { ruleError } from '../../kernel/errors.js';
import { notYourTurn } from '../../kernel/explain.js';
import { wrongPhase as phaseError } from '../../family/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { beloteDeck } from '../belote/cards.js';
import { actor as beloteActor, cardPlayMoves, cardPlayStep, cardPlayVerdict } from '../belote/reducer.js';
import { withState } from '../belote/step.js';
import { trumpOfStrain } from '../../family/cards.js';
import { playStrain } from './contract.js';
import { applyCall, auctionStatus, checkCall, legalCalls, type Call } from './auction.js';
import {
  coincheCodec,
  coincheMoveId,
  coincheMoveOf,
  coincheToAction,
  encodeCoinche,
  readAction,
  type CoincheMove,
} from './codec.js';
import { coincheResult } from './settle.js';
import type { CoincheAction, CoincheEvent, CoinchePhase, CoincheState } from './state.js';
import {
  allow,
  fromCardPlay,
  refuse,
  type CoincheError,
  type CoincheErrorCode,
  type CoincheStep,
  type Verdict,
} from './step.js';

/** The phase of a deal. */
export function phaseOf(s: CoincheState): CoinchePhase {
  if (s.passedOut) return 'done';
  if (s.contract === null) return 'auction';
  return s.play.phase === 'announce' || s.play.phase === 'play' ? s.play.phase : 'done';
}

/** Whose turn it is, or 'done' when the deal is over. */
export function actor(s: CoincheState): Seat | 'done' {
  if (s.passedOut) return 'done';
  if (s.contract === null) {
    const st = auctionStatus(s.options, s.auction);
    return st.kind === 'open' ? st.toSpeak : 'done';
  }
  return beloteActor(s.play);
}

const callMove = (call: Call): CoincheMove => ({ type: 'call', call });

/** Moves in id order, as actions. */
const byId = (list: CoincheMove[]): CoincheAction[] =>
  list.sort((x, y) => coincheMoveId(x) - coincheMoveId(y)).map(coincheToAction);

/** The legal actions of the seat to act, in id order. */
export function legal(s: CoincheState): CoincheAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  if (s.contract === null) return byId(legalCalls(s.options, s.auction, seat).map(callMove));
  return (cardPlayMoves(s.play, seat) as CoincheMove[]).map(coincheToAction);
}

const dealOver = (): CoincheError => ruleError('phase/deal-over', 'The deal is over.');

const wrongPhase = (s: CoincheState, m: CoincheMove, expected: readonly string[]): Verdict =>
  refuse(phaseError(phaseOf(s), m.type === 'call' ? m.call.type : m.type, expected));

/** `verdict` on the move an action stands for. */
function moveVerdict(s: CoincheState, m: CoincheMove): Verdict {
  const seat = actor(s);
  if (seat === 'done') return refuse(dealOver());
  if (m.seat !== undefined && m.seat !== seat) return refuse(notYourTurn(seat, m.seat));
  if (s.contract === null) {
    if (m.type !== 'call') return wrongPhase(s, m, ['pass', 'bid', 'capot', 'coinche', 'surcoinche']);
    const c = checkCall(s.options, s.auction, seat, m.call);
    return c._tag === 'Left' ? refuse(c.left) : allow(m.call.type);
  }
  // a call once the contract stands: the auction's own answer, `bid/auction-over`
  if (m.type === 'call') {
    const c = checkCall(s.options, s.auction, seat, m.call);
    return c._tag === 'Left' ? refuse(c.left) : wrongPhase(s, m, ['announce', 'play']);
  }
  const v = cardPlayVerdict(s.play, m, seat);
  return v.ok ? allow(v.rule) : refuse(fromCardPlay(v.error));
}

/** The words of a call, as the codec writes the action. */
const said = (call: Call): string => encodeCoinche(call);

/** The step of a call known to be legal: the auction, and its end (a contract, or all passed). */
function applyCallMove(s: CoincheState, call: Call, seat: Seat): CoincheStep {
  const next = applyCall(s.options, s.auction, seat, call);
  if (next._tag === 'Left') throw new RangeError(`applyCall: ${next.left.message}`);
  const auction = next.right;
  const events: CoincheEvent[] = [{ type: 'called', audience: 'all', seat, said: said(call) }];
  const status = auctionStatus(s.options, auction);
  if (status.kind === 'open') return { state: { ...s, auction }, events };
  if (status.kind === 'passed-out') {
    events.push({ type: 'annulled', audience: 'all', nextDealer: status.nextDealer });
    return {
      state: { ...s, auction, passedOut: true, play: withState(s.play, { phase: 'done', annulled: true }) },
      events,
    };
  }
  const { contract } = status;
  // the contract's strain is played (its suit trump, or tout atout, or sans atout); the
  // announcements, if any, come before the first card or with it
  const strain = playStrain(s.options, contract.strain);
  const before = s.options.announcements && s.options.announcementTiming === 'before-first-trick';
  const play = withState(s.play, { trump: trumpOfStrain(strain), strain, phase: before ? 'announce' : 'play' });
  events.push({ type: 'contract', audience: 'all', contract });
  return { state: { ...s, auction, contract, play }, events };
}

/** The step of a move known to be legal, with the `deal-over` event when it ends the deal. */
function applyMove(s: CoincheState, m: CoincheMove): CoincheStep {
  const seat = actor(s) as Seat;
  if (m.type === 'call') return applyCallMove(s, m.call, seat);
  const step = cardPlayStep(s.play, m, seat);
  const state: CoincheState = { ...s, play: step.state };
  const events = step.events as CoincheEvent[];
  const r = coincheResult(state);
  if (r === undefined) return { state, events };
  return {
    state,
    events: [...events, { type: 'deal-over', audience: 'all', scores: [r.teamScores[0], r.teamScores[1]] }],
  };
}

/**
 * The checked API (`verdict`, `apply`, `applyUnchecked`, `explain`, `explainFor`) on the one verdict
 * and step, as Belote's (`beloteChecked`).
 */
export const coincheChecked = /* @__PURE__ */ checkedApi<
  CoincheState,
  CoincheAction,
  CoincheMove,
  CoincheErrorCode,
  CoincheStep
>({
  read: readAction,
  actor,
  over: dealOver,
  moveOf: coincheMoveOf,
  moveVerdict,
  applyMove,
});

/** Every action worth trying in `s` (the legal ones and probes of the illegal), each once: for conformance tests. */
export function candidates(s: CoincheState): CoincheAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  const calls: Call[] = [{ type: 'pass' }, { type: 'coinche' }, { type: 'surcoinche' }];
  if (s.contract === null) calls.push(...legalCalls(s.options, s.auction, seat));
  for (const strain of ['S', 'H', 'D', 'C', 'TA', 'SA'] as const) {
    calls.push({ type: 'capot', strain });
    for (const value of [70, 80, 82, 85, 90, 100, 160, 170, 240, 250, 650]) calls.push({ type: 'bid', value, strain });
  }
  const out: CoincheMove[] = calls.map(callMove);
  for (const card of beloteDeck.cards) for (const call of [0, 1, 2] as const) out.push({ type: 'play', card, call });
  out.push({ type: 'announce', melds: [] });
  if (s.contract !== null && s.options.announcements)
    for (const m of cardPlayMoves(withState(s.play, { phase: 'announce' }), seat))
      if (m.type === 'announce') out.push(m);
  const seen = new Set<number>();
  return out
    .filter((m) => (seen.has(coincheMoveId(m)) ? false : (seen.add(coincheMoveId(m)), true)))
    .map(coincheToAction)
    .filter((a) => coincheCodec.decode(coincheCodec.encode(a))._tag === 'Right');
}
