import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { pruneAttributeValues } from '@/lib/attributes/validate';
import { attributeResolver } from '@/lib/client/attribute-resolver';
import type { AttributeFormValues } from '@/lib/client/attributes';
import { cartCustomerBody } from '@/lib/client/customer-form';
import { uploadPhoto } from '@/lib/client/upload';
import type { Locale } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';
import { followStoreCountry, useCounterCustomerForm } from './counter-customer';
import type { BookingType, CounterCategory, CounterStore } from './counter-types';
import { useCounterCart, type CounterBooked } from './use-counter-cart';
import { useCounterItem } from './use-counter-item';
import { checkWarranty, type WarrantyDraft, type WarrantyErrors } from './counter-warranty';

/**
 * Everything the counter's first step holds — store, booking type, the item, its details, the
 * customer — kept by the page while the confirmation shows, so "Change the booking" finds it all.
 */
export function useCounterCompose({ stores, categories, locale, fixedStore }: { stores: CounterStore[]; categories: CounterCategory[]; locale: Locale; fixedStore: boolean }) {
  const t = useTranslations('Admin');
  const tErr = useTranslations('AttributeErrors');
  const [storeId, setStoreId] = useState(stores[0]?.id ?? '');
  const [bookingType, setBookingType] = useState<BookingType>('paid');
  const [attrImages, setAttrImages] = useState<Record<string, Image>>({});
  const c = useTranslations('Counter');
  const [warranty, setWarrantyDraft] = useState<WarrantyDraft>({ reason: '', details: '', reference: '' });
  const [warrantyErrors, setWarrantyErrors] = useState<WarrantyErrors>({});
  const warrantyWords = () => ({ reasonRequired: c('warranty.reasonRequired'), detailsRequired: c('warranty.detailsRequired'), referenceRequired: c('warranty.referenceRequired') });
  // Errors shown follow the fields as they are corrected.
  const setWarranty = (w: WarrantyDraft) => {
    setWarrantyDraft(w);
    if (Object.keys(warrantyErrors).length) setWarrantyErrors(checkWarranty(w, warrantyWords()));
  };
  const store = stores.find((s) => s.id === storeId) ?? stores[0];
  const item = useCounterItem(categories, store, bookingType);
  // Untouched fields are undefined in react-hook-form: the shared form schema drops them first.
  const attrForm = useForm<AttributeFormValues>({ resolver: attributeResolver(item.groups, (key, params) => tErr(key, params)), defaultValues: { values: {} }, mode: 'onTouched' });
  const customerForm = useCounterCustomerForm(store?.country ?? 'FR');
  const cart = useCounterCart({ store, bookingType, fixedStore, locale });

  const chooseStore = (id: string) => {
    item.restart();
    setStoreId(id);
    followStoreCountry(customerForm, stores.find((s) => s.id === id));
  };

  const uploadFile = async (file: File) => {
    const image = await uploadPhoto(file, await cart.ensureCart(), () => {});
    setAttrImages((m) => ({ ...m, [image.key]: image }));
    return image;
  };

  /** The garment in the form as a cart item (after its checks). */
  const itemInput = () => {
    const { category, sub, chosen, selection, groups } = item;
    return {
      categoryId: category!.id,
      subClothesCategory: sub!.id,
      attributeGroup: sub!.attributesGroup.id,
      images: [],
      subServices: chosen.map((s) => ({ subServiceId: s.id, quantity: selection[s.id] ?? 1 })),
      values: pruneAttributeValues(groups, attrForm.getValues('values')),
    };
  };
  const itemWords = () => ({ chooseItem: t('counter.errors.chooseItem'), chooseProvider: t('counter.errors.chooseProvider'), chooseService: t('counter.errors.chooseService') });

  /** Several garments at the counter (docs/counter.md#counter-booking): this one goes in the cart, the form clears for the next. */
  const addAnother = async () => {
    cart.addGarment.reset();
    const focus = item.check(itemWords());
    const attrsOk = await attrForm.trigger();
    if (focus || !attrsOk) {
      if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
      else focusFirstError('.counter');
      return;
    }
    cart.addGarment.mutate(
      { provider: item.atelier, item: itemInput(), label: item.sub!.name },
      {
        onSuccess: () => {
          item.restart();
          attrForm.reset({ values: {} });
          requestAnimationFrame(() => document.getElementById('c-category')?.focus());
        },
      },
    );
  };

  /** Checks all of it, shows every error at once, then books the item and the customer into the cart. */
  const submit = async (onBooked: (booked: CounterBooked) => void) => {
    cart.book.reset();
    const focus = item.check(itemWords());
    const attrsOk = await attrForm.trigger();
    const customerOk = await customerForm.trigger();
    // docs/counter.md#warranty: a warranty booking says why and which purchase.
    const wErrors = bookingType === 'warranty' ? checkWarranty(warranty, warrantyWords()) : {};
    setWarrantyErrors(wErrors);
    const warrantyOk = Object.keys(wErrors).length === 0;
    if (focus || !attrsOk || !customerOk || !warrantyOk) {
      if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
      else focusFirstError('.counter');
      return;
    }
    cart.book.mutate(
      {
        provider: item.atelier,
        item: itemInput(),
        customer: cartCustomerBody(customerForm.getValues()),
      },
      { onSuccess: onBooked },
    );
  };

  return {
    store,
    bookingType,
    setBookingType,
    warranty,
    warrantyErrors,
    setWarranty,
    chooseStore,
    item,
    attrForm,
    customerForm,
    attrImages,
    uploadFile,
    book: cart.book,
    forgetCart: cart.forget,
    submit,
    garments: cart.garments,
    addGarment: cart.addGarment,
    removeGarment: cart.removeGarment,
    addAnother,
  };
}

export type CounterComposeState = ReturnType<typeof useCounterCompose>;
