/**
 * The brand's digital product passport provider (docs/certificates.md#passport), configured by
 * PASSPORT_PROVIDER_URL (and PASSPORT_PROVIDER_TOKEN, sent as a bearer token). Unset: off, nothing
 * is queued, `dspCertificateId` stays null, and the outbox round makes no query for it.
 */
export function passportProvider(): { url: string; token: string | null } | null {
  const url = process.env.PASSPORT_PROVIDER_URL?.trim();
  if (!url) return null;
  return { url, token: process.env.PASSPORT_PROVIDER_TOKEN?.trim() || null };
}
