import { describe, expect, it } from 'vitest';
import { demo } from '../../src/cli/demo.js';
import { goulashDemo } from '../../src/cli/demos/tarot.js';

describe('the demo (`npm start`)', () => {
  it('plays one deal of each of Tarot, Goulash and Tarabish, with their scores', () => {
    const text = demo(1);
    // each game's transcript starts with its title line
    const titles = text.split('\n').filter((l) => /^[^\s:]+[^:]*, seed 1[,;]/.test(l));
    expect(titles.map((t) => t.split(',')[0])).toEqual(['French Tarot', 'Goulash (French Tarot', 'Tarabish']);
    expect(text.match(/^ {2}scores: /gm)).toHaveLength(2);
    expect(demo(2)).not.toBe(text);
  });

  it('a Goulash deal: no bidding, 18 tricks, each seat its card points (91 in all)', () => {
    for (const seed of [1, 2, 3]) {
      const text = goulashDemo(seed);
      expect(text).toBe(goulashDemo(seed));
      expect(text).not.toContain(' bids ');
      expect(text.match(/^ {2}trick +\d+:/gm)).toHaveLength(18);
      const points = /card points: seat 0 ([\d.]+), seat 1 ([\d.]+), seat 2 ([\d.]+), seat 3 ([\d.]+)/.exec(text);
      expect(points!.slice(1).reduce((a, p) => a + Number(p), 0)).toBe(91);
    }
  });
});
