import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../examples/server.js';
import { getOrThrow, isRight, validate } from '../../src/index.js';
import { tarot } from '../../src/entries/tarot.js';
import { runExample } from './run.js';

interface ViewReply {
  readonly view: Record<string, unknown> & {
    seat: number | 'spectator';
    actor: number | 'done';
    hand: string[];
    handSizes: number[];
    bids: unknown[];
  };
  readonly legal: string[];
}

describe('examples/server: a scripted client', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ seed: 2026 });
  });
  afterAll(async () => {
    await server.close();
  });

  const view = async (seat?: number, token = seat === undefined ? undefined : server.tokens[seat]) => {
    const res = await fetch(`${server.url}/view${seat === undefined ? '' : `?seat=${seat}`}`, {
      headers: token === undefined ? {} : { 'x-seat-token': token },
    });
    return { status: res.status, body: (await res.json()) as ViewReply & { code?: string } };
  };
  const move = async (seat: number, action: unknown, token = server.tokens[seat]) => {
    const res = await fetch(`${server.url}/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-seat-token': token }) },
      body:
        typeof action === 'string' && action.startsWith('RAW:') ? action.slice(4) : JSON.stringify({ seat, action }),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        ok?: boolean;
        code?: string;
        message?: string;
        view?: ViewReply['view'];
        events?: { type: string }[];
      },
    };
  };

  /** Every seat's view equals the spectator's but for `seat` and the seat's own hand. */
  async function expectViewsDifferOnlyByOwnHand(): Promise<void> {
    const spectator = (await view()).body.view;
    expect(spectator.hand).toEqual([]);
    const hands: string[][] = [];
    for (let seat = 0; seat < 4; seat++) {
      const { status, body } = await view(seat);
      expect(status).toBe(200);
      const { seat: who, hand, ...rest } = body.view;
      const { seat: _s, hand: _h, ...spectatorRest } = spectator;
      expect(who).toBe(seat);
      expect(rest).toEqual(spectatorRest);
      expect(hand.length).toBe(spectator.handSizes[seat]);
      hands.push(hand);
    }
    // the four hands are disjoint: no seat is shown another's card
    expect(new Set(hands.flat()).size).toBe(hands.flat().length);
  }

  it('before any move, each seat sees only its own hand more than a spectator', async () => {
    await expectViewsDifferOnlyByOwnHand();
  });

  it("a seat cannot read another seat's view", async () => {
    expect((await view(2, server.tokens[1])).status).toBe(401);
    expect((await view(2, 'nope')).body.code).toBe('auth/bad-token');
  });

  it('accepts a legal move and answers the mover with its own view', async () => {
    const actor = (await view()).body.view.actor as number; // mid-deal: a seat, not 'done'
    expect(actor).toBe(1); // dealer 0: seat 1 speaks first
    const { legal } = (await view(actor)).body;
    expect(legal).toContain('bid:prise');
    expect((await view((actor + 1) % 4)).body.legal).toEqual([]); // only the seat to act is told its moves
    const reply = await move(actor, 'bid:prise');
    expect(reply.status).toBe(200);
    expect(reply.body.ok).toBe(true);
    expect(reply.body.view!.seat).toBe(actor);
    expect(reply.body.view!.bids).toEqual([{ seat: actor, bid: 'prise' }]);
    expect(reply.body.events!.map((e) => e.type)).toContain('bid');
    await expectViewsDifferOnlyByOwnHand();
  });

  it('refuses an out-of-turn move with turn/not-your-turn (409) and changes nothing', async () => {
    const before = (await view()).body.view;
    const reply = await move(3, 'bid:garde');
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('turn/not-your-turn');
    expect(typeof reply.body.message).toBe('string');
    expect((await view()).body.view).toEqual(before);
  });

  it('refuses an illegal move with its rule code (422)', async () => {
    const actor = (await view()).body.view.actor as number; // mid-deal: a seat, not 'done'
    expect(actor).toBe(2);
    const low = await move(actor, 'bid:prise'); // not above the prise already bid
    expect(low.status).toBe(422);
    expect(low.body.code).toBe('bid/too-low');
    const card = (await view(actor)).body.view.hand[0]!;
    const early = await move(actor, `play:${card}`); // no card play during the bidding
    expect(early.status).toBe(409);
    expect(early.body.code).toMatch(/^phase\//);
  });

  it('refuses malformed input, a wrong token and an oversized body with a code', async () => {
    expect((await move(2, 'RAW:{not json')).body.code).toBe('input/bad-json');
    expect((await move(2, 'bid')).body.code).toBe('action/malformed');
    expect((await move(2, 'bid:garde', server.tokens[1])).status).toBe(401);
    const big = await move(2, `RAW:${JSON.stringify({ seat: 2, action: 'x'.repeat(10_000) })}`);
    expect(big.status).toBe(413);
  });

  it('runs as a program: plays a few moves and stops by itself', async () => {
    const run = await runExample('server.ts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^serving one Tarot deal on http:\/\/127\.0\.0\.1:\d+/);
    // a fresh secure seed each run: a deal annulled at once (petit sec) is over before any card
    expect(run.stdout).toMatch(/turn\/not-your-turn|phase\/deal-over/);
  });

  it('deals from a fresh secure seed when none is given: two servers deal different hands', async () => {
    const hands: string[] = [];
    for (let i = 0; i < 2; i++) {
      const other = await startServer();
      try {
        const res = await fetch(`${other.url}/view?seat=0`, { headers: { 'x-seat-token': other.tokens[0]! } });
        hands.push(((await res.json()) as ViewReply).view.hand.join(' '));
      } finally {
        await other.close();
      }
    }
    expect(hands[0]!.split(' ')).toHaveLength(18);
    expect(hands[0]).not.toBe(hands[1]); // equal only if the seeds were (a constant seed, for instance)
  });
});

describe('examples/server: the record of what it accepted', () => {
  it('a deal played with action objects and strings in turn gives a record that validate accepts', async () => {
    const server = await startServer({ seed: 7 });
    try {
      const get = async (path: string, seat?: number) => {
        const res = await fetch(`${server.url}${path}`, {
          headers: seat === undefined ? {} : { 'x-seat-token': server.tokens[seat]! },
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const early = await get('/record');
      expect(early.status).toBe(409); // the record names the seed: not before the end
      expect(early.body['code']).toBe('game/not-over');
      const sent: string[] = [];
      for (let n = 0; n < 200; n++) {
        const actor = ((await get('/view')).body['view'] as { actor: number | 'done' }).actor;
        if (actor === 'done') break;
        const legal = (await get(`/view?seat=${actor}`, actor)).body['legal'] as string[];
        const text = legal.find((m) => m.startsWith('bid:') && m !== 'bid:pass') ?? legal[0]!; // a bid, else the first
        // every other move as an action object, cards by name, as a client may send it
        const action = n % 2 === 0 ? tarot.codec.toObject!(getOrThrow(tarot.codec.decode(text))) : text;
        const res = await fetch(`${server.url}/move`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-seat-token': server.tokens[actor]! },
          body: JSON.stringify({ seat: actor, action }),
        });
        expect(res.status).toBe(200);
        sent.push(text);
      }
      expect(sent.length).toBeGreaterThan(20);
      const { status, body: record } = await get('/record');
      expect(status).toBe(200);
      expect(record['actions']).toEqual(sent); // strings in the record's form, whatever was sent
      expect(isRight(validate(record, [tarot]))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
