/** Tarabish's parts for the bots: its heuristic (heuristic.ts) and the solver's board (board.ts) in the card play. */
import { boardOf, defineGameBots } from '../../kernel/game.js';
import { TarabishBoard } from './board.js';
import { mustDeclareNow } from './declarations.js';
import { tarabishGame } from './game.js';
import { tarabishChoice } from './heuristic.js';
import type { TarabishTypes } from './rules.js';
import type { TarabishState } from './state.js';

export const tarabishBots = defineGameBots<TarabishTypes>({
  game: tarabishGame,
  heuristic: tarabishChoice,
  // A card is to be played: the play phase, and the seat to play has no declaration due first.
  board: boardOf(TarabishBoard, (s: TarabishState) =>
    s.phase !== 'play' || mustDeclareNow(s, (s.leader + s.trick.length) % 4)
      ? { refusal: 'not-card-play', phase: s.phase }
      : undefined,
  ),
});
