// src/bots/policy.ts
import type { AnyRuleset } from '../kernel/ruleset.js';
import type { Rng } from '../kernel/rng.js';
import type { Seat } from '../kernel/seat.js';
/** What a policy may read: the seat's view, its legal actions, its seat, a generator. Nothing else. */
export interface PolicyInput {
  readonly ruleset: AnyRuleset;
  readonly view: unknown; // ruleset.view(state, seat)
  readonly legal: readonly unknown[]; // ruleset.legal(state), the seat being the actor
  readonly seat: Seat;
  readonly rng: Rng;
}
/** A policy picks one of `legal` (returns its index). */
export type Policy = (input: PolicyInput) => number;
