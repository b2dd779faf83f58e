import { SESSION_COOKIE } from './policy';

/** https (directly or behind a proxy that says so): Secure + `__Host-` prefix. */
export function isSecureRequest(req: Request): boolean {
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(req.url).protocol.replace(':', '')) === 'https' || process.env.COOKIE_SECURE === '1';
}

export function sessionCookie(req: Request, token: string, expiresAt: Date): string {
  const secure = isSecureRequest(req);
  const name = secure ? SESSION_COOKIE.secureName : SESSION_COOKIE.plainName;
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [`${name}=${token}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookies(req: Request): string[] {
  const secure = isSecureRequest(req);
  return [
    `${SESSION_COOKIE.plainName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    ...(secure ? [`${SESSION_COOKIE.secureName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`] : []),
  ];
}
