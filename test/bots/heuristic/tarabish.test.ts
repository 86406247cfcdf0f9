import { describe, expect, it } from 'vitest';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { bestSuit } from '../../../src/bots/heuristic/tarabish.js';
import { tarabishDeck } from '../../../src/games/tarabish/cards.js';
import { tarabish } from '../../../src/games/tarabish/index.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';

const ALL = [...tarabishDeck.names.values()];
const rules = tarabish as unknown as AnyRuleset;

/** A deal (dealer 0) giving these cards first to these seats, the rest in deck order, spades last (to seat 3). */
function deal(fixed: Readonly<Record<number, readonly string[]>>): string[][] {
  const taken = new Set(Object.values(fixed).flat());
  const rest = ALL.filter((c) => !taken.has(c));
  rest.sort((a, b) => Number(a.endsWith('S')) - Number(b.endsWith('S')));
  return [0, 1, 2, 3].map((seat) => {
    const mine = [...(fixed[seat] ?? [])];
    while (mine.length < 9) mine.push(rest.shift()!);
    return mine;
  });
}

function chosen(s: object): string {
  const seat = rules.actor(s) as number;
  const legal = rules.legal(s);
  const i = heuristicPolicy(rules)({ ruleset: rules, view: rules.view(s, seat), legal, seat, rng: createRng(1) });
  return rules.codec.encode(legal[i]);
}

const after = (s: object, actions: readonly string[]): object =>
  actions.reduce((st, a) => rules.applyUnchecked(st, getOrThrow(rules.codec.decode(a))).state, s);

const traditional = { preset: 'traditional' } as const;

describe('Tarabish heuristic', () => {
  it('calls trump with the jack and nine of a suit, passes a weak hand', () => {
    const jackNine = ['JH', '9H', '6S', '7S', '8D', '7C'];
    expect(bestSuit(jackNine.map((c) => tarabishDeck.byName.get(c)!)).suit).toBe(1);
    // seat 1 (the eldest) speaks first, having seen its first six cards
    expect(chosen(getOrThrow(rules.setup(traditional, { deal: deal({ 1: jackNine }) })))).toBe('call:H');
    const weak = ['6S', '7S', '8D', '7C', '6H', '8C'];
    expect(chosen(getOrThrow(rules.setup(traditional, { deal: deal({ 1: weak }) })))).toBe('pass');
  });

  it('the dealer forced to call names the strongest suit', () => {
    const s = getOrThrow(
      rules.setup(
        { ...traditional, allPass: 'force-dealer' },
        { deal: deal({ 0: ['JD', 'AD', '10D', '6S', '7S', '7C'] }) },
      ),
    );
    expect(chosen(after(s, ['pass', 'pass', 'pass']))).toBe('call:D');
  });

  it('bids in the auction with a strong start and passes a weak one at a high bid', () => {
    const s = getOrThrow(rules.setup({}, { deal: deal({ 1: ['JH', '9H', 'AH'] }) }));
    expect(chosen(s)).toMatch(/^bid:\d+$/);
    const weak = getOrThrow(rules.setup({}, { deal: deal({ 2: ['6S', '7D', '8C'] }) }));
    expect(chosen(after(weak, ['bid:150']))).toBe('bid:pass');
  });

  it('the caller draws trumps when it holds the master trump', () => {
    // seat 1 calls hearts; declarations in the first trick (traditional preset)
    const hands = deal({ 1: ['JH', '9H', '6S', '7S', '8D', '7C', '10S'], 2: ['KS', 'AS', '8S'], 3: ['QS'], 0: ['9S'] });
    let s = after(getOrThrow(rules.setup(traditional, { deal: hands })), ['call:H']);
    // seat 1 leads: it holds the master trumps, so it draws trumps
    while (rules.legal(s).some((a) => (a as { type: string }).type === 'declare')) s = after(s, [chosen(s)]);
    expect(chosen(s)).toMatch(/^play:(JH|9H)$/);
  });

  /** Seat 1 calls hearts and the first trick goes as `plays` (each seat declaring as the heuristic does). */
  function firstTrick(fixed: Readonly<Record<number, readonly string[]>>, plays: readonly string[]): object {
    let s = after(getOrThrow(rules.setup(traditional, { deal: deal(fixed) })), ['call:H']);
    for (const p of [...plays, null]) {
      while (rules.legal(s).some((a) => (a as { type: string }).type === 'declare')) s = after(s, [chosen(s)]);
      if (p !== null) s = after(s, [p]);
    }
    return s;
  }

  it('gives points to its partner winning the trick', () => {
    const s = firstTrick({ 1: ['6S'], 2: ['AS'], 3: ['7S'], 0: ['10S', '8S'] }, ['play:6S', 'play:AS', 'play:7S']);
    expect(chosen(s)).toBe('play:10S');
  });

  it('wins as cheaply as it can (the ten, not the ace)', () => {
    const s = firstTrick({ 1: ['KS'], 2: ['6S'], 3: ['7S'], 0: ['AS', '10S'] }, ['play:KS', 'play:6S', 'play:7S']);
    expect(chosen(s)).toBe('play:10S');
  });

  it('plays low when it cannot win', () => {
    const s = firstTrick({ 1: ['AS'], 2: ['6S'], 3: ['7S'], 0: ['10S', '8S'] }, ['play:AS', 'play:6S', 'play:7S']);
    expect(chosen(s)).toBe('play:8S');
  });
});
