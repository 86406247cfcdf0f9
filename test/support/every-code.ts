/**
 * A refusal of every code in `RULE_ERROR_CODES`, each reached through the public API: the near-miss
 * corpus (`nearMisses`), the rules' own refusals of actions tried in games played at random under
 * several option sets, then setup with bad options, seeds and deals, records and saves tampered
 * with, input limits, positions and their facts, rule queries, score sheets, oracle requests, bots
 * and the solver. Where a code needs a ruleset that fails (a bot that samples no world, a rule that
 * throws), the ruleset passed to the public function is a shipped one with that member replaced: a
 * caller's own ruleset is public input too. Shared by the counting test, which fails on a code
 * without a refusal here.
 */
import { createBot } from '../../src/bots/index.js';
import { solve } from '../../src/bots/solve.js';
import { cliRegistry } from '../../src/cli/registry.js';
import { belote } from '../../src/games/belote/index.js';
import { coinche } from '../../src/games/coinche/index.js';
import { assignHidden } from '../../src/entries/kernel.js';
import { tarabishFactsOf } from '../../src/games/tarabish/facts.js';
import { tarotFactsOf } from '../../src/games/tarot/facts.js';
import {
  beloteScoreSheet,
  coincheScoreSheet,
  goulashScoreSheet,
  positionNotations,
  ruleQueries,
  tarabishScoreSheet,
  tarotScoreSheet,
} from '../../src/games/registry.js';
import {
  createRng,
  DEFAULT_LIMITS,
  deserialize,
  formatCard,
  getOrThrow,
  goulash,
  isLeft,
  parseJson,
  replay,
  serialize,
  submit,
  tarabish,
  tarot,
  tarotMatch,
  type AnyRuleset,
  type RuleError,
} from '../../src/index.js';
import { ORACLE_LIMITS, answerLine } from '../../src/oracle/protocol.js';
import { endgame, VARIANTS } from '../bots/solver/endgames.js';
import { nearMisses, type Refusal } from './near-misses.js';
import { playSome } from './play-some.js';
import { makeWhist } from './whist.js';
import { formatOne } from './save-format.js';

const any = (r: unknown): AnyRuleset => r as AnyRuleset;
const T = any(tarot);
const G = any(goulash);
const B = any(tarabish);
const Bel = any(belote);
const Coi = any(coinche);

/** A state of `rules` after `actions` (action strings) from `seed`. */
function after(rules: AnyRuleset, options: object, seed: number, actions: readonly string[]): object {
  let s = getOrThrow(rules.setup(options, { seed }));
  for (const a of actions) s = getOrThrow(rules.apply(s, getOrThrow(rules.codec.decode(a)))).state;
  return s;
}

/** A Coinche deal in its card play under the contract `bid` (tout atout and sans atout allowed): the eldest bids, the others pass. */
const coincheUnderContract = (bid: string): object => {
  let s = getOrThrow(Coi.setup({ allTrumpNoTrump: true }, { seed: 1 }));
  for (const a of [bid, 'pass', 'pass', 'pass']) s = getOrThrow(Coi.apply(s, getOrThrow(Coi.codec.decode(a)))).state;
  return s;
};

/** A state of `rules` played at random from `seed` until `stop` holds (or the end). */
function playUntil(
  rules: AnyRuleset,
  options: object,
  seed: number,
  stop: (s: object) => boolean,
  source: object = { seed },
) {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup(options, source as never));
  const actions: string[] = [];
  while (rules.actor(s) !== 'done' && !stop(s)) {
    const l = rules.legal(s);
    const a = l[rng.below(l.length)];
    actions.push(rules.codec.encode(a));
    s = rules.applyUnchecked(s, a).state;
  }
  return { state: s, actions };
}

/** The rules' own refusals: every candidate action tried in games played at random, the first of each code. */
function ruleRefusals(push: (where: string, rules: AnyRuleset, e: unknown) => void): void {
  const variants: readonly [AnyRuleset, object][] = [
    [T, { players: 4 }],
    [T, { players: 3 }],
    [T, { players: 5, callHigherRanks: 'lowest-only', chelemRequires21: true }],
    [G, {}],
    [B, {}],
    [Bel, {}],
    [Bel, { announcements: true }],
    [Bel, { secondRound: 'other-suit' }],
    [Coi, {}],
    [Coi, { announcements: true }],
  ];
  const seen = new Set<string>();
  for (const [rules, options] of variants)
    for (let seed = 1; seed <= 4; seed++) {
      const rng = createRng(seed);
      let s = getOrThrow(rules.setup(options, { seed }));
      for (let i = 0; i < 400 && rules.actor(s) !== 'done'; i++) {
        for (const a of rules.candidates(s)) {
          const r = rules.apply(s, a);
          if (isLeft(r) && !seen.has(r.left.code)) {
            seen.add(r.left.code);
            push(`${rules.id} apply ${rules.codec.encode(a)}`, rules, r);
          }
        }
        const l = rules.legal(s);
        s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
      }
    }
}

/** An oracle answer's error, as the error it serializes. */
function oracle(request: unknown, limits = ORACLE_LIMITS): { _tag: string; left?: unknown } {
  const line = typeof request === 'string' ? request : JSON.stringify(request);
  const a = JSON.parse(answerLine(line, cliRegistry, limits, positionNotations, ruleQueries)) as {
    ok: boolean;
    error?: unknown;
  };
  return a.ok ? { _tag: 'Right' } : { _tag: 'Left', left: a.error };
}

/** Every refusal: the near misses, then at least one of each code. */
export function everyCode(): Refusal[] {
  const out: Refusal[] = nearMisses();
  const push = (where: string, rules: AnyRuleset, e: unknown): void => {
    const x = e as { _tag: string; left?: unknown };
    if (isLeft(x as never)) out.push({ where, rules, error: x.left as RuleError });
  };
  ruleRefusals(push);

  // Tarabish with the call round (preset traditional), from seed 3
  const trad = { preset: 'traditional' };
  const refuse = (rules: AnyRuleset, s: object, text: string) =>
    push(`${rules.id} ${text}`, rules, rules.apply(s, getOrThrow(rules.codec.decode(text))));
  refuse(B, after(B, trad, 3, ['pass', 'pass', 'pass']), 'pass');
  refuse(B, after(B, trad, 3, []), 'call:no-trump');
  refuse(B, after(B, trad, 3, ['call:H']), 'declare:four-J');
  refuse(B, after(B, trad, 3, ['call:H']), 'play:AS');
  // Belote: an announcement whose cards overlap (four jacks and K-Q-J of spades), by the eldest who took
  const shared = getOrThrow(
    Bel.setup(
      { announcements: true },
      {
        deal: {
          hands: [
            ['7S', '8S', '9S', '10S', 'AS'],
            ['JS', 'JH', 'JD', 'JC', 'QS'],
            ['9H', '10H', 'QH', 'KH', 'AH'],
            ['7D', '8D', '9D', '10D', 'QD'],
          ],
          pack: ['KS', '7H', '8H', 'KD', 'AD', '7C', '8C', '9C', '10C', 'QC', 'KC', 'AC'],
        },
      },
    ),
  );
  refuse(Bel, getOrThrow(Bel.apply(shared, { type: 'take' })).state, 'announce:run3-KS+four-J');
  // Belote's second round: a take without a suit, and the turned suit under secondRound 'other-suit'
  const second = after(Bel, { secondRound: 'other-suit' }, 1, ['pass', 'pass', 'pass', 'pass']);
  refuse(Bel, second, 'take');
  refuse(Bel, second, `take:${(Bel.view(second, 0) as { turned: string }).turned.slice(-1)}`);
  // Coinche's auction (dealer 0: seat 1 speaks first)
  refuse(Coi, after(Coi, {}, 1, []), 'coinche');
  refuse(Coi, after(Coi, {}, 1, []), 'surcoinche');
  refuse(Coi, after(Coi, {}, 1, []), 'bid:70S');
  refuse(Coi, after(Coi, {}, 1, []), 'bid:85S');
  refuse(Coi, after(Coi, {}, 1, []), 'bid:250S');
  refuse(Coi, after(Coi, {}, 1, []), 'bid:80TA');
  refuse(Coi, after(Coi, {}, 1, []), 'bid:80SA');
  refuse(Coi, after(Coi, {}, 1, ['bid:90S']), 'bid:80H');
  refuse(Coi, after(Coi, {}, 1, ['capot:S']), 'bid:80H');
  refuse(Coi, after(Coi, {}, 1, ['bid:80S', 'coinche']), 'bid:90H');
  refuse(Coi, after(Coi, {}, 1, ['bid:80S', 'coinche']), 'coinche');
  refuse(Coi, after(Coi, {}, 1, ['bid:80S', 'pass']), 'coinche');
  refuse(Coi, after(Coi, {}, 1, ['bid:80S', 'coinche', 'pass']), 'surcoinche');
  // poignées: in a Goulash, after a first card
  const goulashPlay = playUntil(G, {}, 1, (s) => (s as { phase: string }).phase === 'play').state;
  refuse(G, goulashPlay, 'poignee:simple');
  const secondTrick = playUntil(T, { players: 4 }, 1, (s) => (s as { tricks: unknown[] }).tricks.length === 1).state;
  refuse(T, secondTrick, 'poignee:simple');

  // the Excuse shown while ten trumps are held: seat 1 (first to play) is dealt 21T down to 12T and the Excuse
  const names = tarot.traits.deck.cards.map((c) => formatCard(tarot.traits.deck, c));
  const ten = ['21T', '20T', '19T', '18T', '17T', '16T', '15T', '14T', '13T', '12T', 'EX'];
  const rest = names.filter((c) => !ten.includes(c));
  const seat1 = [...ten, ...rest.slice(0, 7)];
  const others = rest.slice(7);
  const dealt = {
    hands: [others.slice(0, 18), seat1, others.slice(18, 36), others.slice(36, 54)],
    chien: others.slice(54),
  };
  for (let seed = 1; seed < 50; seed++) {
    const at = playUntil(T, { players: 4 }, seed, (s) => (s as { phase: string }).phase === 'play', { deal: dealt });
    const announced = T.apply(at.state, getOrThrow(T.codec.decode('poignee:simple')));
    if (T.actor(at.state) !== 1 || isLeft(announced)) continue;
    refuse(T, announced.right.state, 'show:EX');
    break;
  }
  // poignee/wrong-size: only a record of format 1 (one action naming every card shown) can say it;
  // `replay` refuses the action with record/bad-action and gives this error as its cause
  const legacy = playSome(T, 5, 1).record;
  const firstPlay = legacy.actions.findIndex((a) => typeof a === 'string' && a.startsWith('play:'));
  const old = replay(
    { ...legacy, formatVersion: 1, actions: [...legacy.actions.slice(0, firstPlay), 'poignee:21T-20T'] },
    [T],
  );
  if (isLeft(old)) push('replay format 1, a poignée of two trumps (cause)', T, { _tag: 'Left', left: old.left.cause });

  // setup: options, seeds, sources, explicit and table deals
  for (const [rules, o] of [
    [T, { players: 3, dealer: 4 }],
    [G, { mode: 'classic' }],
    [B, { trumpChoice: 'call' }],
    [B, { preset: 'traditional', trumpChoice: 'auction' }],
    [B, { halfBait: 'whole' }],
    [Bel, { sharedCards: true }],
    [Coi, { allTrumpValues: 'trump' }],
    [Coi, { coincheTiming: 'any-time' }],
    [B, { preset: 'traditional', minBid: 60 }],
    [B, { minBid: 200, maxBid: 100 }],
    [T, { players: 6 }],
  ] as const)
    push(`${rules.id} setup ${JSON.stringify(o)}`, rules, rules.setup(o, { seed: 1 }));
  const order = tarot.traits.deck.cards.map((c) => formatCard(tarot.traits.deck, c));
  const deal = getOrThrow(tarot.history!(getOrThrow(tarot.setup({ players: 4 }, { seed: 3 })))).deal as {
    hands: string[][];
    chien: string[];
  };
  for (const source of [
    { seed: -1 },
    { seed: 1, deal },
    { seed: 1, procedure: 'riffle' },
    { deal: { order, cut: 2, chienSlots: [1, 2, 3, 4, 5, 6] } },
    { deal: { order, cut: 9, chienSlots: [0, 2, 3, 4, 5, 6] } },
    { deal: { order: [...order.slice(1), order[1]!], cut: 9, chienSlots: [1, 2, 3, 4, 5, 6] } },
    { deal: { hands: deal.hands.slice(0, 3), chien: deal.chien } },
    { deal: { hands: deal.hands, chien: deal.chien.slice(1) } },
    { deal: 7 },
    {},
    { sed: 1 },
  ])
    push(`tarot setup ${JSON.stringify(source).slice(0, 60)}`, T, tarot.setup({ players: 4 }, source as never));
  push('tarot-match setup', any(tarotMatch), tarotMatch.setup({}, { deal: [7] } as never));

  // a match that is over
  const match = any(tarotMatch);
  const over = playUntil(match, { deals: 1 }, 2, () => false).state;
  push('tarot-match apply after the end', match, match.apply(over, getOrThrow(match.codec.decode('bid:pass'))));

  // records
  const game = playSome(T, 4, 50);
  const record = game.record as unknown as Record<string, unknown> & {
    ruleset: Record<string, unknown>;
    deal: Record<string, unknown>;
  };
  const wide = '0123456789abcdef0123456789abcdef';
  let deep: unknown = 1;
  for (let i = 0; i < 200; i++) deep = [deep];
  for (const r of [
    { ...record, ruleset: { ...record.ruleset, version: '0' } },
    { ...record, ruleset: { ...record.ruleset, id: 'chess' } },
    { ...record, formatVersion: 3 },
    { ...record, extra: 1 },
    { ...record, actions: new Array(5000).fill('bid:pass') },
    { ...record, players: 5 },
    { ...record, deal: { seed: 1, algorithm: 'other' } },
    { ...record, deal: { seed: wide, algorithm: record.deal['algorithm'] } },
    { ...record, deal: { position: { hands: [] } } },
    { ...record, actions: ['play:' + 'x'.repeat(10_000)] },
    { ...record, metadata: { x: deep } },
    { ...record, metadata: JSON.parse('{"constructor": "x"}') as unknown },
    { ...record, metadata: { x: Number.NaN } },
  ])
    push('tarot replay', T, replay(r, [T]));
  push('replay not JSON', T, replay({ ...record, metadata: { f: () => 0 } }, [T]));
  push('replay not JSON', T, replay({ ...record, metadata: { u: undefined } }, [T]));
  push('parseJson', T, parseJson('['.repeat(100)));
  push('parseJson', T, parseJson('{"a":1,}'));

  // saves
  const mid = playUntil(T, { players: 4 }, 2, (s) => (s as { phase: string }).phase === 'play');
  const saved = JSON.parse(
    serialize(tarot, { state: mid.state as never, source: { seed: 2 }, actions: mid.actions }),
  ) as {
    record: Record<string, unknown> & { ruleset: Record<string, unknown>; actions: string[] };
  };
  const key = 'the server key: 32 random bytes, kept on the server';
  const text = JSON.stringify(saved);
  for (const t of [
    text,
    JSON.stringify({ ...saved, record: { ...saved.record, ruleset: { ...saved.record.ruleset, version: '0' } } }),
    JSON.stringify({ ...saved, record: { ...saved.record, actions: Array.from({ length: 5000 }, () => 'bid:pass') } }),
    JSON.stringify({ ...saved, record: { ...saved.record, deal: { seed: 1, algorithm: 'other' } } }),
    JSON.stringify({ ...saved, record: { ...saved.record, deal: { position: 7 } } }),
    JSON.stringify({ ...saved, record: { ...saved.record, actions: ['play:99Z'] } }),
    JSON.stringify({ ...saved, extra: 1 }),
    '{"format":',
  ])
    for (const rules of [T, B]) push(`${rules.id} deserialize`, rules, deserialize(rules, t));
  push('deserialize signed', T, deserialize(tarot, text, { key }));
  push('deserialize too large', T, deserialize(tarot, text, { ...DEFAULT_LIMITS, maxTextLength: 100 }));
  push('deserialize no record', T, deserialize(tarot, JSON.stringify({ format: 'atout-state', formatVersion: 2 })));
  push('deserialize no record', T, deserialize(tarot, JSON.stringify({ ...saved, record: 7 })));
  // format 1: the whole state, as version 1 wrote it (`formatOne`)
  const matchState = playUntil(match, { deals: 2 }, 3, () => false).state;
  push('tarot-match deserialize format 1', match, deserialize(match, JSON.stringify(formatOne(match, matchState))));
  const done = playUntil(T, { players: 4 }, 5, () => false).state;
  const recredit = formatOne(T, done) as { state: { tricks: { winner: number }[] } };
  for (const t of recredit.state.tricks) t.winner = 0;
  push('tarot deserialize format 1 re-credited', T, deserialize(tarot, JSON.stringify(recredit)));

  // positions: their text and their facts
  const notation = positionNotations['tarot']!;
  const inPlay = playUntil(T, { players: 4 }, 5, (s) => (s as { tricks: unknown[] }).tricks.length === 3).state;
  const posText = notation.format(inPlay);
  const hands = posText.split(' | hands ')[1]!.split(' | ')[0]!;
  const [h0, h1] = hands.split(' / ');
  for (const t of [
    posText.replace('players=4', 'players=6'),
    posText.replace(hands, hands.replace(h1!.split(' ')[0]!, h0!.split(' ')[0]!)),
    ...h0!
      .split(' ')
      .flatMap((a) =>
        h1!.split(' ').map((b) => posText.replace(hands, hands.replace(a, '#').replace(b, a).replace('#', b))),
      ),
  ]) {
    const r = notation.parse(t);
    if (isLeft(r) && !out.some((x) => x.error.code === r.left.code)) push('tarot position', T, r);
  }
  const bNotation = positionNotations['tarabish']!;
  const bState = playUntil(B, {}, 5, (s) => (s as { tricks?: unknown[] }).tricks?.length === 3).state;
  const bText = bNotation.format(bState);
  push('tarabish position', B, bNotation.parse(bText.replace('tarabish', 'belote')));
  const bHands = bText.split(' | hands ')[1]?.split(' | ')[0] ?? '';
  const [b0, b1] = bHands.split(' / ');
  push(
    'tarabish position',
    B,
    bNotation.parse(bText.replace(bHands, bHands.replace(b1!.split(' ')[0]!, b0!.split(' ')[0]!))),
  );

  const f = getOrThrow(tarotFactsOf(inPlay as never)) as unknown as Record<string, unknown> & {
    hands: string[][];
    won: string[][];
    chien: string[];
  };
  const fromFacts = (facts: unknown) => tarot.setup({ players: 4 }, { position: facts as never });
  const [won0, won1] = f.won as [string[], string[]];
  const { contract: _contract, ...noContract } = f;
  for (const facts of [
    { ...f, hands: 3 },
    { ...f, hands: [[...f.hands[0]!, f.hands[1]![0]!], ...f.hands.slice(1)] },
    { ...f, won: [won0, won1.slice(1)] },
    { ...f, chien: f.chien.slice(1) },
    { ...f, won: [[...won0, won1[0]!], won1.slice(1)] },
    { ...f, hands: [[...f.hands[0]!, f.hands[1]![0]!], f.hands[1]!.slice(1), ...f.hands.slice(2)] },
    { ...f, voids: [['T', 'S', 'H', 'D', 'C'], [], [], []] },
    { ...f, excuseDebt: { from: 0, to: 0 } },
    { ...f, called: 'KS' },
    { ...f, chien: f.chien.slice(1), won: [won0, [...won1, f.chien[0]!]] },
    noContract,
    { ...f, ecart: f.chien },
    { ...f, poignees: [{ seat: 1, size: 'simple', cards: ['21T'] }] },
    { ...f, toAct: ((f['toAct'] as number) + 1) % 4 },
  ])
    push('tarot setup from facts', T, fromFacts(facts));
  push('tarot history of a position', T, tarot.history!(getOrThrow(fromFacts(f)) as never));
  const bf = getOrThrow(tarabishFactsOf(bState as never)) as unknown as Record<string, unknown>;
  for (const facts of [
    { ...bf, contract: { seat: 1, bid: 75 } },
    { ...bf, declarations: [['run3-KD'], ['run3-KD'], [], []] },
    { ...bf, bella: { seat: 1, called: false } },
    { ...bf, bella: { seat: 2, called: false } },
    { ...bf, trumpCeiling: ['7H', '7H', '7H', '7H'] },
  ])
    push('tarabish setup from facts', B, tarabish.setup({}, { position: facts as never }));

  // rule queries
  const queries = ruleQueries['tarot']!;
  push('tarot trick-winner', T, queries['trick-winner']!.run({}, { trick: 3 }));
  push(
    'tarot trick-winner',
    T,
    queries['trick-winner']!.run(
      {},
      {
        trick: [
          { seat: 1, card: 'KH' },
          { seat: 3, card: 'QH' },
        ],
      },
    ),
  );
  push(
    'tarabish legal-plays',
    B,
    ruleQueries['tarabish']!['legal-plays']!.run({}, { hand: ['JH', 'JH'], trick: [], trump: 'H' }),
  );
  push(
    'tarabish melds',
    B,
    ruleQueries['tarabish']!['melds']!.run(
      {},
      { hand: ['JH'], trump: 'H', compare: { melds: [['run2-KH'], []], eldestTeam: 0 } },
    ),
  );
  push(
    'tarabish melds',
    B,
    ruleQueries['tarabish']!['melds']!.run(
      {},
      { hand: ['JH'], trump: 'H', compare: { melds: [['four-X'], []], eldestTeam: 0 } },
    ),
  );

  // score sheets
  const sheet = (over: Record<string, unknown>) => ({
    players: 4,
    contract: 'garde',
    taker: 0,
    oudlers: 2,
    points: 48,
    ...over,
  });
  for (const s of [
    'garde 49',
    sheet({ players: 6 }),
    sheet({ contract: 'pousse' }),
    sheet({ taker: 4 }),
    sheet({ partner: 2 }),
    sheet({ oudlers: 4 }),
    sheet({ points: 92 }),
    sheet({ players: 3, points: 45.25 }),
    sheet({ points: 45.5 }),
    sheet({ poignees: ['quadruple'] }),
    sheet({ oudlers: 0, points: 40, petitAuBout: 'taker' }),
    sheet({ points: 60, chelem: 'taker' }),
  ])
    push('tarotScoreSheet', T, tarotScoreSheet(s));
  for (const points of [
    [-1, 30, 31, 31],
    [10, 20, 30, 30],
    [10, 20, 30, 30.25],
    [10, 20, 61],
  ])
    push('goulashScoreSheet', G, goulashScoreSheet({ points }));
  const bid = { bidTeam: 0, bid: 100, cardPoints: [100, 62] };
  for (const s of [
    { ...bid, cardPoints: [100, 61] },
    { ...bid, cardPoints: [100.5, 61.5] },
    { ...bid, cardPoints: [161, 1] },
    { ...bid, cardPoints: [5, 157], lastTrickTeam: 0 },
    { ...bid, bid: 105 },
    { ...bid, bid: 40 },
    { bidTeam: 0, cardPoints: [100, 62] },
    { ...bid, options: { preset: 'traditional' } },
    { bidTeam: 0, bid: 140, noTrump: true, cardPoints: [100, 30], options: { noTrump: true } },
    { bidTeam: 0, bid: 150, noTrump: true, cardPoints: [100, 30] },
    { bidTeam: 0, bid: 150, noTrump: true, trump: 'S', cardPoints: [100, 30], options: { noTrump: true } },
    { bidTeam: 0, bid: 150, noTrump: true, cardPoints: [100, 30], bella: [20, 0], options: { noTrump: true } },
    { ...bid, bella: [20, 20] },
    { ...bid, bella: [10, 0] },
    { ...bid, melds: [['run3-7H'], []] },
    { ...bid, melds: [[30], []] },
    { options: { preset: 'traditional' }, bidTeam: 0, cardPoints: [100, 62], melds: [['four-J'], []] },
    { ...bid, melds: [['run3-KH'], ['run4-AH']] },
    { ...bid, trump: 'H', melds: [[], ['run3-KH']], bella: [20, 0] },
    { ...bid, melds: [[50], ['run4-AH']] },
    { ...bid, bid: 80, melds: [['run3-KH'], ['run3-KD']] },
    { ...bid, bid: 80, melds: [['run3-KH'], ['run3-KD']], trump: 'S' },
    { ...bid, options: { minBid: 200, maxBid: 100 } },
    { ...bid, bidTeam: 2 },
  ])
    push('tarabishScoreSheet', B, tarabishScoreSheet(s));
  const taken = { takers: 0, cardPoints: [100, 62] };
  for (const s of [
    { ...taken, announcements: [['run3-KS'], []] },
    { ...taken, cardPoints: [100, 61] },
    { ...taken, cardPoints: [161, 1] },
    { ...taken, options: { sharedCards: true } },
    { ...taken, options: { announcements: true }, announcements: [['four-8'], []] },
    { ...taken, options: { announcements: true }, announcements: [['run3-KS'], ['run3-QS']] },
    { ...taken, options: { announcements: true }, announcements: [['run3-KS'], ['run3-KH']] },
    {
      ...taken,
      options: { announcements: true, equalAnnouncements: 'eldest' },
      announcements: [['run3-KS'], ['run3-KH']],
      trump: 'C',
    },
    { ...taken, takers: 2 },
  ])
    push('beloteScoreSheet', Bel, beloteScoreSheet(s));
  const contract = { contract: { side: 0, bid: 100, strain: 'H' }, cardPoints: [100, 62] };
  for (const s of [
    { ...contract, contract: { side: 0, bid: 95, strain: 'H' } },
    { ...contract, contract: { side: 0, bid: 100, strain: 'SA' } },
  ])
    push('coincheScoreSheet', Coi, coincheScoreSheet(s));

  // the oracle
  for (const [request, limits] of [
    [{ id: 'v', v: 2, query: 'hello' }, ORACLE_LIMITS],
    [{ id: 'q', query: 'checkmate' }, ORACLE_LIMITS],
    [{ id: 'g', game: 'chess', query: 'perft', facts: { depth: 1, seed: 1 } }, ORACLE_LIMITS],
    [{ id: 'g', query: 'perft', facts: { depth: 1, seed: 1 } }, ORACLE_LIMITS],
    [
      { id: 1, query: 'hello', facts: {} },
      { ...ORACLE_LIMITS, maxLineBytes: 20 },
    ],
    [{ id: 'm', game: 'tarot-match', query: 'melds', facts: {} }, ORACLE_LIMITS],
    [
      { id: 10, game: 'tarot', query: 'perft', facts: { seed: 1, depth: 40 } },
      { ...ORACLE_LIMITS, perftDefaultNodes: 2000 },
    ],
    ['{not json', ORACLE_LIMITS],
  ] as const)
    push('oracle', T, oracle(request, limits));

  // bots
  const fresh = getOrThrow(tarot.setup({ players: 4 }, { seed: 1 }));
  push('createBot bad options', T, createBot(tarot, { level: 'random', seed: -1 }).act(fresh, 0));
  refuse(T, done, 'bid:pass');
  push('bot at the end', T, createBot(tarot, { level: 'random', seed: 1 }).act(done as never, 0));
  // bot/no-world: every shipped ruleset samples a world for every state it reaches, so the ruleset
  // passed is Tarot with a `sampleHidden` that finds none (a caller's own ruleset may)
  const cardPlay = playUntil(T, { players: 4 }, 2, (s) => (s as { phase: string }).phase === 'play').state;
  const failing = { ...T, sampleHidden: () => ({ _tag: 'Left', left: { code: 'sample/no-world' } }) } as never;
  push(
    'pimc bot, no world',
    T,
    createBot(failing, { level: 'pimc', seed: 1 }).act(cardPlay, T.actor(cardPlay) as number),
  );
  push('assignHidden', T, assignHidden([0], [{ count: 1, accepts: () => false }], createRng(1)));

  // internal/error: a ruleset whose rule throws (only a caller's own ruleset can)
  const boom = (): never => {
    throw new Error('boom');
  };
  const throwing = { ...T, apply: boom, explain: boom, explainFor: boom, legal: boom } as never;
  push('submit to a throwing ruleset', T, submit(throwing, fresh, T.actor(fresh), 'bid:pass'));

  // the solver
  const tarot4 = VARIANTS.find((v) => v.name === 'tarot 4p')!;
  const g4 = { name: 'goulash', rules: G, options: { players: 4 }, tricks: 18 };
  const deepEnd = endgame(tarot4, 3, 12);
  const whist = makeWhist();
  for (const [rules, s, o] of [
    [G, endgame(g4, 1, 2), undefined],
    [T, fresh, undefined],
    [T, deepEnd, undefined],
    [T, deepEnd, { maxTricks: 12, nodes: 1000 }],
    [T, endgame(tarot4, 3, 2), { nodes: 0 }],
    [B, endgame({ name: 'tarabish', rules: B, options: {}, tricks: 9 }, 1, 3, 0), { objective: 'score' }],
    [any(whist), getOrThrow(whist.setup({}, { seed: 1 })), undefined],
    [Coi, coincheUnderContract('bid:80TA'), undefined],
  ] as const)
    push(`solve ${rules.id}`, rules, solve(rules, s, o as never));
  return out;
}
