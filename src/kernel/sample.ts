/**
 * Re-dealing the cards a seat cannot see (determinisation for bots and the information-set leak
 * test). Each slot (another seat's hand, the chien …) takes a number of cards and may refuse some
 * (a known void); a check on the whole deal covers rules about several cards at once. The result
 * is a function of the cards, the slots (their order included) and the generator only: callers
 * build both from public information, never from the hidden cards themselves. When no consistent
 * deal is found within the budget, the answer is `sample/no-world`: never the real cards.
 *
 * The distribution: a sequential deal, most constrained cards first, each card to a slot drawn in
 * proportion to its room among the slots that keep the rest of the deal possible (Hall's condition
 * on slot sets, so the deal never runs into a dead end), followed by random swaps and three-way
 * rotations of cards that keep every slot's refusals (a Markov chain whose stationary distribution
 * is the uniform one over consistent deals); a deal the whole-deal check refuses is dealt again.
 * Without refusals it is exactly uniform; with them it is close to uniform, not exactly (the
 * swaps are a few per card and need not connect every pair of deals): bots should not rely on
 * exact frequencies.
 */
import type { Card } from './card.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { badSeat } from './explain.js';
import { shuffle, type Rng } from './rng.js';
import { isSeat, type Seat } from './seat.js';
import { parseSeed, type BadSeed, type Seed } from './seed.js';

/** A place that takes hidden cards when re-dealing: how many, and which cards it may hold. */
export interface HiddenSlot {
  readonly count: number;
  /** Whether this slot may hold the card (false for a suit the seat is known to be void in). */
  readonly accepts: (card: Card) => boolean;
}

/** What `assignHidden` may be told besides the cards and slots. */
export interface AssignOptions {
  /** A rule about several cards at once (e.g. "no hand was a petit sec"): false refuses the whole deal. */
  readonly check?: (dealt: readonly (readonly Card[])[]) => boolean;
  /** Deals tried before giving up with `sample/no-world` (default 64). */
  readonly attempts?: number;
}

/** The most slots `assignHidden` handles (its feasibility test looks at every set of slots). */
export const MAX_HIDDEN_SLOTS = 12;

const noWorld = (why: string): RuleError<'sample/no-world'> =>
  ruleError('sample/no-world', `No deal of the hidden cards agrees with everything public: ${why}.`);

/**
 * Deals `cards` into `slots` (each exactly `count` cards, each card to a slot that accepts it),
 * each slot's cards in the order of `cards`. `sample/no-world` when no deal can satisfy the
 * refusals, or when `options.check` refused every deal tried.
 * @returns Left `sample/no-world`.
 */
export function assignHidden(
  cards: readonly Card[],
  slots: readonly HiddenSlot[],
  rng: Rng,
  options: AssignOptions = {},
): Either<RuleError<'sample/no-world'>, Card[][]> {
  const hall = hallOf(cards, slots);
  if (hall._tag === 'Left') return hall;
  const { masks, slack } = hall.right;
  const attempts = options.attempts ?? 64;
  const index = cards.map((_, i) => i);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const place = dealOnce(masks, slots, slack, rng, index);
    mix(place, masks, rng);
    const dealt: Card[][] = slots.map(() => []);
    for (let i = 0; i < cards.length; i++) dealt[place[i]!]!.push(cards[i]!);
    if (options.check === undefined || options.check(dealt)) return right(dealt);
  }
  return left(noWorld(`${attempts} deals tried, none agreeing with every rule`));
}

/** The slots that accept each card, as a bit mask per card. */
const acceptedBy = (cards: readonly Card[], slots: readonly HiddenSlot[]): number[] =>
  cards.map((c) => slots.reduce((m, s, i) => (s.accepts(c) ? m | (1 << i) : m), 0));

/**
 * The slots that accept each card (a bit mask per card) and the slack of every set T of slots
 * (Hall's condition): the room of T less the cards that only T accepts. `sample/no-world` when the
 * counts do not add up, when some set has too little room or a card no slot accepts: no deal
 * keeps every refusal.
 */
function hallOf(
  cards: readonly Card[],
  slots: readonly HiddenSlot[],
): Either<RuleError<'sample/no-world'>, { readonly masks: number[]; readonly slack: Int32Array }> {
  const k = slots.length;
  const total = slots.reduce((a, s) => a + s.count, 0);
  if (total !== cards.length) return left(noWorld(`${cards.length} cards for ${total} places`));
  if (k > MAX_HIDDEN_SLOTS) return left(noWorld(`more than ${MAX_HIDDEN_SLOTS} slots`));
  const masks = acceptedBy(cards, slots);
  const full = (1 << k) - 1;
  const slack = new Int32Array(1 << k);
  for (let t = 1; t <= full; t++) for (let i = 0; i < k; i++) if ((t >>> i) & 1) slack[t]! += slots[i]!.count;
  for (const m of masks) for (let t = 1; t <= full; t++) if ((m & ~t) === 0) slack[t]!--;
  for (let t = 1; t <= full; t++) if (slack[t]! < 0) return left(noWorld('the known voids and places leave too few'));
  if (masks.some((m) => m === 0)) return left(noWorld('a card no place may hold'));
  return right({ masks, slack });
}

/**
 * Where each card may be in a deal of `cards` into `slots` that keeps every refusal (what counting
 * the cards proves): per card, a bit per slot (slot i: bit i) set when some such deal puts it
 * there. A card with one bit is surely in that slot; a slot none of whose cards' masks hold bit i
 * for a suit holds none of it. Exact for the slots' refusals (Hall's condition on every set of
 * slots, as `assignHidden` deals); a rule on the whole deal (`AssignOptions.check`) is not read, so
 * the places it rules out may still be listed. Left `sample/no-world` when no deal exists.
 */
export function placesOf(
  cards: readonly Card[],
  slots: readonly HiddenSlot[],
): Either<RuleError<'sample/no-world'>, number[]> {
  const hall = hallOf(cards, slots);
  if (hall._tag === 'Left') return hall;
  const { masks, slack } = hall.right;
  const k = slots.length;
  const full = (1 << k) - 1;
  // The card may go to s when, put there, every set of slots keeps its slack (`keepsHall`); the
  // same for every card its slots accept alike.
  const byMask = new Map<number, number>();
  return right(
    masks.map((m) => {
      let places = byMask.get(m);
      if (places === undefined) {
        places = 0;
        for (let s = 0; s < k; s++)
          if ((m >>> s) & 1 && slots[s]!.count > 0 && keepsHall(slack, full, s, m)) places |= 1 << s;
        byMask.set(m, places);
      }
      return places;
    }),
  );
}

const popcount = (x: number): number => {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
};

/** One sequential deal: the slot of each card (by index), never entering a dead end. */
function dealOnce(
  masks: readonly number[],
  slots: readonly HiddenSlot[],
  initialSlack: Int32Array,
  rng: Rng,
  index: readonly number[],
): Int32Array {
  const k = slots.length;
  const full = (1 << k) - 1;
  const slack = initialSlack.slice();
  const room = slots.map((s) => s.count);
  const place = new Int32Array(masks.length);
  // Most constrained first (fewest slots accept it), in random order among equals.
  const order = shuffle(index, rng).sort((a, b) => popcount(masks[a]!) - popcount(masks[b]!));
  const open = new Int32Array(k);
  for (let o = 0; o < order.length; o++) {
    const i = order[o]!;
    const m = masks[i]!;
    let count = 0;
    let weight = 0;
    for (let s = 0; s < k; s++) {
      if (room[s]! === 0 || ((m >>> s) & 1) === 0) continue;
      // Putting the card in s takes one from the slack of every set holding s but not all of m.
      if (m !== full && !keepsHall(slack, full, s, m)) continue;
      open[count++] = s;
      weight += room[s]!;
    }
    let pick = rng.below(weight);
    let chosen = open[0]!;
    for (let j = 0; j < count; j++) {
      const s = open[j]!;
      if (pick < room[s]!) {
        chosen = s;
        break;
      }
      pick -= room[s]!;
    }
    place[i] = chosen;
    room[chosen]!--;
    for (let t = 1; t <= full; t++) {
      if ((m & ~t) === 0) slack[t]!++;
      if ((t >>> chosen) & 1) slack[t]!--;
    }
  }
  return place;
}

/** Whether every set of slots holding `s` but not all of `m` has slack left. */
function keepsHall(slack: Int32Array, full: number, s: number, m: number): boolean {
  for (let t = 1; t <= full; t++) if ((t >>> s) & 1 && (m & ~t) !== 0 && slack[t]! < 1) return false;
  return true;
}

/**
 * Random swaps (and three-way rotations) of cards between slots, each done only when every card
 * lands in a slot that accepts it. The cards of a proposal are drawn independently from the same
 * distribution, so the proposal is symmetric and the uniform distribution over consistent deals
 * is stationary. Eight proposals per card (on a small constrained case the distance to uniform
 * drops from 0.2 without them to under 0.03).
 */
function mix(place: Int32Array, masks: readonly number[], rng: Rng): void {
  const n = place.length;
  if (n < 2) return;
  // Three card indices from one 32-bit output (ten bits each) when there are at most 1024 cards.
  const small = n <= 1024;
  for (let step = 0; step < 8 * n; step++) {
    const r = small ? rng.next() : 0;
    const a = small ? ((r & 1023) * n) >>> 10 : rng.below(n);
    const b = small ? (((r >>> 10) & 1023) * n) >>> 10 : rng.below(n);
    const pa = place[a]!;
    const pb = place[b]!;
    if (pa === pb) continue;
    if ((step & 1) === 0 || n < 3) {
      if ((masks[a]! >>> pb) & 1 && (masks[b]! >>> pa) & 1) {
        place[a] = pb;
        place[b] = pa;
      }
      continue;
    }
    const c = small ? (((r >>> 20) & 1023) * n) >>> 10 : rng.below(n);
    const pc = place[c]!;
    if (pc === pa || pc === pb) continue;
    // a to b's slot, b to c's, c to a's.
    if ((masks[a]! >>> pb) & 1 && (masks[b]! >>> pc) & 1 && (masks[c]! >>> pa) & 1) {
      place[a] = pb;
      place[b] = pc;
      place[c] = pa;
    }
  }
}

/**
 * One step of a local search among the deals `assignHidden` gives (a bot looking for the deals
 * that best explain what the other seats did): two hidden cards drawn uniformly, exchanged when
 * they lie in two different slots, each slot accepts the other's card and `options.check` accepts
 * the deal. Undefined when the draw falls in one slot or a refusal stands; the slots keep their
 * counts. The proposal is symmetric, as `assignHidden`'s own mixing is.
 */
export function swapHidden(
  dealt: readonly (readonly Card[])[],
  slots: readonly HiddenSlot[],
  rng: Rng,
  options: Pick<AssignOptions, 'check'> = {},
): Card[][] | undefined {
  const total = dealt.reduce((a, d) => a + d.length, 0);
  if (total < 2) return undefined;
  const locate = (k: number): readonly [number, number] => {
    let slot = 0;
    while (k >= dealt[slot]!.length) k -= dealt[slot++]!.length;
    return [slot, k];
  };
  const [sa, ia] = locate(rng.below(total));
  const [sb, ib] = locate(rng.below(total));
  if (sa === sb) return undefined;
  const ca = dealt[sa]![ia]!;
  const cb = dealt[sb]![ib]!;
  if (!slots[sb]!.accepts(ca) || !slots[sa]!.accepts(cb)) return undefined;
  const next = dealt.map((d) => d.slice());
  next[sa]![ia] = cb;
  next[sb]![ib] = ca;
  return options.check === undefined || options.check(next) ? next : undefined;
}

/**
 * A game's `sampleHidden` for arguments it cannot trust: a value that is not a seat of the deal
 * gets `turn/bad-seat` (the kernel's `badSeat`, as `explainFor` says it), a value that is not a
 * seed `setup/bad-seed`; a seed is read as `setup` reads it (`parseSeed`: 32 hex digits in either
 * case), then `sample` deals. Never throws on any `seat` or `seed` value.
 */
export function checkedSample<S, E>(
  players: (state: S) => number,
  sample: (state: S, seat: Seat, seed: Seed) => Either<E, S>,
): (state: S, seat: Seat, seed: Seed) => Either<E | RuleError<'turn/bad-seat'> | BadSeed, S> {
  return (state, seat, seed) => {
    const n = players(state);
    if (!isSeat(seat, n)) return left(badSeat(seat, n));
    const read = parseSeed(seed);
    return read._tag === 'Left' ? read : sample(state, seat, read.right);
  };
}
