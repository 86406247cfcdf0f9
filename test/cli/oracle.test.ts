import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';
import { LineSplitter, ORACLE_CLI_LIMITS } from '../../src/cli/oracle.js';
import { READ_LIMITS } from '../../src/cli/records.js';

const oracle = (chunks: readonly (string | Uint8Array)[], argv: string[] = ['oracle']) =>
  runCommand(argv, { files: { '-': chunks } });

const answers = (out: string) =>
  out
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: unknown; ok: boolean; error?: { code: string } });

describe('atout oracle', () => {
  it('answers every line in order, a malformed line in the middle included, and exits 0', async () => {
    const perft = '{"id":3,"game":"tarot","options":{"players":4},"query":"perft","facts":{"seed":1,"depth":2}}';
    const input = `{"id":1,"query":"hello"}\r\n{"id":2,"query":\n\n   \n${perft}\n{"id":4,"game":"nope","query":"perft"}`;
    // cut anywhere: lines split across chunks
    const chunks = [input.slice(0, 7), input.slice(7, 40), input.slice(40, 41), input.slice(41)];
    const r = await oracle(chunks);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const a = answers(r.out);
    expect(a.map((x) => [x.id, x.ok, x.error?.code ?? null])).toEqual([
      [1, true, null],
      [null, false, 'input/bad-json'],
      [3, true, null],
      [4, false, 'oracle/unknown-game'],
    ]);
  });

  it('a line over the limit is answered at once and skipped; the next line is answered', async () => {
    expect(ORACLE_CLI_LIMITS.maxLineBytes).toBe(READ_LIMITS.maxBytes);
    const mib = new Uint8Array(1 << 20).fill(0x20);
    const chunks: Uint8Array[] = [new TextEncoder().encode('{"id":1,"query":"hello","x":"')];
    for (let i = 0; i * mib.length <= READ_LIMITS.maxBytes; i++) chunks.push(mib);
    chunks.push(new TextEncoder().encode('"}\n{"id":2,"query":"hello"}\n'));
    const r = await oracle(chunks);
    expect(r.code).toBe(0);
    expect(answers(r.out).map((x) => [x.id, x.error?.code ?? null])).toEqual([
      [null, 'oracle/line-too-long'],
      [2, null],
    ]);
  });

  it('the splitter holds at most the limit of a line, and bytes that are not UTF-8 are answered', async () => {
    const s = new LineSplitter(8);
    const got = [
      ...s.push(new TextEncoder().encode('12345678\n123456789')),
      ...s.push(Uint8Array.of(0x41, 0x0a)),
      ...s.end(),
    ];
    expect(got.map((p) => (p.kind === 'line' ? new TextDecoder().decode(p.bytes) : p.kind))).toEqual([
      '12345678',
      'too-long',
    ]);
    const r = await oracle([Uint8Array.of(0xff, 0xfe, 0x0a)]);
    expect(answers(r.out)[0]).toMatchObject({ id: null, error: { code: 'input/bad-json' } });
  });

  it('--help, and a flag it does not take (exit 2)', async () => {
    const h = await oracle([], ['oracle', '--help']);
    expect(h.code).toBe(0);
    expect(h.out).toContain('atout oracle');
    const bad = await oracle([], ['oracle', '--frobnicate']);
    expect(bad.code).toBe(2);
    const none = await oracle([]);
    expect([none.code, none.out]).toEqual([0, '']);
  });

  it('regression (a 90-byte perft request cost a minute of CPU): maxNodes past the limit is refused before any work; --max-nodes sets the limit', async () => {
    const ask = (maxNodes: number | undefined, argv: string[] = ['oracle']) =>
      oracle(
        [
          `${JSON.stringify({ id: 1, game: 'tarabish', query: 'perft', facts: { seed: 1, depth: 30, ...(maxNodes === undefined ? {} : { maxNodes }) } })}\n`,
        ],
        argv,
      ).then((r) => JSON.parse(r.out) as { ok: boolean; error?: { code: string; detail: Record<string, unknown> } });
    // the request of the issue: 10⁸ states asked, refused at once (the limit is 10⁷)
    const big = await ask(1e8);
    expect([big.ok, big.error?.code, big.error?.detail]).toEqual([
      false,
      'query/bad-facts',
      { field: 'maxNodes', max: 1e7 },
    ]);
    // a lower limit for this command: asked budgets above it refused, the default budget capped by it
    const low = ['oracle', '--max-nodes', '500'];
    expect((await ask(501, low)).error?.code).toBe('query/bad-facts');
    const capped = await ask(undefined, low);
    expect([capped.error?.code, capped.error?.detail['maxNodes']]).toEqual(['oracle/budget', 500]);
    const hello = JSON.parse((await oracle(['{"id":1,"query":"hello"}\n'], low)).out) as {
      answer: { limits: Record<string, number> };
    };
    expect([hello.answer.limits['perftDefaultNodes'], hello.answer.limits['perftMaxNodes']]).toEqual([500, 500]);
    expect((await oracle([''], ['oracle', '--max-nodes', '0'])).code).toBe(2);
  });
});
