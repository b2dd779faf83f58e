/**
 * Integer money maths. Percentages may carry up to two decimals (2.5 %); they are scaled to
 * hundredths of a percent so every division is of integers and rounding is exact.
 */

/** An amount in minor units: a non-negative safe integer, or a RangeError (a programming error upstream). */
export function assertMinor(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer in minor units, got ${value}`);
  }
  return value;
}

/** Percent → hundredths of a percent (10 → 1000, 2.5 → 250); negative or non-finite → 0. */
function hundredths(percentage: number): number {
  return Number.isFinite(percentage) && percentage > 0 ? Math.round(percentage * 100) : 0;
}

/** n / d rounded down, for n ≥ 0 and d > 0 safe integers (corrected if the float quotient strays). */
export function divideFloor(n: number, d: number): number {
  let q = Math.floor(n / d);
  if (n - q * d < 0) q -= 1;
  else if (n - q * d >= d) q += 1;
  return q;
}

/** n / d rounded half up, for n ≥ 0 and d > 0 safe integers. */
export function divideHalfUp(n: number, d: number): number {
  const q = divideFloor(n, d);
  return (n - q * d) * 2 >= d ? q + 1 : q;
}

/** `percentage` % of `amount`, rounded half up to the minor unit. */
export function percentOf(amount: number, percentage: number): number {
  return divideHalfUp(amount * hundredths(percentage), 10_000);
}

/** `percentage` % of `amount`, rounded down (for caps that must never be exceeded). */
export function percentOfFloor(amount: number, percentage: number): number {
  return divideFloor(amount * hundredths(percentage), 10_000);
}

/** A possibly missing, possibly bad amount → a usable non-negative integer, or undefined. */
export function cleanAmount(value: number | null | undefined): number | undefined {
  if (value === undefined || value === null || !Number.isFinite(value)) return undefined;
  return Math.max(0, Math.round(value));
}

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
