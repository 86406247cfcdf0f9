/**
 * `atout/vectors`: conformance data for other implementations (golden RNG outputs and deals, …).
 * The same data is shipped as JSON files in the package's `vectors/` folder.
 */
import { DEAL_ALGORITHM } from '../kernel/deal.js';
import { RNG_ALGORITHM } from '../kernel/rng.js';

export const rngVectors = {
  algorithm: RNG_ALGORITHM,
  deal: DEAL_ALGORITHM,
  outputs: [
    { seed: 0, first: [591558436, 2737234123, 107644106, 1338548054, 2499804003, 2743868851] },
    { seed: 1, first: [792534090, 3215351813, 160231488, 1151041103, 1990438114, 272676157] },
    { seed: 42, first: [2476999517, 2284424721, 914527439, 3398404915, 1005869237, 3374281156] },
    { seed: 4294967295, first: [401775837, 815230463, 1635982147, 2773186149, 285779518, 3244976120] },
  ],
} as const;
