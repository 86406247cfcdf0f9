import { describe, expect, it } from 'vitest';
import { createBot, parseBotOptions } from '../../src/bots/index.js';
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
  it('plays every ruleset (and the Whist example) with legal actions, deterministically (a deal to its end, 150 actions of a match)', () => {
    for (const rules of [...rulesets, whist as never]) {
      const play = (seed: number): string[] => {
        const bot = createBot(rules, { level: 'random', seed });
        let s = getOrThrow(rules.setup({}, { seed: 7 })) as object;
        const out: string[] = [];
        for (let i = 0; i < 150 && rules.actor(s) !== 'done'; i++) {
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
