/** Inches beside centimetres in repair names and descriptions where the store's country measures in inches (docs/customer-site.md#lengths). */
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { ServicePicker, type SubService } from './service-picker';

const text = (fr_: string, en_: string) => ({ fr: fr_, en: en_, de: en_, es: en_ });
const BOOT_ZIP = {
  id: 'ss-boot-zip',
  name: text('Remplacement de fermeture éclair de botte (plus de 20 cm)', 'Boot zip replacement (over 20 cm)'),
  description: text('Fermetures de 20 à 40 cm.', 'Zips from 20 cm to 40 cm.'),
  price: { EUR: 3500, GBP: 3000, USD: 3800 },
  originalPrice: { EUR: 3500, GBP: 3000, USD: 3800 },
  canBeMultiple: false,
} as unknown as SubService;

const render = (locale: 'en' | 'fr', country: string | undefined) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // children come as the third argument; the cast only satisfies the provider's props type, which lists them.
      { locale, messages: locale === 'en' ? en : fr, timeZone: 'Europe/London' } as unknown as ComponentProps<typeof NextIntlClientProvider>,
      createElement(ServicePicker, { subServices: [BOOT_ZIP], selection: {}, onChange: () => {}, currency: 'GBP', locale, quantityLabel: 'Quantity', country }),
    ),
  ).replace(/[\u00a0\u202f]/g, ' ');

describe('the services step writes lengths in the customer’s unit', () => {
  it('in the UK and the US, the name and description carry the inches beside the centimetres', () => {
    for (const country of ['GB', 'US']) {
      const html = render('en', country);
      expect(html).toContain('Boot zip replacement (over 20 cm (7.9 in))');
      expect(html).toContain('Zips from 20 cm (7.9 in) to 40 cm (15.7 in).');
    }
  });

  it('in France, and where the country is not known (the counter), centimetres alone', () => {
    for (const country of ['FR', undefined]) {
      const html = render(country ? 'fr' : 'en', country);
      expect(html).not.toMatch(/\bin\)|po\)/);
    }
    expect(render('fr', 'FR')).toContain('Remplacement de fermeture éclair de botte (plus de 20 cm)');
  });
});
