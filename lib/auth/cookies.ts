import { SESSION_COOKIE } from './policy';

/** https (directly or behind a proxy that says so): Secure + `__Host-` prefix. */
export function isSecureRequest(req: Request): boolean {
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(req.url).protocol.replace(':', '')) === 'https' || process.env.COOKIE_SECURE === '1';
}

/** The HttpOnly session cookie, then its readable hint (SESSION_COOKIE.hintName), with the same lifetime. */
export function sessionCookies(req: Request, token: string, expiresAt: Date): string[] {
  const secure = isSecureRequest(req);
  const name = secure ? SESSION_COOKIE.secureName : SESSION_COOKIE.plainName;
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const cookie = (value: string, httpOnly: boolean) => [value, 'Path=/', `Max-Age=${maxAge}`, ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
  return [cookie(`${name}=${token}`, true), cookie(`${SESSION_COOKIE.hintName}=1`, false)];
}

export function clearedSessionCookies(req: Request): string[] {
  const secure = isSecureRequest(req);
  return [
    `${SESSION_COOKIE.plainName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    ...(secure ? [`${SESSION_COOKIE.secureName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`] : []),
    `${SESSION_COOKIE.hintName}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`,
  ];
}
