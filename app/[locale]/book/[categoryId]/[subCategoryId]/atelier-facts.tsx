'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useMemo } from 'react';
import type { AtelierReady } from '@/lib/atelier/ready-dates';
import { formatDate } from '@/lib/i18n/dates';
import { Money } from '@/components/ui/money';
import { compareAteliers, type AtelierSummary } from '@/lib/catalogue/atelier-compare';
import { minorToMajor } from '@/lib/money';
import type { Service } from '@/lib/schemas/catalogue';
import { CURRENCIES, type Currency } from '@/lib/schemas/common';

export type AtelierInfo = {
  id: string;
  displayName: string;
  repairFundLabelled: boolean;
  story: string | null;
  rating: { average: number; count: number } | null;
};

/** Each offered atelier's lowest price, lead time and gap to the cheapest, for this item (docs/customer-site.md#atelier-choice). */
export function useAtelierSummaries(services: Service[], ateliers: AtelierInfo[], currency: string, country: string) {
  return useMemo(() => {
    if (!(CURRENCIES as readonly string[]).includes(currency)) return new Map<string, AtelierSummary>();
    const labelled = new Set(ateliers.filter((a) => a.repairFundLabelled).map((a) => a.id));
    const offered = new Set(ateliers.map((a) => a.id));
    return compareAteliers(
      services.filter((s) => offered.has(s.providerId)),
      { currency: currency as Currency, storeCountry: country, labelled: (id) => labelled.has(id) },
    );
  }, [services, ateliers, currency, country]);
}

/** The date an atelier would have a repair of this lead time ready, in its store's zone; null when it has none (full, or no option). */
export function useReadyDate() {
  const language = useLocale();
  return useCallback(
    (ready: AtelierReady | undefined, leadTimeDays: number): string | null => {
      const iso = ready && !ready.full ? ready.byLeadTime[leadTimeDays] : undefined;
      return iso && ready && !ready.full ? formatDate(iso, { language, country: ready.country, timeZone: ready.timeZone }, 'dateLong') : null;
    },
    [language],
  );
}

/**
 * What the customer weighs when choosing: story, rating (when there is one), when it would be ready
 * (the date its delivery options would give, its queue counted: docs/atelier.md#ready-before-cart), price.
 */
export function AtelierFacts({
  atelier,
  summary,
  ready,
  currency,
  compared,
}: {
  atelier: AtelierInfo;
  summary: AtelierSummary | undefined;
  ready: AtelierReady | undefined;
  currency: string;
  /** How many ateliers are compared: "cheapest" means nothing beside the only one. */ compared: number;
}) {
  const t = useTranslations('Site.ateliers');
  const readyDate = useReadyDate();
  const date = summary ? readyDate(ready, summary.leadTimeDays) : null;
  return (
    <span className="atelier-facts">
      {atelier.story ? <span className="atelier-story">{atelier.story}</span> : null}
      <span className="atelier-meta">
        {atelier.rating ? (
          <span>{t('rating', { average: atelier.rating.average, count: atelier.rating.count })}</span>
        ) : (
          <span className="muted">{t('noRating')}</span>
        )}
        {ready?.full ? <span>{t('full')}</span> : date ? <span>{t('ready', { date })}</span> : summary ? <span>{t('leadTime', { days: summary.leadTimeDays })}</span> : null}
        {summary ? (
          <span>
            {t('from')} <Money amount={minorToMajor(summary.fromNet)} currency={currency} />{' '}
            {summary.difference > 0 ? (
              <span className="muted">
                ({t('more')} <Money amount={minorToMajor(summary.difference)} currency={currency} />)
              </span>
            ) : compared > 1 ? (
              <span className="badge">{t('cheapest')}</span>
            ) : null}
          </span>
        ) : null}
      </span>
    </span>
  );
}
