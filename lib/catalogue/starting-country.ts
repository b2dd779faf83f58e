/**
 * The country the booking form starts with: the locale's own when some store serves it, else the
 * first served one (a visitor on /de must not start where no atelier collects). Issue #21.
 */
const LOCALE_COUNTRY: Record<string, string> = { fr: 'FR', en: 'GB', de: 'DE', es: 'ES' };

export function startingCountry(locale: string, served: readonly string[]): string {
  const own = LOCALE_COUNTRY[locale];
  return own && served.includes(own) ? own : (served[0] ?? 'FR');
}
