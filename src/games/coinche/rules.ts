/**
 * The `coinche` ruleset: Belote contrée (docs/rules/coinche.md), Belote's auction form. This file
 * wires the contract's members to the modules of each concern: the auction (`auction.ts`), the
 * score (`contract.ts`), and Belote's card play, views' parts and sample, which Coinche builds on.
 */
import { cardPlaces } from '../../family/audit.js';
import { fourSeatRuleset } from '../../family/ruleset.js';
import type { Ruleset } from '../../kernel/ruleset.js';
import { beloteCardTraits, beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER } from '../belote/cards.js';
import { teamCardPoints } from '../belote/settle.js';
import { strainOf } from '../belote/card-play.js';
import { strainCardsPoints } from '../../family/card-play.js';
import { coincheCodec } from './codec.js';
import { coincheHistory } from './history.js';
import { setupCoinche, type CoincheDealInput } from './deal.js';
import type { CoinchePositionFacts } from './facts.js';
import { coincheRulesOptions, type CoincheRulesOptions, type CoincheRulesOptionsInput } from './options.js';
import { actor, coincheChecked, candidates, legal } from './reducer.js';
import { coincheSampleHidden } from './sample.js';
import { coincheResult, type CoincheResult } from './settle.js';
import type { CoincheAction, CoincheEvent, CoincheState } from './state.js';
import type { CoincheError, CoincheErrorCode } from './step.js';
import { coincheView, coincheViewSchema, type CoincheView } from './view.js';

/** The types of the Coinche ruleset. */
export interface CoincheTypes {
  readonly options: CoincheRulesOptions;
  readonly optionsInput: CoincheRulesOptionsInput;
  readonly state: CoincheState;
  readonly action: CoincheAction;
  readonly event: CoincheEvent;
  readonly view: CoincheView;
  readonly result: CoincheResult;
  readonly deal: CoincheDealInput;
  /** The facts of a position `setup` starts from (`{ position }`). */
  readonly position: CoinchePositionFacts;
  /** Every code the ruleset returns (`COINCHE_ERROR_CODES`). */
  readonly code: CoincheErrorCode;
  readonly error: CoincheError;
}

/**
 * The Coinche ruleset (`id: 'coinche'`): 4 players in 2 partnerships, 32 cards all dealt, an
 * auction for the contract, the FFB contrée book's rules by default.
 *
 * @example
 * const s = getOrThrow(coinche.setup({}, { seed: 7 }));
 * coinche.legal(s).map(coinche.codec.encode).slice(0, 3); // ['pass', 'capot:S', 'capot:H']
 */
export const coinche: Ruleset<CoincheTypes> = /* @__PURE__ */ fourSeatRuleset<CoincheTypes>({
  id: 'coinche',
  options: coincheRulesOptions,
  traits: {
    ...beloteCardTraits,
    // an auction is at most 3 calls a value of the grid (a bid and three passes, or fewer) plus a
    // capot, coinche and surcoinche: bounded by 4 × 120 calls; 4 announcements, 32 cards
    maxActions: () => 4 * 120 + 36,
  },
  deal: setupCoinche,
  play: { actor, legal, ...coincheChecked, candidates },
  view: coincheView,
  viewSchema: coincheViewSchema,
  result: coincheResult,
  sample: coincheSampleHidden,
  codec: coincheCodec,
  history: coincheHistory,
  audit(s) {
    const p = s.play;
    const places = cardPlaces(p);
    if (s.passedOut || s.contract === null) return { places, cardPoints: [] };
    const points = teamCardPoints(p);
    const capot = p.won[0]!.length === 32 || p.won[1]!.length === 32;
    // the contract's card points (152, 248 in tout atout with the trump values, 120 in plain sans
    // atout) and the dix de der, raised on a capot as `teamCardPoints` raises it
    const deal = strainCardsPoints(beloteDeck.cards, strainOf(p));
    return {
      places,
      cardPoints: points,
      cardPointTotal: deal + (capot ? s.options.capotPoints - CARD_POINTS_TOTAL : DIX_DE_DER),
    };
  },
});
