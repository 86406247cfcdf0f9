/**
 * Builds docs/errors.md from the code lists: every stable error code (`area/what`) the library can
 * return (`RULE_ERROR_CODES`, joined in src/errors.ts from each layer's list) and the command's own
 * findings (`CLI_ERROR_CODES`), with the message each is returned with and the modules that produce
 * it, read from the source. A code written in the source and missing from the lists, or listed and
 * never written, fails: `npm run errors` throws and the docs test fails. `npm run errors` writes the
 * file; a test checks it is current.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLI_ERROR_CODES } from '../src/cli/codes.js';
import { RULE_ERROR_CODES } from '../src/errors.js';

const root = join(import.meta.dirname, '..');
const CODE = /['"`]((?:[a-z]+)(?:-[a-z]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g;
const AREAS: Record<string, string> = {
  action: 'an action that is not an action of the game',
  announce: 'Belote announcements (sequences and carrés)',
  bid: 'bidding and the auction',
  bot: 'bots (`createBot` and its `act`)',
  call: 'calling a card or trump',
  chelem: 'the chelem announcement',
  chien: 'the chien and the écart',
  codec: 'reading an action string',
  declare: 'meld declarations',
  discard: 'the écart',
  input: 'untrusted JSON input',
  internal: 'an unexpected failure (a bug: please report it)',
  notation: 'card notation',
  options: 'rule options',
  oracle: 'the JSON Lines protocol (`atout oracle`)',
  phase: 'an action in the wrong phase',
  query: 'rule questions from plain facts (`tarotLegalPlays`, …, and `atout oracle`)',
  position:
    'position notation (`parseTarotPosition`, `parseTarabishPosition`) and positions from facts (`setup` with `{ position }`)',
  play: 'card play and its obligations',
  poignee: 'poignée declarations',
  record: 'game records',
  result: 'a claimed result that replaying contradicts (`atout validate`)',
  save: 'saved games (`serialize`, `deserialize`)',
  sample: 'sampling the cards a seat cannot see',
  scoresheet: 'score-sheet input',
  setup: 'setting up a deal',
  solve: 'the double-dummy solver (`solve`, `atout analyse`)',
  take: 'taking in Belote (the two rounds)',
  trump: 'naming trump',
  turn: 'acting out of turn',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * What a caller does when a module returns its errors: the actions or entry points concerned. Both
 * the game folders' former module names and those of the shape of docs/adding-a-game.md are listed
 * while the folders move to that shape.
 */
const MODULE_ACTIONS: Record<string, string> = {
  'kernel/card': 'any action naming a card; `parseCard`',
  'kernel/explain': '`explainFor` of every ruleset, `submit`, any action naming a seat (`apply`)',
  'kernel/view': '`view` of every ruleset (thrown as a `RuleViolation`)',
  'kernel/follow': '`play:<card>`',
  'kernel/options-error': '`setup` of every ruleset and match (its options)',
  'kernel/query': 'the rule queries (`tarotQueries`, `tarabishQueries`)',
  'kernel/position': 'reading a position (`parse…Position`, `atout perft`)',
  'kernel/facts': '`setup` from a position (`{ position }`), `history`',
  'kernel/seed': '`setup` (a seed, of a deal or a match), `parseSeed`, `parseSeedText`',
  'kernel/sample': '`sampleHidden`, `assignHidden`',
  'kernel/table-deal': '`setup` (an explicit table deal), `dealAtTable`',
  'kernel/seeded-deal': '`setup` from a seed (its deal procedure)',
  'kernel/deal': '`setup` (an explicit deal), `dealtCards`',
  'kernel/action-object': 'an action as an object (`actionFromObject` of a codec)',
  'match/match': '`setup` of a match',
  'cli/parse': '`atout validate`, `atout perft @FILE`',
  'cli/validate': '`atout validate` (its findings)',
  'cli/oracle': '`atout oracle`',
  'oracle/protocol': '`atout oracle` (`answerLine`)',
  'record/guard': '`replay`, `validate`, `submit`, `deserialize`, `atout validate`',
  'record/replay': '`replay`, `validate`, `atout validate`',
  'record/saved': '`deserialize`',
  'games/tarot/history': '`deserialize` (saves of format 1)',
  'games/tarabish/history': '`deserialize` (saves of format 1)',
  'record/submit': '`submit`',
  'games/tarot/bidding': '`bid:…`',
  'games/tarot/call': '`call:<card>`',
  'games/tarot/codec': 'decoding any Tarot action',
  'games/tarot/deal': '`setup` (explicit deal or seed)',
  'games/tarot/declarations': '`chelem:…`, `poignee:…`, `show:…`',
  'games/tarot/ecart': '`discard:<card>`',
  'games/tarot/reducer': 'any Tarot action (shape, phase, seat)',
  'games/tarot/options': '`setup` (options)',
  'games/tarot/play': '`play:<card>`',
  'games/tarot/position': '`parseTarotPosition`',
  'games/tarot/facts': '`setup` from a position (`{ position }`), `tarotFactsOf`',
  'games/tarot/scoresheet': '`tarotScoreSheet`, `goulashScoreSheet`',
  'games/goulash/scoresheet': '`goulashScoreSheet`',
  'games/tarabish/codec': 'decoding any Tarabish action',
  'games/tarabish/deal': '`setup` (explicit deal or seed)',
  'games/tarabish/declarations': '`declare:…`',
  'games/tarabish/melds': '`parseMeld`, `declare:…`',
  'games/tarabish/options': '`setup` (options)',
  'games/tarabish/play': '`play:<card>`, `play:<card>+bella`',
  'games/tarabish/reducer': 'any Tarabish action (shape, phase, seat)',
  'games/tarabish/scoresheet': '`tarabishScoreSheet`',
  'games/tarabish/bidding': '`bid:…`, `trump:…`, `call:…`, `pass`',
  'games/tarabish/position': '`parseTarabishPosition`',
  'games/tarabish/facts': '`setup` (a position from facts), `tarabishFactsOf`',
  'games/belote/bidding': '`take`, `take:…`, `pass`',
  'games/belote/declarations': '`announce:…`',
  'games/belote/options': '`setup` (options)',
  'games/belote/play': '`play:<card>`, `play:<card>+belote`, `play:<card>+rebelote`',
  'games/belote/reducer': 'any Belote action (shape, phase, seat)',
  'games/belote/position': '`parseBelotePosition`',
  'family/ruleset': 'any Belote, Coinche or Tarabish action (shape, phase, seat)',
  'family/facts': '`setup` from a position of Belote, Coinche and Tarabish (a position from facts), `…FactsOf`',
  'family/queries':
    'the rule queries of Belote, Coinche and Tarabish (`beloteQueries`, `coincheQueries`, `tarabishQueries`)',
  'bots/bot': "`createBot` (its options), a bot's `act`",
};

/** Meanings for codes whose message is built elsewhere (the kernel's play rules). */
const MEANINGS: Record<string, string> = {
  'options/invalid':
    "The option, what it allows and the value received: players must be 3, 4 or 5; got 6 (or: unknown option 'plyers' — did you mean 'players'?).",
  'play/must-follow-suit': 'You must follow the suit led.',
  // Belote's, built from one of two messages: the first's meaning
  'announce/shared-card':
    'A card counts in one announcement only (with sharedCards: two sequences or two carrés cannot share one).',
  'play/call-not-allowed': 'Belote is said with the first of the king and queen of trump, rebelote with the second.',
  // every position reader's own first words; the meaning they share
  'position/malformed':
    'The position cannot be read: its frame, a section or a field is not written as the notation says.',
  // the Belote family's position checks (family/facts.ts), in each game's words: Belote's
  'position/cards-won': 'All eight tricks are won: the deal is over.',
  'position/declaration':
    'Every seat announces in turn from the eldest (…) before the first card (announcementTiming before-first-trick).',
  'position/turn': '… announces next, not ….',
  'play/must-overtrump': 'On a trump lead, or when the trick has been trumped, you must play a higher trump.',
  'play/must-trump': 'You cannot follow suit: you must play a trump.',
  'play/must-undertrump': 'You cannot follow suit or overtrump: you must still play a (lower) trump.',
  // built from one of several messages (games/tarot/scoresheet.ts): the first of them
  'scoresheet/chelem-inconsistent': 'The defence cannot win the Petit au bout when the taker takes every trick.',
  'scoresheet/petit-au-bout-inconsistent': "The taker's side won the Petit au bout, so it holds at least 1 oudler.",
};

/** Strings that look like codes but are not error codes (package paths). */
const NOT_CODE = /^(fp-ts|atout|zod|node)\//;

/** The lists themselves (`…_ERROR_CODES = [ … ] as const`): left out of the scan, which looks for codes in use. */
const CODE_LIST = /\b[A-Z_]*ERROR_CODES\s*(?::[^=]*)?=\s*\[[\s\S]*?\]\s*as const;/g;
/** A code at the start of a message, `'options/dealer-out-of-range: the dealer must …'` (zod refinements). */
const CODE_IN_MESSAGE = /['"`]([a-z]+(?:-[a-z]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*): ([^'"`]*)['"`]/g;

/** The documented codes: the library's and the command's, each once. */
const LISTED: readonly string[] = [...new Set<string>([...RULE_ERROR_CODES, ...CLI_ERROR_CODES])].sort();

/**
 * What is wrong between the codes found in the source and the listed ones: a code in one and not
 * the other, a listed code whose area this page does not describe. Empty when they agree.
 */
export function codeProblems(found: ReadonlySet<string>, listed: readonly string[] = LISTED): string[] {
  const unlisted = [...found].filter((c) => !listed.includes(c)).sort();
  const unused = listed.filter((c) => !found.has(c));
  const noArea = listed.filter((c) => !(c.split('/')[0]! in AREAS));
  return [
    unlisted.length > 0
      ? `in the source but in no code list (src/errors.ts, src/cli/codes.ts): ${unlisted.join(', ')}`
      : '',
    unused.length > 0 ? `listed but returned nowhere in the source: ${unused.join(', ')}` : '',
    noArea.length > 0 ? `listed with an area docs/errors.md does not describe (AREAS): ${noArea.join(', ')}` : '',
  ].filter((p) => p !== '');
}

interface Found {
  readonly modules: Set<string>;
  message: string;
}

/** Every code written in the source (the code lists left out), with its first message and its modules. */
export function scanSource(): Map<string, Found> {
  const codes = new Map<string, Found>();
  // the command's findings last: a code shared with the library keeps the library's message
  const isCli = (file: string): number => Number(relative(join(root, 'src'), file).startsWith('cli/'));
  for (const file of files(join(root, 'src')).sort((a, b) => isCli(a) - isCli(b))) {
    // comments mention codes as examples: leave them out
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(CODE_LIST, '');
    const mod = relative(join(root, 'src'), file).replace(/\.ts$/, '');
    // the conformance harness checks codes, it returns none; the vectors expect codes, they return
    // none; the locales name codes to give them words
    if (mod.startsWith('testing/') || mod.startsWith('vectors/') || mod.startsWith('locales/')) continue;
    // the code lists and their union; the table of detail types (it names codes to type them)
    if (mod === 'errors' || mod.endsWith('/codes') || mod === 'kernel/error-details') continue;
    for (const m of text.matchAll(CODE_IN_MESSAGE)) {
      const entry = codes.get(m[1]!) ?? { modules: new Set<string>(), message: '' };
      entry.modules.add(mod);
      if (!entry.message) entry.message = m[2]!.replace(/\$\{[^}]*\}/g, '…').replace(/\|/g, '\\|');
      codes.set(m[1]!, entry);
    }
    // Game rules added to the play chain (`restrict(ob, keep, 'rule')`, or an `Obligation<'rule'>`
    // a game decides itself) are refused as `play/<rule>`.
    for (const m of text.matchAll(/(?:restrict\([^;]*?,\s*|Obligation<)'([a-z-]+)'[)>]/g)) {
      const code = `play/${m[1]!}`;
      const msg = new RegExp(`'${m[1]!}':\\s*'([^']*)'`).exec(text);
      const entry = codes.get(code) ?? { modules: new Set<string>(), message: '' };
      entry.modules.add(mod);
      if (!entry.message && msg) entry.message = msg[1]!;
      codes.set(code, entry);
    }
    for (const m of text.matchAll(CODE)) {
      const code = m[1]!;
      if (NOT_CODE.test(code)) continue;
      const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 400);
      const msg = /^\s*,\s*(?:`([^`]*)`|'([^']*)'|"([^"]*)")/.exec(after);
      const entry = codes.get(code) ?? { modules: new Set<string>(), message: '' };
      entry.modules.add(mod);
      if (!entry.message && MEANINGS[code]) entry.message = MEANINGS[code];
      if (!entry.message && msg)
        entry.message = (msg[1] ?? msg[2] ?? msg[3] ?? '').replace(/\$\{[^}]*\}/g, '…').replace(/\|/g, '\\|');
      codes.set(code, entry);
    }
  }
  return codes;
}

/** docs/errors.md; throws when the code lists and the source disagree (`codeProblems`). */
export function catalogue(): string {
  const codes = scanSource();
  const problems = codeProblems(new Set(codes.keys()));
  if (problems.length > 0) throw new Error(`Error codes: ${problems.join('; ')}.`);
  const lines = [
    '# Error codes',
    '',
    'Every error atout returns has a stable code `area/what`, a human message and structured',
    '`detail`. The codes are the type `RuleErrorCode` (a union of string literals: a misspelt code',
    'does not compile); each ruleset names its own (`TarotErrorCode`, `TarabishErrorCode`). This page',
    'is generated from the source by `npm run errors` (a test keeps it current): each code with its',
    'message, the actions or functions that can return it, and the source module. The codes marked',
    '(command) are findings of `atout validate`, not returned by the library.',
    'Messages shown with `…` are filled in with the situation (a card, a seat, a limit).',
    '',
  ];
  const byArea = new Map<string, string[]>();
  for (const code of LISTED) {
    const area = code.split('/')[0]!;
    byArea.set(area, [...(byArea.get(area) ?? []), code]);
  }
  for (const [area, list] of byArea) {
    lines.push(
      `## ${area}/ — ${AREAS[area]}`,
      '',
      '| code | message | returned by | source |',
      '| --- | --- | --- | --- |',
    );
    for (const code of list) {
      const e = codes.get(code)!;
      const mods = [...e.modules].sort();
      const actions = [...new Set(mods.map((m) => MODULE_ACTIONS[m] ?? '—'))].join('; ');
      const command = (CLI_ERROR_CODES as readonly string[]).includes(code) ? ' (command)' : '';
      lines.push(
        `| \`${code}\`${command} | ${e.message || '(varies)'} | ${actions} | ${mods.map((m) => `\`${m}\``).join(', ')} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
