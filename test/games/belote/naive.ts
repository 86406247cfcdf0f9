/**
 * A deliberately naive legal-action generator for Belote, written straight from the rule text
 * (docs/rules/belote.md: the taking, the FFB's card play with its options, belote-rebelote, the
 * announcements) with plain arrays of card names, without the kernel's chain, card sets or the
 * family's modules. The conformance harness compares it with `belote.legal` at every step.
 */
import type { BeloteState } from '../../../src/games/belote/index.js';

const SUITS = ['S', 'H', 'D', 'C'];
const NATURAL = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const TRUMP_ORDER = ['J', '9', 'A', '10', 'K', 'Q', '8', '7']; // high → low
const PLAIN_ORDER = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

interface C {
  readonly rank: string;
  readonly suit: string;
}
const fromId = (id: number): C => ({ suit: SUITS[Math.floor(id / 32)]!, rank: NATURAL[id % 32]! });
const name = (c: C): string => `${c.rank}${c.suit}`;

function handOf(s: BeloteState, seat: number): C[] {
  const out: C[] = [];
  s.hands[seat]!.forEach((word, w) => {
    for (let b = 0; b < 9; b++) if ((word >>> b) & 1) out.push({ suit: SUITS[w]!, rank: NATURAL[b]! });
  });
  return out;
}

/** Sequences (maximal, 3 or more in 7 8 9 10 J Q K A) and carrés (J 9 A 10 K Q), each with its cards. */
function announcementsHeld(hand: C[]): { text: string; cards: string[]; kind: string }[] {
  const out: { text: string; cards: string[]; kind: string }[] = [];
  for (const suit of SUITS) {
    let run: string[] = [];
    for (const rank of [...NATURAL.slice(1), 'end']) {
      if (hand.some((c) => c.suit === suit && c.rank === rank)) run.push(rank);
      else {
        if (run.length >= 3)
          out.push({
            text: `run${run.length}-${run[run.length - 1]}${suit}`,
            cards: run.map((r) => r + suit),
            kind: 'run',
          });
        run = [];
      }
    }
  }
  for (const rank of ['9', '10', 'J', 'Q', 'K', 'A'])
    if (hand.filter((c) => c.rank === rank).length === 4)
      out.push({ text: `four-${rank}`, cards: SUITS.map((s) => rank + s), kind: 'four' });
  return out;
}

function announcements(s: BeloteState, hand: C[]): string[] {
  const held = announcementsHeld(hand);
  const out: string[] = [];
  for (let mask = 0; mask < 1 << held.length; mask++) {
    const chosen = held.filter((_, i) => (mask >> i) & 1);
    let ok = true;
    for (let i = 0; i < chosen.length; i++)
      for (let j = i + 1; j < chosen.length; j++) {
        const shared = chosen[i]!.cards.some((c) => chosen[j]!.cards.includes(c));
        if (shared && !(s.options.sharedCards && chosen[i]!.kind !== chosen[j]!.kind)) ok = false;
      }
    if (ok) out.push(`announce:${chosen.map((m) => m.text).join('+')}`);
  }
  return out;
}

/**
 * Coinche's tout atout (the state's strain 6 or 7): every suit in trump order; follow the suit led
 * and beat the card that holds the trick when able (even the partner's); void, any card; a belote
 * in every suit (the seat's calls: two bits a suit). Sans atout (strain 4 or 5): follow suit, no
 * need to beat; void, any card; no belote.
 */
function playsWithoutTrumpSuit(s: BeloteState, seat: number, allTrump: boolean): string[] {
  const hand = handOf(s, seat);
  const trick = s.trick.map(fromId);
  let allowed = hand;
  if (trick.length > 0) {
    const led = trick[0]!.suit;
    const ofLed = hand.filter((c) => c.suit === led);
    if (ofLed.length > 0) {
      const rank = (c: C): number => TRUMP_ORDER.indexOf(c.rank);
      const holding = Math.min(...trick.filter((c) => c.suit === led).map(rank));
      const over = ofLed.filter((c) => rank(c) < holding);
      allowed = allTrump && over.length > 0 ? over : ofLed;
    }
  }
  const out: string[] = [];
  for (const c of allowed) {
    out.push(`play:${name(c)}`);
    if (!allTrump || (c.rank !== 'K' && c.rank !== 'Q')) continue;
    const other = c.rank === 'K' ? 'Q' : 'K';
    const said = (s.calls[seat]! >> (2 * SUITS.indexOf(c.suit))) & 3;
    if (said === 0 && hand.some((h) => h.suit === c.suit && h.rank === other)) out.push(`play:${name(c)}+belote`);
    if (said === 1) out.push(`play:${name(c)}+rebelote`);
  }
  return out;
}

function plays(s: BeloteState, seat: number): string[] {
  if (s.strain !== null && s.strain >= 4) return playsWithoutTrumpSuit(s, seat, s.strain >= 6);
  const hand = handOf(s, seat);
  const trump = SUITS[s.trump!]!;
  const trick = s.trick.map(fromId);
  const beats = (a: C, b: C): boolean => TRUMP_ORDER.indexOf(a.rank) < TRUMP_ORDER.indexOf(b.rank);
  let allowed = hand;
  if (trick.length > 0) {
    const led = trick[0]!.suit;
    // who holds the trick so far
    let best = 0;
    for (let i = 1; i < trick.length; i++) {
      const a = trick[i]!;
      const b = trick[best]!;
      if (a.suit === trump && (b.suit !== trump || beats(a, b))) best = i;
      else if (
        a.suit === led &&
        b.suit === led &&
        b.suit !== trump &&
        PLAIN_ORDER.indexOf(a.rank) < PLAIN_ORDER.indexOf(b.rank)
      )
        best = i;
    }
    const partnerMaster = trick.length >= 2 && best === trick.length - 2;
    const trumpsInTrick = trick.filter((c) => c.suit === trump);
    const highest = trumpsInTrick.sort((a, b) => TRUMP_ORDER.indexOf(a.rank) - TRUMP_ORDER.indexOf(b.rank))[0];
    const ofLed = hand.filter((c) => c.suit === led);
    const trumps = hand.filter((c) => c.suit === trump);
    const over = highest === undefined ? trumps : trumps.filter((c) => beats(c, highest));
    if (ofLed.length > 0) {
      if (led === trump) allowed = over.length > 0 ? over : ofLed;
      else allowed = ofLed;
    } else if (partnerMaster && s.options.partnerException !== 'off') {
      allowed =
        s.options.partnerException === 'overtrump-if-trumping' && highest !== undefined && over.length > 0
          ? hand.filter((c) => c.suit !== trump || beats(c, highest))
          : hand;
    } else if (trumps.length > 0) {
      if (highest === undefined) allowed = trumps;
      else if (over.length > 0) allowed = over;
      else allowed = s.options.undertrump === 'required' ? trumps : hand;
    }
  }
  const out: string[] = [];
  for (const c of allowed) {
    out.push(`play:${name(c)}`);
    const isPair = c.suit === trump && (c.rank === 'K' || c.rank === 'Q');
    if (!isPair) continue;
    const other = c.rank === 'K' ? 'Q' : 'K';
    const holdsOther = hand.some((h) => h.suit === trump && h.rank === other);
    if (s.calls[seat] === 0 && holdsOther) out.push(`play:${name(c)}+belote`);
    if (s.calls[seat] === 1) out.push(`play:${name(c)}+rebelote`);
  }
  return out;
}

export function naiveBeloteLegal(s: BeloteState): string[] {
  if (s.phase === 'done') return [];
  const eldest = (s.options.dealer + 1) % 4;
  if (s.phase === 'first-round') return ['pass', 'take'];
  if (s.phase === 'second-round') {
    const turned = SUITS[Math.floor(s.turned / 32)]!;
    return [
      'pass',
      ...SUITS.filter((x) => s.options.secondRound === 'any-suit' || x !== turned).map((x) => `take:${x}`),
    ];
  }
  if (s.phase === 'announce') {
    const seat = (eldest + s.declarations.filter((d) => d !== null).length) % 4;
    return announcements(s, handOf(s, seat));
  }
  const seat = (s.leader + s.trick.length) % 4;
  if (s.options.announcements && s.declarations[seat] === null) return announcements(s, handOf(s, seat));
  return plays(s, seat);
}
