import { addressLines } from '@/lib/i18n/address-format';
import { weekdayName } from '@/lib/i18n/dates';
import type { StoreInfo } from '@/lib/schemas/logistics';

export type StoreDetailsLabels = { address: string; hours: string; closed: string; zone: string };

/** Where an in-store item goes: the store's address and its opening hours, in its own time (docs/decisions.md#logistics). */
export function StoreDetails({ store, language, labels }: { store: Pick<StoreInfo, 'name' | 'address' | 'openingHours' | 'timeZone'>; language: string; labels: StoreDetailsLabels }) {
  const days = [1, 2, 3, 4, 5, 6, 7];
  return (
    <span className="store-details block">
      <span className="block">
        <strong>{labels.address}</strong>{' '}
        <span className="store-address">{[store.name, ...addressLines(store.address)].join(', ')}</span>
      </span>
      {store.openingHours.length ? (
        <span className="block">
          <strong>{labels.hours}</strong>{' '}
          {days
            .map((d) => {
              const open = store.openingHours.filter((h) => h.day === d);
              return `${weekdayName(d, language)} ${open.length ? open.map((h) => `${h.opens}–${h.closes}`).join(', ') : labels.closed}`;
            })
            .join(' · ')}{' '}
          <span className="muted small">({labels.zone})</span>
        </span>
      ) : null}
    </span>
  );
}
