import { describe, expect, it } from 'vitest';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { bestSuit } from '../../../src/games/tarabish/heuristic.js';
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
  it('calls trump by its expected gain: the jack, nine and a third trump call, the bare jack and nine pass, a weak hand passes', () => {
    const jackNine = ['JH', '9H', '7H', '6S', '8D', '7C'];
    expect(bestSuit(jackNine.map((c) => tarabishDeck.byName.get(c)!)).suit).toBe(1);
    // seat 1 (the eldest) speaks first, having seen its first six cards
    expect(chosen(getOrThrow(rules.setup(traditional, { deal: deal({ 1: jackNine }) })))).toBe('call:H');
    // −150 + 54 (jack) + 31 (nine) + 2 × 30 (trumps) < 0: the eldest passes
    const bare = ['JH', '9H', '6S', '7S', '8D', '7C'];
    expect(chosen(getOrThrow(rules.setup(traditional, { deal: deal({ 1: bare }) })))).toBe('pass');
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

  it('calls bella with the second of the king and queen of trump', () => {
    // seat 1 holds every heart above the six, calls hearts, wins the first trick with the king
    const hearts = ['JH', '9H', 'AH', '10H', 'KH', 'QH'];
    let s = firstTrick({ 1: hearts }, ['play:KH']);
    while (rules.actor(s) !== 1) s = after(s, [chosen(s)]);
    expect(chosen(s)).toBe('play:QH+bella');
  });

  describe('believes in the voids the rules prove, the partner exception included', () => {
    /** The hands of seats 0 to 3; seat 3 has no club. */
    const HANDS = {
      // Seat 3 holds trumps (hearts).
      trumps: [
        ['8C', '6C', '9C', '8S', '9S', 'JS', 'AD', 'KD', 'QD'],
        ['AC', 'KC', 'QC', 'JC', '6S', 'QS', '9D', '10D', 'JD'],
        ['7C', '10C', 'AS', '7D', '8D', '6H', '7H', '8H', '10H'],
        ['6D', '7S', '10S', 'KS', '9H', 'JH', 'QH', 'KH', 'AH'],
      ],
      // Seat 3 holds none.
      noTrump: [
        ['8C', '6C', '9C', '8S', '9H', 'JH', 'QH', 'KH', 'AH'],
        ['AC', 'KC', 'QC', 'JC', '6S', 'QS', '9D', '10D', 'JD'],
        ['7C', '10C', 'AS', '7D', '8D', '6H', '7H', '8H', '10H'],
        ['6D', '7S', '10S', 'KS', '9S', 'JS', 'AD', 'KD', 'QD'],
      ],
    };
    /**
     * Seat 1 calls hearts and leads AC: seat 3, with no club, discards 6D while its partner wins;
     * seat 1 leads 6S and seat 2 wins it with AS. Seat 2 is to lead, with 10C the master club.
     */
    function position(partnerException: string, hands: readonly (readonly string[])[]): object {
      let s = after(getOrThrow(rules.setup({ ...traditional, partnerException }, { deal: hands })), ['call:H']);
      for (const p of ['AC', '7C', '6D', '8C', '6S', 'AS', '7S', '8S']) {
        while (rules.legal(s).some((a) => (a as { type: string }).type === 'declare')) s = after(s, [chosen(s)]);
        s = after(s, [`play:${p}`]);
      }
      return s;
    }

    it.each(['free', 'overtrump-if-trumping'])(
      "partnerException '%s': the discard shows a club void, not a trump void, so 10C is not led",
      (exception) => {
        const s = position(exception, HANDS.trumps);
        expect(rules.actor(s)).toBe(2);
        const view = rules.view(s, 2) as { inferences: readonly { voids: readonly string[] }[] };
        expect(view.inferences[3]!.voids).toEqual(['C']);
        // Seat 3 may ruff a club: seat 2 leads the lowest card of a long suit instead.
        expect(chosen(s)).toBe('play:7D');
      },
    );

    it('without the exception, the same discard shows no trump either, and the master club is led', () => {
      const s = position('off', HANDS.noTrump);
      const view = rules.view(s, 2) as { inferences: readonly { voids: readonly string[] }[] };
      expect(view.inferences[3]!.voids).toEqual(['H', 'C']);
      expect(chosen(s)).toBe('play:10C');
    });
  });
});
