import { RATE_LIMITS, rateLimitsOn, takeRateLimits, type RateLimitName } from '@/lib/auth/rate-limit';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from './errors';
import { callerIp } from './request-source';

/** Who a limit counts against (docs/integrators.md#rate-limits): the API key, the account, else the address. */
export function rateLimitClient(req: Request, auth: Principal | null): string {
  if (auth?.apiKeyId) return `key:${auth.apiKeyId}`;
  if (auth) return `account:${auth.accountId}`;
  return `ip:${callerIp(req)}`;
}

/** Sets the RateLimit headers on an answer. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** A route handler limited per client by a named policy: counted before it runs, headers on its answer. */
export function rateLimited<Ctx extends { req: Request; auth: Principal | null }>(name: RateLimitName, handler: (ctx: Ctx) => Promise<Response>) {
  return async (ctx: Ctx): Promise<Response> => {
    if (!rateLimitsOn()) return handler(ctx);
    const headers = await takeRateLimits([{ policy: RATE_LIMITS[name], client: rateLimitClient(ctx.req, ctx.auth) }]);
    try {
      return withHeaders(await handler(ctx), headers);
    } catch (error) {
      // A refused request counted too: its problem answer says so.
      if (error instanceof ApiError) Object.assign(error.headers, headers);
      throw error;
    }
  };
}
