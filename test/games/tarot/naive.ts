/**
 * A deliberately naive legal-action generator written straight from the rule text (FFT, RULINGS),
 * with plain arrays and card names: it does not use the kernel's obligation chain.
 */
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { cardset as cs } from '../../../src/kernel/index.js';

const N = (c: number): string => tarotDeck.names.get(c)!;
const suit = (c: number): string => (N(c).slice(-1) === 'X' ? 'X' : N(c).slice(-1));
const rank = (c: number): string => N(c).slice(0, -1);
const isEx = (c: number): boolean => N(c) === 'EX';
const isTrump = (c: number): boolean => suit(c) === 'T';
const trumpNo = (c: number): number => Number(rank(c));
const isKing = (c: number): boolean => !isTrump(c) && !isEx(c) && rank(c) === 'K';
const isOudler = (c: number): boolean => isEx(c) || N(c) === '1T' || N(c) === '21T';
const SIZES: Record<number, number[]> = { 3: [13, 15, 18], 4: [10, 13, 15], 5: [8, 10, 13] };
const BIDS = ['pass', 'prise', 'garde', 'garde-sans', 'garde-contre'];

function combos(xs: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [h, ...t] = xs;
  return [...combos(t, k - 1).map((c) => [h!, ...c]), ...combos(t, k)];
}

export function naiveTarotLegal(s: TarotState): string[] {
  const n = s.options.players;
  if (s.phase === 'done') return [];
  if (s.phase === 'bidding') {
    const best = Math.max(0, ...s.bids.map((b) => BIDS.indexOf(b)));
    return BIDS.filter((b, i) => b === 'pass' || i > best).map((b) => `bid:${b}`);
  }
  const taker = s.taker!;
  if (s.phase === 'call') {
    const hand = cs.toArray(s.hands[taker]!).map(N);
    const ranks = ['K'];
    for (const [prev, next] of [
      ['K', 'Q'],
      ['Q', 'N'],
      ['N', 'J'],
    ] as const) {
      if (!['S', 'H', 'D', 'C'].every((x) => hand.includes(prev + x)) || !ranks.includes(prev)) break;
      ranks.push(next);
    }
    const use = s.options.callHigherRanks === 'lowest-only' ? [ranks[ranks.length - 1]!] : ranks;
    return use.flatMap((r) => ['S', 'H', 'D', 'C'].map((x) => `call:${r}${x}`));
  }
  if (s.phase === 'ecart') {
    const hand = cs.toArray(s.hands[taker]!);
    const need = (n === 5 ? 3 : 6) - s.ecart.length;
    const plain = hand.filter((c) => !isTrump(c) && !isKing(c) && !isOudler(c));
    const ok = plain.length >= need ? plain : [...plain, ...hand.filter((c) => isTrump(c) && !isOudler(c))];
    return ok.map((c) => `discard:${N(c)}`);
  }
  if (s.phase === 'chelem') {
    const has21 = cs.toArray(s.hands[taker]!).some((c) => N(c) === '21T');
    return s.options.chelemRequires21 && !has21 ? ['chelem:no'] : ['chelem:no', 'chelem:yes'];
  }
  // play
  const seat = (s.leader + s.trick.length) % n;
  const hand = cs.toArray(s.hands[seat]!);
  const out: string[] = [];
  const played = s.trick.filter((c) => !isEx(c));
  let allowed: number[];
  if (played.length === 0) {
    allowed = hand;
    if (s.mode === 'classic' && n === 5 && s.tricks.length === 0 && s.called !== null) {
      const banned = (c: number) => suit(c) === suit(s.called!) && c !== s.called;
      const rest = hand.filter((c) => !banned(c));
      if (rest.length > 0) allowed = rest;
    }
  } else {
    const led = suit(played[0]!);
    const follow = hand.filter((c) => !isEx(c) && suit(c) === led);
    const trumpsInTrick = played.filter(isTrump).map(trumpNo);
    const top = trumpsInTrick.length ? Math.max(...trumpsInTrick) : 0;
    const myTrumps = hand.filter(isTrump);
    if (follow.length > 0) {
      const higher = follow.filter((c) => led === 'T' && trumpNo(c) > top);
      allowed = led === 'T' && higher.length > 0 ? higher : follow;
    } else if (myTrumps.length > 0) {
      const higher = myTrumps.filter((c) => trumpNo(c) > top);
      allowed = higher.length > 0 ? higher : myTrumps;
    } else allowed = hand;
    if (hand.some(isEx) && !allowed.some(isEx)) allowed = [...allowed, hand.find(isEx)!];
  }
  out.push(...allowed.map((c) => `play:${N(c)}`));
  if (s.mode === 'classic' && s.tricks.length === 0 && !s.poignees.some((p) => p.seat === seat)) {
    const trumps = [...hand.filter(isTrump), ...(seat === taker ? s.ecart.filter(isTrump) : [])].sort((a, b) => b - a);
    const ex = hand.some(isEx);
    for (const k of SIZES[n]!) {
      if (trumps.length >= k) out.push(...combos(trumps, k).map((c) => `poignee:${c.map(N).join('-')}`));
      else if (ex && trumps.length === k - 1) out.push(`poignee:${[...trumps.map(N), 'EX'].join('-')}`);
    }
  }
  return out;
}
