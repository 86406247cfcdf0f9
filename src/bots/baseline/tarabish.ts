/**
 * THE BASELINE (frozen): the Tarabish heuristic of atout 0.1 (commit ac728f6), kept
 * unchanged as the fixed opponent of every tournament (`level: 'baseline'`, docs/bots.md, "The
 * baseline").
 *
 * The current Tarabish player (src/games/tarabish/heuristic.ts, its card play the Belote family's
 * `playCosts` of src/family/heuristic.ts) still chooses every action as 0.1 did, so the baseline is
 * that player rather than a second copy of it. The fingerprint of test/bots/baseline/frozen.test.ts
 * proves it: a change to the Tarabish or the family heuristic that fails it must first bring 0.1's
 * player back into this file (`git log -p -- src/bots/baseline/tarabish.ts` has it in full).
 */
export { tarabishChoice as baselineTarabishChoice } from '../../games/tarabish/heuristic.js';
