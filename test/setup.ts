/**
 * fast-check runs from a fixed seed by default so that `npm test` is reproducible (a failure in CI
 * is a failure anyone can replay). Set FC_SEED to another number, or to `random`, to explore more
 * of the space; `npm run test:long` uses random seeds.
 */
import fc from 'fast-check';

const env = process.env['FC_SEED'] ?? (process.env['ATOUT_LONG'] ? 'random' : '20261129');
if (env !== 'random') fc.configureGlobal({ seed: Number(env) });
