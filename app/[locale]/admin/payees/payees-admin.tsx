'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/components/ui/error-state';
import { apiFetch } from '@/lib/client/fetcher';
import type { Payees } from '@/lib/schemas/atelier';
import { PAYEE_ROLES } from '@/lib/schemas/constants';

/** Sends one form to the API and refreshes the page's server data; the refusal said in the page's language. */
function useSubmit(send: (form: FormData) => Promise<unknown>, options: { reset?: boolean } = {}) {
  const tUi = useTranslations('UI');
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setState({ busy: true, error: null, done: false });
    try {
      await send(new FormData(form));
      if (options.reset) form.reset(); // a new payee: the form is ready for the next one
      setState({ busy: false, error: null, done: true });
      router.refresh();
    } catch (err) {
      setState({ busy: false, error: problemMessage(err, tUi('unexpected'), tUi('offline')), done: false });
    }
  };
  return { ...state, onSubmit };
}

/**
 * The operators and partners paid from the commission split, and each store's (docs/atelier.md#payee-statements):
 * create a payee, name a store's payees from now on, open a payee's statements.
 */
export function PayeesAdmin({ payees, stores }: Payees) {
  const t = useTranslations('Payees');
  const create = useSubmit((form) =>
    apiFetch('/api/sip/admin/payees', (s) => s.Any, { method: 'POST', body: { role: String(form.get('role')), name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '').trim() } }),
    { reset: true },
  );
  const storesNaming = (payeeId: string) => stores.filter((s) => s.operator === payeeId || s.partner === payeeId).map((s) => s.name);
  return (
    <>
      <div className="table-wrap">
        <table className="payees-table">
          <caption>{t('listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('role')}</th>
              <th scope="col">{t('email')}</th>
              <th scope="col">{t('stores')}</th>
              <th scope="col">{t('statements')}</th>
            </tr>
          </thead>
          <tbody>
            {payees.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('empty')}</td>
              </tr>
            ) : (
              payees.map((p) => (
                <tr key={p.id} data-payee={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>{t(`roles.${p.role}`)}</td>
                  <td>{p.email || '—'}</td>
                  <td>{storesNaming(p.id).join(', ') || t('none')}</td>
                  <td>
                    <Link href={`/admin/payees/${encodeURIComponent(p.id)}/statements`}>
                      {t('statements')}
                      <span className="visually-hidden"> ({p.name})</span>
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h2>{t('createTitle')}</h2>
      <form className="payee-create" onSubmit={create.onSubmit}>
        <label htmlFor="payee-role">{t('role')}</label>
        <select id="payee-role" name="role" className="input" defaultValue="operator">
          {PAYEE_ROLES.map((r) => (
            <option key={r} value={r}>{t(`roles.${r}`)}</option>
          ))}
        </select>
        <label htmlFor="payee-name">{t('name')}</label>
        <input id="payee-name" name="name" className="input" required maxLength={140} autoComplete="off" />
        <label htmlFor="payee-email">{t('email')}</label>
        <input id="payee-email" name="email" type="email" className="input" maxLength={254} autoComplete="off" />
        <button type="submit" className="btn btn-primary" disabled={create.busy}>{create.busy ? t('creating') : t('create')}</button>
        {create.error ? <p className="form-error" role="alert">{create.error}</p> : null}
      </form>

      <h2>{t('storesTitle')}</h2>
      <p>{t('storesIntro')}</p>
      {stores.map((s) => (
        <StorePayeesForm key={s.id} store={s} payees={payees} />
      ))}
    </>
  );
}

function StorePayeesForm({ store, payees }: { store: Payees['stores'][number]; payees: Payees['payees'] }) {
  const t = useTranslations('Payees');
  const save = useSubmit((form) => {
    const of = (role: string) => String(form.get(role) ?? '') || null;
    return apiFetch(`/api/sip/admin/stores/${encodeURIComponent(store.id)}/payees`, (s) => s.Any, { method: 'PUT', body: { operator: of('operator'), partner: of('partner') } });
  });
  return (
    <form className="store-payees" data-store={store.id} onSubmit={save.onSubmit}>
      <fieldset>
        <legend>{store.name}</legend>
        {PAYEE_ROLES.map((role) => (
          <div key={role}>
            <label htmlFor={`${store.id}-${role}`}>{t(`roles.${role}`)}</label>
            <select id={`${store.id}-${role}`} name={role} className="input" defaultValue={store[role] ?? ''}>
              <option value="">{t('none')}</option>
              {payees.filter((p) => p.role === role).map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="btn btn-secondary" disabled={save.busy}>
          {save.busy ? t('saving') : t('save')}
          <span className="visually-hidden"> ({store.name})</span>
        </button>
        {save.done ? <p role="status">{t('saved')}</p> : null}
        {save.error ? <p className="form-error" role="alert">{save.error}</p> : null}
      </fieldset>
    </form>
  );
}
