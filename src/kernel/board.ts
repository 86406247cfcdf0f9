/**
 * What a double-dummy search needs from a game's card play: a mutable board holding one position,
 * played and taken back card by card (`play`, `undo`), so that a node costs no allocation. A game
 * implements it with its card-play core (the one place its card-play rules live), so that the
 * search (the `atout/bots` solver) knows no game; a lockstep test proves each game's board equal to
 * the game's `apply` and settlement at every card of random deals, and `undo` equal to the
 * position before (test/bots/solver/board.test.ts).
 *
 * Two parties: side 0 (the Tarot taker's side, the Tarabish team of seats 0 and 2) maximises side
 * 0's card points, side 1 minimises them. Points are integers in the game's unit (Tarot half
 * points, Tarabish points).
 */
export interface Board {
  /** Which game's board (a search reused for another position reloads a board of the same kind). */
  readonly kind: string;
  /** Points per public card point (Tarot 2: half points; Tarabish 1). */
  readonly unit: number;
  /** Both sides' card points together at the end of the deal. */
  readonly total: number;
  /** Side 0's card points that no card play changes (Tarot: the écart, the chien as the contract gives it). */
  readonly constant: number;
  /** Card words (suits) of the deck. */
  readonly words: number;
  /** Int32 words of a position's key (`writeKey`). */
  readonly keyWords: number;
  /** The seat to play a card. */
  seat(): number;
  /** The party of a seat: 0 or 1. */
  side(seat: number): 0 | 1;
  /** The deal is played out. */
  over(): boolean;
  /** Cards played to the current trick (0: a trick boundary). */
  trickLength(): number;
  /** Tricks still to play (the current one included). */
  tricksLeft(): number;
  /** Writes the cards the seat to act may play (the game's obligation), in card order, to `out` from `at`; their number. */
  moves(out: Int32Array, at: number): number;
  /** The seat to act plays `card` (one of `moves`). */
  play(card: number): void;
  /** Takes the last `play` back. */
  undo(): void;
  /** Side 0's card points of the completed tricks, as the game settles them before the deal is over. */
  past(): number;
  /** Side 0's card points of the played-out deal (the game's settlement, `constant` included). */
  final(): number;
  /** The card points still to be won: the cards in hands and in the current trick, and a last-trick bonus. */
  remaining(): number;
  /**
   * At a trick boundary: card points that `side` wins whatever anybody plays (a run of the
   * strongest trumps held by that side, and the cheapest cards the other side must play to them).
   */
  sure(side: 0 | 1): number;
  /**
   * At a trick boundary: card points that the side of the seat to lead can make sure of from here
   * (optional; a board without it has no such bound): the leader cashes its runs of the strongest
   * live cards of the plain suits while every other seat that could ruff still follows the suit,
   * then its side's `sure` trumps win their tricks; the other side's cheapest cards played to all
   * these tricks, the leader's partners' to the cashed ones (or the same plan from a partner's
   * seat, reached by a lead to its strongest card of a suit). A bound of this position only (it
   * holds for the leader's plan, not for every card its side plays after); it must never exceed
   * what the side makes under perfect play (test/bots/solver/bounds.test.ts checks it against
   * plain minimax). `high`: the runs stop at the suit's cards worth the least (its first cards in
   * `order` worth the same as the first: a weaker bound, that reads no rank of those; partition search).
   */
  quick?(high?: boolean): number;
  /**
   * At a trick boundary: writes to `to` from `at` the position's key (`keyWords` words), and returns
   * its hash. Two positions with the same key add the same card points to `past` under perfect
   * play: the key holds everything that depends on (the leader, what else the game needs, and the
   * hands up to relabeling: in each suit the cards still held, from the weakest, each as its holder
   * and its card points; the cards already won do not matter, only which live card is above which).
   */
  key(to: Int32Array, at: number): number;
  /**
   * Partition search (optional, with `keyExtra` and `rankWinner`): the words whose ranks the
   * obligation reads (the trumps: overtrumping), as bits; their cards are kept whole in a table
   * entry's key, while in the other words only the cards whose ranks the search read are (the
   * solver's partition.ts).
   */
  rankedWords?(): number;
  /** The cards of a word in the hands, as bits (`liveBits` without the current trick's; partition search at trick boundaries). */
  heldBits?(word: number): number;
  /** At a trick boundary: the position's key beyond the cards held (the leader and what else the game needs: `key`'s last word). */
  keyExtra?(): number;
  /**
   * Just after a trick is complete: the card that won it when another card of its word was played
   * to it (it won by rank), else -1; during a trick, the same of the card winning it so far.
   */
  rankWinner?(): number;
  /**
   * Whether the search uses partition search on this board unless told (it saves nodes where a suit
   * has many low cards alike, the Tarot 1 to 10; its keys cost more per node than it saves with the
   * Belote family's three).
   */
  readonly partitions?: boolean;
  /** Whether the cards a seat may play depend on which card wins the trick so far beyond the trumps (the Belote family's partner exception): the search then reads `rankWinner` during a trick. */
  readonly followReadsWinner?: boolean;
  /** The card points of one card. */
  points(card: number): number;
  /**
   * The cards of a word from the weakest to the strongest; cards that are never equivalent to
   * another (the Excuse; under the score objective also the Tarot petit, which scores petit au
   * bout) left out.
   */
  order(word: number, score?: boolean): readonly number[];
  /** The cards of a word in a hand or in the current trick (not yet won by anybody), as bits. */
  liveBits(word: number): number;
  /** The seat holding a card, -1 when it is not in a hand. */
  holder(card: number): number;
  /**
   * The score objective (`solve`'s `objective: 'score'`), for a game whose deal score is zero-sum
   * between the two sides (Tarot): side 0's score per unit once the deal is over (`final`'s
   * counterpart), each seat's multiple of it, and at a trick boundary with two tricks or more
   * left, the facts of the tricks already played that the score depends on (one word, added to
   * the key).
   */
  score?(): number;
  /** Under the score objective: whether the deal's score still depends on more than the cards (Tarot: a poignée may still be announced); then it is refused. */
  scoreOpen?(): boolean;
  scoreShare?(seat: number): number;
  scoreFacts?(): number;
  /** The side winning the current trick so far (a card was played that can win it), else -1 (move ordering only). */
  winning?(): number;
  /** During a trick: no seat still to play after the seat to act holds a card that beats the card winning it so far, or `card` (one that would win it if played now; quasi-symmetry; optional). */
  decided?(card?: number): boolean;
  /** The seat to act plays the last card of the trick (move ordering only). */
  lastToPlay?(): boolean;
  /** The card would win the current trick so far if played now (move ordering only). */
  wins(card: number): boolean;
  /** A strength for move ordering (higher: stronger; negative for a card that never wins a trick, such as the Tarot Excuse). */
  strength(card: number): number;
}

/** A 32-bit hash of `words` words of `a` from `at` (murmur3's mixing). */
export function hashOf(a: Int32Array, at: number, words: number): number {
  let h = 0x2545f491;
  for (let i = 0; i < words; i++) {
    let k = Math.imul(a[at + i]!, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
