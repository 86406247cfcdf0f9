/** Saves that cannot be forged: resuming replays the history, refuses tampering with codes, does bounded work. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goulash, rulesets, tarabish, tarot, tarotDeck, tarotMatch } from '../../src/games/registry.js';
import { parseCard } from '../../src/kernel/card.js';
import { add, has, remove, type CardSet } from '../../src/kernel/cardset.js';
import { createRng, deepEqual, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import type { AnyRuleset, GameTypes, Ruleset } from '../../src/kernel/ruleset.js';
import { DEFAULT_LIMITS, deserialize, serialize, STATE_FORMAT_VERSION } from '../../src/record/index.js';
import { makeWhist, whistMatch } from '../support/whist.js';
import { formatOne } from '../support/save-format.js';
import { dealOf, presetOptions, shortOptions } from '../support/options.js';

const whist = makeWhist();

/** A random game of `rules` from `seed`, stopped after `stop` actions (or at the end). */
function play<G extends GameTypes>(rules: Ruleset<G>, options: object, seed: number, stop = Infinity) {
  const rng = createRng(seed ^ 0x5a5a);
  let state = getOrThrow(rules.setup(options, { seed }));
  const actions: string[] = [];
  while (rules.actor(state) !== 'done' && actions.length < stop) {
    const legal = rules.legal(state);
    const a = legal[rng.below(legal.length)];
    actions.push(rules.codec.encode(a));
    state = getOrThrow(rules.apply(state, a)).state;
  }
  return { state, source: { seed }, actions };
}

/** `rules` with `legal` and `apply` counted. */
function counted<G extends GameTypes>(rules: Ruleset<G>) {
  const calls = { legal: 0, apply: 0 };
  const wrapped: Ruleset<G> = {
    ...rules,
    legal: (s) => (calls.legal++, rules.legal(s)),
    apply: (s, a) => (calls.apply++, rules.apply(s, a)),
  };
  return { rules: wrapped, calls };
}

const code = (r: ReturnType<typeof deserialize>): string => (isLeft(r) ? r.left.code : 'resumed');

const optionSets = (rules: AnyRuleset): readonly object[] =>
  dealOf(rules) === rules ? presetOptions(rules) : [shortOptions(rules, 2)];

describe('genuine saves resume', () => {
  for (const rules of rulesets)
    for (const options of optionSets(rules))
      it(`${rules.id} ${JSON.stringify(options)}: format 2 resumes to the played state, and saves again`, () => {
        for (let seed = 1; seed <= 6; seed++) {
          const game = play(rules, options, seed, seed * 13);
          const r = getOrThrow(deserialize(rules, serialize(rules, game)));
          expect(r.state).toEqual(game.state);
          expect(r.migrated).toBe(false);
          expect(r.game.actions).toEqual(game.actions);
          const again = getOrThrow(deserialize(rules, serialize(rules, r.game)));
          expect(again.state).toEqual(game.state);
        }
      });

  const variants: Readonly<Record<string, readonly object[]>> = {
    tarot: [
      { players: 4, allPass: 'goulash', dealer: 2 },
      { players: 5, chelemRequires21: true },
    ],
    tarabish: [
      { noTrump: true, biddingCards: 9, dealer: 1 },
      { preset: 'traditional', noTrump: true, allPass: 'force-dealer' },
    ],
  };
  for (const rules of [tarot, goulash, tarabish] as AnyRuleset[])
    for (const options of [...optionSets(rules), ...(variants[rules.id] ?? [])])
      it(`${rules.id} ${JSON.stringify(options)}: format 1 is migrated by replay, at every point of a deal`, () => {
        for (let seed = 1; seed <= 3; seed++) {
          const whole = play(rules, options, seed);
          for (let stop = seed % 3; stop <= whole.actions.length + 1; stop += 4 + seed) {
            const game = play(rules, options, seed, stop);
            const r = getOrThrow(deserialize(rules, JSON.stringify(formatOne(rules, game.state))));
            expect(r.state).toEqual(game.state);
            expect(r.migrated).toBe(true);
            // The deprecated call `serialize(rules, state)` still writes a save that resumes.
            expect(getOrThrow(deserialize(rules, serialize(rules, game.state))).state).toEqual(game.state);
          }
        }
      });

  it('writes format 2 and refuses format-1 saves that hold no history (matches) with save/not-migratable', () => {
    const game = play(tarotMatch, { deals: 2 }, 3, 100);
    expect(JSON.parse(serialize(tarotMatch, game)).formatVersion).toBe(STATE_FORMAT_VERSION);
    expect(code(deserialize(tarotMatch, JSON.stringify(formatOne(tarotMatch, game.state))))).toBe(
      'save/not-migratable',
    );
    expect(() => serialize(tarotMatch, game.state)).toThrow(TypeError);
    const w = play(whist, {}, 4, 10);
    expect(getOrThrow(deserialize(whist, serialize(whist, w))).state).toEqual(w.state);
    const m = play(whistMatch, { deals: 2 }, 4, 40);
    expect(getOrThrow(deserialize(whistMatch, serialize(whistMatch, m))).state).toEqual(m.state);
  });
});

describe('tampered saves are refused with their codes, doing bounded work', () => {
  it('an option bomb (maxBid 1e9, 1e300) is refused by the schema before any rule runs', () => {
    const game = play(tarabish, {}, 1, 0);
    for (const maxBid of [1e9, 1e300]) {
      const two = JSON.parse(serialize(tarabish, game));
      two.record.ruleset.options.maxBid = maxBid;
      const one = formatOne(tarabish, game.state) as { state: { options: { maxBid: number } } };
      one.state.options.maxBid = maxBid;
      for (const save of [two, one]) {
        const { rules, calls } = counted(tarabish);
        expect(code(deserialize(rules, JSON.stringify(save)))).toBe('save/bad-options');
        expect(calls).toEqual({ legal: 0, apply: 0 });
      }
    }
  });

  it('more actions than a game can have are refused before replaying', () => {
    const game = play(tarot, { players: 4 }, 2);
    const save = JSON.parse(serialize(tarot, game));
    save.record.actions = Array.from({ length: 5000 }, () => 'bid:pass');
    const { rules, calls } = counted(tarot);
    expect(code(deserialize(rules, JSON.stringify(save)))).toBe('save/too-many-actions');
    expect(calls.apply).toBe(0);
  });

  it('an action that does not replay is refused with its index', () => {
    const game = play(tarot, { players: 4 }, 2, 30);
    const save = JSON.parse(serialize(tarot, game));
    save.record.actions[20] = save.record.actions[19];
    const r = deserialize(tarot, JSON.stringify(save));
    expect(code(r)).toBe('save/illegal-action');
    expect(isLeft(r) && r.left.detail['index']).toBe(20);
    save.record.actions[20] = 'play:99Z';
    expect(code(deserialize(tarot, JSON.stringify(save)))).toBe('save/bad-action');
  });

  it('a card moved between hands (Goulash, seed 7: 21T into seat 1) is refused', () => {
    const game = play(goulash, { players: 4 }, 7, 0);
    const save = formatOne(goulash, game.state) as { state: { hands: CardSet[] } };
    const card = getOrThrow(parseCard(tarotDeck, '21T'));
    const from = save.state.hands.findIndex((h) => has(h, card));
    const to = from === 1 ? 2 : 1;
    save.state.hands[from] = remove(save.state.hands[from]!, card);
    save.state.hands[to] = add(save.state.hands[to]!, card);
    expect(code(deserialize(goulash, JSON.stringify(save)))).toBe('save/state-mismatch');
  });

  it('every trick re-credited to one seat, the taker erased, a leader of 4 at 3 players: refused', () => {
    const done = play(tarot, { players: 4 }, 5);
    const recredit = formatOne(tarot, done.state) as { state: { tricks: { winner: number }[] } };
    expect(recredit.state.tricks.length).toBeGreaterThan(0);
    for (const t of recredit.state.tricks) t.winner = 0;
    expect(code(deserialize(tarot, JSON.stringify(recredit)))).toBe('save/state-mismatch');
    let seed = 1;
    let taken = play(tarot, { players: 4 }, seed);
    while ((taken.state as { taker: number | null }).taker === null) taken = play(tarot, { players: 4 }, ++seed);
    const erased = formatOne(tarot, taken.state) as { state: { taker: number | null } };
    erased.state.taker = null;
    expect(code(deserialize(tarot, JSON.stringify(erased)))).toBe('save/state-mismatch');
    const g = play(goulash, { players: 3 }, 7, 1);
    const lead = formatOne(goulash, g.state) as { state: { leader: number } };
    lead.state.leader = 4;
    expect(code(deserialize(goulash, JSON.stringify(lead)))).toBe('save/state-mismatch');
  });

  it('a match total edited by +100000 is refused (format 1: no history; format 2 holds no totals)', () => {
    const game = play(tarotMatch, { deals: 2 }, 3, 100);
    const one = formatOne(tarotMatch, game.state) as { state: { totals: number[] } };
    one.state.totals[0]! += 100000;
    expect(code(deserialize(tarotMatch, JSON.stringify(one)))).toBe('save/not-migratable');
    const two = JSON.parse(serialize(tarotMatch, game));
    expect(JSON.stringify(two)).not.toContain('totals');
  });

  it('another ruleset, another rules version, another format version and junk are refused', () => {
    const game = play(tarot, { players: 4 }, 2, 10);
    const save = JSON.parse(serialize(tarot, game));
    expect(code(deserialize(tarabish, JSON.stringify(save)))).toBe('save/wrong-ruleset');
    const old = deserialize(
      tarot,
      JSON.stringify({ ...save, record: { ...save.record, ruleset: { ...save.record.ruleset, version: '0' } } }),
    );
    expect(code(old)).toBe('save/bad-version');
    expect(isLeft(old) && old.left.message).toContain('version 0');
    expect(code(deserialize(tarot, JSON.stringify({ ...save, formatVersion: 9 })))).toBe('save/bad-format-version');
    // fields with no primitive value (String() would throw on them) are refused in the save's own words
    const noPrimitive = { toString: 1, valueOf: 1 };
    expect(code(deserialize(tarot, JSON.stringify({ ...save, formatVersion: noPrimitive })))).toBe(
      'save/bad-format-version',
    );
    const wrongId = { ...save, record: { ...save.record, ruleset: { ...save.record.ruleset, id: noPrimitive } } };
    expect(code(deserialize(tarot, JSON.stringify(wrongId)))).toBe('save/wrong-ruleset');
    const wrongVersion = {
      ...save,
      record: { ...save.record, ruleset: { ...save.record.ruleset, version: noPrimitive } },
    };
    expect(code(deserialize(tarot, JSON.stringify(wrongVersion)))).toBe('save/bad-version');
    for (const bad of [
      '',
      '{',
      'null',
      '[]',
      42,
      '{"format":"atout-state"}',
      '{"format":"atout-state","formatVersion":2}',
    ])
      expect(isLeft(deserialize(tarot, bad))).toBe(true);
  });
});

/** Every leaf path of a JSON value. */
function leaves(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof v === 'object' && v !== null) {
    const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    if (keys.length === 0) out.push(path);
    for (const k of keys) leaves((v as Record<string | number, unknown>)[k], [...path, k], out);
  } else out.push(path);
  return out;
}

const REPLACEMENTS: readonly ((x: unknown) => unknown)[] = [
  (x) => (typeof x === 'number' ? x + 1 : 1),
  (x) => (typeof x === 'number' ? x - 1 : 0),
  () => 4,
  () => 1e9,
  () => null,
  () => true,
  () => 'pass',
  (x) => (typeof x === 'string' ? x.slice(0, -1) : '0'),
  () => [],
];

describe('random single-field mutations of genuine saves', () => {
  it('are refused, or resume to exactly the state their history replays to', () => {
    const games = rulesets.flatMap((rules) =>
      optionSets(rules).map((options, i) => ({ rules, game: play(rules, options, 11 + i, 40 + 7 * i) })),
    );
    const saves = games.flatMap(({ rules, game }) => [
      { rules, save: JSON.parse(serialize(rules, game)) as unknown },
      ...(rules.history ? [{ rules, save: formatOne(rules, game.state) as unknown }] : []),
    ]);
    let resumed = 0;
    fc.assert(
      fc.property(
        fc.nat(saves.length - 1),
        fc.nat(),
        fc.nat(REPLACEMENTS.length - 1),
        fc.boolean(),
        (which, at, how, drop) => {
          const { rules, save } = saves[which]!;
          const copy = JSON.parse(JSON.stringify(save)) as Record<string, unknown>;
          const paths = leaves(copy);
          const path = paths[at % paths.length]!;
          if (path.length === 0) return;
          let parent = copy as Record<string | number, unknown>;
          for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
          const key = path[path.length - 1]!;
          if (drop && !Array.isArray(parent)) delete parent[key];
          else parent[key] = REPLACEMENTS[how]!(parent[key]);
          const r = deserialize(rules, JSON.stringify(copy));
          if (isLeft(r)) {
            expect(r.left.code).toMatch(/^(save|input)\/[a-z0-9-]+$/);
            return;
          }
          // Resumed: the state is what an independent replay of its game gives, and it is usable.
          let s = getOrThrow(rules.setup(rules.settings(r.right.state), r.right.game.source));
          for (const a of r.right.game.actions) s = getOrThrow(rules.apply(s, getOrThrow(rules.codec.decode(a)))).state;
          expect(deepEqual(s, r.right.state)).toBe(true);
          if (copy['formatVersion'] === 1) expect(deepEqual(JSON.parse(JSON.stringify(s)), copy['state'])).toBe(true);
          expect(() => rules.legal(s)).not.toThrow();
          expect(() => rules.result(s)).not.toThrow();
          expect(isRight(deserialize(rules, serialize(rules, r.right.game)))).toBe(true);
          resumed++;
        },
      ),
      { numRuns: 500 },
    );
    // Some mutations give another genuine game (another legal bid, another seed): they resume.
    expect(resumed).toBeGreaterThan(0);
  });
});

describe('signed saves (serialize and deserialize with a key)', () => {
  const key = 'the server key: 32 random bytes, kept on the server';
  const otherKey = Uint8Array.from({ length: 32 }, (_, i) => i);

  /** A Tarot game after two bids, saved from its explicit deal (as a client could rewrite it). */
  function game(deal?: { hands: string[][]; chien: string[] }) {
    let state = getOrThrow(tarot.setup({ players: 4 }, { seed: 42 }));
    const dealt = getOrThrow(tarot.history!(state)).deal as { hands: string[][]; chien: string[] };
    const source = { deal: deal ?? dealt };
    state = getOrThrow(tarot.setup({ players: 4 }, source));
    const actions = ['bid:pass', 'bid:prise'];
    for (const a of actions) state = getOrThrow(tarot.apply(state, getOrThrow(tarot.codec.decode(a)))).state;
    return { state, source, actions, dealt };
  }

  /** The deal with the first card of hands 0 and 1 exchanged: a different deal, consistent in every way. */
  function swapped(dealt: { hands: string[][]; chien: string[] }) {
    const hands = dealt.hands.map((h) => h.slice());
    [hands[0]![0], hands[1]![0]] = [hands[1]![0]!, hands[0]![0]!];
    return { hands, chien: dealt.chien.slice() };
  }

  it('a save signed with the key resumes with the key (text or bytes), and its signature is HMAC-SHA-256', () => {
    const g = game();
    const text = serialize(tarot, g, { key });
    expect(JSON.parse(text).signature).toMatchObject({
      algorithm: 'hmac-sha256',
      tag: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const resumed = getOrThrow(deserialize(tarot, text, { key }));
    expect(deepEqual(resumed.state, g.state)).toBe(true);
    const bytes = serialize(tarot, g, { key: otherKey });
    expect(isRight(deserialize(tarot, bytes, { key: otherKey }))).toBe(true);
    // a server that passes no key reads a signed save as before
    expect(isRight(deserialize(tarot, text))).toBe(true);
  });

  it('regression (saves are not authenticated): a swapped-card save replays without a key, is refused with one', () => {
    const g = game();
    const forged = game(swapped(g.dealt));
    // the forgery is a consistent game: only the signature tells it apart
    expect(isRight(deserialize(tarot, serialize(tarot, forged)))).toBe(true);
    const unsigned = deserialize(tarot, serialize(tarot, forged), { key });
    const otherSigned = deserialize(tarot, serialize(tarot, forged, { key: otherKey }), { key });
    expect(isLeft(unsigned) && unsigned.left.code).toBe('save/bad-signature');
    expect(isLeft(otherSigned) && otherSigned.left.code).toBe('save/bad-signature');
  });

  it('a save altered after signing is refused: swapped cards, another tag, no signature, a format-1 save', () => {
    const g = game();
    const text = serialize(tarot, g, { key });
    const v = JSON.parse(text);
    const [a, b] = [g.dealt.hands[0]![0]!, g.dealt.hands[1]![0]!];
    const altered = [
      text.replace(`"${a}"`, '"@"').replace(`"${b}"`, `"${a}"`).replace('"@"', `"${b}"`),
      JSON.stringify({
        ...v,
        signature: { ...v.signature, tag: v.signature.tag.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) },
      }),
      JSON.stringify({ ...v, signature: { ...v.signature, algorithm: 'none' } }),
      JSON.stringify({ ...v, signature: undefined }),
      JSON.stringify({ ...v, record: { ...v.record, actions: ['bid:pass'] } }),
      JSON.stringify(formatOne(tarot, g.state)),
    ];
    expect(altered[0]).not.toBe(text);
    for (const t of altered) {
      const r = deserialize(tarot, t, { key });
      expect(isLeft(r) && r.left.code, t.slice(0, 80)).toBe('save/bad-signature');
    }
  });

  it('the third argument is { key?, limits? } or the limits alone', () => {
    const text = serialize(tarot, game(), { key });
    const tight = { ...DEFAULT_LIMITS, maxTextLength: 100 };
    for (const r of [deserialize(tarot, text, tight), deserialize(tarot, text, { key, limits: tight })])
      expect(isLeft(r) && r.left.code).toBe('input/too-large');
    expect(isRight(deserialize(tarot, text, { key, limits: DEFAULT_LIMITS }))).toBe(true);
  });

  it('any change to a signed record is refused (property)', () => {
    const g = game();
    const v = JSON.parse(serialize(tarot, g, { key }));
    const cards = g.dealt.hands.flat();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: cards.length - 1 }),
        fc.integer({ min: 0, max: cards.length - 1 }),
        (i, j) => {
          fc.pre(Math.floor(i / 18) !== Math.floor(j / 18));
          const record = JSON.parse(JSON.stringify(v.record));
          const hands = record.deal.explicit.hands as string[][];
          [hands[Math.floor(i / 18)]![i % 18], hands[Math.floor(j / 18)]![j % 18]] = [cards[j]!, cards[i]!];
          const r = deserialize(tarot, JSON.stringify({ ...v, record }), { key });
          expect(isLeft(r) && r.left.code).toBe('save/bad-signature');
        },
      ),
      { numRuns: 50 },
    );
  });
});
