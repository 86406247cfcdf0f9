/**
 * `atout/vectors`: the conformance vectors as data (the same content as the JSON files in the
 * package's `vectors/` folder): RNG outputs, deals by seed, legal-move positions, trick winners,
 * scoring cases, perft counts and sample records with their results.
 */
import { buildVectors } from '../vectors/build.js';

export const vectors = buildVectors();
export { buildVectors };
