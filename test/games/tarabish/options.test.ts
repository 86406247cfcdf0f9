/** Options: presets as defaults, explicit overrides, named errors for meaningless combinations. */
import { describe, expect, it } from 'vitest';
import { PRESET_DEFAULTS, parseTarabishOptions, tarabish, tarabishOptions } from '../../../src/games/tarabish/index.js';
import { isLeft, isRight } from '../../../src/kernel/index.js';
import { cliRegistry } from '../../../src/cli/registry.js';
import { runCli } from '../../../src/cli/run.js';

const resolve = (x: unknown) => parseTarabishOptions(x);

describe('options', () => {
  it('the default is the auction preset, fully resolved', () => {
    const r = resolve(undefined);
    expect(isRight(r) && r.right).toEqual(PRESET_DEFAULTS.auction);
    expect(PRESET_DEFAULTS.auction).toMatchObject({
      trumpChoice: 'auction',
      biddingCards: 3,
      allPass: 'redeal',
      melds: 'belote',
      declaration: 'before-first-trick',
      equalMelds: 'eldest',
      contract: 'reach-bid',
      bothReachTarget: 'bidder',
      lastTrickBonus: 10,
      target: 500,
      minBid: 50,
      maxBid: 300,
      coatBonus: 0,
      noTrump: false,
      partnerException: 'off',
      bellaOnBate: 'transferred',
    });
  });

  it('partnerException: three behaviours; the older true and false resolve to free and off', () => {
    expect(resolve({ partnerException: true })).toMatchObject({ right: { partnerException: 'free' } });
    expect(resolve({ partnerException: false })).toMatchObject({ right: { partnerException: 'off' } });
    for (const p of ['off', 'free', 'overtrump-if-trumping'] as const)
      expect(resolve({ partnerException: p })).toMatchObject({ right: { partnerException: p } });
    expect(tarabish.setup({ partnerException: 'sometimes' as 'off' }, { seed: 1 })).toMatchObject({
      left: { code: 'options/invalid', detail: { field: 'partnerException' } },
    });
  });

  it('the traditional preset', () => {
    const r = resolve({ preset: 'traditional' });
    expect(isRight(r) && r.right).toMatchObject({
      trumpChoice: 'call',
      biddingCards: 6,
      allPass: 'force-dealer',
      melds: 'runs',
      declaration: 'first-trick',
      equalMelds: 'nobody',
      contract: 'outscore',
      halfBait: 'half',
      bothReachTarget: 'higher',
    });
  });

  it('explicit options override the preset, and the resolved set resolves to itself', () => {
    for (const input of [
      { preset: 'traditional' as const, biddingCards: 9 as const, target: 1000 },
      { melds: 'runs' as const, dealer: 2 },
    ]) {
      const r = resolve(input);
      expect(isRight(r)).toBe(true);
      if (!isRight(r)) continue;
      expect(r.right).toMatchObject(input);
      expect(resolve(r.right)).toEqual(r);
      const s = tarabish.setup(r.right, { seed: 1 });
      expect(isRight(s) && tarabish.settings(s.right)).toEqual(r.right);
    }
  });

  const bad: [unknown, string][] = [
    [{ trumpChoice: 'call' }, 'options/reach-bid-needs-auction'],
    [{ preset: 'traditional', trumpChoice: 'auction' }, 'options/force-dealer-needs-call'],
    [{ allPass: 'force-dealer' }, 'options/force-dealer-needs-call'],
    [{ halfBait: 'whole' }, 'options/half-bait-needs-outscore'],
    [{ preset: 'traditional', minBid: 60 }, 'options/auction-only'],
    [{ preset: 'traditional', coatBonus: 100 }, 'options/auction-only'],
    [{ minBid: 200, maxBid: 100 }, 'options/bid-range'],
    [{ noTrump: true, maxBid: 140 }, 'options/bid-range'],
    [{ biddingCards: 4 }, 'options/invalid'],
    [{ minBid: 55 }, 'options/invalid'],
    [{ colour: 'red' }, 'options/invalid'],
    [{ dealer: 4 }, 'options/invalid'],
    ['auction', 'options/invalid'],
  ];
  for (const [input, code] of bad) {
    it(`${JSON.stringify(input)} → ${code}`, () => {
      const r = resolve(input);
      expect(isLeft(r) && r.left.code).toBe(code);
      const s = tarabish.setup(input as never, { seed: 1 });
      expect(isLeft(s) && s.left.code).toBe(code);
      const z = tarabishOptions.safeParse(input);
      expect(z.success).toBe(false);
    });
  }

  it('the zod schema outputs the resolved set', () => {
    expect(tarabishOptions.parse({ preset: 'traditional', noTrump: true })).toEqual({
      ...PRESET_DEFAULTS.traditional,
      noTrump: true,
    });
  });

  it('the command says what the library says: atout play tarabish --players 3', async () => {
    let err = '';
    const io = {
      out: () => undefined,
      err: (t: string) => void (err += t),
      isTTY: false,
      read: async function* () {},
    };
    expect(await runCli(['play', 'tarabish', '--players', '3'], cliRegistry, io)).toBe(2);
    const r = tarabish.setup({ players: 3 } as never, { seed: 1 });
    expect(isLeft(r) && r.left.message).toMatch(/^unknown option 'players' \(the options are preset, /);
    expect(err).toContain(isLeft(r) ? r.left.message : 'setup refused');
  });
});
