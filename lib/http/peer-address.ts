import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SLOT = Symbol.for('reprise.peerAddressHeader');
type Slot = { [SLOT]?: string };

/**
 * The name of the request header that carries the TCP peer's address inside this process.
 * Random per process (shared between Next's bundles through globalThis), so no client can
 * send it: `next start` gives route handlers no socket, and fills X-Forwarded-For from the
 * socket only when the client sent none, so that header alone cannot be trusted.
 */
export function peerAddressHeader(): string {
  const slot = globalThis as Slot;
  return (slot[SLOT] ??= `x-reprise-peer-${randomBytes(12).toString('hex')}`);
}

/**
 * Called once from instrumentation.ts: every request the Node server receives gets the
 * socket's address under {@link peerAddressHeader} before Next sees it.
 */
export async function recordPeerAddresses(): Promise<void> {
  const http = await import('node:http');
  const name = peerAddressHeader();
  const proto = http.Server.prototype as unknown as { emit: (event: string, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[name] = req.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  };
}
