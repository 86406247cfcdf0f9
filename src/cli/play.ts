/** `atout play <game>`: seeded deals with random legal moves, as a transcript or as records. */
import { isLeft } from '../kernel/either.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import { parseSeedText, seedText } from '../kernel/seed.js';
import { makeRecord, type AnyRuleset } from '../record/replay.js';
import type { ParsedArgs } from './args.js';
import { parseOption } from './args.js';
import type { CliIo } from './io.js';

export function playCommand(args: ParsedArgs, games: ReadonlyMap<string, AnyRuleset>, io: CliIo): number {
  const name = args.positional[1];
  const rules = name === undefined ? undefined : games.get(name);
  if (!rules) {
    io.err(`atout play: which game? One of: ${[...games.keys()].join(', ')}\n`);
    return 2;
  }
  const options: Record<string, unknown> = {};
  for (const o of args.options) {
    const kv = parseOption(o);
    if (typeof kv === 'string') return usage(io, kv);
    options[kv[0]] = kv[1];
  }
  const players = args.values.get('--players');
  if (players !== undefined) options['players'] = Number(players);
  const parsedSeed = parseSeedText(args.values.get('--seed') ?? '1');
  if (isLeft(parsedSeed)) return usage(io, SEED_USAGE);
  const seed = parsedSeed.right;
  const deals = Number(args.values.get('--deals') ?? '1');
  if (!Number.isInteger(deals) || deals < 1 || deals > 1_000_000)
    return usage(io, '--deals must be a whole number from 1 to 1000000');
  const json = args.flags.has('--json');
  for (let k = 0; k < deals; k++) {
    const dealSeed = k === 0 ? seed : deriveSeed(seed, k);
    const setup = rules.setup(options, { seed: dealSeed });
    if (isLeft(setup)) {
      io.err(`atout play: ${setup.left.message}\n`);
      return 2;
    }
    const rng = createRng(deriveSeed(dealSeed, 0xa11));
    let state = setup.right;
    const actions: string[] = [];
    const lines: string[] = [];
    while (rules.actor(state) !== 'done') {
      const seat = rules.actor(state);
      const legal = rules.legal(state);
      const a = legal[rng.below(legal.length)]!;
      const text = rules.codec.encode(a);
      actions.push(text);
      lines.push(`  ${String(actions.length).padStart(3)}. seat ${String(seat)}: ${text}`);
      state = rules.applyUnchecked(state, a).state;
    }
    const result = rules.result(state)!;
    if (json) {
      io.out(`${JSON.stringify(makeRecord(rules, setup.right, { seed: dealSeed }, actions, { result }))}\n`);
    } else {
      io.out(
        `${rules.id}, seed ${seedText(dealSeed)}, options ${JSON.stringify(rules.settings(setup.right))}\n${lines.join('\n')}\n`,
      );
      io.out(`  scores: ${result.scores.join(' ')}${result.annulled ? ' (annulled)' : ''}\n\n`);
    }
  }
  return 0;
}

/** What `--seed` takes (`parseSeedText`). */
export const SEED_USAGE = '--seed must be an integer from 0 to 4294967295 or 32 hex digits';

function usage(io: CliIo, message: string): number {
  io.err(`atout play: ${message}\n`);
  return 2;
}
