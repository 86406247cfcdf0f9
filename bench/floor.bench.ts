/**
 * The floor of an immutable API: how fast can *any* engine play random 4-player Tarot card play
 * through `legal(state)` (an array of action objects) and `apply(state, action)` (a new immutable
 * state plus events), on this machine, compared with the reference ceiling (a minimal mutable
 * random-playout loop, kept beside the repository, not shipped: see `loadCeiling` in timing.ts)
 * measured beside it in the same process?
 *
 * There is no rule logic at all here: every card in the hand of the seat to play is legal, tricks
 * go to the next seat, nothing is scored. What is left is the bare cost of the API's shape:
 *   - `legal`: a new array holding a shared frozen `{ type: 'play', card }` for every card in the
 *     hand (cards as bits in 5 words, as in atout's card sets);
 *   - `apply`: a new hand word array, a new hands array, a new trick array, a new state object, a
 *     shared frozen event list, a new `{ state, events }`; every 4 cards a trick record and a new
 *     tricks array.
 * Variants: `immutable, 20 fields` (the field list of `TarotState`, src/games/tarot/state.ts),
 * `immutable, 8 fields` (a small state, as in the first prototype), and `mutable` (the same
 * legal/apply functions on a state updated in place, actions written into a reused buffer: no
 * allocation; a sanity check of the loop and the random choices themselves). Two diagnostics
 * take the action list away (the card drawn from the hand words, as the ceiling does, then the
 * same `apply`): `immutable, 20 fields, no action list` and `mutable, no action list` separate the
 * cost of `legal`'s array from the cost of the immutable state.
 * Each deal is a real shuffle (78 cards, xorshift32 as the ceiling) and deal (4 × 18 + 6 chien),
 * then 72 random plays.
 *
 * Why: the issue's targets are ratios to the ceiling (checked API ≥ 0.15, `applyUnchecked` ≥
 * 0.25). If the floor of an immutable array-of-actions API is itself near or below a target, no
 * amount of work on atout's rules reaches it without changing the API's shape. Ratios are by
 * process CPU time, each floor window between two ceiling windows (bench/timing.ts `interleave`).
 *
 * Run `npm run bench:floor` (`--seconds S`: 3 windows per figure of S / 3 each, default 1.5;
 * `--pairs N`: floor / ceiling window pairs, default 5; `--json` for machines).
 */
import type { TarotState } from '../src/games/tarot/state.js';
import {
  benchArgs,
  ceilingBody,
  consume,
  fmtInt,
  fmtRatio,
  interleave,
  loadCeiling,
  round,
  roundPaired,
  runWindow,
  cpuRate,
  median,
  type Body,
  type Paired,
} from './timing.js';

type Card = number;
interface PlayAction {
  readonly type: 'play';
  readonly card: Card;
}
interface TrickRecord {
  readonly leader: number;
  readonly cards: readonly Card[];
  readonly winner: number;
}
interface PlayedEvent {
  readonly type: 'played';
  readonly audience: 'all';
}
type Events = readonly PlayedEvent[];
interface Step<S> {
  readonly state: S;
  readonly events: Events;
}

/** Shared frozen play actions, by card id (word * 32 + bit). */
const PLAY: readonly PlayAction[] = Array.from({ length: 160 }, (_, card) =>
  Object.freeze({ type: 'play' as const, card }),
);
const EVENTS: Events = Object.freeze([Object.freeze({ type: 'played' as const, audience: 'all' as const })]);
const EMPTY_CARDS: readonly Card[] = Object.freeze([]);
const EMPTY_TRICKS: readonly TrickRecord[] = Object.freeze([]);
const OPTIONS = Object.freeze({ players: 4 as const });
const ZEROS: readonly number[] = Object.freeze([0, 0, 0, 0]);
const CEILINGS: readonly number[] = Object.freeze([22, 22, 22, 22]);
const DEAL = Object.freeze({ dealer: 0 });

/** The 78 Tarot cards as word * 32 + bit (words 0-3: suits, 14 ranks; word 4: Excuse + 21 trumps). */
const DECK = new Int32Array(78);
for (let s = 0, n = 0; s < 5; s++) for (let r = 0; r < (s < 4 ? 14 : 22); r++) DECK[n++] = s * 32 + r;
const U32 = 2.3283064365386963e-10;

function pc(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Shuffles DECK in place (Fisher-Yates, xorshift32 from `s`), returns the new generator state. */
function shuffle(s: number): number {
  for (let i = 77; i > 0; i--) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = ((s >>> 0) * (i + 1) * U32) | 0;
    const t = DECK[i]!;
    DECK[i] = DECK[j]!;
    DECK[j] = t;
  }
  return s;
}

/** New 5-word hands from the shuffled DECK: 18 cards per seat. */
function dealHands(): number[][] {
  const hands: number[][] = [];
  for (let p = 0; p < 4; p++) {
    const h = [0, 0, 0, 0, 0];
    for (let k = p * 18; k < p * 18 + 18; k++) {
      const c = DECK[k]!;
      h[c >> 5]! |= 1 << (c & 31);
    }
    hands.push(h);
  }
  return hands;
}

/** Fills a new legal array from a 5-word hand. */
function plays(h: readonly number[]): PlayAction[] {
  const n = pc(h[0]!) + pc(h[1]!) + pc(h[2]!) + pc(h[3]!) + pc(h[4]!);
  const out = new Array<PlayAction>(n);
  let i = 0;
  for (let w = 0; w < 5; w++) {
    let b = h[w]!;
    while (b !== 0) {
      const low = b & -b;
      out[i++] = PLAY[(w << 5) | (31 - Math.clz32(low))]!;
      b ^= low;
    }
  }
  return out;
}

/** The card of a 5-word hand chosen by the random 32-bit `r` (uniform), without a list. */
function pick(h: readonly number[], r: number): Card {
  const c0 = pc(h[0]!),
    c1 = pc(h[1]!),
    c2 = pc(h[2]!),
    c3 = pc(h[3]!);
  let k = ((r >>> 0) * (c0 + c1 + c2 + c3 + pc(h[4]!)) * U32) | 0;
  let w = 0;
  if (k >= c0) {
    k -= c0;
    w = 1;
    if (k >= c1) {
      k -= c1;
      w = 2;
      if (k >= c2) {
        k -= c2;
        w = 3;
        if (k >= c3) {
          k -= c3;
          w = 4;
        }
      }
    }
  }
  let m = h[w]!;
  for (; k > 0; k--) m &= m - 1;
  return (w << 5) | (31 - Math.clz32(m & -m));
}

/** The new hand without `card`. */
function without(h: readonly number[], card: Card): number[] {
  const nh = h.slice();
  nh[card >> 5]! &= ~(1 << (card & 31));
  return nh;
}

// ---------------------------------------------------------------------------
// immutable, 20 fields (the field list of TarotState)
// Each variant has its own legal, apply and deal loop on purpose, written alike: shared
// higher-order code would make the loops polymorphic and measure that instead.
// ---------------------------------------------------------------------------
interface FullState {
  readonly options: typeof OPTIONS;
  readonly mode: 'classic' | 'goulash';
  readonly phase: 'play' | 'done';
  readonly hands: readonly (readonly number[])[];
  readonly chien: readonly Card[];
  readonly chienTaken: boolean;
  readonly bids: readonly string[];
  readonly taker: number | null;
  readonly contract: string | null;
  readonly called: Card | null;
  readonly partner: number | null;
  readonly ecart: readonly Card[];
  readonly chelemAnnounced: boolean;
  readonly poignees: readonly object[];
  readonly leader: number;
  readonly trick: readonly Card[];
  readonly tricks: readonly TrickRecord[];
  readonly voids: readonly number[];
  readonly trumpCeiling: readonly number[];
  readonly annulled: string | null;
  /** Set only for a state from facts, never in this bench (as in a dealt game). */
  readonly pileTricks?: number;
}
// The field list must stay TarotState's (checked when the types are compiled).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
export const FIELDS_OF_TAROT_STATE: SameKeys<FullState, TarotState> = true;
const BIDS: readonly string[] = Object.freeze(['garde', 'pass', 'pass', 'pass']);

function legalFull(s: FullState): PlayAction[] {
  return plays(s.hands[(s.leader + s.trick.length) & 3]!);
}

function applyFull(s: FullState, a: PlayAction): Step<FullState> {
  const pt = s.trick;
  const n = pt.length;
  const seat = (s.leader + n) & 3;
  const card = a.card;
  const hands = s.hands.slice();
  hands[seat] = without(s.hands[seat]!, card);
  let trick: readonly Card[];
  let leader = s.leader;
  let tricks = s.tricks;
  if (n < 3) trick = n === 0 ? [card] : n === 1 ? [pt[0]!, card] : [pt[0]!, pt[1]!, card];
  else {
    const winner = (leader + 1) & 3; // no rule logic: the next seat
    const next = tricks.slice();
    next.push({ leader, cards: [pt[0]!, pt[1]!, pt[2]!, card], winner });
    tricks = next;
    trick = [];
    leader = winner;
  }
  const state: FullState = {
    options: s.options,
    mode: s.mode,
    phase: tricks.length === 18 ? 'done' : 'play',
    hands,
    chien: s.chien,
    chienTaken: s.chienTaken,
    bids: s.bids,
    taker: s.taker,
    contract: s.contract,
    called: s.called,
    partner: s.partner,
    ecart: s.ecart,
    chelemAnnounced: s.chelemAnnounced,
    poignees: s.poignees,
    leader,
    trick,
    tricks,
    voids: s.voids,
    trumpCeiling: s.trumpCeiling,
    annulled: s.annulled,
  };
  return { state, events: EVENTS };
}

function dealsFull(nDeals: number, seed: number): number {
  let s = seed | 0 || 0x9e3779b9 | 0;
  let check = 0;
  for (let d = 0; d < nDeals; d++) {
    s = shuffle(s);
    let st: FullState = {
      options: OPTIONS,
      mode: 'classic',
      phase: 'play',
      hands: dealHands(),
      chien: Array.from(DECK.subarray(72)),
      chienTaken: false,
      bids: BIDS,
      taker: 0,
      contract: 'garde',
      called: null,
      partner: null,
      ecart: EMPTY_CARDS,
      chelemAnnounced: false,
      poignees: EMPTY_TRICKS,
      leader: 0,
      trick: EMPTY_CARDS,
      tricks: EMPTY_TRICKS,
      voids: ZEROS,
      trumpCeiling: CEILINGS,
      annulled: null,
    };
    for (let i = 0; i < 72; i++) {
      const l = legalFull(st);
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const r = applyFull(st, l[((s >>> 0) * l.length * U32) | 0]!);
      st = r.state;
      check += r.events.length;
    }
    if (st.phase !== 'done') throw new Error('deal not over');
    check += st.tricks[17]!.cards[3]!;
  }
  return check;
}

/** The same without the action list: the card drawn from the hand, `apply` as above. */
function dealsFullNoList(nDeals: number, seed: number): number {
  let s = seed | 0 || 0x9e3779b9 | 0;
  let check = 0;
  for (let d = 0; d < nDeals; d++) {
    s = shuffle(s);
    let st: FullState = {
      options: OPTIONS,
      mode: 'classic',
      phase: 'play',
      hands: dealHands(),
      chien: Array.from(DECK.subarray(72)),
      chienTaken: false,
      bids: BIDS,
      taker: 0,
      contract: 'garde',
      called: null,
      partner: null,
      ecart: EMPTY_CARDS,
      chelemAnnounced: false,
      poignees: EMPTY_TRICKS,
      leader: 0,
      trick: EMPTY_CARDS,
      tricks: EMPTY_TRICKS,
      voids: ZEROS,
      trumpCeiling: CEILINGS,
      annulled: null,
    };
    for (let i = 0; i < 72; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const r = applyFull(st, PLAY[pick(st.hands[(st.leader + st.trick.length) & 3]!, s)]!);
      st = r.state;
      check += r.events.length;
    }
    if (st.phase !== 'done') throw new Error('deal not over');
    check += st.tricks[17]!.cards[3]!;
  }
  return check;
}

// ---------------------------------------------------------------------------
// immutable, 8 fields
// ---------------------------------------------------------------------------
interface SmallState {
  readonly deal: typeof DEAL;
  readonly phase: 'play' | 'done';
  readonly hands: readonly (readonly number[])[];
  readonly leader: number;
  readonly trick: readonly Card[];
  readonly tricks: readonly TrickRecord[];
  readonly voids: readonly number[];
  readonly trumpCeiling: readonly number[];
}

function legalSmall(s: SmallState): PlayAction[] {
  return plays(s.hands[(s.leader + s.trick.length) & 3]!);
}

function applySmall(s: SmallState, a: PlayAction): Step<SmallState> {
  const pt = s.trick;
  const n = pt.length;
  const seat = (s.leader + n) & 3;
  const card = a.card;
  const hands = s.hands.slice();
  hands[seat] = without(s.hands[seat]!, card);
  let trick: readonly Card[];
  let leader = s.leader;
  let tricks = s.tricks;
  if (n < 3) trick = n === 0 ? [card] : n === 1 ? [pt[0]!, card] : [pt[0]!, pt[1]!, card];
  else {
    const winner = (leader + 1) & 3;
    const next = tricks.slice();
    next.push({ leader, cards: [pt[0]!, pt[1]!, pt[2]!, card], winner });
    tricks = next;
    trick = [];
    leader = winner;
  }
  const state: SmallState = {
    deal: s.deal,
    phase: tricks.length === 18 ? 'done' : 'play',
    hands,
    leader,
    trick,
    tricks,
    voids: s.voids,
    trumpCeiling: s.trumpCeiling,
  };
  return { state, events: EVENTS };
}

function dealsSmall(nDeals: number, seed: number): number {
  let s = seed | 0 || 0x9e3779b9 | 0;
  let check = 0;
  for (let d = 0; d < nDeals; d++) {
    s = shuffle(s);
    let st: SmallState = {
      deal: DEAL,
      phase: 'play',
      hands: dealHands(),
      leader: 0,
      trick: EMPTY_CARDS,
      tricks: EMPTY_TRICKS,
      voids: ZEROS,
      trumpCeiling: CEILINGS,
    };
    for (let i = 0; i < 72; i++) {
      const l = legalSmall(st);
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const r = applySmall(st, l[((s >>> 0) * l.length * U32) | 0]!);
      st = r.state;
      check += r.events.length;
    }
    if (st.phase !== 'done') throw new Error('deal not over');
    check += st.tricks[17]!.cards[3]!;
  }
  return check;
}

// ---------------------------------------------------------------------------
// mutable: the same legal / apply, state updated in place, no allocation
// ---------------------------------------------------------------------------
interface MutableState {
  readonly hands: Int32Array; // seat * 5 + word
  readonly trick: Int32Array; // 4 cards
  readonly tricks: Int32Array; // 18 × (leader, 4 cards, winner)
  trickLength: number;
  trickCount: number;
  leader: number;
}
const LEGAL_BUFFER: PlayAction[] = new Array<PlayAction>(24).fill(PLAY[0]!);

/** Writes the legal plays into LEGAL_BUFFER, returns their count. */
function legalMutable(s: MutableState): number {
  const b = ((s.leader + s.trickLength) & 3) * 5;
  const H = s.hands;
  let i = 0;
  for (let w = 0; w < 5; w++) {
    let m = H[b + w]!;
    while (m !== 0) {
      const low = m & -m;
      LEGAL_BUFFER[i++] = PLAY[(w << 5) | (31 - Math.clz32(low))]!;
      m ^= low;
    }
  }
  return i;
}

function applyMutable(s: MutableState, a: PlayAction): Events {
  const seat = (s.leader + s.trickLength) & 3;
  const card = a.card;
  s.hands[seat * 5 + (card >> 5)]! &= ~(1 << (card & 31));
  s.trick[s.trickLength++] = card;
  if (s.trickLength === 4) {
    const winner = (s.leader + 1) & 3;
    const o = s.trickCount++ * 6;
    const T = s.tricks;
    T[o] = s.leader;
    T[o + 1] = s.trick[0]!;
    T[o + 2] = s.trick[1]!;
    T[o + 3] = s.trick[2]!;
    T[o + 4] = card;
    T[o + 5] = winner;
    s.trickLength = 0;
    s.leader = winner;
  }
  return EVENTS;
}

const MUTABLE: MutableState = {
  hands: new Int32Array(20),
  trick: new Int32Array(4),
  tricks: new Int32Array(18 * 6),
  trickLength: 0,
  trickCount: 0,
  leader: 0,
};

function dealsMutable(nDeals: number, seed: number): number {
  let s = seed | 0 || 0x9e3779b9 | 0;
  let check = 0;
  const st = MUTABLE;
  const H = st.hands;
  for (let d = 0; d < nDeals; d++) {
    s = shuffle(s);
    H.fill(0);
    for (let k = 0; k < 72; k++) {
      const c = DECK[k]!;
      H[((k / 18) | 0) * 5 + (c >> 5)]! |= 1 << (c & 31);
    }
    st.trickLength = 0;
    st.trickCount = 0;
    st.leader = 0;
    for (let i = 0; i < 72; i++) {
      const n = legalMutable(st);
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      check += applyMutable(st, LEGAL_BUFFER[((s >>> 0) * n * U32) | 0]!).length;
    }
    if (st.trickCount !== 18) throw new Error('deal not over');
    check += st.tricks[17 * 6 + 4]!;
  }
  return check;
}

/** The same without the action list: the card drawn from the hand words directly. */
function dealsMutableNoList(nDeals: number, seed: number): number {
  let s = seed | 0 || 0x9e3779b9 | 0;
  let check = 0;
  const st = MUTABLE;
  const H = st.hands;
  for (let d = 0; d < nDeals; d++) {
    s = shuffle(s);
    H.fill(0);
    for (let k = 0; k < 72; k++) {
      const c = DECK[k]!;
      H[((k / 18) | 0) * 5 + (c >> 5)]! |= 1 << (c & 31);
    }
    st.trickLength = 0;
    st.trickCount = 0;
    st.leader = 0;
    for (let i = 0; i < 72; i++) {
      const b = ((st.leader + st.trickLength) & 3) * 5;
      const c0 = pc(H[b]!),
        c1 = pc(H[b + 1]!),
        c2 = pc(H[b + 2]!),
        c3 = pc(H[b + 3]!);
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      let k = ((s >>> 0) * (c0 + c1 + c2 + c3 + pc(H[b + 4]!)) * U32) | 0;
      let w = 0;
      if (k >= c0) {
        k -= c0;
        w = 1;
        if (k >= c1) {
          k -= c1;
          w = 2;
          if (k >= c2) {
            k -= c2;
            w = 3;
            if (k >= c3) {
              k -= c3;
              w = 4;
            }
          }
        }
      }
      let m = H[b + w]!;
      for (; k > 0; k--) m &= m - 1;
      check += applyMutable(st, PLAY[(w << 5) | (31 - Math.clz32(m & -m))]!).length;
    }
    if (st.trickCount !== 18) throw new Error('deal not over');
    check += st.tricks[17 * 6 + 4]!;
  }
  return check;
}

// ---------------------------------------------------------------------------
// measurement
// ---------------------------------------------------------------------------
const argv = process.argv.slice(2);
const { json, num: arg } = benchArgs(argv);
const SECONDS = arg('--seconds', 1.5);
const PAIRS = arg('--pairs', 5);
const WINDOW_MS = (SECONDS * 1000) / 3;
const STEPS = 72;

/** A body playing `deals` deals of one variant per call. */
const body =
  (run: (n: number, seed: number) => number, deals: number): Body =>
  (k) => {
    consume(run(deals, k + 1));
    return deals;
  };
const variants = [
  { name: 'immutable, 20 fields', body: body(dealsFull, 50) },
  { name: 'immutable, 8 fields', body: body(dealsSmall, 50) },
  { name: 'mutable', body: body(dealsMutable, 500) },
  { name: 'immutable, 20 fields, no action list', body: body(dealsFullNoList, 50) },
  { name: 'mutable, no action list', body: body(dealsMutableNoList, 500) },
];

const ceiling = await loadCeiling();
const base = ceiling ? ceilingBody(ceiling.tarotRun) : null;
if (ceiling) ceiling.tarotRun(20_000, 1); // warm up
for (const v of variants) v.body(0); // warm up (and check that a deal completes)

interface Result {
  variant: string;
  /** Deals per second of CPU time (median of the windows). */
  dealsPerSec: number;
  nsPerStep: number;
  paired?: Paired;
}
const results: Result[] = variants.map((v) => {
  if (base) {
    const p = interleave(base, v.body, PAIRS, WINDOW_MS);
    return {
      variant: v.name,
      dealsPerSec: Math.round(p.subjectPerSec),
      nsPerStep: round(1e9 / (p.subjectPerSec * STEPS), 1),
      paired: roundPaired(p),
    };
  }
  const rates = [0, 1, 2].map(() => cpuRate(runWindow(v.body, WINDOW_MS)));
  const r = median(rates);
  return { variant: v.name, dealsPerSec: Math.round(r), nsPerStep: round(1e9 / (r * STEPS), 1) };
});
/** The ceiling's own figure: median over every ceiling window of the run. */
const ceilingPerSec =
  results.length > 0 && results[0]!.paired ? median(results.map((r) => r.paired!.basePerSec)) : null;

if (json) {
  console.log(
    JSON.stringify({
      node: process.version,
      seconds: SECONDS,
      pairs: PAIRS,
      windowMs: round(WINDOW_MS, 1),
      stepsPerDeal: STEPS,
      clock: 'process CPU time (user + system)',
      ceiling:
        ceilingPerSec === null
          ? null
          : { tarotDealsPerSec: Math.round(ceilingPerSec), nsPerCard: round(1e9 / (ceilingPerSec * STEPS), 1) },
      results,
    }),
  );
} else {
  console.log(
    `floor of an immutable API: random 4-player Tarot card play without rules (shuffle, deal, ${STEPS} plays), Node ${process.version}`,
  );
  console.log(
    `process CPU time (user + system); ${ceiling ? `each figure over ${PAIRS} windows of ${round(WINDOW_MS / 1000, 2)} s alternating with the ceiling's (ratio: each window over the mean of the ceiling windows around it, median [min-max])` : 'the reference ceiling (shared/bench/ceiling.mjs beside the repository) not found: absolute figures only, median of 3 windows'}`,
  );
  if (ceilingPerSec !== null)
    console.log(
      `ceiling Tarot 4p: ${fmtInt(ceilingPerSec)} deals/s, ${(1e9 / (ceilingPerSec * STEPS)).toFixed(1)} ns/card`,
    );
  for (const r of results) {
    console.log(
      `${r.variant}: ${r.nsPerStep.toFixed(1)} ns/step, ${fmtInt(r.dealsPerSec)} deals/s` +
        (r.paired
          ? `; ratio to the ceiling ${fmtRatio(r.paired)} (ceiling ${fmtInt(r.paired.basePerSec)} deals/s beside it; by wall clock ${r.paired.wallRatio})`
          : ''),
    );
  }
}
