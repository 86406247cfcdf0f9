/**
 * The wire leak check shared by the server adapters' tests: every message a client's socket
 * receives is searched for every card its seat may not know at that moment.
 *
 * What a seat may know is computed apart from what it received: the cards named in the honest
 * `view` of the server's true state for that seat, and in the events it may see, accumulated since
 * the deal began (a card once shown stays known). A message is split into words (letters and digits)
 * and every word that names a card of the deck outside that set is a leak. The seed of the deal
 * must not appear either.
 */
import { eventsFor, type AnyRuleset, type Seat } from '../../src/index.js';

/**
 * The words of a text: its runs of letters, digits, `_` and `-` (`play:21T` → `play`, `21T`): a
 * random id such as a socket's `JC_c0Rg…` is one word, not the card `JC`.
 */
export const wordsOf = (text: string): string[] => text.split(/[^0-9A-Za-z_-]+/).filter((w) => w !== '');

/** The card names in a JSON value (every string's words that name a card of the deck). */
export function cardsIn(rules: AnyRuleset, value: unknown): Set<string> {
  const names = new Set(rules.traits.deck.byName.keys());
  return new Set(wordsOf(JSON.stringify(value) ?? '').filter((w) => names.has(w)));
}

/** What one seat (or a spectator) may know, accumulated over a deal. */
export class Knowledge {
  private readonly known = new Set<string>();
  constructor(
    private readonly rules: AnyRuleset,
    private readonly seat: Seat | 'spectator',
  ) {}

  /** Adds what the seat may know in `state` (its honest view and, when it is to act, its legal actions) and from `events`. */
  learn(state: object, events: readonly { readonly type: string; readonly audience: 'all' | readonly Seat[] }[]): void {
    for (const c of cardsIn(this.rules, this.rules.view(state, this.seat))) this.known.add(c);
    for (const c of cardsIn(this.rules, eventsFor(events, this.seat))) this.known.add(c);
    // the actions it may choose among (a Tarot king to call names a card, not where it is)
    if (this.rules.actor(state) === this.seat)
      for (const c of cardsIn(this.rules, this.rules.legal(state))) this.known.add(c);
  }

  /** The cards of `text` the seat may not know: empty when nothing leaked. */
  leaks(text: string): string[] {
    const names = this.rules.traits.deck.byName;
    return wordsOf(text).filter((w) => names.has(w) && !this.known.has(w));
  }
}

/** Counts of what a leak check looked at, to prove it looked. */
export interface LeakTally {
  messages: number;
  deals: number;
  leaks: string[];
  /** Server restarts made mid-deal. */
  restarts: number;
  /** Illegal and out-of-turn moves sent during the deals (their refusals checked with the rest). */
  refusals: number;
}

export const newTally = (): LeakTally => ({ messages: 0, deals: 0, leaks: [], restarts: 0, refusals: 0 });

/** Checks captured messages against a seat's knowledge and a secret that must never appear. */
export function check(
  tally: LeakTally,
  who: string,
  knowledge: Knowledge,
  messages: readonly string[],
  secrets: readonly string[],
): void {
  for (const m of messages) {
    tally.messages++;
    const found = knowledge.leaks(m);
    if (found.length > 0) tally.leaks.push(`${who}: ${found.join(' ')} in ${m.slice(0, 200)}`);
    for (const s of secrets) if (m.includes(s)) tally.leaks.push(`${who}: secret ${s} in ${m.slice(0, 200)}`);
  }
}

/**
 * Waits until `ok()` holds, polling; rejects after `ms` (a wait, not a speed bound: long enough for
 * a loaded machine, where the suite runs beside every other test file).
 */
export async function until(ok: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** A card of the seat's hand (`view.hand`) whose play is not among its legal actions, as an action string. */
export function wrongPlay(rules: AnyRuleset, view: object, legal: readonly unknown[]): string | undefined {
  const hand = (view as { hand?: unknown }).hand;
  const allowed = new Set(legal.map((a) => rules.codec.encode(a)));
  return Array.isArray(hand) ? hand.map((c) => `play:${String(c)}`).find((t) => !allowed.has(t)) : undefined;
}
