/**
 * The bots' error codes (`createBot` and its `act`).
 */
export const BOT_ERROR_CODES = [
  'bot/bad-options',
  'bot/bad-seat',
  'bot/not-your-turn',
  'bot/deal-over',
  'bot/no-world',
] as const;

/** A code a bot returns. */
export type BotErrorCode = Extract<(typeof BOT_ERROR_CODES)[number], string>;
