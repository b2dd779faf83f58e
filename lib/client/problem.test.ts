import { describe, expect, it } from 'vitest';
import { ApiProblem, NetworkProblem, problemLines } from './problem';

const L = (e: unknown) => problemLines(e, 'fallback', 'offline');

describe('problemLines', () => {
  it('shows the field messages of a validation failure instead of the generic detail', () => {
    const e = new ApiProblem(422, {
      code: 'validation_failed',
      title: 'Invalid request',
      detail: 'Some values are missing or invalid; see errors.',
      errors: [{ path: 'discountCode', message: 'This discount code does not exist.' }],
    });
    expect(L(e)).toEqual(['This discount code does not exist.']);
  });

  it('shows the detail, not the title, of any other problem, then its field messages once each', () => {
    const e = new ApiProblem(409, {
      code: 'price_changed',
      title: 'Prices have changed',
      detail: 'Review the new total.',
      errors: [{ path: 'a', message: 'x' }, { path: 'b', message: 'x' }],
    });
    expect(L(e)).toEqual(['Review the new total.', 'x']);
  });

  it('keeps the generic detail when a validation failure names no field', () => {
    expect(L(new ApiProblem(422, { code: 'validation_failed', title: 'T', detail: 'D' }))).toEqual(['D']);
  });

  it('falls back to the title, the offline sentence or the fallback', () => {
    expect(L(new ApiProblem(500, { title: 'Boom' }))).toEqual(['Boom']);
    expect(L(new NetworkProblem(new Error('x')))).toEqual(['offline']);
    expect(L(new Error('x'))).toEqual(['fallback']);
  });
});
