/**
 * Coinche position notation (see `kernel/position.ts` for the frame): a position is written as the
 * deal that leads to it and the actions played since, the way a game score records a game, and is
 * read back by replaying them (every action checked by the rules):
 *
 *     coinche dealer=0 | hands 7S 8S 9S 10S AS KS JC 7D / … / … / … | actions bid:90H pass pass pass play:JH
 *
 * `hands` each seat's eight cards, in the order dealt; `actions` the auction's calls and the card
 * play's actions in order (action notation; the section is left out before the first). The head
 * always shows `dealer`, then any option that differs from its default.
 *
 * A deal set up from a position (`setup(options, { position })`) is written as its facts, told by
 * its section `won`, and read back through `setup`: `contract` the taker, the bid (a value or
 * `capot`), the strain, and `coinche <seat>`, `surcoinche <seat>` when said; then the card play's
 * sections as in Belote's facts form (`announced`, `hands`, `won`, `trick`, `to`, `calls`,
 * `voids`, `ceilings`):
 *
 *     coinche dealer=0 | contract 1 90 H coinche 2 | hands … / … / … / … | won … / … | trick 1:AS | to 2
 */
import type { Card } from '../../kernel/card.js';
import { isLeft, left, type Either } from '../../kernel/either.js';
import type { PositionErrorCode } from '../../kernel/codes.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { rebuild, writeHead, type PositionNotation } from '../../kernel/position.js';
import { beloteDeck } from '../belote/cards.js';
import { coincheHistory } from './history.js';
import { COINCHE_RULES_DEFAULTS, parseCoincheRulesOptions } from './options.js';
import { coinche } from './rules.js';
import type { CoincheState } from './state.js';
import type { CoinchePositionFacts } from './facts.js';
import { cardPlaySections, readPosition, refusedFacts } from '../belote/position.js';
import { factsOfState } from '../belote/facts.js';
import { fromPosition } from '../belote/state.js';

const SECTIONS = ['contract', 'announced', 'hands', 'won', 'trick', 'to', 'calls', 'voids', 'ceilings', 'actions'];
const name = (c: Card): string => beloteDeck.names.get(c)!;

/** The position of a state: its deal as dealt and the actions since (a deal set up from facts: its facts now). */
export function formatCoinchePosition(s: CoincheState): string {
  const head = writeHead(coinche.id, s.options, COINCHE_RULES_DEFAULTS, ['dealer']);
  const c = s.contract;
  if (fromPosition(s.play) && c !== null && s.play.trump !== null) {
    const f = factsOfState(s.play, c.taker, s.play.trump);
    const doubled = [
      ...(c.coinche === null ? [] : [`coinche ${c.coinche}`]),
      ...(c.surcoinche === null ? [] : [`surcoinche ${c.surcoinche}`]),
    ];
    const contract = ['contract', c.taker, c.bid, c.strain, ...doubled].join(' ');
    return [head, contract, ...cardPlaySections(f, s.options.announcements, s.play.phase === 'done')].join(' | ');
  }
  const h = coincheHistory(s);
  const actions = h._tag === 'Right' ? h.right.actions : [];
  const parts = [head, `hands ${s.play.dealt.hands.map((hand) => hand.map(name).join(' ')).join(' / ')}`];
  if (actions.length > 0) parts.push(`actions ${actions.join(' ')}`);
  return parts.join(' | ');
}

/** Reads a Coinche position (Belote's `readPosition`): from facts, the contract section besides the card play's. */
export const parseCoinchePosition = (
  text: unknown,
): Either<RuleError<PositionErrorCode | `options/${string}`>, CoincheState> =>
  readPosition(text, {
    id: coinche.id,
    name: 'Coinche',
    sections: SECTIONS,
    parseOptions: parseCoincheRulesOptions,
    fromFacts: (sections, f, options) => {
      const m = /^([0-3]) (\d+|capot) ([A-Z]{1,2})(?: coinche ([0-3]))?(?: surcoinche ([0-3]))?$/.exec(
        sections.get('contract') ?? '',
      );
      if (!m)
        return left(
          ruleError(
            'position/malformed',
            'The section contract is the taker, the bid and the strain, then coinche and surcoinche.',
          ),
        );
      const contract = {
        taker: Number(m[1]),
        bid: m[2] === 'capot' ? 'capot' : Number(m[2]),
        strain: m[3],
        coinche: m[4] === undefined ? null : Number(m[4]),
        surcoinche: m[5] === undefined ? null : Number(m[5]),
      };
      const state = coinche.setup(options, { position: { ...f, contract } as CoinchePositionFacts });
      return isLeft(state) ? left(refusedFacts(state.left)) : state;
    },
    dealSections: ['hands'],
    fromDeal: (_sections, hands, actions, options) => rebuild(coinche, options, { hands }, actions),
    format: formatCoinchePosition,
  });

/** The Coinche position notation, for the registry's `positionNotations`. */
export const coinchePosition: PositionNotation<CoincheState, PositionErrorCode | `options/${string}`> = {
  format: formatCoinchePosition,
  parse: parseCoinchePosition,
};
