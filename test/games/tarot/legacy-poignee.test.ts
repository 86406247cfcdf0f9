/**
 * Records of format 1 wrote a poignée as one action naming every card shown
 * (`poignee:21T-20T-…`, poignée convention 1). Two records made by atout before the change (a
 * 4-player deal from an explicit deal, a 3-player match whose poignée uses the Excuse) still replay
 * and validate their claimed results; the old string stands for the announcement and each card
 * shown, applied as one record action; `decode` refuses it, so a client cannot send it.
 */
import { describe, expect, it } from 'vitest';
import records from './fixtures/format1-poignee-records.json';
import { tarot } from '../../../src/games/tarot/index.js';
import { tarotMatch } from '../../../src/games/tarot/match.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { isLeft } from '../../../src/kernel/index.js';
import { makeRecord, registryOf, replay, validate } from '../../../src/record/index.js';

const registry = registryOf(tarot, tarotMatch);
const legacy = (actions: readonly string[]): string[] =>
  actions.filter((t) => t.startsWith('poignee:') && t.includes('-'));

describe('format-1 records with a one-string poignée', () => {
  it('both records are of format 1 and hold an old poignée string', () => {
    expect(records.map((r) => r.formatVersion)).toEqual([1, 1]);
    for (const r of records) expect(legacy(r.actions)).toHaveLength(1);
  });

  for (const record of records) {
    it(`${record.ruleset.id}: replays and validates its claimed result`, () => {
      const v = validate(record, registry);
      if (isLeft(v)) throw new Error(JSON.stringify(v.left));
      const i = record.actions.indexOf(legacy(record.actions)[0]!);
      const step = v.right.steps[i]!;
      const cards = legacy(record.actions)[0]!.slice('poignee:'.length).split('-');
      // One record action: the announcement, then a public `trump-shown` per card, then the whole poignée.
      const types = step.events.map((e) => (e as { type: string }).type);
      expect(types).toEqual(['poignee-announced', ...cards.map(() => 'trump-shown'), 'poignee']);
      expect(step.events.at(-1)).toMatchObject({ type: 'poignee', cards });
    });
  }

  it('the same game written today (one action per card shown) replays to the same state', () => {
    const record = records[0]!;
    const old = replay(record, registry);
    if (isLeft(old)) throw new Error(old.left.code);
    const actions = record.actions.flatMap((t) => {
      if (!legacy([t]).length) return [t];
      const cards = t.slice('poignee:'.length).split('-');
      return ['poignee:simple', ...cards.map((c) => `show:${c}`)];
    });
    const fresh = makeRecord(tarot, old.right.state as TarotState, { deal: record.deal.explicit as never }, actions);
    const now = replay(fresh, registry);
    if (isLeft(now)) throw new Error(now.left.code);
    expect(now.right.state).toEqual(old.right.state);
    expect(now.right.result).toEqual(record.result);
  });

  it('decode refuses the old string; a wrong count or a card not held is refused with its code and index', () => {
    const old = legacy(records[0]!.actions)[0]!;
    const decoded = tarot.codec.decode(old);
    expect(isLeft(decoded) && decoded.left.code).toBe('action/malformed');
    const i = records[0]!.actions.indexOf(old);
    const { result: _claimed, ...unclaimed } = records[0]!;
    const withActions = (text: string) => ({ ...unclaimed, actions: [...records[0]!.actions.slice(0, i), text] });
    const short = replay(withActions(old.replace('-11T', '')), registry);
    expect(isLeft(short) && [short.left.code, short.left.index]).toEqual(['record/bad-action', i]);
    const notHeld = replay(withActions(old.replace('11T', '10T')), registry);
    expect(isLeft(notHeld) && [notHeld.left.code, notHeld.left.index]).toEqual(['poignee/not-held', i]);
  });
});
