/**
 * `--lang` of the command: `atout play` and `atout demo` in English, French, German and Italian
 * (the environment's language by default), `atout validate --lang` with findings in words beside
 * their code; `--json` is never localized.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';

const cli = (argv: string[], env: Record<string, string> = {}, files: Record<string, string> = {}) =>
  runCommand(argv, { env, files });

describe('the command speaks English, French, German and Italian', () => {
  it('atout play tarot --seed 1 --lang fr: a French transcript, French terms and notation, the marque in words', async () => {
    const p = await cli(['play', 'tarot', '--seed', '1', '--lang', 'fr']);
    expect(p.code).toBe(0);
    expect(p.out).toMatch(/^Tarot, graine 1$/m);
    expect(p.out).toMatch(/^ {2}Joueur \d (annonce : (prise|garde|garde sans|garde contre)|passe)\.$/m);
    expect(p.out).toMatch(/^ {2}Pli 1 : Joueur \d /m);
    expect(p.out).toMatch(/^ {2}Marque : [+-]\d+\.$/m);
    expect(p.out).toMatch(/♥|♠|♦|♣/);
  });

  it.each([
    ['de', /^Französisches Tarot, Seed 1$/m, /^ {2}Stich 1: Spieler \d /m],
    ['it', /^Tarocco francese, seme 1$/m, /^ {2}Presa 1: Giocatore \d /m],
    ['en', /^French Tarot, seed 1$/m, /^ {2}Trick 1: Player \d /m],
  ])('atout play tarot --lang %s', async (lang, title, trick) => {
    const p = await cli(['play', 'tarot', '--seed', '1', '--lang', lang]);
    expect(p.out).toMatch(title);
    expect(p.out).toMatch(trick);
  });

  it("takes the environment's language without --lang, English otherwise; refuses an unknown one", async () => {
    expect((await cli(['play', 'tarabish', '--seed', '2'], { LANG: 'it_IT.UTF-8' })).out).toMatch(
      /^Tarabish, seme 2$/m,
    );
    expect((await cli(['play', 'tarabish', '--seed', '2'], { LANG: 'C' })).out).toMatch(/^Tarabish, seed 2$/m);
    const bad = await cli(['play', 'tarot', '--lang', 'es']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--lang must be one of en, fr, de, it');
    expect((await cli(['play', 'tarot', '--notation', 'short'])).code).toBe(2);
    expect((await cli(['play', 'tarot', '--notation', 'canonical', '--lang', 'fr'])).out).toMatch(/ 21T|KH|QS|EX/);
  });

  it('never localizes --json', async () => {
    const a = await cli(['play', 'tarot', '--seed', '4', '--json', '--lang', 'de']);
    const b = await cli(['play', 'tarot', '--seed', '4', '--json']);
    expect(a.out).toBe(b.out);
  });

  it('atout validate --lang: findings in words beside the code', async () => {
    const rec = JSON.parse((await cli(['play', 'tarot', '--seed', '5', '--json'])).out);
    // a card the seat does not hold, at the first card played
    const first = rec.actions.findIndex((a: string) => a.startsWith('play:'));
    rec.actions[first] = rec.actions[first] === 'play:KH' ? 'play:KS' : 'play:KH';
    const file = { 'r.json': JSON.stringify(rec) };
    const en = await cli(['validate', 'r.json'], {}, file);
    const fr = await cli(['validate', 'r.json', '--lang', 'fr'], {}, file);
    expect(en.code).toBe(1);
    expect(fr.code).toBe(1);
    expect(fr.out).toMatch(/^FAIL line 1 \(record 1\): action \d+ play:K[HS]: play\/[a-z-]+ — (Vous|Ce|Cette|C'est)/m);
    expect(fr.out).not.toBe(en.out);
    const json = await cli(['validate', 'r.json', '--json', '--lang', 'fr'], {}, file);
    expect(json.out).toBe((await cli(['validate', 'r.json', '--json'], {}, file)).out);
  });

  it('npm start (atout demo) reads in the language asked', async () => {
    const d = await cli(['demo', '--lang', 'de']);
    expect(d.out.match(/^Ergebnis:$/gm)).toHaveLength(5);
  });
});
