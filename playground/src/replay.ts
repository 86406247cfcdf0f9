/**
 * The Replay page: a record (pasted, uploaded or in the link's hash) or a position in notation,
 * stepped through action by action from any seat's view or the spectator's. `validate` runs on the
 * record: the first illegal action is shown in place, with its code and its reason in words, and a
 * claimed result that differs is shown field by field.
 */
import {
  games,
  isLeft,
  isSeatOf,
  localize,
  replay,
  validate,
  type AnyRuleset,
  type Either,
  type Localized,
  type MatchView,
  type RuleError,
} from 'atout';
import { tarabishPosition } from 'atout/tarabish/position';
import { tarotPosition } from 'atout/tarot/position';
import { cardRow } from './cards.js';
import { RULESETS, rulesetById } from './games.js';
import type { Language } from './i18n.js';
import { textOfLink } from './link.js';
import { analysisBox } from './analysis.js';
import { dealStarts, moveList, placesOf, type MovePlace } from './moves.js';
import { resultLines, scoreSheet } from './review.js';
import { startPage } from './shell.js';
import { dealViewOf, drawFacts, drawTable, el, isMatchView, markTrump, type AnyView, type DealView } from './table.js';

/** What was loaded: the states to step through and what validation said. */
interface Loaded {
  readonly rules: AnyRuleset;
  /** The initial state, then the state after each legal action. */
  readonly states: readonly object[];
  /** The legal actions (codec strings) and each one's events. */
  readonly actions: readonly string[];
  readonly events: readonly (readonly object[])[];
  readonly verdict: Verdict;
  /** The result once the last state is over (public then). */
  readonly result: object | undefined;
  /** Each action's deal and trick (the move list's groups). */
  readonly places: readonly MovePlace[];
}

type Verdict =
  | { readonly kind: 'valid'; readonly claimed: boolean }
  | { readonly kind: 'illegal'; readonly index: number; readonly action: string; readonly error: RuleError }
  | { readonly kind: 'mismatch'; readonly fields: readonly { field: string; claimed: unknown; actual: unknown }[] }
  | { readonly kind: 'position' };

let language: Language;
let loaded: Loaded | null = null;
/** A record that cannot be read at all: the error, with the ruleset to word it when known. */
let unreadable: { readonly error: RuleError; readonly rules: AnyRuleset } | { readonly text: string } | null = null;
let at = 0;
let seat: number | 'spectator' = 'spectator';
let inputText = '';

const root = el('main', { className: 'replay' });
const form = el('div', { className: 'controls' });
const area = el('div', { className: 'game' });
root.append(form, area);
document.body.append(root);

/** Reads the input: a link (which may open at a step: `#v1=…&at=N`), a record's JSON or a position. */
function load(input: string): void {
  const step = /&at=(\d+)\s*$/.exec(input);
  loadText(step === null ? input : input.slice(0, step.index));
  if (step !== null && loaded !== null) at = Math.min(loaded.states.length - 1, Number(step[1]));
}

/** Counts the loads: an analysis belongs to one load's position. */
let generation = 0;

function loadText(text: string): void {
  generation++;
  inputText = text;
  loaded = null;
  unreadable = null;
  at = 0;
  const linked = textOfLink(text.trim());
  const source = linked ?? text;
  if (linked !== undefined) inputText = linked;
  if (source.trim() === '') {
    unreadable = { text: language.t('pasteSomething') };
    return;
  }
  if (linked === undefined && LINK.test(source.trim())) {
    // a link whose record cannot be decoded: damaged or cut short
    unreadable = { text: language.t('notInput', { reason: language.t('brokenLink') }) };
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    // a link decoded to a text that is not JSON was cut short; other text may be a position
    if (linked !== undefined) unreadable = { text: language.t('notInput', { reason: language.t('brokenLink') }) };
    else loadPosition(source.trim());
    return;
  }
  loadRecord(json);
}

/** A replay link, or its hash alone (`#v1=…`, `v1=…`): read by `textOfLink`, else broken. */
const LINK = /(^|#)v\d+=|^https?:\/\/|replay\.html/;

function loadRecord(json: unknown): void {
  const checked = validate(json, RULESETS);
  const id = (json as { ruleset?: { id?: unknown } } | null)?.ruleset?.id;
  const named = typeof id === 'string' ? rulesetById(id) : undefined;
  if (isLeft(checked) && checked.left.kind === 'replay' && checked.left.error.index === null) {
    unreadable = { error: checked.left.error, rules: named ?? RULESETS[0]! };
    return;
  }
  let verdict: Verdict;
  let record = json as { actions: readonly string[] } & Record<string, unknown>;
  if (!isLeft(checked)) verdict = { kind: 'valid', claimed: checked.right.record.result !== undefined };
  else if (checked.left.kind === 'result-mismatch') verdict = { kind: 'mismatch', fields: checked.left.mismatches };
  else {
    const e = checked.left.error;
    const index = e.index!;
    verdict = { kind: 'illegal', index, action: e.action ?? '', error: e.cause ?? e };
    // the states up to the illegal action: the record's legal prefix, without its claimed result
    const { result: _result, ...rest } = record;
    record = { ...rest, actions: record.actions.slice(0, index) };
  }
  const played = replay(record, RULESETS);
  if (isLeft(played)) {
    unreadable = { error: played.left, rules: named ?? RULESETS[0]! };
    return;
  }
  const r = played.right;
  loaded = {
    rules: r.rules,
    states: [r.initial, ...r.steps.map((s) => s.state)],
    actions: r.steps.map((s) => s.action),
    events: r.steps.map((s) => s.events),
    verdict,
    result: r.result,
    places: placesOf(
      r.steps.map((s) => s.action),
      r.steps.map((s) => s.events),
    ),
  };
  at = verdict.kind === 'illegal' ? loaded.states.length - 1 : 0;
}

/** Each deal ruleset's position notation (a Goulash position is written as a Tarot one). */
const NOTATION_OF: Readonly<Record<string, { parse(text: unknown): Either<RuleError, object> }>> = {
  tarot: tarotPosition,
  goulash: tarotPosition,
  tarabish: tarabishPosition,
};
/** The position notation of every game that has one, with its deal ruleset. */
const NOTATIONS = games.flatMap((game) => {
  const notation = NOTATION_OF[game.deal.id];
  return notation === undefined ? [] : [{ rules: game.deal, notation }];
});

function loadPosition(text: string): void {
  const tried = NOTATIONS.map(({ rules, notation }) => ({ rules, parsed: notation.parse(text) }));
  for (const { rules, parsed } of tried)
    if (!isLeft(parsed)) {
      loaded = positionOf(rules, parsed.right);
      return;
    }
  // none reads it: say why in the words of the game the text names (its head); text that names no
  // game is neither a record nor a position
  const head = text.trim().split(/\s/)[0];
  const named = tried.find((t) => t.rules.id === head);
  if (named === undefined) {
    const names = [...new Set(NOTATIONS.map((n) => n.rules.id))].join(', ');
    unreadable = { text: language.t('notInput', { reason: language.t('notText', { names }) }) };
  } else if (isLeft(named.parsed)) unreadable = { error: named.parsed.left, rules: named.rules };
}

const positionOf = (rules: AnyRuleset, state: object): Loaded => ({
  rules,
  states: [state],
  actions: [],
  events: [],
  verdict: { kind: 'position' },
  result: rules.result(state),
  places: [],
});

/** The input, the file picker, the load button. */
function drawForm(): void {
  const input = el('textarea', { testid: 'record-input' });
  input.rows = 5;
  input.value = inputText;
  input.setAttribute('aria-label', language.t('recordLabel'));
  input.placeholder = language.t('recordLabel');
  const file = el('input', { testid: 'record-file' });
  file.type = 'file';
  file.accept = '.json,.txt,application/json,text/plain';
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (f !== undefined)
      void f.text().then((text) => {
        input.value = text;
        load(text);
        draw();
      });
  });
  const button = el('button', { text: language.t('load'), testid: 'record-load' });
  button.type = 'button';
  button.addEventListener('click', () => {
    load(input.value);
    draw();
  });
  const upload = el('label', { text: `${language.t('upload')} ` });
  upload.append(file);
  form.replaceChildren(el('label', { text: language.t('recordLabel') }, el('br'), input), upload, button);
}

const show = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));

/** The validation verdict, in place above the position. */
function verdictBox(l: Loaded | null, words: Localized | null): HTMLElement {
  const box = el('section', { className: 'verdict', testid: 'validation-result' });
  box.setAttribute('role', 'status');
  if (unreadable !== null) {
    box.classList.add('bad');
    if ('text' in unreadable) box.append(unreadable.text);
    else {
      const w = localize(unreadable.rules, language.locale);
      box.dataset['code'] = unreadable.error.code;
      box.append(
        language.t('cannotRead', { reason: w.error(unreadable.error) }),
        ' ',
        el('code', { text: unreadable.error.code }),
      );
    }
    return box;
  }
  if (l === null || words === null) return box;
  const v = l.verdict;
  if (v.kind === 'valid') {
    box.classList.add('good');
    box.append(language.t('valid', { result: v.claimed ? language.t('resultAgrees') : '' }));
  } else if (v.kind === 'position') box.append(language.t('position'));
  else if (v.kind === 'illegal') {
    box.classList.add('bad');
    box.dataset['code'] = v.error.code;
    box.append(illegalText(l, words), ' ', el('code', { text: v.error.code }));
  } else {
    box.classList.add('bad');
    box.dataset['code'] = 'result-mismatch';
    const table = el('table');
    table.append(
      el(
        'tr',
        {},
        ...[language.t('field'), language.t('claimed'), language.t('actual')].map((t) => el('th', { text: t })),
      ),
    );
    for (const m of v.fields)
      table.append(
        el(
          'tr',
          {},
          el('td', {}, el('code', { text: m.field })),
          el('td', { text: show(m.claimed) }),
          el('td', { text: show(m.actual) }),
        ),
      );
    box.append(el('p', { text: language.t('mismatch') }), table);
  }
  return box;
}

/** The illegal action in words: its number, its text, its seat (who was to act), why. */
function illegalText(l: Loaded, words: Localized): string {
  const v = l.verdict;
  if (v.kind !== 'illegal') return '';
  const actor = l.rules.actor(l.states[l.states.length - 1]!);
  return language.t('illegalAt', {
    i: v.index + 1,
    action: v.action,
    seat: actor === 'done' ? language.locale.someone : words.seat(actor),
    reason: words.error(v.error),
  });
}

/** The step buttons, the seat select and the position counter. */
function stepper(l: Loaded, words: Localized): HTMLElement {
  const bar = el('div', { className: 'stepper' });
  const last = l.states.length - 1;
  const button = (key: 'start' | 'back' | 'forward' | 'end', testid: string, to: number, disabled: boolean) => {
    const b = el('button', { text: language.t(key), testid });
    b.type = 'button';
    b.disabled = disabled;
    b.addEventListener('click', () => {
      at = Math.max(0, Math.min(last, to));
      draw();
      area.querySelector<HTMLElement>(`[data-testid="${testid}"]`)?.focus();
    });
    return b;
  };
  const select = el('select', { testid: 'view-as' });
  select.append(new Option(language.t('spectator'), 'spectator', false, seat === 'spectator'));
  const players = l.rules.players(l.states[0]!);
  for (let s = 0; s < players; s++) select.append(new Option(words.seat(s), String(s), false, seat === s));
  select.addEventListener('change', () => {
    seat = select.value === 'spectator' ? 'spectator' : Number(select.value);
    draw();
  });
  const viewAs = el('label', { text: `${language.t('viewAs')} ` });
  viewAs.append(select);
  const counter = el('span', {
    className: 'counter',
    testid: 'step-counter',
    text: language.t('step', { i: at, n: last }),
  });
  bar.append(
    button('start', 'step-start', 0, at === 0),
    button('back', 'step-back', at - 1, at === 0),
    counter,
    button('forward', 'step-forward', at + 1, at === last),
    button('end', 'step-end', last, at === last),
    viewAs,
  );
  return bar;
}

/** Whether the match's score sheet is open (drawn only then: a long match has many rows). */
let sheetOpen = false;

/** A match's score sheet so far, folded; each deal's name jumps to its first position. */
function matchSheet(l: Loaded, view: MatchView<DealView>, words: Localized): HTMLElement {
  const box = el(
    'details',
    { className: 'match-sheet', testid: 'match-totals' },
    el('summary', { text: language.t('scoreSheet') }),
  );
  box.open = sheetOpen;
  const fill = (): void => {
    const starts = dealStarts(l.places);
    box.append(
      scoreSheet(view, words, language, (deal) => {
        at = Math.min(l.states.length - 1, starts[deal] ?? 0);
        draw();
      }),
    );
  };
  if (sheetOpen) fill();
  box.addEventListener('toggle', () => {
    sheetOpen = box.open;
    if (box.open && box.querySelector('table') === null) fill();
  });
  return box;
}

/** Whether every hand is shown (the `all-hands` fold stays as the reader left it). */
let handsOpen = false;

/** Every seat's hand at this position, each from its seat's own view (a record is public once replayed). */
function allHands(l: Loaded, state: object, words: Localized): HTMLElement {
  const box = el(
    'details',
    { className: 'all-hands', testid: 'all-hands' },
    el('summary', { text: language.t('allHands') }),
  );
  box.open = handsOpen;
  box.addEventListener('toggle', () => (handsOpen = box.open));
  const players = l.rules.players(state);
  for (let s = 0; s < players; s++) {
    const hand = dealViewOf(l.rules.view(state, s) as AnyView).hand;
    const row = el('div', { className: 'line' }, el('span', { className: 'label', text: `${words.seat(s)}: ` }));
    row.dataset['seat'] = String(s);
    row.append(cardRow(hand, words));
    box.append(row);
  }
  return box;
}

function draw(): void {
  area.replaceChildren();
  const l = loaded;
  const words = l === null ? null : localize(l.rules, language.locale);
  area.append(verdictBox(l, words));
  if (l === null || words === null) return;
  area.append(stepper(l, words));
  const state = l.states[at]!;
  // A seat chosen for an earlier record may not be a seat of this one: show the spectator's view.
  if (seat !== 'spectator' && !isSeatOf(l.rules, state, seat)) seat = 'spectator';
  const view = l.rules.view(state, seat) as AnyView;
  area.append(drawTable(view, words, language));
  const deal = dealViewOf(view);
  if (deal.hand.length > 0)
    area.append(
      el(
        'section',
        { className: 'hand' },
        el('h2', { text: words.seat(deal.seat as number) }),
        cardRow(deal.hand, words),
      ),
    );
  area.append(drawFacts(view, words, language), allHands(l, state, words));
  if (isMatchView(view)) area.append(matchSheet(l, view, words));
  const analysis = analysisBox(`${generation}:${at}`, l.rules, state, words, language, draw);
  if (analysis !== null) area.append(analysis);
  const happened = at > 0 ? (l.events[at - 1] ?? []) : [];
  const visible = happened.filter((e) => {
    const audience = (e as { audience?: unknown }).audience;
    return audience === 'all' || (Array.isArray(audience) && seat !== 'spectator' && audience.includes(seat));
  });
  if (visible.length > 0) {
    const list = el('ul', { className: 'events' });
    for (const e of visible) list.append(el('li', { text: words.event(e as never) }));
    area.append(list);
  }
  if (l.verdict.kind === 'illegal' && at === l.states.length - 1) {
    area.append(
      el(
        'p',
        { className: 'illegal-here', testid: 'illegal-here' },
        illegalText(l, words),
        ' ',
        el('code', { text: l.verdict.error.code }),
      ),
    );
  }
  if (l.result !== undefined && at === l.states.length - 1) {
    const box = el('section', { className: 'score', testid: 'score' }, el('h2', { text: language.t('score') }));
    const list = el('ul');
    for (const text of resultLines(l.result, words, language)) list.append(el('li', { text }));
    box.append(list);
    area.append(box);
  }
  area.append(
    moveList(
      {
        actions: l.actions,
        places: l.places,
        actorOf: (i) => {
          const actor = l.rules.actor(l.states[i]!);
          return actor === 'done' ? undefined : actor;
        },
        at,
        illegal: l.verdict.kind === 'illegal' ? { action: l.verdict.action, code: l.verdict.error.code } : null,
        go: (step) => {
          at = Math.max(0, Math.min(l.states.length - 1, step));
          draw();
          area.querySelector<HTMLElement>(`[data-testid="move"][data-step="${at}"]`)?.focus();
        },
      },
      words,
      language,
    ),
  );
  markTrump(area, view);
}

document.addEventListener('keydown', (e) => {
  if (loaded === null || (e.target instanceof HTMLElement && /^(TEXTAREA|INPUT|SELECT)$/.test(e.target.tagName)))
    return;
  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
    at = Math.max(0, Math.min(loaded.states.length - 1, at + (e.key === 'ArrowRight' ? 1 : -1)));
    draw();
  }
});

const fromHash = (): void => {
  if (location.hash.length > 1) load(location.hash);
};
window.addEventListener('hashchange', () => {
  fromHash();
  drawForm();
  draw();
});

void startPage('replay', (next) => {
  language = next;
  if (loaded === null && unreadable === null) fromHash();
  drawForm();
  draw();
});
