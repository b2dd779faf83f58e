'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { CatalogueDraft, DraftOffer, DraftSubService } from '@/lib/schemas/catalogue-editor';
import { CURRENCIES } from '@/lib/schemas/constants';
import { Check, Field, major, problemsUnder, toMinorMap, type Problems, type Save } from './fields';

/** A date input's value (UTC day) from an ISO instant, and back: validity starts at 00:00 and ends at 23:59:59 UTC of the days chosen. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const instant = (value: string, end: boolean) => (value ? `${value}T${end ? '23:59:59' : '00:00:00'}Z` : null);

/**
 * Discount offers and the Bonus Réparation barème entries (docs/back-office.md#catalogue-editor):
 * each saved into the shared draft like every other record; which sub-services carry them is
 * chosen on each sub-service (OfferChoice). Offers are never deleted: deactivated.
 */
export function OffersSection({ draft, save, problems, busy, keyOf }: { draft: CatalogueDraft; save: Save; problems: Problems; busy: boolean; keyOf: (r: { id: string }) => string }) {
  const t = useTranslations('CatalogueEditor');
  const [fresh, setFresh] = useState<DraftOffer | null>(null);
  const offers = [...draft.document.discountOffers].sort((a, b) => Number(a.isRepairFund) - Number(b.isRepairFund) || a.name.localeCompare(b.name));
  const start = () =>
    setFresh({ id: `offer-${Date.now().toString(36)}`, name: '', type: 'percentage', isRepairFund: false, repairFundService: '', percentage: 10, fixedAmount: {}, isActive: true, validFrom: null, validTo: null });
  const uses = (id: string) => draft.document.subServices.filter((s) => s.offerIds.includes(id)).length;
  return (
    <section className="catalogue-section" aria-labelledby="offers-heading">
      <h2 id="offers-heading">{t('offers.heading')}</h2>
      <p>{t('offers.intro')}</p>
      <Button variant="secondary" onClick={start}>{t('offers.new')}</Button>
      <div className="place-list">
        {fresh && (
          <OfferForm key={fresh.id} offer={fresh} isNew uses={0} problems={problemsUnder(problems, `discountOffers.${fresh.id}`)} busy={busy}
            save={async (edits, name) => { const ok = await save(edits, name); if (ok) setFresh(null); return ok; }} />
        )}
        {offers.map((o) => (
          <OfferForm key={keyOf(o)} offer={o} uses={uses(o.id)} save={save} problems={problemsUnder(problems, `discountOffers.${o.id}`)} busy={busy} />
        ))}
      </div>
    </section>
  );
}

function OfferForm({ offer, isNew, uses, save, problems, busy }: { offer: DraftOffer; isNew?: boolean; uses: number; save: Save; problems: Problems; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  const [o, setO] = useState(offer);
  const [amounts, setAmounts] = useState<Record<string, string>>(Object.fromEntries(CURRENCIES.map((c) => [c, major(offer.fixedAmount[c])])));
  const id = `offer-${offer.id}`;
  const path = `discountOffers.${offer.id}`;
  const name = offer.name || t('offers.newName');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fixedAmount = o.type === 'fixed' ? toMinorMap(amounts, CURRENCIES) : {};
    const percentage = o.type === 'percentage' ? o.percentage : null;
    void save([{ kind: 'discountOffer', discountOffer: { ...o, fixedAmount, percentage, repairFundService: o.isRepairFund ? o.repairFundService : '' } }], o.name || o.id);
  };
  const summary = offer.type === 'percentage'
    ? `${offer.percentage ?? ''} %`
    : CURRENCIES.filter((c) => offer.fixedAmount[c] !== undefined).map((c) => `${major(offer.fixedAmount[c])} ${c}`).join(' · ');
  return (
    <details className="card place-card" data-testid={id} open={isNew}>
      <summary>
        {name} <small>{summary} · {t('offers.uses', { count: uses })}</small>
        {offer.isRepairFund && <span className="place-tag">{t('offers.bonusTag')}</span>}
        {!offer.isActive && <span className="place-tag">{t('inactive')}</span>}
      </summary>
      <form onSubmit={submit} aria-label={name}>
        <div className="people-grid">
          {isNew && (
            <Field id={`${id}-id`} label={t('subServices.id')} error={problems[`${path}.id`]}>
              {(aria) => <input {...aria} value={o.id} onChange={(e) => setO({ ...o, id: e.target.value })} />}
            </Field>
          )}
          <Field id={`${id}-name`} label={t('offers.name')} error={problems[`${path}.name`]}>
            {(aria) => <input {...aria} maxLength={200} value={o.name} onChange={(e) => setO({ ...o, name: e.target.value })} />}
          </Field>
          <Field id={`${id}-type`} label={t('offers.type')} error={problems[`${path}.type`]}>
            {(aria) => (
              <select {...aria} value={o.type} onChange={(e) => setO({ ...o, type: e.target.value as DraftOffer['type'] })}>
                <option value="percentage">{t('offers.types.percentage')}</option>
                <option value="fixed">{t('offers.types.fixed')}</option>
              </select>
            )}
          </Field>
          {o.type === 'percentage' ? (
            <Field id={`${id}-percentage`} label={t('offers.percentage')} error={problems[`${path}.percentage`]}>
              {(aria) => (
                <input {...aria} type="number" min={1} max={100} step={1} value={o.percentage ?? ''}
                  onChange={(e) => setO({ ...o, percentage: e.target.value === '' ? null : Number(e.target.value) })} />
              )}
            </Field>
          ) : (
            CURRENCIES.map((c) => (
              <Field key={c} id={`${id}-amount-${c}`} label={t('offers.amount', { currency: c })} error={problems[`${path}.fixedAmount.${c}`] ?? (c === 'EUR' ? problems[`${path}.fixedAmount`] : undefined)}>
                {(aria) => <input {...aria} type="number" step="0.01" min={0} inputMode="decimal" value={amounts[c]} onChange={(e) => setAmounts({ ...amounts, [c]: e.target.value })} />}
              </Field>
            ))
          )}
          <Check id={`${id}-bonus`} label={t('offers.isRepairFund')} checked={o.isRepairFund} onChange={(isRepairFund) => setO({ ...o, isRepairFund })} />
          {o.isRepairFund && (
            <Field id={`${id}-fund-key`} label={t('offers.repairFundService')} error={problems[`${path}.repairFundService`]}>
              {(aria) => <input {...aria} maxLength={80} value={o.repairFundService} onChange={(e) => setO({ ...o, repairFundService: e.target.value })} />}
            </Field>
          )}
          <Field id={`${id}-from`} label={t('offers.validFrom')} error={problems[`${path}.validFrom`]}>
            {(aria) => <input {...aria} type="date" value={day(o.validFrom)} onChange={(e) => setO({ ...o, validFrom: instant(e.target.value, false) })} />}
          </Field>
          <Field id={`${id}-to`} label={t('offers.validTo')} error={problems[`${path}.validTo`]}>
            {(aria) => <input {...aria} type="date" value={day(o.validTo)} onChange={(e) => setO({ ...o, validTo: instant(e.target.value, true) })} />}
          </Field>
          <Check id={`${id}-active`} label={t('active')} checked={o.isActive} onChange={(isActive) => setO({ ...o, isActive })} />
        </div>
        {problems[path] && <p className="field-error">{problems[path]}</p>}
        <Button type="submit" busy={busy}>{t('save')}</Button>
      </form>
    </details>
  );
}

/**
 * A sub-service's offers: at most one Bonus Réparation entry (a list) and any ordinary offers
 * (checkboxes). An alteration takes no Bonus: the server says so on `offerIds`.
 */
export function OfferChoice({ id, path, sub, offers, problems, onChange }: {
  id: string; path: string; sub: DraftSubService; offers: DraftOffer[]; problems: Problems; onChange: (offerIds: string[]) => void;
}) {
  const t = useTranslations('CatalogueEditor');
  const bonuses = offers.filter((o) => o.isRepairFund);
  const ordinary = offers.filter((o) => !o.isRepairFund);
  const bonusIds = new Set(bonuses.map((o) => o.id));
  const chosenBonus = sub.offerIds.find((x) => bonusIds.has(x)) ?? '';
  const error = problems[`${path}.offerIds`] ?? Object.entries(problems).find(([k]) => k.startsWith(`${path}.offerIds.`))?.[1];
  return (
    <fieldset className="catalogue-options" aria-describedby={error ? `${id}-offers-error` : undefined}>
      <legend>{t('offers.onSubService')}</legend>
      {error && <p id={`${id}-offers-error`} className="field-error">{error}</p>}
      <div className="people-grid">
        <Field id={`${id}-bonus`} label={t('offers.bonus')}>
          {(aria) => (
            <select {...aria} value={chosenBonus}
              onChange={(e) => onChange([...sub.offerIds.filter((x) => !bonusIds.has(x)), ...(e.target.value ? [e.target.value] : [])])}>
              <option value="">{t('offers.noBonus')}</option>
              {bonuses.map((o) => <option key={o.id} value={o.id}>{o.name} ({CURRENCIES.filter((c) => o.fixedAmount[c] !== undefined).map((c) => `${major(o.fixedAmount[c])} ${c}`).join(' · ')})</option>)}
            </select>
          )}
        </Field>
        {ordinary.map((o) => (
          <Check key={o.id} id={`${id}-offer-${o.id}`} label={o.name} checked={sub.offerIds.includes(o.id)}
            onChange={(on) => onChange(on ? [...sub.offerIds, o.id] : sub.offerIds.filter((x) => x !== o.id))} />
        ))}
      </div>
    </fieldset>
  );
}
