/**
 * Our own card faces, drawn with CSS: the rank in the corner and the suit's symbol in the middle
 * (the locale's short notation, `R♥` in French, `K♥` in English), Tarot's trumps with their number
 * and the Excuse with a star. Cards are named as atout names them (`KH`, `21T`, `EX`, `10S`).
 */
import type { Localized } from 'atout';

const SYMBOLS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The suit letter of a card name (`T` for a Tarot trump, `X` for the Excuse). */
export function suitOf(card: string): string {
  if (card === 'EX') return 'X';
  return card.slice(-1);
}

/** A card face's parts: the corner text and the middle symbol. */
function face(card: string, words: Localized): { corner: string; middle: string } {
  const suit = suitOf(card);
  if (suit === 'X') return { corner: words.short(card), middle: '★' };
  if (suit === 'T') return { corner: card.slice(0, -1), middle: card.slice(0, -1) };
  const short = words.short(card);
  return { corner: short, middle: SYMBOLS[suit] ?? suit };
}

/**
 * Fills `el` with a card face; `el` is a button (a card of the hand) or a span (a card on the table).
 * The face is hidden from screen readers; the card's name in words is a button's own text (hidden
 * from the eye, so that its name holds all the text it has: WCAG's "label in name") or a span's label.
 */
export function drawCard<E extends HTMLElement>(el: E, card: string, words: Localized): E {
  const { corner, middle } = face(card, words);
  const suit = suitOf(card);
  el.classList.add('card', `suit-${suit}`);
  el.dataset['card'] = card;
  if (el instanceof HTMLButtonElement) {
    const name = document.createElement('span');
    name.className = 'card-name';
    el.append(name);
  }
  nameCard(el, words.card(card));
  const top = document.createElement('span');
  top.className = 'corner';
  top.textContent = corner;
  top.setAttribute('aria-hidden', 'true');
  const mid = document.createElement('span');
  mid.className = 'middle';
  mid.textContent = middle;
  mid.setAttribute('aria-hidden', 'true');
  el.append(top, mid);
  return el;
}

/** Names a card drawn by `drawCard` (`the king of hearts`, or for a card the player may play, the play). */
export function nameCard(el: HTMLElement, name: string): void {
  const own = el.querySelector(':scope > .card-name');
  if (own !== null) own.textContent = name;
  else el.setAttribute('aria-label', name);
}

/** A card shown on the table (not clickable). */
export function cardSpan(card: string, words: Localized): HTMLSpanElement {
  const span = drawCard(document.createElement('span'), card, words);
  span.setAttribute('role', 'img');
  return span;
}

/** A row of table cards. */
export function cardRow(cards: readonly string[], words: Localized): HTMLDivElement {
  const row = document.createElement('div');
  row.className = 'cards';
  row.append(...cards.map((c) => cardSpan(c, words)));
  return row;
}
