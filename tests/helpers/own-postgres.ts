import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway Postgres cluster from this machine's binaries (`pg_config --bindir`), on its own
 * port, never the shared server: for tests that kill and restart Postgres. As root (CI
 * containers), the server runs as the `postgres` user through runuser.
 */
export class OwnPostgres {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'reprise-pg-'));
  private readonly bin = execFileSync('pg_config', ['--bindir']).toString().trim();

  constructor(readonly port: number) {
    chmodSync(this.dir, 0o777);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Asynchronous, so requests in this process keep being served (and timed) meanwhile. */
  private run(tool: string, args: string[]): Promise<void> {
    const command = path.join(this.bin, tool);
    const asRoot = process.getuid?.() === 0;
    const child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', command, ...args]) : spawn(command, args);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} failed (${code}): ${output}`))));
    });
  }

  init(): Promise<void> {
    return this.run('initdb', ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=32MB`;
    return this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-o', options, '-l', path.join(this.dir, 'log'), '-w', '-t', '30', 'start']);
  }

  /** As a crash: no checkpoint, every backend killed (recovery replays the WAL at the next start). */
  crash(): Promise<void> {
    return this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'immediate', 'stop']);
  }

  async stop(): Promise<void> {
    await this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', 'stop']).catch(() => {}); // already stopped
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
