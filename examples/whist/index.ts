/** Plain Whist, written against atout's public entry points only. */
export { whist, type WhistTypes } from './rules.js';
export { whistDeck, SUITS, RANKS } from './cards.js';
export { whistOptions, type WhistOptions, type WhistOptionsInput } from './options.js';
export type { WhistAction, WhistDeal, WhistEvent, WhistResult, WhistState } from './state.js';
export { whistViewSchema, type WhistView } from './view.js';
export { whistCodec, whistActionSchema } from './codec.js';
export { whistGame } from './game.js';
export { BOOK } from './scoring.js';
