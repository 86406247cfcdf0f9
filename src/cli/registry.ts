/** The rulesets the command knows, by id. */
import { registryOf } from '../record/replay.js';
import { rulesets } from '../games/registry.js';

export const cliRegistry = registryOf(...rulesets);
