/**
 * The checked card play of Tarabish (`legalPlays`, `checkPlay`, `applyPlay`), built on the rules of
 * `card-play.ts`.
 */
import { type Card } from '../../kernel/card.js';
import { remove } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { allowedOf, type PlayRule } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { mustDeclareNow } from './declarations.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { tarabishDeck } from './cards.js';
import {
  playState,
  refuse,
  replaceFlag,
  replaceHand,
  replaceNumber,
  withTrick,
  type TarabishStep,
  type Verdict,
} from './step.js';
import { PLAY_ACTIONS } from './codec.js';
import {
  TRICKS,
  tricksDone,
  type TarabishAction,
  type TarabishMove,
  type TarabishEvent,
  type TarabishState,
} from './state.js';

type PlayAction = Extract<TarabishMove, { type: 'play' }>;

import {
  bellaAllowed,
  ceilingAfterPlay,
  decisionOn,
  obligationOn,
  obligationRefusal,
  followRules,
  partnerWins,
  playMayShow,
  playObligation,
  trickPoints,
  trickSoFarOf,
  voidsAfterPlay,
} from './card-play.js';

type Allowed = Extract<Verdict, { ok: true }>;
/** One frozen verdict per rule (verdicts are read, never kept or changed). */
const VERDICTS: Readonly<Record<PlayRule | 'bella', Allowed>> = Object.freeze({
  lead: Object.freeze({ ok: true, rule: 'lead' }),
  'follow-suit': Object.freeze({ ok: true, rule: 'follow-suit' }),
  'beat-trump-lead': Object.freeze({ ok: true, rule: 'beat-trump-lead' }),
  'partner-exception': Object.freeze({ ok: true, rule: 'partner-exception' }),
  'trump-when-void': Object.freeze({ ok: true, rule: 'trump-when-void' }),
  overtrump: Object.freeze({ ok: true, rule: 'overtrump' }),
  undertrump: Object.freeze({ ok: true, rule: 'undertrump' }),
  'free-discard': Object.freeze({ ok: true, rule: 'free-discard' }),
  bella: Object.freeze({ ok: true, rule: 'bella' }),
});

/**
 * `apply`'s shortcut for the common action: when the move `a` is a plain play (no bella, no seat
 * named) of a card the seat to act holds and may play now, the trick so far it was checked on
 * (`applyPlay` reads it again); null for anything else, which the full check (`verdict`) decides
 * (it accepts these plays too).
 */
export function plainPlayTrick(s: TarabishState, a: TarabishMove): TrickSoFar | null {
  if (s.phase !== 'play' || a.type !== 'play' || a.bella || a.seat !== undefined) return null;
  const c = a.card;
  const seat = (s.leader + s.trick.length) % 4;
  const hand = s.hands[seat]!;
  if ((((hand[c >>> 5] ?? 0) >>> (c & 31)) & 1) === 0 || mustDeclareNow(s, seat)) return null;
  const rules = followRules(s);
  const t = new TrickSoFar().load(rules, s.trick);
  const d = decisionOn(hand, t, rules);
  return ((allowedOf(d, rules, hand[c >>> 5] ?? 0, c >>> 5) >>> (c & 31)) & 1) === 1 ? t : null;
}

/** One frozen play action per card and bella flag (index card * 2 + bella), shared by every `legal` list. */
const PLAYS = PLAY_ACTIONS;

/** Card names by id. */
const NAMES: string[] = [];
for (const [id, name] of tarabishDeck.names) NAMES[id] = name;

/** The plays in card order, which is also their id order (`actionId`): each allowed card, then the same card with bella. */
export function legalPlays(s: TarabishState, seat: Seat): TarabishAction[] {
  const out: TarabishAction[] = [];
  const hand = s.hands[seat]!;
  const rules = followRules(s);
  const d = obligationOn(hand, s.trick, rules);
  const trump = s.trump;
  // One word decided (the Tarabish deck has no wild card): only its cards; otherwise every word.
  const one = d.word >= 0 && !d.others;
  const to = one ? d.word + 1 : hand.length;
  for (let w = one ? d.word : 0; w < to; w++) {
    let bits = allowedOf(d, rules, hand[w]!, w);
    while (bits !== 0) {
      const low = bits & -bits;
      const card = (w << 5) | (31 - Math.clz32(low));
      out.push(PLAYS[card * 2]!);
      // Only a trump may carry bella: the seat's bella card (`bellaAllowed`).
      if (w === trump && bellaAllowed(s, seat, card)) out.push(PLAYS[card * 2 + 1]!);
      bits ^= low;
    }
  }
  return out;
}

export function checkPlay(s: TarabishState, seat: Seat, a: PlayAction): Verdict {
  const c = a.card;
  const card = NAMES[c]!;
  if (((s.hands[seat]![c >>> 5] ?? 0) >>> (c & 31)) & 1) {
    const d = playObligation(s, seat);
    // Refused: the kernel's check on the kernel's form of the obligation builds the error.
    const refusal = obligationRefusal(d, s.hands[seat]!, followRules(s), c);
    if (refusal !== null) return refuse(refusal);
    if (!a.bella) return VERDICTS[d.rule];
    if (bellaAllowed(s, seat, c)) return VERDICTS.bella;
    return refuse(
      ruleError(
        'play/bella-not-allowed',
        'Bella is called only when playing the second of the king and queen of trump.',
        { card },
      ),
    );
  }
  return refuse(ruleError('play/not-in-hand', `You do not hold ${card}.`, { card }));
}

/**
 * One frozen `played` event list per (seat, card, bella), index `((seat << 7) | card) * 2 + bella`:
 * events are immutable values, so every step that plays the same card from the same seat shares it.
 */
const PLAYED: (readonly TarabishEvent[] | null)[] = Array.from({ length: 4 * 128 * 2 }, (_, i) => {
  const name = NAMES[(i >> 1) & 127];
  return name === undefined
    ? null
    : Object.freeze([
        Object.freeze({
          type: 'played' as const,
          audience: 'all' as const,
          seat: i >> 8,
          card: name,
          bella: (i & 1) === 1,
        }),
      ]);
});
function playedEvents(seat: Seat, card: Card, bella: boolean): readonly TarabishEvent[] {
  const shared = (card & 127) === card ? PLAYED[((seat << 7) | card) * 2 + (bella ? 1 : 0)] : null;
  // A card outside the deck (only through `applyUnchecked`, which trusts its input).
  return shared ?? [{ type: 'played', audience: 'all', seat, card: NAMES[card]!, bella }];
}

/** The hand without `card`. */
function without(h: TarabishState['hands'][number], card: Card): TarabishState['hands'][number] {
  if (h.length !== 4) return remove(h, card);
  const w = card >>> 5;
  const m = ~(1 << (card & 31));
  return [
    w === 0 ? (h[0]! & m) >>> 0 : h[0]!,
    w === 1 ? (h[1]! & m) >>> 0 : h[1]!,
    w === 2 ? (h[2]! & m) >>> 0 : h[2]!,
    w === 3 ? (h[3]! & m) >>> 0 : h[3]!,
  ] as unknown as TarabishState['hands'][number];
}

/** `trick` with `card` added. */
function addCard(prior: readonly Card[], card: Card): Card[] {
  const n = prior.length;
  return n === 0
    ? [card]
    : n === 1
      ? [prior[0]!, card]
      : n === 2
        ? [prior[0]!, prior[1]!, card]
        : [prior[0]!, prior[1]!, prior[2]!, card];
}

/** The step of a play (`t`: the trick so far of `s`, when already followed through). */
export function applyPlay(s: TarabishState, a: PlayAction, seat: Seat, t: TrickSoFar = trickSoFarOf(s)): TarabishStep {
  const card = a.card;
  const prior = s.trick;
  const trump = s.trump;
  const rules = followRules(s);
  const hands =
    s.hands.length === 4
      ? replaceHand(s.hands, seat, without(s.hands[seat]!, card))
      : s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const bella = a.bella && !s.bella[seat] ? replaceFlag(s.bella, seat, true) : s.bella;
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  if (playMayShow(rules, t.led, card)) {
    // What everybody learns from the play.
    const partner = partnerWins(t);
    const v = voidsAfterPlay(voids[seat]!, rules, t.led, card, partner);
    if (v !== voids[seat]) voids = replaceNumber(voids, seat, v);
    const ceiling = ceilingAfterPlay(trumpCeiling[seat]!, rules, t.led, card, partner, t.highest);
    if (ceiling !== trumpCeiling[seat]) trumpCeiling = replaceNumber(trumpCeiling, seat, ceiling);
  }
  const trick = addCard(prior, card);
  if (trick.length < 4)
    return {
      state: playState(s, 'play', hands, s.leader, trick, s.tricks, s.won, bella, voids, trumpCeiling),
      events: playedEvents(seat, card, a.bella),
    };
  // The trick winner: the card winning the whole trick (Tarabish has no exception to it).
  t.add(rules, card);
  const winner = (s.leader + t.win) % 4;
  const prev = s.tricks;
  const tricks = new Array<TarabishState['tricks'][number]>(prev.length + 1);
  for (let i = 0; i < prev.length; i++) tricks[i] = prev[i]!;
  tricks[prev.length] = { leader: s.leader, cards: trick, winner };
  // A position's earlier tricks are in its cards won only.
  const done = tricksDone(s) + 1;
  const points = trickPoints(trick, 0, trump, done, s.options.lastTrickBonus);
  const events: TarabishEvent[] = [
    playedEvents(seat, card, a.bella)[0]!,
    { type: 'trick', audience: 'all', winner, points },
  ];
  const won = winner % 2 === 0 ? [withTrick(s.won[0]!, trick), s.won[1]!] : [s.won[0]!, withTrick(s.won[1]!, trick)];
  return {
    state: playState(s, done === TRICKS ? 'done' : 'play', hands, winner, [], tricks, won, bella, voids, trumpCeiling),
    events,
  };
}
