/**
 * The page's own words (buttons, headings) in the four languages of atout's locales; everything
 * about the games (cards, actions, errors, results) comes from `localize` and the locale objects.
 */
import type { Locale } from 'atout';
import { en } from 'atout/locales/en';

export const LANGS = ['en', 'fr', 'de', 'it'] as const;
export type Lang = (typeof LANGS)[number];

/** English is in the bundle; the others load when chosen. */
const LOADERS: Readonly<Record<Lang, () => Promise<Locale>>> = {
  en: () => Promise.resolve(en),
  fr: () => import('atout/locales/fr').then((m) => m.fr),
  de: () => import('atout/locales/de').then((m) => m.de),
  it: () => import('atout/locales/it').then((m) => m.it),
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
  illegalAt: 'Action #{i} “{action}” is illegal: {reason}',
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
} as const;

export type UiKey = keyof typeof EN;
type Words = Readonly<Record<UiKey, string>>;

const FR: Words = {
  title: 'atout, le terrain de jeu',
  play: 'Jouer',
  replay: 'Rejouer et valider',
  language: 'Langue',
  game: 'Jeu',
  length: 'Durée',
  oneDeal: 'Une donne',
  match: 'Une partie',
  seat: 'Votre place',
  level: 'Robots',
  random: 'au hasard',
  heuristic: 'heuristiques',
  pimc: 'forts (PIMC)',
  options: 'Options (JSON)',
  newGame: 'Nouvelle partie',
  yourTurn: 'À vous',
  waiting: 'On attend {seat}',
  thinking: '{seat} réfléchit…',
  over: 'La partie est finie',
  hand: 'Votre main',
  trick: 'Pli',
  lastTrick: 'Dernier pli',
  actions: 'Vos choix',
  table: 'Table',
  cards: '{n} cartes',
  dealer: 'donneur',
  chien: 'Chien',
  ecart: 'Écart',
  bids: 'Annonces',
  contract: 'Contrat',
  trump: 'Atout',
  declarations: 'Annonces de combinaisons',
  cardPoints: 'Points de cartes',
  score: 'Marque',
  totals: 'Totaux',
  dealOf: 'Donne {n}',
  hands: 'Les mains distribuées',
  events: 'Ce qui s’est passé',
  exportRecord: 'Exporter la feuille de partie',
  link: 'Lien pour rejouer cette partie',
  recordLabel: 'Une feuille de partie (JSON), une position en notation, ou un lien',
  upload: 'Ou ouvrir un fichier',
  load: 'Charger',
  start: 'Début',
  end: 'Fin',
  back: 'Reculer',
  forward: 'Avancer',
  viewAs: 'Vue de',
  spectator: 'Spectateur',
  step: 'Position {i} sur {n}',
  valid: 'Valide : toutes les actions sont légales{result}.',
  resultAgrees: ' et le résultat annoncé est exact',
  illegalAt: 'L’action n° {i} « {action} » est illégale : {reason}',
  cannotRead: 'Cette feuille ne peut être lue : {reason}',
  mismatch: 'Le résultat annoncé diffère du résultat rejoué :',
  field: 'Champ',
  claimed: 'Annoncé',
  actual: 'Rejoué',
  position: 'Une position : un seul moment, sans actions à parcourir.',
  notInput: 'Ni une feuille de partie ni une position : {reason}',
  pasteSomething: 'Collez d’abord une feuille de partie.',
  botError: 'Le robot a échoué : {reason}',
  spectatorHand: 'Un spectateur ne voit aucune main.',
};

const DE: Words = {
  title: 'atout-Spielwiese',
  play: 'Spielen',
  replay: 'Nachspielen und prüfen',
  language: 'Sprache',
  game: 'Spiel',
  length: 'Länge',
  oneDeal: 'Ein Spiel',
  match: 'Eine Partie',
  seat: 'Ihr Platz',
  level: 'Bots',
  random: 'zufällig',
  heuristic: 'heuristisch',
  pimc: 'stark (PIMC)',
  options: 'Optionen (JSON)',
  newGame: 'Neues Spiel',
  yourTurn: 'Sie sind dran',
  waiting: 'Warten auf {seat}',
  thinking: '{seat} überlegt…',
  over: 'Das Spiel ist vorbei',
  hand: 'Ihre Hand',
  trick: 'Stich',
  lastTrick: 'Letzter Stich',
  actions: 'Ihre Wahl',
  table: 'Tisch',
  cards: '{n} Karten',
  dealer: 'Geber',
  chien: 'Chien',
  ecart: 'Écart',
  bids: 'Gesagt',
  contract: 'Kontrakt',
  trump: 'Trumpf',
  declarations: 'Meldungen',
  cardPoints: 'Kartenpunkte',
  score: 'Wertung',
  totals: 'Summen',
  dealOf: 'Spiel {n}',
  hands: 'Die ausgeteilten Hände',
  events: 'Was geschah',
  exportRecord: 'Spielprotokoll exportieren',
  link: 'Link zum Nachspielen',
  recordLabel: 'Ein Protokoll (JSON), eine Stellung in Notation oder ein Link',
  upload: 'Oder eine Datei öffnen',
  load: 'Laden',
  start: 'Anfang',
  end: 'Ende',
  back: 'Zurück',
  forward: 'Vor',
  viewAs: 'Sicht von',
  spectator: 'Zuschauer',
  step: 'Stellung {i} von {n}',
  valid: 'Gültig: jede Aktion ist regelkonform{result}.',
  resultAgrees: ', und das behauptete Ergebnis stimmt',
  illegalAt: 'Aktion Nr. {i} „{action}“ ist regelwidrig: {reason}',
  cannotRead: 'Dieses Protokoll ist nicht lesbar: {reason}',
  mismatch: 'Das behauptete Ergebnis weicht vom nachgespielten ab:',
  field: 'Feld',
  claimed: 'Behauptet',
  actual: 'Nachgespielt',
  position: 'Eine Stellung: ein einzelner Moment, ohne Aktionen zum Durchgehen.',
  notInput: 'Weder ein Protokoll noch eine Stellung: {reason}',
  pasteSomething: 'Fügen Sie zuerst ein Protokoll ein.',
  botError: 'Der Bot ist gescheitert: {reason}',
  spectatorHand: 'Ein Zuschauer sieht keine Hand.',
};

const IT: Words = {
  title: 'atout, area di gioco',
  play: 'Gioca',
  replay: 'Rivedi e convalida',
  language: 'Lingua',
  game: 'Gioco',
  length: 'Durata',
  oneDeal: 'Una smazzata',
  match: 'Una partita',
  seat: 'Il tuo posto',
  level: 'Bot',
  random: 'a caso',
  heuristic: 'euristici',
  pimc: 'forti (PIMC)',
  options: 'Opzioni (JSON)',
  newGame: 'Nuova partita',
  yourTurn: 'Tocca a te',
  waiting: 'In attesa di {seat}',
  thinking: '{seat} sta pensando…',
  over: 'La partita è finita',
  hand: 'La tua mano',
  trick: 'Presa',
  lastTrick: 'Ultima presa',
  actions: 'Le tue scelte',
  table: 'Tavolo',
  cards: '{n} carte',
  dealer: 'mazziere',
  chien: 'Chien',
  ecart: 'Écart',
  bids: 'Dichiarato',
  contract: 'Contratto',
  trump: 'Briscola',
  declarations: 'Dichiarazioni',
  cardPoints: 'Punti carta',
  score: 'Punteggio',
  totals: 'Totali',
  dealOf: 'Smazzata {n}',
  hands: 'Le mani distribuite',
  events: 'Cosa è successo',
  exportRecord: 'Esporta il verbale',
  link: 'Link per rivedere questa partita',
  recordLabel: 'Un verbale (JSON), una posizione in notazione o un link',
  upload: 'Oppure apri un file',
  load: 'Carica',
  start: 'Inizio',
  end: 'Fine',
  back: 'Indietro',
  forward: 'Avanti',
  viewAs: 'Vista di',
  spectator: 'Spettatore',
  step: 'Posizione {i} di {n}',
  valid: 'Valido: ogni azione è regolare{result}.',
  resultAgrees: ' e il risultato dichiarato è esatto',
  illegalAt: 'L’azione n. {i} «{action}» è irregolare: {reason}',
  cannotRead: 'Questo verbale non si può leggere: {reason}',
  mismatch: 'Il risultato dichiarato differisce da quello rigiocato:',
  field: 'Campo',
  claimed: 'Dichiarato',
  actual: 'Rigiocato',
  position: 'Una posizione: un solo momento, senza azioni da scorrere.',
  notInput: 'Né un verbale né una posizione: {reason}',
  pasteSomething: 'Incolla prima un verbale.',
  botError: 'Il bot ha fallito: {reason}',
  spectatorHand: 'Uno spettatore non vede alcuna mano.',
};

const WORDS: Readonly<Record<Lang, Words>> = { en: EN, fr: FR, de: DE, it: IT };

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
  const locale = await LOADERS[lang]();
  try {
    localStorage.setItem('atout-lang', lang);
  } catch {
    // private browsing: the choice is not remembered
  }
  document.documentElement.lang = lang;
  const words = WORDS[lang];
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
