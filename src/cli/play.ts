/**
 * `atout play <game>`: seeded deals with random legal moves, as a transcript or as records; with
 * `--bots <level>` the bots of `atout/bots` (`createBot`) play every seat, or every seat but the one
 * `--seat N` reads from standard input, one action a line: an action in the game's notation
 * (`play:KH`, `bid:garde`) or the number of one of the legal actions listed on standard error. A
 * line the rules refuse is answered on standard error, in the words of `--lang`, and read again.
 */
import { BOT_LEVELS, createBot, type BotLevel } from '../bots/index.js';
import { isLeft, right } from '../kernel/either.js';
import type { Seat } from '../kernel/seat.js';
import type { Seed } from '../kernel/seed.js';
import { localize, type Localized } from '../l10n/localize.js';
import { createRng, deriveSeed } from '../kernel/rng.js';
import { parseSeedText, secureSeed, seedText } from '../kernel/seed.js';
import { makeRecord, type AnyRuleset } from '../record/replay.js';
import { flag, optionsOf, text, wholeNumber, type CommandArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import { emit, type CliIo } from './io.js';
import { wordsOf } from './lang.js';
import { playWith, transcript, type Played } from './transcript.js';
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
  const seedArg = text(args, 'seed');
  const botsText = text(args, 'bots');
  // games against the bots are dealt secretly (a fresh 128-bit seed, shown in the transcript):
  // a fixed default would deal a player the same hands every time
  const parsedSeed =
    seedArg !== undefined ? parseSeedText(seedArg) : botsText !== undefined ? right(secureSeed()) : right(1);
  if (isLeft(parsedSeed)) return usageError(io, 'play', SEED_USAGE);
  const seed = parsedSeed.right;
  const deals = wholeNumber(text(args, 'deals') ?? '1', 1, 1_000_000);
  if (deals === undefined) return usageError(io, 'play', '--deals must be a whole number from 1 to 1000000');
  const level = BOT_LEVELS.find((b) => b === botsText);
  if (botsText !== undefined && level === undefined) return usageError(io, 'play', BOTS_USAGE);
  const seatText = text(args, 'seat');
  if (seatText !== undefined && level === undefined) return usageError(io, 'play', '--seat needs --bots');
  // seats as the transcript numbers them, from 1
  const seatNumber = seatText === undefined ? undefined : wholeNumber(seatText, 1, 99);
  if (seatText !== undefined && seatNumber === undefined)
    return usageError(io, 'play', `--seat must be a seat number from 1, got "${seatText}"`);
  const lines = seatNumber === undefined ? null : linesOf(io.read('-'))[Symbol.asyncIterator]();
  const json = flag(args, 'json');
  // the transcript's words; --json output is never localized
  const how = wordsOf(args, io);
  if (typeof how === 'string') return usageError(io, 'play', how);
  for (let k = 0; k < deals; k++) {
    if (k > 0 && k % DEALS_PER_PAUSE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const dealSeed = k === 0 ? seed : deriveSeed(seed, k);
    const setup = rules.setup(options, { seed: dealSeed });
    if (isLeft(setup)) return usageError(io, 'play', setup.left.message);
    const players = rules.players(setup.right);
    if (seatNumber !== undefined && seatNumber > players)
      return usageError(io, 'play', `--seat must be a seat number from 1 to ${players}, got "${seatText!}"`);
    const rng = createRng(deriveSeed(dealSeed, 0xa11));
    let played: Played;
    if (level === undefined) played = playWith(rules, setup.right, (_, legal) => legal[rng.below(legal.length)]);
    else {
      const l = localize(rules, how.locale, { players });
      const card = (c: string): string => (how.notation === 'canonical' ? c : l.short(c));
      const seats: Seats = {
        rules,
        level,
        human: seatNumber === undefined ? null : seatNumber - 1,
        lines,
        io,
        words: l,
        card,
      };
      const outcome = await playWithBots(seats, setup.right, dealSeed);
      if (outcome === 'input-ended') {
        io.err('atout play: the input ended before the game did\n');
        return EXIT.invalid;
      }
      if (typeof outcome === 'string') return usageError(io, 'play', outcome);
      played = outcome;
    }
    if (json) {
      const actions = played.actions.map((a) => rules.codec.encode(a));
      const result = rules.result(played.final)!;
      const record = makeRecord(rules, setup.right, { seed: dealSeed }, actions, { result });
      // no more deals are played while the output is not drained
      await emit(io, `${JSON.stringify(record)}\n`);
    } else {
      // the operator sees every hand: the transcript shows them, and the écart
      const lines = transcript(rules, setup.right, played.actions, {
        locale: how.locale,
        reveal: true,
        notation: how.notation,
        seed: seedText(dealSeed),
      });
      await emit(io, `${lines.join('\n')}\n\n`);
    }
  }
  return EXIT.ok;
}

/** What `--bots` and `--seat` take. */
export const BOTS_USAGE = `--bots must be one of ${BOT_LEVELS.join(', ')}`;

/** The longest input line read whole (a longer one is refused as such). */
const MAX_LINE = 4096;

/** The lines of a stream of chunks (LF or CRLF), the last one even without its newline. */
export async function* linesOf(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      yield buffer.slice(0, i).replace(/\r$/, '');
      buffer = buffer.slice(i + 1);
    }
    // a line without end is cut: what is kept stays bounded
    if (buffer.length > MAX_LINE) buffer = buffer.slice(0, MAX_LINE + 1);
  }
  buffer += decoder.decode();
  if (buffer !== '') yield buffer;
}

/** How one seat's actions are chosen: a bot's, or a person's from the lines. */
export interface Seats {
  readonly rules: AnyRuleset;
  readonly level: BotLevel;
  /** The seat read from the input (0-based), or null: bots everywhere. */
  readonly human: Seat | null;
  readonly lines: AsyncIterator<string> | null;
  readonly io: CliIo;
  readonly words: Localized;
  /** How a card is written for people (the transcript's notation). */
  readonly card: (name: string) => string;
}

/**
 * A deal (or match) played to the end by bots and, at `human`, the input: `'input-ended'` when the
 * input ends first, another string when the bot refuses (its message).
 */
export async function playWithBots(seats: Seats, initial: object, seed: Seed): Promise<Played | string> {
  const { rules } = seats;
  // one bot for every seat: each decision is seeded by the bot's seed and the seat's view
  const bot = createBot(rules, { level: seats.level, seed: deriveSeed(seed, 0xb07) });
  const actions: unknown[] = [];
  let state = initial;
  for (let actor = rules.actor(state); actor !== 'done'; actor = rules.actor(state)) {
    let action: unknown;
    if (actor === seats.human) {
      const read = await askSeat(seats, state, actor);
      if (read === undefined) return 'input-ended';
      ({ action, state } = read);
    } else {
      const chosen = bot.act(state, actor);
      if (chosen._tag === 'Left') return chosen.left.message;
      action = chosen.right;
      state = rules.applyUnchecked(state, action).state;
    }
    actions.push(action);
  }
  return { initial, actions, final: state };
}

/** The deal's view inside a match view, or the view. */
const dealView = (view: unknown): Readonly<Record<string, unknown>> => {
  const v = view as Readonly<Record<string, unknown>>;
  return typeof v['current'] === 'object' && v['current'] !== null ? (v['current'] as Record<string, unknown>) : v;
};

/** Asks the person at `seat` for an action until the rules accept one; undefined at the end of the input. */
async function askSeat(
  seats: Seats,
  state: object,
  seat: Seat,
): Promise<{ readonly action: unknown; readonly state: object } | undefined> {
  const { rules, io, words: l } = seats;
  const legal = rules.legal(state);
  const view = dealView(rules.view(state, seat));
  const names = (xs: unknown): string =>
    Array.isArray(xs) ? xs.map((c) => (typeof c === 'string' ? seats.card(c) : '?')).join(' ') : '';
  type Plays = { readonly plays?: readonly { seat: number; card: string }[]; readonly winner?: number } | undefined;
  const trick = view['trick'] as Plays;
  const tricks = view['tricks'];
  const plays = (t: Plays): string => (t?.plays ?? []).map((p) => `${l.seat(p.seat)} ${seats.card(p.card)}`).join(', ');
  const lines = [`${l.seat(seat)}: ${names(view['hand'])}`];
  // the trick in progress, or the last one and its winner when a trick starts
  const lastTrick = Array.isArray(tricks) && tricks.length > 0 ? (tricks[tricks.length - 1] as Plays) : undefined;
  if (trick?.plays !== undefined && trick.plays.length > 0) lines.push(`  ${plays(trick)}`);
  else if (lastTrick?.winner !== undefined) lines.push(`  ${plays(lastTrick)} → ${l.seat(lastTrick.winner)}`);
  legal.forEach((a, i) => lines.push(`  ${i + 1}. ${rules.codec.encode(a)}  (${l.action(a as never, seat)})`));
  io.err(`${lines.join('\n')}\n> `);
  for (;;) {
    const next = await seats.lines!.next();
    if (next.done === true) return undefined;
    const line = next.value.trim();
    if (line === '') continue;
    const picked = /^\d{1,6}$/.test(line) ? legal[Number(line) - 1] : undefined;
    if (/^\d{1,6}$/.test(line) && picked === undefined) {
      io.err(`1–${legal.length}\n> `);
      continue;
    }
    const decoded =
      picked !== undefined ? { _tag: 'Right' as const, right: picked } : rules.codec.decode(line.slice(0, MAX_LINE));
    if (decoded._tag === 'Left') {
      io.err(`${l.error(decoded.left)}\n> `);
      continue;
    }
    const step = rules.apply(state, decoded.right);
    if (step._tag === 'Left') {
      io.err(`${l.error(step.left)}\n> `);
      continue;
    }
    return { action: decoded.right, state: step.right.state };
  }
}
