import { describe, expect, it } from 'vitest';
import { contracts } from '@/lib/contracts';
import { ERROR_CODES } from '@/lib/http/errors';
import { openApiDocument } from './document';
import { problemExample } from './problem-examples';

type Example = { summary?: string; description?: string; value: { code: string; status: number; title: string; detail: string } };
type Response = { description?: string; content?: Record<string, { examples?: Record<string, Example> }> };
type Operation = { operationId: string; description?: string; summary?: string; responses: Record<string, Response> };

// Issue #32 §6: every operation and every error code has a description and an example. The
// problem examples are made from the one error table and its messages (problem-examples.ts).
describe('OpenAPI descriptions and error examples', () => {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: { Problem: { properties: { code: { description?: string } } } } } };
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

  it('every operation has a summary and a description, every response a description', () => {
    const missing = operations.filter((op) => !op.summary?.trim() || !op.description?.trim()).map((op) => op.operationId);
    expect(missing).toEqual([]);
    for (const op of operations) for (const [status, r] of Object.entries(op.responses)) expect(r.description?.trim(), `${op.operationId} ${status}`).toBeTruthy();
  });

  it('every problem an operation may answer has an example of its own code, named in the description', () => {
    for (const op of operations) {
      const contract = contracts.find((c) => c.operationId === op.operationId)!;
      for (const [status, r] of Object.entries(op.responses)) {
        const problems = r.content?.['application/problem+json'];
        if (!problems) continue;
        if (contract.responses[Number(status)]) continue; // a status the handler answers with a body of its own
        const codes = Object.keys(problems.examples ?? {});
        expect(codes.length, `${op.operationId} ${status}`).toBeGreaterThan(0);
        for (const code of codes) {
          const example = problems.examples![code]!;
          expect(example.value.code, `${op.operationId} ${status}`).toBe(code);
          expect(String(example.value.status)).toBe(status);
          expect(r.description, `${op.operationId} ${status}`).toContain(`\`${code}\``);
        }
      }
      for (const code of contract.errors) {
        const status = String(problemExample(code).status);
        if (contract.responses[Number(status)]) continue;
        expect(Object.keys(op.responses[status]?.content?.['application/problem+json']?.examples ?? {}), `${op.operationId} ${code}`).toContain(code);
      }
    }
  });

  it('every error code renders a complete example and is described in the Problem schema', () => {
    const described = doc.components.schemas.Problem.properties.code.description ?? '';
    for (const code of ERROR_CODES) {
      const example = problemExample(code);
      expect(example.detail, code).not.toBe(example.title); // the fallback when a parameter is missing
      expect(example.detail, code).not.toMatch(/[{}]|undefined/);
      expect(described, code).toContain(`\`${code}\``);
    }
  });
});
