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
