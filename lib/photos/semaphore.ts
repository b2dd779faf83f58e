/**
 * A weighted FIFO semaphore: work of weight w waits until w units are free. Used to
 * bound how many pixels this process decodes at once.
 */
export class WeightedSemaphore {
  private used = 0;
  private readonly queue: { weight: number; resolve: () => void }[] = [];

  constructor(readonly capacity: number) {}

  async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    const w = Math.min(Math.max(weight, 1), this.capacity);
    await this.acquire(w);
    try {
      return await work();
    } finally {
      this.release(w);
    }
  }

  get pending(): number {
    return this.queue.length;
  }

  private acquire(weight: number): Promise<void> {
    if (this.queue.length === 0 && this.used + weight <= this.capacity) {
      this.used += weight;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push({ weight, resolve }));
  }

  private release(weight: number) {
    this.used -= weight;
    // FIFO: the head waits for room even if a lighter job behind it would fit (no starvation).
    while (this.queue.length > 0 && this.used + this.queue[0]!.weight <= this.capacity) {
      const next = this.queue.shift()!;
      this.used += next.weight;
      next.resolve();
    }
  }
}
