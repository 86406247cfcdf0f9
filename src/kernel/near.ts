/**
 * "Did you mean …?": the known name closest to a mistyped one, and the notation a near miss was
 * meant to be (extra spaces, the wrong case). Used by option errors and by the action codecs.
 */

/** Edit distance (Levenshtein) between two short names. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The known name closest to `name`: the same letters in another case, or a typo away (an edit
 * distance of at most a third of its length, at least 1); undefined when none is that close.
 */
export function closest(name: string, known: readonly string[]): string | undefined {
  if (name.length > 64) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const k of known) {
    const d = k.toLowerCase() === lower ? 0 : distance(lower, k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/**
 * The text a near miss of a notation was meant to be, when one of its usual slips gives text that
 * `valid` accepts: spaces around it or its colons, or the wrong case (action words are lower case,
 * card names upper case: `BID:PASS`, `play:4s`). Undefined when no such repair is valid.
 */
export function nearNotation(text: string, valid: (t: string) => boolean): string | undefined {
  if (text.length > 200) return undefined;
  const spaced = text.trim().replace(/\s*([:+-])\s*/g, '$1');
  const lowerWords = (t: string): string => {
    const colon = t.lastIndexOf(':');
    return colon < 0 ? t.toLowerCase() : t.slice(0, colon).toLowerCase() + t.slice(colon);
  };
  const upperLast = (t: string): string => {
    const colon = t.lastIndexOf(':');
    return colon < 0 ? t : t.slice(0, colon + 1) + t.slice(colon + 1).toUpperCase();
  };
  // lower case, then the card or rank at the end of each part in capitals (`declare:run3-KH+four-J`)
  const cards = (t: string): string =>
    t.toLowerCase().replace(/([-:])([^-:+]+)(?=\+|$)/g, (_, p: string, x: string) => p + x.toUpperCase());
  const candidates = [spaced, spaced.toLowerCase(), lowerWords(spaced), upperLast(lowerWords(spaced)), cards(spaced)];
  return candidates.find((c) => c !== text && valid(c));
}

/** The suit symbols of the display notation `localize` prints (every language writes them alike). */
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/**
 * The rank letters of the shipped languages' display notations, and the ranks each may stand for:
 * French R roi, D dame, C cavalier, V valet; German K König, D Dame, R Reiter, B Bube; Italian
 * R re, D donna, C cavallo, F fante. test/kernel/near.test.ts checks that every card each locale
 * prints is read back to the card it names.
 */
const RANK_LETTERS: Readonly<Record<string, readonly string[]>> = {
  R: ['K', 'N'],
  D: ['Q'],
  C: ['N'],
  V: ['J'],
  B: ['J'],
  F: ['J'],
};

/** Whole cards of the display notations: the Excuse (`Ex`, French `Exc`, Italian `Sc`). */
const WHOLE_CARDS: Readonly<Record<string, string>> = { EX: 'EX', EXC: 'EX', SC: 'EX', EXCUSE: 'EX' };

/**
 * The cards a text written for people may have meant, in the deck's notation (`names`): a card in
 * the display notation of any shipped language (`R♥` → `KH` or `NH`, `K♥` → `KH`, `10♠` → `10S`,
 * a bare trump number `21` → `21T`, `Exc` → `EX`), or with a display rank letter before a suit
 * letter (`VH` → `JH`). Empty when none.
 */
export function displayMeant(text: string, names: ReadonlySet<string> | ReadonlyMap<string, unknown>): string[] {
  if (text.length > 16) return [];
  const t = text.trim().toUpperCase();
  const out: string[] = [];
  const add = (name: string): void => {
    if (names.has(name) && !out.includes(name)) out.push(name);
  };
  add(t);
  const whole = WHOLE_CARDS[t];
  if (whole !== undefined) add(whole);
  if (/^\d{1,2}$/.test(t)) add(`${Number(t)}T`);
  const last = [...t].at(-1) ?? '';
  const suit = SUIT_SYMBOLS[last] ?? (/^[SHDC]$/.test(last) ? last : undefined);
  if (suit !== undefined && t.length > last.length) {
    const rank = t.slice(0, t.length - last.length).trim();
    add(`${rank}${suit}`);
    for (const r of RANK_LETTERS[rank] ?? []) add(`${r}${suit}`);
  }
  return out;
}
