/**
 * `atout/vectors`: the conformance vectors as data, the same content as the JSON files in the
 * package's `vectors/` folder: RNG outputs, deals by seed, scoring cases (Tarot, Goulash,
 * Tarabish), score-sheet cases, perft counts on positions in atout's position notation. Each
 * file has a `description` of its cases (docs/oracle.md explains how to run them).
 */
import deals from '../../vectors/deals.json';
import goulashScoresheet from '../../vectors/goulash-scoresheet.json';
import goulashScoring from '../../vectors/goulash-scoring.json';
import perft from '../../vectors/perft.json';
import rng from '../../vectors/rng.json';
import tarabishScoring from '../../vectors/tarabish-scoring.json';
import tarotScoresheet from '../../vectors/tarot-scoresheet.json';
import tarotScoring from '../../vectors/tarot-scoring.json';

export const vectors = {
  rng,
  deals,
  'tarot-scoring': tarotScoring,
  'goulash-scoring': goulashScoring,
  'tarot-scoresheet': tarotScoresheet,
  'tarabish-scoring': tarabishScoring,
  'goulash-scoresheet': goulashScoresheet,
  perft,
} as const;
