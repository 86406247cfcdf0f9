import { describe, expect, it } from 'vitest';
import { createBot, parseBotOptions } from '../../src/bots/index.js';
import { bestIndex, isCardPlay, judge, pimcEvaluate } from '../../src/bots/pimc.js';
import { rulesets } from '../../src/games/registry.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { makeWhist } from '../support/whist.js';

const whist = makeWhist();

describe('createBot: options', () => {
  it('refuses bad options with bot/bad-options, naming the field (strict: unknown keys too)', () => {
    for (const bad of [
      {},
      { level: 'genius', seed: 1 },
      { level: 'random', seed: -1 },
      { level: 'random', seed: 'ABC' },
      { level: 'random', seed: 1, worlds: 0 },
      { level: 'random', seed: 1, wolds: 3 },
      null,
    ]) {
      const p = parseBotOptions(bad);
      expect(p._tag, JSON.stringify(bad)).toBe('Left');
      if (p._tag === 'Left') expect(p.left.code).toBe('bot/bad-options');
      const bot = createBot(rulesets[0]!, bad as never);
      expect(bot.act(getOrThrow(rulesets[0]!.setup({}, { seed: 1 })), 0)).toMatchObject({
        _tag: 'Left',
        left: { code: 'bot/bad-options' },
      });
    }
    expect(parseBotOptions({ level: 'random', seed: 'ab'.repeat(16) })).toMatchObject({
      _tag: 'Right',
      right: { worlds: 20 },
    });
  });
});

describe('createBot: random', () => {
  it('plays every ruleset (and the Whist example) with legal actions, deterministically (a deal to its end, 60 actions of a match)', () => {
    for (const rules of [...rulesets, whist as never]) {
      const play = (seed: number): string[] => {
        const bot = createBot(rules, { level: 'random', seed });
        let s = getOrThrow(rules.setup({}, { seed: 7 })) as object;
        const out: string[] = [];
        for (let i = 0; i < (rules.id.endsWith('-match') ? 60 : 400) && rules.actor(s) !== 'done'; i++) {
          const seat = rules.actor(s) as number;
          const a = getOrThrow(bot.act(s, seat));
          out.push(rules.codec.encode(a));
          s = getOrThrow(rules.apply(s, a)).state;
        }
        if (!rules.id.endsWith('-match')) expect(rules.actor(s), rules.id).toBe('done');
        return out;
      };
      expect(play(1), rules.id).toEqual(play(1));
      expect(play(1), rules.id).not.toEqual(play(2));
    }
  });

  it('refuses a seat that is not to act, a value that is not a seat, a finished deal', () => {
    const rules = rulesets[0]!;
    const bot = createBot(rules, { level: 'random', seed: 3 });
    let s = getOrThrow(rules.setup({}, { seed: 7 })) as object;
    const actor = rules.actor(s) as number;
    expect(bot.act(s, (actor + 1) % 4)).toMatchObject({ left: { code: 'bot/not-your-turn' } });
    expect(bot.act(s, 9)).toMatchObject({ left: { code: 'bot/bad-seat' } });
    expect(bot.act(s, 'x' as never)).toMatchObject({ left: { code: 'bot/bad-seat' } });
    while (rules.actor(s) !== 'done')
      s = getOrThrow(rules.apply(s, getOrThrow(bot.act(s, rules.actor(s) as number)))).state;
    expect(bot.act(s, 0)).toMatchObject({ left: { code: 'bot/deal-over' } });
  });
});

describe('PIMC', () => {
  const rules = rulesets.find((r) => r.id === 'tarabish')!;
  /** A card-play state of Tarabish where the seat to act has several cards to choose from. */
  function cardPlay(): object {
    const h = createBot(rules, { level: 'heuristic', seed: 1 });
    let s = getOrThrow(rules.setup({}, { seed: 21 })) as object;
    while (!(isCardPlay(rules, rules.legal(s)) && rules.legal(s).length > 2))
      s = getOrThrow(rules.apply(s, getOrThrow(h.act(s, rules.actor(s) as number)))).state as object;
    return s;
  }

  it('a node budget cuts whole worlds, deterministically; a time budget plays at least one world', () => {
    const s = cardPlay();
    const seat = rules.actor(s) as number;
    const legal = rules.legal(s);
    const base = { worlds: 6, nodes: undefined, timeMs: undefined, rollout: undefined, otherPhases: () => 0 };
    const all = getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, base));
    expect(all).toMatchObject({ worlds: 6, nodes: 6 * legal.length });
    const cut = getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, { ...base, nodes: 2 * legal.length + 1 }));
    expect(cut).toMatchObject({ worlds: 2, nodes: 2 * legal.length });
    expect(getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, { ...base, nodes: 2 * legal.length + 1 }))).toEqual(cut);
    expect(getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, { ...base, nodes: 1 })).worlds).toBe(1);
    expect(getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, { ...base, timeMs: 1e-9 })).worlds).toBe(1);
    // the first two worlds are the same worlds whatever the budget
    const two = getOrThrow(pimcEvaluate(rules, s, seat, legal, 3, { ...base, worlds: 2 }));
    expect(two.values).toEqual(cut.values);
  });

  it('judges a deal by the score for the seat against the others, and breaks ties by the lowest index', () => {
    expect(judge({ scores: [30, -10, -10, -10], annulled: false }, 0)).toBe(40);
    expect(judge({ scores: [30, -10, -10, -10], annulled: false }, 1)).toBeCloseTo(-10 - 10 / 3, 9);
    expect(judge({ scores: [120, 40, 120, 40], annulled: false }, 1)).toBeCloseTo(40 - 280 / 3, 9);
    expect(bestIndex([1, 3, 3, 2])).toBe(1);
  });

  it('acts in a match on its current deal, and refuses with bot/no-world nothing it can sample', () => {
    const match = rulesets.find((r) => r.id === 'tarabish-match')!;
    const s = getOrThrow(match.setup({}, { seed: 4 })) as object;
    const bot = createBot(match, { level: 'pimc', seed: 1, worlds: 2 });
    const a = getOrThrow(bot.act(s, match.actor(s) as number));
    expect(match.apply(s, a)._tag).toBe('Right');
    const failing = { ...rules, sampleHidden: () => ({ _tag: 'Left', left: { code: 'sample/no-world' } }) } as never;
    const s2 = cardPlay();
    expect(createBot(failing, { level: 'pimc', seed: 1 }).act(s2, rules.actor(s2) as number)).toMatchObject({
      left: { code: 'bot/no-world', detail: { cause: 'sample/no-world' } },
    });
  });
});
