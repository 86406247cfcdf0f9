import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import { createRng, isRight } from '../../../src/kernel/index.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { act, hand, legalTexts, makeDeal, playOut, refusal, run, start, takerLeadsTrumps } from './helpers.js';

const CH = '1C 2C 3C 4C 5C 6C';
const PASS3 = ['bid:pass', 'bid:pass', 'bid:pass'];
const classic = (r: ReturnType<typeof tarot.result>) => {
  if (r === undefined || r.annulled || r.mode !== 'classic') throw new Error('expected a played classic deal');
  return r;
};
/** Discards the chien again (its cards are plain in these deals). */
const ecartOfChien = (chien: readonly string[]) => chien.map((c) => `discard:${c}`);
/** Plays the first legal card, keeping `card` as long as anything else is legal. */
const keep =
  (card: string) =>
  (s: TarotState): string | undefined => {
    if (s.phase !== 'play') return undefined;
    const legal = legalTexts(s).filter((t) => t.startsWith('play:'));
    const other = legal.find((t) => t !== `play:${card}`);
    return other ?? legal[0];
  };

describe('chelem (FFT p.6) and petit au bout (FFT p.7)', () => {
  const slam = makeDeal(
    4,
    ['', '1T EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T', '2T 3T', '4T 5T'],
    CH,
  );
  const setupSlam = (announce: boolean): TarotState =>
    run(start({}, slam), ['bid:garde', ...PASS3, ...ecartOfChien(slam.chien), `chelem:${announce ? 'yes' : 'no'}`]);

  it('announced and made, the Excuse led to the last trick wins it, the 1T au bout in the penultimate trick', () => {
    const s = playOut(setupSlam(true), takerLeadsTrumps(1));
    expect(s.tricks[16]!.cards[0]).toBe(tarot.traits.deck.byName.get('1T'));
    expect(s.tricks[17]!.winner).toBe(1);
    const r = classic(tarot.result(s));
    expect(r.facts).toMatchObject({
      chelem: 'taker',
      chelemAnnounced: true,
      petitAuBout: 'taker',
      oudlers: 3,
      points2: 182,
    });
    expect(r.breakdown).toMatchObject({ contractScore: 160, petitAuBout: 20, chelem: 400, marque: 580 });
    expect(r.scores).toEqual([-580, 1740, -580, -580]);
  });

  it('made without an announcement: +200; the announcer leads only when announcing', () => {
    const s0 = setupSlam(false);
    expect(s0.leader).toBe(1); // seat 1 is also the eldest here
    const r = classic(tarot.result(playOut(s0, takerLeadsTrumps(1))));
    expect(r.breakdown.chelem).toBe(200);
  });

  it('the announcer leads first even when not the eldest', () => {
    const d = makeDeal(
      4,
      ['', '', '1T EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T', '2T 3T 4T 5T'],
      CH,
    );
    const s = run(start({}, d), [
      'bid:pass',
      'bid:garde',
      'bid:pass',
      'bid:pass',
      ...ecartOfChien(d.chien),
      'chelem:yes',
    ]);
    expect(s.leader).toBe(2);
    expect(tarot.actor(s)).toBe(2);
  });

  it('announced and failed: -200', () => {
    const d = makeDeal(
      4,
      ['', 'EX 1T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T', '21T 2T', '4T 3T'],
      CH,
    );
    const s = run(start({}, d), ['bid:garde', ...PASS3, ...ecartOfChien(d.chien), 'chelem:yes']);
    const end = playOut(s, takerLeadsTrumps(1));
    const r = classic(tarot.result(end));
    expect(r.facts.chelem).toBeNull();
    expect(r.breakdown.chelem).toBe(-200);
    expect(end.tricks.some((t) => t.winner !== 1)).toBe(true);
  });

  it('the Excuse led to the last trick by a side that lost a trick does not win it', () => {
    const d = makeDeal(
      4,
      ['', 'EX 1T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T', '21T 2T', '4T 3T'],
      CH,
    );
    const s = run(start({}, d), ['bid:garde', ...PASS3, ...ecartOfChien(d.chien), 'chelem:no']);
    // The taker follows with his highest trump; he leads trumps down, then the 1T, then the Excuse.
    const end = playOut(s, (st) => {
      if (st.phase !== 'play' || (st.leader + st.trick.length) % 4 !== 1) return undefined;
      if (st.trick.length === 0) return takerLeadsTrumps(1)(st);
      const trumps = legalTexts(st).filter((t) => /^play:\d+T$/.test(t) && t !== 'play:1T');
      return trumps[trumps.length - 1];
    });
    expect(end.tricks[0]!.winner).toBe(2);
    expect(end.tricks[17]!.cards[0]).toBe(tarot.traits.deck.byName.get('EX'));
    expect(end.tricks[17]!.winner).not.toBe(1);
    const r = classic(tarot.result(end));
    expect(r.facts).toMatchObject({ oudlers: 1, petitAuBout: null, chelem: null });
  });

  it('petit au bout in the last trick, won by the taker', () => {
    const d = makeDeal(
      4,
      ['', '1T 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T', '2T 3T', '4T EX'],
      CH,
    );
    const s = run(start({}, d), ['bid:prise', ...PASS3, ...ecartOfChien(d.chien), 'chelem:no']);
    const end = playOut(
      s,
      (st) =>
        takerLeadsTrumps(1)(st) ??
        (st.phase === 'play' && hand(st, 3).includes('EX') && st.leader !== 3 ? keep('EX')(st) : undefined),
    );
    const r = classic(tarot.result(end));
    expect(end.tricks[17]!.cards).toContain(tarot.traits.deck.byName.get('1T'));
    expect(r.facts.petitAuBout).toBe('taker');
    expect(r.breakdown.petitAuBout).toBe(10);
    // The defender kept the Excuse to the last trick: it goes to that trick's winner (docs/rules/tarot.md).
    expect(end.tricks[17]!.cards).toContain(tarot.traits.deck.byName.get('EX'));
    expect(r.facts.chelem).toBe('taker');
    expect(r.facts.points2).toBe(182);
  });

  // The defence wins every trick: seat 3 holds the 18 top trumps; seat 2 (defence) keeps the Excuse to the last trick.
  const defence = makeDeal(4, [
    '',
    '1T 2T 3T',
    'EX',
    '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T',
  ]);
  const defencePlay = (excuseLastTrick: 'to-winner' | 'to-opponents') => {
    const s = run(start({ excuseLastTrick }, defence), ['bid:garde-sans', ...PASS3, 'chelem:no']);
    return playOut(s, (st) => {
      const seat = (st.leader + st.trick.length) % 4;
      if (st.phase !== 'play') return undefined;
      if (seat === 2) return keep('EX')(st);
      if (seat === 1) return keep('1T')(st);
      return undefined;
    });
  };

  it('a defence chelem: -200 more', () => {
    const end = defencePlay('to-winner');
    const r = classic(tarot.result(end));
    expect(end.tricks.every((t) => t.winner === 3)).toBe(true);
    expect(r.facts).toMatchObject({ chelem: 'defence', chelemAnnounced: false });
    expect(r.breakdown.chelem).toBe(-200);
    expect(r.scores[1]).toBe(3 * r.breakdown.marque);
  });

  it('the Excuse of a side that wins no trick: the same split at the end (owner 4, winners 0.5)', () => {
    // Seat 1 takes a garde contre (the chien counts for the defence), leads the Excuse and wins nothing.
    const d = makeDeal(
      4,
      ['', 'EX 1T 2T', '', '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T'],
      CH,
    );
    let s = run(start({}, d), ['bid:garde-contre', ...PASS3, 'chelem:no']);
    s = playOut(act(s, 'play:EX').state);
    const r = classic(tarot.result(s));
    expect(s.tricks.every((t) => t.winner !== 1)).toBe(true);
    expect(r.facts.points2).toBe(8);
    expect(r.facts.oudlers).toBe(1);
    expect(r.cardPoints).toEqual([4, 87]);
  });

  it('the Excuse on the last trick: to its winner (default) or to the other camp', () => {
    const toWinner = classic(tarot.result(defencePlay('to-winner')));
    const toOpponents = classic(tarot.result(defencePlay('to-opponents')));
    // The Excuse's own side won the last trick: it stays there, or changes camp.
    expect(toOpponents.facts.points2 - toWinner.facts.points2).toBe(9);
    expect(toOpponents.facts.oudlers - toWinner.facts.oudlers).toBe(1);
  });
});

describe('poignée (FFT p.7): announced, then shown one trump at a time from the highest down', () => {
  // Seat 1 (eldest, first to play): 9 trumps and the Excuse; seat 2: 10 trumps and the Excuse.
  const d = makeDeal(4, ['', 'EX 21T 20T 19T 18T 17T 16T 15T 14T 13T', '12T 11T 10T 9T 8T 7T 6T 5T 4T 3T', '2T 1T']);
  const d2 = makeDeal(4, ['', '21T 20T 19T 18T 17T 16T 15T 14T 13T', 'EX 12T 11T 10T 9T 8T 7T 6T 5T 4T 3T', '2T 1T']);
  const toPlay = (deal = d) =>
    run(start({}, deal), ['bid:pass', 'bid:pass', 'bid:garde-contre', 'bid:pass', 'chelem:no']);
  const shows = (s: TarotState) => legalTexts(s).filter((t) => t.startsWith('show:'));
  const SIMPLE_EX = ['21T', '20T', '19T', '18T', '17T', '16T', '15T', '14T', '13T', 'EX'];

  it('the Excuse completes a poignée only with exactly one trump less than the size; it is shown last', () => {
    let s = toPlay();
    expect(legalTexts(s).filter((t) => t.startsWith('poignee:'))).toEqual(['poignee:simple']);
    const announced = act(s, 'poignee:simple');
    expect(announced.events).toEqual([{ type: 'poignee-announced', audience: 'all', seat: 1, size: 'simple' }]);
    s = announced.state;
    // Nine trumps for ten cards: every trump, from the highest down, then the Excuse; one choice each time.
    for (const [i, card] of SIMPLE_EX.entries()) {
      expect(shows(s)).toEqual([`show:${card}`]);
      expect(legalTexts(s)).toEqual([`show:${card}`]); // nothing else until the poignée is complete
      expect(refusal(s, 'play:13T').code).toBe('poignee/incomplete');
      expect(tarot.view(s, 3).poignees[0]!.cards).toEqual(SIMPLE_EX.slice(0, i)); // public as it is shown
      if (card !== 'EX') expect(refusal(s, 'show:EX').code).toBe('poignee/out-of-order');
      const step = act(s, `show:${card}`);
      expect(step.events[0]).toEqual({ type: 'trump-shown', audience: 'all', seat: 1, card });
      s = step.state;
    }
    expect(tarot.view(s, 3).poignees).toEqual([{ seat: 1, size: 'simple', cards: SIMPLE_EX }]);
    expect(tarot.actor(s)).toBe(1); // the same player now plays his first card
    expect(legalTexts(s).every((t) => t.startsWith('play:'))).toBe(true);
    expect(refusal(s, 'poignee:simple').code).toBe('poignee/already-shown');
    expect(refusal(s, 'show:12T').code).toBe('poignee/not-announced');
  });

  it('the last card shown completes the poignée: one `poignee` event with every card', () => {
    let s = act(toPlay(), 'poignee:simple').state;
    let last: readonly unknown[] = [];
    for (const card of SIMPLE_EX) {
      const step = act(s, `show:${card}`);
      s = step.state;
      last = step.events;
    }
    expect(last).toContainEqual({ type: 'poignee', audience: 'all', seat: 1, size: 'simple', cards: SIMPLE_EX });
  });

  it('with ten trumps the Excuse may not be shown; false, out-of-order and uncompletable shows are refused', () => {
    let s = toPlay(d2);
    s = act(s, 'play:21T').state; // seat 1 plays without showing
    expect(refusal(s, 'show:12T').code).toBe('poignee/not-announced');
    expect(refusal(s, 'poignee:double').code).toBe('poignee/too-few-trumps');
    expect(legalTexts(s)).toContain('poignee:simple');
    s = act(s, 'poignee:simple').state;
    expect(refusal(s, 'show:EX').code).toBe('poignee/excuse-not-allowed');
    expect(refusal(s, 'show:21T').code).toBe('poignee/not-held');
    expect(refusal(s, 'show:KS').code).toBe('poignee/not-trump');
    expect(refusal(s, 'show:11T').code).toBe('poignee/cannot-complete'); // only 8 trumps below it, 9 needed
    expect(refusal(s, 'play:12T').code).toBe('poignee/incomplete');
    expect(shows(s)).toEqual(['show:12T']);
    s = act(s, 'show:12T').state;
    expect(refusal(s, 'show:12T').code).toBe('poignee/duplicate-card');
    s = run(s, ['show:11T', 'show:10T']);
    expect(refusal(s, 'show:11T').code).toBe('poignee/duplicate-card');
    expect(refusal(s, 'show:4T').code).toBe('poignee/cannot-complete');
    s = run(s, ['show:9T', 'show:8T', 'show:7T', 'show:6T', 'show:5T', 'show:4T', 'show:3T']);
    expect(s.poignees).toHaveLength(1);
    const after = playOut(s, () => undefined);
    expect(classic(tarot.result(after)).facts.poignees).toEqual(['simple']);
  });

  it('a choice of trumps: each set is shown by exactly one sequence (the highest first)', () => {
    // Seat 1 holds 12 trumps: a simple poignée (10) hides two of them.
    const d3 = makeDeal(4, ['', '21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T', '9T 8T 7T 6T 5T 4T 3T', '2T 1T']);
    let s = act(toPlay(d3), 'poignee:simple').state;
    // The first card shown: a trump with at least 9 of the seat's trumps below it.
    expect(shows(s)).toEqual(['show:19T', 'show:20T', 'show:21T']);
    s = act(s, 'show:20T').state;
    expect(refusal(s, 'show:21T').code).toBe('poignee/out-of-order');
    expect(shows(s)).toEqual(['show:18T', 'show:19T']);
    // Every complete poignée reached by the legal sequences: C(12, 10) = 66 distinct sets, each once.
    const sets: string[] = [];
    const walk = (st: TarotState): void => {
      const next = shows(st);
      if (next.length === 0) sets.push(st.poignees[0]!.cards.join(','));
      for (const t of next) walk(act(st, t).state);
    };
    walk(act(toPlay(d3), 'poignee:simple').state);
    expect(sets).toHaveLength(66);
    expect(new Set(sets).size).toBe(66);
  });

  it('legal lists exactly the actions apply accepts, and explain agrees, at every step of random poignées', () => {
    // 3 players, seat 1 leads with the 21 trumps and the Excuse: every size, every card to show.
    const all = makeDeal(3, ['', 'EX 21T 20T 19T 18T 17T 16T 15T 14T 13T 12T 11T 10T 9T 8T 7T 6T 5T 4T 3T 2T 1T']);
    const s0 = run(start({ players: 3 }, all), ['bid:garde-sans', 'bid:pass', 'bid:pass', 'chelem:no']);
    const rng = createRng(15);
    for (let game = 0; game < 6; game++) {
      let s = act(s0, `poignee:${(['simple', 'double', 'triple'] as const)[game % 3]}`).state;
      while (s.tricks.length === 0 && s.trick.length === 0) {
        const legal = new Set(legalTexts(s));
        for (const a of tarot.candidates(s)) {
          const text = tarot.codec.encode(a);
          const applied = tarot.apply(s, a);
          const why = tarot.explain(s, a);
          expect(isRight(applied), text).toBe(legal.has(text));
          expect(why.legal, text).toBe(legal.has(text));
        }
        const next = [...legal];
        s = act(s, next[rng.below(next.length)]!).state;
      }
    }
  });

  it("too late after one's first card, and never in the bidding", () => {
    const s0 = start({}, d);
    expect(refusal(s0, 'poignee:simple').code).toBe('phase/wrong-phase');
    expect(refusal(s0, 'show:21T').code).toBe('phase/wrong-phase');
    let s = toPlay();
    s = run(s, ['play:13T', 'play:3T', 'play:2T', 'play:1S']);
    expect(refusal(s, 'poignee:simple').code).toBe('poignee/too-late');
  });
});
