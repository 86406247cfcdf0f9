/**
 * A deliberately naive legal-action generator written straight from the rule text (the FFT rulebook and docs/rules/tarot.md),
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
  const trumps = [...hand.filter(isTrump), ...(seat === taker ? s.ecart.filter(isTrump) : [])];
  const ex = hand.some(isEx);
  const SIZE_NAMES = ['simple', 'double', 'triple'];
  // A poignée being shown (FFT p.7; shown from the highest trump down, the Excuse last): the next
  // card c is legal when some complete poignée starts with the cards shown and c.
  const last = s.poignees[s.poignees.length - 1];
  if (s.tricks.length === 0 && last !== undefined && last.cards.length < SIZES[n]![SIZE_NAMES.indexOf(last.size)]!) {
    const k = SIZES[n]![SIZE_NAMES.indexOf(last.size)]!;
    const exOk = ex && trumps.length === k - 1;
    const below = (c: number) =>
      trumps.filter((t) => trumpNo(t) < (isEx(c) ? 0 : trumpNo(c))).length + (exOk && !isEx(c) ? 1 : 0);
    const lastShown = last.cards[last.cards.length - 1];
    const belowLast = (c: number) =>
      lastShown === undefined || (!isEx(lastShown) && (isEx(c) || trumpNo(c) < trumpNo(lastShown)));
    const next = [...trumps, ...(exOk ? hand.filter(isEx) : [])].filter(
      (c) => belowLast(c) && below(c) >= k - last.cards.length - 1,
    );
    return next.sort((a, b) => a - b).map((c) => `show:${N(c)}`);
  }
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
    SIZES[n]!.forEach((k, i) => {
      if (trumps.length >= k || (ex && trumps.length === k - 1)) out.push(`poignee:${SIZE_NAMES[i]}`);
    });
  }
  return out;
}
