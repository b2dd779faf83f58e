'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { AttributeFields, type AttributeFormValues } from '@/components/attributes/attribute-fields';
import { Button } from '@/components/ui/button';
import { ErrorState, problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { attributeValuesSchema, pruneAttributeValues } from '@/lib/attributes/validate';
import { addCartItems, createCart, getLogisticOptions, placeOrder, setCartCustomer, setLogisticOption } from '@/lib/client/api';
import { COUNTRIES, isValidPostcode, PHONE_PREFIXES, toE164 } from '@/lib/client/area';
import { groupFromWire } from '@/lib/client/attribute-groups';
import { attributeFormSchema } from '@/lib/client/attributes';
import { apiFetch, newIdempotencyKey } from '@/lib/client/fetcher';
import { uploadPhoto } from '@/lib/client/upload';
import { useRouter } from '@/lib/i18n/navigation';
import { CartCustomerBodySchema, type Cart, type LogisticOptionChoice } from '@/lib/schemas/cart';
import { ServicesResponseSchema, type AttributeGroupWire } from '@/lib/schemas/catalogue';
import type { Currency, Locale } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';

export type CounterStore = { id: string; name: string; currency: Currency; country: string; providerIds: string[] };
type SubCategory = { id: string; name: string; attributesGroup: AttributeGroupWire; providerIds: string[] };
type Category = { id: string; name: string; subCategories: SubCategory[] };
type Provider = { id: string; displayName: string; imageUrl: string };

type CustomerValues = {
  givenName: string;
  familyName: string;
  email: string;
  phonePrefix: string;
  phoneNational: string;
  address: { address: string; secondAddress: string; zipCode: string; city: string; state: string; country: string; deliveryNotes: string };
};

type Booked = { cart: Cart; options: LogisticOptionChoice[] };

const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.counter [aria-invalid="true"], .counter .has-error input, .counter .has-error select')?.focus());

/**
 * Counter booking: staff compose one item (garment, atelier, repairs, details), the customer's
 * details, then the logistics — through the same cart and order API as the website, with the
 * staff session (the cart is the store's, `source: store`; warranty allowed).
 */
export function CounterBooking({
  stores,
  categories,
  providers,
  locale,
  fixedStore,
}: {
  stores: CounterStore[];
  categories: Category[];
  providers: Record<string, Provider>;
  locale: Locale;
  fixedStore: boolean;
}) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const tErr = useTranslations('AttributeErrors');
  const router = useRouter();
  const qc = useQueryClient();

  const [storeId, setStoreId] = useState(stores[0]?.id ?? '');
  const [bookingType, setBookingType] = useState<'paid' | 'warranty'>('paid');
  const [categoryId, setCategoryId] = useState('');
  const [subCategoryId, setSubCategoryId] = useState('');
  const [providerId, setProviderId] = useState('');
  const [selected, setSelected] = useState<Record<string, number>>({});
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [attrImages, setAttrImages] = useState<Record<string, Image>>({});
  const [phase, setPhase] = useState<'compose' | 'logistics'>('compose');
  const [booked, setBooked] = useState<Booked | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const cartRef = useRef<{ id: string; key: string; itemId?: string } | null>(null);

  const store = stores.find((s) => s.id === storeId) ?? stores[0];
  const category = categories.find((c) => c.id === categoryId);
  const subCategories = (category?.subCategories ?? []).filter((s) => s.providerIds.some((p) => store?.providerIds.includes(p)));
  const offeredCategories = categories.filter((c) => c.subCategories.some((s) => s.providerIds.some((p) => store?.providerIds.includes(p))));
  const sub = subCategories.find((s) => s.id === subCategoryId);

  const services = useQuery({
    queryKey: ['services', 'counter', subCategoryId, store?.id, bookingType],
    enabled: !!sub && !!store,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ subClothesCategoryIds: subCategoryId, providerIds: store!.providerIds.join(','), bookingType, currency: store!.currency });
      return apiFetch(`/v1/services?${q}`, ServicesResponseSchema, { signal });
    },
    staleTime: 5 * 60_000,
  });
  const offered = (services.data ?? []).filter((s) => s.subServices.length > 0);
  const atelierIds = [...new Set(offered.map((s) => s.providerId))];
  const atelier = atelierIds.includes(providerId) ? providerId : atelierIds.length === 1 ? atelierIds[0]! : '';
  const subServices = offered.filter((s) => s.providerId === atelier).flatMap((s) => s.subServices);
  const chosen = subServices.filter((s) => selected[s.id]);

  const groups = [sub ? sub.attributesGroup : null, ...chosen.map((s) => s.attributeGroup)]
    .filter((g): g is AttributeGroupWire => !!g)
    .filter((g, i, all) => all.findIndex((x) => x.id === g.id) === i)
    .map(groupFromWire);
  // Untouched fields are undefined in react-hook-form: the shared form schema drops them first.
  const attrSchema = attributeFormSchema(attributeValuesSchema(groups, { translate: (key, params) => tErr(key, params) }));
  const attrForm = useForm<AttributeFormValues>({ resolver: zodResolver(attrSchema), defaultValues: { values: {} }, mode: 'onTouched' });
  const values = useWatch({ control: attrForm.control, name: 'values' }) ?? {};

  const customerResolver: Resolver<CustomerValues> = async (v) => {
    const errors: Record<string, unknown> = {};
    const put = (path: string, message: string) => {
      const parts = path.split('.');
      let node = errors as Record<string, Record<string, unknown>>;
      for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, Record<string, unknown>>;
      node[parts.at(-1)!] ??= { type: 'validate', message };
    };
    const body = { ...v, title: '', phone: v.phoneNational.trim() ? toE164(v.phonePrefix, v.phoneNational) : '' };
    const parsed = CartCustomerBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const field = path === 'phone' ? 'phoneNational' : path;
        const raw = field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], v);
        if (typeof raw !== 'string' || raw.trim() === '') put(field, t('counter.errors.required'));
        else if (path === 'email') put(field, t('counter.errors.email'));
        else if (path === 'phone') put(field, t('counter.errors.phone'));
        else put(field, t('counter.errors.invalid'));
      }
    }
    if (v.address.zipCode.trim() && !isValidPostcode(v.address.country, v.address.zipCode)) put('address.zipCode', t('counter.errors.zip'));
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<CustomerValues> } : { values: v, errors: {} };
  };
  const country = store?.country ?? 'FR';
  const customerForm = useForm<CustomerValues>({
    resolver: customerResolver,
    mode: 'onTouched',
    defaultValues: {
      givenName: '',
      familyName: '',
      email: '',
      phonePrefix: PHONE_PREFIXES.find((p) => p.country === country)?.prefix ?? '+33',
      phoneNational: '',
      address: { address: '', secondAddress: '', zipCode: '', city: '', state: '', country: (COUNTRIES as readonly string[]).includes(country) ? country : 'FR', deliveryNotes: '' },
    },
  });
  const ce = customerForm.formState.errors;

  const cartKey = `${store?.id}|${bookingType}`;
  const ensureCart = async (): Promise<string> => {
    if (cartRef.current?.key === cartKey) return cartRef.current.id;
    const cart = await createCart({ ...(fixedStore ? {} : { storeId: store!.id }), bookingType, currency: store!.currency, language: locale });
    cartRef.current = { id: cart.id, key: cartKey };
    return cart.id;
  };

  const resetItem = (change: () => void) => {
    change();
    setSelected({});
    setSelectionError(null);
  };

  const toggle = (id: string) => {
    const next = { ...selected };
    if (next[id]) delete next[id];
    else next[id] = 1;
    setSelected(next);
    setSelectionError(null);
  };

  const uploadFile = async (file: File) => {
    const image = await uploadPhoto(file, await ensureCart(), () => {});
    setAttrImages((m) => ({ ...m, [image.key]: image }));
    return image;
  };

  const toLogistics = async (e: React.FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const pickOk = !!sub && !!atelier;
    setPickError(pickOk ? null : !sub ? t('counter.errors.chooseItem') : t('counter.errors.chooseProvider'));
    const servicesOk = pickOk && chosen.length > 0;
    setSelectionError(pickOk && !servicesOk ? t('counter.errors.chooseService') : null);
    const attrsOk = await attrForm.trigger();
    const customerOk = await customerForm.trigger();
    if (!pickOk || !servicesOk || !attrsOk || !customerOk) {
      if (!pickOk) requestAnimationFrame(() => document.getElementById(!sub ? 'c-category' : 'c-providers')?.focus());
      else if (!servicesOk) requestAnimationFrame(() => document.getElementById('c-services')?.focus());
      else focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const cartId = await ensureCart();
      const withItem = await addCartItems(
        cartId,
        {
          provider: atelier,
          items: [
            {
              ...(cartRef.current?.itemId ? { id: cartRef.current.itemId } : {}),
              categoryId: category!.id,
              subClothesCategory: sub!.id,
              attributeGroup: sub!.attributesGroup.id,
              images: [],
              subServices: chosen.map((s) => ({ subServiceId: s.id, quantity: selected[s.id] ?? 1 })),
              values: pruneAttributeValues(groups, attrForm.getValues('values')),
            },
          ],
        },
        newIdempotencyKey(),
      );
      cartRef.current = { id: cartId, key: cartKey, itemId: withItem.items[0]?.id };
      const c = customerForm.getValues();
      const cart = await setCartCustomer(cartId, CartCustomerBodySchema.parse({ ...c, title: '', phone: toE164(c.phonePrefix, c.phoneNational) }));
      const { logisticOptions } = await getLogisticOptions(cartId);
      const dropOff = logisticOptions.find((o) => o.kind === 'store_drop_off') ?? logisticOptions[0];
      const ready = dropOff ? await setLogisticOption(cartId, dropOff.id) : cart;
      setBooked({ cart: ready, options: logisticOptions });
      setPhase('logistics');
    } catch (err) {
      setServerError(problemMessage(err, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };

  if (phase === 'logistics' && booked) {
    return (
      <Confirm
        booked={booked}
        bookingType={bookingType}
        locale={locale}
        onBack={() => setPhase('compose')}
        onChange={(cart) => setBooked({ ...booked, cart })}
        onBooked={async (orderId) => {
          cartRef.current = null;
          await qc.invalidateQueries({ queryKey: ['admin'] });
          router.push(`/admin/orders/${orderId}`);
        }}
      />
    );
  }

  return (
    <div className="counter">
      <StepHeading>{t('counter.heading')}</StepHeading>
      <p className="lead">{t('counter.intro')}</p>
      <form onSubmit={toLogistics} noValidate>
        <fieldset className="card">
          <legend className="h3">{t('counter.booking')}</legend>
          {fixedStore ? (
            <p>
              <span className="muted">{t('counter.store')}:</span> <strong>{store?.name}</strong>
            </p>
          ) : (
            <Field id="c-store" label={t('counter.store')}>
              <select
                id="c-store"
                value={storeId}
                onChange={(e) => {
                  resetItem(() => setStoreId(e.target.value));
                  setCategoryId('');
                  setSubCategoryId('');
                  // The customer most likely lives where the store is: follow it until they type an address.
                  const next = stores.find((s) => s.id === e.target.value);
                  if (next && !customerForm.getValues('address.address')) {
                    if ((COUNTRIES as readonly string[]).includes(next.country)) customerForm.setValue('address.country', next.country);
                    if (!customerForm.getValues('phoneNational')) customerForm.setValue('phonePrefix', PHONE_PREFIXES.find((p) => p.country === next.country)?.prefix ?? '+33');
                  }
                }}
              >
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="c-type" label={t('counter.bookingType')} group>
            <div className="choice-col">
              {(['paid', 'warranty'] as const).map((b) => (
                <label key={b} className="choice">
                  <input type="radio" name="bookingType" value={b} checked={bookingType === b} onChange={() => setBookingType(b)} />
                  <span>
                    <strong>{t(`bookingTypes.${b}`)}</strong> <span className="muted small">{t(`counter.bookingTypeHints.${b}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </Field>
        </fieldset>

        <fieldset className="card">
          <legend className="h3">{t('counter.item')}</legend>
          <div className="grid-2">
            <Field id="c-category" label={t('counter.category')} error={!sub && pickError ? pickError : null} required>
              <select
                {...fieldAria('c-category', { error: !sub ? pickError : null })}
                value={categoryId}
                onChange={(e) => resetItem(() => {
                  setCategoryId(e.target.value);
                  setSubCategoryId('');
                })}
              >
                <option value="">{tUi('choose')}</option>
                {offeredCategories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="c-sub" label={t('counter.subCategory')} required>
              <select id="c-sub" value={subCategoryId} disabled={!category} onChange={(e) => resetItem(() => setSubCategoryId(e.target.value))}>
                <option value="">{tUi('choose')}</option>
                {subCategories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>

          {sub ? (
            services.isPending ? (
              <LoadingRegion label={t('counter.loadingServices')}>
                <SkeletonCard lines={3} height="8rem" />
              </LoadingRegion>
            ) : services.isError ? (
              <ErrorState error={services.error} onRetry={() => services.refetch()} />
            ) : offered.length === 0 ? (
              <p className="notice">{t('counter.noServices')}</p>
            ) : (
              <>
                {atelierIds.length > 1 ? (
                  <Field id="c-providers" label={t('counter.provider')} group error={sub && !atelier ? pickError : null}>
                    <div className="provider-list" id="c-providers" tabIndex={-1}>
                      {atelierIds.map((id) => (
                        <label key={id} className={`provider-option${atelier === id ? ' selected' : ''}`}>
                          <input type="radio" name="provider" value={id} checked={atelier === id} onChange={() => resetItem(() => setProviderId(id))} />
                          {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
                          <img src={providers[id]?.imageUrl} alt="" width={32} height={32} />
                          <span>{providers[id]?.displayName}</span>
                        </label>
                      ))}
                    </div>
                  </Field>
                ) : (
                  <p>
                    <span className="muted">{t('counter.provider')}:</span> <strong>{providers[atelier]?.displayName}</strong>
                  </p>
                )}
                {atelier ? (
                  <Field id="c-services" label={t('counter.services')} group error={selectionError}>
                    <ul className="service-list" id="c-services" tabIndex={-1}>
                      {subServices.map((s) => {
                        const qty = selected[s.id] ?? 0;
                        const inputId = `svc-${s.id}`;
                        const price = Number(s.price[store!.currency] ?? 0);
                        const original = Number(s.originalPrice[store!.currency] ?? price);
                        return (
                          <li key={s.id} className={`service${qty ? ' selected' : ''}`}>
                            <div className="service-main">
                              <input type="checkbox" id={inputId} checked={!!qty} onChange={() => toggle(s.id)} aria-describedby={`${inputId}-price`} />
                              <label htmlFor={inputId}>
                                <strong>{s.name[locale]}</strong>
                                <span className="muted small">{s.description[locale]}</span>
                              </label>
                              <div className="service-price" id={`${inputId}-price`}>
                                {original > price ? <Money amount={original} currency={store!.currency} className="was" /> : null}
                                <Money amount={price} currency={store!.currency} className="now" />
                              </div>
                            </div>
                            {qty && s.canBeMultiple ? (
                              <div className="qty">
                                <label htmlFor={`${inputId}-qty`}>{t('quote.quantity')}</label>
                                <input
                                  id={`${inputId}-qty`}
                                  type="number"
                                  min={1}
                                  max={20}
                                  value={qty}
                                  onChange={(e) => setSelected({ ...selected, [s.id]: Math.max(1, Math.min(20, Number(e.target.value) || 1)) })}
                                  className="input-qty"
                                />
                              </div>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  </Field>
                ) : null}
              </>
            )
          ) : null}
        </fieldset>

        {sub ? (
          <div className="card">
            <h2 className="h3">{t('counter.details')}</h2>
            <AttributeFields
              groups={groups}
              values={values}
              control={attrForm.control}
              errors={attrForm.formState.errors}
              locale={locale}
              uploadFile={uploadFile}
              knownImages={attrImages}
              showGroupHeadings
            />
          </div>
        ) : null}

        <fieldset className="card">
          <legend className="h3">{t('counter.customer')}</legend>
          <div className="grid-2">
            <Field id="c-givenName" label={t('counter.givenName')} error={ce.givenName?.message} required>
              <input {...fieldAria('c-givenName', { error: ce.givenName?.message })} autoComplete="off" {...customerForm.register('givenName')} />
            </Field>
            <Field id="c-familyName" label={t('counter.familyName')} error={ce.familyName?.message} required>
              <input {...fieldAria('c-familyName', { error: ce.familyName?.message })} autoComplete="off" {...customerForm.register('familyName')} />
            </Field>
          </div>
          <div className="grid-2">
            <Field id="c-email" label={t('counter.email')} error={ce.email?.message} required>
              <input type="email" {...fieldAria('c-email', { error: ce.email?.message })} autoComplete="off" {...customerForm.register('email')} />
            </Field>
            <Field id="c-phoneNational" label={t('counter.phone')} error={ce.phoneNational?.message} required>
              <div className="phone-row">
                <select aria-label={t('counter.phoneCountry')} {...customerForm.register('phonePrefix')}>
                  {PHONE_PREFIXES.map((p) => (
                    <option key={p.country} value={p.prefix}>
                      {p.country} {p.prefix}
                    </option>
                  ))}
                </select>
                <input type="tel" {...fieldAria('c-phoneNational', { error: ce.phoneNational?.message })} autoComplete="off" {...customerForm.register('phoneNational')} />
              </div>
            </Field>
          </div>
          <Field id="c-address" label={t('counter.address')} error={ce.address?.address?.message} required>
            <input {...fieldAria('c-address', { error: ce.address?.address?.message })} autoComplete="off" {...customerForm.register('address.address')} />
          </Field>
          <div className="grid-3">
            <Field id="c-zip" label={t('counter.zipCode')} error={ce.address?.zipCode?.message} required>
              <input {...fieldAria('c-zip', { error: ce.address?.zipCode?.message })} autoComplete="off" {...customerForm.register('address.zipCode')} />
            </Field>
            <Field id="c-city" label={t('counter.city')} error={ce.address?.city?.message} required>
              <input {...fieldAria('c-city', { error: ce.address?.city?.message })} autoComplete="off" {...customerForm.register('address.city')} />
            </Field>
            <Field id="c-country" label={t('counter.country')} required>
              <select id="c-country" {...customerForm.register('address.country')}>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`counter.countries.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>

        {serverError ? (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {t('counter.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Confirm({
  booked,
  bookingType,
  locale,
  onBack,
  onChange,
  onBooked,
}: {
  booked: Booked;
  bookingType: 'paid' | 'warranty';
  locale: Locale;
  onBack: () => void;
  onChange: (cart: Cart) => void;
  onBooked: (orderId: string) => Promise<void>;
}) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const format = useFormatter();
  const { cart, options } = booked;
  const [payment, setPayment] = useState<'pay_at_drop_off' | 'pay_on_collection'>('pay_at_drop_off');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const chosen = cart.logisticOption?.logisticOptionId ?? '';
  const cost = cart.pricing?.basket.costToUser;

  const choose = async (id: string) => {
    setError(null);
    try {
      onChange(await setLogisticOption(cart.id, id));
    } catch (err) {
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const order = await placeOrder(
        {
          cartId: cart.id,
          source: 'store',
          requestType: 'repair',
          language: locale,
          ...(bookingType === 'paid' ? { paymentMethod: payment } : {}),
          ...(cost ? { expectedTotal: cost.total } : {}),
        },
        idempotencyKey.current,
      );
      await onBooked(order.id);
    } catch (err) {
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
      setBusy(false);
    }
  };

  return (
    <div className="counter">
      <StepHeading>{t('counter.confirmHeading')}</StepHeading>
      <div className="checkout-layout two">
        <div>
          <fieldset className="card">
            <legend className="h3">{t('counter.logistics')}</legend>
            {options.length === 0 ? (
              <p className="notice">{t('counter.noLogistics')}</p>
            ) : (
              <div className="option-list">
                {options.map((o) => (
                  <label key={o.id} className={`option card inset${chosen === o.id ? ' selected' : ''}`}>
                    <input type="radio" name="logistic" value={o.id} checked={chosen === o.id} onChange={() => choose(o.id)} />
                    <span className="option-body">
                      <span className="option-head">
                        <strong>{o.displayName[locale]}</strong>
                        {o.priceInCurrency > 0 ? <Money amount={o.priceInCurrency} currency={o.currency} /> : <span className="ok">{tUi('free')}</span>}
                      </span>
                      <span className="muted small">{t.has(`detail.kinds.${o.kind}`) ? t(`detail.kinds.${o.kind}`) : o.kind}</span>
                      <span className="small">{t('counter.ready', { date: format.dateTime(new Date(o.estimatedCompletionDate), { dateStyle: 'full' }) })}</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          {bookingType === 'paid' ? (
            <fieldset className="card">
              <legend className="h3">{t('counter.payment')}</legend>
              <div className="choice-col">
                {(['pay_at_drop_off', 'pay_on_collection'] as const).map((p) => (
                  <label key={p} className="choice">
                    <input type="radio" name="payment" value={p} checked={payment === p} onChange={() => setPayment(p)} />
                    <span>{t(`detail.paymentMethods.${p}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <p className="notice">{t('counter.warrantyNotice')}</p>
          )}
        </div>
        <aside className="card summary">
          <p>
            <strong>
              {cart.customer?.givenName} {cart.customer?.familyName}
            </strong>
            <span className="muted small block">{cart.customer?.email}</span>
          </p>
          <ul className="lines">
            {cart.items.flatMap((item) =>
              item.subServices.map((s) => (
                <li key={`${item.id}-${s.subServiceId}`}>
                  <span>
                    {s.name[locale]}
                    {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                  </span>
                  {cart.bookingType === 'warranty' ? (
                    <span>
                      <Money amount={(s.originalPrice[cart.currency] ?? 0) * s.quantity} currency={cart.currency} className="was" />{' '}
                      <Money amount={0} currency={cart.currency} />
                    </span>
                  ) : (
                    <Money amount={(s.price[cart.currency] ?? 0) * s.quantity} currency={cart.currency} />
                  )}
                </li>
              )),
            )}
          </ul>
          {cost ? <PriceBreakdown cost={cost} currency={cart.currency} deliveryPending={!chosen} title={t('counter.summary')} /> : null}
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <Button onClick={confirm} busy={busy} disabled={!chosen}>
              {t('counter.confirm')}
            </Button>
            <Button variant="ghost" onClick={onBack}>
              {t('counter.back')}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
