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
