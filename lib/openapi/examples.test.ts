import { describe, expect, it } from 'vitest';
import { contracts as operations } from '@/lib/contracts';

// docs/integrators.md#openapi: every operation shows a realistic request and answer (recorded from
// the demo catalogue by tests/integrators/openapi-examples.int.test.ts), valid against its own schema.
describe('OpenAPI examples', () => {
  for (const op of operations) {
    it(`${op.operationId}: examples present and valid`, () => {
      const success = Object.entries(op.responses).find(([status]) => Number(status) < 300)!;
      const [status, response] = success;
      const json = (contentType: string | undefined) => (contentType ?? 'application/json') === 'application/json';
      if (op.body && json(op.body.contentType)) {
        expect(op.examples?.request, 'request example').toBeDefined();
        const parsed = op.body.schema.safeParse(op.examples!.request);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
      if (response.schema && status !== '204' && op.operationId !== 'getPhoto') {
        expect(op.examples?.response, 'response example').toBeDefined();
        const parsed = response.schema.safeParse(op.examples!.response);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
    });
  }
});
