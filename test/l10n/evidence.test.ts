/**
 * No help is lost in translation: over the near misses of every public door, each suggestion of an
 * English `message` ("did you mean 'garde'?") is in the error's `detail` and appears in its text in
 * every locale; the fields a refusal names (the option and the value received, the fields of a
 * claimed result that differ) too. And the English `message` and `localize(en)` say the same of
 * the same error (the players they name, the texts they suggest), so the two cannot drift.
 */
import { describe, expect, it } from 'vitest';
import { localize } from '../../src/l10n/localize.js';
import { runCommand } from '../support/cli.js';
import { nearMisses } from '../support/near-misses.js';
import { LOCALES } from './support.js';

const corpus = nearMisses();

/** The texts an English message suggests: the quoted names after "did you mean". */
function suggestionsOf(message: string): string[] {
  const m = /did you mean (.*?)\?/.exec(message);
  return m === null ? [] : [...m[1]!.matchAll(/["']([^"']+)["']/g)].map((x) => x[1]!);
}

/** The players a text names, by number ("Player 2", "Joueur 2", "Spieler 2", "Giocatore 2"). */
const playersIn = (text: string): string[] =>
  [...text.matchAll(/\b(?:Player|Joueur|Spieler|Giocatore) (\d+)/g)].map((m) => m[1]!);

describe('suggestions and evidence in every language', () => {
  it('every shipped locale has the evidence texts, each filled from its values', () => {
    const { rules } = corpus[0]!;
    for (const [tag, locale] of Object.entries(LOCALES)) {
      expect(locale.evidence, tag).toBeDefined();
      const l = localize(rules, locale);
      const text = l.error({
        code: 'options/invalid',
        message: '',
        detail: {
          field: 'players',
          received: 9,
          suggestion: 'players',
          valid: ['a', 'b'],
          mismatches: [{ field: 'result.x', claimed: 1, actual: 2 }],
        },
      });
      for (const part of ['players', '9', 'a', 'b', 'result.x', '1', '2']) expect(text, tag).toContain(part);
      expect(text, tag).not.toMatch(/[{}]|undefined/);
    }
  });

  it('the corpus has near misses with suggestions from every door', () => {
    const suggesting = corpus.filter((r) => suggestionsOf(r.error.message).length > 0);
    expect(suggesting.length).toBeGreaterThan(50);
    for (const door of ['submit', 'setup', 'deserialize', 'validate'])
      expect(
        suggesting.some((r) => r.where.includes(door)),
        door,
      ).toBe(true);
  });

  it('every suggestion of an English message is in its detail and in its text in every locale', () => {
    for (const { where, rules, error } of corpus) {
      const meant = suggestionsOf(error.message);
      if (meant.length === 0) continue;
      const d = error.detail as { suggestion?: unknown; suggestions?: unknown };
      const inDetail = [d.suggestion, ...(Array.isArray(d.suggestions) ? d.suggestions : [])];
      for (const m of meant) expect(inDetail, `${where}: ${error.message}`).toContain(m);
      for (const [tag, locale] of Object.entries(LOCALES)) {
        const text = localize(rules, locale).error(error);
        for (const m of meant) expect(text, `${tag} ${where}: ${error.code}`).toContain(m);
      }
    }
  });

  it('the option refused and the value received, and the fields that differ, survive in every locale', () => {
    const fielded = corpus.filter((r) => typeof r.error.detail['field'] === 'string' && 'received' in r.error.detail);
    expect(fielded.length).toBeGreaterThan(5);
    for (const { where, rules, error } of fielded)
      for (const [tag, locale] of Object.entries(LOCALES))
        expect(localize(rules, locale).error(error), `${tag} ${where}`).toContain(String(error.detail['field']));
    const { rules } = corpus[0]!;
    const mismatch = {
      code: 'result/mismatch',
      message: 'The claimed result differs: result.scores[1] claimed 5, actual 6',
      detail: { mismatches: [{ field: 'result.scores[1]', claimed: 5, actual: 6 }] },
    };
    for (const locale of Object.values(LOCALES))
      expect(localize(rules, locale).error(mismatch)).toMatch(/result\.scores\[1\].*5.*6/);
  });

  it('atout validate --lang keeps the fields of a claimed result that differ', async () => {
    const json = await runCommand(['play', 'tarot', '--seed', '1', '--json']);
    const record = JSON.parse(json.out) as { result: { scores: number[] } };
    const scores = record.result.scores.map((x, i) => (i === 1 ? x + 1 : x));
    const files = { 'r.jsonl': `${JSON.stringify({ ...record, result: { ...record.result, scores } })}\n` };
    for (const lang of ['de', 'fr', 'it', 'en']) {
      const run = await runCommand(['validate', 'r.jsonl', '--lang', lang, '--jobs', '1'], { files });
      expect(run.out, lang).toContain(`result.scores[1]`);
      expect(run.out, lang).toContain(String(scores[1]));
    }
  });

  it('the English message and localize(en) name the same players and suggest the same texts', () => {
    for (const { where, rules, error } of corpus) {
      const en = localize(rules, LOCALES['en']!).error(error);
      for (const p of playersIn(en))
        expect(playersIn(error.message), `${where}: ${error.message} / ${en}`).toContain(p);
      for (const m of suggestionsOf(error.message)) expect(en, where).toContain(m);
      // and every locale names the same players as English
      for (const [tag, locale] of Object.entries(LOCALES))
        expect(playersIn(localize(rules, locale).error(error)).sort(), `${tag} ${where}`).toEqual(playersIn(en).sort());
    }
  });
});
