import { registered } from '@/lib/contracts';
import type { Contract } from '@/lib/contracts/contract';
import { openApiDocument } from '@/lib/openapi/document';

type Documented = { responses: Record<string, { description: string; content?: Record<string, unknown> }> };

/**
 * Checks one answer of an endpoint against its contract (docs/architecture.md#contracts), the way
 * an integrator reads it: its status is documented; a JSON success body parses with the response
 * schema of that status; a problem's `code` is one the document lists for that status. Every
 * answer `call()` gets from an endpoint goes through here, so each existing test also checks the
 * contract of what it calls. Returns what is wrong, or null.
 */
export function contractViolation(declared: Contract, answer: { status: number; headers: Headers; json: unknown }): string | null {
  const contract = registered(declared);
  const where = `${contract.method.toUpperCase()} ${contract.path} (${contract.operationId}) answered ${answer.status}`;
  const documented = (openApiDocument().paths as Record<string, Record<string, Documented>>)[contract.path]?.[contract.method];
  if (!documented) return `${where}: not in the OpenAPI document`;
  const response = documented.responses[String(answer.status)];
  if (!response) return `${where}: a status its contract does not list`;
  const type = answer.headers.get('content-type') ?? '';
  if (type.startsWith('application/problem+json')) {
    const code = (answer.json as { code?: string } | undefined)?.code;
    return code && response.description.includes(`\`${code}\``) ? null : `${where}: problem \`${code}\` not listed for ${answer.status} (${response.description})`;
  }
  const schema = contract.responses[answer.status]?.schema;
  if (!schema || !type.startsWith('application/json')) return null;
  const parsed = schema.safeParse(answer.json);
  return parsed.success ? null : `${where}: the body does not match its response schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
}
