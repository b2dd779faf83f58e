import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of Postgres that a test can cut and restore: cutting closes every
 * relayed connection at once and refuses new ones, as a Postgres that died does.
 */
export class TcpCut {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Connections currently relayed (each pool connection is one client socket and one upstream). */
  get connections(): number {
    return this.sockets.size / 2;
  }
}
