import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVectors } from '../src/vectors/build.js';
import { vectors } from '../src/entries/vectors.js';

const dir = join(__dirname, '../vectors');

describe('conformance vectors', () => {
  it('the JSON files are committed and current (npm run vectors), and atout/vectors ships them all', () => {
    const want = JSON.parse(JSON.stringify(buildVectors())) as Record<string, object>;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(
      Object.keys(want)
        .map((n) => `${n}.json`)
        .sort(),
    );
    for (const [name, data] of Object.entries(want)) {
      expect(JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'))).toEqual(data);
    }
    expect(JSON.parse(JSON.stringify(vectors))).toEqual(want);
    for (const v of Object.values(vectors)) expect(typeof (v as { description?: unknown }).description).toBe('string');
  });
});

describe('the shipped vectors hold', () => {
  it('legal-move positions: parse, and the listed actions are exactly the legal ones with the listed refusal codes', async () => {
    const { parseTarotPosition } = await import('../src/games/tarot/position.js');
    const { parseTarabishPosition } = await import('../src/games/tarabish/position.js');
    const { tarot } = await import('../src/games/tarot/index.js');
    const { tarabish } = await import('../src/games/tarabish/rules.js');
    const { parseBelotePosition } = await import('../src/games/belote/position.js');
    const { belote } = await import('../src/games/belote/rules.js');
    const { coinche } = await import('../src/games/coinche/rules.js');
    const { getOrThrow } = await import('../src/kernel/index.js');
    type Any = import('../src/record/index.js').AnyRuleset;
    /** A case's position: in the notation, or (Coinche) its deal and the actions since. */
    const at = (c: (typeof vectors.legal.cases)[number]): [Any, object] => {
      if ('deal' in c) {
        const start: object = getOrThrow(coinche.setup({}, { deal: c.deal as never }));
        const rules = coinche as unknown as Any;
        return [
          rules,
          (c.actions ?? []).reduce(
            (s, a) => getOrThrow(rules.apply(s, getOrThrow(rules.codec.decode(a)))).state,
            start,
          ),
        ];
      }
      if (c.game.startsWith('tarot')) return [tarot as unknown as Any, getOrThrow(parseTarotPosition(c.position))];
      if (c.game.startsWith('belote')) return [belote as unknown as Any, getOrThrow(parseBelotePosition(c.position))];
      return [tarabish as unknown as Any, getOrThrow(parseTarabishPosition(c.position))];
    };
    for (const c of vectors.legal.cases) {
      const [rules, s] = at(c);
      expect(rules.actor(s)).toBe(c.actor);
      expect(rules.legal(s).map((a) => rules.codec.encode(a))).toEqual(c.legal);
      for (const r of c.refused) {
        const why = rules.explain(s, getOrThrow(rules.codec.decode(r.action)));
        expect(why.legal ? 'legal' : why.error.code).toBe(r.code);
      }
    }
    expect(vectors.legal.cases.length).toBeGreaterThanOrEqual(50);
    const games = new Set(vectors.legal.cases.map((c) => c.game));
    for (const g of ['belote', 'belote-options', 'coinche']) expect(games.has(g), g).toBe(true);
  });

  it('Belote tricks: the highest trump (J 9 A 10 K Q 8 7), else the highest of the suit led (A 10 K Q J 9 8 7), wins', () => {
    const TRUMP = ['J', '9', 'A', '10', 'K', 'Q', '8', '7'];
    const PLAIN = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
    const split = (c: string) => [c.slice(0, -1), c.slice(-1)] as const;
    expect(vectors.tricks.belote.length).toBeGreaterThanOrEqual(16);
    for (const t of vectors.tricks.belote) {
      const led = split(t.cards[0]!)[1];
      const power = (c: string) => {
        const [rank, suit] = split(c);
        return suit === t.trump ? 20 - TRUMP.indexOf(rank) : suit === led ? 10 - PLAIN.indexOf(rank) : 0;
      };
      const best = t.cards.reduce((b, c, i) => (power(c) > power(t.cards[b]!) ? i : b), 0);
      expect(t.winner).toBe((t.leader + best) % 4);
    }
  });

  it('Belote card points: 152 under a trump, the jack and nine of trump 20 and 14', () => {
    const points = vectors['card-points'].beloteTrumpHearts;
    expect(Object.keys(points)).toHaveLength(32);
    expect(Object.values(points).reduce((a, b) => a + b, 0)).toBe(152);
    expect([points.JH, points['9H'], points.JS, points['9S']]).toEqual([20, 14, 2, 0]);
  });

  it('sample records validate with their results', async () => {
    const { validate } = await import('../src/record/index.js');
    const { cliRegistry } = await import('../src/cli/registry.js');
    for (const r of vectors.records.records) expect(validate(r, cliRegistry)._tag).toBe('Right');
    const kinds = new Set(vectors.records.records.map((r) => (r as { deal: { algorithm: string } }).deal.algorithm));
    expect([...kinds].sort()).toEqual(['chacha20-v1+fisher-yates+cut-v1', 'sfc32-v1+fisher-yates+cut-v1']);
  });

  it('128-bit sub-seeds are SHA-256(seed bytes ‖ n as 4 bytes big-endian) truncated to 16 bytes (node:crypto)', () => {
    for (const c of vectors.derive.seed128) {
      const n = Buffer.alloc(4);
      n.writeUInt32BE(c.n);
      const digest = createHash('sha256')
        .update(Buffer.concat([Buffer.from(c.seed, 'hex'), n]))
        .digest('hex');
      expect(c.derived).toBe(digest.slice(0, 32));
    }
    expect(vectors.derive.seed128.length).toBeGreaterThanOrEqual(12);
  });

  it('128-bit seeds: a seed differing in one hex digit gives other outputs and other deals', () => {
    const outputs = new Map(vectors.rng.wide.cases.map((c) => [c.seed, c.outputs.join()]));
    expect(new Set(outputs.values()).size).toBe(outputs.size);
    for (const game of ['tarot-3', 'tarot-4', 'tarot-5', 'tarabish']) {
      const deals = vectors.deals.wide.cases.filter((c) => c.game === game).map((c) => JSON.stringify(c.hands));
      expect(deals).toHaveLength(3);
      expect(new Set(deals).size).toBe(3);
    }
  });
});
