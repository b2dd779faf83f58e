import type { TranslatedString } from '@/lib/schemas/common';
import type { Prices, SeedService, SeedSubService } from '../types';

/** A repair or alteration as ateliers name it, priced per provider when offered. */
export type Template = {
  kind: 'repair' | 'alteration';
  name: TranslatedString;
  description: TranslatedString;
  /** Barème key when the repair is eligible for the Bonus Réparation. */
  repairFund?: string;
  attributeGroup?: string;
  canBeMultiple?: boolean;
};

type TemplateOptions = { fund?: string; group?: string; multiple?: boolean };

function template(kind: Template['kind'], name: TranslatedString, description: TranslatedString, o: TemplateOptions): Template {
  return {
    kind,
    name,
    description,
    ...(o.fund ? { repairFund: o.fund } : {}),
    ...(o.group ? { attributeGroup: o.group } : {}),
    ...(o.multiple ? { canBeMultiple: true } : {}),
  };
}

export function repair(name: TranslatedString, description: TranslatedString, o: TemplateOptions = {}): Template {
  return template('repair', name, description, o);
}

/** Alterations (hems, taking in, resizing) never carry the Bonus Réparation. */
export function alteration(name: TranslatedString, description: TranslatedString, o: Omit<TemplateOptions, 'fund'> = {}): Template {
  return template('alteration', name, description, o);
}

export type Extra = {
  originalPrice?: Prices;
  offers?: string[];
  /** Excluded product (leather garment, bag…): drop the template's barème key. */
  noBonus?: boolean;
};

/** [slug, template, price, lead time in days, extras] */
export type Row = [slug: string, template: Template, price: Prices, leadTimeDays: number, extra?: Extra];

/**
 * Builds one provider's services. Sub-service identifiers are `<short>-<subCategory>-<slug>`,
 * unique across the catalogue. `withRepairFund` keeps the barème keys of eligible repairs
 * (French providers); UK and US ateliers drop them.
 */
export function serviceMaker(provider: string, short: string, withRepairFund: boolean) {
  return (subCategory: string, rows: Row[]): SeedService => ({
    provider,
    subCategory,
    subServices: rows.map(([slug, tpl, price, leadTimeDays, extra = {}]): SeedSubService => {
      const fund = withRepairFund && !extra.noBonus ? tpl.repairFund : undefined;
      return {
        identifier: `${short}-${subCategory}-${slug}`,
        name: tpl.name,
        description: tpl.description,
        kind: tpl.kind,
        price,
        ...(extra.originalPrice ? { originalPrice: extra.originalPrice } : {}),
        leadTimeDays,
        ...(tpl.canBeMultiple ? { canBeMultiple: true } : {}),
        ...(tpl.attributeGroup ? { attributeGroup: tpl.attributeGroup } : {}),
        ...(fund ? { repairFund: fund } : {}),
        ...(extra.offers?.length ? { offers: extra.offers } : {}),
      };
    }),
  });
}
