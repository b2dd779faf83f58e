import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

type Op = { parameters?: { name: string; in: string }[]; responses: Record<string, { description: string; headers?: Record<string, unknown> }> };
const op = (path: string, method: string) => (openApiDocument().paths as Record<string, Record<string, Op>>)[path]![method]!;

describe('OpenAPI: versions, If-Match, quote answers, strict credentials', () => {
  it('documents If-Match and 412 on every change of an order, and the ETag on its answers', () => {
    const changes = [
      ['/api/sip/orders/{id}/transitions', 'post'],
      ['/api/sip/orders/{id}/quotes', 'post'],
      ['/api/sip/orders/{id}/quote-answer', 'post'],
      ['/api/sip/orders/{id}/archive', 'put'],
      ['/api/sip/orders/{id}/archive', 'delete'],
      ['/api/sip/orders/{id}/notes', 'post'],
      ['/api/sip/track/{token}/transitions', 'post'],
      ['/api/sip/track/{token}/quote-answer', 'post'],
    ] as const;
    for (const [path, method] of changes) {
      const o = op(path, method);
      expect(o.parameters?.some((p) => p.in === 'header' && p.name === 'If-Match'), `${method} ${path}`).toBe(true);
      expect(o.responses['412']?.description, `${method} ${path}`).toContain('stale_order');
    }
    for (const [path, method, status] of [['/api/sip/orders/{id}', 'get', '200'], ['/api/sip/orders', 'post', '201'], ['/api/sip/orders/{id}/transitions', 'post', '200']] as const) {
      expect(op(path, method).responses[status]!.headers).toHaveProperty('ETag');
    }
  });

  it('documents 401 session_expired where credentials are read, and the version on the Order', () => {
    expect(op('/api/sip/shopping-cart', 'post').responses['401']!.description).toContain('session_expired');
    expect(op('/api/sip/orders/{id}', 'get').responses['401']!.description).toContain('session_expired');
    const order = (openApiDocument().components.schemas as Record<string, { properties: Record<string, unknown> }>).Order!;
    expect(order.properties).toHaveProperty('version');
    expect(order.properties).toHaveProperty('quote');
  });
});
