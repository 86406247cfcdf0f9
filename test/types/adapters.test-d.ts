/**
 * Type tests of the game-server adapters, checked by `tsc --noEmit -p tsconfig.json` like every
 * `*.test-d.ts`: a client's `G` and a room's `update` carry the ruleset's own view, action and
 * result types, no `any`; the options are the ruleset's.
 */
import { expectTypeOf } from 'vitest';
import type { Either } from 'atout';
import { toBoardgame, type AtoutGame, type BoardgameView } from 'atout/boardgame.io';
import { atoutRoom, type AtoutRoomClass, type SeatUpdate } from 'atout/colyseus';
import { tarot, tarotMatch, type TarotAction, type TarotError, type TarotTypes, type TarotView } from 'atout/tarot';

const key = 'k';
expectTypeOf(toBoardgame(tarot, { key })).toEqualTypeOf<Either<TarotError, AtoutGame<TarotTypes>>>();
expectTypeOf(atoutRoom(tarot, { key })).toEqualTypeOf<Either<TarotError, AtoutRoomClass>>();
expectTypeOf<BoardgameView<TarotTypes>['view']>().toEqualTypeOf<TarotView>();
expectTypeOf<BoardgameView<TarotTypes>['legal']>().toEqualTypeOf<readonly TarotAction[]>();
expectTypeOf<SeatUpdate<TarotTypes>['legal']>().toEqualTypeOf<readonly TarotAction[]>();
expectTypeOf<BoardgameView<TarotTypes>['view']>().not.toBeAny();
// a match works the same way
toBoardgame(tarotMatch, { key, options: { deals: 3 } });
// @ts-expect-error an option the ruleset does not have
toBoardgame(tarot, { key, options: { deals: 3 } });
// @ts-expect-error a bot level that does not exist
atoutRoom(tarot, { key, botLevel: 'genius' });
