/** The Tarot action codec: near-miss strings get a specific message; action objects on the wire. */
import { describe, expect, it } from 'vitest';
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { isLeft } from '../../../src/kernel/index.js';
import { checkNearMisses, checkObjects, legalActions } from '../../support/codec-checks.js';

const { decode, fromObject } = tarot.codec;
const actions = [3, 4, 5].flatMap((players) => legalActions(tarot, { players }, 1));
const error = (r: ReturnType<typeof decode>) => (isLeft(r) ? r.left : undefined);

describe('Tarot codec: near misses', () => {
  it('the examples: an unknown bid, capitals, a space, a card in lower case', () => {
    expect(error(decode('bid:gard'))).toMatchObject({
      code: 'action/malformed',
      message: "Unknown bid 'gard': the bids are pass, prise, garde, garde-sans, garde-contre; did you mean 'garde'?",
      detail: { valid: ['pass', 'prise', 'garde', 'garde-sans', 'garde-contre'], suggestion: 'garde' },
    });
    expect(error(decode('BID:PASS'))?.message).toBe('"BID:PASS" is not a Tarot action: did you mean "bid:pass"?');
    expect(error(decode(' bid:pass'))).toMatchObject({ detail: { suggestion: 'bid:pass' } });
    expect(error(decode('play:4s'))).toMatchObject({
      code: 'notation/bad-card',
      message:
        '"4s" is not a card: did you mean "4S"? (a card is written as rank then suit in capitals, like KH or 21T).',
    });
    expect(error(decode('play:ZZ'))?.message).not.toContain('tarot78');
    expect(error(decode('jouer:21T'))?.message).toMatch(/^Unknown action 'jouer': the actions are bid, call, /);
  });

  it('every slip of a legal action names the text or the card meant', () => {
    checkNearMisses(tarot, tarotDeck, actions);
  });
});

describe('Tarot codec: action objects', () => {
  it('the wire form: cards by name, no other key', () => {
    expect(tarot.codec.toObject!({ type: 'play', card: tarotDeck.byName.get('21T')! })).toEqual({
      type: 'play',
      card: '21T',
    });
    expect(error(fromObject!({ type: 'bid', bid: 'garde', seat: 1 }))?.message).toBe(
      "Unknown key 'seat' in a Tarot 'bid' action.",
    );
    expect(error(fromObject!({ type: 'play', card: 149 }))?.message).toBe(
      "A Tarot 'play' action has a card: a card name such as '21T', 'EX' or 'KH'; got 149.",
    );
    expect(error(fromObject!({ type: 'bid', bid: 'gard' }))).toMatchObject({ detail: { suggestion: 'garde' } });
  });

  it('every legal action reads back from its object; a changed object is read only as what it names', () => {
    checkObjects(tarot, tarotDeck, actions);
  });
});
