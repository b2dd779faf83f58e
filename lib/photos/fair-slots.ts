/**
 * A counting semaphore that shares its slots fairly between clients: when a slot frees, it
 * goes to the waiting client with the fewest slots in use (the longest-waiting among equals),
 * so a client that queues many uploads cannot starve one that queues a single photo.
 */
export class FairSlots {
  private readonly active = new Map<string, number>();
  private readonly waiting: { client: string; resolve: () => void }[] = [];
  private used = 0;

  constructor(readonly capacity: number) {}

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(client);
    try {
      return await work();
    } finally {
      this.release(client);
    }
  }

  /** Slots in use by `client` (for tests and metrics). */
  activeFor(client: string): number {
    return this.active.get(client) ?? 0;
  }

  get pending(): number {
    return this.waiting.length;
  }

  private acquire(client: string): Promise<void> {
    if (this.used < this.capacity && this.waiting.length === 0) {
      this.take(client);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ client, resolve }));
  }

  private take(client: string) {
    this.used++;
    this.active.set(client, this.activeFor(client) + 1);
  }

  private release(client: string) {
    this.used--;
    const left = this.activeFor(client) - 1;
    if (left > 0) this.active.set(client, left);
    else this.active.delete(client);
    while (this.used < this.capacity && this.waiting.length > 0) {
      let pick = 0;
      for (let i = 1; i < this.waiting.length; i++) {
        if (this.activeFor(this.waiting[i]!.client) < this.activeFor(this.waiting[pick]!.client)) pick = i;
      }
      const [next] = this.waiting.splice(pick, 1);
      this.take(next!.client);
      next!.resolve();
    }
  }
}
