/**
 * What one seat (or a spectator) may know, built from an allow-list: its own hand, the others'
 * hand sizes, the bids, contract, taker and called card, the partner once revealed (the partner
 * knows it himself), the public tricks, the chien when shown, the écart to the taker only, the
 * trumps shown in poignées and in the écart. Once the deal is over everything is revealed.
 */
import * as z from 'zod';
import * as cs from '../../kernel/cardset.js';
import { isSeat, type Seat } from '../../kernel/seat.js';
import { CONTRACTS } from './scoring.js';
import { BIDS, PHASES, type TarotState } from './state.js';
import { names, isTrump } from './cards.js';
import { actor } from './reducer.js';

const seat = z.number().int().min(0).max(4);
const cards = z.array(z.string());

export const viewSchema = z.strictObject({
  seat: z.union([seat, z.literal('spectator')]),
  players: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  dealer: seat,
  mode: z.enum(['classic', 'goulash']),
  phase: z.enum(PHASES),
  actor: seat.nullable(),
  hand: cards,
  handSizes: z.array(z.number().int().min(0)),
  bids: z.array(z.strictObject({ seat, bid: z.enum(BIDS) })),
  contract: z.enum(CONTRACTS).nullable(),
  taker: seat.nullable(),
  called: z.string().nullable(),
  /** The partner's seat once known to this seat (null: not known, or alone). */
  partner: seat.nullable(),
  chienSize: z.number().int(),
  /** The chien when shown (prise, garde) or at the end. */
  chien: cards.nullable(),
  /** The écart: to the taker, or to everybody at the end. */
  ecart: cards.nullable(),
  /** Trumps put in the écart, shown to everybody. */
  ecartTrumps: cards,
  ecartSize: z.number().int().min(0),
  chelemAnnounced: z.boolean(),
  poignees: z.array(z.strictObject({ seat, size: z.enum(['simple', 'double', 'triple']), cards })),
  leader: seat,
  trick: cards,
  tricks: z.array(z.strictObject({ leader: seat, winner: seat, cards })),
  /** Every hand, once the deal is over. */
  hands: z.array(cards).nullable(),
  annulled: z.enum(['petit-sec', 'all-pass']).nullable(),
});
export type TarotView = z.output<typeof viewSchema>;

export function tarotView(s: TarotState, asked: Seat | 'spectator'): TarotView {
  // Anything but a seat of this deal sees what a spectator sees.
  const who = isSeat(asked, s.options.players) ? asked : 'spectator';
  const over = s.phase === 'done';
  const me = who === 'spectator' ? null : who;
  const calledPlayed =
    s.called !== null && (s.trick.includes(s.called) || s.tricks.some((t) => t.cards.includes(s.called!)));
  const partnerKnown = over || calledPlayed || (me !== null && me === s.partner);
  const toAct = actor(s);
  return {
    seat: who,
    players: s.options.players,
    dealer: s.options.dealer,
    mode: s.mode,
    phase: s.phase,
    actor: toAct === 'done' ? null : toAct,
    hand: me === null ? [] : names(cs.toArray(s.hands[me]!)),
    handSizes: s.hands.map(cs.size),
    bids: s.bids.map((bid, i) => ({ seat: (s.options.dealer + 1 + i) % s.options.players, bid })),
    contract: s.contract,
    taker: s.taker,
    called: s.called === null ? null : names([s.called])[0]!,
    partner: partnerKnown ? s.partner : null,
    chienSize: s.chien.length,
    chien: over || s.chienTaken ? names(s.chien) : null,
    ecart: over || (me !== null && me === s.taker) ? names(s.ecart) : null,
    ecartTrumps: names(s.ecart.filter(isTrump)),
    ecartSize: s.ecart.length,
    chelemAnnounced: s.chelemAnnounced,
    poignees: s.poignees.map((p) => ({ seat: p.seat, size: p.size, cards: names(p.cards) })),
    leader: s.leader,
    trick: names(s.trick),
    tricks: s.tricks.map((t) => ({ leader: t.leader, winner: t.winner, cards: names(t.cards) })),
    hands: over ? s.hands.map((h) => names(cs.toArray(h))) : null,
    annulled: s.annulled,
  };
}
