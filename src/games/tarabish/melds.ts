/**
 * Tarabish melds: the Belote family's melds (`src/family/melds.ts`: which melds a hand holds, their
 * values under the styles `'belote'` and `'runs'`, which is best, which team scores), re-exported,
 * and the notation used in declarations (`run3-KH`, `four-J`).
 */
import { formatCard, parseCard } from '../../kernel/card.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { FOUR_RANKS, isMeld, type Meld } from '../../family/melds.js';
import { RANKS, tarabishDeck } from './cards.js';

export {
  bestMeld,
  compareMelds,
  declarableSelections,
  isMeld,
  MAX_DECLARED,
  meldCards,
  meldsHeld,
  meldValue,
  meldValues,
  meldWinner,
  runEnds,
  teamMeldPoints,
  type Meld,
  type MeldStyle,
} from '../../family/melds.js';

/** `run3-KH` (length and top card), `four-J`; parse is the exact inverse and never throws. */
export function formatMeld(m: Meld): string {
  if (m.kind === 'four') return `four-${RANKS[m.rank] ?? '?'}`;
  const top = tarabishDeck.names.has(m.top) ? formatCard(tarabishDeck, m.top) : '?';
  return `run${m.length}-${top}`;
}

const badMeld = (text: string, why: string): RuleError<'notation/bad-meld'> =>
  ruleError(
    'notation/bad-meld',
    `"${text}" is not a meld: ${why} Melds are written run3-KH (length and top card) or four-J.`,
    { text },
  );

/**
 * Parses `run<3..9>-<top card>` or `four-<J|9|A|10|K|Q>`; exactly the melds `isMeld` accepts under some style.
 * @returns Left `notation/bad-meld` or `notation/no-such-meld`.
 */
export function parseMeld(text: string): Either<RuleError<'notation/bad-meld' | 'notation/no-such-meld'>, Meld> {
  if (typeof text !== 'string' || text.length > 12)
    return left(badMeld(typeof text === 'string' ? text.slice(0, 16) : typeof text, 'not a short string.'));
  const four = /^four-(.+)$/.exec(text);
  if (four) {
    const rank = RANKS.indexOf(four[1] as (typeof RANKS)[number]);
    if (rank < 0) return left(badMeld(text, 'unknown rank.'));
    if (!FOUR_RANKS.includes(rank)) {
      return left(
        ruleError('notation/no-such-meld', `Four ${RANKS[rank]}s are not a meld (only J, 9, A, 10, K, Q).`, { text }),
      );
    }
    return right({ kind: 'four', rank });
  }
  const run = /^run([1-9])-(.+)$/.exec(text);
  if (!run) return left(badMeld(text, 'unknown kind.'));
  const length = Number(run[1]);
  const top = parseCard(tarabishDeck, run[2]);
  if (top._tag === 'Left') return left(badMeld(text, 'unknown top card.'));
  const meld: Meld = { kind: 'run', length, top: top.right };
  if (!isMeld(meld, 'belote')) {
    return left(
      ruleError(
        'notation/no-such-meld',
        `No run of ${length} cards has ${run[2]} on top (runs are 3 to 9 cards, A K Q J 10 9 8 7 6).`,
        { text },
      ),
    );
  }
  return right(meld);
}
