/**
 * A deliberately naive legal-action generator, written straight from the rule text (the Tarabish
 * rules) with plain arrays of card names, without the kernel's `obligation` chain, card sets or
 * the meld module. The conformance harness compares it with `tarabish.legal` at every step.
 */
import type { TarabishState } from '../../../src/games/tarabish/index.js';

const SUITS = ['S', 'H', 'D', 'C'];
const NATURAL = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const TRUMP_ORDER = ['J', '9', 'A', '10', 'K', 'Q', '8', '7', '6']; // high → low
const PLAIN_ORDER = ['A', '10', 'K', 'Q', 'J', '9', '8', '7', '6'];

interface C {
  readonly rank: string;
  readonly suit: string;
}
const fromId = (id: number): C => ({ suit: SUITS[Math.floor(id / 32)]!, rank: NATURAL[id % 32]! });
const name = (c: C): string => `${c.rank}${c.suit}`;

function handOf(s: TarabishState, seat: number): C[] {
  const out: C[] = [];
  s.hands[seat]!.forEach((word, w) => {
    for (let b = 0; b < 9; b++) if ((word >>> b) & 1) out.push({ suit: SUITS[w]!, rank: NATURAL[b]! });
  });
  return out;
}

/** Naive meld finder: runs of ≥ 3 in natural order, maximal; fours of J 9 A 10 K Q under 'belote'. */
function melds(hand: C[], style: string): { text: string; order: number }[] {
  const out: { text: string; order: number }[] = [];
  SUITS.forEach((suit, w) => {
    let run: string[] = [];
    for (const rank of [...NATURAL, 'end']) {
      if (hand.some((c) => c.suit === suit && c.rank === rank)) run.push(rank);
      else {
        if (run.length >= 3)
          out.push({
            text: `run${run.length}-${run[run.length - 1]}${suit}`,
            order: w * 100 + NATURAL.indexOf(run[run.length - 1]!),
          });
        run = [];
      }
    }
  });
  if (style === 'belote') {
    for (const rank of ['9', '10', 'J', 'Q', 'K', 'A']) {
      if (hand.filter((c) => c.rank === rank).length === 4)
        out.push({ text: `four-${rank}`, order: 1000 + NATURAL.indexOf(rank) });
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

function declarations(hand: C[], style: string): string[] {
  const held = melds(hand, style);
  const out: string[] = [];
  for (let mask = 0; mask < 1 << held.length; mask++) {
    out.push(
      `declare:${held
        .filter((_, i) => (mask >> i) & 1)
        .map((m) => m.text)
        .join('+')}`,
    );
  }
  return out;
}

/** The index of the card winning a trick (so far): the highest trump, else the highest card of the suit led. */
function trickWinner(trick: C[], trump: string | null): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const a = trick[best]!;
    const b = trick[i]!;
    if (b.suit === trump && (a.suit !== trump || TRUMP_ORDER.indexOf(b.rank) < TRUMP_ORDER.indexOf(a.rank))) best = i;
    else if (a.suit !== trump && b.suit === a.suit && PLAIN_ORDER.indexOf(b.rank) < PLAIN_ORDER.indexOf(a.rank))
      best = i;
  }
  return best;
}

/** The index of the card winning a trick (so far) of card ids, trump a suit word or null (`trickWinner` on names). */
export const naiveTrickWinner = (cards: readonly number[], trump: number | null): number =>
  trickWinner(cards.map(fromId), trump === null ? null : SUITS[trump]!);

function plays(s: TarabishState, seat: number): string[] {
  const hand = handOf(s, seat);
  const trick = s.trick.map(fromId);
  const trump = s.trump === null ? null : SUITS[s.trump]!;
  const beats = (c: C, than: C[]): boolean =>
    than.every((t) => TRUMP_ORDER.indexOf(c.rank) < TRUMP_ORDER.indexOf(t.rank));
  let allowed: C[];
  if (trick.length === 0)
    allowed = hand; // lead anything
  else {
    const led = trick[0]!.suit;
    const follow = hand.filter((c) => c.suit === led);
    const trumpsInTrick = trick.filter((c) => c.suit === trump);
    if (follow.length > 0) {
      // follow suit; on a trump lead beat the highest trump if able
      const higher = led === trump ? follow.filter((c) => beats(c, trumpsInTrick)) : [];
      allowed = higher.length > 0 ? higher : follow;
    } else {
      const partnerWins = (s.leader + trickWinner(trick, trump)) % 4 === (seat + 2) % 4;
      const myTrumps = hand.filter((c) => c.suit === trump);
      const exception = s.options.partnerException;
      if (exception === 'free' && partnerWins) allowed = hand;
      else if (exception === 'overtrump-if-trumping' && partnerWins) {
        // any card, but a trump must beat the trick's trumps when one held can (libcoinche's can_play)
        const over = myTrumps.filter((c) => beats(c, trumpsInTrick));
        allowed =
          trumpsInTrick.length > 0 && over.length > 0 ? hand.filter((c) => c.suit !== trump || over.includes(c)) : hand;
      } else if (myTrumps.length === 0) allowed = hand;
      else if (trumpsInTrick.length === 0)
        allowed = myTrumps; // void: trump
      else {
        const over = myTrumps.filter((c) => beats(c, trumpsInTrick)); // overtrump, else undertrump
        allowed = over.length > 0 ? over : myTrumps;
      }
    }
  }
  // bella: the second of K and Q of trump played by the same seat
  const mine: string[] = [];
  for (const t of s.tricks) mine.push(name(fromId(t.cards[(seat - t.leader + 4) % 4]!)));
  if ((seat - s.leader + 4) % 4 < s.trick.length) mine.push(name(trick[(seat - s.leader + 4) % 4]!));
  // A hand set up from a position: the seat played one of them before it (and holds the other).
  if (s.start?.bellaSeat === seat && trump !== null) mine.push(`K${trump}`, `Q${trump}`);
  const out: string[] = [];
  for (const c of allowed) {
    out.push(`play:${name(c)}`);
    if (
      trump !== null &&
      c.suit === trump &&
      (c.rank === 'K' || c.rank === 'Q') &&
      mine.includes(`${c.rank === 'K' ? 'Q' : 'K'}${trump}`)
    ) {
      out.push(`play:${name(c)}+bella`);
    }
  }
  return out;
}

export function naiveTarabishLegal(s: TarabishState): string[] {
  const o = s.options;
  const eldest = (o.dealer + 1) % 4;
  if (s.phase === 'done') return [];
  if (s.phase === 'auction') {
    const bids = s.speech.filter((x) => x.kind === 'bid').map((x) => (x.kind === 'bid' ? x.value : 0));
    const high = bids.length > 0 ? Math.max(...bids) : 0;
    const out = ['bid:pass'];
    for (let v = o.minBid; v <= o.maxBid; v += 10) if (v > high) out.push(`bid:${v}`);
    if (o.noTrump)
      for (let v = 150; v <= o.maxBid; v += 10) if (v > high && v >= o.minBid) out.push(`bid:no-trump:${v}`);
    return out;
  }
  if (s.phase === 'trump') return SUITS.map((x) => `trump:${x}`);
  if (s.phase === 'call') {
    const out = SUITS.map((x) => `call:${x}`);
    if (o.noTrump) out.push('call:no-trump');
    const dealerLast = s.speech.length === 3;
    if (!(dealerLast && o.allPass === 'force-dealer')) out.push('pass');
    return out;
  }
  if (s.phase === 'declare') {
    const seat = (eldest + s.declarations.filter((d) => d !== null).length) % 4;
    return declarations(handOf(s, seat), o.melds);
  }
  const seat = (s.leader + s.trick.length) % 4;
  if (o.declaration === 'first-trick' && s.tricks.length === 0 && s.declarations[seat] === null)
    return declarations(handOf(s, seat), o.melds);
  return plays(s, seat);
}
