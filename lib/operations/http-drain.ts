import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node 20's `server.close()` (which `next start` calls on SIGTERM) first calls
 * `closeIdleConnections()`, and Node counts as idle a connection whose answer was ended
 * (`res.finished`) even while that answer is still in the socket's buffer, not yet handed to the
 * kernel: it is destroyed mid-transfer and the client gets a cut answer for a request the server
 * did serve (docs/operations.md#graceful-shutdown). Installed once per process at startup
 * (lib/operations/shutdown.ts); it only changes what `closeIdleConnections` does, which Node
 * calls only when a server closes.
 *
 * A connection with an answer still being written is ended gracefully once the answer is flushed
 * (FIN after the last byte); a connection with nothing to send is destroyed at once, as before.
 */
export function spareUnflushedAnswers(): void {
  const proto = http.Server.prototype as http.Server & { __repriseSpares?: boolean };
  if (proto.__repriseSpares) return;
  proto.__repriseSpares = true;
  const original = proto.closeIdleConnections;
  proto.closeIdleConnections = function closeIdleConnections(this: http.Server) {
    const list = connectionsOf(this);
    if (!list) return original.call(this); // another Node's internals: keep its behaviour
    for (const { socket } of list.idle()) {
      const answer = socket._httpMessage;
      if (answer && !answer.finished) continue; // an answer being written: Node spares it too
      if (unflushed(socket)) endWhenFlushed(socket);
      else socket.destroy();
    }
  };
}

type ServerSocket = Socket & { _httpMessage?: (http.ServerResponse & { finished: boolean }) | null };

function connectionsOf(server: http.Server): { idle: () => { socket: ServerSocket }[] } | null {
  const key = Object.getOwnPropertySymbols(server).find((s) => s.description === 'http.server.connections');
  const list = key ? (server as unknown as Record<symbol, unknown>)[key] : null;
  return list && typeof (list as { idle?: unknown }).idle === 'function' ? (list as { idle: () => { socket: ServerSocket }[] }) : null;
}

/** Bytes of an ended answer not yet handed to the kernel (the response's own buffer or the socket's). */
function unflushed(socket: ServerSocket): boolean {
  const answer = socket._httpMessage;
  return (answer != null && !answer.writableFinished) || socket.writableLength > 0;
}

function endWhenFlushed(socket: ServerSocket): void {
  const settle = () => {
    if (socket.destroyed) return;
    const answer = socket._httpMessage;
    if (answer && !answer.writableFinished) return void answer.once('finish', settle);
    if (socket.writableLength > 0) return void socket.once('drain', settle);
    socket.end(); // the kernel sends what it holds, then FIN
  };
  settle();
}
