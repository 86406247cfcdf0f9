/**
 * Player views, built from an allow-list: the seat's own cards (only those it has received: before
 * trump is chosen, the first `biddingCards`), the others' hand sizes, what was said, trump, the
 * declared melds, bella calls, the public tricks, card points won, and the result once over.
 */
import * as z from 'zod';
import { size, toArray } from '../../kernel/cardset.js';
import { isSeat, type Seat } from '../../kernel/seat.js';
import { tarabishDeck } from './cards.js';
import { speechText, suitName } from './codec.js';
import { actor } from './reducer.js';
import { handResult, teamCardPoints } from './settle.js';
import { formatMeld } from './melds.js';
import { PHASES, type TarabishState } from './state.js';

const seat = z.number().int().min(0).max(3);
const card = z.string().regex(/^(6|7|8|9|10|J|Q|K|A)[SHDC]$/);
const points = z.number().int();

/** The strict zod schema every Tarabish view satisfies. */
export const tarabishViewSchema = z.strictObject({
  seat: z.union([seat, z.literal('spectator')]),
  phase: z.enum(PHASES),
  dealer: seat,
  actor: seat.nullable(),
  hand: z.array(card).max(9),
  handSizes: z.array(z.number().int().min(0).max(9)).length(4),
  /** Cards each seat will receive once trump is chosen. */
  toReceive: z.array(z.number().int().min(0).max(6)).length(4),
  speech: z.array(z.strictObject({ seat, said: z.string() })).max(4),
  contract: z.strictObject({ seat, bid: points.nullable(), noTrump: z.boolean() }).nullable(),
  trump: z.enum(['S', 'H', 'D', 'C', 'no-trump']).nullable(),
  declarations: z.array(z.array(z.string()).nullable()).length(4),
  bella: z.array(z.boolean()).length(4),
  trick: z.strictObject({ leader: seat, cards: z.array(card).max(3) }),
  tricks: z.array(z.strictObject({ leader: seat, cards: z.array(card).length(4), winner: seat })).max(9),
  cardPoints: z.tuple([points, points]),
  result: z
    .strictObject({
      annulled: z.boolean(),
      teamScores: z.tuple([points, points]),
      outcome: z.enum(['made', 'bate', 'half-bait']).nullable(),
      melds: z.tuple([points, points]),
      bella: z.tuple([points, points]),
    })
    .nullable(),
});
export type TarabishView = z.output<typeof tarabishViewSchema>;

const names = (cards: readonly number[]): string[] => cards.map((c) => tarabishDeck.names.get(c)!);

export function tarabishView(s: TarabishState, asked: Seat | 'spectator'): TarabishView {
  // Anything but a seat of this hand sees what a spectator sees.
  const who = isSeat(asked, 4) ? asked : 'spectator';
  const seatToAct = actor(s);
  const chosen = s.contract !== null && s.phase !== 'trump';
  const r = handResult(s);
  return {
    seat: who,
    phase: s.phase,
    dealer: s.options.dealer,
    actor: seatToAct === 'done' ? null : seatToAct,
    hand: who === 'spectator' ? [] : names(toArray(s.hands[who]!)),
    handSizes: s.hands.map(size),
    toReceive: s.pending.map(size),
    speech: s.speech.map((sp) => ({ seat: sp.seat, said: speechText(sp) })),
    contract: s.contract && { seat: s.contract.seat, bid: s.contract.bid, noTrump: s.contract.noTrump },
    trump: chosen ? (suitName(s.trump) as TarabishView['trump']) : null,
    declarations: s.declarations.map((d) => (d === null ? null : d.map(formatMeld))),
    bella: s.bella.slice(),
    trick: { leader: s.leader, cards: names(s.trick) },
    tricks: s.tricks.map((t) => ({ leader: t.leader, cards: names(t.cards), winner: t.winner })),
    cardPoints: teamCardPoints(s),
    result:
      r === undefined
        ? null
        : {
            annulled: r.annulled,
            teamScores: [r.teamScores[0], r.teamScores[1]],
            outcome: r.outcome,
            melds: [r.melds[0], r.melds[1]],
            bella: [r.bella[0], r.bella[1]],
          },
  };
}
