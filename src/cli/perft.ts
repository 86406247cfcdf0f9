/** `atout perft <game> <position> <depth> [--divide]`. */
import { isLeft } from '../kernel/either.js';
import { parseSeedText } from '../kernel/seed.js';
import { perft } from '../oracle/perft.js';
import { replay, type AnyRuleset, type RulesetRegistry } from '../record/replay.js';
import { parseOption, type ParsedArgs } from './args.js';
import type { CliIo } from './io.js';
import { parseRecord } from './parse.js';
import { READ_LIMITS, readAll } from './records.js';
import { positionNotations } from '../games/registry.js';

/**
 * Positions: `seed:N` is the start of the seeded deal N (with the `--option`s given); `@FILE` is
 * the state reached by the record in FILE (JSON); anything else is read in the game's position
 * notation (docs/oracle.md).
 */
export async function perftCommand(args: ParsedArgs, registry: RulesetRegistry, io: CliIo): Promise<number> {
  const [, game, position, depthText] = args.positional;
  const rules: AnyRuleset | undefined = game === undefined ? undefined : registry.get(game);
  if (!rules || position === undefined || depthText === undefined) {
    io.err(
      `usage: atout perft <game> <position> <depth> [--divide]\n  game: ${[...registry.keys()].join(', ')}\n  position: seed:S (a seeded deal's start: S an integer or 32 hex digits), @record.json (the state a record reaches),\n            or a position in the game's notation (quoted)\n`,
    );
    return 2;
  }
  const depth = Number(depthText);
  if (!Number.isInteger(depth) || depth < 0 || depth > 64) {
    io.err('atout perft: depth must be a whole number from 0 to 64\n');
    return 2;
  }
  let state: object;
  if (position.startsWith('seed:')) {
    const seed = parseSeedText(position.slice(5));
    if (isLeft(seed)) {
      io.err('atout perft: seed:N needs N from 0 to 4294967295 or 32 hex digits\n');
      return 2;
    }
    const options: Record<string, unknown> = {};
    for (const o of args.options) {
      const kv = parseOption(o);
      if (typeof kv === 'string') {
        io.err(`atout perft: ${kv}\n`);
        return 2;
      }
      options[kv[0]] = kv[1];
    }
    const s = rules.setup(options, { seed: seed.right });
    if (isLeft(s)) {
      io.err(`atout perft: ${s.left.message}\n`);
      return 2;
    }
    state = s.right;
  } else if (position.startsWith('@')) {
    let text: Uint8Array | undefined;
    try {
      text = await readAll(io.read(position.slice(1)));
    } catch (e) {
      io.err(`atout perft: cannot read ${position.slice(1)}: ${e instanceof Error ? e.message : String(e)}\n`);
      return 2;
    }
    if (text === undefined) {
      io.err(`atout perft: ${position.slice(1)} is longer than ${READ_LIMITS.maxBytes} bytes\n`);
      return 2;
    }
    const v = parseRecord(text);
    if (isLeft(v)) {
      io.err(`atout perft: ${v.left.message}\n`);
      return 2;
    }
    const r = replay(v.right, registry);
    if (isLeft(r)) {
      io.err(`atout perft: the record does not replay: ${r.left.message}\n`);
      return 2;
    }
    state = r.right.state;
  } else {
    const notation = positionNotations[rules.id];
    const p = notation ? notation.parse(position) : undefined;
    if (p === undefined || isLeft(p)) {
      io.err(
        `atout perft: ${p ? `${p.left.code}: ${p.left.message}` : `no position notation for ${rules.id}`}\n  a position is seed:N, @record.json, or a position in the game's notation (docs/oracle.md)\n`,
      );
      return 2;
    }
    state = p.right;
  }
  const p = perft(rules, state, depth);
  if (args.flags.has('--divide')) for (const d of p.divide) io.out(`${d.action} ${d.nodes}\n`);
  io.out(`${p.nodes}\n`);
  return 0;
}
