/**
 * French Tarot scoring: from a deal's facts to the marque and every seat's score.
 *
 * The formula, from the taker's side (FFT p.8–9):
 *   marque = s·(25 + gap)·k + p·10·k + s·H + C
 * s = +1 when the contract is made (points ≥ target), −1 otherwise; gap = |points − target|
 * rounded up to a whole point (FFT p.11–12: the half point goes to the winning side); k the
 * contract's multiplier; p the petit-au-bout side; H the sum of every poignée shown; C the chelem
 * bonus. Everything is computed in integer half points; only the breakdown's `points` may be x.5.
 */

/** The four contracts, lowest first. */
export const CONTRACTS = ['prise', 'garde', 'garde-sans', 'garde-contre'] as const;
/** A Tarot contract: `prise`, `garde`, `garde-sans` or `garde-contre`. */
export type Contract = (typeof CONTRACTS)[number];

/** FFT p.8: prise ×1, garde ×2, garde sans ×4, garde contre ×6. */
export const MULTIPLIER: Readonly<Record<Contract, 1 | 2 | 4 | 6>> = {
  prise: 1,
  garde: 2,
  'garde-sans': 4,
  'garde-contre': 6,
};

/** The poignée sizes, smallest first. */
export const POIGNEE_SIZE_NAMES = ['simple', 'double', 'triple'] as const;
/** A poignée size: `simple`, `double` or `triple`. */
export type PoigneeSize = (typeof POIGNEE_SIZE_NAMES)[number];

/** FFT p.7: 20 / 30 / 40, never multiplied, paid to the side that wins the deal. */
export const POIGNEE_BONUS: Readonly<Record<PoigneeSize, 20 | 30 | 40>> = { simple: 20, double: 30, triple: 40 };

/** Trumps to show for each poignée size: 3p 13/15/18, 4p 10/13/15, 5p 8/10/13 (FFT p.7, p.11, p.12). */
export const POIGNEE_SIZES: Readonly<Record<3 | 4 | 5, Readonly<Record<PoigneeSize, number>>>> = {
  3: { simple: 13, double: 15, triple: 18 },
  4: { simple: 10, double: 13, triple: 15 },
  5: { simple: 8, double: 10, triple: 13 },
};

/** FFT p.4: points the taker's side needs by the number of oudlers it holds at the end. */
export const TARGET_BY_OUDLERS: readonly [56, 51, 41, 36] = [56, 51, 41, 36];

/** All card points of a deal, in half points (91 points). */
export const TOTAL_POINTS2 = 182;

/** The player counts French Tarot is played with. */
export const PLAYER_COUNTS = [3, 4, 5] as const;
/** 3, 4 or 5. */
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** The facts of a finished deal that its score depends on (points in integer half points). */
export interface TarotDealFacts {
  readonly players: 3 | 4 | 5;
  readonly contract: Contract;
  /** The taker's seat. */
  readonly taker: number;
  /** 5 players with a called partner who is another seat; null when alone or at 3/4 players. */
  readonly partner: number | null;
  /** Oudlers in the taker's side's cards at the end (écart / garde-sans chien included). */
  readonly oudlers: 0 | 1 | 2 | 3;
  /** The taker's side's card points in HALF points, 0..182, Excuse exchange settled. */
  readonly points2: number;
  /** The side that won the 1T in the last trick (or the penultimate, chelem case). */
  readonly petitAuBout: 'taker' | 'defence' | null;
  /** Every poignée shown in the deal, by anyone. */
  readonly poignees: readonly PoigneeSize[];
  readonly chelemAnnounced: boolean;
  /** The side that won every trick, if any. */
  readonly chelem: 'taker' | 'defence' | null;
}

/** How a deal's marque was reached, line by line (public units). */
export interface TarotBreakdown {
  /** The taker's side's points, public units (may be x.5). */
  readonly points: number;
  readonly oudlers: number;
  readonly target: number;
  /** points >= target */
  readonly made: boolean;
  /** |points − target| rounded UP to a whole point (the half point goes to the winning side). */
  readonly gap: number;
  readonly multiplier: 1 | 2 | 4 | 6;
  /** s·(25 + gap)·k */
  readonly contractScore: number;
  /** p·10·k (signed, from the taker's side) */
  readonly petitAuBout: number;
  /** s·H */
  readonly poignees: number;
  /** +400 / +200 / −200, and a further −200 for a defence chelem. */
  readonly chelem: number;
  /** M = the sum of the four lines above. */
  readonly marque: number;
}

/** A scored deal: one score per seat (zero-sum) and the breakdown. */
export interface TarotDealScore {
  readonly scores: readonly number[];
  readonly breakdown: TarotBreakdown;
}

/** Base value of every contract (FFT p.8: "tout contrat valant arbitrairement 25 points"). */
export const CONTRACT_BASE = 25;
/** Petit au bout: 10 × the multiplier (FFT p.7). */
export const PETIT_AU_BOUT_BASE = 10;
/** FFT p.6: chelem announced and made, made unannounced, announced and failed, made by the defence. */
export const CHELEM_BONUS = { announcedMade: 400, unannouncedMade: 200, announcedFailed: -200, defence: -200 } as const;

/** Turns −0 into 0 so that results compare and print cleanly. */
const clean = (x: number): number => (x === 0 ? 0 : x);

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isSeatOf = (x: unknown, players: number): x is number => isInt(x) && x >= 0 && x < players;

/**
 * Why these facts cannot come from a deal's end, or undefined when they are well-formed. Checks
 * the domain of every field (the facts come from the engine; cross-field plausibility is the
 * score sheets' job, see `scoresheet.ts`).
 */
export function dealFactsProblem(facts: TarotDealFacts): string | undefined {
  if (typeof facts !== 'object' || facts === null) return 'facts must be an object';
  const { players, contract, taker, partner, oudlers, points2, petitAuBout, poignees, chelemAnnounced, chelem } = facts;
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(players))
    return `players must be 3, 4 or 5, got ${String(players)}`;
  if (!(CONTRACTS as readonly unknown[]).includes(contract)) return `unknown contract ${String(contract)}`;
  if (!isSeatOf(taker, players)) return `taker must be a seat 0..${players - 1}, got ${String(taker)}`;
  if (partner !== null) {
    if (players !== 5) return `a partner exists only at 5 players, got partner ${String(partner)}`;
    if (!isSeatOf(partner, players)) return `partner must be a seat 0..4 or null, got ${String(partner)}`;
    if (partner === taker) return 'a taker who called himself plays alone: partner must be null';
  }
  if (!isInt(oudlers) || oudlers < 0 || oudlers > 3) return `oudlers must be 0..3, got ${String(oudlers)}`;
  if (!isInt(points2) || points2 < 0 || points2 > TOTAL_POINTS2)
    return `points2 must be an integer 0..182, got ${String(points2)}`;
  if (petitAuBout !== null && petitAuBout !== 'taker' && petitAuBout !== 'defence')
    return `bad petitAuBout ${String(petitAuBout)}`;
  if (!Array.isArray(poignees)) return 'poignees must be an array';
  for (const p of poignees)
    if (!(POIGNEE_SIZE_NAMES as readonly unknown[]).includes(p)) return `unknown poignée size ${String(p)}`;
  if (typeof chelemAnnounced !== 'boolean') return 'chelemAnnounced must be a boolean';
  if (chelem !== null && chelem !== 'taker' && chelem !== 'defence') return `bad chelem ${String(chelem)}`;
  return undefined;
}

/** The chelem line C (FFT p.6; both apply when an announced chelem ends in a defence chelem). */
export function chelemScore(announced: boolean, chelem: 'taker' | 'defence' | null): number {
  let c = 0;
  if (chelem === 'taker') c += announced ? CHELEM_BONUS.announcedMade : CHELEM_BONUS.unannouncedMade;
  else if (announced) c += CHELEM_BONUS.announcedFailed;
  if (chelem === 'defence') c += CHELEM_BONUS.defence;
  return c;
}

/** The marque M and its lines, from the taker's side. */
export function scoreBreakdown(facts: TarotDealFacts): TarotBreakdown {
  const target = TARGET_BY_OUDLERS[facts.oudlers];
  const target2 = target * 2;
  const made = facts.points2 >= target2;
  const s = made ? 1 : -1;
  // FFT p.11–12: the half point goes to the winning side, i.e. the gap is rounded up.
  const gap = Math.ceil(Math.abs(facts.points2 - target2) / 2);
  const k = MULTIPLIER[facts.contract];
  const p = facts.petitAuBout === 'taker' ? 1 : facts.petitAuBout === 'defence' ? -1 : 0;
  const h = facts.poignees.reduce((sum, size) => sum + POIGNEE_BONUS[size], 0);
  const contractScore = clean(s * (CONTRACT_BASE + gap) * k);
  const petitAuBout = clean(p * PETIT_AU_BOUT_BASE * k);
  const poignees = clean(s * h);
  const chelem = chelemScore(facts.chelemAnnounced, facts.chelem);
  return {
    points: facts.points2 / 2,
    oudlers: facts.oudlers,
    target,
    made,
    gap,
    multiplier: k,
    contractScore,
    petitAuBout,
    poignees,
    chelem,
    marque: clean(contractScore + petitAuBout + poignees + chelem),
  };
}

/**
 * Every seat's score for a marque M: each defender −M; the taker +2M at 3 players, +3M at 4;
 * at 5, the taker +2M and the partner +M, or the taker alone +4M (FFT p.9, p.11, p.12). Sums to 0.
 */
export function distribute(players: 3 | 4 | 5, taker: number, partner: number | null, marque: number): number[] {
  const scores = new Array<number>(players).fill(clean(-marque));
  if (partner !== null) {
    scores[taker] = clean(2 * marque);
    scores[partner] = clean(marque);
  } else {
    scores[taker] = clean((players - 1) * marque);
  }
  return scores;
}

/**
 * Scores one deal. The facts come from the engine: malformed facts are a programming error and
 * throw a `RangeError` (apps recording facts by hand use `tarotScoreSheet`, which never throws).
 */
export function scoreDeal(facts: TarotDealFacts): TarotDealScore {
  const problem = dealFactsProblem(facts);
  if (problem !== undefined) throw new RangeError(`scoreDeal: ${problem}`);
  const breakdown = scoreBreakdown(facts);
  return { scores: distribute(facts.players, facts.taker, facts.partner, breakdown.marque), breakdown };
}
