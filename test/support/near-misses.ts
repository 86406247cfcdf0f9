/**
 * Refusals of near misses, from every public door a person's input goes through: `submit` (action
 * strings and objects with a typo, the wrong case, spaces, a card in a display notation, a wrong or
 * bad seat), `explainFor`, `setup` (options with a typo or out of range), `deserialize` (tampered
 * saves), `validate` (tampered records), a bot asked out of turn, positions from facts and score
 * sheets. Shared by the tests of the counting convention and of suggestions in every language.
 */
import { createBot } from '../../src/bots/index.js';
import { games, goulashScoreSheet, tarabishScoreSheet, tarotScoreSheet } from '../../src/games/registry.js';
import tarabishScoring from '../../vectors/tarabish-scoring.json';
import tarotSheets from '../../vectors/tarot-scoresheet.json';
import { tarotFactsOf } from '../../src/games/tarot/facts.js';
import {
  deserialize,
  getOrThrow,
  isLeft,
  makeRecord,
  serialize,
  submit,
  tarot,
  validate,
  type AnyRuleset,
  type RuleError,
} from '../../src/index.js';
import { localize } from '../../src/l10n/localize.js';
import { LOCALES } from '../l10n/support.js';
import { playSome } from './play-some.js';

/** One refusal and the ruleset whose words render it. */
export interface Refusal {
  readonly where: string;
  readonly rules: AnyRuleset;
  readonly error: RuleError;
}

/** Every shipped game's deal ruleset, from the registry. */
const DEALS: readonly AnyRuleset[] = games.map((g) => g.deal);

/** Near misses of an action string: capitals, spaces, a typo in its last word, its card as people see it. */
function missesOf(rules: AnyRuleset, text: string): string[] {
  const colon = text.lastIndexOf(':');
  const head = text.slice(0, colon + 1);
  const last = text.slice(colon + 1);
  const out = [
    text.toUpperCase(),
    ` ${text.replace(':', ' : ')}`,
    head + last.slice(0, -1),
    head + last.toLowerCase(),
    text.slice(1),
  ];
  if (rules.traits.deck.byName.has(last))
    for (const locale of Object.values(LOCALES)) out.push(head + localize(rules, locale).short(last));
  return [...new Set(out)].filter((t) => t !== text);
}

/** Every refusal of the corpus (a few hundred; cheap: no game is played to the end twice). */
export function nearMisses(): Refusal[] {
  const out: Refusal[] = [];
  const push = (where: string, rules: AnyRuleset, e: { _tag: string; left?: unknown }): void => {
    if (isLeft(e as never)) out.push({ where, rules, error: e.left as RuleError });
  };
  for (const rules of DEALS) {
    const game = playSome(rules, 5, 9);
    for (const [k, s] of game.states.slice(0, 6).entries()) {
      const actor = rules.actor(s);
      if (actor === 'done') continue;
      const n = rules.players(s);
      const texts = rules
        .legal(s)
        .slice(0, 3)
        .map((a) => rules.codec.encode(a));
      for (const t of texts)
        for (const m of missesOf(rules, t)) push(`${rules.id} submit ${m}`, rules, submit(rules, s, actor, m));
      for (const t of texts.slice(0, 1)) {
        const obj = rules.codec.toObject?.(getOrThrow(rules.codec.decode(t))) as Record<string, unknown> | undefined;
        if (obj !== undefined)
          for (const [key, v] of Object.entries(obj))
            if (typeof v === 'string' && key !== 'type')
              push(
                `${rules.id} submit object ${key}`,
                rules,
                submit(rules, s, actor, { ...obj, [key]: v.slice(0, -1) }),
              );
        const other = (actor + 1) % n;
        push(`${rules.id} submit other seat`, rules, submit(rules, s, other, t));
        for (const bad of [n, -1, '1', 1.5])
          push(`${rules.id} submit seat ${String(bad)}`, rules, submit(rules, s, bad, t));
        const why = rules.explainFor(s, other, getOrThrow(rules.codec.decode(t)));
        if (!why.legal) out.push({ where: `${rules.id} explainFor`, rules, error: why.error });
      }
      if (k === 1) {
        const bot = createBot(rules, { level: 'random', seed: 1 });
        push(`${rules.id} bot`, rules, bot.act(s, (actor + 1) % n));
        push(`${rules.id} bot seat`, rules, bot.act(s, n));
      }
    }
    // the rules' own refusals: the candidates that are not legal, a few of each code
    const perCode = new Map<string, number>();
    for (const s of game.states) {
      const legal = new Set(rules.legal(s).map((a) => rules.codec.id(a)));
      for (const a of rules.candidates(s)) {
        if (legal.has(rules.codec.id(a))) continue;
        const r = rules.apply(s, a);
        if (!isLeft(r) || (perCode.get(r.left.code) ?? 0) >= 3) continue;
        perCode.set(r.left.code, (perCode.get(r.left.code) ?? 0) + 1);
        out.push({ where: `${rules.id} apply ${rules.codec.encode(a)}`, rules, error: r.left });
      }
    }
    // options
    for (const o of [{ players: 9 }, { plyers: 4 }, { dealer: 7 }, { preset: 'traditonal' }, { minBid: 3 }])
      push(`${rules.id} setup ${JSON.stringify(o)}`, rules, rules.setup(o, { seed: 1 }));
    // saves and records: a typo in an action, options out of range, another format, unfinished, the dealer
    const actions = game.actions.slice(0, 8);
    let state = game.initial;
    for (const a of actions) state = getOrThrow(rules.apply(state, getOrThrow(rules.codec.decode(a)))).state;
    const saved = serialize(rules, { state, source: { seed: 5 }, actions });
    const typo = actions[3]!;
    for (const t of [
      saved.replace(`"${typo}"`, `"${typo.toUpperCase()}"`),
      saved.replace('"formatVersion":2', '"formatVersion":7'),
      saved.replace(/"dealer":(\d)/, '"dealer":9'),
      saved.replace(`"${actions[2]!}"`, `"${actions[5]!}"`),
    ])
      push(`${rules.id} deserialize`, rules, deserialize(rules, t));
    const record = makeRecord(rules, game.initial, { seed: 5 }, game.actions, { result: rules.result(game.final)! });
    for (const r of [
      { ...record, actions: record.actions.slice(0, 7) },
      { ...record, dealer: (record.dealer + 1) % record.players },
      { ...record, actions: record.actions.map((a, i) => (i === 4 && typeof a === 'string' ? a.toUpperCase() : a)) },
      { ...record, ruleset: { ...record.ruleset, options: { ...record.ruleset.options, players: 9 } } },
    ]) {
      const v = validate(r, DEALS);
      if (isLeft(v) && v.left.kind === 'replay')
        out.push({ where: `${rules.id} validate`, rules, error: v.left.error });
    }
  }
  // a position whose seat to act does not follow from its trick, score sheets
  const t = tarot as unknown as AnyRuleset;
  let s = getOrThrow(tarot.setup({ players: 4 }, { seed: 7 }));
  for (const a of ['bid:garde-contre', 'bid:pass', 'bid:pass', 'bid:pass', 'chelem:no'])
    s = getOrThrow(tarot.apply(s, getOrThrow(tarot.codec.decode(a)))).state;
  const facts = getOrThrow(tarotFactsOf(s));
  for (const toAct of [0, 2, 3])
    push('tarot position toAct', t, tarot.setup({ players: 4 }, { position: { ...facts, toAct } as never }));
  push('goulash score sheet', t, goulashScoreSheet({ points: [50, -2, 20, 23] }));
  // score sheets: a field out of range, a word that is not one
  const sheet = tarotSheets.cases[0]!.input;
  for (const bad of [
    { taker: 9 },
    { points: 99 },
    { oudlers: 5 },
    { contract: 'gard' },
    { poignees: [{ seat: 7, size: 'simple' }] },
  ])
    push(`tarot score sheet ${JSON.stringify(bad)}`, t, tarotScoreSheet({ ...sheet, ...bad }));
  const tb = tarabishScoring.scoreSheet[0]!.input as Record<string, unknown>;
  for (const bad of [{ bid: 73 }, { cardPoints: [1, 2] }, { trump: 'X' }])
    push(`tarabish score sheet ${JSON.stringify(bad)}`, DEALS[2]!, tarabishScoreSheet({ ...tb, ...bad }));
  return out;
}
