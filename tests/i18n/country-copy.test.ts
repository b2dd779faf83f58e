/**
 * Copy that fits the store's country (docs/customer-site.md#country-copy): no VAT on a US page,
 * the Bonus Réparation on French stores' pages only, no atelier named twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { countryCopy } from '@/lib/i18n/country-copy';

const LOCALES = ['fr', 'en', 'de', 'es'] as const;
const load = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
/** Any key, any values: the test reads the JSON files as they are, not the app's typed catalogue. */
const translator = (locale: (typeof LOCALES)[number]) => createTranslator({ locale, messages: load(locale) }) as unknown as (key: string, values?: Record<string, string>) => string;

/** The sentences of the services step and the price list that depend on the store's country. */
const pageCopy = (locale: (typeof LOCALES)[number], country: string) => {
  const t = translator(locale);
  return [t('Booking.services.intro', countryCopy(country)), t('Site.prices.intro', countryCopy(country))].join(' ');
};
const TAX = /\b(VAT|TVA|MwSt|IVA)\b/;

/** Every message as [dotted key, text]. */
function* messageStrings(tree: Record<string, unknown>, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [`${prefix}${key}`, value];
    else if (value && typeof value === 'object') yield* messageStrings(value as Record<string, unknown>, `${prefix}${key}.`);
  }
}

describe('copy by the store’s country', () => {
  it.each(LOCALES)('%s: a US store’s pages say nothing of VAT nor of the Bonus Réparation', (locale) => {
    const text = pageCopy(locale, 'US');
    expect(text).not.toMatch(TAX);
    expect(text).not.toMatch(/Bonus/);
  });

  it.each(LOCALES)('%s: a UK store’s pages name VAT, not the French Bonus', (locale) => {
    const text = pageCopy(locale, 'GB');
    expect(text).toMatch(TAX);
    expect(text).not.toMatch(/Bonus/);
  });

  it.each(LOCALES)('%s: a French store’s pages name the tax and the Bonus Réparation', (locale) => {
    const text = pageCopy(locale, 'FR');
    expect(text).toMatch(TAX);
    expect(text).toMatch(/Bonus Réparation/);
  });

  it.each(LOCALES)('%s: no other sentence names the tax whatever the country (a US page would read VAT)', (locale) => {
    // Keys that may name it outright: the breakdown's note, rendered only when the basket includes
    // VAT (priceBreakdown().vat is null at 0 %, as in the US), and the invoice's tax rows
    // (docs/invoices.md), and the back office's field for the seller's VAT registration number, its
    // legal name, left empty by an entity that has none (docs/back-office.md#legal-entity). Anything
    // else names the tax only through the `tax` select of countryCopy().
    const onlyWhereTaxed = (key: string) => key === 'UI.vatIncluded' || key.startsWith('Invoices.') || key === 'Places.legal.vatNumber' || key === 'Places.errors.vatNumber';
    const found = [...messageStrings(load(locale))].filter(([key, text]) => TAX.test(text) && !onlyWhereTaxed(key) && !text.includes('{tax, select,')).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s: no other sentence names the Bonus Réparation whatever the country (a London page would explain it)', (locale) => {
    // The two intros above name it through the `bonus` select of countryCopy(). Anything else may
    // name it outright only where no customer of a non-French store reads it: a label shown beside
    // a Bonus amount (the pricing has one only for a labelled French atelier), a sentence its page
    // shows only when countryCopy() says yes (Home.uspBonus), the general terms' section that says
    // it is French (Site.conditions.bonus), and the back office, claim files and invoices.
    const besideABonusAmount = ['UI.repairFund', 'UI.repairFundNote', 'Booking.services.bonus', 'Booking.services.bonusIncluded', 'Booking.services.labelled', 'Site.prices.bonus', 'OrderLife.quote.bonus', 'Site.currencyWarning.text'];
    const gatedByCountry = ['Home.uspBonus', 'Site.conditions.bonus.heading', 'Site.conditions.bonus.text'];
    const staffOrDocuments = ['Admin.', 'Claims.', 'Places.', 'CatalogueEditor.', 'CatalogueImport.', 'Dashboard.', 'Payouts.', 'Invoices.'];
    const allowed = (key: string) => besideABonusAmount.includes(key) || gatedByCountry.includes(key) || staffOrDocuments.some((prefix) => key.startsWith(prefix));
    const found = [...messageStrings(load(locale))].filter(([key, text]) => /Bonus/.test(text) && !allowed(key) && !text.includes('{bonus, select,')).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s: the e-mails do not name an atelier twice ("l’atelier Atelier Montorgueil")', (locale) => {
    const t = translator(locale);
    const kinds = (load(locale).Notifications as { kinds: Record<string, { intro?: string }> }).kinds;
    for (const [kind, copy] of Object.entries(kinds)) {
      if (!copy.intro?.includes('{provider}')) continue;
      const intro = t(`Notifications.kinds.${kind}.intro`, { provider: 'Atelier Montorgueil', store: 'Reprise Paris', number: 'R-1' });
      expect(intro, kind).not.toMatch(/(atelier|taller|werkstatt)\s+atelier/i);
    }
  });
});
