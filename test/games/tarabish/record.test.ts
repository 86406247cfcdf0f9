/** Records: a Tarabish record stores the preset and every option value and replays under them. */
import { describe, expect, it } from 'vitest';
import { PRESET_DEFAULTS, tarabish, type TarabishState } from '../../../src/games/tarabish/index.js';
import { getOrThrow, isLeft, isRight } from '../../../src/kernel/index.js';
import { makeRecord, registryOf, replay, type AnyRuleset } from '../../../src/record/index.js';
import { act, deal, fillDeal, finish, legalTexts } from './helpers.js';

const registry = registryOf(tarabish as unknown as AnyRuleset);

function playedRecord(options: object, hands: string[]) {
  const start = deal(hands, options as never);
  const actions: string[] = [];
  let s: TarabishState = start;
  const first = (l: readonly string[]): string =>
    l.find((t) => t.startsWith('bid:5')) ??
    l.find((t) => t === 'declare:four-J') ??
    l.find((t) => t.startsWith('declare:') && t !== 'declare:') ??
    l[0]!;
  while (tarabish.actor(s) !== 'done') {
    const t = first(legalTexts(s));
    actions.push(t);
    s = act(s, t);
  }
  return {
    record: makeRecord(tarabish, start, { deal: hands.map((h) => h.split(' ')) }, actions, {
      result: tarabish.result(s)!,
    }),
    final: s,
  };
}

describe('tarabish records', () => {
  const hands = fillDeal([{ cards: '' }, { cards: 'JS JH JD JC' }, { cards: '' }, { cards: '' }]);

  it('store the preset and every resolved option, and replay to the same result', () => {
    const { record, final } = playedRecord({}, hands);
    expect(record.ruleset.options).toEqual(PRESET_DEFAULTS.auction);
    expect(Object.keys(record.ruleset.options).sort()).toEqual(Object.keys(PRESET_DEFAULTS.traditional).sort());
    const r = replay(record, registry);
    expect(isRight(r) && r.right.result).toEqual(tarabish.result(final));
    expect(record.actions).toContain('declare:four-J');
  });

  it('a record under another preset is refused at the first action that preset forbids, with its code', () => {
    const { record } = playedRecord({}, hands);
    const traditional = replay(
      { ...record, ruleset: { ...record.ruleset, options: PRESET_DEFAULTS.traditional } },
      registry,
    );
    expect(isLeft(traditional) && [traditional.left.index, traditional.left.code]).toEqual([0, 'phase/wrong-phase']);
    // runs only: the four jacks declared at action 5 (after 4 bids and trump) become illegal
    const runs = replay(
      { ...record, ruleset: { ...record.ruleset, options: { ...record.ruleset.options, melds: 'runs' } } },
      registry,
    );
    const at = record.actions.indexOf('declare:four-J');
    expect(isLeft(runs) && [runs.left.index, runs.left.code]).toEqual([at, 'declare/no-fours']);
  });

  it('a traditional record replays; seeded deals too', () => {
    const { record } = playedRecord({ preset: 'traditional' }, hands);
    expect(record.ruleset.options).toMatchObject({ preset: 'traditional', trumpChoice: 'call' });
    expect(isRight(replay(record, registry))).toBe(true);
    const start = getOrThrow(tarabish.setup({ preset: 'traditional' }, { seed: 12 }));
    const end = finish(start);
    const actions: string[] = [];
    let s = start;
    while (tarabish.actor(s) !== 'done') {
      const t = legalTexts(s)[0]!;
      actions.push(t);
      s = act(s, t);
    }
    const rec = makeRecord(tarabish, start, { seed: 12 }, actions);
    const r = replay(rec, registry);
    expect(isRight(r) && r.right.result).toEqual(tarabish.result(end));
  });
});
