/** Seats are numbered 0..n-1 in playing order: the next seat is the one who plays next. */
export type Seat = number;

/** One value per seat, indexed by seat number. */
export type BySeat<T> = readonly T[];

/** The seat after `seat` in playing order. */
export const nextSeat = (seat: Seat, players: number): Seat => (seat + 1) % players;
/** The seat `k` places after `seat` in playing order (k may be negative). */
export const seatAfter = (seat: Seat, k: number, players: number): Seat => (((seat + k) % players) + players) % players;

/** Whether a value is a seat of a game of `players` players. */
export const isSeat = (x: unknown, players: number): x is Seat =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < players;

/**
 * A seat as people read it, in the English messages of errors: seats count from 1 in text for
 * people (seat 0 is "Player 1", as `localize` names it), from 0 in data (`detail`, JSON).
 */
export const playerName = (seat: Seat): string => `Player ${seat + 1}`;

/** An action counted for people: the action at index `i` of a list is "action i + 1". */
export const actionNumber = (index: number): string => `action ${index + 1}`;

/** A partnership of a four-seat game (team t: seats t and t + 2) as people read it: "Player 1 and Player 3". */
export const teamName = (team: number): string => `${playerName(team)} and ${playerName(team + 2)}`;
