'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMoney, majorToMinor } from '@/lib/money';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { problemMessage } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import { claimsApi } from '@/lib/client/invoices';
import { CLAIM_STATUSES, type ClaimReport, type ClaimStatus } from '@/lib/schemas/invoices';
import { ClaimWarnings } from './claim-warnings';
import { ClientForm } from '@/components/ui/client-form';

type Props = { providers: { id: string; name: string; labelled: boolean }[]; initial: { provider: string; month: string } };

/** The claim file: choose atelier and month, select lines, set their status in bulk, download CSV and ZIP. */
export function ClaimsAdmin({ providers, initial }: Props) {
  const t = useTranslations('Claims');
  const tUi = useTranslations('UI');
  const format = useFormatter();
  const qc = useQueryClient();
  const [scope, setScope] = useState(initial);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<ClaimStatus>('filed');
  const [note, setNote] = useState('');
  const key = ['claims', scope.provider, scope.month];
  const report = useQuery({ queryKey: key, queryFn: ({ signal }) => claimsApi.report(scope.provider, scope.month, signal), enabled: !!scope.provider });
  const change = useMutation({
    mutationFn: () => claimsApi.setStatus({ ...scope, ids: [...selected], status, note }),
    onSuccess: (next) => {
      qc.setQueryData<ClaimReport>(key, next);
      setSelected(new Set());
    },
  });
  const data = report.data;
  const locale = useLocale();
  const money = (amount: number, currency = 'EUR') => formatMoney(majorToMinor(amount), currency, locale);
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSelected(new Set());
    setScope({ provider: String(form.get('provider')), month: String(form.get('month')) });
  };
  const toggle = (id: string) => setSelected((s) => new Set(s.has(id) ? [...s].filter((x) => x !== id) : [...s, id]));
  const all = data ? data.lines.length > 0 && data.lines.every((l) => selected.has(l.id)) : false;
  const providerName = providers.find((p) => p.id === scope.provider)?.name ?? '';

  return (
    <>
      <StepHeading>{t('heading')}</StepHeading>
      <p>{t('intro')}</p>
      <ClientForm className="card admin-filters" onSubmit={show}>
        <div className="filters-grid">
          <SelectField id="claim-provider" label={t('provider')} name="provider" defaultValue={scope.provider} options={providers.map((p) => ({ value: p.id, label: p.name }))} />
          <Field id="claim-month" label={t('month')}>
            <input id="claim-month" name="month" type="month" required defaultValue={scope.month} pattern="\d{4}-\d{2}" />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit">{t('show')}</Button>
        </div>
      </ClientForm>

      {report.isError ? <p role="alert" className="field-error">{problemMessage(report.error, t('error'), tUi('offline'))}</p> : null}
      {report.isPending && scope.provider ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <section aria-labelledby="claims-h" className="claim-results">
          <div className="results-head">
            <h2 id="claims-h" className="h3">
              {t('totals', { count: data.totals.count, amount: money(data.totals.bonus) })}
            </h2>
            <p>
              <a className="btn btn-secondary btn-sm" href={claimsApi.csvUrl(scope.provider, scope.month)} download>
                {t('csv')}
              </a>{' '}
              <a className="btn btn-ghost btn-sm" href={claimsApi.zipUrl(scope.provider, scope.month)} download>
                {t('zip')}
              </a>
            </p>
          </div>
          <ClaimWarnings warnings={data.warnings} money={money} />
          {data.lines.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <ClientForm
                className="card admin-filters"
                onSubmit={(e) => {
                  e.preventDefault();
                  change.mutate();
                }}
              >
                <div className="filters-grid">
                  <SelectField
                    id="claim-status"
                    label={t('bulkStatus')}
                    value={status}
                    onChange={(e) => setStatus(e.target.value as ClaimStatus)}
                    options={CLAIM_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                  />
                  <Field id="claim-note" label={t('note')}>
                    <input id="claim-note" type="text" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
                  </Field>
                </div>
                <div className="form-actions">
                  <Button type="submit" busy={change.isPending} disabled={selected.size === 0}>
                    {t('apply')} ({selected.size})
                  </Button>
                </div>
                {change.isError ? <p role="alert" className="field-error">{problemMessage(change.error, tUi('unexpected'), tUi('offline'))}</p> : null}
                {change.isSuccess ? <p role="status">{t('updated', { count: change.data.updated })}</p> : null}
              </ClientForm>
              <div className="table-wrap">
                <table className="ledger">
                  <caption>{t('caption', { provider: providerName, month: scope.month })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <input type="checkbox" aria-label={t('selectAll')} checked={all} onChange={() => setSelected(all ? new Set() : new Set(data.lines.map((l) => l.id)))} />
                      </th>
                      {(['invoice', 'date', 'category', 'before', 'bonus', 'after', 'postalCode', 'country', 'status', 'note'] as const).map((c) => (
                        <th key={c} scope="col" className={['before', 'bonus', 'after'].includes(c) ? 'num' : undefined}>
                          {t(`columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((l) => (
                      <tr key={l.id}>
                        <td>
                          <input type="checkbox" aria-label={t('selectLine', { invoice: l.invoiceNumber })} checked={selected.has(l.id)} onChange={() => toggle(l.id)} />
                        </td>
                        <th scope="row" className="nowrap">{l.invoiceNumber}</th>
                        <td className="nowrap">{format.dateTime(new Date(l.invoiceDate), { dateStyle: 'medium', timeZone: 'Europe/Paris' })}</td>
                        <td>
                          {l.repairCategoryName} <span className="muted">({l.repairCategory})</span>
                        </td>
                        <td className="num">{money(l.priceBefore, l.currency)}</td>
                        <td className="num">{money(-l.bonus, l.currency)}</td>
                        <td className="num">{money(l.priceAfter, l.currency)}</td>
                        <td>{l.postalCode}</td>
                        <td>{l.country}</td>
                        <td className="nowrap">{t(`statuses.${l.status}`)}</td>
                        <td className="break">{l.note}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
