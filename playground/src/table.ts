/**
 * What one seat sees of a deal, drawn from its `view` only (a Tarot, Goulash, Tarabish, Belote or
 * Coinche view; a match view shows its current deal's): the seats and what they said, the contract,
 * the chien and écart when this seat may see them, the turned card, declarations, the trick, and
 * every hand once the deal is over. The partnership games (Tarabish, Belote, Coinche) are read
 * into one shape, `Partnership`, and drawn by the same code.
 */
import type { Localized, MatchView } from 'atout';
import type { TarotView } from 'atout/tarot';
import type { TarabishView } from 'atout/tarabish';
import type { BeloteView } from 'atout/belote';
import type { CoincheView } from 'atout/coinche';
import { cardRow } from './cards.js';
import type { Language } from './i18n.js';

export type DealView = TarotView | TarabishView | BeloteView | CoincheView;
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

/** Where each seat sits, counted from the viewer's (at the bottom) in playing order, by table size. */
const PLACES: Readonly<Record<number, readonly string[]>> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'right', 'left'],
  4: ['bottom', 'right', 'top', 'left'],
  5: ['bottom', 'right', 'tr', 'tl', 'left'],
  6: ['bottom', 'br', 'tr', 'top', 'tl', 'bl'],
};

/** A term of the game's locale (`garde`, `la défense`), from the game's section or the one it extends. */
function term(language: Language, game: string, group: string, key: string): string {
  const games = language.locale.games;
  const own = Object.hasOwn(games, game) ? games[game] : undefined;
  const base = own?.extends !== undefined && Object.hasOwn(games, own.extends) ? games[own.extends] : undefined;
  return own?.terms?.[group]?.[key] ?? base?.terms?.[group]?.[key] ?? key;
}

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

const badge = (text: string, kind: string, title?: string): HTMLElement => {
  const b = el('span', { className: `badge ${kind}`, text });
  if (title !== undefined) b.title = title;
  return b;
};

/**
 * A bid of an auction with a level: its level (`120`, or `capot`) and what it names beside it (a
 * strain: `H`, `TA`, `no-trump`; empty when nothing): Tarabish's `bid:120` and `bid:no-trump:150`,
 * Coinche's `bid:90H` and `capot:S`. Null for any other action.
 */
export function bidParts(action: string): { readonly level: string; readonly strain: string } | null {
  const bid = /^bid:(?:([a-z-]+):)?(\d+)([A-Z]*)$/.exec(action);
  if (bid !== null) return { level: bid[2]!, strain: bid[1] ?? bid[3]! };
  const capot = /^capot:([A-Z]+)$/.exec(action);
  return capot === null ? null : { level: 'capot', strain: capot[1]! };
}

/** A strain in a word or a symbol (`♥`, `sans-atout`), from the game's terms when not a suit. */
const strainWord = (language: Language, game: string, strain: string): string =>
  SUIT_SYMBOLS[strain] ?? term(language, game, 'suit', strain);

/**
 * An auction's action as one word or number, in the first person (`garde`, `120`, `120 sans-atout`,
 * `90 ♥`, `capot ♠`, `pass`), or null for any other action (its sentence is used instead).
 */
export function bidWord(view: DealView, action: string, language: Language): string | null {
  if (action === 'pass' || action === 'bid:pass') return language.t('pass');
  if (isTarot(view)) return action.startsWith('bid:') ? term(language, 'tarot', 'bid', action.slice(4)) : null;
  const bid = bidParts(action);
  if (bid === null) return null;
  const game = partnership(view).game;
  const level = bid.level === 'capot' ? term(language, game, 'bid', 'capot') : bid.level;
  return bid.strain === '' ? level : `${level} ${strainWord(language, game, bid.strain)}`;
}

/**
 * A partnership game's deal as the table draws it (Tarabish, Belote, Coinche): what each seat said
 * and the action that made trump, the taker, trump, each seat's melds (as the action
 * that declared them) and calls (bella, belote, rebelote), card points per team.
 */
interface Partnership {
  /** The game's id in the locales (its `terms`). */
  readonly game: 'tarabish' | 'belote' | 'coinche';
  readonly said: readonly { readonly seat: number; readonly said: string }[];
  readonly taker: number | null;
  /** `S` `H` `D` `C`, or another strain (`no-trump`, `TA`, `SA`); null before it is chosen. */
  readonly trump: string | null;
  /** The action that chose trump, worded with the taker (`trump:H`, `take`, `bid:90H`). */
  readonly trumpAction: string | null;
  readonly melds: readonly (string | null)[];
  readonly calls: readonly (readonly string[])[];
  readonly cardPoints: readonly [number, number];
}

const BELOTE_CALLS = ['belote', 'rebelote'];

/** Tarabish, Belote and Coinche read into one shape (`Partnership`). */
function partnership(view: Exclude<DealView, TarotView>): Partnership {
  if ('auction' in view) {
    const c = view.contract;
    const last =
      c === null ? undefined : [...view.auction].reverse().find((x) => x.seat === c.taker && x.said !== 'pass');
    return {
      game: 'coinche',
      said: view.auction,
      taker: c?.taker ?? null,
      trump: c?.strain ?? null,
      trumpAction: last?.said ?? null,
      melds: view.announcements.map((a) => (a === null || a.length === 0 ? null : `announce:${a.join('+')}`)),
      calls: view.calls.map((n) => BELOTE_CALLS.slice(0, n)),
      cardPoints: view.cardPoints,
    };
  }
  if ('turned' in view) {
    const took = view.speech.find((x) => x.said !== 'pass' && x.seat === view.taker);
    return {
      game: 'belote',
      said: view.speech,
      taker: view.taker,
      trump: view.trump,
      trumpAction: took?.said ?? null,
      melds: view.announcements.map((a) => (a === null || a.length === 0 ? null : `announce:${a.join('+')}`)),
      calls: view.calls.map((n) => BELOTE_CALLS.slice(0, n)),
      cardPoints: view.cardPoints,
    };
  }
  return {
    game: 'tarabish',
    said: view.speech,
    taker: view.contract?.seat ?? null,
    trump: view.trump,
    trumpAction: view.trump === null ? null : view.trump === 'no-trump' ? 'call:no-trump' : `trump:${view.trump}`,
    melds: view.declarations.map((d) => (d === null || d.length === 0 ? null : `declare:${d.join('+')}`)),
    calls: view.bella.map((b) => (b ? ['bella'] : [])),
    cardPoints: view.cardPoints,
  };
}

/** What a seat said last in the auction, as a badge's word (`garde`, `120`). */
function saidBy(view: DealView, seat: number, words: Localized, language: Language): string | null {
  const said = isTarot(view)
    ? [...view.bids].reverse().find((b) => b.seat === seat)?.bid
    : [...partnership(view).said].reverse().find((x) => x.seat === seat)?.said;
  if (said === undefined) return null;
  const action = isTarot(view) ? `bid:${said}` : said;
  return bidWord(view, action, language) ?? words.action(action, seat);
}

/** The badges of a seat: dealer, last bid, taker, called king, partner, trump, tricks won. */
function badges(view: DealView, seat: number, words: Localized, language: Language): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (seat === view.dealer) out.push(badge(language.t('dealer'), 'dealer'));
  const said = saidBy(view, seat, words, language);
  if (isTarot(view)) {
    if (view.taker === seat) {
      out.push(badge(`${language.t('taker')} · ${term(language, 'tarot', 'contract', view.contract ?? '')}`, 'taker'));
      if (view.called !== null)
        out.push(
          badge(
            `${language.t('calls')} ${words.short(view.called)}`,
            'called',
            words.action(`call:${view.called}`, seat),
          ),
        );
    } else if (said !== null && view.contract === null) out.push(badge(said, 'bid'));
    if (view.partner === seat) out.push(badge(language.t('partner'), 'partner'));
  } else {
    const p = partnership(view);
    if (p.taker === seat) {
      out.push(badge(language.t('taker'), 'taker'));
      if (p.trump !== null)
        out.push(
          badge(
            `${language.t('trump')} ${strainWord(language, p.game, p.trump)}`,
            'trump',
            p.trumpAction === null ? undefined : words.action(p.trumpAction, seat),
          ),
        );
    } else if (said !== null && p.trump === null) out.push(badge(said, 'bid'));
  }
  const won = view.tricks.filter((t) => t.winner === seat).length;
  if (view.tricks.length > 0)
    out.push(badge(won === 1 ? language.t('oneTrick') : language.t('tricksWon', { n: won }), 'won'));
  return out;
}

/**
 * The table: the seats around it, the viewer at the bottom, each with its badges and, in front of
 * it, the card it played to the trick in progress (or to the last one while the next has not
 * started, its winner marked).
 */
function ring(
  view: DealView,
  words: Localized,
  language: Language,
  extra: HTMLElement | null,
  you: boolean,
): HTMLElement {
  const n = view.handSizes.length;
  const me = view.seat === 'spectator' ? 0 : view.seat;
  const places = PLACES[n] ?? PLACES[4]!;
  const current = view.trick.plays.length > 0 || view.tricks.length === 0;
  const shown = current ? view.trick : view.tricks[view.tricks.length - 1]!;
  const winner = !current && 'winner' in shown ? shown.winner : null;
  const box = el('section', { className: `ring ring-${n}`, testid: 'trick' });
  // before the first card, no room is kept in front of the seats
  if (shown.plays.length === 0 && view.tricks.length === 0) box.classList.add('before-play');
  const label = `${language.t(current ? 'trick' : 'lastTrick')} ${view.tricks.length + (current ? 1 : 0)}`;
  box.setAttribute('aria-label', label);
  const middle = el('div', { className: 'middle-of-table' });
  if (shown.plays.length > 0) middle.append(el('h2', { text: label }));
  middle.append(el('p', { className: 'phase', text: words.phase(view.phase) }));
  if (extra !== null) middle.append(extra);
  box.append(middle);
  for (let seat = 0; seat < n; seat++) {
    const place = places[(seat - me + n) % n] ?? 'top';
    const item = el('div', { className: `seat at-${place}`, testid: 'seat' });
    item.dataset['seat'] = String(seat);
    if (seat === view.actor) {
      item.classList.add('acting');
      item.setAttribute('aria-current', 'true');
    }
    const name = you && seat === view.seat ? `${words.seat(seat)} (${language.t('you')})` : words.seat(seat);
    const head = el(
      'div',
      { className: 'who' },
      el('strong', { text: name }),
      ` · ${language.t('cards', { n: view.handSizes[seat] ?? 0 })}`,
    );
    const tags = el('div', { className: 'badges' }, ...badges(view, seat, words, language));
    const slot = el('div', { className: 'slot' });
    const play = shown.plays.find((p) => p.seat === seat);
    if (play !== undefined) {
      const fig = el('figure', { className: 'played' }, cardRow([play.card], words));
      if (winner === seat) fig.classList.add('winner');
      slot.append(fig);
    }
    // the card faces the middle: below the name for the seats on top, above it for the others
    if (place === 'top' || place === 'tl' || place === 'tr') item.append(head, tags, slot);
    else item.append(slot, head, tags);
    box.append(item);
  }
  return box;
}

/** Tricks won by each side: the partnerships' teams, Tarot's taker side (as far as this seat knows it) and defence. */
function sides(view: DealView, words: Localized, language: Language): HTMLElement | null {
  if (view.tricks.length === 0) return null;
  const count = (seats: readonly number[]): number => view.tricks.filter((t) => seats.includes(t.winner)).length;
  if (!isTarot(view)) {
    const teams = [
      [0, 2],
      [1, 3],
    ];
    return line(
      language.t('tricks'),
      teams.map((t) => `${t.map((s) => words.seat(s)).join(' + ')}: ${count(t)}`).join(' · '),
    );
  }
  if (view.taker === null) return null;
  const takers = view.partner === null ? [view.taker] : [view.taker, view.partner];
  const defence = view.handSizes.map((_, s) => s).filter((s) => !takers.includes(s));
  return line(
    language.t('tricks'),
    `${term(language, 'tarot', 'side', 'taker')}: ${count(takers)} · ${term(language, 'tarot', 'side', 'defence')}: ${count(defence)}`,
  );
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

/**
 * Tarabish, Belote, Coinche: the turned card (Belote), what was said, trump and the contract,
 * declarations and announcements, bella and belote calls, card points per team.
 */
function partnershipLines(view: Exclude<DealView, TarotView>, words: Localized, language: Language): HTMLElement[] {
  const p = partnership(view);
  const out: HTMLElement[] = [];
  if ('turned' in view) out.push(line(language.t('turned'), cardRow([view.turned], words)));
  if (p.said.length > 0)
    out.push(line(language.t('bids'), p.said.map((s) => words.action(s.said, s.seat)).join(' · ')));
  if (p.trump !== null && p.trumpAction !== null)
    out.push(sentence(words.action(p.trumpAction, p.taker ?? undefined), 'trump'));
  if ('auction' in view && view.contract !== null) {
    const c = view.contract;
    // coinched, surcoinched: each call worded with its seat
    const said = [
      ...(c.coinche === null ? [] : [words.action('coinche', c.coinche)]),
      ...(c.surcoinche === null ? [] : [words.action('surcoinche', c.surcoinche)]),
    ];
    const bid = bidWord(view, c.bid === 'capot' ? `capot:${c.strain}` : `bid:${c.bid}${c.strain}`, language);
    out.push(line(language.t('contract'), [`${words.seat(c.taker)}: ${bid ?? ''}`, ...said].join(' · ')));
  }
  p.melds.forEach((action, seat) => {
    if (action !== null) out.push(line(language.t('declarations'), words.action(action, seat)));
  });
  p.calls.forEach((calls, seat) => {
    if (calls.length > 0) out.push(line(words.seat(seat), calls.join(', ')));
  });
  if (view.tricks.length > 0) out.push(line(language.t('cardPoints'), `${p.cardPoints[0]} – ${p.cardPoints[1]}`));
  return out;
}

/** Every hand as dealt, once the deal is over (for the games whose view shows them then). */
function hands(view: DealView, words: Localized, language: Language): HTMLElement | null {
  if (!('hands' in view) || view.hands === null) return null;
  const box = el('details', { className: 'hands' }, el('summary', { text: language.t('hands') }));
  view.hands.forEach((h, seat) => box.append(line(words.seat(seat), cardRow(h, words))));
  return box;
}

/**
 * The table as `view`'s seat sees it (without its own hand: the page draws that); `extra` (the
 * last-trick control) goes in its middle; `you`: the viewer's seat is called "you" (the Play page).
 */
export function drawTable(
  view: AnyView,
  words: Localized,
  language: Language,
  extra: HTMLElement | null = null,
  you = false,
): HTMLElement {
  const deal = dealViewOf(view);
  const box = el('section', { className: 'table', testid: 'table' });
  box.setAttribute('aria-label', language.t('table'));
  if (isMatchView(view))
    box.append(el('h2', { className: 'deal-no', text: language.t('dealOf', { n: view.deal + 1 }) }));
  box.append(ring(deal, words, language, extra, you));
  const won = sides(deal, words, language);
  if (won !== null) box.append(won);
  return box;
}

/** What was said and shown: bids, contract, call, chien, écart, poignées, declarations; every hand at the end. */
export function drawFacts(view: AnyView, words: Localized, language: Language): HTMLElement {
  const deal = dealViewOf(view);
  const box = el('section', { className: 'facts', testid: 'facts' });
  box.setAttribute('aria-label', language.t('said'));
  box.append(...(isTarot(deal) ? tarotLines(deal, words, language) : partnershipLines(deal, words, language)));
  const all = hands(deal, words, language);
  if (all !== null) box.append(all);
  return box;
}

/** The partnership games: the trump suit's cards marked (`trump` class) wherever they are drawn in `root`. */
export function markTrump(root: HTMLElement, view: AnyView): void {
  const deal = dealViewOf(view);
  if (isTarot(deal) || deal.trump === null || SUIT_SYMBOLS[deal.trump] === undefined) return;
  for (const card of root.querySelectorAll<HTMLElement>(`.card.suit-${deal.trump}`)) card.classList.add('trump');
}
