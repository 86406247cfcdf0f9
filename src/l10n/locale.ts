/**
 * The shape of a locale: plain data, one module per language (`atout/locales/en`, `…/fr`, `…/de`,
 * `…/it`), so that a bundle carries only the locales it imports. An app adds a language by writing
 * a value of this type; a game written outside the package brings its texts in `games[<ruleset id>]`
 * and the texts of its own error codes in that section's `errors`.
 *
 * Texts are templates. `{path}` inserts a value of the thing being rendered (an event, an error's
 * `detail`, a result, an action's parts), `{path:kind}` formats it, `{path:kind:arg}` passes an
 * argument to the kind (docs/guide.md, "Adding a locale", lists the kinds):
 *
 * | kind | value | renders |
 * | --- | --- | --- |
 * | (none), `number` | number | the number in the locale (`45,5` in French) |
 * | `signed` | number | with its sign (`+25`, `−50`) |
 * | `count:<noun>` | number | the number and the noun's plural form (`2 bouts`) |
 * | `card` / `cards` | card id or notation / a list | the card's name (`le roi de cœur`) |
 * | `oneof` | a list of cards | the cards as a choice (`le 18 ou le 21`) |
 * | `short` / `shorts` | card / a list | the display notation (`R♥`) |
 * | `suit` | suit letter or index | the suit's name |
 * | `seat` / `seats` | seat number / a list | the seat's name (`Joueur 1`, or the app's names) |
 * | `perseat` / `scores` | a number per seat | `Joueur 1 : 50, Joueur 2 : 41` (`scores`: signed) |
 * | `teams` | a number per team | `Joueur 1 et Joueur 3 : 120, …` |
 * | `nth` | a 0-based index | its 1-based number (deal 0 → `1`) |
 * | `team` | team index (seat % 2) | its two seats (`Joueur 1 et Joueur 3`) |
 * | `term:<group>` | string | the word of `terms.<group>` (`garde` → `Garde`) |
 * | `phase` | string | the phase's name |
 * | `meld` / `melds` | meld notation (`run3-KH`, `four-J`) / a list | the meld in words |
 * | `action` | action string (`bid:70`) | the action in words (the seat from `{seat}`) |
 * | `option:<name>` | an option's value | the value's word (`garde` → `Garde`, `true` → `oui`) |
 * | `list` | strings | the list joined in the language (`a, b et c`) |
 * | `choice` | strings | the list as a choice (`a, b ou c`) |
 *
 * A result line's condition may join alternatives with `|` (`bella.0|bella.1`).
 *
 * A template is a string, a `select` on a value, or a list of alternatives: the first whose values
 * are all present is used (so one key serves errors whose `detail` differs between games or
 * versions).
 */

/** A text with placeholders, a choice on a value, or alternatives tried in order. */
export type Template = string | Select | readonly Template[];

/** Picks a template by the value at `select` (written as a string: `true`, `made`, `3`). */
export interface Select {
  readonly select: string;
  readonly cases: Readonly<Record<string, Template>>;
  /** Used when no case matches; without it the select renders nothing. */
  readonly other?: Template;
}

/** A noun's forms by plural category of `Intl.PluralRules` (`one`, `other`; some languages add `few`, `many`…). */
export interface Plural {
  readonly one: string;
  readonly other: string;
  readonly zero?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
}

/**
 * One line of a result, shown when `when` holds (every condition of the list): `path` (set: not
 * null, false, 0 or ''), `!path` (not set), `path=value`, `path!=value`.
 */
export interface ResultLine {
  readonly when?: string | readonly string[];
  readonly text: Template;
}

/** The short display notation of cards: for people only (records, the codec and JSON stay canonical). */
export interface DisplayNotation {
  /** By rank as written in the canonical notation (`K`, `N`, `10`). Ranks not listed stay as they are. */
  readonly ranks: Readonly<Record<string, string>>;
  /** By suit letter (`S`, `H`, `D`, `C`, `T`). */
  readonly suits: Readonly<Record<string, string>>;
  /** Whole cards written otherwise (`EX`). */
  readonly cards?: Readonly<Record<string, string>>;
  /** What the letters and symbols stand for, in a line (`R roi, D dame… ; ♠ pique…`). */
  readonly legend?: string;
}

/** An option's name and the words of its values (`seat`: the value is a seat, named like every seat). */
export interface OptionTexts {
  readonly name: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly seat?: boolean;
}

/** The words of one game (by ruleset id: `tarot`, `goulash`, `tarabish`, or an app's game). */
export interface GameTexts {
  /** The game's name. */
  readonly name: string;
  /** The id of another section of the same locale whose texts fill in what this one leaves out (Goulash → Tarot). */
  readonly extends?: string;
  /** Suit names by suit letter of the notation (`S`, `H`, `D`, `C`, Tarot's trumps `T`). */
  readonly suits?: Readonly<Record<string, string>>;
  /** Rank names by rank notation (`1`…`10`, `J`, `N`, `Q`, `K`, `A`, trumps `1`…`21`). */
  readonly ranks?: Readonly<Record<string, string>>;
  /** How a card reads from its `{rank}` and `{suit}` words, or `{n}` its rank as written (`{rank} de {suit}`). */
  readonly card?: string;
  /** The same, per suit letter (Tarot's trumps: `le {rank} d'atout`). */
  readonly cardBySuit?: Readonly<Record<string, string>>;
  /** Cards with a name of their own, by notation (`EX`, `1T`, `21T`). */
  readonly cards?: Readonly<Record<string, string>>;
  /** The short display notation. */
  readonly display?: DisplayNotation;
  /** The seats as compass points, in the order play goes round from seat 0 (for `seats: 'compass'`). */
  readonly compass?: readonly ('north' | 'east' | 'south' | 'west')[];
  /** Phase names. */
  readonly phases?: Readonly<Record<string, string>>;
  /**
   * Actions by codec pattern: `play:{card:card}` matches `play:KH` and reads its parts with the
   * same kinds as the templates; the most specific pattern (`bid:pass`) is listed before the general
   * one (`bid:{bid}`, read as `{bid:term:bid}` in the text). The text names the acting seat with
   * `{actor}` (the seat's name, or `someone` when the action is rendered without its seat). Two
   * parts side by side (`bid:{value}{strain}`, matching `bid:90H`) split after the first one's
   * leading number.
   */
  readonly actions?: Readonly<Record<string, Template>>;
  /** Melds by notation pattern, like `actions` (`run3-{top}`, `four-{rank}`), for the kinds `meld` and `melds`. */
  readonly melds?: Readonly<Record<string, Template>>;
  /** Events by `type`, rendered from the event's fields. */
  readonly events?: Readonly<Record<string, Template>>;
  /** Words by group: contracts, bids, poignée sizes, sides, reasons… (`{x:term:contract}`). */
  readonly terms?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The result as lines, rendered from the result's fields. */
  readonly result?: readonly ResultLine[];
  /** Option names and the words of their values. */
  readonly options?: Readonly<Record<string, OptionTexts>>;
  /** Texts for this game's own error codes (they win over the locale's `errors`). */
  readonly errors?: Readonly<Record<string, Template>>;
  /** The names of the game's presets in an app's menu, by preset key (`tarot3` → `Tarot, 3 players`). */
  readonly presets?: Readonly<Record<string, string>>;
}

/** A language: plain data. */
export interface Locale {
  /** The BCP 47 tag numbers and plurals follow (`fr`, `de-CH`). */
  readonly tag: string;
  /** The language's own name (`Français`). */
  readonly name: string;
  /** A seat's default name from its 1-based number `{n}` (`Joueur {n}`). */
  readonly seat: string;
  /** A team of two seats `{a}` and `{b}` (`{a} et {b}`). */
  readonly team: string;
  /** A seat's score in a list (`{seat} : {score}`). */
  readonly score: string;
  /** A name and its value (`{name} : {value}`), for options. */
  readonly label: string;
  /** Who acts when an action is rendered without its seat. */
  readonly someone: string;
  readonly yes: string;
  readonly no: string;
  /** The four compass points. */
  readonly compass: Readonly<Record<'north' | 'east' | 'south' | 'west', string>>;
  /** Nouns by name, for `count:<noun>`. */
  readonly nouns: Readonly<Record<string, Plural>>;
  /** Error texts by code, from the code and the error's `detail`. */
  readonly errors: Readonly<Record<string, Template>>;
  /** The text of an error whose code this locale does not know, by area (`play`); `{code}` is the code. */
  readonly areas: Readonly<Record<string, Template>>;
  /** The text of an error of an unknown area; `{code}` is the code. */
  readonly unknownError: Template;
  /**
   * What an error's `detail` adds after its text, whatever its code, so that no help is lost in
   * translation (each is left out when the locale has none).
   */
  readonly evidence?: EvidenceTexts;
  /** Texts shared by every match ruleset (`tarot-match`…): its events and its result. */
  readonly match: {
    readonly name: string;
    readonly events: Readonly<Record<string, Template>>;
    readonly result: readonly ResultLine[];
  };
  /** Words of each game, by ruleset id. */
  readonly games: Readonly<Record<string, GameTexts>>;
  /** The words of a transcript (the command's `play` and `npm start`). */
  readonly transcript: TranscriptTexts;
}

/** What an error's `detail` adds after its text (`Locale.evidence`). */
export interface EvidenceTexts {
  /** `detail.suggestion`, the text a near miss meant, as `{suggestion}` ("did you mean "garde"?"). */
  readonly suggestion: Template;
  /** `detail.suggestions`, several texts it may have meant, as `{suggestions:choice}`. */
  readonly suggestions: Template;
  /** `detail.valid`, the values allowed, as `{valid:choice}`. */
  readonly valid: Template;
  /** `detail.field` and `detail.received`: the field refused and the value it held (as JSON). */
  readonly received: Template;
  /** One entry of `detail.mismatches`: a field of a claimed result, `{field}`, `{claimed}`, `{actual}` (as JSON). */
  readonly mismatch: Template;
}

/** The words of a transcript: headings and the line of each trick. */
export interface TranscriptTexts {
  /** The first line: `{game}` and `{seed}`. */
  readonly title: string;
  /** The heading of the hands as dealt. */
  readonly hands: string;
  /** One hand: `{seat}` and its `{cards}`, then `{later}` the cards received after trump is chosen. */
  readonly hand: Template;
  /** One card of a trick: `{seat}` and `{card}`. */
  readonly play: string;
  /** A trick: its number `{n}`, its `{plays}`, its `{winner}` (a seat) and its `{points}`. */
  readonly trick: Template;
  /** The heading of the result. */
  readonly result: string;
  /** The scores `{scores}` of a game whose result the locale has no lines for. */
  readonly scores: string;
  /** The card notation's legend: `{legend}` (`R = roi, D = dame…`). */
  readonly legend: string;
}
