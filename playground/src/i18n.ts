/**
 * The page's own words (buttons, headings) in the four languages of atout's locales; everything
 * about the games (cards, actions, errors, results) comes from `localize` and the locale objects.
 */
import type { Locale } from 'atout';
import { en } from 'atout/locales/en';

export const LANGS = ['en', 'fr', 'de', 'it'] as const;
export type Lang = (typeof LANGS)[number];

/** A language's locale and the page's words in it. */
interface Loaded {
  readonly locale: Locale;
  readonly words: Words;
}

/** English is in the bundle; the others (atout's locale and the page's words) load when chosen. */
const LOADERS: Readonly<Record<Lang, () => Promise<Loaded>>> = {
  en: () => Promise.resolve({ locale: en, words: EN }),
  fr: async () => ({ locale: (await import('atout/locales/fr')).fr, words: (await import('./words-fr.js')).FR }),
  de: async () => ({ locale: (await import('atout/locales/de')).de, words: (await import('./words-de.js')).DE }),
  it: async () => ({ locale: (await import('atout/locales/it')).it, words: (await import('./words-it.js')).IT }),
};

const EN = {
  title: 'atout playground',
  play: 'Play',
  replay: 'Replay and validate',
  language: 'Language',
  game: 'Game',
  length: 'Length',
  oneDeal: 'One deal',
  match: 'A match',
  seat: 'Your seat',
  level: 'Bots',
  random: 'random',
  heuristic: 'heuristic',
  pimc: 'strong (PIMC)',
  options: 'Options (JSON)',
  newGame: 'New game',
  yourTurn: 'Your turn',
  waiting: 'Waiting for {seat}',
  thinking: '{seat} is thinking…',
  over: 'The game is over',
  hand: 'Your hand',
  trick: 'Trick',
  lastTrick: 'Last trick',
  actions: 'Your choices',
  table: 'Table',
  cards: '{n} cards',
  dealer: 'dealer',
  chien: 'Chien',
  ecart: 'Écart',
  bids: 'Said',
  contract: 'Contract',
  trump: 'Trump',
  declarations: 'Declarations',
  cardPoints: 'Card points',
  score: 'Score',
  totals: 'Totals',
  dealOf: 'Deal {n}',
  hands: 'Hands as dealt',
  events: 'What happened',
  exportRecord: 'Export the record',
  link: 'Link to replay this game',
  recordLabel: 'A record (JSON), a position in notation, or a link',
  upload: 'Or open a file',
  load: 'Load',
  start: 'Start',
  end: 'End',
  back: 'Back',
  forward: 'Forward',
  viewAs: 'View as',
  spectator: 'Spectator',
  step: 'Position {i} of {n}',
  valid: 'Valid: every action is legal{result}.',
  resultAgrees: ' and the claimed result agrees',
  illegalAt: 'Action #{i} “{action}” by {seat} is illegal: {reason}',
  cannotRead: 'This record cannot be read: {reason}',
  mismatch: 'The claimed result differs from the replayed one:',
  field: 'Field',
  claimed: 'Claimed',
  actual: 'Replayed',
  position: 'A position: it shows one moment, with no actions to step through.',
  notInput: 'Neither a record nor a position: {reason}',
  pasteSomething: 'Paste a record first.',
  botError: 'The bot failed: {reason}',
  spectatorHand: 'A spectator sees no hand.',
  partner: 'Partner',
  badOptions: 'The options must be JSON, such as {"dealer": 1}.',
  brokenLink: 'this link is damaged or cut short.',
  notText: 'a record is JSON, and a position starts with its game’s name ({names}).',
  confirmNew: 'A game is in progress: abandon it and deal a new one?',
  abandon: 'Abandon it',
  keepPlaying: 'Keep playing',
  next: 'Continue',
  trickWon: '{seat} wins trick {n}',
  pace: 'After a trick',
  paceWait: 'wait for me',
  paceSeconds: '{n} s',
  showLastTrick: 'Show the last trick',
  hideLastTrick: 'Hide the last trick',
  dealOver: 'Deal {n} is over',
  nextDeal: 'Next deal',
  matchOver: 'The match is over',
  scoreSheet: 'Score sheet',
  running: 'total',
  allTricks: 'The deal’s tricks',
  tricksWon: '{n} tricks',
  taker: 'taker',
  you: 'you',
  settings: 'Settings and new game',
  pass: 'pass',
  calls: 'calls',
  tricks: 'Tricks won',
  said: 'What was said and shown',
  chelemAsk: 'Chelem question',
  chelemLikely: 'only with a hand for it',
  chelemAlways: 'always',
  poignee: 'Poignée',
  poigneeChosen: 'Poignée: {n} trumps chosen to show (click one to change it)',
  confirmPoignee: 'Show the poignée',
  oneTrick: '1 trick',
  analysis: 'Analysis',
  solving: 'The solver is thinking…',
  analysisNote: 'Each card’s value: the card points its side owns at the end with perfect play, every hand open.',
  cardValue: '{card}: {value}',
  allHands: 'All hands open',
  moves: 'Moves',
  auction: 'Bidding and contract',
  jumpToDeal: 'Go to',
  ecartChosen: 'Écart: {n} of {of} chosen',
  undo: 'Undo',
  confirmEcart: 'Confirm the écart',
  turned: 'Turned card',
  bidLevel: 'Bid',
} as const;

export type UiKey = keyof typeof EN;
/** The page's words in one language (each language but English in its own module, `words-<lang>.ts`). */
export type Words = Readonly<Record<UiKey, string>>;

/** The page's language: its words and atout's locale. */
export interface Language {
  readonly lang: Lang;
  readonly locale: Locale;
  /** A phrase of the page, its `{name}` slots filled in. */
  t(key: UiKey, values?: Readonly<Record<string, string | number>>): string;
}

const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/** The language asked for: `?lang=`, then the last one chosen, then the browser's, then English. */
export function initialLang(): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLang(asked)) return asked;
  let saved: string | null;
  try {
    saved = localStorage.getItem('atout-lang');
  } catch {
    saved = null;
  }
  if (isLang(saved)) return saved;
  const browser = navigator.language.slice(0, 2);
  return isLang(browser) ? browser : 'en';
}

export async function loadLanguage(lang: Lang): Promise<Language> {
  const { locale, words } = await LOADERS[lang]();
  try {
    localStorage.setItem('atout-lang', lang);
  } catch {
    // private browsing: the choice is not remembered
  }
  document.documentElement.lang = lang;
  return {
    lang,
    locale,
    t: (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m)),
  };
}

/** The `language` select: calls `onChange` with the new language once loaded. */
export function languageSelect(current: Lang, onChange: (language: Language) => void): HTMLSelectElement {
  const select = document.createElement('select');
  select.dataset['testid'] = 'language';
  const names: Readonly<Record<Lang, string>> = { en: 'English', fr: 'Français', de: 'Deutsch', it: 'Italiano' };
  for (const lang of LANGS) select.append(new Option(names[lang], lang, lang === current, lang === current));
  select.addEventListener('change', () => {
    const lang = select.value;
    if (isLang(lang)) void loadLanguage(lang).then(onChange);
  });
  return select;
}
