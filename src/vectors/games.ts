/**
 * Game-level conformance vectors from seeded random games: legal-move positions with their legal
 * actions and, for every other card of the actor's hand, the error code that refuses it; completed
 * tricks with their winners; the card-point tables; and sample records with their results.
 */
import { formatCard, type Card } from '../kernel/card.js';
import * as cs from '../kernel/cardset.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import type { Seed } from '../kernel/seed.js';
import { makeRecord, type AnyRuleset } from '../record/replay.js';
import { cardPoints, SUIT_LETTERS, tarabishDeck } from '../games/tarabish/cards.js';
import { formatTarabishPosition } from '../games/tarabish/position.js';
import { tarabish } from '../games/tarabish/rules.js';
import type { TarabishState } from '../games/tarabish/state.js';
import { goulash } from '../games/goulash/index.js';
import { tarotDeck } from '../games/tarot/cards.js';
import { tarot } from '../games/tarot/index.js';
import { formatTarotPosition } from '../games/tarot/position.js';
import type { TarotState } from '../games/tarot/state.js';
import { value2 } from '../games/tarot/cards.js';
import { beloteDeck } from '../games/belote/cards.js';
import { formatBelotePosition } from '../games/belote/position.js';
import { belote } from '../games/belote/rules.js';
import type { BeloteState } from '../games/belote/state.js';
import { coinche } from '../games/coinche/rules.js';
import { coincheHistory } from '../games/coinche/history.js';
import type { CoincheState } from '../games/coinche/state.js';
import { cardPoints as familyCardPoints } from '../family/cards.js';

function* randomStates<G extends GameTypes>(rules: Ruleset<G>, options: G['optionsInput'], seed: Seed): Generator<G['state']> {
  const rng = createRng(deriveSeed(seed, 2));
  const r = rules.setup(options, { seed });
  if (r._tag === 'Left') return;
  let s = r.right;
  yield s;
  while (rules.actor(s) !== 'done') {
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
    yield s;
  }
}

/** Where a legal case stands: a position in the notation, or (a game without one: Coinche) the deal and the actions since. */
type Where = { readonly position: string } | { readonly deal: unknown; readonly actions: readonly string[] };

type LegalCase = Where & {
  readonly game: string;
  readonly actor: number;
  readonly legal: readonly string[];
  readonly rule: string;
  readonly refused: readonly { readonly action: string; readonly code: string }[];
};

/**
 * How the cases are picked from the random games: `every-ninth` card-play position; or `refusals`,
 * positions where a held card is refused, one a game unless it shows a refusal code not seen yet.
 */
type Pick = 'every-ninth' | 'refusals';

function legalCases<G extends GameTypes>(game: string, rules: Ruleset<G>, options: G['optionsInput'], format: (s: G['state']) => Where, hand: (s: G['state'], seat: number) => readonly Card[], deck: typeof tarotDeck, count = 12, pick: Pick = 'every-ninth', firstSeed = 1): LegalCase[] {
  const out: LegalCase[] = [];
  const codes = new Set<string>();
  for (let seed = firstSeed; out.length < count && seed < firstSeed + 100; seed++) {
    let k = 0;
    let taken = 0;
    for (const s of randomStates(rules, options, seed)) {
      const actor = rules.actor(s);
      if (actor === 'done') break;
      const legal = rules.legal(s);
      if (!rules.codec.encode(legal[0]).startsWith('play:')) continue;
      if (pick === 'every-ninth' && k++ % 9 !== 4) continue;
      const texts = legal.map((a) => rules.codec.encode(a));
      const refused = hand(s, actor)
        .map((c) => `play:${formatCard(deck, c)}`)
        .filter((t) => !texts.includes(t))
        .map((t) => {
          const a = rules.codec.decode(t);
          const why = a._tag === 'Right' ? rules.explain(s, a.right) : undefined;
          return { action: t, code: why && !why.legal ? why.error.code : 'codec' };
        });
      if (pick === 'refusals' && (refused.length === 0 || (taken > 0 && refused.every((r) => codes.has(r.code))))) continue;
      taken++;
      for (const r of refused) codes.add(r.code);
      const why = rules.explain(s, legal[0]);
      out.push({ game, ...format(s), actor, legal: texts, rule: why.legal ? why.rule : '', refused });
      if (out.length >= count) break;
    }
  }
  return out;
}

export function legalVectors() {
  const tarotHand = (s: TarotState, seat: number) => cs.toArray(s.hands[seat]!);
  const tarabishHand = (s: TarabishState, seat: number) => cs.toArray(s.hands[seat]!);
  const position = <S>(format: (s: S) => string) => (s: S): Where => ({ position: format(s) });
  const beloteHand = (s: BeloteState, seat: number) => cs.toArray(s.hands[seat]!);
  return {
    description: 'Legal-move positions from seeded random games (position notation, docs/oracle.md; Coinche, which has no notation yet: `deal`, each seat\'s 8 cards for `setup` from `{ deal }` with the default options, and the `actions` since): the seat to act, every legal action (sorted by action id), the rule that allowed the first one, and for every other card of that seat\'s hand the error code that refuses playing it. Belote and Coinche list positions where a card is refused. Belote: the FFB defaults (`belote`), and without the partner exemption, with undertrumping optional (`belote-options`: `{ "partnerException": "off", "undertrump": "optional" }`).',
    cases: [
      ...[3, 4, 5].flatMap((players) => legalCases(`tarot-${players}`, tarot, { players } as never, position(formatTarotPosition), tarotHand, tarotDeck)),
      ...(['auction', 'traditional'] as const).flatMap((preset) => legalCases(`tarabish-${preset}`, tarabish, { preset }, position(formatTarabishPosition), tarabishHand, tarabishDeck)),
      ...legalCases('belote', belote, {}, position(formatBelotePosition), beloteHand, beloteDeck, 5, 'refusals'),
      ...legalCases('belote-options', belote, BELOTE_LEGAL_OPTIONS, position(formatBelotePosition), beloteHand, beloteDeck, 4, 'refusals', 101),
      ...legalCases('coinche', coinche, {}, coincheDealt, (s: CoincheState, seat) => beloteHand(s.play, seat), beloteDeck, 4, 'refusals'),
    ],
  };
}

/** The Belote options of the second set of legal cases: no partner exemption, undertrumping optional. */
export const BELOTE_LEGAL_OPTIONS = { partnerException: 'off', undertrump: 'optional' } as const;

/** A Coinche state as its deal and its actions (Coinche has no position notation yet). */
function coincheDealt(s: CoincheState): Where {
  const h = coincheHistory(s);
  if (h._tag === 'Left') throw new Error(h.left.message);
  return { deal: h.right.deal, actions: h.right.actions };
}

export function trickVectors() {
  const tarotTricks = [3, 4, 5].flatMap((players) => {
    const states = [...randomStates(tarot, { players } as never, 40 + players)];
    const last = states[states.length - 1] as TarotState;
    return last.tricks.map((t, i) => ({ game: `tarot-${players}`, last: i === last.tricks.length - 1, leader: t.leader, cards: t.cards.map((c) => formatCard(tarotDeck, c)), winner: t.winner }));
  });
  const tarabishTricks = [0, 1, 2, 3].flatMap((seed) => {
    const states = [...randomStates(tarabish, { noTrump: seed === 3 }, 60 + seed)];
    const last = states[states.length - 1] as TarabishState;
    return last.tricks.map((t) => ({ game: 'tarabish', trump: last.trump === null ? null : SUIT_LETTERS[last.trump], leader: t.leader, cards: t.cards.map((c) => formatCard(tarabishDeck, c)), winner: t.winner }));
  });
  const beloteTricks = [0, 1].flatMap((seed) => {
    const states = [...randomStates(belote, {}, 70 + seed)];
    const last = states[states.length - 1] as BeloteState;
    return last.tricks.map((t) => ({ game: 'belote', trump: last.trump === null ? null : SUIT_LETTERS[last.trump], leader: t.leader, cards: t.cards.map((c) => formatCard(beloteDeck, c)), winner: t.winner }));
  });
  return {
    description: 'Completed tricks from seeded random games: the leader, the cards in play order, the seat that won. Tarot: highest trump, else highest card of the suit led; the Excuse never wins except led to the last trick by a side that won every earlier trick (`last` marks the last trick). Tarabish: highest trump (J 9 A 10 K Q 8 7 6), else highest of the suit led (A 10 K Q J 9 8 7 6). Belote: highest trump (J 9 A 10 K Q 8 7), else highest of the suit led (A 10 K Q J 9 8 7).',
    tarot: tarotTricks,
    tarabish: tarabishTricks,
    belote: beloteTricks,
  };
}

export function cardPointVectors() {
  return {
    description: 'Card points. Tarot: in half points (oudlers and kings 9, queens 7, knights 5, jacks 3, every other card 1; 182 half points = 91 in a deck). Tarabish: by trump suit (trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2; 152 with a trump, 120 in no-trump). Belote and Coinche (a suit contract), the same table on 32 cards: 152 with a trump, plus 10 for the last trick (dix de der) = 162.',
    tarotHalfPoints: Object.fromEntries(tarotDeck.cards.map((c) => [formatCard(tarotDeck, c), value2(c)])),
    tarabishTrumpSpades: Object.fromEntries(tarabishDeck.cards.map((c) => [formatCard(tarabishDeck, c), cardPoints(c, 0)])),
    tarabishNoTrump: Object.fromEntries(tarabishDeck.cards.map((c) => [formatCard(tarabishDeck, c), cardPoints(c, null)])),
    beloteTrumpHearts: Object.fromEntries(beloteDeck.cards.map((c) => [formatCard(beloteDeck, c), familyCardPoints(c, 1)])),
  };
}

export function recordVectors() {
  const records = ([
    [tarot, { players: 3 }], [tarot, { players: 4 }], [tarot, { players: 5 }], [tarot, { players: 4, allPass: 'goulash' }],
    [goulash, { players: 4 }], [tarabish, {}], [tarabish, { preset: 'traditional' }],
    [belote, {}], [belote, { announcements: true }], [coinche, {}],
  ] as [AnyRuleset, object][]).flatMap(([rules, options]) =>
    // Belote and Coinche (added later): one 32-bit seed and the 128-bit one, to keep the vectors small
    (rules === belote || rules === coinche ? [11, '0123456789abcdef0123456789abcdef'] : [11, 12, '0123456789abcdef0123456789abcdef']).map((seed) => {
      const states = [...randomStates(rules, options, seed)];
      const rng = createRng(deriveSeed(seed, 2));
      const actions: string[] = [];
      let s = states[0]!;
      while (rules.actor(s) !== 'done') {
        const l = rules.legal(s);
        const a = l[rng.below(l.length)];
        actions.push(rules.codec.encode(a));
        s = rules.applyUnchecked(s, a).state;
      }
      return makeRecord(rules, states[0]!, { seed }, actions, { result: rules.result(s)! });
    }),
  );
  return {
    description: 'Sample game records (schema/record.schema.json, format 2) of seeded random games, 32-bit and 128-bit seeds, each with its result: replaying the actions from the seeded deal must give exactly this result.',
    records: JSON.parse(JSON.stringify(records)) as unknown[],
  };
}
