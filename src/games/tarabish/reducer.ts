/**
 * The Tarabish reducer: whose turn it is, the legal actions, the one check (`verdict`) shared by
 * `apply` and `explain`, and the step. Each dispatches on the phase to the module of that phase.
 */
import { left, right, type Either } from '../../kernel/either.js';
import { actionReader, explainOn, UnreadableAction } from '../../kernel/action-object.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarabishError, TarabishErrorCode } from './step.js';
import { explainForSeat, notYourTurn } from '../../kernel/explain.js';
import { declarationFirst, wrongPhase as phaseError } from '../../family/ruleset.js';
import type { Explanation } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import {
  applyBid,
  applyCall,
  applyTrump,
  checkBid,
  checkCall,
  checkTrump,
  legalBids,
  legalCalls,
  legalTrumps,
} from './bidding.js';
import { tarabishActionObjectSchema } from './action-schema.js';
import { tarabishDeck } from './cards.js';
import {
  CALL_ACTIONS,
  knownMove,
  PLAY_ACTIONS,
  TRUMP_ACTIONS,
  moveId,
  moveOf,
  numericAction,
  tarabishCodec,
  toAction,
} from './codec.js';
import { applyDeclaration, checkDeclaration, legalDeclarations, mustDeclareNow } from './declarations.js';
import { meldsHeld, type Meld } from './melds.js';
import { applyPlay, checkPlay, legalPlays, plainPlayTrick } from './play.js';
import { tarabishResult } from './settle.js';
import { eldestOf, type TarabishAction, type TarabishMove, type TarabishState } from './state.js';
import { refuse, type TarabishStep, type Verdict } from './step.js';

/** Whose turn it is, or 'done' when the hand is over. */
export function actor(s: TarabishState): Seat | 'done' {
  switch (s.phase) {
    case 'play':
      return (s.leader + s.trick.length) % 4;
    case 'done':
      return 'done';
    case 'auction':
    case 'call':
      // Tarabish rules: one round from the player after the dealer.
      return (eldestOf(s) + s.speech.length) % 4;
    case 'trump':
      return s.contract!.seat;
    case 'declare':
      return (eldestOf(s) + s.declarations.filter((d) => d !== null).length) % 4;
  }
}

/** Moves in id order, as actions. */
const byId = (list: TarabishMove[]): TarabishAction[] => list.sort((x, y) => moveId(x) - moveId(y)).map(toAction);

/** The legal actions of the seat to act, in id order. */
export function legal(s: TarabishState): TarabishAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  switch (s.phase) {
    case 'play':
      if (mustDeclareNow(s, seat)) return byId(legalDeclarations(s, seat));
      // Plays come in id order (card order, bella after the plain play): no sort.
      return legalPlays(s, seat);
    case 'auction':
      return byId(legalBids(s));
    case 'trump':
      return byId(legalTrumps());
    case 'call':
      return byId(legalCalls(s));
    case 'declare':
      return byId(legalDeclarations(s, seat));
    case 'done':
      return [];
  }
}

const handOver = (): TarabishError => ruleError('phase/deal-over', 'The hand is over.');

const wrongPhase = (s: TarabishState, a: TarabishMove, expected: readonly TarabishMove['type'][]): Verdict =>
  refuse(phaseError(s.phase, a.type, expected));
const declareFirst = (): TarabishError =>
  ruleError('declare/must-declare-first', 'Declare your melds (or none) before playing your first card.');

/** The one check of an action, shared by `apply` and `explain`: the rule that allows it, or the error. */
export function verdict(s: TarabishState, raw: unknown): Verdict {
  const m = moveOf(raw);
  return m === undefined ? refuse(malformedError(raw)) : moveVerdict(s, m);
}

/** The refusal of a value that is no action (an old numeric one told the name it meant). */
function malformedError(raw: unknown): TarabishError {
  return numericAction(raw) ?? ruleError('action/malformed', 'Not a Tarabish action.');
}

/** `verdict` on the move an action stands for. */
function moveVerdict(s: TarabishState, a: TarabishMove): Verdict {
  const seat = actor(s);
  if (seat === 'done') return refuse(handOver());
  if (a.seat !== undefined && a.seat !== seat) {
    return refuse(notYourTurn(seat, a.seat));
  }
  switch (s.phase) {
    case 'play':
      if (mustDeclareNow(s, seat))
        return a.type === 'declare'
          ? checkDeclaration(s, a, seat)
          : refuse(declarationFirst(s.phase, a.type, declareFirst(), ['play']));
      return a.type === 'play' ? checkPlay(s, seat, a) : wrongPhase(s, a, ['play']);
    case 'auction':
      return a.type === 'bid' || a.type === 'bid-pass' ? checkBid(s, a) : wrongPhase(s, a, ['bid', 'bid-pass']);
    case 'trump':
      return a.type === 'trump' ? checkTrump(s, a) : wrongPhase(s, a, ['trump']);
    case 'call':
      return a.type === 'call' || a.type === 'pass' ? checkCall(s, a) : wrongPhase(s, a, ['call', 'pass']);
    case 'declare':
      return a.type === 'declare' ? checkDeclaration(s, a, seat) : wrongPhase(s, a, ['declare']);
    case 'done':
      return refuse(handOver());
  }
}

/** The step of an action known to be legal (not checked). */
export const applyUnchecked = (s: TarabishState, a: TarabishAction): TarabishStep => applyMove(s, knownMove(a)!);

/** The step of a move known to be legal. */
function applyMove(s: TarabishState, a: TarabishMove): TarabishStep {
  const seat = actor(s) as Seat;
  return withDealOver(
    a.type === 'play'
      ? applyPlay(s, a, seat)
      : a.type === 'bid' || a.type === 'bid-pass'
        ? applyBid(s, a, seat)
        : a.type === 'trump'
          ? applyTrump(s, a)
          : a.type === 'declare'
            ? applyDeclaration(s, a, seat)
            : applyCall(s, a, seat),
  );
}

/** The step, with the `deal-over` event when it ends the hand (the deal). */
function withDealOver(step: TarabishStep): TarabishStep {
  const r = tarabishResult(step.state);
  if (r && !r.annulled)
    step = {
      state: step.state,
      events: [...step.events, { type: 'deal-over', audience: 'all', scores: [r.teamScores[0], r.teamScores[1]] }],
    };
  return step;
}

/**
 * Every action value `apply` and `explain` get, read first by the kernel's one reader: the frozen
 * actions `legal` lists (plays, trumps, calls) pass after one look-up; any other object is copied,
 * a key no Tarabish action of its type has (the action object schema's) is refused (`{ ...legal[0], by: 2 }`), and nothing the copy holds
 * can throw.
 */
const read = actionReader('Tarabish', tarabishActionObjectSchema, [...PLAY_ACTIONS, ...TRUMP_ACTIONS, ...CALL_ACTIONS]);

/** The checked step: `verdict`, then the step. */
export function apply(s: TarabishState, input: TarabishAction): Either<TarabishError, TarabishStep> {
  const a = read(input);
  if (a instanceof UnreadableAction) return left(a.error);
  // The action read once (a play: one look-up of its card's name), then checked and applied as a move.
  const m = moveOf(a);
  if (m === undefined) return left(malformedError(a));
  // The common case, a plain play the seat to act may make: checked on the trick it then plays to.
  const t = plainPlayTrick(s, m);
  if (t !== null)
    return right(withDealOver(applyPlay(s, m as Extract<TarabishMove, { type: 'play' }>, actor(s) as Seat, t)));
  const v = moveVerdict(s, m);
  return v.ok ? right(applyMove(s, m)) : left(v.error);
}

/** Why an action is legal (its rule) or not (the error `apply` returns). */
export const explain: (s: TarabishState, input: TarabishAction) => Explanation<TarabishErrorCode> = explainOn(
  read,
  verdict,
);

/** `explain` as asked by `seat`: a seat that is not to act learns only whose turn it is. */
export const explainFor = (s: TarabishState, seat: Seat, a: TarabishAction): Explanation<TarabishErrorCode> =>
  explainForSeat({ actor, players: () => 4, explain, over: handOver }, s, seat, a);

/** False melds used to probe declarations: the 6-7-8 of each suit and four jacks. */
const PROBE_MELDS: readonly Meld[] = [
  ...[0, 1, 2, 3].map((w): Meld => ({ kind: 'run', length: 3, top: w * 32 + 2 })),
  { kind: 'four', rank: 5 },
];

/** Every action worth trying in `s` (legal or not), each once: for conformance tests. */
export function candidates(s: TarabishState): TarabishAction[] {
  const seat = actor(s);
  if (seat === 'done') return [];
  const out: TarabishMove[] = [{ type: 'bid-pass' }, { type: 'pass' }];
  for (let v = 10; v <= s.options.maxBid + 10; v += 10)
    out.push({ type: 'bid', value: v, noTrump: false }, { type: 'bid', value: v, noTrump: true });
  for (const suit of [0, 1, 2, 3]) out.push({ type: 'trump', suit }, { type: 'call', suit });
  out.push({ type: 'call', suit: null });
  for (const card of tarabishDeck.cards)
    out.push({ type: 'play', card, bella: false }, { type: 'play', card, bella: true });
  out.push(...legalDeclarations(s, seat));
  const held = meldsHeld(s.hands[seat]!, 'belote');
  for (const m of [...PROBE_MELDS, ...held]) out.push({ type: 'declare', melds: [m] });
  const seen = new Set<string>();
  return out.map(toAction).filter((a) => {
    const k = tarabishCodec.encode(a);
    return seen.has(k) ? false : (seen.add(k), true);
  });
}
