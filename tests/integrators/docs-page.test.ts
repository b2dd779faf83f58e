import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { problemDetailParams } from '@/app/docs/problem-detail';
import { ERROR_STATUS, type ErrorCode } from '@/lib/http/errors';
import { openApiDocument } from '@/lib/openapi/document';

const t = createTranslator({ locale: 'en', messages: en });

// The reference page (/docs) as an integrator reads it (issue #32.6).
describe('the reference page’s texts', () => {
  it('fills every placeholder of every problem type: no "undefined" (stale_order said "version undefined")', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const detail = t(`Problems.${code}.detail`, problemDetailParams(en.Problems[code].detail));
      expect(detail, code).not.toMatch(/undefined|\{/);
    }
  });

  it('reads the placeholders of a message precompiled for production as well as of ICU text', () => {
    // The shapes next-intl's precompile gives (next.config.mjs): the production page met them and threw.
    expect(problemDetailParams(['Someone changed it (now at version ', ['version'], ').'])).toEqual({ version: '…' });
    expect(problemDetailParams(['Try again in ', ['seconds', 2, { one: ['one second'], other: [['seconds'], ' seconds'] }], ' (', ['method'], ').'])).toEqual({ seconds: 'N', method: 'METHOD' });
    expect(problemDetailParams('Try again in {seconds, plural, one {# second} other {# seconds}}, {method}.')).toEqual({ seconds: 'N', method: 'METHOD' });
  });

  it('says where a bearer token comes from: login or the sign-up confirmation, not /signup', () => {
    const bearer = (openApiDocument().components as { securitySchemes: { bearer: { description: string } } }).securitySchemes.bearer.description;
    expect(bearer).toContain('/api/sip/auth/signup/confirm');
    expect(bearer).not.toMatch(/or \/signup,/);
  });
});

describe('the document’s types (issue #32.6)', () => {
  it('types a logistic option’s paymentMethods with the enum the order body’s paymentMethod takes', () => {
    const schemas = (openApiDocument().components as { schemas: Record<string, { properties: Record<string, { enum?: string[]; items?: { enum?: string[] } }> }> }).schemas;
    const taken = schemas.OrderCreateRequestInput?.properties.paymentMethod?.enum;
    expect(taken?.length).toBeGreaterThan(0);
    for (const id of ['OrderLogisticOption', 'LogisticOptionChoice']) expect(schemas[id]?.properties.paymentMethods?.items?.enum, id).toEqual(taken);
  });
});
