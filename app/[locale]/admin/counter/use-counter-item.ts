import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceSelection } from '@/components/booking/service-picker';
import { browserApi } from '@/lib/client/api';
import { groupFromWire } from '@/lib/client/attribute-groups';
import type { AttributeGroupWire } from '@/lib/schemas/catalogue';
import type { BookingType, CounterCategory, CounterStore } from './counter-types';

const offeredBy = (store: CounterStore | undefined) => (s: { providerIds: string[] }) => s.providerIds.some((p) => store?.providerIds.includes(p));

/**
 * The item being booked at the counter: garment, atelier and repairs, with the repairs the
 * store's ateliers offer for it. Changing the garment or the atelier clears the repairs.
 */
export function useCounterItem(categories: CounterCategory[], store: CounterStore | undefined, bookingType: BookingType) {
  const [categoryId, setCategoryId] = useState('');
  const [subCategoryId, setSubCategoryId] = useState('');
  const [providerId, setProviderId] = useState('');
  const [selection, setSelection] = useState<ServiceSelection>({});
  const [pickError, setPickError] = useState<string | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const category = categories.find((c) => c.id === categoryId);
  const subCategories = (category?.subCategories ?? []).filter(offeredBy(store));
  const offeredCategories = categories.filter((c) => c.subCategories.some(offeredBy(store)));
  const sub = subCategories.find((s) => s.id === subCategoryId);

  const services = useQuery({
    queryKey: ['services', 'counter', subCategoryId, store?.id, bookingType],
    enabled: !!sub && !!store,
    queryFn: ({ signal }) => browserApi.catalogue.services({ subCategoryId, providerIds: store!.providerIds, bookingType, currency: store!.currency }, signal),
    staleTime: 5 * 60_000,
  });
  const offered = (services.data ?? []).filter((s) => s.subServices.length > 0);
  const atelierIds = [...new Set(offered.map((s) => s.providerId))];
  const atelier = atelierIds.includes(providerId) ? providerId : atelierIds.length === 1 ? atelierIds[0]! : '';
  const subServices = offered.filter((s) => s.providerId === atelier).flatMap((s) => s.subServices);
  const chosen = subServices.filter((s) => selection[s.id]);
  const groups = [sub ? sub.attributesGroup : null, ...chosen.map((s) => s.attributeGroup)]
    .filter((g): g is AttributeGroupWire => !!g)
    .filter((g, i, all) => all.findIndex((x) => x.id === g.id) === i)
    .map(groupFromWire);

  const clearSelection = () => {
    setSelection({});
    setSelectionError(null);
  };

  return {
    categoryId,
    subCategoryId,
    category,
    subCategories,
    offeredCategories,
    sub,
    services,
    offered,
    atelierIds,
    atelier,
    subServices,
    chosen,
    groups,
    selection,
    pickError,
    selectionError,
    chooseCategory: (id: string) => {
      clearSelection();
      setCategoryId(id);
      setSubCategoryId('');
    },
    chooseSubCategory: (id: string) => {
      clearSelection();
      setSubCategoryId(id);
    },
    chooseProvider: (id: string) => {
      clearSelection();
      setProviderId(id);
    },
    select: (next: ServiceSelection) => {
      setSelection(next);
      setSelectionError(null);
    },
    /** Another store: its ateliers may not repair the garment chosen. */
    restart: () => {
      clearSelection();
      setCategoryId('');
      setSubCategoryId('');
    },
    /** Shows what is missing; the id of the control to focus, or null when garment, atelier and repairs are chosen. */
    check: (words: { chooseItem: string; chooseProvider: string; chooseService: string }): string | null => {
      const pickOk = !!sub && !!atelier;
      setPickError(pickOk ? null : !sub ? words.chooseItem : words.chooseProvider);
      const servicesOk = pickOk && chosen.length > 0;
      setSelectionError(pickOk && !servicesOk ? words.chooseService : null);
      return !pickOk ? (!sub ? 'c-category' : 'c-providers') : !servicesOk ? 'c-services' : null;
    },
  };
}

export type CounterItem = ReturnType<typeof useCounterItem>;
