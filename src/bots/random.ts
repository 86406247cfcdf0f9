/**
 * The `random` level: uniform over the legal actions, one draw of the decision's generator.
 */
import type { Policy } from '../kernel/policy.js';

/** A uniform choice among the legal actions (one `rng.below(legal.length)`). */
export const randomPolicy: Policy = ({ legal, rng }) => rng.below(legal.length);
