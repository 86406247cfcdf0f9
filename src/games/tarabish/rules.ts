/**
 * The `tarabish` ruleset: both presets of RULINGS.md (auction, traditional) behind one contract.
 * Each phase lives in its own module; this file routes an action to the module of the phase, in
 * the same order for `legal`, `apply` and `explain`, so that they cannot disagree.
 */
import { left, right } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { Ruleset } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { toArray } from '../../kernel/cardset.js';
import { tarabishDeck } from './cards.js';
import { actionId, tarabishCodec } from './codec.js';
import { setupTarabish, type TarabishDeal } from './deal.js';
import { applyDeclaration, checkDeclaration, legalDeclarations } from './declare.js';
import { handResult, teamCardPoints, type TarabishResult } from './hand-end.js';
import { meldsHeld, type Meld } from './melds.js';
import { tarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import { applyPlay, checkCardPlay, isPlayJustAllowed, legalPlays } from './play.js';
import { tarabishPlayout } from './playout.js';
import { sampleTarabish } from './sample.js';
import { isTarabishAction } from './shape.js';
import { refuse, type TarabishStep, type Verdict } from './step.js';
import type { TarabishAction, TarabishEvent, TarabishState } from './state.js';
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
} from './trump-choice.js';
import { actorOf, mustDeclareNow } from './turn.js';
import { tarabishView, tarabishViewSchema, type TarabishView } from './view.js';

/** The types of the Tarabish ruleset (options, state, action, event, view, result, explicit deal). */
export interface TarabishTypes {
  readonly options: TarabishOptions;
  readonly optionsInput: TarabishOptionsInput;
  readonly state: TarabishState;
  readonly action: TarabishAction;
  readonly event: TarabishEvent;
  readonly view: TarabishView;
  readonly result: TarabishResult;
  readonly deal: TarabishDeal;
}

const PHASE_ACTIONS: Readonly<Record<TarabishState['phase'], readonly TarabishAction['type'][]>> = {
  auction: ['bid', 'bid-pass'],
  trump: ['trump'],
  call: ['call', 'pass'],
  declare: ['declare'],
  play: ['play'],
  done: [],
};

function wrongPhase(s: TarabishState, a: TarabishAction): Verdict {
  return refuse(
    ruleError('phase/wrong-phase', `A ${a.type} action is not possible now (${s.phase}).`, {
      phase: s.phase,
      expected: PHASE_ACTIONS[s.phase],
    }),
  );
}

/** The single decision path shared by `apply` and `explain`. */
export function verdict(s: TarabishState, raw: unknown): Verdict {
  if (!isTarabishAction(raw)) return refuse(ruleError('action/malformed', 'Not a Tarabish action.'));
  const a = raw;
  const seat = actorOf(s);
  if (seat === 'done') return refuse(ruleError('phase/deal-over', 'The hand is over.'));
  if (a.seat !== undefined && a.seat !== seat) {
    return refuse(
      ruleError('turn/not-your-turn', `It is seat ${seat}'s turn, not seat ${a.seat}'s.`, {
        actor: seat,
        seat: a.seat,
      }),
    );
  }
  if (mustDeclareNow(s, seat)) {
    if (a.type === 'declare') return checkDeclaration(s, a, seat);
    if (a.type === 'play')
      return refuse(
        ruleError('declare/must-declare-first', 'Declare your melds (or none) before playing your first card.'),
      );
    return wrongPhase(s, a);
  }
  // Card play first: most actions of a hand are plays, and cases are compared in order.
  switch (s.phase) {
    case 'play':
      return a.type === 'play' ? checkCardPlay(s, a, seat) : wrongPhase(s, a);
    case 'auction':
      return a.type === 'bid' || a.type === 'bid-pass' ? checkBid(s, a) : wrongPhase(s, a);
    case 'trump':
      return a.type === 'trump' ? checkTrump(s, a) : wrongPhase(s, a);
    case 'call':
      return a.type === 'call' || a.type === 'pass' ? checkCall(s, a) : wrongPhase(s, a);
    case 'declare':
      return a.type === 'declare' ? checkDeclaration(s, a, seat) : wrongPhase(s, a);
    case 'done':
      return refuse(ruleError('phase/deal-over', 'The hand is over.'));
  }
}

function applyUnchecked(s: TarabishState, a: TarabishAction): TarabishStep {
  const seat = actorOf(s) as Seat;
  let step: TarabishStep;
  switch (a.type) {
    case 'play':
      step = applyPlay(s, a, seat);
      break;
    case 'bid':
    case 'bid-pass':
      step = applyBid(s, a, seat);
      break;
    case 'trump':
      step = applyTrump(s, a);
      break;
    case 'call':
    case 'pass':
      step = applyCall(s, a, seat);
      break;
    case 'declare':
      step = applyDeclaration(s, a, seat);
      break;
  }
  const r = handResult(step.state);
  if (r && !r.annulled)
    step = {
      state: step.state,
      events: [...step.events, { type: 'hand-over', audience: 'all', scores: [r.teamScores[0], r.teamScores[1]] }],
    };
  return step;
}

const byId = (list: TarabishAction[]): TarabishAction[] => list.sort((x, y) => actionId(x) - actionId(y));

function legal(s: TarabishState): TarabishAction[] {
  const seat = actorOf(s);
  if (seat === 'done') return [];
  if (mustDeclareNow(s, seat)) return byId(legalDeclarations(s, seat));
  switch (s.phase) {
    case 'play':
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

/** False melds used to probe declarations: the 6-7-8 of each suit and four jacks. */
const PROBE_MELDS: readonly Meld[] = [
  ...[0, 1, 2, 3].map((w): Meld => ({ kind: 'run', length: 3, top: w * 32 + 2 })),
  { kind: 'four', rank: 5 },
];

function candidates(s: TarabishState): TarabishAction[] {
  const seat = actorOf(s);
  if (seat === 'done') return [];
  const out: TarabishAction[] = [{ type: 'bid-pass' }, { type: 'pass' }];
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
  return out.filter((a) => {
    const k = tarabishCodec.encode(a);
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

/**
 * The Tarabish ruleset (`id: 'tarabish'`): 4 players in 2 partnerships, presets `auction` (default) and `traditional`.
 *
 * @example
 * const s = getOrThrow(tarabish.setup({ preset: 'traditional' }, { seed: 7 }));
 * tarabish.legal(s).map(tarabish.codec.encode); // ['pass', 'call:S', 'call:H', 'call:D', 'call:C']
 */
export const tarabish: Ruleset<TarabishTypes> = {
  id: 'tarabish',
  version: '1',
  options: tarabishOptions,
  traits: {
    players: [4],
    deck: tarabishDeck,
    // RULINGS: 152 card points + the last-trick bonus; a no-trump hand (decided in the auction or
    // the call) has 120 + bonus, which `audit(state).cardPointTotal` reports.
    cardPointTotal: (o) => 152 + o.lastTrickBonus,
    scoreSum: null,
    // 4 bids + naming trump + 4 declarations + 36 cards.
    maxActions: () => 45,
  },
  setup: setupTarabish,
  actor: actorOf,
  legal,
  apply(s, a) {
    // The common case, legal then apply: a plain play of the obligation just decided for s.
    if (isPlayJustAllowed(s, a)) return right(applyUnchecked(s, a));
    const v = verdict(s, a);
    return v.ok ? right(applyUnchecked(s, a)) : left(v.error);
  },
  applyUnchecked,
  explain(s, a) {
    const v = verdict(s, a);
    return v.ok ? { legal: true, rule: v.rule } : { legal: false, error: v.error };
  },
  view: tarabishView,
  viewSchema: tarabishViewSchema,
  result: handResult,
  sampleHidden: sampleTarabish,
  fastPlayout: (s, rng) => (s.phase === 'play' ? tarabishPlayout(s, rng) : undefined),
  codec: tarabishCodec,
  players: () => 4,
  settings: (s) => s.options,
  audit(s) {
    const places: Record<string, number[]> = {
      trick: s.trick.slice(),
      won0: s.won[0]!.slice(),
      won1: s.won[1]!.slice(),
    };
    s.hands.forEach((h, i) => (places[`hand${i}`] = toArray(h)));
    s.pending.forEach((p, i) => (places[`pending${i}`] = toArray(p)));
    const noTrumpHand = s.contract !== null && s.contract.noTrump;
    return noTrumpHand
      ? { places, cardPoints: teamCardPoints(s), cardPointTotal: 120 + s.options.lastTrickBonus }
      : { places, cardPoints: teamCardPoints(s) };
  },
  candidates,
};
