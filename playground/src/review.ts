/**
 * Looking back: the last trick (the `last-trick` control), every trick of a deal, a finished deal's
 * summary (its result in words, its last trick, its tricks) and a match's score sheet, one row per
 * deal with the running totals. Drawn from views and results only.
 */
import type { Localized, MatchView } from 'atout';
import type { FinishedTrickView } from 'atout/kernel';
import { cardRow } from './cards.js';
import type { Language } from './i18n.js';
import { el, type DealView } from './table.js';

/** One finished trick: each card with its seat, the winner marked. */
export function trickCards(trick: FinishedTrickView, words: Localized, testid?: string): HTMLElement {
  const plays = el('div', testid === undefined ? { className: 'plays' } : { className: 'plays', testid });
  for (const p of trick.plays) {
    const fig = el(
      'figure',
      { className: 'played' },
      cardRow([p.card], words),
      el('figcaption', { text: words.seat(p.seat) }),
    );
    if (trick.winner === p.seat) fig.classList.add('winner');
    plays.append(fig);
  }
  return plays;
}

/**
 * The `last-trick` control and, when open, the last finished trick (`last-trick-cards`); nothing
 * before the first trick is won.
 */
export function lastTrick(
  view: DealView,
  words: Localized,
  language: Language,
  shown: boolean,
  toggle: () => void,
): HTMLElement | null {
  const last = view.tricks[view.tricks.length - 1];
  if (last === undefined) return null;
  const box = el('section', { className: 'last-trick' });
  const button = el('button', {
    text: language.t(shown ? 'hideLastTrick' : 'showLastTrick'),
    testid: 'last-trick',
  });
  button.type = 'button';
  button.setAttribute('aria-expanded', String(shown));
  button.addEventListener('click', toggle);
  box.append(button);
  if (shown) {
    const cards = trickCards(last, words, 'last-trick-cards');
    cards.setAttribute('aria-label', `${language.t('lastTrick')} ${view.tricks.length}`);
    box.append(cards);
  }
  return box;
}

/** Every trick of the deal, folded (a deal's review at its end). */
export function allTricks(view: DealView, words: Localized, language: Language): HTMLElement | null {
  if (view.tricks.length === 0) return null;
  const box = el(
    'details',
    { className: 'review', testid: 'all-tricks' },
    el('summary', { text: language.t('allTricks') }),
  );
  view.tricks.forEach((t, i) => {
    box.append(el('h3', { text: `${language.t('trick')} ${i + 1} · ${words.seat(t.winner)}` }), trickCards(t, words));
  });
  return box;
}

/**
 * A result as lines (`words.result`); when the locale has no result texts for the game, each seat's
 * score (every result has `scores`, one per seat).
 */
export function resultLines(result: object, words: Localized, language: Language): readonly string[] {
  const lines = words.result(result as never);
  if (lines.length > 0) return lines;
  const scores = (result as { scores?: unknown }).scores;
  if (!Array.isArray(scores)) return [];
  return [`${language.t('score')}: ${scores.map((x, seat) => `${words.seat(seat)} ${String(x)}`).join(' · ')}`];
}

/** A finished deal of a match: its result in words, its last trick, its tricks. */
export function dealSummary(
  n: number,
  view: DealView,
  result: object | undefined,
  words: Localized,
  language: Language,
): HTMLElement {
  const box = el('section', { className: 'deal-summary', testid: 'deal-summary' });
  box.setAttribute('aria-label', language.t('dealOver', { n }));
  box.append(el('h2', { text: language.t('dealOver', { n }) }));
  if (result !== undefined) {
    const list = el('ul');
    for (const text of resultLines(result, words, language)) list.append(el('li', { text }));
    box.append(list);
  }
  const last = view.tricks[view.tricks.length - 1];
  if (last !== undefined)
    box.append(el('h3', { text: `${language.t('lastTrick')} ${view.tricks.length}` }), trickCards(last, words));
  const review = allTricks(view, words, language);
  if (review !== null) box.append(review);
  return box;
}

/**
 * A match's score sheet: one row per deal (its scores, then the running totals), the totals last;
 * with `jump`, each deal's name is a button that goes to that deal (the Replay page).
 */
export function scoreSheet(
  view: MatchView<DealView>,
  words: Localized,
  language: Language,
  jump?: (deal: number) => void,
): HTMLElement {
  const table = el('table', { className: 'totals', testid: 'score-sheet' });
  table.append(el('caption', { text: language.t('scoreSheet') }));
  const seats = view.totals.map((_, s) => words.seat(s));
  table.append(
    el(
      'tr',
      {},
      el('td', {}),
      ...seats.map((name) => el('th', { text: name })),
      ...seats.map((name) => el('th', { text: `${language.t('running')} ${name}` })),
    ),
  );
  const running = view.totals.map(() => 0);
  view.history.forEach((scores, i) => {
    scores.forEach((x, s) => (running[s] = (running[s] ?? 0) + x));
    table.append(
      el(
        'tr',
        {},
        el('th', {}, dealName(i, language, jump)),
        ...scores.map((x) => el('td', { text: String(x) })),
        ...running.map((x) => el('td', { className: 'running', text: String(x) })),
      ),
    );
  });
  table.append(
    el(
      'tr',
      {},
      el('th', { text: language.t('totals') }),
      ...view.totals.map((x) => el('td', { text: String(x) })),
      ...view.totals.map(() => el('td', { text: '' })),
    ),
  );
  return table;
}

/** A deal's name in the score sheet: a button to it when the page can jump. */
function dealName(i: number, language: Language, jump?: (deal: number) => void): Node {
  const name = language.t('dealOf', { n: i + 1 });
  if (jump === undefined) return document.createTextNode(name);
  const button = el('button', { text: name, testid: 'jump-deal' });
  button.type = 'button';
  button.dataset['deal'] = String(i);
  button.addEventListener('click', () => jump(i));
  return button;
}
