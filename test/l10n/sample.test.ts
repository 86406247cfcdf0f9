/**
 * A reviewed sample of messages per locale, kept as inline snapshots: a refusal to overtrump, a
 * poignée refusal, bids and cards, a Tarot score breakdown with a half point, a Tarabish bella, run,
 * four and bate, a seat by compass point and by the app's name; Belote's taking, rebelote,
 * announcements and a contract failed (dedans); Coinche's bids, coinche and a coinched contract.
 */
import { describe, expect, it } from 'vitest';
import { type AnyRuleset, type GameEvent } from '../../src/index.js';
import { ruleError } from '../../src/kernel/errors.js';
import { localize } from '../../src/l10n/localize.js';
import type { Locale } from '../../src/l10n/locale.js';
import { DEALS, expectClean, LOCALES } from './support.js';

const [TAROT, , TARABISH, BELOTE, COINCHE] = DEALS as [AnyRuleset, AnyRuleset, AnyRuleset, AnyRuleset, AnyRuleset];

/** A garde made with 45.5 points and 2 oudlers, a petit au bout and a poignée (the marque as FFT p.8 adds it). */
const tarotResult = {
  mode: 'classic',
  annulled: false,
  contract: 'garde',
  taker: 0,
  partner: null,
  called: null,
  scores: [300, -100, -100, -100],
  cardPoints: [45.5, 45.5],
  breakdown: {
    points: 45.5,
    oudlers: 2,
    target: 41,
    made: true,
    gap: 5,
    multiplier: 2,
    contractScore: 60,
    petitAuBout: 20,
    poignees: 20,
    chelem: 0,
    marque: 100,
  },
};

/** A Tarabish hand the bidders lost: 80 bid, they made 60 with their bella. */
const tarabishBate = {
  annulled: false,
  contract: { seat: 1, bid: 80, noTrump: false },
  trump: 'H',
  teamScores: [0, 102],
  scores: [0, 102, 0, 102],
  outcome: 'bate',
  cardPoints: [60, 102],
  lastTrick: 1,
  meldWinner: null,
  melds: [0, 0],
  bella: [20, 0],
  breakdown: { bidTeam: 0 },
};

/** A Belote deal the takers (team 1) failed with their belote: the defence scores 162 and the announcements. */
const beloteDedans = {
  scores: [212, 20, 212, 20],
  annulled: false,
  teamScores: [212, 20],
  outcome: 'dedans',
  taker: 1,
  points: [92, 70],
  belote: [0, 20],
  announcements: [50, 0],
  capot: null,
  held: 0,
  nextDealer: 1,
};

/** A Coinche deal: 100 in spades by seat 2, coinched by seat 1, made. */
const coincheMade = {
  scores: [520, 0, 520, 0],
  annulled: false,
  teamScores: [520, 0],
  outcome: 'made',
  contract: { taker: 2, side: 0, bid: 100, strain: 'S', multiplier: 2, coinche: 1, surcoinche: null },
  totals: [110, 52],
  held: 0,
  belote: [0, 0],
  tricks: [6, 2],
  nextDealer: 1,
};

function sample(locale: Locale): string[] {
  const t = localize(TAROT, locale);
  const b = localize(TARABISH, locale);
  const out = [
    t.error(ruleError('play/must-overtrump', '', { card: '5T', rule: 'overtrump', allowed: ['18T', '21T'] })),
    t.error(ruleError('poignee/too-few-trumps', '', { size: 'double', needed: 13, trumps: 11 })),
    t.error(ruleError('turn/not-your-turn', '', { actor: 2, seat: 0 })),
    t.action('bid:garde-sans', 3),
    t.action('poignee:simple', 1),
    t.event({ type: 'chien-shown', audience: 'all', cards: ['EX', '1T', 'KH', 'NS', 'QD', 'JC'] } as GameEvent),
    `${t.short('KH')} ${t.short('NS')} ${t.short('21T')} ${t.short('EX')}`,
    ...t.result(tarotResult),
    b.action('2:play:QH+bella'),
    b.action('declare:run3-KH+four-J', 0),
    b.event({ type: 'trick', audience: 'all', winner: 3, points: 1 } as GameEvent),
    ...b.result(tarabishBate),
    localize(TAROT, locale, { seats: 'compass' }).seat(2),
    ...(() => {
      const l = localize(BELOTE, locale);
      return [
        l.action('take', 1),
        l.action('2:take:S'),
        l.action('announce:run4-KS+four-J', 0),
        l.event({ type: 'announced', audience: 'all', seat: 3, melds: ['tierce', 'carre'] } as GameEvent),
        l.action('play:QH+rebelote', 3),
        ...l.result(beloteDedans),
      ];
    })(),
    ...(() => {
      const l = localize(COINCHE, locale);
      return [
        l.action('bid:100S', 2),
        l.action('1:capot:TA'),
        l.action('coinche', 1),
        l.action('surcoinche', 0),
        ...l.result(coincheMade),
      ];
    })(),
    localize(TAROT, locale, { seats: ['Alice', 'Bob', 'Chloé', 'David'] }).action('play:1T', 2),
  ];
  for (const line of out) expectClean(line, locale.tag);
  return out;
}

describe('a reviewed sample of messages', () => {
  it('en', () => {
    expect(sample(LOCALES['en']!)).toMatchInlineSnapshot(`
      [
        "You must play a higher trump: play the 18 of trumps or the 21 of trumps, not the 5 of trumps.",
        "A double poignée shows 13 trumps; you hold 11.",
        "It is Player 3's turn, not Player 1's.",
        "Player 4 bids garde sans",
        "Player 2 announces a simple poignée",
        "The chien: the Excuse, the Petit, the king of hearts, the knight of spades, the queen of diamonds, and the jack of clubs.",
        "K♥ N♠ 21 Ex",
        "Contract: garde by Player 1.",
        "The taker's side made 45.5 points with 2 oudlers; 41 needed.",
        "Contract made by 5 points: (25 + 5) × 2 = +60.",
        "Petit au bout: +20.",
        "Poignée: +20.",
        "Marque: +100.",
        "Scores: Player 1: +300, Player 2: -100, Player 3: -100, Player 4: -100.",
        "Player 3 plays the queen of hearts and calls bella",
        "Player 1 declares a run of three (tierce) to the king of hearts and four jacks",
        "Player 4 wins the trick: 1 point.",
        "Player 2 bid 80; trump: hearts.",
        "Card points, last trick included: Player 1 and Player 3: 60, Player 2 and Player 4: 102.",
        "Bella: Player 1 and Player 3: 20, Player 2 and Player 4: 0.",
        "Player 1 and Player 3 went bate: their points go to the opponents.",
        "Hand score: Player 1 and Player 3: 0, Player 2 and Player 4: 102.",
        "North",
        "Player 2 takes",
        "Player 3 takes in spades",
        "Player 1 announces a cinquante (four in sequence) to the king of spades and a carré of jacks",
        "Player 4 announces a tierce and a carré.",
        "Player 4 plays the queen of hearts: rebelote",
        "Taker: Player 2.",
        "Card points, dix de der (last trick) included: Player 1 and Player 3: 92, Player 2 and Player 4: 70.",
        "Belote: Player 1 and Player 3: 0, Player 2 and Player 4: 20.",
        "Announcements: Player 1 and Player 3: 50, Player 2 and Player 4: 0.",
        "The takers are dedans (they failed): the defence scores the points.",
        "Deal score: Player 1 and Player 3: 212, Player 2 and Player 4: 20.",
        "Player 3 bids 100 in spades",
        "Player 2 bids capot in tout atout (all trumps)",
        "Player 2 coinches (doubles)",
        "Player 1 surcoinches (redoubles)",
        "Contract: 100 in spades, taken by Player 3.",
        "Coinched by Player 2.",
        "Scores multiplied by 2.",
        "Totals (cards, dix de der, belote, announcements): Player 1 and Player 3: 110, Player 2 and Player 4: 52.",
        "Contract made.",
        "Deal score: Player 1 and Player 3: 520, Player 2 and Player 4: 0.",
        "Chloé plays the Petit",
      ]
    `);
  });
  it('fr', () => {
    expect(sample(LOCALES['fr']!)).toMatchInlineSnapshot(`
      [
        "Vous devez monter à l'atout : jouez le 18 d'atout ou le 21, pas le 5 d'atout.",
        "Une double poignée montre 13 atouts ; vous en avez 11.",
        "C'est à Joueur 3 de jouer, pas à Joueur 1.",
        "Joueur 4 annonce : garde sans",
        "Joueur 2 annonce une simple poignée",
        "Le chien : l'Excuse, le Petit, le roi de cœur, le cavalier de pique, la dame de carreau et le valet de trèfle.",
        "R♥ C♠ 21 Exc",
        "Contrat : garde, preneur Joueur 1.",
        "Le camp du preneur a fait 45,5 points avec 2 bouts ; il en fallait 41.",
        "Contrat réussi de 5 points : (25 + 5) × 2 = +60.",
        "Petit au bout : +20.",
        "Poignée : +20.",
        "Marque : +100.",
        "Scores : Joueur 1 : +300, Joueur 2 : -100, Joueur 3 : -100, Joueur 4 : -100.",
        "Joueur 3 joue la dame de cœur et annonce la belote",
        "Joueur 1 annonce une tierce (le roi de cœur en tête) et un carré de valets",
        "Joueur 4 remporte le pli : 1 point.",
        "Joueur 2 a annoncé 80 ; atout : cœur.",
        "Points des cartes, dix de der compris : Joueur 1 et Joueur 3 : 60, Joueur 2 et Joueur 4 : 102.",
        "Belote : Joueur 1 et Joueur 3 : 20, Joueur 2 et Joueur 4 : 0.",
        "Joueur 1 et Joueur 3 sont dedans : leurs points vont aux adversaires.",
        "Score de la donne : Joueur 1 et Joueur 3 : 0, Joueur 2 et Joueur 4 : 102.",
        "Nord",
        "Joueur 2 prend",
        "Joueur 3 prend à pique",
        "Joueur 1 annonce une cinquante (le roi de pique en tête) et un carré de valets",
        "Joueur 4 annonce une tierce et un carré.",
        "Joueur 4 joue la dame de cœur : rebelote",
        "Preneur : Joueur 2.",
        "Points des cartes, dix de der compris : Joueur 1 et Joueur 3 : 92, Joueur 2 et Joueur 4 : 70.",
        "Belote : Joueur 1 et Joueur 3 : 0, Joueur 2 et Joueur 4 : 20.",
        "Annonces : Joueur 1 et Joueur 3 : 50, Joueur 2 et Joueur 4 : 0.",
        "Les preneurs sont dedans : la défense marque les points.",
        "Score de la donne : Joueur 1 et Joueur 3 : 212, Joueur 2 et Joueur 4 : 20.",
        "Joueur 3 annonce 100 à pique",
        "Joueur 2 annonce capot à tout atout",
        "Joueur 2 coinche",
        "Joueur 1 surcoinche",
        "Contrat : 100 à pique, preneur Joueur 3.",
        "Coinché par Joueur 2.",
        "Scores multipliés par 2.",
        "Totaux (cartes, dix de der, belote, annonces) : Joueur 1 et Joueur 3 : 110, Joueur 2 et Joueur 4 : 52.",
        "Contrat rempli.",
        "Score de la donne : Joueur 1 et Joueur 3 : 520, Joueur 2 et Joueur 4 : 0.",
        "Chloé joue le Petit",
      ]
    `);
  });
  it('de', () => {
    expect(sample(LOCALES['de']!)).toMatchInlineSnapshot(`
      [
        "Sie müssen übertrumpfen: Spielen Sie Trumpf 18 oder Trumpf 21, nicht Trumpf 5.",
        "Eine doppelte Poignée zeigt 13 Trümpfe; Sie haben 11.",
        "Spieler 3 ist am Zug, nicht Spieler 1.",
        "Spieler 4 sagt Garde sans an",
        "Spieler 2 meldet eine einfache Poignée",
        "Der Chien: die Excuse, Trumpf 1 (Petit), Herz-König, Pik-Reiter, Karo-Dame und Kreuz-Bube.",
        "K♥ R♠ 21 Ex",
        "Kontrakt: Garde, Alleinspieler Spieler 1.",
        "Die Partei des Alleinspielers hat 45,5 Punkte mit 2 Bouts; nötig waren 41.",
        "Kontrakt erfüllt, 5 Punkte darüber: (25 + 5) × 2 = +60.",
        "Petit au bout: +20.",
        "Poignée: +20.",
        "Marque (Spielwert): +100.",
        "Punktestand: Spieler 1: +300, Spieler 2: -100, Spieler 3: -100, Spieler 4: -100.",
        "Spieler 3 spielt Herz-Dame und sagt „Bella“",
        "Spieler 1 meldet eine Tierce bis Herz-König und vier Buben",
        "Spieler 4 macht den Stich: 1 Punkt.",
        "Spieler 2 hat 80 gereizt; Trumpf: Herz.",
        "Kartenpunkte, letzter Stich inbegriffen: Spieler 1 und Spieler 3: 60, Spieler 2 und Spieler 4: 102.",
        "Bella: Spieler 1 und Spieler 3: 20, Spieler 2 und Spieler 4: 0.",
        "Spieler 1 und Spieler 3 gehen „bate“: Ihre Punkte gehen an die Gegner.",
        "Punkte des Blatts: Spieler 1 und Spieler 3: 0, Spieler 2 und Spieler 4: 102.",
        "Nord",
        "Spieler 2 nimmt",
        "Spieler 3 nimmt mit Pik als Trumpf",
        "Spieler 1 meldet eine Cinquante (vier in Folge) bis Pik-König und ein Carré aus Buben",
        "Spieler 4 meldet eine Tierce und ein Carré.",
        "Spieler 4 spielt Herz-Dame und sagt „Rebelote“",
        "Genommen hat Spieler 2.",
        "Kartenpunkte, Dix de der (letzter Stich) inbegriffen: Spieler 1 und Spieler 3: 92, Spieler 2 und Spieler 4: 70.",
        "Belote (König und Dame Trumpf): Spieler 1 und Spieler 3: 0, Spieler 2 und Spieler 4: 20.",
        "Meldungen: Spieler 1 und Spieler 3: 50, Spieler 2 und Spieler 4: 0.",
        "Die nehmende Partei ist „dedans“ (verloren): Die Gegner erhalten die Punkte.",
        "Punkte des Spiels: Spieler 1 und Spieler 3: 212, Spieler 2 und Spieler 4: 20.",
        "Spieler 3 reizt 100 Pik",
        "Spieler 2 reizt Capot Tout atout (alles Trumpf)",
        "Spieler 2 sagt Coinche (Kontra)",
        "Spieler 1 sagt Surcoinche (Re)",
        "Kontrakt: 100 Pik, genommen von Spieler 3.",
        "Coinche (Kontra) von Spieler 2.",
        "Punkte mal 2.",
        "Summen (Karten, Dix de der, Belote, Meldungen): Spieler 1 und Spieler 3: 110, Spieler 2 und Spieler 4: 52.",
        "Kontrakt erfüllt.",
        "Punkte des Spiels: Spieler 1 und Spieler 3: 520, Spieler 2 und Spieler 4: 0.",
        "Chloé spielt Trumpf 1 (Petit)",
      ]
    `);
  });
  it('it', () => {
    expect(sample(LOCALES['it']!)).toMatchInlineSnapshot(`
      [
        "Devi superare con un trionfo più alto: gioca il trionfo 18 o il trionfo 21, non il trionfo 5.",
        "Una poignée doppia mostra 13 trionfi; tu ne hai 11.",
        "Tocca a Giocatore 3, non a Giocatore 1.",
        "Giocatore 4 dichiara Garde sans",
        "Giocatore 2 annuncia una poignée semplice",
        "Il Chien: la Scusa, il Petit (trionfo 1), il re di cuori, il cavallo di picche, la donna di quadri e il fante di fiori.",
        "R♥ C♠ 21 Sc",
        "Contratto: Garde, prendente Giocatore 1.",
        "Il campo del prendente ha fatto 45,5 punti con 2 bout; ne servivano 41.",
        "Contratto riuscito di 5 punti: (25 + 5) × 2 = +60.",
        "Petit au bout: +20.",
        "Poignée: +20.",
        "Marque (valore della mano): +100.",
        "Punteggi: Giocatore 1: +300, Giocatore 2: -100, Giocatore 3: -100, Giocatore 4: -100.",
        "Giocatore 3 gioca la donna di cuori e dichiara la bella",
        "Giocatore 1 dichiara una scala di tre (il re di cuori in testa) e quattro fanti",
        "Giocatore 4 vince la presa: 1 punto.",
        "Giocatore 2 ha offerto 80; briscola: cuori.",
        "Punti delle carte, ultima presa compresa: Giocatore 1 e Giocatore 3: 60, Giocatore 2 e Giocatore 4: 102.",
        "Bella: Giocatore 1 e Giocatore 3: 20, Giocatore 2 e Giocatore 4: 0.",
        "Giocatore 1 e Giocatore 3 vanno sotto (bate): i loro punti vanno agli avversari.",
        "Punteggio della mano: Giocatore 1 e Giocatore 3: 0, Giocatore 2 e Giocatore 4: 102.",
        "Nord",
        "Giocatore 2 prende",
        "Giocatore 3 prende, briscola picche",
        "Giocatore 1 dichiara una cinquante (scala di quattro, il re di picche in testa) e un carré di fanti",
        "Giocatore 4 dichiara una tierce e un carré.",
        "Giocatore 4 gioca la donna di cuori e dice rebelote",
        "Ha preso Giocatore 2.",
        "Punti delle carte, dix de der (ultima presa) compreso: Giocatore 1 e Giocatore 3: 92, Giocatore 2 e Giocatore 4: 70.",
        "Belote (re e donna di briscola): Giocatore 1 e Giocatore 3: 0, Giocatore 2 e Giocatore 4: 20.",
        "Dichiarazioni: Giocatore 1 e Giocatore 3: 50, Giocatore 2 e Giocatore 4: 0.",
        "I prendenti sono dedans (vanno sotto): la difesa segna i punti.",
        "Punteggio della mano: Giocatore 1 e Giocatore 3: 212, Giocatore 2 e Giocatore 4: 20.",
        "Giocatore 3 offre 100 a picche",
        "Giocatore 2 offre capot a tout atout (tutto briscola)",
        "Giocatore 2 dice coinche (contro)",
        "Giocatore 1 dice surcoinche (surcontro)",
        "Contratto: 100 a picche, preso da Giocatore 3.",
        "Coinche (contro) di Giocatore 2.",
        "Punteggi moltiplicati per 2.",
        "Totali (carte, dix de der, belote, dichiarazioni): Giocatore 1 e Giocatore 3: 110, Giocatore 2 e Giocatore 4: 52.",
        "Contratto realizzato.",
        "Punteggio della mano: Giocatore 1 e Giocatore 3: 520, Giocatore 2 e Giocatore 4: 0.",
        "Chloé gioca il Petit (trionfo 1)",
      ]
    `);
  });
});
