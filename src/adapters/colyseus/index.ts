/** `atout/colyseus`: a Colyseus room class that plays an atout ruleset. */
export {
  atoutRoom,
  resumeOptions,
  MOVE,
  type AtoutRoomClass,
  type ColyseusOptions,
  type JoinOptions,
  type ResumeOptions,
  type RoomPersistence,
  type SeatMessage,
  type ServerMessages,
} from './room.js';
export type { Refusal, SeatUpdate, ServerKey, Viewer } from '../table.js';
