/**
 * What one seat sees of a deal, drawn from its `view` only (a Tarot, Goulash or Tarabish view; a
 * match view shows its current deal's): the seats and what they said, the contract, the chien and
 * écart when this seat may see them, declarations, the trick, and every hand once the deal is over.
 */
import type { Localized, MatchView } from 'atout';
import type { TarotView } from 'atout/tarot';
import type { TarabishView } from 'atout/tarabish';
import { cardRow } from './cards.js';
import type { Language } from './i18n.js';

export type DealView = TarotView | TarabishView;
export type AnyView = DealView | MatchView<DealView>;

export const isMatchView = (v: AnyView): v is MatchView<DealView> => 'current' in v && 'totals' in v;
export const dealViewOf = (v: AnyView): DealView => (isMatchView(v) ? v.current : v);
const isTarot = (v: DealView): v is TarotView => 'chienSize' in v;

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; testid?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (props.className !== undefined) e.className = props.className;
  if (props.text !== undefined) e.textContent = props.text;
  if (props.testid !== undefined) e.dataset['testid'] = props.testid;
  e.append(...children);
  return e;
};
export { el };

/** A labelled line: `Contract: garde`. */
const line = (label: string, ...value: (Node | string)[]): HTMLElement =>
  el('div', { className: 'line' }, el('span', { className: 'label', text: `${label}: ` }), ...value);

/** A whole sentence on its own line (an action in words, with its seat). */
const sentence = (text: string, testid?: string): HTMLElement =>
  el('div', testid === undefined ? { className: 'line', text } : { className: 'line', text, testid });

/** The seats around the table, with hand sizes, the dealer and the seat to act. */
function seats(view: DealView, words: Localized, language: Language): HTMLElement {
  const list = el('ul', { className: 'seats' });
  view.handSizes.forEach((n, seat) => {
    const item = el('li', { className: seat === view.actor ? 'seat acting' : 'seat' });
    const name = words.seat(seat) + (seat === view.seat ? ' ★' : '');
    item.append(el('strong', { text: name }), ` · ${language.t('cards', { n })}`);
    if (seat === view.dealer) item.append(` · ${language.t('dealer')}`);
    if (seat === view.actor) item.setAttribute('aria-current', 'true');
    list.append(item);
  });
  return list;
}

/** The trick in progress, or the last one while the next has not started. */
function trick(view: DealView, words: Localized, language: Language): HTMLElement {
  const current = view.trick.plays.length > 0 || view.tricks.length === 0;
  const shown = current ? view.trick : view.tricks[view.tricks.length - 1]!;
  const box = el('section', { className: 'trick', testid: 'trick' });
  if (shown.plays.length === 0) return box;
  box.setAttribute('aria-label', language.t(current ? 'trick' : 'lastTrick'));
  box.append(
    el('h3', { text: `${language.t(current ? 'trick' : 'lastTrick')} ${view.tricks.length + (current ? 1 : 0)}` }),
  );
  const plays = el('div', { className: 'plays' });
  for (const p of shown.plays) {
    const fig = el(
      'figure',
      { className: 'played' },
      cardRow([p.card], words),
      el('figcaption', { text: words.seat(p.seat) }),
    );
    if (!current && 'winner' in shown && shown.winner === p.seat) fig.classList.add('winner');
    plays.append(fig);
  }
  box.append(plays);
  return box;
}

/** Tarot: the bids, the contract, the called card, the chien, the écart, poignées. */
function tarotLines(view: TarotView, words: Localized, language: Language): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (view.bids.length > 0)
    out.push(line(language.t('bids'), view.bids.map((b) => words.action(`bid:${b.bid}`, b.seat)).join(' · ')));
  if (view.contract !== null && view.taker !== null)
    out.push(line(language.t('contract'), words.action(`bid:${view.contract}`, view.taker)));
  // the call is worded with its taker (`Player 2 calls the king of spades`), the partner once known by name
  if (view.called !== null) out.push(sentence(words.action(`call:${view.called}`, view.taker ?? undefined), 'called'));
  if (view.partner !== null) out.push(line(language.t('partner'), words.seat(view.partner)));
  if (view.chien !== null && view.chien.length > 0) out.push(line(language.t('chien'), cardRow(view.chien, words)));
  if (view.ecart !== null && view.ecart.length > 0) out.push(line(language.t('ecart'), cardRow(view.ecart, words)));
  else if (view.ecartTrumps.length > 0) out.push(line(language.t('ecart'), cardRow(view.ecartTrumps, words)));
  for (const p of view.poignees) out.push(line(words.action(`poignee:${p.size}`, p.seat), cardRow(p.cards, words)));
  if (view.chelemAnnounced) out.push(sentence(words.action('chelem:yes', view.taker ?? undefined)));
  return out;
}

/** Tarabish: what was said, the contract and trump, declarations, bella, card points. */
function tarabishLines(view: TarabishView, words: Localized, language: Language): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (view.speech.length > 0)
    out.push(line(language.t('bids'), view.speech.map((s) => words.action(s.said, s.seat)).join(' · ')));
  if (view.trump !== null) {
    const by = view.contract?.seat;
    out.push(
      sentence(
        view.trump === 'no-trump' ? words.action('call:no-trump', by) : words.action(`trump:${view.trump}`, by),
        'trump',
      ),
    );
  }
  view.declarations.forEach((d, seat) => {
    if (d !== null && d.length > 0)
      out.push(line(language.t('declarations'), words.action(`declare:${d.join('+')}`, seat)));
  });
  view.bella.forEach((b, seat) => {
    if (b) out.push(line(words.seat(seat), 'bella'));
  });
  if (view.tricks.length > 0) out.push(line(language.t('cardPoints'), `${view.cardPoints[0]} – ${view.cardPoints[1]}`));
  return out;
}

/** Every hand as dealt, once the deal is over. */
function hands(view: DealView, words: Localized, language: Language): HTMLElement | null {
  if (view.hands === null) return null;
  const box = el('details', { className: 'hands' }, el('summary', { text: language.t('hands') }));
  view.hands.forEach((h, seat) => box.append(line(words.seat(seat), cardRow(h, words))));
  return box;
}

/** The table as `view`'s seat sees it (without its own hand: the page draws that). */
export function drawTable(view: AnyView, words: Localized, language: Language): HTMLElement {
  const deal = dealViewOf(view);
  const box = el('section', { className: 'table' });
  box.setAttribute('aria-label', language.t('table'));
  if (isMatchView(view)) box.append(el('h3', { text: language.t('dealOf', { n: view.deal + 1 }) }));
  box.append(el('p', { className: 'phase', text: words.phase(deal.phase) }), seats(deal, words, language));
  box.append(...(isTarot(deal) ? tarotLines(deal, words, language) : tarabishLines(deal, words, language)));
  box.append(trick(deal, words, language));
  const all = hands(deal, words, language);
  if (all !== null) box.append(all);
  return box;
}
