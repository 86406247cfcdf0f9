/** `atout/boardgame.io`: atout rulesets as boardgame.io games. */
export {
  toBoardgame,
  ACT,
  type AtoutGame,
  type BoardgameOptions,
  type BoardgameState,
  type BoardgameView,
  type SeatRefusal,
} from './game.js';
export type { Refusal, SeatUpdate, ServerKey, Viewer } from '../table.js';
