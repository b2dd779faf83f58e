import * as z from 'zod';
import { contract } from './contract';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    checks: z.object({
      database: z.object({ status: z.enum(['up', 'down']), driver: z.string().optional(), latencyMs: z.number().optional() }),
    }),
  })
  .meta({ id: 'Health' });

export const health = contract({
  auth: 'public',
  method: 'get',
  path: '/api/health',
  operationId: 'health',
  summary: 'Liveness and database readiness', description: 'For a load balancer’s readiness check: 200 when the process answers and the database takes a query, 503 otherwise. Public, no credentials, never cached.',
  tags: ['System'],
  responses: { 200: { description: 'Up, database reachable.', schema: HealthSchema }, 503: { description: 'Database unreachable.', schema: HealthSchema } },
  errors: [],
});

export const liveness = contract({
  auth: 'public',
  method: 'get',
  path: '/api/health/live',
  operationId: 'liveness',
  summary: 'Liveness only (touches no dependency)', description: 'For a liveness probe: 200 as long as the process answers, whatever the database does (restarting it would not help an unreachable database).',
  tags: ['System'],
  responses: { 200: { description: 'The process answers.', schema: z.object({ status: z.literal('ok') }) } },
  errors: [],
});

export const openapi = contract({
  auth: 'public',
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'openapi',
  summary: 'This document', description: 'The OpenAPI 3.1 document of every operation, generated from the same contracts the routes are made of; the reference page /docs renders it. Public.',
  tags: ['System'],
  responses: { 200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) } },
  errors: [],
  examples: { response: { openapi: '3.1.0', info: { title: 'Reprise API', version: '1.0.0' }, paths: {} } },
});
