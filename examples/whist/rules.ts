/**
 * The Whist ruleset: the contract's members wired to the modules of this folder. No rule logic
 * lives here.
 */
import type { Ruleset } from 'atout';
import { checkedSample } from 'atout/kernel';
import { whistDeck } from './cards.js';
import { whistCodec } from './codec.js';
import { setup } from './deal.js';
import { whistOptions, type WhistOptions, type WhistOptionsInput } from './options.js';
import { fastPlayout } from './playout.js';
import { actor, apply, applyUnchecked, candidates, explain, explainFor, legal } from './reducer.js';
import { sampleHidden } from './sample.js';
import { audit, score } from './scoring.js';
import {
  PLAYERS,
  TRICKS,
  type WhistAction,
  type WhistDeal,
  type WhistEvent,
  type WhistResult,
  type WhistState,
} from './state.js';
import { view, whistViewSchema, type WhistView } from './view.js';

/** The types of the Whist ruleset. */
export interface WhistTypes {
  readonly options: WhistOptions;
  readonly optionsInput: WhistOptionsInput;
  readonly state: WhistState;
  readonly action: WhistAction;
  readonly event: WhistEvent;
  readonly view: WhistView;
  readonly result: WhistResult;
  readonly deal: WhistDeal;
}

/** Plain Whist, four players in two partnerships (see docs/adding-a-game.md for the rules). */
export const whist: Ruleset<WhistTypes> = {
  id: 'whist',
  version: '1',
  options: whistOptions,
  traits: {
    players: [PLAYERS],
    deck: whistDeck,
    // Whist counts tricks, not card points: the audit reports tricks per side, which add up to 13.
    cardPointTotal: () => TRICKS,
    // Only the side over its book scores: the scores do not add up to a constant.
    scoreSum: null,
    maxActions: () => PLAYERS * TRICKS,
  },
  setup,
  actor,
  legal,
  apply,
  applyUnchecked,
  explain,
  explainFor,
  view,
  viewSchema: whistViewSchema,
  result: (s) => (actor(s) === 'done' ? score(s.tricks) : undefined),
  // the seat and the seed checked first (turn/bad-seat, setup/bad-seed), as in every shipped game
  sampleHidden: checkedSample(() => PLAYERS, sampleHidden),
  codec: whistCodec,
  players: () => PLAYERS,
  settings: (s) => s.options,
  fastPlayout: () => ({ play: fastPlayout }),
  audit,
  candidates,
};
