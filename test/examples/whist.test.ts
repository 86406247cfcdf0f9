/**
 * The Whist example (examples/whist/): a game written outside the package against its public
 * entry points only. The conformance harness of `atout/testing` plays it; a few rule examples pin
 * the Whist rules; a record replays through `validate`; its entry (`whistGame`), listed with
 * atout's games, drives the generic tools (records, the action schemas, the bots, the locales);
 * the fast play-out is played in lockstep with `legal` / `applyUnchecked`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  games,
  getOrThrow,
  isLeft,
  isRight,
  localize,
  makeRecord,
  playout,
  validate,
  type Card,
  type Locale,
} from 'atout';
import { createBot } from 'atout/bots';
import {
  cardset as cs,
  findGame,
  gamePresets,
  gameRulesets,
  partsById,
  playoutByApi,
  type GameEntry,
} from 'atout/kernel';
import { en } from 'atout/locales/en';
import { formatViolation, playAndCheck, runConformance } from 'atout/testing';
import { whist, whistActionSchema, whistDeck, whistGame, type WhistState } from '../../examples/whist/index.js';
import { isOver, legalCount, playIndex, tableOf } from '../../examples/whist/playout.js';
import { root } from './run.js';

const card = (name: string): Card => whistDeck.byName.get(name)!;
const names = (cards: readonly Card[]): string[] => cards.map((c) => whistDeck.names.get(c)!);
const play = (name: string) => ({ type: 'play', card: card(name) }) as const;
const suitOf = (c: Card): number => c >>> 5;

/** The legal plays, written straight from the rule text with plain arrays: follow suit if able, else anything. */
function naiveLegal(s: WhistState): string[] {
  if (s.tricks.length === 13) return [];
  const hand = cs.toArray(s.hands[(s.leader + s.trick.length) % 4]!);
  const led = s.trick[0];
  const same = led === undefined ? [] : hand.filter((c) => suitOf(c) === suitOf(led));
  return (same.length > 0 ? same : hand).map((c) => `play:${whistDeck.names.get(c)!}`);
}

/** Plays `actions` (codec strings) from a state; the state reached. */
function playAll(s: WhistState, actions: readonly string[]): WhistState {
  for (const a of actions) s = getOrThrow(whist.apply(s, getOrThrow(whist.codec.decode(a)))).state;
  return s;
}

const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('examples/whist: the conformance harness', () => {
  it('passes playAndCheck on seeds and choice lists, with the naive legal generator (fast-check)', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.nat(), { maxLength: 52 }), (s, choices) => {
        const r = playAndCheck(whist, {}, s, choices, { naiveLegal });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        expect(r.right.actions).toHaveLength(52);
      }),
      { numRuns: 25 },
    );
  });

  it('passes a seeded sweep for every dealer', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const r = runConformance(whist, { dealer }, { games: 5, seed: dealer }, { naiveLegal });
      if (isLeft(r)) throw new Error(formatViolation(r.left));
      expect(r.right.actions).toBe(5 * 52);
    }
  });
});

describe('examples/whist: the rules', () => {
  // Dealer 3, so seat 0 leads. Seat 3's last card, AC, is turned up: clubs are trump.
  const deal = [
    ['3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS', '2H'],
    ['2S', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH'],
    ['3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD', '2C'],
    ['2D', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'],
  ];
  const start = getOrThrow(whist.setup({ dealer: 3 }, { deal }));

  it('the dealer’s last card turns trump and stays in the dealer’s hand; the seat after the dealer leads', () => {
    expect(whist.view(start, 0)).toMatchObject({ trump: 'C', turnedUp: 'AC', actor: 0, dealer: 3 });
    expect(cs.has(start.hands[3]!, card('AC'))).toBe(true);
  });

  it('follow suit: holding the suit led, any other card is refused with play/must-follow-suit', () => {
    const s = playAll(start, ['play:AS']);
    expect(names(whist.legal(s).map((a) => a.card))).toEqual(['2S']);
    const r = whist.apply(s, play('AH'));
    expect(isLeft(r) && r.left.code).toBe('play/must-follow-suit');
    expect(whist.explain(s, play('AH'))).toMatchObject({ legal: false, error: { code: 'play/must-follow-suit' } });
    expect(whist.explain(s, play('2S'))).toEqual({ legal: true, rule: 'follow-suit' });
  });

  it('no obligation to trump: a player void in the suit led may play any card', () => {
    const s = playAll(start, ['play:AS', 'play:2S']);
    expect(whist.legal(s)).toHaveLength(13);
    expect(whist.explain(s, play('3D'))).toEqual({ legal: true, rule: 'free-discard' });
  });

  it('no obligation to overtrump: after a ruff, a lower trump or a discard is allowed', () => {
    const s = playAll(start, ['play:AS', 'play:2S', 'play:2C']);
    expect(whist.legal(s)).toHaveLength(13); // the dealer may discard the 2D or play any trump, higher or not
  });

  it('trump wins: the lowest trump beats the ace of the suit led', () => {
    const s = playAll(start, ['play:AS', 'play:2S', 'play:3D', 'play:3C']);
    expect(s.tricks[0]!.winner).toBe(3);
    expect(whist.actor(s)).toBe(3); // the winner leads
  });

  it('the highest trump wins when several are played', () => {
    const s = playAll(start, ['play:AS', 'play:2S', 'play:2C', 'play:3C']);
    expect(s.tricks[0]!.winner).toBe(3);
    const t = playAll(start, ['play:AS', 'play:2S', 'play:2C', 'play:2D']);
    expect(t.tricks[0]!.winner).toBe(2);
  });

  it('without a trump, the highest card of the suit led wins (a higher off-suit card does not)', () => {
    const s = playAll(start, ['play:2H']);
    const t = playAll(s, ['play:3H', 'play:AD', 'play:2D']);
    expect(t.tricks[0]!.winner).toBe(1);
  });

  it('partners score together: the side over its book of six scores one a trick, the other side 0', () => {
    fc.assert(
      fc.property(seed, seed, (dealSeed, playSeed) => {
        const s = getOrThrow(whist.setup({}, { seed: dealSeed }));
        const r = playoutByApi(whist, s, createRng(playSeed));
        const [a, b] = r.tricks;
        expect(a + b).toBe(13);
        expect(r.scores).toEqual(a > b ? [a - 6, 0, a - 6, 0] : [0, b - 6, 0, b - 6]);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a card not in hand, a malformed action and any action once the deal is over', () => {
    const s = playAll(start, ['play:AS']);
    expect(whist.explain(s, play('AS'))).toMatchObject({ legal: false, error: { code: 'play/not-in-hand' } });
    const bad = whist.apply(s, { type: 'bid', card: 0 } as unknown as ReturnType<typeof play>);
    expect(isLeft(bad) && bad.left.code).toBe('action/malformed');
    let end = start;
    while (whist.actor(end) !== 'done') end = whist.applyUnchecked(end, whist.legal(end)[0]!).state;
    expect(whist.candidates(end)).toEqual([]);
    const over = whist.apply(end, play('AS'));
    expect(isLeft(over) && over.left.code).toBe('phase/deal-over');
  });

  it('refuses a bad explicit deal and bad options with stable codes', () => {
    const short = whist.setup({}, { deal: deal.map((h) => h.slice(1)) });
    expect(isLeft(short) && short.left.code).toBe('setup/bad-deal');
    const twice = whist.setup({}, { deal: [deal[0]!, deal[0]!, deal[2]!, deal[3]!] });
    expect(isLeft(twice) && twice.left.code).toBe('setup/duplicate-card');
    const options = whist.setup({ dealer: 4 }, { seed: 1 });
    expect(isLeft(options) && options.left.code).toBe('options/invalid');
  });

  it('sampleHidden keeps the seat’s hand, the known voids and the turned-up card in the dealer’s hand', () => {
    fc.assert(
      fc.property(seed, fc.nat({ max: 40 }), fc.nat({ max: 3 }), seed, (dealSeed, steps, seat, sampleSeed) => {
        let s = getOrThrow(whist.setup({ dealer: 2 }, { seed: dealSeed }));
        const rng = createRng(dealSeed);
        for (let i = 0; i < steps; i++) {
          const legal = whist.legal(s);
          s = whist.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
        const sample = getOrThrow(whist.sampleHidden(s, seat, sampleSeed));
        expect(sample.hands[seat]).toEqual(s.hands[seat]);
        for (let o = 0; o < 4; o++) {
          expect(cs.size(sample.hands[o]!)).toBe(cs.size(s.hands[o]!));
          for (const c of cs.toArray(sample.hands[o]!)) expect((s.voids[o]! >>> suitOf(c)) & 1).toBe(0);
        }
        if (cs.has(s.hands[2]!, s.turnedUp)) expect(cs.has(sample.hands[2]!, s.turnedUp)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('the view follows the convention of the package’s games: actor as actor() says, each card with its seat', () => {
    let s = start;
    while (true) {
      const v = whist.view(s, 0);
      expect(v.actor).toBe(whist.actor(s));
      expect(v.trick.plays.map((p) => p.seat)).toEqual(s.trick.map((_, i) => (s.leader + i) % 4));
      if (whist.actor(s) === 'done') break;
      s = whist.applyUnchecked(s, whist.legal(s)[0]!).state;
    }
    expect(whist.view(s, 0).tricks.every((t) => t.plays[0]!.seat === t.leader)).toBe(true);
  });

  it('the view schema is strict: a field outside the allow-list is refused', () => {
    const v = whist.view(start, 0);
    expect(whist.viewSchema.safeParse(v).success).toBe(true);
    expect(whist.viewSchema.safeParse({ ...v, hands: [] }).success).toBe(false);
    expect(whist.view(start, 'spectator').hand).toEqual([]);
  });
});

describe('examples/whist: records', () => {
  it('a record of a Whist deal replays and validates through the package’s record API', () => {
    const played = playAndCheck(whist, { dealer: 1 }, 42);
    if (isLeft(played)) throw new Error(formatViolation(played.left));
    const initial = getOrThrow(whist.setup({ dealer: 1 }, { seed: 42 }));
    const record = makeRecord(whist, initial, { seed: 42 }, played.right.actions, { result: played.right.result });
    const registry = [whist];
    const ok = validate(JSON.parse(JSON.stringify(record)), registry);
    expect(isRight(ok) && ok.right.result).toEqual(played.right.result);

    const claimed = { ...record, result: { ...record.result!, scores: [9, 9, 9, 9] } };
    const wrong = validate(claimed, registry);
    expect(isLeft(wrong) && wrong.left.kind).toBe('result-mismatch');

    // the second card of the deal replaced by a card its player does not hold
    const first = getOrThrow(whist.codec.decode(record.actions[0]!)).card;
    const tampered = { ...record, actions: [record.actions[0]!, whist.codec.encode({ type: 'play', card: first })] };
    const refused = validate(tampered, registry);
    expect(isLeft(refused) && refused.left.kind === 'replay' && refused.left.error).toMatchObject({
      index: 1,
      code: 'play/not-in-hand',
    });
  });
});

describe('examples/whist: its entry, listed with atout’s games', () => {
  /** An app's list of games: atout's and its own, one entry each. */
  const GAMES: readonly GameEntry[] = [...games, whistGame];

  it('joins every list derived from the games: its ruleset, its preset, its action schema', () => {
    expect(gameRulesets(GAMES).map((r) => r.id)).toEqual([
      'tarot',
      'goulash',
      'tarabish',
      'belote',
      'coinche',
      'whist',
      'tarot-match',
      'goulash-match',
      'tarabish-match',
      'belote-match',
      'coinche-match',
    ]);
    expect(findGame(GAMES, whist)).toBe(whistGame);
    expect(findGame(GAMES, 'whist')).toBe(whistGame);
    expect(gamePresets(GAMES).at(-1)).toEqual({ key: 'whist', options: {}, players: 4, game: whistGame });
    expect(partsById(GAMES, (g) => g.actionSchema)['whist']).toBe(whistActionSchema);
  });

  it('its action schema takes every action the codec writes, and nothing else', () => {
    for (const c of whistDeck.cards)
      expect(whistActionSchema.safeParse(whist.codec.encode({ type: 'play', card: c })).success).toBe(true);
    for (const bad of ['play:1S', 'play:KX', 'play:QH ', 'play:', 'bid:pass', 'QH', 12])
      expect(whistActionSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('drives the generic tools through the list: each preset dealt, played by bots, recorded and validated', () => {
    const rulesets = gameRulesets(GAMES);
    const schemas = partsById(GAMES, (g) => g.actionSchema);
    for (const p of gamePresets(GAMES)) {
      const rules = p.game.deal;
      const initial = getOrThrow(rules.setup(p.options, { seed: 9 }));
      expect(rules.players(initial), p.key).toBe(p.players);
      const bots = Array.from({ length: p.players }, (_, i) => createBot(rules, { level: 'heuristic', seed: i }));
      let s = initial;
      const actions: string[] = [];
      for (let seat = rules.actor(s); seat !== 'done'; seat = rules.actor(s)) {
        const action = getOrThrow(bots[seat]!.act(s, seat));
        actions.push(rules.codec.encode(action));
        s = getOrThrow(rules.apply(s, action)).state;
      }
      for (const a of actions) expect(schemas[rules.id]!.safeParse(a).success, `${p.key}: ${a}`).toBe(true);
      const record = makeRecord(rules, initial, { seed: 9 }, actions, { result: rules.result(s)! });
      const checked = validate(JSON.parse(JSON.stringify(record)), rulesets);
      expect(isRight(checked) && checked.right.rules, p.key).toBe(rules);
    }
  });

  it('names every preset through the locale, the app adding its game’s texts', () => {
    const locale: Locale = {
      ...en,
      games: { ...en.games, whist: { name: 'Whist', presets: { whist: 'Whist, two partnerships' } } },
    };
    const names = gamePresets(GAMES).map((p) => localize(p.game.deal, locale).preset(p.key));
    expect(names.at(-1)).toBe('Whist, two partnerships');
    expect(new Set(names).size).toBe(names.length);
    gamePresets(GAMES).forEach((p, i) => expect(names[i]).not.toBe(p.key));
  });
});

describe('examples/whist: the fast play-out', () => {
  it('plays card by card in lockstep with legal and applyUnchecked (same counts, same cards, same hands)', () => {
    fc.assert(
      fc.property(seed, seed, (dealSeed, playSeed) => {
        let s = getOrThrow(whist.setup({ dealer: dealSeed % 4 }, { seed: dealSeed }));
        const t = tableOf(s);
        const rng = createRng(playSeed);
        while (whist.actor(s) !== 'done') {
          expect(isOver(t)).toBe(false);
          const legal = whist.legal(s);
          expect(legalCount(t)).toBe(legal.length);
          const k = rng.below(legal.length);
          s = whist.applyUnchecked(s, legal[k]!).state;
          playIndex(t, k);
          expect(t.hands).toEqual(s.hands.map((h) => [...h]));
          expect(t.trick).toEqual(s.trick);
          expect(t.leader).toBe(s.leader);
        }
        expect(isOver(t)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('playout (through fastPlayout) gives the generic loop’s result from any position', () => {
    fc.assert(
      fc.property(seed, fc.nat({ max: 51 }), seed, (dealSeed, steps, playSeed) => {
        let s = getOrThrow(whist.setup({}, { seed: dealSeed }));
        const rng = createRng(dealSeed ^ 1);
        for (let i = 0; i < steps; i++) {
          const legal = whist.legal(s);
          s = whist.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
        }
        expect(playout(whist, s, createRng(playSeed))).toEqual(playoutByApi(whist, s, createRng(playSeed)));
      }),
      { numRuns: 100 },
    );
  });
});

describe('examples/whist: written against the public entry points only', () => {
  it('imports nothing but atout, its subpaths, zod and its own files', () => {
    const dir = join(root, 'examples/whist');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/from '([^']+)'/g))
        expect(m[1], `${f}: ${m[1]}`).toMatch(/^(atout(\/[a-z]+)?|zod|\.\/[a-z-]+\.js)$/);
    }
  });
});
