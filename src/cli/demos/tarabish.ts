/**
 * A readable transcript of one seeded Tarabish hand (auction preset), played by a tiny seeded
 * heuristic: a seat bids when it sees a jack or nine (the two strongest trumps) or, as the dealer,
 * when nobody has bid; the winner names the suit of its best trump points; everybody declares every
 * meld held and calls bella when possible; otherwise each seat plays a seeded random legal card.
 */
import { bitOf, wordOf } from '../../kernel/card.js';
import { toArray } from '../../kernel/cardset.js';
import { isLeft } from '../../kernel/either.js';
import { createRng, deriveSeed } from '../../kernel/rng.js';
import { seedText, type Seed } from '../../kernel/seed.js';
import { cardPoints, RANK_BIT, tarabishDeck } from '../../games/tarabish/cards.js';
import { encodeAction, suitName } from '../../games/tarabish/codec.js';
import { tarabish } from '../../games/tarabish/rules.js';
import type { TarabishAction, TarabishEvent, TarabishState } from '../../games/tarabish/state.js';

const name = (c: number): string => tarabishDeck.names.get(c)!;

function choose(s: TarabishState, legal: readonly TarabishAction[], random: () => number): TarabishAction {
  const seat = tarabish.actor(s) as number;
  const seen = toArray(s.hands[seat]!);
  const pick = (f: (a: TarabishAction) => boolean): TarabishAction | undefined => legal.find(f);
  if (s.phase === 'auction') {
    const strong = seen.some((c) => bitOf(c) === RANK_BIT.jack || bitOf(c) === RANK_BIT.nine);
    const nobody = s.speech.length === 3 && s.speech.every((x) => x.kind === 'pass');
    return (strong || nobody ? pick((a) => a.type === 'bid' && !a.noTrump) : undefined) ?? legal[0]!;
  }
  if (s.phase === 'trump') {
    const value = (suit: number): number =>
      seen.filter((c) => wordOf(c) === suit).reduce((p, c) => p + cardPoints(c, suit) + 1, 0);
    return legal.reduce((best, a) =>
      a.type === 'trump' && best.type === 'trump' && value(a.suit) > value(best.suit) ? a : best,
    );
  }
  const declare = legal.filter((a) => a.type === 'declare');
  if (declare.length > 0)
    return declare.reduce((a, b) =>
      b.type === 'declare' && a.type === 'declare' && b.melds.length > a.melds.length ? b : a,
    );
  return pick((a) => a.type === 'play' && a.bella) ?? legal[Math.floor(random() * legal.length)]!;
}

function describe(e: TarabishEvent, trickNo: { n: number }, trick: string[]): string | undefined {
  switch (e.type) {
    case 'spoke':
      return `  seat ${e.seat}: ${e.said.replace(/^bid:/, 'bid ')}`;
    case 'trump':
      return `Seat ${e.seat} names trump: ${e.trump}`;
    case 'declared':
      return `  seat ${e.seat}: ${e.melds.length === 0 ? 'nothing' : e.melds.join(', ')}`;
    case 'played':
      trick.push(`${e.seat}:${e.card}${e.bella ? ' (bella!)' : ''}`);
      return undefined;
    case 'trick': {
      const line = `  trick ${++trickNo.n}: ${trick.join('  ')}  → seat ${e.winner} wins ${e.points}`;
      trick.length = 0;
      return line;
    }
    case 'annulled':
      return `Everybody passed: the hand is annulled; seat ${e.nextDealer} deals next.`;
    default:
      return undefined;
  }
}

/** One seeded hand as text: the deal, the auction, trump, declarations, the nine tricks and the scores. */
export function tarabishDemo(seed: Seed): string {
  const setup = tarabish.setup({}, { seed });
  if (isLeft(setup)) return `Tarabish: ${setup.left.message}\n`;
  let s = setup.right;
  const rng = createRng(deriveSeed(seed, 0x7a7a));
  const random = (): number => rng.next() / 0x100000000;
  const out = [
    `Tarabish, auction preset, seed ${seedText(seed)}; dealer seat ${s.options.dealer}; teams: seats 0 & 2, seats 1 & 3`,
    'The deal (cards before | seen after trump):',
  ];
  s.hands.forEach((h, seat) =>
    out.push(`  seat ${seat}: ${toArray(h).map(name).join(' ')} | ${toArray(s.pending[seat]!).map(name).join(' ')}`),
  );
  out.push('Auction:');
  const trickNo = { n: 0 };
  const trick: string[] = [];
  let section = 'auction';
  while (tarabish.actor(s) !== 'done') {
    const legal = tarabish.legal(s);
    const a = choose(s, legal, random);
    if (s.phase === 'declare' && section !== 'declare') {
      section = 'declare';
      out.push('Declarations:');
    }
    if (s.phase === 'play' && section !== 'play') {
      section = 'play';
      out.push('Play:');
    }
    const step = tarabish.apply(s, a);
    if (isLeft(step)) return `${out.join('\n')}\n  ${encodeAction(a)} refused: ${step.left.code}\n`;
    for (const e of step.right.events) {
      const line = describe(e, trickNo, trick);
      if (line !== undefined) out.push(line);
    }
    s = step.right.state;
  }
  const r = tarabish.result(s)!;
  if (!r.annulled) {
    const b = r.breakdown!;
    out.push(
      `Result: the bidders (team ${b.bidTeam}, bid ${r.contract?.bid ?? '-'} in ${suitName(s.trump)}) ${r.outcome === 'made' ? 'made it' : 'went bate'}.`,
    );
    b.teams.forEach((t, team) =>
      out.push(
        `  team ${team}: card points ${t.cardPoints}${r.lastTrick === team ? ' (last trick included)' : ''}, melds ${t.melds}, bella ${t.bella} → hand score ${r.teamScores[team]}`,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
