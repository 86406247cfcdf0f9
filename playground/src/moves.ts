/**
 * The Replay page's move list: the actions of a record grouped by deal and, within a deal, into
 * the auction (everything before the first card) and one group per trick, from the events each
 * action gave (`trick`: a trick is won; `deal-start`: a match's next deal). Only the current deal's
 * moves are drawn, so that a long match steps as fast as a single deal.
 */
import type { Localized } from 'atout';
import type { Language } from './i18n.js';
import { el } from './table.js';

/** Where an action belongs: its deal (0-based) and its trick in that deal (null: before the play). */
export interface MovePlace {
  readonly deal: number;
  readonly trick: number | null;
}

/** The place of every action, from the events each one gave. */
export function placesOf(actions: readonly string[], events: readonly (readonly object[])[]): MovePlace[] {
  const places: MovePlace[] = [];
  let deal = 0;
  let trick = 0;
  actions.forEach((action, i) => {
    places.push({ deal, trick: action.startsWith('play:') ? trick : null });
    for (const e of events[i] ?? []) {
      const type = (e as { type?: unknown }).type;
      if (type === 'trick') trick++;
      else if (type === 'deal-start') {
        deal++;
        trick = 0;
      }
    }
  });
  return places;
}

/** The first action of each deal (indexes into the actions). */
export function dealStarts(places: readonly MovePlace[]): number[] {
  const starts: number[] = [];
  places.forEach((p, i) => {
    if (starts.length === p.deal) starts.push(i);
  });
  return starts;
}

export interface MoveListInput {
  readonly actions: readonly string[];
  readonly places: readonly MovePlace[];
  /** The seat that made each action (undefined: none named). */
  actorOf(i: number): number | undefined;
  /** The position shown: after `at` actions. */
  readonly at: number;
  /** An illegal action after the last one, shown last with its code. */
  readonly illegal: { readonly action: string; readonly code: string } | null;
  /** Steps to the position after `step` actions. */
  go(step: number): void;
}

/** A move's words: a card played as its seat and the card (`Player 2: K♠`), anything else its sentence. */
function moveText(action: string, seat: number | undefined, words: Localized): string {
  const card = /^play:([^+]+)$/.exec(action)?.[1];
  if (card !== undefined && seat !== undefined) return `${words.seat(seat)}: ${words.short(card)}`;
  return words.action(action, seat);
}

/** The move list of the current deal (`move-list`, one `move` per action; a click steps there). */
export function moveList(input: MoveListInput, words: Localized, language: Language): HTMLElement {
  const { actions, places, at } = input;
  const box = el('nav', { className: 'moves', testid: 'move-list' });
  box.setAttribute('aria-label', language.t('moves'));
  const starts = dealStarts(places);
  // the position after `at` actions belongs to the deal of the next action (a match sets up the
  // next deal with the last action of the one before)
  const current = (places[at] ?? places[at - 1])?.deal ?? 0;
  if (starts.length > 1) {
    const select = el('select', { testid: 'deal-select' });
    starts.forEach((_, d) =>
      select.append(new Option(language.t('dealOf', { n: d + 1 }), String(d), false, d === current)),
    );
    select.addEventListener('change', () => input.go(starts[Number(select.value)] ?? 0));
    const label = el('label', { text: `${language.t('jumpToDeal')} ` });
    label.append(select);
    box.append(label);
  }
  const from = starts[current] ?? 0;
  const to = starts[current + 1] ?? actions.length;
  let group: HTMLOListElement | null = null;
  let key = '';
  for (let i = from; i < to; i++) {
    const place = places[i]!;
    const k = place.trick === null ? 'auction' : `trick-${place.trick}`;
    if (k !== key || group === null) {
      key = k;
      const title = place.trick === null ? language.t('auction') : `${language.t('trick')} ${place.trick + 1}`;
      group = el('ol', { className: 'move-group' });
      group.start = i + 1;
      box.append(el('h3', { text: title }), group);
    }
    const button = el('button', { text: moveText(actions[i]!, input.actorOf(i), words), testid: 'move' });
    button.type = 'button';
    button.dataset['step'] = String(i + 1);
    if (i === at - 1) {
      button.classList.add('current');
      button.setAttribute('aria-current', 'step');
    }
    button.addEventListener('click', () => input.go(i + 1));
    group.append(el('li', {}, button));
  }
  if (input.illegal !== null && to === actions.length) {
    const item = el(
      'p',
      { className: 'illegal' },
      `${input.illegal.action} — `,
      el('code', { text: input.illegal.code }),
    );
    box.append(item);
  }
  return box;
}
