/**
 * The Belote family's playout steps on a card-play core (`FamilyTable`, table.ts): the same random
 * choices as the public API, the k-th action of `legal` with k = rng.below(legal.length): each
 * allowed card, then a card that may carry a call (bella, belote, rebelote) a second time with it;
 * a seat that announces before its first card first chooses among its announcements (the game's
 * `announce`, which draws from the same `rng`). Tarabish's and Belote's playouts (and Coinche's,
 * on Belote's) are these steps with the game's announcements and its settlement.
 */
import { popcount } from '../kernel/cardset.js';
import type { Rng } from '../kernel/rng.js';
import type { Seat } from '../kernel/seat.js';
import { belowOf, rngState } from '../kernel/sfc32.js';
import type { Meld } from './melds.js';
import { PAIR_CALL, type FamilyTable } from './table.js';

/** A seat's announcement chosen at random among the legal ones, as `legal` lists them. */
export type Announce = (seat: number) => readonly Meld[];

/**
 * The game's announcements in a state as `Announce`: a seat's announcement drawn from `rng` among
 * `legal(seat)`, the legal announcements sorted as `legal` lists them (by action id); before its
 * first card the seat's hand is still the state's.
 */
export const drawAnnouncement =
  (legal: (seat: number) => readonly (readonly Meld[])[], rng: Rng): Announce =>
  (seat) => {
    const options = legal(seat);
    return options[rng.below(options.length)]!;
  };

/**
 * Plays on `table` `steps` random actions (all, by default). `declarations` holds the
 * announcements made, `undeclared` the seats still to announce before their first card (a bit per
 * seat); returns the seats still to announce. `full`: play each card with `play` (what `undo` and
 * the inferences need kept), else `advance`.
 */
export function playSteps(
  table: FamilyTable,
  rng: Rng,
  announce: Announce,
  declarations: (readonly Meld[] | null)[],
  undeclared: number,
  steps = Infinity,
  full = true,
): number {
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  for (let n = 0; n < steps && !table.over(); n++) {
    const seat = table.seat();
    if ((undeclared >> seat) & 1) {
      declarations[seat] = announce(seat);
      undeclared &= ~(1 << seat);
      continue;
    }
    const plays = table.decide();
    const calls = table.callBits();
    const x = table.actionCard(
      st !== undefined ? belowOf(st, plays + popcount(calls)) : rng.below(plays + popcount(calls)),
      calls,
    );
    const card = x & ~PAIR_CALL;
    if (full) table.play(card, x !== card);
    else table.advance(card, x !== card);
  }
  return undeclared;
}

/**
 * Plays a loaded `table` to the end with random legal choices: card by card while seats must
 * still announce, then the table's own loop (`playToEnd`) when `rng` is an sfc32 generator.
 */
export function playToTheEnd(
  table: FamilyTable,
  rng: Rng,
  announce: Announce,
  declarations: (readonly Meld[] | null)[],
  undeclared: number,
): void {
  const st = rngState(rng);
  if (st === undefined) playSteps(table, rng, announce, declarations, undeclared, Infinity, false);
  else {
    while (undeclared !== 0 && !table.over())
      undeclared = playSteps(table, rng, announce, declarations, undeclared, 1, false);
    table.playToEnd(st);
  }
}

/** A game's declarations as its playout draws them. */
export interface PlayoutDeclarations<S, M> {
  /** The legal declarations of `seat` in `s`: moves of declaration (each with its `melds`). */
  readonly legal: (s: S, seat: Seat) => M[];
  /** A move's action id: `legal` lists moves by it. */
  readonly moveId: (m: M) => number;
  /** Whether `seat` must declare before its first card in `s` (the game's rule). */
  readonly mustNow: (s: S, seat: Seat) => boolean;
}

/** The game's declarations in `s` drawn from `rng` (`drawAnnouncement`): the `announce` of `playSteps`. */
export const declarationsIn = <S, M extends object>(d: PlayoutDeclarations<S, M>, s: S, rng: Rng): Announce =>
  drawAnnouncement(
    (seat) =>
      d
        .legal(s, seat)
        .sort((x, y) => d.moveId(x) - d.moveId(y))
        .map((m) => (m as { readonly melds: readonly Meld[] }).melds),
    rng,
  );

/** The seats that must still declare before their first card in `s`, a bit per seat: `playSteps`'s `undeclared`. */
export function undeclaredIn<S>(d: Pick<PlayoutDeclarations<S, unknown>, 'mustNow'>, s: S): number {
  let undeclared = 0;
  for (let seat = 0; seat < 4; seat++) if (d.mustNow(s, seat)) undeclared |= 1 << seat;
  return undeclared;
}

/**
 * Plays the state `s` loaded on `table` to the end with random legal choices (`playToTheEnd`), each
 * seat that must first declaring as `d` draws it; the declarations made, those of `s` first.
 */
export function playDeclaring<
  S extends { readonly declarations: readonly (readonly Meld[] | null)[] },
  M extends object,
>(table: FamilyTable, d: PlayoutDeclarations<S, M>, s: S, rng: Rng): (readonly Meld[] | null)[] {
  const declarations = s.declarations.slice();
  playToTheEnd(table, rng, declarationsIn(d, s, rng), declarations, undeclaredIn(d, s));
  return declarations;
}
