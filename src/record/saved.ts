/**
 * Save and resume: a state as versioned JSON, for a server that stores a deal in a database.
 * `deserialize` refuses another ruleset, another rules version (naming both) and a state whose
 * cards are not each in exactly one place; it never throws.
 */
import { isLeft, left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';
import { parseJson } from './guard.js';

/** The `format` field of a saved state. */
export const STATE_FORMAT = 'atout-state';
/** The saved-state format version this library reads and writes. */
export const STATE_FORMAT_VERSION = 1;

/**
 * A state as versioned JSON text (ruleset id and version included), for a server's database.
 * Resume it with `deserialize`.
 */
export function serialize<G extends GameTypes>(rules: Ruleset<G>, state: G['state']): string {
  return JSON.stringify({
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    ruleset: { id: rules.id, version: rules.version },
    state,
  });
}

/**
 * Reads a state saved by `serialize`. Refuses malformed text (`input/...`, `state/malformed`),
 * another format version, another ruleset (`state/wrong-ruleset`), another rules version
 * (`record/bad-version`) and a state whose cards are not each in exactly one place
 * (`state/corrupt`). Never throws.
 */
export function deserialize<G extends GameTypes>(rules: Ruleset<G>, text: unknown): Either<RuleError, G['state']> {
  const parsed = parseJson(text, { maxString: 4096, maxNodes: 100_000, maxDepth: 32 });
  if (isLeft(parsed)) return parsed;
  const v = parsed.right as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || v['format'] !== STATE_FORMAT)
    return left(ruleError('state/malformed', 'This is not a saved atout state.'));
  if (v['formatVersion'] !== STATE_FORMAT_VERSION)
    return left(
      ruleError(
        'state/bad-format-version',
        `Saved-state format version ${String(v['formatVersion'])} is not supported (this library reads ${STATE_FORMAT_VERSION}).`,
      ),
    );
  const rs = v['ruleset'] as Record<string, unknown> | undefined;
  if (typeof rs !== 'object' || rs === null || rs['id'] !== rules.id) {
    return left(ruleError('state/wrong-ruleset', `The saved state is for "${String(rs?.['id'])}", not "${rules.id}".`));
  }
  if (rs['version'] !== rules.version) {
    return left(
      ruleError(
        'record/bad-version',
        `The state was saved under ${rules.id} rules version ${String(rs['version'])}; this library plays version ${rules.version}. It is not resumed under other rules.`,
        { savedVersion: rs['version'], libraryVersion: rules.version },
      ),
    );
  }
  const state = v['state'];
  if (typeof state !== 'object' || state === null)
    return left(ruleError('state/malformed', 'The saved state has no state.'));
  try {
    const s = state as G['state'];
    const places = rules.audit(s).places;
    const seen = new Set<number>();
    for (const cards of Object.values(places)) {
      for (const c of cards) {
        if (seen.has(c) || !rules.traits.deck.names.has(c))
          return left(ruleError('state/corrupt', 'The saved state is corrupt: a card is missing or duplicated.'));
        seen.add(c);
      }
    }
    if (seen.size !== rules.traits.deck.cards.length)
      return left(ruleError('state/corrupt', 'The saved state is corrupt: a card is missing or duplicated.'));
    const actor = rules.actor(s);
    if (actor !== 'done' && !(Number.isInteger(actor) && actor >= 0 && actor < rules.players(s))) {
      return left(ruleError('state/corrupt', 'The saved state is corrupt: no valid seat to act.'));
    }
    rules.legal(s);
    rules.viewSchema.parse(rules.view(s, 'spectator'));
    return right(s);
  } catch {
    return left(ruleError('state/corrupt', 'The saved state is corrupt and cannot be resumed.'));
  }
}
