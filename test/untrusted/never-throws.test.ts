/**
 * "Never throws", entry by entry: every function exported by every entry of the package
 * (scripts/entries.ts) that takes values from outside (documented "never throws", or answering an
 * Either for such a value) answers hostile values without throwing: proxies whose traps throw,
 * revoked proxies, getters that throw, frozen, cyclic, deep and null-prototype objects, huge
 * arrays, symbols, BigInts, functions, and whatever `fc.anything()` builds. Each ruleset's members
 * that take such values (`setup`, `apply`, `explain`, `explainFor`, `sampleHidden`, the codec's
 * `decode` and `fromObject`, the rule queries) are tried on real states of every shipped game and
 * match. A function exported without an entry in `HOSTILE` (how it is called) or `TRUSTED` (why it
 * may throw: its arguments are typed values the library or the caller's own code produced) fails
 * the first test, so a new export cannot go unchecked. States are trusted values (the docs keep
 * them on the server); `deserialize` is the way back from text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../scripts/entries.js';
import { ruleQueries, rulesets } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { tarot } from '../../src/games/tarot/rules.js';
import { tarabish } from '../../src/games/tarabish/rules.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';
import * as root from '../../src/index.js';
import * as tarotEntry from '../../src/entries/tarot.js';
import * as goulashEntry from '../../src/entries/goulash.js';
import * as tarabishEntry from '../../src/entries/tarabish.js';
import * as beloteEntry from '../../src/entries/belote.js';
import * as coincheEntry from '../../src/entries/coinche.js';
import * as tarotPositionEntry from '../../src/entries/tarot-position.js';
import * as tarabishPositionEntry from '../../src/entries/tarabish-position.js';
import * as kernelEntry from '../../src/entries/kernel.js';
import * as testingEntry from '../../src/testing/index.js';
import * as vectorsEntry from '../../src/entries/vectors.js';
import * as botsEntry from '../../src/entries/bots.js';
import * as boardgameEntry from '../../src/entries/boardgame-io.js';
import * as colyseusEntry from '../../src/entries/colyseus.js';
import * as en from '../../src/locales/en.js';
import * as fr from '../../src/locales/fr.js';
import * as de from '../../src/locales/de.js';
import * as it_ from '../../src/locales/it.js';

/** Every entry of the package, by import name (the test checks it is scripts/entries.ts's list). */
const modules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  atout: root,
  'atout/tarot': tarotEntry,
  'atout/goulash': goulashEntry,
  'atout/tarabish': tarabishEntry,
  'atout/belote': beloteEntry,
  'atout/coinche': coincheEntry,
  'atout/tarot/position': tarotPositionEntry,
  'atout/tarabish/position': tarabishPositionEntry,
  'atout/kernel': kernelEntry,
  'atout/testing': testingEntry,
  'atout/vectors': vectorsEntry,
  'atout/bots': botsEntry,
  'atout/boardgame.io': boardgameEntry,
  'atout/colyseus': colyseusEntry,
  'atout/locales/en': en,
  'atout/locales/fr': fr,
  'atout/locales/de': de,
  'atout/locales/it': it_,
};

const trap = (): never => {
  throw new Error('trap');
};
const throwingProxy = (target: object = {}) =>
  new Proxy(target, {
    get: trap,
    has: trap,
    ownKeys: trap,
    getOwnPropertyDescriptor: trap,
    getPrototypeOf: trap,
    apply: trap,
    construct: trap,
  });

const HUGE: unknown[] = new Array(1_000_000).fill(0);

/** The hostile values tried on every function, besides fast-check's. */
function specials(): unknown[] {
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const cyclic: Record<string, unknown> = { type: 'play', seed: 1 };
  cyclic['self'] = cyclic;
  cyclic['card'] = cyclic;
  let deep: unknown = 0;
  for (let i = 0; i < 10_000; i++) deep = { a: deep, action: deep, seed: deep };
  const getter = (key: string) => Object.defineProperty({}, key, { enumerable: true, get: trap });
  const proxy = throwingProxy();
  return [
    proxy,
    throwingProxy([]),
    throwingProxy(() => 0),
    revocable.proxy,
    cyclic,
    deep,
    getter('type'),
    getter('seed'),
    getter('hand'),
    Object.freeze({ type: 'play', card: '21T', seed: 1 }),
    Object.create(null) as object,
    Object.assign(Object.create(null) as object, { type: 'play', card: 'KS' }),
    HUGE,
    Symbol('hostile'),
    10n,
    () => 1,
    { seed: proxy },
    { deal: proxy },
    { position: proxy },
    { type: 'play', card: proxy },
    { hand: proxy, trick: [], trump: 'H' },
    { cards: [proxy] },
    [proxy],
    { players: proxy },
    // no primitive value (String() throws), and a toJSON that gives undefined (JSON.stringify too)
    { toString: 1, valueOf: 1 },
    { format: 'atout-record', formatVersion: { toString: 1, valueOf: 1 } },
    { toJSON: () => undefined },
  ];
}

/**
 * A hostile value: one of the specials (by index: fast-check reads every value it generates, and a
 * proxy's traps would throw inside fast-check itself) or whatever `fc.anything()` builds.
 */
const SPECIAL = Symbol('special');
const SPECIALS = specials().filter((v) => v !== HUGE);
const hostile = fc.oneof(
  { weight: 2, arbitrary: fc.nat(SPECIALS.length - 1).map((i) => ({ [SPECIAL]: i })) },
  {
    weight: 3,
    arbitrary: fc.anything({
      maxDepth: 2,
      withNullPrototype: true,
      withBigInt: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withDate: true,
    }),
  },
);
const resolve = (v: unknown): unknown =>
  typeof v === 'object' && v !== null && SPECIAL in v ? SPECIALS[(v as { [SPECIAL]: number })[SPECIAL]] : v;

/** States of every shipped ruleset, for the functions that take one beside the hostile values. */
const states = rulesets.map((rules) => ({ rules, state: getOrThrow(rules.setup({}, { seed: 3 })) as object }));
const pickState = (i: number) => states[i % states.length]!;
const play = getOrThrow(tarot.setup({}, { seed: 3 }));

type Call = (x: unknown, y: unknown, pick: number) => unknown;

/**
 * How each export taking values from outside is called: `x` and `y` hostile, `pick` choosing a
 * ruleset and a state. Names are shared by every entry that exports the same function.
 */
const HOSTILE: Readonly<Record<string, Call>> = {
  parseJson: (x) => parseJsonOf(x),
  parseSeed: (x) => fns['parseSeed']!(x),
  dealtHands: (x) => fns['dealtHands']!(tarotDeck, x, 4, 18, new Set()),
  dealtCards: (x) => fns['dealtCards']!(tarotDeck, x, 6, 'The chien', null, new Set()),
  parseCard: (x) => fns['parseCard']!(tarotDeck, x),
  replay: (x) => fns['replay']!(x, rulesets),
  validate: (x) => fns['validate']!(x, rulesets),
  deserialize: (x, y, pick) => fns['deserialize']!(pickState(pick).rules, x, y),
  submit: (x, y, pick) => fns['submit']!(pickState(pick).rules, pickState(pick).state, x, y),
  viewFor: (x, _y, pick) => fns['viewFor']!(pickState(pick).rules, pickState(pick).state, x),
  isSeatOf: (x, _y, pick) => fns['isSeatOf']!(pickState(pick).rules, pickState(pick).state, x),
  createBot: (x, _y, pick) => fns['createBot']!(pickState(pick).rules, x),
  parseBotOptions: (x) => fns['parseBotOptions']!(x),
  solve: (x) => fns['solve']!(tarot, play, x),
  isSeat: (x, y) => fns['isSeat']!(x, y),
  tarotCardPoints: (x, y) => fns['tarotCardPoints']!(x, y),
  tarotLegalPlays: (x, y) => fns['tarotLegalPlays']!(x, y),
  tarotTrickWinner: (x, y) => fns['tarotTrickWinner']!(x, y),
  tarotScoreSheet: (x) => fns['tarotScoreSheet']!(x),
  goulashScoreSheet: (x) => fns['goulashScoreSheet']!(x),
  tarabishCardPoints: (x, y) => fns['tarabishCardPoints']!(x, y),
  tarabishLegalPlays: (x, y) => fns['tarabishLegalPlays']!(x, y),
  tarabishTrickWinner: (x, y) => fns['tarabishTrickWinner']!(x, y),
  tarabishMelds: (x, y) => fns['tarabishMelds']!(x, y),
  tarabishScoreSheet: (x) => fns['tarabishScoreSheet']!(x),
  beloteCardPoints: (x, y) => fns['beloteCardPoints']!(x, y),
  beloteLegalPlays: (x, y) => fns['beloteLegalPlays']!(x, y),
  beloteTrickWinner: (x, y) => fns['beloteTrickWinner']!(x, y),
  beloteMelds: (x, y) => fns['beloteMelds']!(x, y),
  beloteScoreSheet: (x) => fns['beloteScoreSheet']!(x),
  coincheCardPoints: (x, y) => fns['coincheCardPoints']!(x, y),
  coincheLegalPlays: (x, y) => fns['coincheLegalPlays']!(x, y),
  coincheTrickWinner: (x, y) => fns['coincheTrickWinner']!(x, y),
  coincheMelds: (x, y) => fns['coincheMelds']!(x, y),
  coincheScoreSheet: (x) => fns['coincheScoreSheet']!(x),
  parseBeloteOptions: (x) => fns['parseBeloteOptions']!(x),
  parseCoincheOptions: (x) => fns['parseCoincheOptions']!(x),
  parseCoincheRulesOptions: (x) => fns['parseCoincheRulesOptions']!(x),
  parseMeld: (x) => fns['parseMeld']!(x),
  parseTarotPosition: (x) => fns['parseTarotPosition']!(x),
  parseTarabishPosition: (x) => fns['parseTarabishPosition']!(x),
};
const parseJsonOf = (x: unknown) => fns['parseJson']!(x);

/** Why each other exported function may throw on a value it was not typed for. */
const TRUSTED: Readonly<Record<string, string>> = {
  getOrThrow: 'throws the Left by design (scripts)',
  toBoardgame:
    "takes the server's typed configuration; what clients send reaches submit and view (tried above), test/adapters/ sends it through a real server",
  atoutRoom:
    "takes the server's typed configuration; what clients send reaches submit and view (tried above), test/adapters/ sends it through a real server",
  resumeOptions: "takes the server's key and a room id of its own saves (typed)",
  isLeft: "reads an Either the library returned (fp-ts's guard)",
  isRight: "reads an Either the library returned (fp-ts's guard)",
  createRng: 'takes a Seed the caller checked with parseSeed',
  tarotQueries: "takes a game mode (typed); the queries it returns are tried through ruleQueries' run below",
  secureSeed: 'throws where the platform has no Web Crypto (documented)',
  eventsFor: "filters the library's own events for a typed seat",
  formatCard: 'formats a card id of a deck (typed)',
  localize:
    "its words read the library's own values (events, errors, results); a seat from outside is checked with isSeatOf",
  makeRecord: 'records a state the library produced',
  serialize: 'saves a state the library produced',
  perft: 'counts from a state the library produced (the oracle reads positions as text)',
  playout: 'plays out a state the library produced',
  playoutsOf: 'plays out states the library produced',
  heuristicPolicy: 'scores the actions of a state the library produced',
  solveMany: 'asynchronous, on worker threads: each position is answered as solve answers it',
  goulashNets: 'malformed points are a programming error: RangeError (documented; apps use goulashScoreSheet)',
  scoreDeal: 'malformed facts are a programming error: RangeError (documented; apps use tarotScoreSheet)',
  matchOutcome: "reads the library's own totals and options (typed)",
  declarableSelections: 'reads a typed hand (a card set)',
  formatMeld: 'formats a typed meld',
  tarotFactsOf: 'reads a state the library produced',
  tarabishFactsOf: 'reads a state the library produced',
  formatTarotPosition: 'formats a state the library produced',
  formatTarotFactsPosition: 'formats facts the library produced',
  formatTarabishPosition: 'formats a state the library produced',
  isTrump: 'reads a card id (typed)',
  isOudler: 'reads a card id (typed)',
  isKing: 'reads a card id (typed)',
  makeTarot: 'builds a ruleset from typed arguments',
  tarotTableRules: 'reads typed options',
  tarotDealerCutKey: 'reads a card id (typed)',
  tarabishDealerCutKey: 'reads a card id (typed)',
  beloteMatchOutcome: "reads the library's own totals and options (typed)",
  beloteTableRules: 'reads typed options (the packets)',
  coincheTableRules: 'reads typed options (the packets)',
  coincheMatchOutcome: "reads the library's own totals and options (typed)",
  beloteResult: 'reads a state the library produced',
  coincheResult: 'reads a state the library produced',
  beloteFactsOf: 'reads a state the library produced',
  coincheFactsOf: 'reads a state the library produced',
  startAuction: 'starts an auction from typed options and a dealer seat',
  applyCall:
    'applies a call legalCalls listed to an auction the library produced (untrusted calls reach apply and submit)',
  auctionStatus: 'reads an auction the library produced',
  legalCalls: 'lists the calls of an auction the library produced',
  scoreContract: 'scores typed facts (apps use coincheScoreSheet, which checks them)',
  // atout/kernel: building blocks for game authors, on typed values of their own code
  actionReader: 'builds a reader from the game’s own schema (the reader it returns never throws: test/kernel)',
  checkedSample: 'wraps the game’s own sampleHidden (the function it returns never throws: test/kernel)',
  explainForSeat: 'wires the game’s own rules (never throws on seat and action: test/kernel)',
  allowedBits: 'card-play arithmetic on typed card sets',
  allowedCards: 'card-play arithmetic on typed card sets',
  allows: 'card-play arithmetic on typed card sets',
  decide: 'card-play arithmetic on typed card sets',
  decideInto: 'card-play arithmetic on typed card sets',
  followChain: 'builds a chain from the game’s own rules',
  obligation: 'card-play arithmetic on typed card sets',
  checkPlay: 'card-play arithmetic on typed card sets',
  highestTrump: 'card-play arithmetic on typed cards',
  ledSuit: 'card-play arithmetic on typed cards',
  winningIndex: 'card-play arithmetic on typed cards',
  trickRanking: 'builds a ranking from the game’s own rules',
  trickSoFar: 'follows typed cards',
  assignHidden: 'deals typed cards into the game’s own slots',
  placesOf: 'counts typed cards into the game’s own slots',
  swapHidden: 'exchanges typed cards between the game’s own slots',
  bitOf: 'card id arithmetic',
  cardId: 'card id arithmetic',
  wordOf: 'card id arithmetic',
  isCardOf: 'reads a typed deck',
  defineDeck: 'a malformed deck is a programming error: it throws at load',
  defineGame: 'wires the game’s own parts',
  defineGameBots: 'wires the game’s own bots',
  findGame: 'searches a typed list of games',
  findGameBots: 'searches a typed list of games',
  gamePresets: 'reads a typed list of games',
  gameRulesets: 'reads a typed list of games',
  partsById: 'reads a typed list of games',
  makeMatch: 'builds a match from the game’s own ruleset and policy',
  playoutByApi: 'plays out a state the library produced',
  callsCost: 'replays the game’s own auction on calls its record holds (a world-cost for the game’s own PIMC bot)',
  cutForDealer: 'cuts from a typed deck and generator',
  dealAtTable: 'deals typed cards by the game’s own table rules',
  dealFromSeed: 'deals from a Seed checked with parseSeed',
  dealFromSeedAtTable: 'deals from a Seed checked with parseSeed',
  tableDealOfSeed: 'deals from a Seed checked with parseSeed',
  deriveSeed: 'derives from a Seed checked with parseSeed',
  checkHandSizes: 'checks facts the game parsed with its schema',
  checkVoids: 'checks facts the game parsed with its schema',
  placeCards: 'checks facts the game parsed with its schema',
  trickLeader: 'checks facts the game parsed with its schema',
  wholeTricks: 'checks facts the game parsed with its schema',
  noHistory: 'builds the refusal of a typed state',
  inferencesSchema: 'builds the schema of a view for typed players',
  inferencesView: 'reads a state the library produced',
  viewerOf: 'a non-seat there is a caller’s bug: RuleViolation turn/bad-seat (documented; viewFor answers an Either)',
  nextSeat: 'seat arithmetic on typed seats',
  seatAfter: 'seat arithmetic on typed seats',
  left: "fp-ts's constructor",
  right: "fp-ts's constructor",
  ruleError: 'builds an error from typed parts',
  // atout/testing: the conformance harness runs the game author's own ruleset
  deepFreeze: 'freezes a value of the caller’s own tests',
  playAndCheck: 'plays the game author’s own ruleset',
  runConformance: 'runs the game author’s own ruleset',
  formatViolation: 'formats the harness’s own findings',
};

/** The members of a ruleset: called with hostile values, or why they take typed values only. */
const RULESET_MEMBERS: Readonly<Record<string, Call | string>> = {
  setup: (x, y, pick) => pickState(pick).rules.setup(x as never, y as never),
  apply: (x, _y, pick) => pickState(pick).rules.apply(pickState(pick).state, x as never),
  explain: (x, _y, pick) => pickState(pick).rules.explain(pickState(pick).state, x as never),
  explainFor: (x, y, pick) => pickState(pick).rules.explainFor(pickState(pick).state, x as never, y as never),
  sampleHidden: (x, y, pick) => pickState(pick).rules.sampleHidden(pickState(pick).state, x as never, y as never),
  actor: 'reads a state the library produced',
  legal: 'reads a state the library produced',
  applyUnchecked: 'applies an action known to be legal (documented: not checked)',
  view: 'typed seat; a non-seat throws RuleViolation turn/bad-seat (documented; viewFor answers an Either)',
  result: 'reads a state the library produced',
  players: 'reads a state the library produced',
  settings: 'reads a state the library produced',
  audit: 'reads a state the library produced',
  history: 'reads a state the library produced',
  candidates: 'reads a state the library produced',
  fastPlayout: 'plays out a state the library produced',
  legacyActions: 'reads a record-format-1 string during replay (replay never throws)',
};

/** The members of a codec. */
const CODEC_MEMBERS: Readonly<Record<string, Call | string>> = {
  decode: (x, _y, pick) => pickState(pick).rules.codec.decode(x as never),
  fromObject: (x, _y, pick) => pickState(pick).rules.codec.fromObject?.(x),
  encode: 'encodes an action the library produced or read',
  id: 'numbers an action the library produced or read',
  toObject: 'writes an action the library produced or read',
};

const fns: Record<string, (...args: unknown[]) => unknown> = {};
const isClass = (f: unknown) => typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));
const isRuleset = (v: unknown): v is AnyRuleset =>
  typeof v === 'object' && v !== null && typeof (v as AnyRuleset).setup === 'function' && 'codec' in v;

const isZodSchema = (v: unknown) => typeof v === 'object' && v !== null && '_zod' in v;

/** Every exported function by name (and the exports neither table names), read once at load. */
const missing: string[] = [];
for (const [entry, m] of Object.entries(modules)) {
  for (const [name, v] of Object.entries(m)) {
    if (typeof v === 'function' && !isClass(v)) {
      fns[name] = v as (...args: unknown[]) => unknown;
      if (!(name in HOSTILE) && !(name in TRUSTED)) missing.push(`${entry}: ${name}`);
    } else if (isRuleset(v)) {
      for (const [k, f] of Object.entries(v))
        if (typeof f === 'function' && !(k in RULESET_MEMBERS)) missing.push(`${entry}: ${name}.${k}`);
      for (const [k, f] of Object.entries(v.codec))
        if (typeof f === 'function' && !(k in CODEC_MEMBERS)) missing.push(`${entry}: ${name}.codec.${k}`);
    } else if (typeof v === 'object' && v !== null && !isZodSchema(v) && name !== 'cardset') {
      // a position notation ({ parse, format }) or a codec exported alone
      for (const [k, f] of Object.entries(v))
        if (typeof f === 'function' && !['parse', 'format', ...Object.keys(CODEC_MEMBERS)].includes(k))
          missing.push(`${entry}: ${name}.${k}`);
    }
  }
}

describe('never throws: every exported function that takes values from outside', () => {
  it('every export is called with hostile values below or said to take typed values only, with the reason', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(ENTRIES).sort());
    expect(missing).toEqual([]);
    // both tables name exports only: a name left behind by a removed export fails too
    expect(Object.keys(HOSTILE).filter((n) => !(n in fns))).toEqual([]);
    expect(Object.keys(TRUSTED).filter((n) => !(n in fns))).toEqual([]);
  });

  const calls: [string, Call][] = [
    ...Object.entries(HOSTILE),
    ...Object.entries(RULESET_MEMBERS)
      .filter((e): e is [string, Call] => typeof e[1] === 'function')
      .map(([k, f]): [string, Call] => [`ruleset.${k}`, f]),
    ...Object.entries(CODEC_MEMBERS)
      .filter((e): e is [string, Call] => typeof e[1] === 'function')
      .map(([k, f]): [string, Call] => [`codec.${k}`, f]),
    // the rule queries of every ruleset, through `run`
    [
      'ruleQueries.run',
      (x, y, pick) => {
        for (const q of Object.values(ruleQueries[pickState(pick).rules.id] ?? {})) q!.run(x, y);
      },
    ],
    // position notations exported as values: their parse
    [
      'tarotPosition.parse',
      (x) => (modules['atout/tarot/position']!['tarotPosition'] as { parse(t: unknown): unknown }).parse(x),
    ],
    [
      'tarabishPosition.parse',
      (x) => (modules['atout/tarabish/position']!['tarabishPosition'] as { parse(t: unknown): unknown }).parse(x),
    ],
    [
      'tarabishCodec.decode',
      (x) => (modules['atout/tarabish']!['tarabishCodec'] as typeof tarabish.codec).decode(x as never),
    ],
  ];

  for (const [name, call] of calls)
    it(name, () => {
      const all = specials();
      for (let i = 0; i < all.length; i++) {
        expect(() => call(all[i], all[(i * 7 + 3) % all.length], i)).not.toThrow();
        expect(() => call(all[i], undefined, i + 1)).not.toThrow();
      }
      fc.assert(
        fc.property(hostile, hostile, fc.nat(), (x, y, pick) => {
          call(resolve(x), resolve(y), pick);
        }),
        { numRuns: 10 },
      );
    });
});
