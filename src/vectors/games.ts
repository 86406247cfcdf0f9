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

interface LegalCase {
  readonly game: string;
  readonly position: string;
  readonly actor: number;
  readonly legal: readonly string[];
  readonly rule: string;
  readonly refused: readonly { readonly action: string; readonly code: string }[];
}

function legalCases<G extends GameTypes>(game: string, rules: Ruleset<G>, options: G['optionsInput'], format: (s: G['state']) => string, hand: (s: G['state'], seat: number) => readonly Card[], deck: typeof tarotDeck): LegalCase[] {
  const out: LegalCase[] = [];
  for (let seed = 1; out.length < 12 && seed < 100; seed++) {
    let k = 0;
    for (const s of randomStates(rules, options, seed)) {
      const actor = rules.actor(s);
      if (actor === 'done') break;
      const legal = rules.legal(s);
      if (!rules.codec.encode(legal[0]).startsWith('play:') || k++ % 9 !== 4) continue;
      const texts = legal.map((a) => rules.codec.encode(a));
      const refused = hand(s, actor)
        .map((c) => `play:${formatCard(deck, c)}`)
        .filter((t) => !texts.includes(t))
        .map((t) => {
          const a = rules.codec.decode(t);
          const why = a._tag === 'Right' ? rules.explain(s, a.right) : undefined;
          return { action: t, code: why && !why.legal ? why.error.code : 'codec' };
        });
      const why = rules.explain(s, legal[0]);
      out.push({ game, position: format(s), actor, legal: texts, rule: why.legal ? why.rule : '', refused });
      if (out.length >= 12) break;
    }
  }
  return out;
}

export function legalVectors() {
  const tarotHand = (s: TarotState, seat: number) => cs.toArray(s.hands[seat]!);
  const tarabishHand = (s: TarabishState, seat: number) => cs.toArray(s.hands[seat]!);
  return {
    description: 'Legal-move positions from seeded random games (position notation, docs/oracle.md): the seat to act, every legal action (sorted by action id), the rule that allowed the first one, and for every other card of that seat\'s hand the error code that refuses playing it.',
    cases: [
      ...[3, 4, 5].flatMap((players) => legalCases(`tarot-${players}`, tarot, { players } as never, formatTarotPosition, tarotHand, tarotDeck)),
      ...(['auction', 'traditional'] as const).flatMap((preset) => legalCases(`tarabish-${preset}`, tarabish, { preset }, formatTarabishPosition, tarabishHand, tarabishDeck)),
    ],
  };
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
  return {
    description: 'Completed tricks from seeded random games: the leader, the cards in play order, the seat that won. Tarot: highest trump, else highest card of the suit led; the Excuse never wins except led to the last trick by a side that won every earlier trick (`last` marks the last trick). Tarabish: highest trump (J 9 A 10 K Q 8 7 6), else highest of the suit led (A 10 K Q J 9 8 7 6).',
    tarot: tarotTricks,
    tarabish: tarabishTricks,
  };
}

export function cardPointVectors() {
  return {
    description: 'Card points. Tarot: in half points (oudlers and kings 9, queens 7, knights 5, jacks 3, every other card 1; 182 half points = 91 in a deck). Tarabish: by trump suit (trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2; 152 with a trump, 120 in no-trump).',
    tarotHalfPoints: Object.fromEntries(tarotDeck.cards.map((c) => [formatCard(tarotDeck, c), value2(c)])),
    tarabishTrumpSpades: Object.fromEntries(tarabishDeck.cards.map((c) => [formatCard(tarabishDeck, c), cardPoints(c, 0)])),
    tarabishNoTrump: Object.fromEntries(tarabishDeck.cards.map((c) => [formatCard(tarabishDeck, c), cardPoints(c, null)])),
  };
}

export function recordVectors() {
  const records = ([
    [tarot, { players: 3 }], [tarot, { players: 4 }], [tarot, { players: 5 }], [tarot, { players: 4, allPass: 'goulash' }],
    [goulash, { players: 4 }], [tarabish, {}], [tarabish, { preset: 'traditional' }],
  ] as [AnyRuleset, object][]).flatMap(([rules, options]) =>
    [11, 12, '0123456789abcdef0123456789abcdef'].map((seed) => {
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
