/**
 * One counting convention (docs/guide.md, "Counting seats and actions"): data (JSON, `detail`,
 * `--json`, `index`, `seat`) counts from 0; text for people (the English `message` of every error,
 * `localize` in every language, the command's text output, transcripts) counts seats and actions
 * from 1 and names seats the same way ("Player 2"). Checked on a refusal of every code atout
 * returns (`everyCode`: the near misses, then one or more of each code through the public API),
 * every locale, the text and `--json` output of `play`, `validate`, `analyse`, `perft` and
 * `oracle`, and saves. The English `message` and `localize(en)` of the same error say the same of
 * it (the players they name, the texts they suggest), for every code, so the two cannot drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deserialize, getOrThrow, serialize, tarot, type RuleError } from '../src/index.js';
import { localize } from '../src/l10n/localize.js';
import { LOCALES } from './l10n/support.js';
import { runCommand } from './support/cli.js';
import { CLI_ERROR_CODES } from '../src/cli/codes.js';
import { READ_LIMITS } from '../src/cli/records.js';
import { RULE_ERROR_CODES } from '../src/errors.js';
import { everyCode } from './support/every-code.js';

/** The texts a message suggests ("did you mean "bid:pass"?"), each as quoted. */
const suggestionsOf = (message: string): string[] =>
  (/did you mean (.*?)\?/.exec(message)?.[1] ?? '').split(/,? or |, /).filter((t) => t.length > 0);

/** The English `message` of an error and `localize(en)` of it say the same of it: the players, the texts suggested. */
function sameInEnglish(rules: Parameters<typeof localize>[0], error: RuleError, where: string): void {
  const en = localize(rules, LOCALES['en']!).error(error);
  const at = `${where} ${error.code}: ${error.message} / ${en}`;
  expect(en.trim(), at).not.toBe('');
  expect(en, at).not.toMatch(/\{[a-zA-Z]+\}/);
  expect(en, at).not.toMatch(DATA_COUNT);
  expect(new Set(players(en)), at).toEqual(new Set(players(error.message)));
  for (const s of suggestionsOf(error.message)) expect(en, at).toContain(s.replaceAll("'", '"'));
}

/** "seat 3" or "#3" in text for people: a seat or an action counted as data counts. */
const DATA_COUNT = /\b[Ss]eat \d|#\d/;

/** The 1-based numbers of the players a text names ("Player 2", "Joueur 2", …). */
const players = (text: string): number[] =>
  [...text.matchAll(/\b(?:Player|Joueur|Spieler|Giocatore) (\d+)/g)].map((m) => Number(m[1]));

/** Every number in a value (the seats of a detail, deep). */
function numbers(v: unknown, out: Set<number> = new Set()): Set<number> {
  if (typeof v === 'number') out.add(v);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) numbers(x, out);
  return out;
}

describe('errors count seats and actions from 1 in words, from 0 in detail', () => {
  const corpus = everyCode();

  it('the corpus holds a refusal of every code atout returns', () => {
    const reached = new Set(corpus.map((r) => r.error.code));
    expect(RULE_ERROR_CODES.filter((code) => !reached.has(code))).toEqual([]);
  });

  it('every code: the English message and localize(en) of the same error name the same players and suggest the same texts', () => {
    const checked = new Set<string>();
    for (const { where, rules, error } of corpus) {
      sameInEnglish(rules, error, where);
      checked.add(error.code);
    }
    expect(checked.size).toBe(RULE_ERROR_CODES.length);
  });

  it('every English message names seats "Player N" for the seat N - 1 of its detail, and no "seat 3"', () => {
    let named = 0;
    for (const { where, error } of corpus) {
      expect(error.message, where).not.toMatch(DATA_COUNT);
      const inDetail = numbers(error.detail);
      for (const n of players(error.message)) {
        named++;
        expect(n, `${where}: ${error.message}`).toBeGreaterThanOrEqual(1);
        expect(inDetail.has(n - 1), `${where}: ${error.message} ${JSON.stringify(error.detail)}`).toBe(true);
      }
    }
    expect(named).toBeGreaterThan(30);
  });

  it('every locale names seat 0 "Player 1" in its language, in errors, actions and events', () => {
    for (const [tag, locale] of Object.entries(LOCALES)) {
      const l = localize(tarot, locale);
      expect(l.seat(0), tag).toBe(locale.seat.replace('{n}', '1'));
      expect(l.action('bid:garde', 2), tag).toContain(locale.seat.replace('{n}', '3'));
      expect(l.event({ type: 'played', seat: 3, card: 'KH' } as never), tag).toContain(locale.seat.replace('{n}', '4'));
      const turn = corpus.find((r) => r.error.code === 'turn/not-your-turn')!.error;
      const text = l.error(turn);
      const { actor, seat } = turn.detail as { actor: number; seat: number };
      expect(players(text).sort(), tag).toEqual([actor + 1, seat + 1].sort());
      for (const { error, rules } of corpus) expect(localize(rules, locale).error(error), tag).not.toMatch(DATA_COUNT);
    }
  });

  it('a save: the action at fault is `index` from 0 in detail, "Action i + 1" in words', () => {
    const source = { seed: 42 };
    const actions = ['bid:garde', 'bid:pass', 'bid:pass', 'bid:pass'];
    let state = getOrThrow(tarot.setup({ players: 4 }, source));
    for (const a of actions) state = getOrThrow(tarot.apply(state, getOrThrow(tarot.codec.decode(a)))).state;
    const saved = serialize(tarot, { state, source, actions });
    const bad = deserialize(
      tarot,
      saved.replace('"bid:pass","bid:pass","bid:pass"', '"bid:pass","bid:pass","bid:garde"'),
    );
    expect(bad._tag).toBe('Left');
    if (bad._tag === 'Left') {
      expect(bad.left.code).toBe('save/illegal-action');
      expect(bad.left.detail['index']).toBe(3);
      expect(bad.left.message).toContain('Action 4 ');
      expect(localize(tarot, LOCALES['fr']!).error(bad.left)).toContain("L'action 4 ");
    }
  });
});

describe("the command's text counts from 1, its --json from 0", () => {
  it('play: "Player N" from 1 in the text, seats and the dealer from 0 in the record', async () => {
    const text = await runCommand(['play', 'tarot', '--seed', '1']);
    const json = await runCommand(['play', 'tarot', '--seed', '1', '--json']);
    const record = JSON.parse(json.out) as { dealer: number; players: number };
    expect(text.out).not.toMatch(DATA_COUNT);
    expect(text.out).toContain(`Dealer: Player ${record.dealer + 1}\n`);
    for (const n of players(text.out)) expect(n >= 1 && n <= record.players).toBe(true);
    expect(new Set(players(text.out))).toEqual(new Set([1, 2, 3, 4]));
    const fr = await runCommand(['play', 'tarot', '--seed', '1', '--lang', 'fr']);
    expect(fr.out).toContain(`Donneur : Joueur ${record.dealer + 1}`);
  });

  it('validate: "action N" in the text is actions[N - 1], `index` in --json is its index', async () => {
    const json = await runCommand(['play', 'tarot', '--seed', '1', '--json']);
    const record = JSON.parse(json.out) as { actions: string[] };
    const i = 10;
    const bad = JSON.stringify({ ...record, actions: record.actions.map((a, k) => (k === i ? a.toUpperCase() : a)) });
    const files = { 'r.jsonl': `${bad}\n` };
    const text = await runCommand(['validate', 'r.jsonl', '--jobs', '1'], { files });
    expect(text.out).toContain(`action ${i + 1} ${record.actions[i]!.toUpperCase()}:`);
    expect(text.out).not.toMatch(DATA_COUNT);
    const lines = (await runCommand(['validate', 'r.jsonl', '--json', '--jobs', '1'], { files })).out
      .trim()
      .split('\n');
    const finding = JSON.parse(lines[0]!) as { index: number; actionText: string };
    expect(finding.index).toBe(i);
    expect(finding.actionText).toBe(record.actions[i]!.toUpperCase());
    const de = await runCommand(['validate', 'r.jsonl', '--lang', 'de', '--jobs', '1'], { files });
    expect(de.out).toContain(`Aktion ${i + 1} der Aufzeichnung`);
  });

  it("the command's own codes: each reached, its English message and localize(en) say the same", async () => {
    const json = await runCommand(['play', 'tarot', '--seed', '1', '--json']);
    const record = JSON.parse(json.out) as { result: { scores: number[] } };
    const scores = record.result.scores.map((x, i) => (i === 1 ? x + 1 : x));
    const files = { 'r.jsonl': `${JSON.stringify({ ...record, result: { ...record.result, scores } })}\n` };
    const lines = (await runCommand(['validate', 'r.jsonl', '--json', '--jobs', '1'], { files })).out
      .trim()
      .split('\n');
    const mismatch = JSON.parse(lines[0]!) as RuleError;
    // input/endless: reached only past READ_LIMITS.maxOversized oversized records in a row (tens of
    // megabytes, test/cli/validate.test.ts streams them); built here as `atout validate` words it
    const endless = {
      code: 'input/endless',
      message: `Stopped reading at line 10: ${READ_LIMITS.maxOversized} records in a row are longer than ${READ_LIMITS.maxBytes} bytes; this is not a file of records.`,
      detail: {},
    } as unknown as RuleError;
    const findings = [mismatch, endless];
    expect(findings.map((f) => f.code).sort()).toEqual([...CLI_ERROR_CODES].sort());
    for (const f of findings) sameInEnglish(tarot, f, 'atout validate');
  });

  it('analyse: "action N  Player M" in the text is `index` N - 1 and `seat` M - 1 in --json', async () => {
    const record = readFileSync(join(import.meta.dirname, 'cli', 'fixtures', 'analyse-tarabish.jsonl'), 'utf8');
    const files = { 'hand.json': record };
    const actions = (JSON.parse(record) as { actions: string[] }).actions;
    const text = (await runCommand(['analyse', 'hand.json', '--tricks', '1'], { files })).out
      .trim()
      .split('\n')
      .slice(2);
    const json = (await runCommand(['analyse', 'hand.json', '--tricks', '1', '--json'], { files })).out
      .trim()
      .split('\n');
    expect(text).toHaveLength(json.length);
    json.forEach((line, k) => {
      const l = JSON.parse(line) as { index: number; seat: number; action: string };
      expect(actions[l.index]).toBe(l.action);
      expect(text[k]).toMatch(new RegExp(`^action ${l.index + 1}  Player ${l.seat + 1}  ${l.action} `));
    });
  });

  it('perft names no seat; oracle answers seats from 0', async () => {
    const perft = await runCommand(['perft', 'tarot', 'seed:1', '2', '--divide']);
    expect(perft.code).toBe(0);
    expect(perft.out).not.toMatch(DATA_COUNT);
    const trick = [
      { seat: 1, card: 'KH' },
      { seat: 2, card: '2T' },
      { seat: 3, card: 'QH' },
      { seat: 0, card: 'EX' },
    ];
    const line = JSON.stringify({
      id: 1,
      game: 'tarot',
      options: { players: 4 },
      query: 'trick-winner',
      facts: { trick },
    });
    // a trick out of turn: the seats in words from 1, in the error's detail from 0
    const bad = JSON.stringify({
      id: 2,
      game: 'tarot',
      options: { players: 4 },
      query: 'trick-winner',
      facts: { trick: [trick[0], trick[2], trick[1], trick[3]] },
    });
    const oracle = await runCommand(['oracle'], { files: { '-': `${line}\n${bad}\n` } });
    const [good, refused] = oracle.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(good).toMatchObject({ id: 1, ok: true, answer: { winner: 2, card: '2T' } });
    const error = refused!['error'] as { message: string; detail: Record<string, unknown> };
    expect(error.message).not.toMatch(DATA_COUNT);
    expect(error.message).toContain('Player 4 cannot play after Player 2');
    expect(error.detail).toMatchObject({ seat: 3 });
  });
});
