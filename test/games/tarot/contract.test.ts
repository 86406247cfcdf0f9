import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import { isLeft } from '../../../src/kernel/index.js';
import { act, hand, legalTexts, makeDeal, playOut, refusal, run, start } from './helpers.js';

const plain = makeDeal(4, ['', '', '', '']);

describe('deal', () => {
  it('a seeded deal: 18 cards each and a chien of 6 at 4 players, 24/6 at 3, 15/3 at 5', () => {
    for (const [players, size, chien] of [
      [3, 24, 6],
      [4, 18, 6],
      [5, 15, 3],
    ] as const) {
      const s = tarot.setup({ players }, { seed: 42 });
      if (isLeft(s)) throw new Error(s.left.code);
      expect(tarot.view(s.right, 0).handSizes).toEqual(new Array(players).fill(size));
      expect(s.right.chien).toHaveLength(chien);
    }
  });

  it('an explicit deal is validated: sizes, unknown cards, duplicates', () => {
    const code = (deal: unknown) => {
      const r = tarot.setup({}, { deal: deal as never });
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code(plain)).toBe('ok');
    expect(code({ hands: plain.hands.slice(0, 3), chien: plain.chien })).toBe('setup/wrong-hand-count');
    expect(code({ hands: plain.hands, chien: plain.chien.slice(1) })).toBe('setup/wrong-deal-size');
    expect(code({ hands: plain.hands, chien: [...plain.chien.slice(1), plain.hands[0]![0]] })).toBe(
      'setup/duplicate-card',
    );
    expect(code({ hands: plain.hands, chien: [...plain.chien.slice(1), 'ZZ'] })).toBe('notation/bad-card');
    expect(code(null)).toBe('setup/bad-deal');
    expect(
      isLeft(tarot.setup({ dealer: 4 }, { seed: 1 })) &&
        (tarot.setup({ dealer: 4 }, { seed: 1 }) as { left: { code: string } }).left.code,
    ).toBe('options/dealer-out-of-range');
    expect(isLeft(tarot.setup({ players: 6 } as never, { seed: 1 }))).toBe(true);
    expect(isLeft(tarot.setup({}, { seed: -1 }))).toBe(true);
  });

  it('a petit sec (the 1T alone, no Excuse) annuls the deal at once; with the Excuse it does not', () => {
    const sec = makeDeal(4, ['1T 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H']);
    const s = start({}, sec);
    expect(tarot.actor(s)).toBe('done');
    expect(tarot.result(s)).toMatchObject({ annulled: true, reason: 'petit-sec', scores: [0, 0, 0, 0] });
    expect(tarot.actor(start({}, makeDeal(4, ['1T EX 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H'])))).toBe(2 - 1);
    // Not in a Goulash (docs/rules/goulash.md).
    expect(tarot.actor(start({ mode: 'goulash' }, sec))).toBe(1);
  });
});

describe('bidding (FFT p.5)', () => {
  it('one round from the seat after the dealer, each bid above the last', () => {
    let s = start({ dealer: 2 }, plain);
    expect(tarot.actor(s)).toBe(3);
    expect(legalTexts(s)).toEqual(['bid:pass', 'bid:prise', 'bid:garde', 'bid:garde-sans', 'bid:garde-contre']);
    s = act(s, 'bid:garde').state;
    expect(legalTexts(s)).toEqual(['bid:pass', 'bid:garde-sans', 'bid:garde-contre']);
    expect(refusal(s, 'bid:garde').code).toBe('bid/too-low');
    expect(refusal(s, 'bid:prise').code).toBe('bid/too-low');
    s = run(s, ['bid:pass', 'bid:garde-sans', 'bid:pass']);
    expect(s).toMatchObject({ taker: 1, contract: 'garde-sans', phase: 'chelem' });
  });

  for (const [bid, phase] of [
    ['prise', 'ecart'],
    ['garde', 'ecart'],
    ['garde-sans', 'chelem'],
    ['garde-contre', 'chelem'],
  ] as const) {
    it(`${bid}: ${phase === 'ecart' ? 'the chien is shown and taken' : 'the chien stays unseen'}`, () => {
      const s = run(start({}, plain), [`bid:${bid}`, 'bid:pass', 'bid:pass', 'bid:pass']);
      expect(s.phase).toBe(phase);
      expect(tarot.view(s, 3).chien === null).toBe(phase === 'chelem');
      expect(hand(s, 1)).toHaveLength(phase === 'ecart' ? 24 : 18);
      const end = playOut(run(s, phase === 'ecart' ? [] : ['chelem:no']), (st) =>
        st.phase === 'ecart'
          ? `discard:${legalTexts(st)[0]!.slice(8)}`
          : st.phase === 'chelem'
            ? 'chelem:no'
            : undefined,
      );
      const r = tarot.result(end)!;
      expect(r.annulled).toBe(false);
      expect(r.breakdown?.multiplier).toBe({ prise: 1, garde: 2, 'garde-sans': 4, 'garde-contre': 6 }[bid]);
      expect(r.cardPoints).toHaveLength(2);
      expect(r.cardPoints[0]! + r.cardPoints[1]!).toBe(91);
    });
  }

  it('all pass: the deal is annulled (redeal) or played as a Goulash with the same cards', () => {
    const passes = ['bid:pass', 'bid:pass', 'bid:pass', 'bid:pass'];
    const s = run(start({}, plain), passes);
    expect(tarot.result(s)).toMatchObject({ annulled: true, reason: 'all-pass', scores: [0, 0, 0, 0] });
    const g0 = start({ allPass: 'goulash' }, plain);
    const g = run(g0, passes);
    expect(g).toMatchObject({ mode: 'goulash', phase: 'play', leader: 1 });
    expect(g.hands).toEqual(g0.hands);
    expect(g.chien).toEqual(g0.chien);
    const r = tarot.result(playOut(g))!;
    expect(r.mode).toBe('goulash');
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('the écart (FFT p.6)', () => {
  const toEcart = (deal: ReturnType<typeof makeDeal>) =>
    run(start({}, deal), ['bid:prise', 'bid:pass', 'bid:pass', 'bid:pass']);

  it('never a king or an oudler, no trump while other cards remain', () => {
    const d = makeDeal(
      4,
      ['', '5H 6H 7H 8H 9H 10H JH NH QH KH 1D 2D 3D 4D 5D 6D 7D 8D', '', '', ''],
      '16T 17T 18T 19T 20T 21T',
    );
    const s = toEcart(d);
    expect(refusal(s, 'discard:KH').code).toBe('discard/no-kings');
    expect(refusal(s, 'discard:21T').code).toBe('discard/no-oudlers');
    expect(refusal(s, 'discard:16T').code).toBe('discard/trump-avoidable');
    expect(refusal(s, 'discard:1S').code).toBe('discard/not-in-hand');
    expect(refusal(s, 'play:5H').code).toBe('phase/wrong-phase');
    expect(legalTexts(s).every((t) => !t.endsWith('T') && t !== 'discard:KH')).toBe(true);
    const done = run(s, ['discard:5H', 'discard:6H', 'discard:7H', 'discard:8H', 'discard:9H', 'discard:10H']);
    expect(done.phase).toBe('chelem');
    expect(tarot.view(done, 1).ecart).toEqual(['5H', '6H', '7H', '8H', '9H', '10H']);
    expect(tarot.view(done, 2).ecart).toBeNull();
    expect(tarot.view(done, 2).ecartSize).toBe(6);
  });

  it('trumps only to make up the shortfall, exactly, and shown to everybody', () => {
    const d = makeDeal(4, ['', 'KS KH KD KC 1T 21T EX 2T 3T 4T 5T 6T 7T 8T 9T 10T 11T 12T'], '13T 14T 15T 1S 2S 3S');
    let s = toEcart(d);
    // Three plain cards for six discards: three trumps must go.
    expect(legalTexts(s)).toContain('discard:2T');
    expect(legalTexts(s)).not.toContain('discard:1T');
    s = run(s, ['discard:2T', 'discard:1S', 'discard:3T']);
    const e = act(s, 'discard:15T');
    expect(e.events).toContainEqual({ type: 'trump-discarded', audience: 'all', card: '15T' });
    expect(e.events).toContainEqual({ type: 'discarded', audience: [1], card: '15T' });
    s = e.state;
    // The shortfall is made up: the last two discards are the plain cards.
    expect(legalTexts(s)).toEqual(['discard:2S', 'discard:3S']);
    expect(refusal(s, 'discard:5T').code).toBe('discard/trump-avoidable');
    s = run(s, ['discard:2S', 'discard:3S']);
    expect(tarot.view(s, 0).ecartTrumps).toEqual(['2T', '3T', '15T']);
    // Trumps in the écart still count for the taker's poignée (FFT p.7): 17 trumps with the écart's.
    s = act(s, 'chelem:no').state;
    expect(legalTexts(s)).toContain('poignee:double');
    s = act(s, 'poignee:double').state;
    for (let k = 0; k < 13 && !legalTexts(s).includes('show:15T'); k++) s = act(s, legalTexts(s).at(-1)!).state;
    expect(legalTexts(s)).toContain('show:15T');
  });
});

describe('5 players: the call (FFT p.12)', () => {
  const d5 = makeDeal(5, ['', '1H 2H 3H 1S 2S 20T 19T 18T EX', '', 'KH', ''], '4S 5S 6S');
  const toCall = (deal = d5) =>
    run(start({ players: 5 }, deal), ['bid:prise', 'bid:pass', 'bid:pass', 'bid:pass', 'bid:pass']);

  it('a king is called; queens only with the four kings; the partner stays secret until the card is played', () => {
    let s = toCall();
    expect(s.phase).toBe('call');
    expect(legalTexts(s)).toEqual(['call:KS', 'call:KH', 'call:KD', 'call:KC']);
    expect(refusal(s, 'call:QS').code).toBe('call/rank-not-allowed');
    expect(refusal(s, 'call:5S').code).toBe('call/not-callable');
    s = act(s, 'call:KH').state;
    expect(s.partner).toBe(3);
    s = run(s, ['discard:4S', 'discard:5S', 'discard:6S', 'chelem:no']);
    for (const seat of [0, 1, 2, 4]) expect(tarot.view(s, seat).partner).toBeNull();
    expect(tarot.view(s, 3).partner).toBe(3);
    // First trick: nobody leads the called suit except with the called card.
    expect(refusal(s, 'play:1H').code).toBe('play/called-suit-lead');
    const end = playOut(s, (st) =>
      st.phase === 'play' && (st.leader + st.trick.length) % 5 === 3 && legalTexts(st).includes('play:KH')
        ? 'play:KH'
        : undefined,
    );
    const r = tarot.result(end)!;
    expect(r.partner).toBe(3);
    const marque = r.breakdown!.marque;
    expect(r.scores[1]).toBe(2 * marque);
    expect(r.scores[3]).toBe(marque);
  });

  it('the ban on the called suit applies to the card after a led Excuse', () => {
    const d = makeDeal(5, ['', 'EX 1H 2H 3H 1S 2S 20T 19T 18T', '4H 5H 6H 1D', 'KH', ''], '4S 5S 6S');
    let s = run(toCall(d), ['call:KH', 'discard:4S', 'discard:5S', 'discard:6S', 'chelem:no', 'play:EX']);
    expect(refusal(s, 'play:4H').code).toBe('play/called-suit-lead');
    s = act(s, 'play:1D').state;
    expect(s.trick).toHaveLength(2);
  });

  it("calling a king of one's own hand, or one in the chien, means playing alone (4M)", () => {
    const own = makeDeal(5, ['', 'KS 1H 2H 3H 1S 2S 20T 19T 18T EX'], '4S 5S 6S');
    const s = playOut(run(toCall(own), ['call:KS']), (st) =>
      st.phase === 'ecart' ? `discard:${legalTexts(st)[0]!.slice(8)}` : st.phase === 'chelem' ? 'chelem:no' : undefined,
    );
    const r = tarot.result(s)!;
    expect(r.partner).toBeNull();
    expect(r.scores[1]).toBe(4 * r.breakdown!.marque);
    const dog = makeDeal(5, ['', '1H 2H 3H 1S 2S 20T 19T 18T EX'], 'KD 5S 6S');
    const s2 = run(start({ players: 5 }, dog), [
      'bid:garde-sans',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'call:KD',
    ]);
    expect(s2.partner).toBeNull();
    expect(s2.phase).toBe('chelem');
  });

  it('holding the four kings, a queen may be called', () => {
    const d = makeDeal(5, ['', 'KS KH KD KC 1S 2S 20T 19T 18T EX'], '4S 5S 6S');
    const s = toCall(d);
    expect(legalTexts(s)).toEqual([
      'call:QS',
      'call:KS',
      'call:QH',
      'call:KH',
      'call:QD',
      'call:KD',
      'call:QC',
      'call:KC',
    ]);
    const only = run(start({ players: 5, callHigherRanks: 'lowest-only' }, d), [
      'bid:prise',
      'bid:pass',
      'bid:pass',
      'bid:pass',
      'bid:pass',
    ]);
    expect(legalTexts(only)).toEqual(['call:QS', 'call:QH', 'call:QD', 'call:QC']);
  });
});
