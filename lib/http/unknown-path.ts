import { isPreflight, preflightResponse, withCors } from './cors';
import { notFound } from './errors';
import { errorResponse } from './handler';
import { negotiateLocale } from './locale';

/**
 * Every method of an unknown /api or /v1 path: a 404 problem+json (with the security headers of
 * next.config.mjs) instead of Next's HTML page, which an API client cannot read.
 */
const handler = async (req: Request) => withCors(req, errorResponse(notFound(), negotiateLocale(req.headers.get('accept-language'))));
const options = async (req: Request) => (isPreflight(req) ? preflightResponse(req) : handler(req));
export const unknownPathHandlers = { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: options };
