/** Shared helpers of the Coinche tests: options, calls in short notation, auctions played from text. */
import {
  applyCall,
  auctionStatus,
  startAuction,
  STRAINS,
  type AuctionState,
  type Call,
  type Contract,
  type Strain,
} from '../../../src/games/coinche/auction.js';
import { parseCoincheOptions, type CoincheOptions } from '../../../src/games/coinche/options.js';

/** Resolved options, or a thrown error (tests only). */
export function opts(input: object = {}): CoincheOptions {
  const r = parseCoincheOptions(input);
  if (r._tag === 'Left') throw new Error(`${r.left.code}: ${r.left.message}`);
  return r.right;
}

/** A call from its short text: `pass`, `coinche`, `surcoinche`, `100H`, `120TA`, `capotC`. */
export function call(text: string): Call {
  if (text === 'pass' || text === 'coinche' || text === 'surcoinche') return { type: text };
  const capot = /^capot(S|H|D|C|TA|SA)$/.exec(text);
  if (capot) return { type: 'capot', strain: capot[1] as Strain };
  const bid = /^(\d+)(S|H|D|C|TA|SA)$/.exec(text);
  if (!bid) throw new Error(`not a call: ${text}`);
  return { type: 'bid', value: Number(bid[1]), strain: bid[2] as Strain };
}

/** A call's short text (the inverse of `call`). */
export function text(c: Call): string {
  if (c.type === 'bid') return `${c.value}${c.strain}`;
  if (c.type === 'capot') return `capot${c.strain}`;
  return c.type;
}

/** The seat to speak, or throws. */
export function toSpeak(o: CoincheOptions, s: AuctionState): number {
  const st = auctionStatus(o, s);
  if (st.kind !== 'open') throw new Error(`auction ${st.kind}`);
  return st.toSpeak;
}

/** Plays calls in turn (each by the seat to speak; `3:coinche` names an out-of-turn seat), or throws. */
export function play(o: CoincheOptions, dealer: number, ...calls: string[]): AuctionState {
  let s = startAuction(dealer);
  for (const c of calls) {
    const m = /^(\d):(.+)$/.exec(c);
    const seat = m ? Number(m[1]) : toSpeak(o, s);
    const r = applyCall(o, s, seat, call(m ? m[2]! : c));
    if (r._tag === 'Left') throw new Error(`${c}: ${r.left.code}: ${r.left.message}`);
    s = r.right;
  }
  return s;
}

/** The contract the auction ended on, or throws. */
export function contractOf(o: CoincheOptions, s: AuctionState): Contract {
  const st = auctionStatus(o, s);
  if (st.kind !== 'contract') throw new Error(`auction ${st.kind}`);
  return st.contract;
}

/** Every strain, for candidate calls. */
export const ALL_STRAINS: readonly Strain[] = STRAINS;
