/**
 * The descriptions of the shipped JSON Schemas (schema/*.json, `atout schema`): ONE table, by
 * schema and property path, that only the schema generator (`describeSchemas`,
 * describe-schemas.ts) reads, so that the words never weigh on a browser bundle. Every property of
 * every shipped schema has its entry, and every entry names a property
 * (test/record/json-schema.test.ts).
 *
 * A key names schemas by file name, `{a,b}` for alternatives; a path is a property's names from the
 * root joined by `.`, `[]` for an array's items, `''` for the schema itself (describe-schemas.ts).
 * A match ruleset answers its deal game's queries: its schemas are its game's, under its own id.
 */

/** Descriptions by schema key, then by path. */
export type SchemaDescriptions = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Each key with `prefix` before it: one group of descriptions that two schemas nest at different places. */
const under = (prefix: string, words: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(words).map(([path, text]) => [`${prefix}${path}`, text]));

/** The Tarabish options (the `tarabish` options schema, and a score-sheet entry's `options`). */
const TARABISH_OPTIONS = {
  preset:
    "The set of defaults the other options start from: 'auction' (the default: a points auction, the winner names trump) or 'traditional' (Cape Breton: one call-or-pass round). An option given explicitly overrides its preset's value.",
  trumpChoice:
    "How trump is chosen: 'auction' (a points auction; the highest bidder names trump) or 'call' (one round: each player in turn calls a suit or passes; the first call ends the round). Preset auction: 'auction'; traditional: 'call'.",
  biddingCards:
    'How many cards each player has seen when trump is chosen: 3, 6 (the rest dealt after) or 9 (open bidding). Preset auction: 3; traditional: 6.',
  allPass:
    "Everybody passed: 'redeal' (the hand is annulled and the next dealer deals) or 'force-dealer' (the dealer must call; needs trumpChoice 'call'). Preset auction: 'redeal'; traditional: 'force-dealer'.",
  melds:
    "The melds that score: 'belote' (runs of 3: 20, of 4: 50, of 5 or more: 100; four jacks 200, four nines 150, four aces, tens, kings or queens 100) or 'runs' (runs only: of 3: 20, of 4 or more: 50). Preset auction: 'belote'; traditional: 'runs'.",
  declaration:
    "When melds are declared: 'before-first-trick' (a declaration round from the eldest hand before the first card) or 'first-trick' (each player before their own first card). Preset auction: 'before-first-trick'; traditional: 'first-trick'.",
  equalMelds:
    "Both teams' best melds equal and in plain suits: 'eldest' (the eldest hand's team scores its melds) or 'nobody' (neither team scores melds). Preset auction: 'eldest'; traditional: 'nobody'.",
  contract:
    "What the bidding team must do: 'reach-bid' (its hand total, card points, melds and bella, must reach its bid; needs trumpChoice 'auction') or 'outscore' (its hand total must exceed the opponents'). Failing is bate: the opponents take its points. Preset auction: 'reach-bid'; traditional: 'outscore'.",
  halfBait:
    "Equal hand totals under contract 'outscore': 'half' (the callers score 0, the opponents keep theirs) or 'whole' (as bate: the opponents take the callers' points). Default 'half'.",
  bothReachTarget:
    "Both teams reach the target after the same hand: 'bidder' (the bidding team wins the match) or 'higher' (the higher total wins). Preset auction: 'bidder'; traditional: 'higher'.",
  lastTrickBonus: "Points for winning the last trick, counted in that team's card points. Default 10.",
  target: 'The match total a team must reach to win the match. Default 500 (1000 for the long game).',
  partnerException:
    "What a player void in the suit led may play while the partner is winning the trick: 'off' (the default: trump, overtrumping if able, as always), 'free' (any card) or 'overtrump-if-trumping' (any card, but a trump played must beat the trick's highest trump when able). true and false, the older spelling, mean 'free' and 'off'.",
  bellaOnBate:
    "Bella (king and queen of trump, 20) of a bidding team that is bate: 'transferred' to the opponents with its other points (the default) or 'kept' by the bidding team.",
  noTrump:
    "Whether a no-trump contract may be chosen: at auction, a bid stated as no trump of at least 150 (and at least minBid); with trumpChoice 'call', a call of no-trump. Default false.",
  minBid: 'The lowest bid, a multiple of 10 (auction only). Default 50.',
  maxBid: 'The highest bid, a multiple of 10, not below minBid (auction only). Default 300.',
  coatBonus:
    'The bonus to a bidding team that takes every card point and the last trick (auction only); 0 turns it off. Default 0.',
  dealer:
    "The dealer's seat, 0 to 3 (in a match: the first hand's dealer; the deal then moves on one seat every hand). The seat after the dealer is the eldest hand. Default 0.",
};

/** The card of a trick as facts: who played it and which card (`trick[]` of the rule queries' facts). */
const TRICK_CARD = {
  'trick[].seat': 'The seat that played the card, 0 to the number of players − 1; seats play in turn (clockwise).',
};

const TAROT_CARD_NAMES =
  'by name: rank then suit (1S…10S, JS, NS, QS, KS, and H D C for the other suits), a trump 1T…21T, or EX for the Excuse';
const TARABISH_CARD_NAMES = 'by name: rank then suit (6S…10S, JS, QS, KS, AS, and H D C for the other suits)';
const TARABISH_TRUMP = 'The trump suit by letter (S, H, D, C), or no-trump.';

/** A Belote-family card (Belote, Coinche): 32 cards, 7 to ace. */
const BELOTE_CARD_NAMES = 'by name: rank then suit (7S, 8S, 9S, 10S, JS, QS, KS, AS, and H D C for the other suits)';

/** The card-play and announcement options Belote and Coinche share (each game's default given). */
const beloteCardPlayOptions = (d: { undertrump: string }) => ({
  partnerException:
    "What a player void in the suit led may play while the partner holds the trick: 'free' (the default: any card), 'off' (trump and overtrump as if an opponent held it) or 'overtrump-if-trumping' (any card, but a trump played must beat the trick's highest trump when able).",
  undertrump: `A player void in the suit led who cannot beat an opponent's trump: 'required' (play a lower trump when holding one) or 'optional' (any card). Default '${d.undertrump}'.`,
  announcements: 'Whether announcements (sequences and carrés) are played. Default false.',
  announcementTiming:
    "When announcements are made: 'first-trick' (the default: each player with their first card) or 'before-first-trick' (all before the first card).",
  sharedCards: 'Whether one card may count in a sequence and in a carré. Default false.',
  equalAnnouncements:
    "Both sides' best announcements equal: 'nobody' (the default: neither side scores them) or 'eldest' (the side of the eldest hand, the player after the dealer, scores).",
});

/** Belote's options (the `belote` options schema). */
const BELOTE_OPTIONS = {
  dealer:
    "The dealer's seat, 0 to 3 (in a match: the first deal's dealer; the deal then moves on one seat). The seat after the dealer is the eldest hand. Default 0.",
  packets: "How the first five cards reach each player: '3-2' (the default: 3 then 2) or '2-3'.",
  secondRound:
    "The second round of the taking: 'any-suit' (the default: the taker names any suit, the turned card's included) or 'other-suit' (a suit other than the turned card's).",
  allPass:
    "Everybody passed twice: 'next-dealer' (the default: the next dealer deals) or 'same-dealer' (the same dealer deals again).",
  ...beloteCardPlayOptions({ undertrump: 'required' }),
  beloteOnFailure: "The belote-rebelote (20) of takers who fail: 'kept' by their side, the one value.",
  litige:
    "Equal totals (81 each, a litige): 'held' (the default: the defence scores its points, the takers' points wait for the next contract made), 'failed' or 'made'.",
  capotPoints: 'The points of a capot (all eight tricks to one side): 252 (the default) or 250.',
  rounding: "Each side's deal score: 'none' (the default: to the point) or 'nearest-ten'.",
  held: 'Points held from earlier litiges, won by the side that makes this deal’s contract (a match carries them from deal to deal). Default 0.',
};

/** Coinche's options (the `coinche` options schema). */
const COINCHE_OPTIONS = {
  dealer:
    "The dealer's seat, 0 to 3 (in a match: the first deal's dealer; the deal then moves on one seat). The seat after the dealer is the eldest hand and speaks first. Default 0.",
  packets: "How the 32 cards are dealt, 8 to each seat: '3-2-3' (the default), '3-3-2', '2-3-3' or '4-4'.",
  minBid: 'The lowest bid: 80 (the default) or 82.',
  bidStep: 'Bids above the lowest are multiples of this step: 10 (the default) or 5.',
  maxBid: 'The highest numeric bid: null (the default: no ceiling but the capot), 160 or 650.',
  allTrumpNoTrump: 'Whether tout atout (all trumps) and sans atout (no trump) may be bid. Default false.',
  allTrumpValues:
    "The card values in tout atout: 'ffb' (the default: J 13, 9 9, A 6, 10 5, K 3, Q 2; 162 in all), 'scaled' (trump values in every suit, 258 scaled to 162) or 'trump' (trump values in every suit, 258).",
  noTrumpValues:
    "The card values in sans atout: 'ace-19' (the default: A 19, 10 10, K 4, Q 3, J 2; 162 in all) or 'plain' (130 in all).",
  coincheTiming: "When a defender may coinche: 'in-turn' (the default: at their turn to speak) or 'any-time'.",
  surcoincheMultiplier: 'What a surcoinche multiplies the deal’s score by: 4 (the default) or 3.',
  beloteCountsForContract:
    'Whether the takers’ belote-rebelote counts toward the points their contract needs. Default true.',
  beloteOnFailure: "The belote-rebelote (20) of takers who fail: 'kept' by their side, the one value.",
  contractScoring:
    "What a contract made scores: 'total-plus-bid' (the default: the takers' points plus the bid) or 'bid-only' (the bid).",
  capotBid: 'What a capot contract is worth: 250 (the default) or 500.',
  capotPoints: 'The points of a side that takes all eight tricks without a capot contract: 252 (the default) or 250.',
  litige:
    "Equal totals: 'failed' (the default: the contract fails) or 'held' (the takers' points wait for the next contract made).",
  rounding: "Each side's deal score: 'nearest-ten' (the default) or 'none' (to the point).",
  target: 'The match total a side must reach to win the match. Default 3000.',
  ...beloteCardPlayOptions({ undertrump: 'optional' }),
};

/** The card play's action objects, Belote's and Coinche's. */
const BELOTE_CARD_PLAY_OBJECT = {
  seat: 'The acting seat, 0 to 3 (optional, as the 2: prefix of a string).',
  melds:
    'The announcements made, in notation (run3-KH: a sequence of 3 up to the king of hearts; four-J: four jacks); empty: none.',
  card: `The card played, ${BELOTE_CARD_NAMES}.`,
  call: "With the king or queen of trump while holding the other: 'belote' (the first played) or 'rebelote' (the second).",
};

/** Every description, by schema key and path. */
export const SCHEMA_DESCRIPTIONS: SchemaDescriptions = {
  // ------------------------------------------------------------------------------------------
  // Records
  record: {
    '': 'A game record: one deal or match, complete: the ruleset and every option value, the players and dealer, where the cards came from, the actions, and optionally the claimed result and free metadata. Format 2 is written; format 1 (32-bit seeds and explicit deals only) is still read.',
    format: 'Always "atout-record".',
    formatVersion:
      'The record format: 2 (written by this library: 32-bit or 128-bit seeds, explicit deals, positions) or 1 (still read: 32-bit seeds and explicit deals only).',
    ruleset: 'The ruleset the record was played under; a record is never replayed under another rules version.',
    'ruleset.id': 'The ruleset id: tarot, goulash, tarabish, belote, coinche, or a match ruleset (tarot-match, …).',
    'ruleset.version':
      "The ruleset's rules version; a record made under another version is refused (record/bad-version).",
    'ruleset.options':
      "Every option value, resolved (defaults written out), as the ruleset's options schema (schema/<id>.options.schema.json) reads them: the record replays identically if defaults change.",
    players: 'The number of players (seats 0 to players − 1).',
    dealer: "The dealer's seat (a match's first dealer).",
    deal: 'Where the cards come from, told apart by the key: { seed, algorithm }, { explicit } or (format 2) { position }.',
    'deal.seed':
      'The deal seed: an integer from 0 to 4294967295 (32-bit, sfc32) or, format 2 only, 32 lower-case hex digits (128-bit, ChaCha20). A seed tells every hand: publish a record only once the game is over.',
    'deal.algorithm':
      "The dealing algorithm of the seed's kind and the deal procedure (sfc32-v1+fisher-yates+cut-v1, chacha20-v1+fisher-yates+cut-v1, …); a record naming an algorithm atout does not deal with, or one that does not take its seed's kind, is refused.",
    'deal.explicit': "An explicit deal, in the game's own deal format (cards by name).",
    'deal.position':
      "Format 2: the deal starts at a position, given by its facts as the ruleset's setup reads them ({ position }).",
    actions:
      "The actions in play order: each a codec string of the game (schema/<id>.actions.schema.json: play:21T, bid:garde, …), as this library writes them, or an action object as the game's legal() returns it ({ type: 'play', card: '21T' }: schema/<id>.action-object.schema.json), its fields checked on replay.",
    result:
      "The claimed result; validation replays the actions and compares. Other fields of the game's result may follow.",
    'result.scores': "Each seat's score, from seat 0.",
    'result.annulled':
      'True when the deal was annulled (everybody passed and the deal is redealt, or another annulment the rules name): nobody scores.',
    metadata: 'Free metadata (event, round, player names, …): keys of at most 64 characters, scalar values.',
  },

  // ------------------------------------------------------------------------------------------
  // Options
  '{tarot,goulash}{,-match}.options': {
    '': 'The options of a French Tarot ruleset: every field optional, each default the FFT rule (docs/rules/tarot.md).',
    players:
      'The number of players: 3, 4 (the default, the standard game) or 5 (the taker calls a king, whose holder is the secret partner).',
    dealer:
      "The dealer's seat, below players (in a match: the first deal's dealer; the deal then moves on one seat every deal). The seat after the dealer speaks and leads first. Default 0.",
    allPass:
      "Everybody passed: 'redeal' (the deal is annulled, FFT p.5: the default) or 'goulash' (the same cards are played as a Goulash, a house rule).",
    excuseLastTrick:
      "The Excuse played to the last trick outside the chelem case: 'to-winner' (it goes to that trick's winner, the FFT club reading: the default) or 'to-opponents' (it always changes camp, the literal FFT p.4).",
    chelemRequires21: 'A house rule: only a taker holding the 21 may announce a chelem. Default false.',
    excuseOnLastTrick:
      "Goulash only: the Excuse played to the last trick stays with its owner and 'loses' that trick (the default), or 'wins' it.",
    mode: "'classic': bidding and a contract (the tarot default); 'goulash': every deal a Goulash, no bidding (the goulash ruleset's only mode).",
    callHigherRanks:
      "5 players, a taker holding the four kings: 'allowed' (the default: call a queen, or still a king, FFT) or 'lowest-only' (only the lowest rank the hand opens).",
  },
  '{tarot,goulash}-match.options': {
    deals: 'The number of deals in the match, 1 to 1000 (annulled deals count). Default 5.',
  },
  'tarabish{,-match}.options': {
    '': 'The options of Tarabish: a preset and any option overriding it; the resolved set (every field written out) resolves to itself.',
    ...TARABISH_OPTIONS,
  },

  'belote{,-match}.options': {
    '': 'The options of Belote: every option optional, each absent one takes its default (the FFB belote book’s rules).',
    ...BELOTE_OPTIONS,
  },
  'belote-match.options': {
    target: 'The match total a side must reach to win the match. Default 1000.',
    deals: 'The number of deals the match lasts (deals passed out do not count), or null (the default: to the target).',
  },
  'coinche{,-match}.options': {
    '': 'The options of Coinche: every option optional, each absent one takes its default (the FFB contrée book’s rules).',
    ...COINCHE_OPTIONS,
  },

  // ------------------------------------------------------------------------------------------
  // Actions
  '{tarot,goulash}{,-match}.actions': {
    '': "A record's actions: Tarot action strings, in play order.",
    '[]': 'A Tarot action: bid:<pass|prise|garde|garde-sans|garde-contre>, call:<card>, discard:<card>, chelem:<yes|no>, poignee:<simple|double|triple>, show:<trump or EX>, play:<card> (record format 1 also: poignee:<trumps joined by ->).',
  },
  'tarabish{,-match}.actions': {
    '': "A record's actions: Tarabish action strings, in play order.",
    '[]': 'A Tarabish action: bid:<points>, bid:no-trump:<points>, bid:pass, trump:<suit>, call:<suit|no-trump>, pass, declare:<melds joined by +>, play:<card>[+bella]; optionally prefixed by the seat (2:bid:70).',
  },
  '{tarot,goulash}{,-match}.action-object': {
    '': 'A Tarot action as an object: { type: "bid", bid }, { type: "call" | "discard" | "show" | "play", card }, { type: "chelem", announce }, { type: "poignee", size }; cards by name.',
    type: "The kind of action: bid, call (5 players: the taker calls a card), discard (a card to the taker's écart), chelem (announce one or not), poignee (announce one), show (a card of the poignée shown), play (a card to the trick).",
    bid: 'The bid, each above the last: pass, prise, garde, garde-sans or garde-contre.',
    card: `The card, ${TAROT_CARD_NAMES}: the card called (call), put in the écart (discard), shown with a poignée (show: a trump or the Excuse), or played (play).`,
    announce: 'Whether the taker announces a chelem (true) or not (false).',
    size: 'The poignée announced: simple, double or triple (10, 13, 15 trumps at 4 players).',
  },
  'tarabish{,-match}.action-object': {
    '': 'A Tarabish action as an object: { type: "bid", value, noTrump? }, { type: "bid-pass" }, { type: "trump", suit }, { type: "call", suit }, { type: "pass" }, { type: "declare", melds }, { type: "play", card, bella? }; each with an optional seat.',
    type: 'The kind of action: bid (at auction), bid-pass (pass at auction), trump (the auction winner names trump), call (the call round: name trump), pass (the call round: pass), declare (melds), play (a card to the trick).',
    value: 'The bid, in points: a multiple of 10 from minBid to maxBid, above the current bid.',
    noTrump: 'Whether the bid is stated as no trump (at least 150; needs the option noTrump). Default false.',
    seat: 'The acting seat (optional, as the 2: prefix of a string).',
    suit: 'The trump suit by letter (S, H, D, C); call also takes no-trump (with the option noTrump).',
    melds:
      'The melds declared, in notation (run3-KH: a run of 3 up to the king of hearts; four-J: four jacks), at most 12; empty: none.',
    card: `The card played, ${TARABISH_CARD_NAMES}.`,
    bella:
      'Whether bella is called with this card (the king or queen of trump, the other still in hand). Default false.',
  },

  'belote{,-match}.actions': {
    '': "A record's actions: Belote action strings, in play order.",
    '[]': 'A Belote action: pass, take (the turned suit, first round), take:<suit> (second round), announce:<melds joined by +>, play:<card>[+belote|+rebelote]; optionally prefixed by the seat (2:take).',
  },
  'coinche{,-match}.actions': {
    '': "A record's actions: Coinche action strings, in play order.",
    '[]': 'A Coinche action: pass, bid:<value><strain> (bid:90H), capot:<strain>, coinche, surcoinche, announce:<melds joined by +>, play:<card>[+belote|+rebelote]; optionally prefixed by the seat (2:pass). Strains: S, H, D, C, TA (tout atout), SA (sans atout).',
  },
  'belote{,-match}.action-object': {
    '': 'A Belote action as an object: { type: "pass" }, { type: "take", suit? }, { type: "announce", melds }, { type: "play", card, call? }; each with an optional seat.',
    type: 'The kind of action: pass, take (take the turned card: its suit in the first round, the suit named in the second), announce (announcements), play (a card to the trick).',
    suit: 'The trump suit named in the second round, by letter (S, H, D, C); absent in the first round.',
    ...BELOTE_CARD_PLAY_OBJECT,
  },
  'coinche{,-match}.action-object': {
    '': 'A Coinche action as an object: { type: "pass" }, { type: "bid", value, strain }, { type: "capot", strain }, { type: "coinche" }, { type: "surcoinche" }, { type: "announce", melds }, { type: "play", card, call? }; each with an optional seat.',
    type: 'The kind of action: pass, bid (a contract of value points), capot (a contract to take every trick), coinche, surcoinche (double, redouble), announce (announcements), play (a card to the trick).',
    value: 'The bid in points: minBid and above, by bidStep, higher than the last bid.',
    strain:
      'The contract’s trump: a suit by letter (S, H, D, C), TA (tout atout) or SA (sans atout; both with the option allTrumpNoTrump).',
    ...BELOTE_CARD_PLAY_OBJECT,
  },

  // ------------------------------------------------------------------------------------------
  // The oracle protocol: the lines
  'oracle.request': {
    '': 'A request line of the oracle protocol (docs/oracle.md): { v?, id, game?, options?, query, facts? }.',
    v: 'The protocol version the client speaks; absent: 1.',
    id: 'Any JSON value, echoed in the answer.',
    game: 'A ruleset id (`tarot`, `goulash`, `tarabish`, `belote`, `coinche`, a match ruleset…); not needed by `hello` and `replay`.',
    options: "The game's options (its `options` schema); defaults: the standard rules.",
    query: 'The query: hello, replay, perft, or a rule query (legal-plays, trick-winner, card-points, score, melds).',
    facts: "The query's facts (see each query's facts schema).",
  },
  'oracle.answer': {
    '': 'An answer line of the oracle protocol: { id, ok: true, answer } or { id, ok: false, error }, one per request, in order.',
    id: "The request's id, echoed (null when the request had none).",
    ok: 'true: the query was answered (answer); false: the query was refused (error).',
    answer: "The query's answer (see each query's answer schema).",
    error: 'Why the query was refused.',
    'error.code': 'A stable error code (docs/errors.md lists them).',
    'error.message': 'The error in English words.',
    'error.detail': 'Structured detail of the error (its fields depend on the code).',
  },

  // The queries every game answers alike
  'oracle.hello.facts': { '': 'hello takes no facts (an empty object may be sent).' },
  'oracle.hello.answer': {
    protocol: 'The protocol version the command speaks.',
    library: "The library's version (package.json).",
    queries: 'The queries every game answers alike (hello, replay, perft).',
    games: 'Every game the command answers for.',
    'games[].id': 'The ruleset id a request names as `game`.',
    'games[].version': "The ruleset's rules version, as records name it.",
    'games[].players': 'The numbers of players the ruleset deals to.',
    'games[].queries': 'The rule queries the ruleset answers.',
    limits: 'The limits the command reads requests with.',
    'limits.maxLineBytes': 'The longest request line, in bytes.',
    'limits.maxDepth': "The deepest nesting of a line's JSON.",
    'limits.maxNodes': "The most items (values) in a line's JSON.",
    'limits.maxString': "The longest string in a line's JSON, in characters.",
    'limits.perftDefaultNodes': 'The node budget of a perft request that names none.',
    'limits.perftMaxNodes': 'The largest node budget a perft request may name.',
  },
  'oracle.replay.facts': {
    record: 'A game record (schema/record.schema.json).',
    seat: "The seat whose view of the last state is answered; default the spectator's.",
  },
  'oracle.replay.answer': {
    valid: 'Whether the record replays and its claimed result, if any, matches.',
    replayed: "The record's actions replayed (up to the first illegal one).",
    actor: 'The seat to act in the last state replayed, done at the end; null when the record does not start.',
    result: "The deal's or match's result when over, else null.",
    view: 'The last state as the asked seat (or a spectator) sees it; null when the record does not start.',
    error: "Why the record does not replay: `replay`'s error, with the action's index (from 0) and text.",
    'error.code': 'A stable error code (docs/errors.md lists them).',
    'error.message': 'The error in English words.',
    'error.detail': 'Structured detail of the error.',
    'error.index': 'The index (from 0) of the action refused, null when no action is at fault.',
    'error.action': 'The action refused, as text; null when no action is at fault.',
    mismatches: "The claimed result's fields that differ from the replayed one.",
    'mismatches[].field': "The result's field.",
    'mismatches[].claimed': 'Its value in the record.',
    'mismatches[].actual': 'Its value replayed.',
  },
  'oracle.perft.facts': {
    '': 'Where perft counts from (exactly one of record, position, seed), the depth, and the node budget.',
    depth: 'The number of actions to count sequences of.',
    maxNodes: 'States the count may visit (one per action applied); default `perftDefaultNodes`.',
    divide: 'Also answer the count under each first action.',
    record: "Count from a game record's last state.",
    position:
      "A position in the game's notation (text), or a position's facts (an object) for `setup`'s `{ position }` source.",
    seed: "Count from the start of the deal of this seed (a 32-bit number or 32 hex digits), under the request's options.",
  },
  'oracle.perft.answer': {
    nodes: 'The count of action sequences, as a decimal string.',
    visited: 'The states the count visited, one per action applied.',
    divide: 'The count under each first action (with `divide`).',
    'divide[].action': 'A first action, as text.',
    'divide[].nodes': 'The count under it, as a decimal string.',
  },

  // The rule queries of every game
  'oracle.{tarot,goulash,tarabish,belote,coinche}{,-match}.legal-plays.answer': {
    seat: "The seat to play (the next after the trick's last card), null when leading.",
    rule: "The rule that decided (the chain's rule names: `lead`, `follow-suit`, `overtrump`, …).",
    legal: 'The cards of the hand that may be played, in deck order, each with the rule allowing it.',
    'legal[].card': 'A card of the hand that may be played, by name.',
    'legal[].rule': 'The rule that allows it.',
    refused: 'Every other card of the hand, with the code and message `apply` refuses it with.',
    'refused[].card': 'A card of the hand that may not be played, by name.',
    'refused[].code': 'The error code `apply` refuses it with.',
    'refused[].message': 'The refusal in English words.',
  },
  'oracle.{tarot,goulash,tarabish,belote,coinche}{,-match}.{legal-plays,trick-winner}.facts': TRICK_CARD,

  // Tarot and Goulash
  'oracle.{tarot,goulash}{,-match}.{legal-plays,trick-winner}.facts': {
    'trick[].card': `The card played, ${TAROT_CARD_NAMES}.`,
  },
  'oracle.{tarot,goulash}{,-match}.legal-plays.facts': {
    hand: `The cards of the player to act, ${TAROT_CARD_NAMES}; 1 to the hand size at the options' number of players.`,
    trick: 'The trick so far, in play order (empty: the player leads).',
    firstTrick: "Whether this is the deal's first trick (read at 5 players, for the called suit). Default false.",
    called: 'The card called at 5 players (a king, or a lower rank when the taker holds the four kings); default none.',
  },
  'oracle.{tarot,goulash}{,-match}.trick-winner.facts': {
    trick: 'The complete trick, one card per player, in play order.',
    lastTrick: "Whether it is the deal's last trick (for the Excuse). Default false.",
    leaderSideWonEveryTrick:
      "Whether the side of the trick's leader has won every earlier trick: with an Excuse led to the last trick, it then wins (FFT p.6). Default false.",
  },
  'oracle.{tarot,goulash}{,-match}.trick-winner.answer': {
    winner: 'The winning seat.',
    card: 'The winning card.',
    points:
      "The trick's card points, every card counted, the Excuse included (its exchange is settled at the deal's end).",
    halfPoints: 'The same in half points, an integer.',
  },
  'oracle.{tarot,goulash}{,-match}.card-points.facts': {
    cards: `The cards to count, ${TAROT_CARD_NAMES}, each once.`,
  },
  'oracle.{tarot,goulash}{,-match}.card-points.answer': {
    points: "The cards' points (FFT p.3), exact in halves: 4.5 for a king.",
    halfPoints: 'The same in half points, an integer.',
    oudlers: 'How many of the cards are oudlers (the Excuse, the Petit, the 21).',
    total: "The points of the whole deck, 91: what every deal's card points add up to.",
  },
  'oracle.tarot{,-match}.score.facts': {
    '': "A Tarot score-sheet entry: the facts of one deal in public units (players and excuseLastTrick default to the request's options); optional fields default to nothing happened.",
    players: 'The number of players: 3, 4 or 5.',
    contract: 'The contract: prise, garde, garde-sans or garde-contre.',
    taker: "The taker's seat, 0 to players − 1.",
    partner: "5 players only: the called partner's seat; null or absent when the taker plays alone. Default null.",
    oudlers: "The oudlers (the Excuse, the Petit, the 21) in the taker's side's cards at the end, 0 to 3.",
    points:
      "The taker's side's card points at the end, écart or chien included as the contract gives it: 0 to 91 in steps of 0.5, whole at 4 players (unless excuseLastTrick is 'to-opponents'), and within what the contract and the oudlers allow.",
    petitAuBout:
      'The side that won the Petit in the last trick (in the penultimate when a chelem side leads the Excuse to the last): taker or defence; null (the default) when none.',
    poignees:
      'Every poignée shown, each by size (simple, double, triple) or as { size, seat }; at most one per player. Default none.',
    'poignees[].size': 'The poignée: simple, double or triple.',
    'poignees[].seat': 'The seat that showed it, 0 to players − 1 (optional).',
    chelemAnnounced: 'Whether the taker announced a chelem. Default false.',
    chelem: 'The side that won every trick: taker or defence; null (the default) when none.',
    excuseLastTrick:
      "The table's option excuseLastTrick: 'to-winner' (the default) or 'to-opponents' (the Excuse played to the last trick always changes camp, so a side may end with a half point at 4 players).",
  },
  'oracle.tarot{,-match}.score.answer': {
    '': "The score sheet's answer: the scores, then the breakdown of the deal's score.",
    scores: "Each seat's score for the deal, from seat 0; they add up to 0.",
  },

  // Belote and Coinche (Coinche's facts name the contract's strain where Belote's name the trump)
  'oracle.{belote,coinche}{,-match}.{legal-plays,trick-winner}.facts': {
    'trick[].card': `The card played, ${BELOTE_CARD_NAMES}.`,
  },
  'oracle.belote{,-match}.{legal-plays,trick-winner,card-points,melds}.facts': {
    trump: 'The trump suit by letter (S, H, D, C).',
  },
  'oracle.coinche{,-match}.{legal-plays,trick-winner,card-points,melds}.facts': {
    strain:
      "The contract's strain: a suit by letter (S, H, D, C), its trump; tout atout (TA) and sans atout (SA) are not answered yet.",
  },
  'oracle.{belote,coinche}{,-match}.legal-plays.facts': {
    hand: `The cards of the player to act, ${BELOTE_CARD_NAMES}: 1 to 8.`,
    trick: 'The trick so far, in play order (empty: the player leads); the partner played two cards before the player.',
  },
  'oracle.{belote,coinche}{,-match}.trick-winner.facts': {
    trick: 'The complete trick, four cards in play order.',
    lastTrick: "Whether it is the deal's last trick (its winner takes the dix de der, 10). Default false.",
  },
  'oracle.{belote,coinche}{,-match}.trick-winner.answer': {
    winner: 'The winning seat.',
    card: 'The winning card.',
    points: "The trick's card points under the trump, the dix de der included on the last trick.",
  },
  'oracle.{belote,coinche}{,-match}.card-points.facts': {
    cards: `The cards to count, ${BELOTE_CARD_NAMES}, each once.`,
  },
  'oracle.{belote,coinche}{,-match}.card-points.answer': {
    points:
      "The cards' points under this trump (trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2).",
    total: 'The card points of a whole deal, the dix de der included: 162.',
    lastTrickBonus: 'The dix de der, 10 (included in `total`).',
  },
  'oracle.{belote,coinche}{,-match}.melds.facts': {
    hand: `The hand whose announcements and belote are listed, ${BELOTE_CARD_NAMES}.`,
    compare:
      "Two teams' announcements to compare, and the eldest hand's team; optional (the answer then has no comparison).",
    'compare.melds':
      "Each team's announcements, team 0 then team 1, in notation (run3-KH: a tierce up to the king of hearts; four-J: a carré of jacks).",
    'compare.eldestTeam':
      "The eldest hand's team, 0 or 1: it scores equal best announcements under equalAnnouncements 'eldest'.",
  },
  'oracle.{belote,coinche}{,-match}.melds.answer': {
    melds: 'The announcements the hand holds (each maximal sequence once, carrés), each with its cards and value.',
    'melds[].meld':
      'The announcement in notation (run4-AH: a cinquante up to the ace of hearts; four-J: a carré of jacks).',
    'melds[].cards': 'Its cards, by name.',
    'melds[].value':
      'Its value: a tierce 20, a cinquante 50, a cent (five or more) 100; a carré of jacks 200, of nines 150, of aces, tens, kings or queens 100.',
    total: 'Their total value.',
    counted: 'Whether the options play announcements (option `announcements`): without, they score nothing.',
    belote: 'Whether the hand holds the king and queen of trump (belote and rebelote), and their value.',
    'belote.held': 'Whether the hand holds the king and queen of trump.',
    'belote.points': 'What belote and rebelote score when called: 20 when held, else 0.',
    comparison: 'With compare: which team scores its announcements, and the points each team scores.',
    'comparison.winner':
      'The team whose announcements count (the best one; equal best by the option equalAnnouncements); null when neither.',
    'comparison.points': 'The announcement points each team scores, team 0 then team 1.',
  },
  'oracle.belote{,-match}.score.facts': {
    '': "A Belote score-sheet entry: one deal's facts, from which both teams' scores are computed; the request's options stand when the entry gives none.",
    options: "The ruleset's options for the deal; default the FFB belote book's.",
    ...under('options.', BELOTE_OPTIONS),
    takers: "The takers' team, 0 or 1 (team 0: seats 0 and 2; team 1: seats 1 and 3).",
    cardPoints: "Each team's card points, team 0 then team 1, the dix de der included: they sum to 162.",
    capot: 'The team that won all eight tricks (its card points are then 162), or null (the default).',
    belote: 'The team that called belote and rebelote (the king and queen of trump), or null (the default).',
    announcements:
      'The announcements each team showed (both partners together), team 0 then team 1, in notation (run3-KS, four-J); with the option announcements. Default none.',
    trump: 'The trump suit by letter (S, H, D, C); needed only when it decides which announcements score.',
    eldestTeam: "The eldest hand's team, 0 or 1; needed only when equal announcements go to it.",
  },
  'oracle.coinche{,-match}.score.facts': {
    '': "A Coinche score-sheet entry: one deal's facts, from which both sides' scores are computed; the request's options stand when the entry gives none.",
    options: "The ruleset's options for the deal; default the FFB contrée book's.",
    ...under('options.', COINCHE_OPTIONS),
    contract: 'The contract: the takers’ side, the bid, its strain, and whether it was coinched or surcoinched.',
    'contract.side': "The takers' side, 0 or 1 (side 0: seats 0 and 2; side 1: seats 1 and 3).",
    'contract.bid': "The bid: a value on the options' grid (80, 90, …), or 'capot'.",
    'contract.strain': 'The strain by letter: S, H, D, C (TA and SA when the options allow them).',
    'contract.doubled': "'coinche', 'surcoinche', or null / absent when neither.",
    cardPoints:
      "Each side's card points under the strain's values, side 0 then side 1, the dix de der included: they sum to 162 (tout atout under allTrumpValues 'trump' or 'scaled': 258; sans atout under noTrumpValues 'plain': 130).",
    capot: 'The side that won all eight tricks (its card points are then all of them), or null (the default).',
    belote: 'The side that called belote and rebelote (the king and queen of trump), or null (the default).',
    belotes:
      'In place of belote: the belotes each side called, side 0 then side 1 (in tout atout one a suit, up to four in all; none in sans atout).',
    announcements:
      'The announcements each side showed (both partners together), side 0 then side 1, in notation (run3-KS, four-J); with the option announcements. Default none.',
    eldestTeam: "The eldest hand's side, 0 or 1; needed only when equal announcements go to it.",
  },
  'oracle.{belote,coinche}{,-match}.score.answer': {
    '': "The score sheet's answer (its main fields; the multiplier, announcement points and resolved options follow).",
    scores: "Each seat's score for the deal, seats 0 to 3 (each seat its team's score).",
    teamScores: "Each team's score for the deal, team 0 then team 1.",
    outcome:
      "The contract: made; failed ('dedans' in Belote, 'failed' in Coinche: the defence takes the points); or litige (equal totals, held for the next contract).",
    announcementWinner: 'The team whose announcements scored, or null.',
  },

  // Tarabish
  'oracle.tarabish{,-match}.{legal-plays,trick-winner}.facts': {
    'trick[].card': `The card played, ${TARABISH_CARD_NAMES}.`,
  },
  'oracle.tarabish{,-match}.{legal-plays,trick-winner,card-points,melds}.facts': { trump: TARABISH_TRUMP },
  'oracle.tarabish{,-match}.legal-plays.facts': {
    hand: `The cards of the player to act, ${TARABISH_CARD_NAMES}: 1 to 9.`,
    trick: 'The trick so far, in play order (empty: the player leads); the partner played two cards before the player.',
  },
  'oracle.tarabish{,-match}.trick-winner.facts': {
    trick: 'The complete trick, four cards in play order.',
    lastTrick: "Whether it is the hand's last trick (its winner takes the last-trick bonus). Default false.",
  },
  'oracle.tarabish{,-match}.trick-winner.answer': {
    winner: 'The winning seat.',
    card: 'The winning card.',
    points: "The trick's card points under the trump, the last-trick bonus included on the last trick.",
  },
  'oracle.tarabish{,-match}.card-points.facts': {
    cards: `The cards to count, ${TARABISH_CARD_NAMES}, each once.`,
  },
  'oracle.tarabish{,-match}.card-points.answer': {
    points:
      "The cards' points under this trump (trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2).",
    total:
      'The card points of a whole hand under this trump, the last-trick bonus included (162 with a trump, 130 in no-trump, with the default bonus).',
    lastTrickBonus: 'The last-trick bonus of the options (included in `total`).',
  },
  'oracle.tarabish{,-match}.melds.facts': {
    hand: `The hand whose melds and bella are listed, ${TARABISH_CARD_NAMES}.`,
    compare:
      "Two teams' declarations to compare, and the eldest hand's team; optional (the answer then has no comparison).",
    'compare.melds':
      "Each team's melds declared, team 0 then team 1, in notation (run3-KH, four-J); each must be a meld under the option melds.",
    'compare.eldestTeam': "The eldest hand's team, 0 or 1: it scores equal best melds under equalMelds 'eldest'.",
  },
  'oracle.tarabish{,-match}.melds.answer': {
    melds:
      'The melds the hand holds under the option `melds` (each maximal run once, fours), each with its cards and value.',
    'melds[].meld': 'The meld in notation (run4-AH: a run of 4 up to the ace of hearts; four-J: four jacks).',
    'melds[].cards': 'Its cards, by name.',
    'melds[].value':
      'Its value under the option melds (a run of 3: 20; of 4: 50; of 5 or more: 100 under belote, 50 under runs; four jacks 200, nines 150, aces, tens, kings or queens 100).',
    total: 'Their total value.',
    bella: 'Whether the hand holds the king and queen of trump (no bella in no-trump), and its value.',
    'bella.held': 'Whether the hand holds the king and queen of trump (never in no-trump).',
    'bella.points': 'What bella scores when called: 20 when held, else 0.',
    comparison: 'With compare: which team scores its melds, and the meld points each team scores.',
    'comparison.winner':
      'The team whose melds count (the best single meld; equal best by the option equalMelds); null when neither.',
    'comparison.points': "The meld points each team scores, team 0 then team 1 (0 for a team whose melds don't count).",
  },
  'oracle.tarabish{,-match}.score.facts': {
    '': "A Tarabish score-sheet entry: one hand's facts, from which both teams' scores are computed; the request's options stand when the entry gives none.",
    options: "The ruleset's options for the hand (preset included); default the auction preset.",
    ...under('options.', TARABISH_OPTIONS),
    bidTeam: 'The bidding (or calling) team, 0 or 1 (team 0: seats 0 and 2; team 1: seats 1 and 3).',
    bid: "The auction bid; required under contract 'reach-bid', absent or null under 'outscore'.",
    noTrump: 'Whether the hand was played in no-trump. Default false.',
    trump: 'The trump suit by letter (S, H, D, C); needed only when it decides the meld comparison.',
    eldestTeam: "The eldest hand's team, 0 or 1; needed only when equal best melds go to it.",
    lastTrickTeam: 'The team that won the last trick, when known (checked against the card points).',
    cardPoints:
      "Card points per team, team 0 then team 1, the last-trick bonus included: together the hand's card points and the bonus (162 with a trump, 130 in no-trump, with the default bonus of 10).",
    melds:
      'The melds each team declared (both partners together), team 0 then team 1: each in notation (run4-AH, four-J) or as a bare value (20, 50, …). Default none.',
    bella:
      'Bella called by each team, team 0 then team 1: 20 or 0 (one team at most, none in no-trump). Default [0, 0].',
    totalsBefore:
      'The match totals before this hand, team 0 then team 1; when given, the answer says whether the match is over.',
  },
  'oracle.tarabish{,-match}.score.answer': {
    '': "The score sheet's answer (its main fields; the breakdown, the resolved options and the match state follow).",
    scores: "Each seat's score for the hand, seats 0 to 3 (each seat its team's score).",
    teamScores: "Each team's score for the hand, team 0 then team 1.",
    outcome:
      "made (the bidding team fulfilled its contract), bate (it failed: the opponents take its points) or half-bait (equal totals under contract 'outscore').",
    meldWinner: 'The team whose melds scored, or null.',
  },
};
