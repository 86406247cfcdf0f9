/** `atout play <game>`: seeded deals with random legal moves, as a transcript or as records. */
import { isLeft } from '../kernel/either.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import { parseSeedText, seedText } from '../kernel/seed.js';
import { makeRecord, type AnyRuleset } from '../record/replay.js';
import { flag, optionsOf, text, wholeNumber, type CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { wordsOf } from './lang.js';
import { playWith, transcript } from './transcript.js';
import { usageError } from './usage.js';

/** What `--seed` takes (`parseSeedText`). */
export const SEED_USAGE = '--seed must be an integer from 0 to 4294967295 or 32 hex digits';

/** Deals played between two pauses: a pause lets the process see that its output was closed (`| head`). */
const DEALS_PER_PAUSE = 50;

export async function playCommand(
  args: CommandArgs,
  games: ReadonlyMap<string, AnyRuleset>,
  io: CliIo,
): Promise<ExitCode> {
  const name = args.positionals[0];
  const rules = name === undefined ? undefined : games.get(name);
  if (!rules) return usageError(io, 'play', `which game? One of: ${[...games.keys()].join(', ')}`);
  const options = optionsOf(args);
  if (typeof options === 'string') return usageError(io, 'play', options);
  const players = text(args, 'players');
  if (players !== undefined) {
    const n = wholeNumber(players, 0, 99);
    if (n === undefined) return usageError(io, 'play', `--players must be a whole number, got "${players}"`);
    options['players'] = n;
  }
  const parsedSeed = parseSeedText(text(args, 'seed') ?? '1');
  if (isLeft(parsedSeed)) return usageError(io, 'play', SEED_USAGE);
  const seed = parsedSeed.right;
  const deals = wholeNumber(text(args, 'deals') ?? '1', 1, 1_000_000);
  if (deals === undefined) return usageError(io, 'play', '--deals must be a whole number from 1 to 1000000');
  const json = flag(args, 'json');
  // the transcript's words; --json output is never localized
  const how = wordsOf(args, io);
  if (typeof how === 'string') return usageError(io, 'play', how);
  for (let k = 0; k < deals; k++) {
    if (k > 0 && k % DEALS_PER_PAUSE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const dealSeed = k === 0 ? seed : deriveSeed(seed, k);
    const setup = rules.setup(options, { seed: dealSeed });
    if (isLeft(setup)) return usageError(io, 'play', setup.left.message);
    const rng = createRng(deriveSeed(dealSeed, 0xa11));
    const played = playWith(rules, setup.right, (_, legal) => legal[rng.below(legal.length)]);
    if (json) {
      const actions = played.actions.map((a) => rules.codec.encode(a));
      const result = rules.result(played.final)!;
      io.out(`${JSON.stringify(makeRecord(rules, setup.right, { seed: dealSeed }, actions, { result }))}\n`);
    } else {
      // the operator sees every hand: the transcript shows them, and the écart
      const lines = transcript(rules, setup.right, played.actions, {
        locale: how.locale,
        reveal: true,
        notation: how.notation,
        seed: seedText(dealSeed),
      });
      io.out(`${lines.join('\n')}\n\n`);
    }
  }
  return EXIT.ok;
}
