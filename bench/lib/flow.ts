/** Closed-loop virtual clients for multi-step flows; latencies per step in ms. */
export type StepTimes = Map<string, number[]>;

export async function timed<T>(times: StepTimes, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const list = times.get(step) ?? [];
    list.push(performance.now() - started);
    times.set(step, list);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `clients` loops of `flow` until `seconds` have passed; returns completed flows and step times. */
export async function runClients(clients: number, seconds: number, flow: (times: StepTimes) => Promise<unknown>) {
  const times: StepTimes = new Map();
  const deadline = Date.now() + seconds * 1000;
  let completed = 0;
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        try {
          await flow(times);
          completed++;
        } catch (error) {
          errors.push(String(error).slice(0, 200));
        }
      }
    }),
  );
  return { completed, times, errors, seconds };
}

export async function expectJson(res: Response, status: number, what: string): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${text.slice(0, 160)}`);
  return text ? JSON.parse(text) : null;
}
