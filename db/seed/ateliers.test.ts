import { describe, expect, it } from 'vitest';
import { readDemoCatalogue } from './index';

const c = readDemoCatalogue();

/** docs/customer-site.md#atelier-choice: customers in Paris and London choose between ateliers. */
describe('demo ateliers', () => {
  const serving = (country: string, zip: string) =>
    c.providers.filter((p) => p.areas.some((a) => a.country === country && (!a.zipPrefixes || a.zipPrefixes.some((z) => zip.startsWith(z)))));
  const repairing = (subCategory: string, providers: string[]) =>
    new Set(c.services.filter((s) => s.subCategory === subCategory && providers.includes(s.provider)).map((s) => s.provider));

  it.each([
    ['FR', '75011', 'jeans'],
    ['GB', 'SW1A 1AA', 'jeans'],
  ])('at least two ateliers in %s %s repair %s, each with a story', (country, zip, sub) => {
    const names = serving(country, zip).map((p) => p.name);
    expect(repairing(sub, names).size).toBeGreaterThanOrEqual(2);
    for (const p of serving(country, zip)) expect(p.story?.en, p.name).toBeTruthy();
  });

  it('gives ratings only with a count', () => {
    for (const p of c.providers) if (p.rating) expect(p.rating.count).toBeGreaterThan(0);
  });
});

describe('zip length question', () => {
  const group = (id: string) => c.attributeGroups.find((g) => g.identifier === id)!;
  const lengths = (id: string) => group(id).attributes.find((a) => a.identifier === 'zip_length')!.metadata!.options!.map((o) => o.value);
  it('never offers a length the booked zip repair excludes', () => {
    for (const s of c.services.flatMap((sv) => sv.subServices)) {
      const name = s.name.en;
      if (!s.attributeGroup?.startsWith('zip-service')) continue;
      const offered = lengths(s.attributeGroup);
      if (/over 20 cm/i.test(name)) expect(offered.some((v) => v.startsWith('up_to') || v === 'from_10_to_20_cm'), s.identifier).toBe(false);
      if (/up to 20 cm/i.test(name)) expect(offered.some((v) => v.includes('40') || v.includes('60')), s.identifier).toBe(false);
    }
  });
});
