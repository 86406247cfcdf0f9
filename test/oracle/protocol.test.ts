import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import perftVectors from '../../vectors/perft.json';
import recordVectors from '../../vectors/records.json';
import { cliRegistry } from '../../src/cli/registry.js';
import { positionNotations, ruleQueries } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/index.js';
import { perft, perftWithin } from '../../src/oracle/perft.js';
import {
  answerLine,
  ORACLE_LIMITS,
  ORACLE_PROTOCOL_VERSION,
  ORACLE_QUERIES,
  oracleAnswerSchema,
  type OracleLimits,
} from '../../src/oracle/protocol.js';
import { ORACLE_ERROR_CODES } from '../../src/oracle/codes.js';
import { RULE_ERROR_CODES } from '../../src/errors.js';
import { makeWhist } from '../support/whist.js';
import { tarotFactsOf } from '../../src/games/tarot/facts.js';
import { parseTarotPosition } from '../../src/games/tarot/position.js';
import { registryOf, type AnyRuleset } from '../../src/record/replay.js';

type Answer =
  | { id: unknown; ok: true; answer: Record<string, unknown> }
  | { id: unknown; ok: false; error: { code: string; message: string; detail: Record<string, unknown> } };

const ask = (request: unknown, limits: OracleLimits = ORACLE_LIMITS): Answer => {
  const out = answerLine(
    typeof request === 'string' ? request : JSON.stringify(request),
    cliRegistry,
    limits,
    positionNotations,
    ruleQueries,
  );
  expect(out).not.toContain('\n');
  const parsed: unknown = JSON.parse(out);
  expect(oracleAnswerSchema.safeParse(parsed).success).toBe(true);
  return parsed as Answer;
};

const answerOf = (a: Answer): Record<string, unknown> => {
  if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
  return a.answer;
};

const codeOf = (a: Answer): string => (a.ok ? 'ok' : a.error.code);

const record = recordVectors.records.find((r) => r.ruleset.id === 'tarabish')!;

describe('the oracle protocol: hello', () => {
  it('answers the protocol and library versions, every query and what each game answers', () => {
    const a = answerOf(ask({ id: 'h', v: 1, query: 'hello' }));
    expect(a['protocol']).toBe(ORACLE_PROTOCOL_VERSION);
    expect(a['library']).toBe(pkg.version);
    expect(a['queries']).toEqual([...ORACLE_QUERIES]);
    const games = a['games'] as { id: string; queries: string[] }[];
    expect(games.map((g) => g.id)).toEqual([...cliRegistry.keys()]);
    for (const g of games) expect(g.queries).toEqual(expect.arrayContaining(['replay', 'perft']));
    expect(a['limits']).toMatchObject({ perftDefaultNodes: ORACLE_LIMITS.perftDefaultNodes });
    expect(codeOf(ask({ id: 1, query: 'hello', facts: { x: 1 } }))).toBe('query/bad-facts');
  });
});

describe('the oracle protocol: rule queries', () => {
  it("answer through the game's own query (the registry's ruleQueries), its codes for facts it cannot use", () => {
    const cases: [string, Record<string, unknown>, unknown][] = [
      ['tarot', { cards: ['EX', '21T', 'KH', '5C'] }, { players: 4 }],
      ['goulash', { cards: ['1T', 'QS'] }, undefined],
      ['tarabish', { cards: ['JH', '9H', 'AC'], trump: 'H' }, undefined],
    ];
    for (const [game, facts, options] of cases) {
      const query = ruleQueries[game]!['card-points']!;
      const a = ask({ id: game, game, query: 'card-points', facts, ...(options ? { options } : {}) });
      expect(a).toEqual({ id: game, ok: true, answer: getOrThrow(query.run(options ?? {}, facts)) });
      expect(query.answer.safeParse(answerOf(a)).success).toBe(true);
    }
    expect(codeOf(ask({ id: 1, game: 'tarot', query: 'card-points', facts: { cards: ['ZZ'] } }))).toBe(
      'notation/bad-card',
    );
    expect(codeOf(ask({ id: 1, game: 'tarot', query: 'card-points', facts: { card: [] } }))).toBe('query/bad-facts');
    expect(codeOf(ask({ id: 1, game: 'tarot', query: 'card-points' }))).toBe('query/bad-facts');
    expect(
      codeOf(ask({ id: 1, game: 'tarot', query: 'card-points', options: { players: 2 }, facts: { cards: [] } })),
    ).toBe('options/invalid');
  });
});

describe('the oracle protocol: the Tarabish example of the partner exception', () => {
  it.each([
    ['off', ['JH']],
    ['overtrump-if-trumping', ['AC', 'JH']],
    ['free', ['8H', 'AC', 'JH']],
    [true, ['8H', 'AC', 'JH']],
    [false, ['JH']],
  ] as const)('partnerException %s: %j', (partnerException, want) => {
    const trick = [
      { seat: 0, card: 'KS' },
      { seat: 1, card: '9H' },
      { seat: 2, card: '7S' },
    ];
    const facts = { hand: ['JH', '8H', 'AC'], trick, trump: 'H' };
    const a = answerOf(ask({ id: 1, game: 'tarabish', options: { partnerException }, query: 'legal-plays', facts }));
    expect((a['legal'] as { card: string }[]).map((l) => l.card).sort()).toEqual([...want].sort());
  });
});

describe('the oracle protocol: replay', () => {
  it('a valid record: its result, the last state (done) and the view asked for', () => {
    const a = answerOf(ask({ id: 2, query: 'replay', facts: { record, seat: 1 } }));
    expect(a).toMatchObject({
      valid: true,
      replayed: record.actions.length,
      actor: 'done',
      error: null,
      mismatches: [],
    });
    expect(a['result']).toMatchObject(record.result);
    expect(a['view']).toEqual(JSON.parse(JSON.stringify(a['view'])));
    // the game, when named, must be the record's
    expect(codeOf(ask({ id: 2, game: 'tarabish', query: 'replay', facts: { record } }))).toBe('ok');
    expect(codeOf(ask({ id: 2, game: 'tarot', query: 'replay', facts: { record } }))).toBe('oracle/bad-request');
    expect(codeOf(ask({ id: 2, query: 'replay', options: {}, facts: { record } }))).toBe('oracle/bad-request');
    // a seat past the record's last is refused, not answered with the spectator's view
    expect(codeOf(ask({ id: 2, query: 'replay', facts: { record, seat: 4 } }))).toBe('oracle/bad-request');
    expect(codeOf(ask({ id: 2, query: 'replay', facts: { record, seat: 3 } }))).toBe('ok');
  });

  it('an illegal action: not valid, with the rule error, its index and text; a wrong claim: the mismatches', () => {
    const swapped = { ...record, actions: [...record.actions] };
    const i = swapped.actions.findIndex((x) => x.startsWith('play:'));
    [swapped.actions[i], swapped.actions[i + 1]] = [swapped.actions[i + 1]!, swapped.actions[i]!];
    const bad = answerOf(ask({ id: 3, query: 'replay', facts: { record: swapped } }));
    expect(bad).toMatchObject({ valid: false, replayed: i, view: null, result: null });
    expect(bad['error']).toMatchObject({ index: i, action: swapped.actions[i] });
    expect(RULE_ERROR_CODES).toContain((bad['error'] as { code: string }).code);
    const claim = { ...record, result: { ...record.result, scores: record.result.scores.map((s) => s + 1) } };
    const wrong = answerOf(ask({ id: 4, query: 'replay', facts: { record: claim } }));
    expect(wrong).toMatchObject({ valid: false, error: null, actor: 'done' });
    expect((wrong['mismatches'] as unknown[]).length).toBe(record.result.scores.length);
    const junk = answerOf(ask({ id: 5, query: 'replay', facts: { record: { format: 'nope' } } }));
    expect(junk).toMatchObject({ valid: false, error: { code: 'record/malformed', index: null } });
  });
});

describe('the oracle protocol: perft', () => {
  it('from a seed, a position in notation and a record: the counts of perft, decimal strings', () => {
    const start = perftVectors.start[0]!;
    const p = answerOf(ask({ id: 6, game: 'tarot', query: 'perft', facts: { position: start.position, depth: 3 } }));
    expect(p['nodes']).toBe(start.depths[2]);
    const seeded = answerOf(
      ask({
        id: 7,
        game: 'tarot',
        options: { players: 3 },
        query: 'perft',
        facts: { seed: start.seed, depth: 2, divide: true },
      }),
    );
    const tarot = cliRegistry.get('tarot')!;
    const want = perft(tarot, getOrThrow(tarot.setup({ players: 3 }, { seed: start.seed })), 2);
    expect(seeded['nodes']).toBe(want.nodes.toString());
    expect(seeded['divide']).toEqual(want.divide.map((d) => ({ action: d.action, nodes: d.nodes.toString() })));
    const short = { ...record, actions: record.actions.slice(0, record.actions.length - 5), result: undefined };
    const fromRecord = answerOf(ask({ id: 8, game: 'tarabish', query: 'perft', facts: { record: short, depth: 9 } }));
    const tarabish = cliRegistry.get('tarabish')!;
    const state = getOrThrow(tarabish.setup(record.ruleset.options, { seed: (record.deal as { seed: number }).seed }));
    let s = state;
    for (const text of short.actions) s = getOrThrow(tarabish.apply(s, getOrThrow(tarabish.codec.decode(text)))).state;
    expect(fromRecord['nodes']).toBe(perft(tarabish, s, 9).nodes.toString());
  });

  it('the node budget: oracle/budget when the count would visit more states, never a hang', () => {
    const start = perftVectors.start[0]!;
    const facts = { position: start.position, depth: 4 };
    const a = answerOf(ask({ id: 9, game: 'tarot', query: 'perft', facts }));
    const visited = a['visited'] as number;
    expect(codeOf(ask({ id: 9, game: 'tarot', query: 'perft', facts: { ...facts, maxNodes: visited } }))).toBe('ok');
    const over = ask({ id: 9, game: 'tarot', query: 'perft', facts: { ...facts, maxNodes: visited - 1 } });
    expect(codeOf(over)).toBe('oracle/budget');
    // the default budget applies; a deep count from the start of a deal stops within it
    const deep = ask(
      { id: 10, game: 'tarot', query: 'perft', facts: { seed: 1, depth: 40 } },
      { ...ORACLE_LIMITS, perftDefaultNodes: 2000 },
    );
    expect(codeOf(deep)).toBe('oracle/budget');
    expect(codeOf(ask({ id: 11, game: 'tarot', query: 'perft', facts: { seed: 1, depth: 1, maxNodes: 1e9 } }))).toBe(
      'query/bad-facts',
    );
  });

  it('perftWithin equals perft whenever its budget suffices, and refuses exactly past it (whist, property)', () => {
    const whist = makeWhist();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(500),
        (seed, depth, budget) => {
          const s = getOrThrow(whist.setup({}, { seed }));
          const full = perftWithin(whist, s, depth, Number.MAX_SAFE_INTEGER)!;
          expect(full.nodes).toBe(perft(whist, s, depth).nodes);
          expect(full.divide).toEqual(perft(whist, s, depth).divide);
          const bounded = perftWithin(whist, s, depth, budget);
          if (budget >= full.visited) expect(bounded).toEqual(full);
          else expect(bounded).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('from a position given by its facts: the setup source { position }, checked by the game', () => {
    const whist = makeWhist() as unknown as AnyRuleset;
    // a game reading positions: here, a whist "position" is the seed of its deal
    const positional: AnyRuleset = {
      ...whist,
      setup: (options, source) =>
        'position' in source
          ? whist.setup(options, { seed: (source.position as { seed: number }).seed })
          : whist.setup(options, source),
    };
    const registry = registryOf(positional);
    const request = { id: 1, game: 'whist-test', query: 'perft', facts: { position: { seed: 5 }, depth: 2 } };
    const a = JSON.parse(answerLine(JSON.stringify(request), registry)) as Answer;
    expect(answerOf(a)['nodes']).toBe(perft(whist, getOrThrow(whist.setup({}, { seed: 5 })), 2).nodes.toString());
    // a game without positions refuses the source
    const none = JSON.parse(answerLine(JSON.stringify(request), registryOf(whist))) as Answer;
    expect(none.ok).toBe(false);
  });

  it('from a Tarot endgame given by its facts: the count to the end of the notation fixture; an inconsistent one refused', () => {
    const e = perftVectors.endgames.find((x) => x.game === 'tarot-4')!;
    const facts = getOrThrow(tarotFactsOf(getOrThrow(parseTarotPosition(e.position))));
    const request = { game: 'tarot', options: { players: 4 }, query: 'perft' } as const;
    const a = answerOf(ask({ id: 1, ...request, facts: { position: facts, depth: 4 * e.tricksLeft } }));
    expect(a['nodes']).toBe(e.countToEnd);
    const twice = { ...facts, hands: [[...facts.hands[0]!.slice(0, 2), facts.hands[1]![0]!], ...facts.hands.slice(1)] };
    expect(codeOf(ask({ id: 2, ...request, facts: { position: twice, depth: 1 } }))).toMatch(/^position\//);
  });

  it('facts that name no start, or two, and a game without notation', () => {
    expect(codeOf(ask({ id: 12, game: 'tarot', query: 'perft', facts: { depth: 1 } }))).toBe('query/bad-facts');
    expect(codeOf(ask({ id: 12, game: 'tarot', query: 'perft', facts: { depth: 1, seed: 1, position: 'x' } }))).toBe(
      'query/bad-facts',
    );
    expect(codeOf(ask({ id: 12, game: 'tarot-match', query: 'perft', facts: { depth: 1, position: 'x' } }))).toBe(
      'oracle/not-answered',
    );
    expect(codeOf(ask({ id: 12, game: 'tarot', query: 'perft', facts: { depth: 1, position: 'x' } }))).toBe(
      'position/malformed',
    );
    expect(
      codeOf(
        ask({ id: 12, game: 'tarot', query: 'perft', options: { players: 4 }, facts: { depth: 1, position: 'x' } }),
      ),
    ).toBe('oracle/bad-request');
    expect(
      codeOf(ask({ id: 12, game: 'tarot', query: 'perft', options: { players: 9 }, facts: { depth: 1, seed: 1 } })),
    ).toBe('options/invalid');
  });
});

describe('the oracle protocol: malformed requests', () => {
  const cases: [string, unknown, string, unknown][] = [
    ['not JSON', 'not json', 'input/bad-json', null],
    ['not an object', '[1,2]', 'oracle/bad-request', null],
    ['no id', { query: 'hello' }, 'oracle/bad-request', null],
    ['another version', { id: 'v', v: 2, query: 'hello' }, 'oracle/bad-version', 'v'],
    ['an unknown query', { id: 'q', query: 'checkmate' }, 'oracle/unknown-query', 'q'],
    ['no query', { id: 'q' }, 'oracle/unknown-query', 'q'],
    [
      'an unknown game',
      { id: 'g', game: 'chess', query: 'perft', facts: { depth: 1, seed: 1 } },
      'oracle/unknown-game',
      'g',
    ],
    ['no game', { id: 'g', query: 'perft', facts: { depth: 1, seed: 1 } }, 'oracle/bad-request', 'g'],
    ['an unknown field', { id: [1], query: 'hello', fact: {} }, 'oracle/bad-request', [1]],
    ['options not an object', { id: {}, query: 'hello', options: 3 }, 'oracle/bad-request', {}],
    ['bad facts', { id: 0, game: 'tarot', query: 'perft', facts: { depth: -1, seed: 1 } }, 'query/bad-facts', 0],
    ['a forbidden key', '{"id":1,"query":"hello","facts":{"__proto__":{}}}', 'input/forbidden-key', null],
    ['too deep', `{"id":1,"query":"hello","facts":${'['.repeat(40)}${']'.repeat(40)}}`, 'input/too-deep', null],
  ];
  it.each(cases)('%s: its code, the id when readable', (_name, request, code, id) => {
    const a = ask(request);
    expect(codeOf(a)).toBe(code);
    expect(a.id).toEqual(id);
  });

  it('a line over the limit: oracle/line-too-long, id null', () => {
    const a = ask({ id: 1, query: 'hello', facts: {} }, { ...ORACLE_LIMITS, maxLineBytes: 20 });
    expect(a).toMatchObject({ id: null, ok: false, error: { code: 'oracle/line-too-long', detail: { max: 20 } } });
  });

  it('a game without the rule queries: oracle/not-answered', () => {
    const named = ask({ id: 'm', game: 'tarot-match', query: 'melds', facts: {} });
    expect(codeOf(named)).toBe('oracle/not-answered');
  });

  it('never throws: any line gets one answer with a listed code, echoing a readable id', () => {
    const codes = new Set<string>(RULE_ERROR_CODES);
    for (const c of ORACLE_ERROR_CODES) expect(codes).toContain(c);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              id: fc.jsonValue(),
              game: fc.constantFrom('tarot', 'tarabish', 'goulash', 'tarabish-match', 'x'),
              query: fc.constantFrom(...ORACLE_QUERIES, 'x'),
              facts: fc.oneof(fc.jsonValue(), fc.record({ depth: fc.integer({ min: -1, max: 2 }), seed: fc.nat() })),
            })
            .map((r) => JSON.stringify(r)),
        ),
        (text) => {
          const a = ask(text);
          if (!a.ok) expect(codes).toContain(a.error.code);
          const v: unknown = (() => {
            try {
              return JSON.parse(text);
            } catch {
              return undefined;
            }
          })();
          // a line refused as input (a forbidden key, too deep) is answered before its id is read
          if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v && !codeOf(a).startsWith('input/'))
            expect(a.id).toEqual(JSON.parse(JSON.stringify((v as { id: unknown }).id)));
        },
      ),
      { numRuns: 150 },
    );
  });
});
