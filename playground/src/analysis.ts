/**
 * The Replay page's analysis, like `atout analyse`: at a position of the card play, every legal
 * card's double-dummy value (the card points the side to act owns at the end under perfect play,
 * every hand visible), from the solver's per-card answer (`solve` with `all`), computed in the Web
 * Worker within a node budget; a spinner while it thinks, the solver's refusal in words otherwise.
 */
import type { AnyRuleset, Localized, RuleError } from 'atout';
import type { SolveReply, SolveRequest } from './bot-worker.js';
import type { Language } from './i18n.js';
import { el } from './table.js';

/** The node budget of one position's analysis (`solve`'s default is 10,000,000: a few seconds). */
const NODES = 3_000_000;

type Answer =
  | { readonly values: readonly { readonly action: string; readonly value: number }[] }
  | { readonly error: Pick<RuleError, 'code' | 'message' | 'detail'> };

let worker: Worker | null = null;
let lastId = 0;
/** Answers by position key; a key asked and not yet answered is in `pending`. */
const answers = new Map<string, Answer>();
const pending = new Set<string>();

/** Whether the actor of `state` is to play a card (the analysis is of the card play only). */
const playing = (rules: AnyRuleset, state: object): boolean =>
  rules.actor(state) !== 'done' && rules.legal(state).some((a) => rules.codec.encode(a).startsWith('play:'));

function ask(key: string, rules: AnyRuleset, state: object, redraw: () => void): void {
  if (pending.has(key)) return;
  pending.add(key);
  worker ??= new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  const id = ++lastId;
  const request: SolveRequest = { kind: 'solve', id, ruleset: rules.id, state, nodes: NODES };
  const listener = ({ data }: MessageEvent<SolveReply>): void => {
    if (data.id !== id) return;
    worker?.removeEventListener('message', listener);
    pending.delete(key);
    answers.set(key, 'error' in data ? { error: data.error } : { values: data.values });
    redraw();
  };
  worker.addEventListener('message', listener);
  worker.postMessage(request);
}

/**
 * The analysis of the position `key` names (`analysis`, one `card-value` per legal card, with
 * `data-card` and `data-value`), or null outside the card play; `redraw` is called once the
 * solver answers.
 */
export function analysisBox(
  key: string,
  rules: AnyRuleset,
  state: object,
  words: Localized,
  language: Language,
  redraw: () => void,
): HTMLElement | null {
  if (!playing(rules, state)) return null;
  const box = el('section', { className: 'analysis', testid: 'analysis' }, el('h3', { text: language.t('analysis') }));
  box.setAttribute('aria-label', language.t('analysis'));
  const answer = answers.get(key);
  if (answer === undefined) {
    ask(key, rules, state, redraw);
    const spinner = el('p', { className: 'spinner', testid: 'analysis-pending', text: language.t('solving') });
    spinner.setAttribute('role', 'status');
    box.setAttribute('aria-busy', 'true');
    box.append(spinner);
    return box;
  }
  if ('error' in answer) {
    box.append(el('p', { className: 'analysis-error', text: words.error({ ...answer.error } as RuleError) }));
    return box;
  }
  // one value per card (a Tarabish card with and without bella: the better one)
  const byCard = new Map<string, number>();
  for (const { action, value } of answer.values) {
    const card = /^play:([^+]+)/.exec(action)?.[1];
    if (card !== undefined) byCard.set(card, Math.max(value, byCard.get(card) ?? -Infinity));
  }
  const best = Math.max(...byCard.values());
  const list = el('ul', { className: 'card-values' });
  for (const [card, value] of [...byCard].sort((a, b) => b[1] - a[1])) {
    const item = el('li', { testid: 'card-value', text: `${words.short(card)} ${value}` });
    item.dataset['card'] = card;
    item.dataset['value'] = String(value);
    item.title = language.t('cardValue', { card: words.card(card), value });
    if (value === best) item.classList.add('best');
    list.append(item);
  }
  box.append(el('p', { text: language.t('analysisNote') }), list);
  return box;
}
