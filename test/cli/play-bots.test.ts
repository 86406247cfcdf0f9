import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli.js';

/** Runs the command with `stdin` as standard input, in two chunks cut inside a line. */
const cli = (argv: readonly string[], stdin?: string) =>
  runCommand(
    argv,
    stdin === undefined ? {} : { files: { '-': [stdin.slice(0, 7), new TextEncoder().encode(stdin.slice(7))] } },
  );

const canonical = ['--lang', 'en', '--notation', 'canonical'] as const;

describe('atout play --bots', () => {
  it('heuristic bots play a Tarot deal at 4 players: the transcript, the same for the same seed', async () => {
    const argv = ['play', 'tarot', '--bots', 'heuristic', '--seed', '4', ...canonical];
    const run = await cli(argv);
    expect(run.code).toBe(0);
    expect(run.err).toBe('');
    expect(run.out).toMatchInlineSnapshot(`
      "French Tarot, seed 4
      Dealer: Player 1
      Hands:
        Player 1: 4S 5S 7S 2H 6H 8H 2D 3D 4D 6D 10D KD 1C 5C NC EX 8T 20T
        Player 2: 2S 6S KS 1H 3H 7H 9H NH 7D 7C 10C KC 12T 13T 15T 17T 19T 21T
        Player 3: 8S 9S 5H JH 5D 9D QD 2C 3C 6C 8C 9C 1T 2T 3T 4T 11T 18T
        Player 4: 1S 3S 10S JS NS QS 4H 10H QH KH 1D 8D JD JC 5T 7T 10T 14T
        Player 2 bids garde.
        Player 3 passes.
        Player 4 passes.
        Player 1 passes.
        Player 2 takes with a garde.
        The chien: the 9 of trumps, the queen of clubs, the 4 of clubs, the knight of diamonds, the 16 of trumps, and the 6 of trumps.
        The taker puts the knight of diamonds in the écart.
        The taker puts the 7 of diamonds in the écart.
        The taker puts the 2 of spades in the écart.
        The taker puts the 6 of spades in the écart.
        The taker puts the knight of hearts in the écart.
        The taker puts the ace of hearts in the écart.
        The écart is made.
        No chelem is announced.
        Trick 1: Player 2 KS, Player 3 8S, Player 4 1S, Player 1 4S → Player 2 takes 6 points
        Trick 2: Player 2 KC, Player 3 2C, Player 4 JC, Player 1 1C → Player 2 takes 7 points
        Trick 3: Player 2 QC, Player 3 3C, Player 4 5T, Player 1 NC → Player 4 takes 7 points
        Trick 4: Player 4 3S, Player 1 5S, Player 2 6T, Player 3 9S → Player 2 takes 2 points
        Trick 5: Player 2 3H, Player 3 5H, Player 4 KH, Player 1 8H → Player 4 takes 6 points
        Trick 6: Player 4 10S, Player 1 7S, Player 2 9T, Player 3 11T → Player 3 takes 2 points
        Trick 7: Player 3 5D, Player 4 1D, Player 1 2D, Player 2 12T → Player 2 takes 2 points
        Trick 8: Player 2 4C, Player 3 9C, Player 4 7T, Player 1 5C → Player 4 takes 2 points
        Trick 9: Player 4 8D, Player 1 3D, Player 2 13T, Player 3 9D → Player 2 takes 2 points
        Trick 10: Player 2 7H, Player 3 JH, Player 4 QH, Player 1 6H → Player 4 takes 6 points
        Trick 11: Player 4 4H, Player 1 2H, Player 2 9H, Player 3 1T → Player 3 takes 6 points
        Trick 12: Player 3 6C, Player 4 10T, Player 1 20T, Player 2 7C → Player 1 takes 2 points
        Trick 13: Player 1 4D, Player 2 15T, Player 3 QD, Player 4 JD → Player 2 takes 6 points
        Trick 14: Player 2 16T, Player 3 18T, Player 4 14T, Player 1 8T → Player 3 takes 2 points
        Trick 15: Player 3 8C, Player 4 10H, Player 1 6D, Player 2 10C → Player 2 takes 2 points
        Trick 16: Player 2 21T, Player 3 2T, Player 4 JS, Player 1 EX → Player 2 takes 11 points
        Trick 17: Player 2 19T, Player 3 3T, Player 4 NS, Player 1 10D → Player 2 takes 4 points
        Trick 18: Player 2 17T, Player 3 4T, Player 4 QS, Player 1 KD → Player 2 takes 16 points
        The deal is over.
      Result:
        Contract: garde by Player 2.
        The taker's side made 54 points with 1 oudler; 51 needed.
        Contract made by 3 points: (25 + 3) × 2 = +56.
        Marque: +56.
        Scores: Player 1: -56, Player 2: +168, Player 3: -56, Player 4: -56.

      "
    `);
    expect((await cli(argv)).out).toBe(run.out);
  });

  it('heuristic bots play a Tarabish hand', async () => {
    const run = await cli(['play', 'tarabish', '--bots', 'heuristic', '--seed', '5', ...canonical]);
    expect(run.code).toBe(0);
    expect(run.out).toMatchInlineSnapshot(`
      "Tarabish, seed 5
      Dealer: Player 1
      Hands:
        Player 1: KS QH AD | AS 8H KH 8D QD 7C
        Player 2: JH 9C AC | 8S 10H AH 6D 10D 8C
        Player 3: 10S JC QC | 6S 7S QS 7H 9H 10C
        Player 4: 9S 7D KD | JS 6H 9D JD 6C KC
        Player 2 bids 50.
        Player 3 bids 60.
        Player 4 bids 70.
        Player 1 passes.
        Player 4 names spades trump.
        Player 1 receives the ace of spades, the 8 of hearts, the king of hearts, the 8 of diamonds, the queen of diamonds, and the 7 of clubs.
        Player 2 receives the 8 of spades, the 10 of hearts, the ace of hearts, the 6 of diamonds, the 10 of diamonds, and the 8 of clubs.
        Player 3 receives the 6 of spades, the 7 of spades, the queen of spades, the 7 of hearts, the 9 of hearts, and the 10 of clubs.
        Player 4 receives the jack of spades, the 6 of hearts, the 9 of diamonds, the jack of diamonds, the 6 of clubs, and the king of clubs.
        Player 2 declares no meld.
        Player 3 declares a run of three (tierce) to the queen of clubs.
        Player 4 declares no meld.
        Player 1 declares no meld.
        Trick 1: Player 2 AH, Player 3 7H, Player 4 6H, Player 1 8H → Player 2 takes 11 points
        Trick 2: Player 2 AC, Player 3 JC, Player 4 KC, Player 1 7C → Player 2 takes 17 points
        Trick 3: Player 2 10H, Player 3 9H, Player 4 9S, Player 1 QH → Player 4 takes 27 points
        Trick 4: Player 4 JS, Player 1 KS, Player 2 8S, Player 3 6S → Player 4 takes 24 points
        Trick 5: Player 4 7D, Player 1 AD, Player 2 6D, Player 3 7S → Player 3 takes 11 points
        Trick 6: Player 3 10C, Player 4 6C, Player 1 AS, Player 2 8C → Player 1 takes 21 points
        Trick 7: Player 1 8D, Player 2 10D, Player 3 QS, Player 4 9D → Player 3 takes 13 points
        Trick 8: Player 3 QC, Player 4 JD, Player 1 KH, Player 2 9C → Player 3 takes 9 points
        Trick 9: Player 3 10S, Player 4 KD, Player 1 QD, Player 2 JH → Player 3 takes 29 points
        The hand is over: Player 1 and Player 3: 103, Player 2 and Player 4: 79.
      Result:
        Player 4 bid 70; trump: spades.
        Card points, last trick included: Player 1 and Player 3: 83, Player 2 and Player 4: 79.
        Melds: Player 1 and Player 3: 20, Player 2 and Player 4: 0.
        Player 2 and Player 4 made the contract.
        Hand score: Player 1 and Player 3: 103, Player 2 and Player 4: 79.

      "
    `);
  });

  it('--seat N reads that seat from the input: a bad line is answered in words and read again', async () => {
    // seat 2 speaks first at Tarot (dealer: seat 1): a card in the bidding, a bid that is none, then the first legal action every time
    const input = `play:KH\nbid:frob\n${'1\n'.repeat(30)}`;
    const run = await cli(['play', 'tarot', '--bots', 'random', '--seat', '2', '--seed', '3', ...canonical], input);
    expect(run.code).toBe(0);
    expect(run.err.split('\n').slice(0, 3)).toMatchInlineSnapshot(`
      [
        "Player 2: 5S 7S JS QS 1D 6D 10D QD 2C 9C QC KC 11T 12T 16T 17T 18T 20T",
        "  1. bid:pass  (Player 2 passes)",
        "  2. bid:prise  (Player 2 bids prise)",
      ]
    `);
    expect(run.err).toContain(
      '\n> That move is not possible now (Bidding).\n> That is not a move of this game. Allowed: pass, prise, garde, garde-sans, or garde-contre.\n> Player 2:',
    );
    expect(run.err.match(/^> /gm)!.length).toBeGreaterThan(18);
    expect(run.out).toMatchInlineSnapshot(`
      "French Tarot, seed 3
      Dealer: Player 1
      Hands:
        Player 1: 2S 9S 10S NS KS 2H 3H 4H 9H 4D 8D 9D 7C JC 6T 8T 9T 19T
        Player 2: 5S 7S JS QS 1D 6D 10D QD 2C 9C QC KC 11T 12T 16T 17T 18T 20T
        Player 3: 1S 4S 6S 6H 7H 10H JH QH 5D ND KD 3C EX 3T 5T 14T 15T 21T
        Player 4: 3S 8S 1H 5H NH 2D 7D JD 4C 5C 6C 8C NC 1T 2T 4T 10T 13T
        Player 2 passes.
        Player 3 bids garde sans.
        Player 4 passes.
        Player 1 passes.
        Player 3 takes with a garde sans.
        The taker announces a chelem.
        Trick 1: Player 3 6S, Player 4 3S, Player 1 KS, Player 2 5S → Player 1 takes 6 points
        Trick 2: Player 1 8T, Player 2 11T, Player 3 EX, Player 4 13T → Player 4 takes 6 points
        Trick 3: Player 4 1H, Player 1 9H, Player 2 12T, Player 3 7H → Player 2 takes 2 points
        Trick 4: Player 2 7S, Player 3 4S, Player 4 8S, Player 1 NS → Player 1 takes 4 points
        Trick 5: Player 1 19T, Player 2 20T, Player 3 21T, Player 4 1T → Player 3 takes 10 points
        Trick 6: Player 3 ND, Player 4 JD, Player 1 4D, Player 2 1D → Player 3 takes 5 points
        Trick 7: Player 3 14T, Player 4 2T, Player 1 6T, Player 2 16T → Player 2 takes 2 points
        Trick 8: Player 2 JS, Player 3 1S, Player 4 4T, Player 1 9S → Player 4 takes 3 points
        Trick 9: Player 4 10T, Player 1 9T, Player 2 17T, Player 3 5T → Player 2 takes 2 points
        Trick 10: Player 2 QS, Player 3 15T, Player 4 7D, Player 1 2S → Player 3 takes 5 points
        Trick 11: Player 3 6H, Player 4 NH, Player 1 3H, Player 2 18T → Player 2 takes 4 points
        Trick 12: Player 2 6D, Player 3 5D, Player 4 2D, Player 1 8D → Player 1 takes 2 points
        Trick 13: Player 1 2H, Player 2 10D, Player 3 10H, Player 4 5H → Player 3 takes 2 points
        Trick 14: Player 3 KD, Player 4 5C, Player 1 9D, Player 2 QD → Player 3 takes 9 points
        Trick 15: Player 3 QH, Player 4 6C, Player 1 4H, Player 2 2C → Player 3 takes 5 points
        Trick 16: Player 3 JH, Player 4 4C, Player 1 7C, Player 2 9C → Player 3 takes 3 points
        Trick 17: Player 3 3C, Player 4 8C, Player 1 JC, Player 2 QC → Player 2 takes 6 points
        Trick 18: Player 2 KC, Player 3 3T, Player 4 NC, Player 1 10S → Player 3 takes 15 points
        The deal is over.
      Result:
        Contract: garde sans by Player 3.
        The taker's side made 58 points with 3 oudlers; 36 needed.
        Contract made by 22 points: (25 + 22) × 4 = +188.
        Chelem: -200.
        Marque: -12.
        Scores: Player 1: +12, Player 2: +12, Player 3: -36, Player 4: +12.

      "
    `);
    // the refusal in the words of --lang
    const fr = await cli(['play', 'tarot', '--bots', 'random', '--seat', '2', '--seed', '3', '--lang', 'fr'], input);
    expect(fr.code).toBe(0);
    expect(fr.err).toContain(
      "\n> Ce coup n'est pas possible maintenant (Enchères).\n> Ce n'est pas un coup de ce jeu. Valeurs permises : pass, prise, garde, garde-sans ou garde-contre.\n",
    );
  });

  it('regression (--bots dealt seed 1 every time): without --seed a game against the bots is dealt from a fresh secret 128-bit seed', async () => {
    const argv = ['play', 'tarabish', '--bots', 'random', ...canonical];
    const [a, b] = [await cli(argv), await cli(argv)];
    const seedOf = (out: string) => /seed ([0-9a-f]{32})\n/.exec(out)?.[1];
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(seedOf(a.out)).toMatch(/^[0-9a-f]{32}$/);
    expect(seedOf(a.out)).not.toBe(seedOf(b.out));
    // the transcript names the seed: that game again, with --seed
    expect((await cli([...argv, '--seed', seedOf(a.out)!])).out).toBe(a.out);
    // random moves without bots keep their reproducible default, seed 1
    expect((await cli(['play', 'tarabish', ...canonical])).out).toMatch(/seed 1\n/);
  });

  it('the input ending before the game exits 1; bad flags are usage errors', async () => {
    // a fixed seed: with another, the bots and the seat's two answers might pass the deal out
    const ended = await cli(
      ['play', 'tarot', '--bots', 'random', '--seat', '1', '--seed', '1', ...canonical],
      '1\n1\n',
    );
    expect(ended.code).toBe(1);
    expect(ended.err).toContain('the input ended before the game did');
    expect((await cli(['play', 'tarot', '--bots', 'clever'])).code).toBe(2);
    expect((await cli(['play', 'tarot', '--seat', '1'])).err).toContain('--seat needs --bots');
    expect((await cli(['play', 'tarot', '--bots', 'random', '--seat', '5'])).err).toContain('from 1 to 4');
    expect((await cli(['play', 'tarot', '--bots', 'random', '--seat', '0'])).code).toBe(2);
  });
});
