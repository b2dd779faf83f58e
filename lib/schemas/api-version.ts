/**
 * Dated API versions (docs/integrators.md#versioning): each is a dated section of
 * docs/changelog.md (lib/http/api-version.test.ts holds them equal), oldest first. A request
 * names one in `Reprise-Version`; without it, an API key's answers follow the version pinned at
 * the key's creation, everyone else's the latest. Code that changes an answer incompatibly adds
 * a version and branches on `currentApiVersion()`.
 */
export const API_VERSIONS = ['2026-11-28', '2026-11-29'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;
/** The version of keys made before keys had one (`api_keys.api_version` null). */
export const FIRST_API_VERSION: ApiVersion = API_VERSIONS[0];
export const isApiVersion = (value: unknown): value is ApiVersion => typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value);
