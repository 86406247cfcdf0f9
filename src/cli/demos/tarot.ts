/**
 * `tarotDemo(seed)`: a readable transcript of a seeded 4-player deal: the hands, the bidding (a
 * tiny heuristic on trumps, oudlers and kings, so that somebody takes), the chien and écart, the
 * play by seeded random legal moves, and the scores with the breakdown. `goulashDemo(seed)`: the
 * same for a Goulash deal (no bidding: each for themselves), with each seat's card points.
 */
import * as cs from '../../kernel/cardset.js';
import { createRng, deriveSeed } from '../../kernel/rng.js';
import { seedText, type Seed } from '../../kernel/seed.js';
import type { Seat } from '../../kernel/seat.js';
import { isKing, isOudler, isTrump, names } from '../../games/tarot/cards.js';
import { tarotCodec } from '../../games/tarot/codec.js';
import { goulash, tarot } from '../../games/tarot/rules.js';
import type { Bid, TarotAction, TarotState } from '../../games/tarot/state.js';

/** Hand strength: trumps, plus 2 per oudler and 1 per king. */
function strength(s: TarotState, seat: Seat): number {
  const hand = cs.toArray(s.hands[seat]!);
  return hand.filter(isTrump).length + 2 * hand.filter(isOudler).length + hand.filter(isKing).length;
}

function heuristicBid(s: TarotState, seat: Seat, legal: readonly TarotAction[]): TarotAction {
  const k = strength(s, seat);
  const last = s.bids.length === s.options.players - 1 && s.bids.every((b) => b === 'pass');
  const want: Bid = k >= 16 ? 'garde-sans' : k >= 12 ? 'garde' : k >= 8 || last ? 'prise' : 'pass';
  return legal.find((a) => a.type === 'bid' && a.bid === want) ?? { type: 'bid', bid: 'pass' };
}

export function tarotDemo(seed: Seed): string {
  return demoOf(tarot, 'French Tarot', seed);
}

export function goulashDemo(seed: Seed): string {
  return demoOf(goulash, 'Goulash (French Tarot, each for themselves)', seed);
}

function demoOf(rules: typeof tarot, title: string, seed: Seed): string {
  const lines: string[] = [];
  const setup = rules.setup({ players: 4 }, { seed });
  if (setup._tag === 'Left') return `setup failed: ${setup.left.code}\n`;
  let s = setup.right;
  const rng = createRng(deriveSeed(seed, 1));
  lines.push(`${title}, 4 players, seed ${seedText(seed)}, dealer seat ${s.options.dealer}`);
  s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${names(cs.toArray(h)).join(' ')}`));
  lines.push(`  chien:  ${names(s.chien).join(' ')}`);
  let trickLine: string[] = [];
  while (rules.actor(s) !== 'done') {
    const seat = rules.actor(s) as Seat;
    const legal = rules.legal(s);
    let a: TarotAction;
    if (s.phase === 'bidding') a = heuristicBid(s, seat, legal);
    else if (s.phase === 'chelem') a = { type: 'chelem', announce: false };
    else {
      const plays = legal.filter((x) => x.type !== 'poignee');
      const shows = legal.filter((x) => x.type === 'poignee');
      a = shows.length > 0 ? shows[0]! : plays[rng.below(plays.length)]!;
    }
    const step = rules.apply(s, a);
    if (step._tag === 'Left') return `${lines.join('\n')}\nrefused ${tarotCodec.encode(a)}: ${step.left.code}\n`;
    for (const e of step.right.events) {
      if (e.type === 'bid') lines.push(`  seat ${e.seat} bids ${e.bid}`);
      if (e.type === 'contract') lines.push(`  seat ${e.taker} takes: ${e.contract}`);
      if (e.type === 'chien-shown') lines.push(`  the chien is shown: ${e.cards.join(' ')}`);
      if (e.type === 'annulled') lines.push(`  deal annulled (${e.reason})`);
      if (e.type === 'poignee') lines.push(`  seat ${e.seat} shows a ${e.size} poignée: ${e.cards.join(' ')}`);
      if (e.type === 'played') trickLine.push(`${e.seat}:${e.card}`);
      if (e.type === 'trick') {
        lines.push(`  trick ${String(s.tricks.length + 1).padStart(2)}: ${trickLine.join(' ')}  -> seat ${e.winner}`);
        trickLine = [];
      }
    }
    if (a.type === 'discard' && step.right.state.phase !== 'ecart')
      lines.push(`  écart: ${names(step.right.state.ecart).join(' ')}`);
    s = step.right.state;
  }
  const r = rules.result(s);
  if (r !== undefined) {
    if (r.mode === 'goulash')
      lines.push(
        `  card points: ${r.cardPoints.map((p, i) => `seat ${i} ${p}`).join(', ')} (the chien to seat ${r.chienTo}, winner of the last trick)`,
      );
    if (r.breakdown !== null) {
      const b = r.breakdown;
      lines.push(
        `  taker's side: ${b.points} points, ${b.oudlers} oudlers, target ${b.target}: ${b.made ? 'made' : 'failed'} by ${b.gap}`,
      );
      lines.push(
        `  marque: contract ${b.contractScore} (x${b.multiplier}), petit au bout ${b.petitAuBout}, poignées ${b.poignees}, chelem ${b.chelem} = ${b.marque}`,
      );
    }
    lines.push(`  scores: ${r.scores.map((x, i) => `seat ${i} ${x > 0 ? '+' : ''}${x}`).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
