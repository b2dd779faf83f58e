import { NextResponse, type NextRequest } from 'next/server';
import { CORS_PATH, corsHeaders, isPreflight, preflightResponse } from './cors';
import { hasMalformedEncoding, malformedPathResponse } from './malformed-path';

export { CORS_PATH };

/** proxy.ts for the API paths: CORS (docs/integrators.md#cors) on every answer, preflights answered here. */
export function corsProxy(request: NextRequest, rawPath: string): Response {
  if (isPreflight(request)) return preflightResponse(request);
  const response = hasMalformedEncoding(rawPath) ? malformedPathResponse(request.headers.get('accept-language')) : NextResponse.next();
  for (const [name, value] of Object.entries(corsHeaders(request.headers.get('origin')))) response.headers.set(name, value);
  return response;
}
