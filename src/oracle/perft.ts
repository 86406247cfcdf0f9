/**
 * perft: counting legal action sequences, the standard cross-check between rule implementations
 * (borrowed from chess engines). Convention: `perft(rules, state, depth)` counts the legal action
 * sequences of length `depth` from `state`, where a sequence that ends the deal earlier counts once
 * (the deal is over, there is nothing more to play). `countToEnd` counts every legal sequence to the
 * end of the deal, memoised on the state, in bigint.
 */
import type { GameTypes, Ruleset } from '../kernel/ruleset.js';

/** A perft count: the total and the count under each first action. */
export interface PerftResult {
  /** The number of legal action sequences. */
  readonly nodes: bigint;
  /** Per first action (codec string), in legal order. */
  readonly divide: readonly { readonly action: string; readonly nodes: bigint }[];
}

function count<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], depth: number): bigint {
  if (depth === 0 || rules.actor(state) === 'done') return 1n;
  let n = 0n;
  for (const a of rules.legal(state)) n += count(rules, rules.applyUnchecked(state, a).state, depth - 1);
  return n;
}

/**
 * Counts the legal action sequences of length `depth` from `state` (a sequence that ends the
 * deal earlier counts once), with the count per first action. Throws a RangeError for a
 * negative or fractional depth.
 *
 * ```ts
 * perft(tarot, getOrThrow(tarot.setup({ players: 4 }, { seed: 1 })), 2).nodes; // bigint
 * ```
 */
export function perft<G extends GameTypes>(rules: Ruleset<G>, state: G['state'], depth: number): PerftResult {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError('perft depth must be a non-negative integer');
  if (depth === 0 || rules.actor(state) === 'done') return { nodes: 1n, divide: [] };
  const divide = rules.legal(state).map((a) => ({
    action: rules.codec.encode(a),
    nodes: count(rules, rules.applyUnchecked(state, a).state, depth - 1),
  }));
  return { nodes: divide.reduce((s, d) => s + d.nodes, 0n), divide };
}

/**
 * Every legal action sequence from `state` to the end of the deal. States are memoised by `key`
 * (JSON by default; a ruleset may supply a canonical key). `limit` bounds the number of distinct
 * states visited; past it a RangeError is thrown (endgames only).
 */
export function countToEnd<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  options: { readonly key?: (s: G['state']) => string; readonly limit?: number } = {},
): bigint {
  const key = options.key ?? ((s: G['state']) => JSON.stringify(s));
  const limit = options.limit ?? 2_000_000;
  const memo = new Map<string, bigint>();
  const go = (s: G['state']): bigint => {
    if (rules.actor(s) === 'done') return 1n;
    const k = key(s);
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    let n = 0n;
    for (const a of rules.legal(s)) n += go(rules.applyUnchecked(s, a).state);
    if (memo.size >= limit) throw new RangeError(`countToEnd visited more than ${limit} states: not an endgame`);
    memo.set(k, n);
    return n;
  };
  return go(state);
}

/** A perft count within a node budget, with the number of states it visited. */
export interface BoundedPerft extends PerftResult {
  /** The states visited (one per action applied): at most the budget. */
  readonly visited: number;
}

/**
 * `perft` within a budget of `maxVisits` states visited (one per action applied, whatever the
 * depth): the count, or undefined as soon as the budget would be exceeded, so that a request for
 * a deep count from an untrusted client ends after a bounded amount of work. The same counting
 * convention as `perft`, which this equals whenever the budget suffices (tested).
 */
export function perftWithin<G extends GameTypes>(
  rules: Ruleset<G>,
  state: G['state'],
  depth: number,
  maxVisits: number,
): BoundedPerft | undefined {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError('perft depth must be a non-negative integer');
  let visited = 0;
  const go = (s: G['state'], d: number): bigint | undefined => {
    if (d === 0 || rules.actor(s) === 'done') return 1n;
    let n = 0n;
    for (const a of rules.legal(s)) {
      if (++visited > maxVisits) return undefined;
      const sub = go(rules.applyUnchecked(s, a).state, d - 1);
      if (sub === undefined) return undefined;
      n += sub;
    }
    return n;
  };
  if (depth === 0 || rules.actor(state) === 'done') return { nodes: 1n, divide: [], visited: 0 };
  const divide: { action: string; nodes: bigint }[] = [];
  for (const a of rules.legal(state)) {
    if (++visited > maxVisits) return undefined;
    const nodes = go(rules.applyUnchecked(state, a).state, depth - 1);
    if (nodes === undefined) return undefined;
    divide.push({ action: rules.codec.encode(a), nodes });
  }
  return { nodes: divide.reduce((s, d) => s + d.nodes, 0n), divide, visited };
}
