/**
 * The Coinche auction (docs/rules/coinche.md, "The auction"), a pure reducer over plain JSON data:
 * the auction state is the dealer and the calls made so far; everything else (who speaks, the
 * highest bid, the end, the contract) is read from them. The `coinche` ruleset's reducer calls
 * `legalCalls`, `checkCall` and `applyCall`, and starts its card play from `auctionStatus`'s
 * contract.
 *
 * - From the eldest (`dealer + 1`), in playing order, each seat in turn passes, bids a value and a
 *   strain above the highest bid, bids capot (above every bid), coinches the other side's bid or
 *   surcoinches a coinche of its own side's bid. A seat that passed may bid again at its turn.
 * - Values: `minBid`, then the multiples of `bidStep` above it (80, 90, …; 82, 90, …), up to
 *   `bidCeiling`.
 * - A coinche freezes the bids; a surcoinche ends the auction at once. Three passes after the last
 *   bid or coinche end it; four passes without a bid end the deal (the next dealer deals).
 * - `coincheTiming: 'any-time'`: a defender may also coinche when another seat is to speak; the
 *   seat after the coincher speaks next.
 */
import * as z from 'zod/mini';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { badSeat, notYourTurn } from '../../kernel/explain.js';
import { brief } from '../../kernel/options-error.js';
import { isSeat, playerName, type Seat } from '../../kernel/seat.js';
import { parseUntrusted } from '../../kernel/zod.js';
import type { CoincheOptions } from './options.js';

/** The four suits, spades hearts diamonds clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** What a bid names: a trump suit, tout atout (`'TA'`) or sans atout (`'SA'`). */
export const STRAINS = [...SUITS, 'TA', 'SA'] as const;
/** A bid's strain. */
export type Strain = (typeof STRAINS)[number];

/** One call of the auction. */
export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'bid'; readonly value: number; readonly strain: Strain }
  | { readonly type: 'capot'; readonly strain: Strain }
  | { readonly type: 'coinche' }
  | { readonly type: 'surcoinche' };

/** A call and the seat that made it. */
export interface Spoken {
  readonly seat: Seat;
  readonly call: Call;
}

/** The auction so far: plain JSON data. */
export interface AuctionState {
  readonly dealer: Seat;
  readonly calls: readonly Spoken[];
}

/** A side: team 0 (seats 0 and 2) or team 1 (seats 1 and 3). */
export type Side = 0 | 1;

/** The side of a seat. */
export const sideOf = (seat: Seat): Side => (seat % 2) as Side;

/** The contract the auction ends on. */
export interface Contract {
  /** The seat of the highest bid. */
  readonly taker: Seat;
  /** The takers' side. */
  readonly side: Side;
  /** The bid: its value, or `'capot'`. */
  readonly bid: number | 'capot';
  readonly strain: Strain;
  /** 1, 2 (coinched) or `surcoincheMultiplier` (surcoinched). */
  readonly multiplier: number;
  /** Who coinched and who surcoinched, or null. */
  readonly coinche: Seat | null;
  readonly surcoinche: Seat | null;
}

/** Where the auction stands. */
export type AuctionStatus =
  | { readonly kind: 'open'; readonly toSpeak: Seat }
  | { readonly kind: 'contract'; readonly contract: Contract }
  | { readonly kind: 'passed-out'; readonly nextDealer: Seat };

/** The codes the auction returns. */
export const COINCHE_AUCTION_ERROR_CODES = [
  'action/malformed',
  'turn/bad-seat',
  'turn/not-your-turn',
  'bid/auction-over',
  'bid/no-trump-not-allowed',
  'bid/all-trump-not-allowed',
  'bid/below-minimum',
  'bid/bad-step',
  'bid/too-low',
  'bid/above-maximum',
  'bid/after-capot',
  'bid/after-coinche',
  'bid/nothing-to-coinche',
  'bid/coinche-own-side',
  'bid/already-coinched',
  'bid/no-coinche',
  'bid/surcoinche-defence',
] as const;
/** A code of the auction. */
export type CoincheAuctionErrorCode = Extract<(typeof COINCHE_AUCTION_ERROR_CODES)[number], string>;

/** The auction of a deal dealt by `dealer`, before any call. */
export const startAuction = (dealer: Seat): AuctionState => ({ dealer, calls: [] });

/** What the calls so far say: the highest bid, the coinche and surcoinche, the passes since. */
interface Reading {
  readonly high: { readonly seat: Seat; readonly call: Extract<Call, { type: 'bid' | 'capot' }> } | null;
  readonly coinche: Seat | null;
  readonly surcoinche: Seat | null;
  /** Passes since the last call that was not a pass. */
  readonly passes: number;
  /** The seat to speak if the auction is open. */
  readonly next: Seat;
}

function read(s: AuctionState): Reading {
  let high: Reading['high'] = null;
  let coinche: Seat | null = null;
  let surcoinche: Seat | null = null;
  let passes = 0;
  let next = (s.dealer + 1) % 4;
  for (const { seat, call } of s.calls) {
    if (call.type === 'pass') passes++;
    else passes = 0;
    if (call.type === 'bid' || call.type === 'capot') high = { seat, call };
    else if (call.type === 'coinche') coinche = seat;
    else if (call.type === 'surcoinche') surcoinche = seat;
    next = (seat + 1) % 4;
  }
  return { high, coinche, surcoinche, passes, next };
}

/** What the contract's score is multiplied by: 1; 2 coinched; `surcoincheMultiplier` surcoinched. */
export const multiplierOf = (o: CoincheOptions, doubled: 'coinche' | 'surcoinche' | null): number =>
  doubled === 'surcoinche' ? o.surcoincheMultiplier : doubled === 'coinche' ? 2 : 1;

/** Where the auction stands: open (and who speaks), over on a contract, or passed out. */
export function auctionStatus(o: CoincheOptions, s: AuctionState): AuctionStatus {
  const r = read(s);
  if (r.high === null) {
    return r.passes >= 4 ? { kind: 'passed-out', nextDealer: (s.dealer + 1) % 4 } : { kind: 'open', toSpeak: r.next };
  }
  if (r.surcoinche === null && r.passes < 3) return { kind: 'open', toSpeak: r.next };
  const { seat, call } = r.high;
  const multiplier = multiplierOf(o, r.coinche !== null ? (r.surcoinche !== null ? 'surcoinche' : 'coinche') : null);
  const contract: Contract = {
    taker: seat,
    side: sideOf(seat),
    bid: call.type === 'capot' ? 'capot' : call.value,
    strain: call.strain,
    multiplier,
    coinche: r.coinche,
    surcoinche: r.surcoinche,
  };
  return { kind: 'contract', contract };
}

/**
 * The trump suit (word) a contract's strain makes: a suit's own word; null for a strain that names
 * no single suit (tout atout, sans atout).
 */
export const trumpOfContract = (strain: Strain): number | null => {
  const suit = SUITS.indexOf(strain as (typeof SUITS)[number]);
  return suit < 0 ? null : suit;
};

/** The strains the options allow. */
export const strains = (o: CoincheOptions): readonly Strain[] => (o.allTrumpNoTrump ? STRAINS : SUITS);

/**
 * The highest numeric bid: `maxBid`, or with `maxBid: null` the highest value below the capot's
 * (`capotBid`): the capot is the bid above all, so the numbers stop under its value (the engine's
 * bound, docs/rules/coinche.md, Open points 5).
 */
export function bidCeiling(o: CoincheOptions): number {
  if (o.maxBid !== null) return o.maxBid;
  let v: number = o.minBid;
  while (nextValue(o, v) < o.capotBid) v = nextValue(o, v);
  return v;
}

/** The bid value after `v` on the grid: the next multiple of `bidStep` above it. */
const nextValue = (o: CoincheOptions, v: number): number => (Math.floor(v / o.bidStep) + 1) * o.bidStep;

/** Whether `v` is a value of the grid: `minBid` or a multiple of `bidStep` above it. */
const onGrid = (o: CoincheOptions, v: number): boolean => v === o.minBid || (v > o.minBid && v % o.bidStep === 0);

/** The lowest value a bid may have now. */
const lowestValue = (o: CoincheOptions, r: Reading): number =>
  r.high === null || r.high.call.type !== 'bid' ? o.minBid : nextValue(o, r.high.call.value);

/** The calls `seat` may make now (empty when it may make none), in a fixed order. */
export function legalCalls(o: CoincheOptions, s: AuctionState, seat: Seat): readonly Call[] {
  const status = auctionStatus(o, s);
  if (status.kind !== 'open') return [];
  const r = read(s);
  const mayCoinche = r.high !== null && r.coinche === null && sideOf(seat) !== sideOf(r.high.seat);
  if (seat !== status.toSpeak) return o.coincheTiming === 'any-time' && mayCoinche ? [{ type: 'coinche' }] : [];
  const out: Call[] = [{ type: 'pass' }];
  if (r.coinche === null && r.high?.call.type !== 'capot') {
    const ceiling = bidCeiling(o);
    for (const strain of strains(o))
      for (let value = lowestValue(o, r); value <= ceiling; value = nextValue(o, value))
        out.push({ type: 'bid', value, strain });
    for (const strain of strains(o)) out.push({ type: 'capot', strain });
  }
  if (mayCoinche) out.push({ type: 'coinche' });
  if (r.high !== null && r.coinche !== null && r.surcoinche === null && sideOf(seat) === sideOf(r.high.seat))
    out.push({ type: 'surcoinche' });
  return out;
}

const strainSchema = z.enum(STRAINS);
const callSchema = z.union([
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('bid'), value: z.int(), strain: strainSchema }),
  z.strictObject({ type: z.literal('capot'), strain: strainSchema }),
  z.strictObject({ type: z.literal('coinche') }),
  z.strictObject({ type: z.literal('surcoinche') }),
]);

type AuctionError = RuleError<CoincheAuctionErrorCode>;

/** A numeric bid's value against the grid, the highest bid and the ceiling. */
function checkValue(o: CoincheOptions, r: Reading, call: Extract<Call, { type: 'bid' }>): AuctionError | null {
  const detail = { bid: call.value, noTrump: call.strain === 'SA' };
  if (call.value < o.minBid)
    return ruleError('bid/below-minimum', `The lowest bid is ${o.minBid}.`, { ...detail, minimum: o.minBid });
  if (!onGrid(o, call.value))
    return ruleError('bid/bad-step', `Bids above ${o.minBid} go in steps of ${o.bidStep}.`, detail);
  if (r.high !== null && r.high.call.type === 'bid' && call.value <= r.high.call.value) {
    const current = r.high.call.value;
    return ruleError('bid/too-low', `A bid must be above the current bid of ${current}.`, { ...detail, current });
  }
  const maximum = bidCeiling(o);
  if (call.value > maximum)
    return ruleError('bid/above-maximum', `The highest bid is ${maximum}, then capot.`, { ...detail, maximum });
  return null;
}

/**
 * Whether a bid's value exists under the options (the first bid of an auction could be it): on the
 * grid from `minBid` by `bidStep`, up to the ceiling; the refusal the auction gives, else null.
 */
export const bidValueError = (o: CoincheOptions, value: number, strain: Strain): AuctionError | null =>
  checkValue(o, { high: null, coinche: null, surcoinche: null, passes: 0, next: 0 }, { type: 'bid', value, strain });

/** A bid or a capot: the strain, the frozen auction, the capot standing, the value. */
function checkBid(o: CoincheOptions, r: Reading, call: Extract<Call, { type: 'bid' | 'capot' }>): AuctionError | null {
  const detail = { bid: call.type === 'bid' ? call.value : o.capotBid, noTrump: call.strain === 'SA' };
  if (!o.allTrumpNoTrump && call.strain === 'SA')
    return ruleError('bid/no-trump-not-allowed', 'Sans atout is not bid (option allTrumpNoTrump).', detail);
  if (!o.allTrumpNoTrump && call.strain === 'TA')
    return ruleError('bid/all-trump-not-allowed', 'Tout atout is not bid (option allTrumpNoTrump).', detail);
  if (r.coinche !== null)
    return ruleError('bid/after-coinche', 'The bid is coinched: no more bids, only pass or surcoinche.', {
      coinche: r.coinche,
    });
  if (r.high?.call.type === 'capot')
    return ruleError('bid/after-capot', 'A capot stands: nothing is above it, only pass or coinche.', {
      capot: r.high.seat,
    });
  return call.type === 'bid' ? checkValue(o, r, call) : null;
}

/** A coinche by `seat`: a bid of the other side stands, not yet coinched. */
function checkCoinche(r: Reading, seat: Seat): AuctionError | null {
  if (r.high === null) return ruleError('bid/nothing-to-coinche', 'There is no bid to coinche.');
  if (r.coinche !== null)
    return ruleError('bid/already-coinched', `${playerName(r.coinche)} has already coinched.`, { coinche: r.coinche });
  if (sideOf(seat) === sideOf(r.high.seat))
    return ruleError('bid/coinche-own-side', "Only the defence coinches: the highest bid is this seat's side's.", {
      taker: r.high.seat,
    });
  return null;
}

/** A surcoinche by `seat`: a coinche of its side's bid stands. */
function checkSurcoinche(r: Reading, seat: Seat): AuctionError | null {
  if (r.high === null || r.coinche === null) return ruleError('bid/no-coinche', 'There is no coinche to surcoinche.');
  if (sideOf(seat) !== sideOf(r.high.seat))
    return ruleError('bid/surcoinche-defence', 'Only the takers surcoinche a coinche of their bid.', {
      taker: r.high.seat,
    });
  return null;
}

/**
 * The one check of a call by a seat (what `applyCall` and an explanation both use): the call read
 * as data, or the rule it breaks. `seat` and `call` may be any value.
 */
export function checkCall(
  o: CoincheOptions,
  s: AuctionState,
  seat: unknown,
  call: unknown,
): Either<AuctionError, Call> {
  if (!isSeat(seat, 4)) return left(badSeat(seat, 4));
  const parsed = parseUntrusted(callSchema, call);
  if (!parsed.success) return left(ruleError('action/malformed', 'Not a Coinche call.', { received: brief(call) }));
  const c: Call = parsed.data;
  const status = auctionStatus(o, s);
  if (status.kind !== 'open')
    return left(ruleError('bid/auction-over', 'The auction is over.', { status: status.kind }));
  const r = read(s);
  const outOfTurn = seat !== status.toSpeak;
  if (outOfTurn && !(c.type === 'coinche' && o.coincheTiming === 'any-time'))
    return left(notYourTurn(status.toSpeak, seat));
  const error =
    c.type === 'bid' || c.type === 'capot'
      ? checkBid(o, r, c)
      : c.type === 'coinche'
        ? checkCoinche(r, seat)
        : c.type === 'surcoinche'
          ? checkSurcoinche(r, seat)
          : null;
  return error === null ? right(c) : left(error);
}

/** The auction after `seat`'s call, or the rule the call breaks. Never mutates `s`. */
export function applyCall(
  o: CoincheOptions,
  s: AuctionState,
  seat: unknown,
  call: unknown,
): Either<AuctionError, AuctionState> {
  const checked = checkCall(o, s, seat, call);
  if (checked._tag === 'Left') return checked;
  return right({ dealer: s.dealer, calls: [...s.calls, { seat: seat as Seat, call: checked.right }] });
}
