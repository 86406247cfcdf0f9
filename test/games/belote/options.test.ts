/** Belote's options: the FFB's defaults, each option's values, and the refusals. */
import { describe, expect, it } from 'vitest';
import { BELOTE_DEFAULTS, belote, beloteMatch, parseBeloteOptions } from '../../../src/games/belote/index.js';

describe('belote options', () => {
  it('the defaults are the FFB rules of docs/rules/belote.md', () => {
    expect(parseBeloteOptions({})).toEqual({ _tag: 'Right', right: BELOTE_DEFAULTS });
    expect(BELOTE_DEFAULTS).toMatchObject({
      packets: '3-2',
      secondRound: 'any-suit',
      allPass: 'next-dealer',
      partnerException: 'free',
      undertrump: 'required',
      announcements: false,
      litige: 'held',
      capotPoints: 252,
      rounding: 'none',
    });
  });

  it('the resolved set reads back as itself', () => {
    const o = belote.options.parse({ announcements: true, sharedCards: true, litige: 'made' });
    expect(belote.options.parse(o)).toEqual(o);
  });

  it('refuses an unknown option, a bad value, and announcement options without announcements', () => {
    const unknown = parseBeloteOptions({ preset: 'x' });
    expect(unknown._tag === 'Left' && unknown.left.code).toBe('options/invalid');
    const bad = parseBeloteOptions({ capotPoints: 260 });
    expect(bad._tag === 'Left' && bad.left.code).toBe('options/invalid');
    const lone = parseBeloteOptions({ sharedCards: true });
    expect(lone._tag === 'Left' && lone.left.code).toBe('options/needs-announcements');
    expect(parseBeloteOptions({ sharedCards: false })._tag).toBe('Right');
  });

  it('the match: target 1000 and no deal limit by default; its own options refused on a deal', () => {
    expect(beloteMatch.options.parse({})).toMatchObject({ target: 1000, deals: null });
    expect(parseBeloteOptions({ target: 501 })._tag).toBe('Left');
    expect(beloteMatch.options.safeParse({ held: 10 }).success).toBe(false);
  });
});
