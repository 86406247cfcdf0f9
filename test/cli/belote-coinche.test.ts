/**
 * The command on Belote and Coinche, deals and matches (the command reads the registry): seeded
 * records played and validated, a transcript in words, perft counts as the library counts them,
 * the JSON Schemas listed, the oracle's replay and perft, and `analyse` (the solver's board of a
 * game, or its refusal with the solver's code when the game has none yet).
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';
import { gameBots, rulesets } from '../../src/games/registry.js';
import { findGameBots } from '../../src/kernel/game.js';
import { getOrThrow } from '../../src/kernel/index.js';
import { perft } from '../../src/oracle/perft.js';

const GAMES = ['belote', 'coinche', 'belote-match', 'coinche-match'] as const;
const rules = (id: string) => rulesets.find((r) => r.id === id)!;
const lines = (out: string) => out.trimEnd().split('\n');

describe.each(GAMES)('atout on %s', (id) => {
  it('play --json writes seeded records that validate; a tampered one is refused with its code', async () => {
    const played = await runCommand(['play', id, '--seed', '7', '--deals', '2', '--json']);
    expect(played.code).toBe(0);
    expect(lines(played.out)).toHaveLength(2);
    expect((await runCommand(['play', id, '--seed', '7', '--deals', '2', '--json'])).out).toBe(played.out);
    const ok = await runCommand(['validate', '-'], { files: { '-': played.out } });
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('2 records: 2 ok, 0 failed');
    // the first card played twice: the second time it is no longer in the hand
    const record = JSON.parse(lines(played.out)[0]!) as { actions: string[] };
    const first = record.actions.findIndex((a) => a.startsWith('play:'));
    const tampered = { ...record, actions: [...record.actions.slice(0, first + 2), record.actions[first]!] };
    const bad = await runCommand(['validate', '-', '--json'], { files: { '-': JSON.stringify(tampered) } });
    expect(bad.code).toBe(1);
    const finding = JSON.parse(lines(bad.out)[0]!) as { ok: boolean; index: number; code: string };
    expect(finding).toMatchObject({ ok: false, index: first + 2 });
    expect(finding.code).toMatch(/^(play|turn)\/[a-z-]+$/);
  });

  it('perft from a seed counts what the library counts', async () => {
    const depth = id.startsWith('coinche') ? 2 : 3;
    const r = await runCommand(['perft', id, 'seed:5', String(depth)]);
    expect(r.code).toBe(0);
    const start = getOrThrow(rules(id).setup({}, { seed: 5 }));
    expect(r.out).toBe(`${perft(rules(id), start, depth).nodes}\n`);
  });

  it('schema lists its options, actions and action objects; its options schema is JSON', async () => {
    const listed = lines((await runCommand(['schema'])).out);
    for (const part of ['options', 'actions', 'action-object']) expect(listed).toContain(`${id}.${part}`);
    const options = JSON.parse((await runCommand(['schema', `${id}.options`])).out) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(options.properties)).toEqual(expect.arrayContaining(['dealer', 'partnerException']));
  });

  it('oracle: hello lists it with replay and perft; a record replays; perft counts as the command', async () => {
    const record = lines((await runCommand(['play', id, '--seed', '3', '--json'])).out)[0]!;
    const requests = [
      { id: 1, query: 'hello' },
      { id: 2, query: 'replay', facts: { record: JSON.parse(record) as unknown } },
      { id: 3, query: 'perft', game: id, facts: { seed: 5, depth: 2 } },
    ];
    const r = await runCommand(['oracle'], { files: { '-': requests.map((q) => JSON.stringify(q)).join('\n') } });
    expect(r.code).toBe(0);
    const [hello, replay, count] = lines(r.out).map((l) => JSON.parse(l) as { ok: boolean; answer: never });
    const game = (hello!.answer as { games: { id: string; queries: string[] }[] }).games.find((g) => g.id === id);
    expect(game?.queries).toEqual(expect.arrayContaining(['replay', 'perft']));
    expect(replay!.answer).toMatchObject({ valid: true, actor: 'done' });
    expect((count!.answer as { nodes: string }).nodes).toBe(
      lines((await runCommand(['perft', id, 'seed:5', '2'])).out)[0],
    );
  });

  it('analyse values its last cards, or refuses the record with the solver’s code while its game has no board', async () => {
    const record = lines((await runCommand(['play', id, '--seed', '3', '--json'])).out)[0]!;
    const r = await runCommand(['analyse', '-', '--tricks', '2', '--json'], { files: { '-': record } });
    if (findGameBots(gameBots, rules(id.replace(/-match$/, '')))?.board === undefined) {
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(
        `atout analyse: solve/unknown-ruleset: the solver does not know the ruleset ${id} (its game has no solver board).\n`,
      );
    } else {
      expect(r.code).toBe(0);
      // the last two tricks of each deal: eight cards a deal, each valued no higher than the best card
      const cards = lines(r.out).map((l) => JSON.parse(l) as { value: number; best: number; cost: number });
      if (id.endsWith('-match')) expect(cards.length > 0 && cards.length % 8 === 0).toBe(true);
      else expect(cards).toHaveLength(8);
      for (const c of cards) expect(c.cost).toBe(c.best - c.value);
    }
  });
});

describe('atout play, in words', () => {
  it('a Belote deal in French: the taking, the tricks and the result, no action left as a code', async () => {
    const r = await runCommand(['play', 'belote', '--seed', '3', '--lang', 'fr']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}Joueur \d prend à (pique|cœur|carreau|trèfle)\.$/m);
    expect(r.out.match(/^ {2}Pli \d : /gm)).toHaveLength(8);
    expect(r.out).toMatch(/^ {2}Score de la donne : Joueur 1 et Joueur 3 : \d+, Joueur 2 et Joueur 4 : \d+\.$/m);
    expect(r.out).not.toMatch(/\b(play|take|pass|announce):/);
  });

  it('a Coinche deal in English: the auction in words and the contract', async () => {
    const r = await runCommand(['play', 'coinche', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}Player \d bids \d+ in (spades|hearts|diamonds|clubs)\.$/m);
    expect(r.out).toMatch(/^ {2}Contract: (\d+|capot) in (spades|hearts|diamonds|clubs), taken by Player \d\.$/m);
    expect(r.out).not.toMatch(/\b(play|bid|capot|pass):/);
  });
});

describe('atout oracle on Coinche in tout atout and sans atout (docs/rules/coinche.md, worked examples 9 to 11)', () => {
  it('answers each rule query for both strains under allTrumpNoTrump, and refuses them without', async () => {
    const options = { allTrumpNoTrump: true };
    const lead = [
      { seat: 1, card: '10H' },
      { seat: 2, card: '8H' },
    ];
    const seat3 = ['AH', 'QH', 'AC', 'KC', 'QC', 'AD', 'KD', 'QD'];
    const requests = [
      { id: 1, game: 'coinche', options, query: 'legal-plays', facts: { hand: seat3, trick: lead, strain: 'TA' } },
      { id: 2, game: 'coinche', options, query: 'legal-plays', facts: { hand: seat3, trick: lead, strain: 'SA' } },
      {
        id: 3,
        game: 'coinche-match',
        options,
        query: 'trick-winner',
        facts: { trick: [...lead, { seat: 3, card: 'AH' }, { seat: 0, card: 'JH' }], strain: 'TA' },
      },
      { id: 4, game: 'coinche', options, query: 'card-points', facts: { cards: ['AH', 'JH'], strain: 'SA' } },
      { id: 5, game: 'coinche', options, query: 'melds', facts: { hand: seat3, strain: 'TA' } },
      {
        id: 6,
        game: 'coinche',
        options,
        query: 'score',
        facts: { contract: { side: 1, bid: 120, strain: 'TA' }, cardPoints: [44, 118], belote: 1 },
      },
      { id: 7, game: 'coinche', query: 'card-points', facts: { cards: ['AH'], strain: 'SA' } },
    ];
    const r = await runCommand(['oracle'], { files: { '-': requests.map((q) => JSON.stringify(q)).join('\n') } });
    expect(r.code).toBe(0);
    const answers = lines(r.out).map((l) => JSON.parse(l) as { ok: boolean; answer: never; error: { code: string } });
    const legal = (i: number) => (answers[i]!.answer as { legal: { card: string }[] }).legal.map((l) => l.card);
    expect(legal(0)).toEqual(['AH']);
    expect(legal(1)).toEqual(['QH', 'AH']);
    expect(answers[2]!.answer).toEqual({ winner: 0, card: 'JH', points: 24 });
    expect(answers[3]!.answer).toEqual({ points: 21, total: 162, lastTrickBonus: 10 });
    expect(answers[4]!.answer).toMatchObject({ belote: { held: true, points: 40 } });
    expect(answers[5]!.answer).toMatchObject({ outcome: 'made', teamScores: [40, 260] });
    expect(answers[6]).toMatchObject({ ok: false, error: { code: 'query/bad-facts' } });
  });
});
