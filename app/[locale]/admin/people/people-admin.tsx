'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { ClientForm } from '@/components/ui/client-form';
import { StepHeading } from '@/components/ui/step-heading';
import { useRefreshingAction } from '@/components/ui/use-refreshing-action';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';
import { LOCALES } from '@/lib/schemas/constants';
import type { OpenInvitation, StaffMember } from '@/lib/people/accounts';
import { OpenInvitationSchema, StaffMemberSchema } from '@/lib/schemas/people';
import * as z from 'zod';

type Store = { id: string; name: string };
type Atelier = { id: string; name: string };
type Props = { people: StaffMember[]; invitations: OpenInvitation[]; stores: Store[]; ateliers: Atelier[]; roles: readonly string[]; selfId: string; locale: string };

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español' };

/** The invite form, the open invitations, and one row per account with its role, store and actions. */
export function PeopleAdmin({ people, invitations, stores, ateliers, roles, selfId, locale }: Props) {
  const t = useTranslations('People');
  const format = useFormatter();
  const { error, busy, run } = useRefreshingAction();
  const [status, setStatus] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [role, setRole] = useState(roles[0] ?? 'staff');
  const storeName = (id: string | null) => (id ? (stores.find((s) => s.id === id)?.name ?? id) : t('list.allStores'));
  const atelierName = (id: string | null) => (id ? (ateliers.find((a) => a.id === id)?.name ?? id) : '');

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (k: string) => String(data.get(k) ?? '');
    setFieldErrors({});
    setStatus(null);
    await run(async () => {
      try {
        const sent = await apiFetch('/api/sip/admin/invitations', OpenInvitationSchema, {
          method: 'POST',
          body: { email: value('email'), givenName: value('givenName'), familyName: value('familyName'), role: value('role'), storeId: value('storeId') || null, atelierId: value('atelierId') || null, locale: value('locale') },
        });
        setStatus(t('invite.sent', { email: sent.email }));
        form.reset();
      } catch (e) {
        if (e instanceof ApiProblem && e.errors.length) setFieldErrors(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
        throw e;
      }
    });
  };

  const change = (person: StaffMember, body: Record<string, unknown>, done?: string) =>
    run(async () => {
      await apiFetch(`/api/sip/admin/people/${encodeURIComponent(person.id)}`, StaffMemberSchema, { method: 'PATCH', body, headers: { 'if-match': `"${person.version}"` } });
      setStatus(done ?? t('list.saved'));
    });
  const reset = (person: StaffMember) =>
    run(async () => {
      await apiFetch(`/api/sip/admin/people/${encodeURIComponent(person.id)}/password-reset`, z.unknown(), { method: 'POST' });
      setStatus(t('list.resetSent', { email: person.email }));
    });
  const withdraw = (id: string) =>
    run(async () => {
      await apiFetch(`/api/sip/admin/invitations/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
    });
  const err = (path: string) => (fieldErrors[path] ? { 'aria-invalid': true as const, 'aria-describedby': `inv-${path}-error` } : {});
  const errLine = (path: string) => (fieldErrors[path] ? <p id={`inv-${path}-error`} className="field-error">{fieldErrors[path]}</p> : null);

  return (
    <>
      <StepHeading>{t('title')}</StepHeading>
      <p>{t('intro')}</p>
      {error && <p role="alert" className="field-error">{error}</p>}
      {status && <p role="status" className="card">{status}</p>}

      <ClientForm className="card people-invite" onSubmit={invite} aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t('invite.heading')}</h2>
        <div className="people-grid">
          <div>
            <label htmlFor="inv-email">{t('invite.email')}</label>
            <input id="inv-email" name="email" type="email" required maxLength={254} autoComplete="off" className="input" {...err('email')} />
            {errLine('email')}
          </div>
          <div>
            <label htmlFor="inv-givenName">{t('invite.givenName')}</label>
            <input id="inv-givenName" name="givenName" required maxLength={100} className="input" {...err('givenName')} />
            {errLine('givenName')}
          </div>
          <div>
            <label htmlFor="inv-familyName">{t('invite.familyName')}</label>
            <input id="inv-familyName" name="familyName" required maxLength={100} className="input" {...err('familyName')} />
            {errLine('familyName')}
          </div>
          <div>
            <label htmlFor="inv-role">{t('invite.role')}</label>
            <select id="inv-role" name="role" className="input" value={role} onChange={(e) => setRole(e.target.value)}>
              {roles.map((r) => (
                <option key={r} value={r}>{t(`roles.${r}` as 'roles.staff')}</option>
              ))}
            </select>
          </div>
          {role === 'staff' && (
            <PlacePicker id="inv-storeId" name="storeId" label={t('invite.store')} choose={t('invite.chooseStore')} places={stores} select={{ defaultValue: '', required: true, ...err('storeId') }}>
              {errLine('storeId')}
            </PlacePicker>
          )}
          {role === 'atelier' && (
            <PlacePicker id="inv-atelierId" name="atelierId" label={t('invite.atelier')} choose={t('invite.chooseAtelier')} places={ateliers} select={{ defaultValue: '', required: true, ...err('atelierId') }}>
              {errLine('atelierId')}
            </PlacePicker>
          )}
          <div>
            <label htmlFor="inv-locale">{t('invite.language')}</label>
            <select id="inv-locale" name="locale" className="input" defaultValue={locale}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>
              ))}
            </select>
          </div>
        </div>
        <Button type="submit" busy={busy}>{t('invite.submit')}</Button>
      </ClientForm>

      <section className="card" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">{t('invitations.heading')}</h2>
        {invitations.length === 0 ? (
          <p>{t('invitations.none')}</p>
        ) : (
          <ul className="people-invitations">
            {invitations.map((i) => (
              <li key={i.id}>
                <span>
                  {i.givenName} {i.familyName} · {i.email} · {t(`roles.${i.role}` as 'roles.staff')}
                  {i.storeId ? ` · ${storeName(i.storeId)}` : ''}{i.atelierId ? ` · ${atelierName(i.atelierId)}` : ''} · {i.sent ? t('invitations.expires', { date: format.dateTime(new Date(i.expiresAt), { dateStyle: 'medium' }) }) : t('invitations.pending')}
                </span>{' '}
                <Button variant="secondary" onClick={() => void withdraw(i.id)} aria-label={`${t('invitations.withdraw')} ${i.email}`}>{t('invitations.withdraw')}</Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading">{t('list.heading')}</h2>
        <ul className="people-list">
          {people.map((p) => (
            <PersonRow key={p.id} person={p} stores={stores} ateliers={ateliers} roles={roles} self={p.id === selfId} busy={busy} storeName={storeName} onChange={change} onReset={reset} />
          ))}
        </ul>
      </section>
    </>
  );
}

type RowProps = {
  person: StaffMember; stores: Store[]; ateliers: Atelier[]; roles: readonly string[]; self: boolean; busy: boolean; storeName: (id: string | null) => string;
  onChange: (p: StaffMember, body: Record<string, unknown>, done?: string) => Promise<void>; onReset: (p: StaffMember) => Promise<void>;
};

function PersonRow({ person, stores, ateliers, roles, self, busy, storeName, onChange, onReset }: RowProps) {
  const t = useTranslations('People');
  const [role, setRole] = useState(person.role);
  const [storeId, setStoreId] = useState(person.storeId ?? '');
  const [atelierId, setAtelierId] = useState(person.atelierId ?? '');
  const id = `p-${person.id}`;
  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void onChange(person, { role, storeId: role === 'staff' ? storeId || null : null, atelierId: role === 'atelier' ? atelierId || null : null });
  };
  const name = `${person.givenName} ${person.familyName}`;
  return (
    <li className="card people-row" data-testid={`person-${person.email}`}>
      <div className="people-who">
        <strong>{name}</strong> <span>{person.email}</span>{' '}
        <span className={person.active ? 'people-active' : 'people-inactive'}>{person.active ? t('list.active') : t('list.inactive')}</span>
        {role !== 'staff' || !person.storeId ? null : <span className="visually-hidden"> · {storeName(person.storeId)}</span>}
      </div>
      <ClientForm className="people-edit" onSubmit={save} aria-label={`${t('list.save')} ${name}`}>
        <div>
          <label htmlFor={`${id}-role`}>{t('list.role')}</label>
          <select id={`${id}-role`} className="input" value={role} onChange={(e) => setRole(e.target.value)} disabled={!person.active}>
            {roles.map((r) => (
              <option key={r} value={r}>{t(`roles.${r}` as 'roles.staff')}</option>
            ))}
          </select>
        </div>
        {role === 'staff' && (
          <PlacePicker id={`${id}-store`} label={t('list.store')} choose={t('invite.chooseStore')} places={stores}
            select={{ value: storeId, onChange: (e) => setStoreId(e.target.value), disabled: !person.active }} />
        )}
        {role === 'atelier' && (
          <PlacePicker id={`${id}-atelier`} label={t('list.atelier')} choose={t('invite.chooseAtelier')} places={ateliers}
            select={{ value: atelierId, onChange: (e) => setAtelierId(e.target.value), disabled: !person.active }} />
        )}
        <div className="people-actions">
          <Button type="submit" busy={busy} disabled={!person.active}>{t('list.save')}</Button>
          {person.active && <Button variant="secondary" onClick={() => void onReset(person)}>{t('list.reset')}</Button>}
          {!self &&
            (person.active ? (
              <Button variant="secondary" onClick={() => window.confirm(t('list.confirmDeactivate', { email: person.email })) && void onChange(person, { active: false })}>{t('list.deactivate')}</Button>
            ) : (
              <Button variant="secondary" onClick={() => void onChange(person, { active: true })}>{t('list.reactivate')}</Button>
            ))}
        </div>
      </ClientForm>
    </li>
  );
}

/** The place a role binds an account to (a store for staff, an atelier for the atelier role: lib/schemas/back-office-roles.ts). */
function PlacePicker({ id, name, label, choose, places, select, children }: {
  id: string; name?: string; label: string; choose: string; places: { id: string; name: string }[]; select: SelectHTMLAttributes<HTMLSelectElement>; children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="input" {...select}>
        <option value="">{choose}</option>
        {places.map((p) => (
          <option key={p.id} value={p.id}>{p.name}</option>
        ))}
      </select>
      {children}
    </div>
  );
}
