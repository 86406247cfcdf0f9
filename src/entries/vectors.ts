/**
 * The conformance vectors as data, the same content as the JSON files in the
 * package's `vectors/` folder: RNG outputs, deals by seed (32-bit and 128-bit seeds), sub-seed
 * derivation, deals made as at the table and first dealers chosen by cutting, scoring cases (Tarot, Goulash, Tarabish), score-sheet cases, perft counts on
 * positions in atout's position notation, sample records. Each file has a `description` of its
 * cases (docs/oracle.md explains how to run them).
 *
 * @module atout/vectors
 */
import cardPoints from '../../vectors/card-points.json' with { type: 'json' };
import deals from '../../vectors/deals.json' with { type: 'json' };
import derive from '../../vectors/derive.json' with { type: 'json' };
import goulashScoresheet from '../../vectors/goulash-scoresheet.json' with { type: 'json' };
import goulashScoring from '../../vectors/goulash-scoring.json' with { type: 'json' };
import legal from '../../vectors/legal.json' with { type: 'json' };
import oracle from '../../vectors/oracle.json' with { type: 'json' };
import perft from '../../vectors/perft.json' with { type: 'json' };
import records from '../../vectors/records.json' with { type: 'json' };
import rng from '../../vectors/rng.json' with { type: 'json' };
import tableDeals from '../../vectors/table-deals.json' with { type: 'json' };
import tarabishScoring from '../../vectors/tarabish-scoring.json' with { type: 'json' };
import tarotScoresheet from '../../vectors/tarot-scoresheet.json' with { type: 'json' };
import tarotScoring from '../../vectors/tarot-scoring.json' with { type: 'json' };
import tricks from '../../vectors/tricks.json' with { type: 'json' };

/** Every vector file by name (`vectors.rng`, `vectors.perft`, …), each with its `description`. */
export const vectors = {
  rng,
  deals,
  'table-deals': tableDeals,
  derive,
  'tarot-scoring': tarotScoring,
  'goulash-scoring': goulashScoring,
  'tarot-scoresheet': tarotScoresheet,
  'tarabish-scoring': tarabishScoring,
  'goulash-scoresheet': goulashScoresheet,
  legal,
  tricks,
  'card-points': cardPoints,
  records,
  perft,
  oracle,
} as const;
