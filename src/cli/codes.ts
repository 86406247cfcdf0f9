/**
 * The codes the command reports that the library does not return (its findings about a file of
 * records); docs/errors.md lists them beside the library's `RuleErrorCode`s.
 */
export const CLI_ERROR_CODES = ['input/endless', 'result/mismatch'] as const;
