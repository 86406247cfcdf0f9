/**
 * Locales and games from outside the package: a Spanish locale written by an app for the Whist of
 * examples/whist (a game written against the public API), with a text for a code of its own; the
 * English locale extended with that game; names of the app's players.
 */
import { describe, expect, it } from 'vitest';
import { createRng, getOrThrow, isLeft, type GameEvent } from '../../src/index.js';
import { ruleError } from '../../src/kernel/errors.js';
import { localize } from '../../src/l10n/localize.js';
import type { GameTexts, Locale } from '../../src/l10n/locale.js';
import { en } from '../../src/locales/en.js';
import { whist, whistDeck } from '../../examples/whist/index.js';
import { expectClean } from './support.js';

const whistEs: GameTexts = {
  name: 'Whist',
  suits: { S: 'picas', H: 'corazones', D: 'diamantes', C: 'tréboles' },
  ranks: {
    '2': '2',
    '3': '3',
    '4': '4',
    '5': '5',
    '6': '6',
    '7': '7',
    '8': '8',
    '9': '9',
    '10': '10',
    J: 'jota',
    Q: 'reina',
    K: 'rey',
    A: 'as',
  },
  card: '{rank} de {suit}',
  display: { ranks: { J: 'J', Q: 'Q', K: 'K', A: 'A' }, suits: { S: '♠', H: '♥', D: '♦', C: '♣' } },
  actions: { 'play:{card}': '{actor} juega el {card:card}' },
  events: {
    played: '{seat:seat} juega el {card:card}.',
    'trick-won': '{winner:seat} gana la baza ({cards:cards}).',
  },
  result: [{ text: 'Bazas: {tricks:teams}.' }, { text: 'Puntos: {scores:scores}.' }],
  errors: { 'whist/revoke': 'Renuncio: {seat:seat} no siguió el palo teniendo el {card:card}.' },
  presets: { whist: 'Whist por parejas' },
};

/** A locale from scratch: the shape only asks for what an app shows (here no built-in game). */
const es: Locale = {
  tag: 'es',
  name: 'Español',
  seat: 'Jugador {n}',
  team: '{a} y {b}',
  score: '{seat}: {score}',
  label: '{name}: {value}',
  someone: 'Un jugador',
  yes: 'sí',
  no: 'no',
  compass: { north: 'Norte', east: 'Este', south: 'Sur', west: 'Oeste' },
  nouns: { point: { one: 'punto', other: 'puntos' } },
  errors: {
    'play/must-follow-suit': [
      'Hay que seguir el palo: juega {allowed:oneof}, no el {card:card}.',
      'Hay que seguir el palo.',
    ],
    'play/not-in-hand': ['No tienes el {card:card}.', 'No tienes esa carta.'],
  },
  areas: { play: 'Esa carta no se puede jugar ahora.' },
  unknownError: 'No está permitido.',
  match: { name: 'Partida', events: {}, result: [] },
  games: { whist: whistEs },
  transcript: {
    title: '{game}, semilla {seed}',
    hands: 'Manos:',
    hand: '{seat}: {cards}',
    play: '{seat} {card}',
    trick: 'Baza {n:number}: {plays} → {winner:seat}',
    result: 'Resultado:',
    scores: 'Puntos: {scores:scores}.',
    legend: 'Cartas: {legend}.',
  },
};

describe('a custom locale for a game written outside the package', () => {
  it('renders a whole Whist deal in Spanish', () => {
    const l = localize(whist, es);
    let s = getOrThrow(whist.setup({}, { seed: 7 }));
    const rng = createRng(7);
    const lines: string[] = [];
    let refusal: string | undefined;
    while (whist.actor(s) !== 'done') {
      const legal = whist.legal(s);
      if (refusal === undefined && legal.length < 13) {
        // a card that does not follow suit, from the seat to act
        const wrong = whist.candidates(s).find((a) => !legal.some((b) => b.card === a.card));
        const step = wrong && whist.apply(s, wrong);
        if (step && isLeft(step)) refusal = l.error(step.left);
      }
      const a = legal[rng.below(legal.length)]!;
      lines.push(l.action(a, whist.actor(s) as number));
      const step = getOrThrow(whist.apply(s, a));
      lines.push(...step.events.map((e) => l.event(e)));
      s = step.state;
    }
    lines.push(...l.result(whist.result(s)!));
    for (const line of lines) expectClean(line, line);
    expect(lines[0]).toMatch(/^Jugador \d juega el .+ de (picas|corazones|diamantes|tréboles)$/);
    expect(lines.at(-2)).toMatch(/^Bazas: Jugador 1 y Jugador 3: \d+, Jugador 2 y Jugador 4: \d+\.$/);
    expect(refusal).toMatch(/^(Hay que seguir el palo: juega .+, no el .+\.|No tienes el .+\.)$/);
  });

  it("brings texts for the game's own error codes, and falls back to the area for codes it has none for", () => {
    const l = localize(whist, es);
    const card = whistDeck.names.get(whistDeck.cards[5]!)!;
    expect(l.error(ruleError('whist/revoke', 'Revoke.', { seat: 1, card }))).toBe(
      'Renuncio: Jugador 2 no siguió el palo teniendo el 7 de picas.',
    );
    expect(l.error(ruleError('play/some-new-rule', 'New.', {}))).toBe('Esa carta no se puede jugar ahora.');
    expect(l.error(ruleError('setup/bad-seed', 'Bad seed.', {}))).toBe('No está permitido.');
  });

  it("names the game's presets, and a preset it has no text for by its key", () => {
    expect(localize(whist, es).preset('whist')).toBe('Whist por parejas');
    expect(localize(whist, es).preset('whist-short')).toBe('whist-short');
    expect(localize(whist, es).preset('toString')).toBe('toString');
    expect(localize(whist, en).preset('whist')).toBe('whist');
  });

  it('adds the game to an existing locale, and names the seats as the app does', () => {
    const withWhist: Locale = {
      ...en,
      games: {
        ...en.games,
        whist: {
          ...whistEs,
          name: 'Whist',
          suits: en.games['tarabish']!.suits!,
          ranks: { ...en.games['tarabish']!.ranks!, '2': '2', '3': '3', '4': '4', '5': '5' },
          card: 'the {rank} of {suit}',
          actions: { 'play:{card}': '{actor} plays {card:card}' },
          events: { played: '{seat:seat} plays {card:card}.', 'trick-won': '{winner:seat} wins the trick.' },
        },
      },
    };
    const l = localize(whist, withWhist, { seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    expect(l.action('play:QH', 2)).toBe('Cat plays the queen of hearts');
    expect(l.event({ type: 'trick-won', audience: 'all', winner: 1, cards: [] } as GameEvent)).toBe(
      'Ben wins the trick.',
    );
    expect(l.short('10C')).toBe('10♣');
  });
});
