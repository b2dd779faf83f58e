import { describe, expect, it } from 'vitest';
import { FairSlots } from './fair-slots';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('FairSlots', () => {
  it('gives a freed slot to the client using fewest, so one greedy client cannot starve another', async () => {
    const slots = new FairSlots(2);
    const order: string[] = [];
    const job = (client: string, label: string) =>
      slots.run(client, async () => {
        order.push(label);
        await tick();
      });
    const greedy = Array.from({ length: 8 }, (_, i) => job('a', `a${i}`));
    const modest = job('b', 'b0');
    await Promise.all([...greedy, modest]);
    // a0 and a1 take both slots; when a0 ends, b (0 in use) goes before a2..a7 (a has 1).
    expect(order.indexOf('b0')).toBe(2);
  });

  it('never runs more than its capacity at once', async () => {
    const slots = new FairSlots(3);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        slots.run(`c${i % 4}`, async () => {
          peak = Math.max(peak, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(slots.pending).toBe(0);
  });
});
