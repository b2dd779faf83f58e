import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spareUnflushedAnswers } from './http-drain';

// Node 20's server.close() destroyed connections whose answer was ended but still buffered
// (docs/operations.md#graceful-shutdown): a slow client lost the end of an answer the server had
// served. With spareUnflushedAnswers, it gets every byte, the server still closes, and a new
// connection is refused.
const ANSWER = Buffer.alloc(8 * 1024 * 1024, 97); // larger than the kernel's socket buffers

let server: http.Server;
let port = 0;
let closed: Promise<void>;
beforeAll(async () => {
  spareUnflushedAnswers();
  server = http.createServer((req, res) => {
    res.end(ANSWER);
    // SIGTERM's server.close() comes right after the answer was ended, while it is still buffered.
    if (req.url === '/last') closed = new Promise((resolve) => setImmediate(() => server.close(() => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.closeAllConnections());

/** A client reading slowly: it starts reading only after `waitMs`. */
function slowGet(path: string, waitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      res.pause();
      setTimeout(() => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(`complete ${bytes}`));
        res.on('aborted', () => resolve(`cut after ${bytes}`));
        res.on('error', () => resolve(`cut after ${bytes}`));
        res.resume();
      }, waitMs);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`no answer ${error.code}`));
  });
}

describe('server.close() with an answer still buffered', () => {
  it('delivers every byte of the answer, then closes the server; new connections are refused', async () => {
    const answer = slowGet('/last', 300);
    expect(await answer).toBe(`complete ${ANSWER.length}`);
    await closed;
    expect(await slowGet('/after', 0)).toBe('no answer ECONNREFUSED');
  });
});
