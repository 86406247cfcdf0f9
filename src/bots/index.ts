/**
 * Bots for empty seats (`createBot`), at three levels: `random`, `heuristic`, `pimc`.
 */
export { createBot, botOptionsSchema, parseBotOptions, BOT_LEVELS, DEFAULT_WORLDS } from './bot.js';
export type { Bot, BotLevel, BotOptions, BotOptionsInput } from './bot.js';
export { BOT_ERROR_CODES, type BotErrorCode } from './codes.js';
export type { Policy, PolicyInput } from '../kernel/policy.js';
export { heuristicPolicy } from './heuristic/index.js';
export { solveMany, type SolveManyOptions } from './solve-many.js';
export { solve, type ActionValue, type Solution, type SolveOptions } from './solve.js';
export { SolverTables } from './solver/table.js';
export { SOLVE_ERROR_CODES, type SolveErrorCode } from './solver/codes.js';
