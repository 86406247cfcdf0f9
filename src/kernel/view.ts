/** Helpers for player views and event audiences. */
import type { Audience, GameEvent } from './ruleset.js';
import type { Seat } from './seat.js';

/** Whether an event with this audience may reach this seat (or a spectator). */
export const visibleTo = (audience: Audience, seat: Seat | 'spectator'): boolean =>
  audience === 'all' || (seat !== 'spectator' && audience.includes(seat));

/** The events one seat (or a spectator) may receive. */
export const eventsFor = <E extends GameEvent>(events: readonly E[], seat: Seat | 'spectator'): E[] =>
  events.filter((e) => visibleTo(e.audience, seat));
