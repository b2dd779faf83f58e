'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { CustomerFields } from '@/components/booking/customer-fields';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { fromE164 } from '@/lib/client/area';
import { browserApi } from '@/lib/client/api';
import { cartCustomerBody, type CustomerFormValues } from '@/lib/client/customer-form';
import type { Order } from '@/lib/schemas/orders';
import { useCounterCustomerLabels, useCounterCustomerResolver } from '../../counter/counter-customer';
import { pageHandles, useOrderPage } from './order-page';
import { useOrderChanged } from './use-order-changed';
import { ClientForm } from '@/components/ui/client-form';

/**
 * Staff correct the customer's contact details (docs/counter.md#contact-edits): the counter's
 * customer fields, checked by the cart customer's schema, the address only when the order has
 * one. Sent with the page's version (If-Match); a colleague's change in between is the page's 412.
 */
export function ContactEdit({ order, onDone }: { order: Order; onDone: () => void }) {
  const c = useTranslations('Counter');
  const tUi = useTranslations('UI');
  const labels = useCounterCustomerLabels();
  const page = useOrderPage();
  const changed = useOrderChanged();
  const resolver = useCounterCustomerResolver();
  const phone = fromE164(order.customer.phone);
  const a = order.address;
  const form = useForm<CustomerFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: order.customer.title,
      givenName: order.customer.givenName,
      familyName: order.customer.familyName,
      email: order.customer.email,
      phonePrefix: phone.prefix,
      phoneNational: phone.national,
      address: { address: a?.address ?? '', secondAddress: a?.secondAddress ?? '', zipCode: a?.zipCode ?? '', city: a?.city ?? '', state: a?.state ?? '', country: a?.country ?? order.store.country ?? 'FR', deliveryNotes: a?.deliveryNotes ?? '' },
      noAddress: !a,
      // A phone-only walk-in's other details can be corrected without inventing an e-mail (docs/counter.md#phone-only).
      emailOptional: !order.customer.email,
    },
  });
  const country = useWatch({ control: form.control, name: 'address.country' });
  const save = useMutation({
    mutationFn: (values: CustomerFormValues) => browserApi.orders.editContact(order.id, cartCustomerBody(values), order.version),
    onSuccess: async (next) => {
      await changed(next);
      onDone();
    },
    onError: (e) => (pageHandles(e) ? page.handleError(e) : undefined),
  });
  return (
    <ClientForm noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="contact-edit">
      <CustomerFields idPrefix="e" labels={{ ...labels, emailOptional: !order.customer.email }} autoFill={false} register={form.register} errors={form.formState.errors} country={country} hideAddress={!a} />
      {save.isError && !pageHandles(save.error) ? (
        <p className="field-error" role="alert">
          {problemMessage(save.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {c('contact.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {c('contact.cancel')}
        </Button>
      </div>
    </ClientForm>
  );
}
