/** `atout perft <game> <position> <depth> [--divide]`. */
import { isLeft } from '../kernel/either.js';
import { parseSeedText } from '../kernel/seed.js';
import { perft } from '../oracle/perft.js';
import { replay, type AnyRuleset, type RulesetRegistry } from '../record/replay.js';
import { flag, optionsOf, wholeNumber, type CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import { emit, type CliIo } from './io.js';
import { readRecordFile } from './read-record.js';
import { positionNotations } from '../games/registry.js';
import { usageError } from './usage.js';

/**
 * Positions: `seed:N` is the start of the seeded deal N (with the `--option`s given); `@FILE` is
 * the state reached by the record in FILE (JSON); anything else is read in the game's position
 * notation (docs/oracle.md).
 */
export async function perftCommand(args: CommandArgs, registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const [game, position, depthText] = args.positionals;
  const rules: AnyRuleset | undefined = game === undefined ? undefined : registry.get(game);
  if (!rules) return usageError(io, 'perft', `which game? One of: ${[...registry.keys()].join(', ')}`);
  if (position === undefined || depthText === undefined)
    return usageError(io, 'perft', 'a position and a depth are needed');
  const depth = wholeNumber(depthText, 0, 64);
  if (depth === undefined) return usageError(io, 'perft', 'depth must be a whole number from 0 to 64');
  let state: object;
  if (position.startsWith('seed:')) {
    const seed = parseSeedText(position.slice(5));
    if (isLeft(seed)) return usageError(io, 'perft', 'seed:S needs S from 0 to 4294967295 or 32 hex digits');
    const options = optionsOf(args);
    if (typeof options === 'string') return usageError(io, 'perft', options);
    const s = rules.setup(options, { seed: seed.right });
    if (isLeft(s)) return usageError(io, 'perft', s.left.message);
    state = s.right;
  } else if (position.startsWith('@')) {
    const v = await readRecordFile(io, 'perft', position.slice(1), EXIT.refused);
    if (isLeft(v)) return v.left;
    const r = replay(v.right, registry);
    if (isLeft(r)) {
      io.err(`atout perft: the record does not replay: ${r.left.code}: ${r.left.message}\n`);
      return EXIT.refused;
    }
    state = r.right.state;
  } else {
    const notation = positionNotations[rules.id];
    const p = notation ? notation.parse(position) : undefined;
    if (p === undefined || isLeft(p)) {
      io.err(
        `atout perft: ${p ? `${p.left.code}: ${p.left.message}` : `no position notation for ${rules.id}`}\n  a position is seed:N, @record.json, or a position in the game's notation (docs/oracle.md)\n`,
      );
      return EXIT.usage;
    }
    state = p.right;
  }
  const p = perft(rules, state, depth);
  if (flag(args, 'divide'))
    for (const d of p.divide) {
      await emit(io, `${d.action} ${d.nodes}\n`);
    }
  io.out(`${p.nodes}\n`);
  return EXIT.ok;
}
