import { addressLines } from '@/lib/i18n/address-format';
import { openingHoursLine } from '@/lib/i18n/opening-hours';
import type { StoreInfo } from '@/lib/schemas/logistics';

export type StoreDetailsLabels = { address: string; hours: string; closed: string; zone: string };

/** Where an in-store item goes: the store's address and its opening hours, in its own time (docs/decisions.md#logistics). */
export function StoreDetails({ store, language, labels }: { store: Pick<StoreInfo, 'name' | 'address' | 'openingHours' | 'timeZone'>; language: string; labels: StoreDetailsLabels }) {
  const hours = openingHoursLine(store.openingHours, language, labels.closed);
  return (
    <span className="store-details block">
      <span className="block">
        <strong>{labels.address}</strong>{' '}
        <span className="store-address">{[store.name, ...addressLines(store.address)].join(', ')}</span>
      </span>
      {hours ? (
        <span className="block">
          <strong>{labels.hours}</strong> {hours} <span className="muted small">({labels.zone})</span>
        </span>
      ) : null}
    </span>
  );
}
