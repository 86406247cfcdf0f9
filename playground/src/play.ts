/**
 * The Play page: a deal or a match against the bots. The page keeps the full state to apply
 * actions, but draws only what `view(state, seat)` gives the player's seat, its legal actions, the
 * reasons `explainFor` gives for a refused click, the events the seat may see, and the result once
 * the game is over (public by then). The bots think in a Web Worker.
 */
import {
  eventsFor,
  isLeft,
  localize,
  makeRecord,
  secureSeed,
  type AnyRuleset,
  type GameEvent,
  type GameRecord,
  type Localized,
  type MatchView,
} from 'atout';
import type { BotLevel } from 'atout/bots';
import type { BotReply, BotRequest, Level } from './bot-worker.js';
import { cardRow, drawCard, nameCard } from './cards.js';
import { CHOICES, choiceOf } from './games.js';
import type { Language } from './i18n.js';
import { linkHash } from './link.js';
import { startPage } from './shell.js';
import { allTricks, dealSummary, lastTrick, resultLines, scoreSheet } from './review.js';
import {
  bidParts,
  bidWord,
  dealViewOf,
  drawFacts,
  drawTable,
  el,
  isMatchView,
  markTrump,
  type AnyView,
  type DealView,
} from './table.js';

/**
 * The levels `atout/bots` offers, weakest first; the page starts at the middle one. Listed here, not
 * imported: the page does not load the bots (they think in the worker), and the compiler checks
 * that the list names every level `atout/bots` has (`Whole`) but `baseline`, the frozen 0.1 heuristic
 * that tournaments measure against, not a level to play with.
 */
const LISTED = ['random', 'heuristic', 'pimc'] as const satisfies readonly BotLevel[];
type Whole<T extends readonly BotLevel[]> = [Exclude<BotLevel, T[number] | 'baseline'>] extends [never] ? T : never;
const LEVELS: Whole<typeof LISTED> = LISTED;

interface Settings {
  /** The key of the preset played. */
  game: string;
  match: boolean;
  seat: number;
  level: Level;
  options: string;
  /** After a trick a bot leads the next of: wait for the player (`wait`) or this many seconds. */
  pace: string;
  /** Tarot's chelem question: asked only when the hand could make a chelem (`likely`), or `always`. */
  chelem: 'likely' | 'always';
}

/** The actions a player picks several cards for before confirming: the écart, a poignée's cards. */
type Pick = 'discard' | 'show';
interface Draft {
  readonly kind: Pick;
  readonly actions: readonly string[];
  readonly state: object;
}

/** What holds the bots: a trick just won (until the player goes on), a finished deal of a match. */
type Hold = 'trick' | 'deal' | null;

/** A finished deal of a match, as the player's seat saw it at its end. */
interface Summary {
  /** The deal's number (1-based). */
  readonly n: number;
  readonly view: DealView;
  readonly result: object | undefined;
}

interface Running {
  readonly rules: AnyRuleset;
  /** The deal ruleset (the match's deals are its deals; for one deal, `rules` itself). */
  readonly dealRules: AnyRuleset;
  readonly seat: number;
  readonly level: Level;
  readonly source: { readonly seed: string };
  /** One bot seed per seat, fresh for every game. */
  readonly botSeeds: readonly string[];
  readonly initial: object;
  state: object;
  readonly actions: string[];
  readonly events: GameEvent[];
  error: string | null;
  hold: Hold;
  /** A match's finished deals, in order. */
  readonly summaries: Summary[];
  /**
   * The écart (`discard`) or the poignée's cards (`show`, pre-selected) being chosen: the cards
   * picked so far (their actions) and the state they lead to, applied to the game only once the
   * player confirms.
   */
  draft: Draft | null;
}

const params = new URLSearchParams(location.search);
/** Milliseconds between two bot actions, so that a person can follow them (`?delay=0` for tests). */
const DELAY = Math.max(0, Number(params.get('delay') ?? 500) || 0);
const asked = params.get('game');
/** `?seed=` (32 hex digits): every game deals from it and the bots play from it, the same each time (tests, screenshots). */
const FIXED_SEED = params.get('seed');
const settings: Settings = {
  game: choiceOf(asked)?.key ?? CHOICES[0]!.key,
  match: params.get('match') === '1',
  seat: 0,
  level: LEVELS[Math.floor((LEVELS.length - 1) / 2)]!,
  options: '',
  pace: 'wait',
  chelem: 'likely',
};
/** The paces offered after a trick: wait for the player, or go on after so many seconds. */
const PACES = ['wait', '1', '2', '3'] as const;

let language: Language;
let game: Running | null = null;
let refusal = '';
let worker: Worker | null = null;
let pending = 0;
/** Whether the log of events is open (it stays as the player left it across redraws). */
let eventsOpen = false;
/** Whether the last trick is shown (the `last-trick` control). */
let lastTrickShown = false;
/** Whether "New game" was clicked during a game: the page asks first. */
let confirming = false;
/** The level chosen in the bid picker (`120`, `capot`), kept while it stays legal. */
let bidLevel: string | null = null;
/** More bids than this at once are picked by level (a select), then by strain (buttons). */
const MAX_BID_BUTTONS = 8;

const root = el('main', { className: 'play' });
/** The settings fold away while a game is played (the table and the hand need the room on a phone). */
const controlsArea = el('details', { className: 'settings' });
controlsArea.open = true;
const gameArea = el('div', { className: 'game' });
root.append(controlsArea, gameArea);
document.body.append(root);

const wordsOf = (rules: AnyRuleset): Localized => localize(rules, language.locale);

/** A level's name in the page's words (a level added to atout/bots later shows its own name). */
const levelName = (l: string): string => (l === 'random' || l === 'heuristic' || l === 'pimc' ? language.t(l) : l);

/** The controls: game, length, seat, bots, options, new game. */
function controls(): HTMLElement {
  const form = el('form', { className: 'controls' });
  const field = (label: string, input: HTMLElement): HTMLLabelElement => {
    const l = el('label', { text: `${label} ` });
    l.append(input);
    return l;
  };
  const chosen = choiceOf(settings.game) ?? CHOICES[0]!;
  const gameSelect = el('select', { testid: 'game-select' });
  for (const c of CHOICES)
    gameSelect.append(new Option(wordsOf(c.game.deal).preset(c.key), c.key, false, c.key === chosen.key));
  gameSelect.addEventListener('change', () => {
    const next = choiceOf(gameSelect.value);
    if (next !== undefined) settings.game = next.key;
    settings.seat = Math.min(settings.seat, (next ?? chosen).players - 1);
    drawControls();
    controlsArea.querySelector<HTMLElement>('[data-testid="game-select"]')?.focus();
  });
  const length = el('select', { testid: 'length' });
  length.append(new Option(language.t('oneDeal'), 'deal', false, !settings.match));
  // a game without a match ruleset is played one deal at a time
  if (chosen.game.match !== undefined) length.append(new Option(language.t('match'), 'match', false, settings.match));
  length.addEventListener('change', () => (settings.match = length.value === 'match'));
  const seat = el('select', { testid: 'seat' });
  const seatWords = wordsOf(chosen.game.deal);
  for (let s = 0; s < chosen.players; s++)
    seat.append(new Option(seatWords.seat(s), String(s), false, s === settings.seat));
  seat.addEventListener('change', () => (settings.seat = Number(seat.value)));
  const level = el('select', { testid: 'level' });
  for (const l of LEVELS) level.append(new Option(levelName(l), l, false, l === settings.level));
  level.addEventListener('change', () => (settings.level = level.value as Level));
  const options = el('input', { testid: 'options' });
  options.value = settings.options;
  options.placeholder = '{"dealer": 1}';
  options.addEventListener('input', () => (settings.options = options.value));
  const chelem = el('select', { testid: 'chelem-ask' });
  chelem.append(
    new Option(language.t('chelemLikely'), 'likely', false, settings.chelem === 'likely'),
    new Option(language.t('chelemAlways'), 'always', false, settings.chelem === 'always'),
  );
  chelem.addEventListener('change', () => (settings.chelem = chelem.value === 'always' ? 'always' : 'likely'));
  const pace = el('select', { testid: 'pace' });
  for (const p of PACES)
    pace.append(
      new Option(
        p === 'wait' ? language.t('paceWait') : language.t('paceSeconds', { n: p }),
        p,
        false,
        p === settings.pace,
      ),
    );
  pace.addEventListener('change', () => (settings.pace = pace.value));
  const start = el('button', { text: language.t('newGame'), testid: 'new-game' });
  start.type = 'submit';
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    // a game in progress is not abandoned without asking
    if (game !== null && game.rules.actor(game.state) !== 'done' && game.error === null) {
      confirming = true;
      drawControls();
      controlsArea.querySelector<HTMLElement>('[data-testid="keep-playing"]')?.focus();
      return;
    }
    newGame();
  });
  form.append(
    field(language.t('game'), gameSelect),
    field(language.t('length'), length),
    field(language.t('seat'), seat),
    field(language.t('level'), level),
    field(language.t('options'), options),
    field(language.t('pace'), pace),
    // the chelem question's setting, for the games that ask it (their locale names a chelem phase)
    ...(seatWords.phase('chelem') === 'chelem' ? [] : [field(language.t('chelemAsk'), chelem)]),
    start,
  );
  if (confirming) form.append(confirmBox());
  return form;
}

/** The question asked before a game in progress is abandoned. */
function confirmBox(): HTMLElement {
  const box = el('p', { className: 'confirm', testid: 'confirm-new' });
  box.setAttribute('role', 'alert');
  const yes = el('button', { text: language.t('abandon'), testid: 'abandon' });
  yes.type = 'button';
  yes.addEventListener('click', () => {
    confirming = false;
    drawControls();
    newGame();
  });
  const no = el('button', { text: language.t('keepPlaying'), testid: 'keep-playing' });
  no.type = 'button';
  no.addEventListener('click', () => {
    confirming = false;
    drawControls();
    draw(true);
  });
  box.append(language.t('confirmNew'), ' ', yes, ' ', no);
  return box;
}

/** The settings, folded under their summary. */
function drawControls(): void {
  controlsArea.replaceChildren(el('summary', { text: language.t('settings') }), controls());
}

/** Deals a new game with a fresh secret seed (`secureSeed`). */
function newGame(): void {
  const choice = choiceOf(settings.game) ?? CHOICES[0]!;
  const rules = settings.match ? (choice.game.match ?? choice.game.deal) : choice.game.deal;
  let extra: object;
  try {
    extra = settings.options.trim() === '' ? {} : (JSON.parse(settings.options) as object);
  } catch {
    // the browser's SyntaxError is in its own language: say it in the page's
    refusal = language.t('badOptions');
    draw();
    return;
  }
  const source = { seed: FIXED_SEED ?? secureSeed() };
  const setup = rules.setup({ ...choice.options, ...extra }, source);
  if (isLeft(setup)) {
    game = null;
    refusal = wordsOf(rules).error(setup.left);
    draw();
    return;
  }
  refusal = '';
  game = {
    rules,
    dealRules: choice.game.deal,
    seat: settings.seat,
    level: settings.level,
    source,
    botSeeds: Array.from({ length: choice.players }, () => FIXED_SEED ?? secureSeed()),
    initial: setup.right,
    state: setup.right,
    actions: [],
    events: [],
    error: null,
    hold: null,
    summaries: [],
    draft: null,
  };
  lastTrickShown = false;
  controlsArea.open = false;
  draw(true);
  advance();
}

/** Applies one action (a codec string) to the running game. */
function perform(g: Running, text: string): void {
  const action = g.rules.codec.decode(text);
  if (isLeft(action)) {
    refusal = wordsOf(g.rules).error(action.left);
    return;
  }
  const step = g.rules.apply(g.state, action.right);
  if (isLeft(step)) {
    refusal = wordsOf(g.rules).error(step.left);
    return;
  }
  const before = g.state;
  const seen = g.rules.view(before, g.seat) as AnyView;
  g.state = step.right.state;
  g.actions.push(text);
  g.events.push(...(step.right.events as readonly GameEvent[]));
  refusal = '';
  const now = g.rules.view(g.state, g.seat) as AnyView;
  if (isMatchView(seen) && isMatchView(now) && (now.deal !== seen.deal || now.over)) {
    // the match has set up the next deal in the same step: the finished deal, replayed on its own
    // ruleset from the deal state before the last action, is what its summary shows
    const last = g.dealRules.apply((before as { readonly current: object }).current, action.right);
    if (!isLeft(last))
      g.summaries.push({
        n: seen.deal + 1,
        view: g.dealRules.view(last.right.state, g.seat) as DealView,
        result: g.dealRules.result(last.right.state),
      });
    g.hold = now.over ? null : 'deal';
    lastTrickShown = false;
    return;
  }
  const [was, is] = [dealViewOf(seen), dealViewOf(now)];
  if (is.tricks.length > was.tricks.length && is.actor !== 'done' && is.actor !== g.seat) {
    // a trick was just won and a bot leads the next: the trick stays until the player goes on
    g.hold = 'trick';
    const trick = is.tricks.length;
    if (settings.pace !== 'wait') {
      const seconds = Number(settings.pace);
      // this trick's timer only: a trick the player went on from early does not shorten the next
      setTimeout(() => {
        if (dealViewOf(g.rules.view(g.state, g.seat) as AnyView).tricks.length === trick) release(g, 'trick');
      }, seconds * 1000);
    }
  }
}

/**
 * Whether a Tarot hand could make a chelem (every trick): it holds the 21 and at least as many
 * trumps (the Excuse counted) as other cards. Below that the page answers the chelem question
 * "no" for the player, unless the settings say to always ask.
 */
const couldClaimChelem = (hand: readonly string[]): boolean =>
  hand.includes('21T') && hand.filter((c) => c.endsWith('T') || c === 'EX').length * 2 >= hand.length;

/** Answers the chelem question "no" for the player when the hand could not make one (see `couldClaimChelem`). */
function answerChelem(g: Running): boolean {
  if (settings.chelem === 'always' || g.hold !== null || g.rules.actor(g.state) !== g.seat) return false;
  const legal = g.rules.legal(g.state).map((a) => g.rules.codec.encode(a));
  if (!legal.includes('chelem:no')) return false;
  if (couldClaimChelem(dealViewOf(g.rules.view(g.state, g.seat) as AnyView).hand)) return false;
  perform(g, 'chelem:no');
  return true;
}

/** Lets the bots go on after a hold. */
function release(g: Running, hold: Hold): void {
  if (game !== g || g.hold !== hold) return;
  g.hold = null;
  draw(true);
  advance();
}

/** Asks the worker for the next bot action when a bot is to act. */
function advance(): void {
  const g = game;
  if (g === null || g.error !== null || g.hold !== null) return;
  const actor = g.rules.actor(g.state);
  if (actor === 'done' || actor === g.seat) return;
  worker ??= new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  const id = ++pending;
  const request: BotRequest = {
    kind: 'act',
    id,
    ruleset: g.rules.id,
    level: g.level,
    seed: g.botSeeds[actor]!,
    state: g.state,
    seat: actor,
  };
  worker.onmessage = ({ data }: MessageEvent<BotReply>) => {
    if (data.id !== pending || game !== g) return; // an answer for a game since replaced
    if ('error' in data) {
      g.error = language.t('botError', { reason: `${wordsOf(g.rules).error({ ...data.error })} (${data.error.code})` });
      draw();
      return;
    }
    const apply = (): void => {
      if (game !== g) return;
      perform(g, data.action);
      draw(true);
      advance();
    };
    if (DELAY > 0) setTimeout(apply, DELAY);
    else apply();
  };
  worker.postMessage(request);
}

const CARD_ACTION = /^(play|discard|show):([^+]+)(\+.*)?$/;

/** The player's hand, legal cards highlighted; a click on an illegal one says why. */
function hand(g: Running, view: DealView, words: Localized, legal: readonly string[]): HTMLElement {
  const byCard = new Map<string, string>();
  let kind = 'play';
  for (const text of legal) {
    const m = CARD_ACTION.exec(text);
    if (m === null) continue;
    if (byCard.size === 0) kind = m[1]!;
    if (!byCard.has(m[2]!)) byCard.set(m[2]!, text);
  }
  const box = el('section', { className: 'hand', testid: 'hand' });
  box.setAttribute('aria-label', language.t('hand'));
  box.append(el('h2', { className: 'hand-title', text: language.t('hand') }));
  const row = el('div', { className: 'cards' });
  if (view.seat === 'spectator') row.append(language.t('spectatorHand'));
  for (const card of view.hand) {
    const action = byCard.get(card);
    const button = drawCard(el('button', { testid: 'hand-card' }), card, words);
    button.type = 'button';
    button.dataset['legal'] = String(action !== undefined);
    if (action !== undefined) {
      button.dataset['action'] = action;
      nameCard(button, words.action(action, g.seat));
    }
    const picked = g.draft?.actions.find((a) => a === `${g.draft?.kind}:${card}`);
    if (picked !== undefined) button.dataset['chosen'] = 'true';
    button.addEventListener('click', () => {
      if (action !== undefined && (kind === 'discard' || kind === 'show')) {
        choose(g, kind, [...(g.draft?.actions ?? []), action]);
        draw(true);
        return;
      }
      if (picked !== undefined && g.draft !== null) {
        // a card chosen for the poignée, clicked again: no longer chosen
        choose(
          g,
          g.draft.kind,
          g.draft.actions.filter((a) => a !== picked),
        );
        draw(true);
        return;
      }
      if (action !== undefined) {
        perform(g, action);
        draw(true);
        advance();
        return;
      }
      const decoded = g.rules.codec.decode(`${kind}:${card}`);
      const explained = isLeft(decoded) ? null : g.rules.explainFor(g.draft?.state ?? g.state, g.seat, decoded.right);
      if (isLeft(decoded)) refusal = words.error(decoded.left);
      else if (explained !== null && !explained.legal) refusal = words.error(explained.error);
      draw(true);
    });
    row.append(button);
  }
  // the arrow keys move along the hand (Tab reaches it, Enter or Space plays the focused card)
  row.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const cards = [...row.querySelectorAll<HTMLButtonElement>('button')];
    const i = cards.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    e.preventDefault();
    cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length]?.focus();
  });
  box.append(row);
  return box;
}

/** The draft of `kind`: `actions` applied, in order, to the game's state. */
function choose(g: Running, kind: Pick, actions: readonly string[]): void {
  let state = g.state;
  for (const text of actions) {
    const action = g.rules.codec.decode(text);
    const step = isLeft(action) ? action : g.rules.apply(state, action.right);
    if (isLeft(step)) {
      refusal = wordsOf(g.rules).error(step.left);
      return;
    }
    state = step.right.state;
  }
  g.draft = { kind, actions, state };
  refusal = '';
}

/** Whether the player still has a card to pick (`discard:` or `show:`) in `state`. */
const picking = (g: Running, state: object, kind: Pick): boolean =>
  g.rules.actor(state) === g.seat && g.rules.legal(state).some((a) => g.rules.codec.encode(a).startsWith(`${kind}:`));

/** A poignée's cards pre-selected: the first card the rules allow, again and again, until enough are shown. */
function preselect(g: Running): void {
  const actions: string[] = [];
  let state = g.state;
  while (picking(g, state, 'show') && actions.length < 30) {
    const next = g.rules.legal(state).find((a) => g.rules.codec.encode(a).startsWith('show:'))!;
    const step = g.rules.apply(state, next);
    if (isLeft(step)) break;
    actions.push(g.rules.codec.encode(next));
    state = step.right.state;
  }
  g.draft = { kind: 'show', actions, state };
}

/**
 * The cards being picked: the écart's counter ("2 of 3 chosen") or the poignée's, the cards chosen,
 * undo and confirm (`ecart-confirm` or `poignee-confirm`, once all are chosen).
 */
function pickBox(g: Running, view: DealView, words: Localized): HTMLElement | null {
  const kind: Pick | null = g.draft?.kind ?? (picking(g, g.state, 'discard') ? 'discard' : null);
  if (kind === null) return null;
  const name = kind === 'discard' ? 'ecart' : 'poignee';
  const chosen = (g.draft?.actions ?? []).map((a) => a.slice(kind.length + 1));
  const size = kind === 'discard' && 'chienSize' in view ? view.chienSize : chosen.length;
  const box = el('section', { className: 'ecart', testid: name });
  box.setAttribute('aria-label', language.t(kind === 'discard' ? 'ecart' : 'poignee'));
  const counter = el('p', {
    className: 'counter',
    testid: `${name}-counter`,
    text:
      kind === 'discard'
        ? language.t('ecartChosen', { n: chosen.length, of: size })
        : language.t('poigneeChosen', { n: chosen.length }),
  });
  counter.setAttribute('aria-live', 'polite');
  box.append(counter, cardRow(chosen, words));
  const undo = el('button', { text: language.t('undo'), testid: `${name}-undo` });
  undo.type = 'button';
  undo.disabled = chosen.length === 0;
  undo.addEventListener('click', () => {
    choose(g, kind, (g.draft?.actions ?? []).slice(0, -1));
    draw(true);
  });
  const confirm = el('button', {
    text: language.t(kind === 'discard' ? 'confirmEcart' : 'confirmPoignee'),
    testid: `${name}-confirm`,
  });
  confirm.type = 'button';
  confirm.className = 'go-on';
  confirm.disabled = g.draft === null || g.draft.actions.length === 0 || picking(g, g.draft.state, kind);
  confirm.addEventListener('click', () => {
    const draft = g.draft;
    if (draft === null) return;
    g.draft = null;
    for (const action of draft.actions) perform(g, action);
    draw(true);
    advance();
  });
  box.append(el('div', { className: 'stepper' }, undo, confirm));
  return box;
}

/** A legal action's button (`legal-action`): a bid in the first person, as a player says it (`Garde`, `90 ♥`); other actions as their sentence. */
function actionButton(g: Running, view: DealView, words: Localized, text: string): HTMLButtonElement {
  const called = /^call:(.+)$/.exec(text)?.[1];
  const word =
    bidWord(view, text, language) ?? (called !== undefined && 'chienSize' in view ? words.card(called) : null);
  const button = el('button', {
    text: word === null ? words.action(text, g.seat) : word.charAt(0).toUpperCase() + word.slice(1),
    testid: 'legal-action',
  });
  button.type = 'button';
  button.dataset['action'] = text;
  button.addEventListener('click', () => {
    perform(g, text);
    draw(true);
    advance();
  });
  return button;
}

/**
 * Many bids at once (Coinche's levels by strain, Tarabish's levels): a select of the levels
 * (`bid-level`, the lowest first, capot last) and a button for each bid at the level chosen.
 */
function bidPicker(g: Running, view: DealView, words: Localized, bids: readonly string[]): HTMLElement {
  const levelOf = (bid: string): string => bidParts(bid)!.level;
  const levels = [...new Set(bids.map(levelOf))].sort(
    (a, b) => (a === 'capot' ? Infinity : Number(a)) - (b === 'capot' ? Infinity : Number(b)),
  );
  const chosen = bidLevel !== null && levels.includes(bidLevel) ? bidLevel : levels[0]!;
  const select = el('select', { testid: 'bid-level' });
  for (const level of levels) {
    const first = bids.find((b) => levelOf(b) === level)!;
    const word = level === 'capot' ? (bidWord(view, first, language)?.split(' ')[0] ?? level) : level;
    select.append(new Option(word, level, false, level === chosen));
  }
  select.addEventListener('change', () => {
    bidLevel = select.value;
    draw();
    gameArea.querySelector<HTMLElement>('[data-testid="bid-level"]')?.focus();
  });
  const label = el('label', { text: `${language.t('bidLevel')} ` });
  label.append(select);
  const box = el('div', { className: 'bid-picker' }, label);
  for (const bid of bids) if (levelOf(bid) === chosen) box.append(actionButton(g, view, words, bid));
  return box;
}

/** Every other legal action (bids, calls, declarations, …) as a button; many bids as a picker. */
function choices(g: Running, view: DealView, words: Localized, legal: readonly string[]): HTMLElement {
  const box = el('section', { className: 'choices' });
  box.setAttribute('aria-label', language.t('actions'));
  const bids = legal.filter((text) => bidParts(text) !== null);
  const picked = bids.length > MAX_BID_BUTTONS;
  const seen = new Set<string>();
  for (const text of legal) {
    const m = CARD_ACTION.exec(text);
    // a card's first action is the card's click; another action with it (a bella or belote call) is a button
    if (m !== null && !seen.has(m[2]!)) {
      seen.add(m[2]!);
      continue;
    }
    if (!picked || !bids.includes(text)) box.append(actionButton(g, view, words, text));
  }
  if (picked) box.append(bidPicker(g, view, words, bids));
  return box;
}

/** The result once over (with a match's score sheet all along). */
function score(g: Running, view: AnyView, words: Localized): HTMLElement {
  const box = el('section', { className: 'score', testid: 'score' });
  box.setAttribute('aria-label', language.t('score'));
  if (isMatchView(view)) box.append(scoreSheet(view as MatchView<DealView>, words, language));
  const result = g.rules.result(g.state);
  if (result !== undefined) {
    box.append(el('h2', { text: language.t(isMatchView(view) ? 'matchOver' : 'score') }));
    const list = el('ul');
    for (const text of resultLines(result, words, language)) list.append(el('li', { text }));
    box.append(list);
  }
  return box;
}

/** The events the seat may see, in words, newest last: all of them, open or closed as the player left it. */
function events(g: Running, words: Localized): HTMLElement {
  const box = el('details', { className: 'events', testid: 'events' }, el('summary', { text: language.t('events') }));
  box.open = eventsOpen;
  box.addEventListener('toggle', () => (eventsOpen = box.open));
  // it scrolls (a long deal's log): a keyboard can reach it and scroll it
  const list = el('ol');
  list.tabIndex = 0;
  list.setAttribute('aria-label', language.t('events'));
  for (const e of eventsFor(g.events, g.seat)) list.append(el('li', { text: words.event(e) }));
  box.append(list);
  return box;
}

/** The button that lets the bots go on after a hold (`continue`, or `next-deal` after a match's deal). */
function goOn(g: Running): HTMLElement {
  const deal = g.hold === 'deal';
  const button = el('button', {
    text: language.t(deal ? 'nextDeal' : 'next'),
    testid: deal ? 'next-deal' : 'continue',
  });
  button.type = 'button';
  button.className = 'go-on';
  button.addEventListener('click', () => release(g, g.hold));
  return button;
}

/** The record and its link, once the game is over (a seed tells every hand: not before). */
function exported(g: Running): HTMLElement {
  const record: GameRecord = makeRecord(g.rules, g.initial, g.source, g.actions, {
    result: g.rules.result(g.state)!,
    metadata: { app: 'atout playground' },
  });
  const box = el(
    'details',
    { className: 'export', testid: 'export' },
    el('summary', { text: language.t('exportRecord') }),
  );
  const text = el('textarea', { testid: 'export-record' });
  text.readOnly = true;
  text.rows = 6;
  text.setAttribute('aria-label', language.t('exportRecord'));
  text.value = JSON.stringify(record, null, 1);
  const link = el('a', { text: language.t('link'), testid: 'export-link' });
  link.href = `./replay.html${linkHash(record)}`;
  box.append(text, link);
  return box;
}

/** The elements that may take the focus back, best first. */
const FOCUS_TARGETS = [
  '[data-testid="ecart-confirm"]:not([disabled])',
  '[data-testid="poignee-confirm"]:not([disabled])',
  '[data-testid="next-deal"]',
  '[data-testid="continue"]',
  '[data-testid="hand-card"][data-legal="true"]',
  '[data-testid="legal-action"]',
];

/**
 * Redraws the page from the game's view. `keepFocus`: when the focus was in the game (or lost to the
 * page, or on the button that dealt it), it goes back to the first control the player may use.
 */
function draw(keepFocus = false): void {
  const active = document.activeElement;
  const focusWasHere =
    active === null ||
    active === document.body ||
    gameArea.contains(active) ||
    (active instanceof HTMLElement && ['new-game', 'abandon', 'keep-playing'].includes(active.dataset['testid'] ?? ''));
  const status = el('p', { className: 'status', testid: 'status' });
  status.setAttribute('role', 'status');
  const refused = el('p', { className: 'refusal', testid: 'refusal', text: refusal });
  refused.setAttribute('role', 'alert');
  gameArea.replaceChildren(status, refused);
  const g = game;
  if (g === null) return;
  // the chelem question, only when the hand could make one: otherwise "no", and the bots go on
  if (answerChelem(g)) setTimeout(advance, 0);
  const words = wordsOf(g.rules);
  const view = g.rules.view(g.state, g.seat) as AnyView;
  const deal = dealViewOf(view);
  const actor = g.rules.actor(g.state);
  if (actor === 'done' && !controlsArea.open && g.hold === null) controlsArea.open = true;
  const held = g.hold !== null && g.error === null;
  status.dataset['actor'] = held ? 'hold' : actor === 'done' ? 'done' : actor === g.seat ? 'you' : 'bot';
  const won = deal.tricks[deal.tricks.length - 1];
  status.textContent =
    g.error ??
    (g.hold === 'trick' && won !== undefined
      ? language.t('trickWon', { seat: words.seat(won.winner), n: deal.tricks.length })
      : g.hold === 'deal'
        ? language.t('dealOver', { n: g.summaries.length })
        : actor === 'done'
          ? language.t('over')
          : actor === g.seat
            ? language.t('yourTurn')
            : language.t('thinking', { seat: words.seat(actor) }));
  const summary = g.summaries[g.summaries.length - 1];
  const dealWords = wordsOf(g.dealRules);
  if (g.hold === 'deal' && summary !== undefined) {
    // between two deals of a match: the finished deal, the score sheet, and the way on
    gameArea.append(goOn(g), dealSummary(summary.n, summary.view, summary.result, dealWords, language));
    gameArea.append(score(g, view, words), events(g, words));
  } else {
    // a poignée's cards come pre-selected; while cards are picked, the hand is the draft's
    if (g.draft === null && !held && actor === g.seat && picking(g, g.state, 'show')) preselect(g);
    const now = g.draft?.state ?? g.state;
    const legal = g.rules.actor(now) === g.seat && !held ? g.rules.legal(now).map((a) => g.rules.codec.encode(a)) : [];
    const drafting = g.draft !== null;
    const shownHand = drafting ? dealViewOf(g.rules.view(now, g.seat) as AnyView) : deal;
    const ecart = pickBox(g, deal, words);
    const review = lastTrick(deal, words, language, lastTrickShown, () => {
      lastTrickShown = !lastTrickShown;
      draw();
      gameArea.querySelector<HTMLElement>('[data-testid="last-trick"]')?.focus();
    });
    gameArea.append(drawTable(view, words, language, review, true));
    if (held) gameArea.append(goOn(g));
    if (ecart !== null) gameArea.append(ecart);
    gameArea.append(
      choices(g, deal, words, drafting ? [] : legal),
      hand(g, shownHand, words, g.draft !== null && !picking(g, now, g.draft.kind) ? [] : legal),
      drawFacts(view, words, language),
    );
    if (actor === 'done') {
      if (summary !== undefined && isMatchView(view))
        gameArea.append(dealSummary(summary.n, summary.view, summary.result, dealWords, language));
      else {
        const tricks = allTricks(deal, words, language);
        if (tricks !== null) gameArea.append(tricks);
      }
    }
    gameArea.append(score(g, view, words), events(g, words));
  }
  if (actor === 'done') gameArea.append(exported(g));
  markTrump(gameArea, view);
  if (keepFocus && focusWasHere) {
    for (const selector of FOCUS_TARGETS) {
      const target = gameArea.querySelector<HTMLElement>(selector);
      if (target !== null) {
        target.focus();
        break;
      }
    }
  }
}

void startPage('play', (next) => {
  language = next;
  drawControls();
  draw();
});
