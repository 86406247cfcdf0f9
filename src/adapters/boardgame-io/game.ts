/**
 * `toBoardgame(ruleset, options)`: an atout ruleset (a deal or a match) as a boardgame.io `Game`.
 *
 * What boardgame.io sends a client, and how this game keeps the secrets out of it:
 * - the initial state goes to every client unfiltered (boardgame.io issue 1159): the initial `G`
 *   holds no card and no seed, only a public label; the deal's seed is derived from the label and
 *   the server's `key` (HMAC-SHA-256), so only a server holding the key can deal it;
 * - the undo and redo history (issue 399): undo is disabled, and every state a client receives has
 *   `playerView` applied and its history emptied by the framework;
 * - the move log carries each move's arguments: the one move `act` is `redact: true`, so only
 *   the seat that made it sees its arguments (a discard stays secret);
 * - `G` itself holds the match as atout's save (signed with the key) and reaches a client only
 *   through `playerView`, which is built from the ruleset's `view` (an allow-list);
 * - the move runs on the server only (`client: false`): a client does not hold the state.
 * The framework's events (`endTurn`, `endGame`, …) are disabled: the turn order is the ruleset's.
 */
import type { ActivePlayersArg, Ctx, Game, PlayerID } from 'boardgame.io';
import { isLeft, right, type Either } from '../../kernel/either.js';
import { RuleViolation } from '../../kernel/errors.js';
import type { ErrorOf, GameTypes, Ruleset } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { secureSeed, type Seed } from '../../kernel/seed.js';
import {
  derived,
  move,
  openTable,
  refusalOf,
  resumeTable,
  saveTable,
  updateFor,
  type Refusal,
  type SeatUpdate,
  type ServerKey,
  type Table,
  type Viewer,
} from '../table.js';

/** The options of `toBoardgame`. */
export interface BoardgameOptions<G extends GameTypes> {
  /**
   * The server's secret (at least 32 random bytes, the same on every server process sharing a
   * storage): it derives each match's deal from the match's public label and signs the save kept
   * in `G`. A match resumes only under the key it started with.
   */
  readonly key: ServerKey;
  /** The ruleset's options (its defaults when omitted). */
  readonly options?: G['optionsInput'];
  /**
   * One seed for every match of this game (tests, replays of a known deal); by default each match
   * deals from a fresh `secureSeed()` label under the key. It never reaches a client.
   */
  readonly seed?: Seed;
  /** The game's name in boardgame.io (its lobby and URLs); the ruleset's id by default. */
  readonly name?: string;
  /**
   * Every seat may send moves at any time (boardgame.io's `activePlayers` set to all; the default),
   * so that a move out of turn reaches the rules and is refused with `turn/not-your-turn` in the
   * sender's `G`. With false, only the seat to act is active: boardgame.io drops a move out of turn
   * before the rules see it (no state change, no message), and boardgame.io's `Step`, which plays
   * for the first active seat, can drive a seat.
   */
  readonly everySeatActive?: boolean;
}

/** A refusal and the seat it is for. */
export interface SeatRefusal {
  readonly seat: Seat;
  readonly refusal: Refusal;
}

/**
 * The boardgame.io `G` of an atout game, on the server: never sent to a client as it is (every
 * client receives `BoardgameView` from `playerView`).
 */
export interface BoardgameState<G extends GameTypes> {
  /** Public: the match's label, from which and the key the deal's seed is derived. */
  readonly label: string;
  /** The match as atout's save, signed with the key; null before the first action. */
  readonly save: string | null;
  /** The seat to act, or null once the game is over (public). */
  readonly actor: Seat | null;
  /** The result once over (public), else null. */
  readonly result: G['result'] | null;
  /** The last refusal, shown to its seat only. */
  readonly refusal: SeatRefusal | null;
}

/** What a client's `G` is: its seat's update (`SeatUpdate`) and its last refusal. */
export interface BoardgameView<G extends GameTypes> extends SeatUpdate<G> {
  /** Why this seat's last move was refused (the atout code, message and detail), else null. */
  readonly refusal: Refusal | null;
}

/** The boardgame.io `Game` of an atout ruleset: its `G` is `BoardgameState`, it takes no setup data. */
export type AtoutGame<G extends GameTypes> = Game<BoardgameState<G>, Record<string, unknown>, undefined>;

/** The one move's name: `client.moves.act(action)`, an action object or string. */
export const ACT = 'act';

const SEAT_ID = /^(0|[1-9][0-9]?)$/;
const seatOf = (id: PlayerID | null | undefined, players: number): Seat | undefined =>
  typeof id === 'string' && SEAT_ID.test(id) && Number(id) < players ? Number(id) : undefined;

/** How many tables a game keeps resumed between calls (a cache; any process can rebuild one from `G`). */
const CACHED = 512;

/**
 * An atout ruleset as a boardgame.io `Game`: one move `act` taking an atout action (an object such
 * as `{ type: 'play', card: '21T' }` or a string such as `"play:21T"`), refused with the rule
 * error in the seat's `G.refusal` (the state unchanged); the turn order from `actor`; each client's
 * `G` from `view` (`playerView`); `endIf` from `result` (`ctx.gameover` is the result);
 * `ai.enumerate` from `legal`. Matches (`tarotMatch`, …) work the same way.
 *
 * ```ts
 * import { Server } from 'boardgame.io/server';
 * const game = getOrThrow(toBoardgame(tarot, { key: process.env.ATOUT_KEY! }));
 * Server({ games: [game] }).run(8000);
 * ```
 * @returns Left with the ruleset's `options/…` or `setup/…` code when its options cannot deal.
 */
export function toBoardgame<G extends GameTypes>(
  rules: Ruleset<G>,
  options: BoardgameOptions<G>,
): Either<ErrorOf<G>, AtoutGame<G>> {
  const { key } = options;
  const trial = openTable(rules, options.options, options.seed ?? 0);
  if (isLeft(trial)) return trial;
  const players = rules.players(trial.right.state);
  const tables = new Map<string, Table<G>>();

  const remember = (id: string, table: Table<G>): Table<G> => {
    if (tables.size >= CACHED) tables.delete(tables.keys().next().value!);
    tables.set(id, table);
    return table;
  };
  const fresh = (label: string): Table<G> => {
    const t = openTable(rules, options.options, options.seed ?? derived(key, 'boardgame.io deal', label));
    if (isLeft(t)) throw new RuleViolation(t.left);
    return t.right;
  };
  /** The table of a `G`: from the cache, or dealt again from its label, or resumed from its save. */
  const tableOf = (g: BoardgameState<G>): Table<G> => {
    const id = g.save ?? `label:${g.label}`;
    const known = tables.get(id);
    if (known !== undefined) return known;
    if (g.save === null) return remember(id, fresh(g.label));
    const t = resumeTable(rules, g.save, key);
    if (isLeft(t)) throw new RuleViolation(t.left);
    return remember(id, t.right);
  };
  const stateOf = (label: string, table: Table<G>, refusal: SeatRefusal | null): BoardgameState<G> => {
    const actor = rules.actor(table.state);
    const save = table.actions.length === 0 ? null : saveTable(rules, table, key);
    if (save !== null) remember(save, table);
    return { label, save, actor: actor === 'done' ? null : actor, result: rules.result(table.state) ?? null, refusal };
  };
  const actorPos = ({ G }: { G: BoardgameState<G> }): number => G.actor ?? 0;
  // boardgame.io's ActivePlayers.ALL: every seat in the null stage (its type omits null)
  const all = { all: null } as unknown as ActivePlayersArg;

  return right({
    name: options.name ?? rules.id,
    minPlayers: players,
    maxPlayers: players,
    disableUndo: true,
    events: {
      endGame: false,
      endPhase: false,
      endTurn: false,
      setPhase: false,
      endStage: false,
      setStage: false,
      pass: false,
      setActivePlayers: false,
    },
    setup: () => {
      const label = secureSeed();
      return stateOf(label, remember(`label:${label}`, fresh(label)), null);
    },
    validateSetupData: (data: unknown, numPlayers: number) =>
      data !== undefined
        ? 'atout games take no setupData: their options are given to toBoardgame.'
        : numPlayers !== players
          ? `This game is for ${players} players.`
          : undefined,
    moves: {
      [ACT]: {
        move: ({ G, playerID }: { G: BoardgameState<G>; playerID: PlayerID }, input: unknown) => {
          const table = tableOf(G);
          const seat = seatOf(playerID, players);
          const next = move(rules, table, seat ?? playerID, input);
          if (isLeft(next)) {
            // the game as it was (its save is not written again), with the refusal for its seat
            const refusal = seat === undefined ? null : { seat, refusal: refusalOf(next.left) };
            return { label: G.label, save: G.save, actor: G.actor, result: G.result, refusal };
          }
          return stateOf(G.label, next.right, null);
        },
        client: false,
        redact: true,
        // every move is judged on the current state by submit: one sent just before another
        // seat's refusal changed the state id is still read, not dropped
        ignoreStaleStateID: true,
      },
    },
    turn: {
      order: { first: actorPos, next: ({ G }) => G.actor ?? undefined },
      endIf: ({ G, ctx }: { G: BoardgameState<G>; ctx: Ctx }) =>
        G.actor !== null && String(G.actor) !== ctx.currentPlayer,
      ...(options.everySeatActive === false ? {} : { activePlayers: all }),
    },
    endIf: ({ G }) => G.result ?? undefined,
    playerView: ({ G, playerID }): BoardgameView<G> => {
      const viewer: Viewer = seatOf(playerID, players) ?? 'spectator';
      return {
        ...updateFor(rules, tableOf(G), viewer),
        refusal: G.refusal !== null && G.refusal.seat === viewer ? G.refusal.refusal : null,
      };
    },
    ai: {
      enumerate: (G: BoardgameState<G> | BoardgameView<G>, _ctx: Ctx, playerID: PlayerID) => {
        const seat = seatOf(playerID, players);
        // On a client, G is the seat's view (its legal actions); on the server, the whole game.
        const legal =
          'legal' in G ? G.legal : seat !== undefined && G.actor === seat ? rules.legal(tableOf(G).state) : [];
        return legal.map((a) => ({ move: ACT, args: [a] }));
      },
    },
  });
}
