/** Saves as earlier versions of the library wrote them, for the tests that read old saves. */

/** A save of format 1, as version 1 of the library wrote it: the whole state. */
export const formatOne = (rules: { id: string; version: string }, state: object): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify({
      format: 'atout-state',
      formatVersion: 1,
      ruleset: { id: rules.id, version: rules.version },
      state,
    }),
  ) as Record<string, unknown>;
