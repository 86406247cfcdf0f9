/**
 * Every frame each colyseus.js client's socket receives, captured before the client reads it:
 * colyseus.js takes `globalThis.WebSocket` when it loads (Node 20 has none, so it takes `ws`);
 * this module, imported before it, sets a `ws` socket that records its frames, decoded from
 * Colyseus's protocol (a code byte, then MessagePack) to JSON text.
 */
import { unpackMultiple } from '@colyseus/msgpackr';
import NodeWebSocket from 'ws';

/** The sockets opened so far, in order, each with its frames as text. */
export const sockets: { readonly frames: string[] }[] = [];

const textOf = (data: unknown): string => {
  const bytes =
    data instanceof ArrayBuffer ? new Uint8Array(data) : Buffer.isBuffer(data) ? new Uint8Array(data) : undefined;
  if (bytes === undefined) return String(data);
  try {
    return JSON.stringify([bytes[0], ...(unpackMultiple(Buffer.from(bytes.subarray(1))) ?? [])]);
  } catch {
    return Buffer.from(bytes).toString('latin1');
  }
};

class CapturingWebSocket extends NodeWebSocket {
  constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
    super(...args);
    const record = { frames: [] as string[] };
    sockets.push(record);
    this.addEventListener('message', (e) => record.frames.push(textOf(e.data)));
  }
}

(globalThis as { WebSocket?: unknown }).WebSocket = CapturingWebSocket;
