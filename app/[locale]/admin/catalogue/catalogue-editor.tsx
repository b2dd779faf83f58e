'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StepHeading } from '@/components/ui/step-heading';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';
import { problemMessage } from '@/components/ui/error-state';
import { inLanguage } from '@/lib/i18n/translated';
import {
  CatalogueDraftSchema, PublishResultSchema, type CatalogueDraft, type DraftAttributeGroup, type DraftCategory, type DraftSubService, type DraftText,
} from '@/lib/schemas/catalogue-editor';
import type { Locale } from '@/lib/schemas/common';
import { CURRENCIES } from '@/lib/schemas/constants';
import { AttributeFormEditor, AttributePreview } from './attribute-form-editor';
import { Check, Field, TextIn4, major, problemsUnder, toMinorMap, type Problems, type Save } from './fields';
import { ImagePicker } from './image-picker';
import { OfferChoice, OffersSection } from './offers-editor';

type Version = { id: number; publishedBy: string | null; publishedAt: string; summary: string; changeCount: number };
const DRAFT = '/api/sip/admin/catalogue/draft';
const empty: DraftText = { fr: '', en: '', de: '', es: '' };
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
/** A form is keyed by its record's content: it starts over only when that record changed in the draft, other forms keep what is typed. */
const keyOf = (record: { id: string }) => {
  let h = 0;
  for (const ch of JSON.stringify(record)) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return `${record.id}-${h >>> 0}`;
};

/**
 * The catalogue editor (docs/back-office.md#catalogue-editor). Every form saves its record into the
 * shared draft under If-Match on the version this page last saw: when another admin saved in
 * between, the server answers 412 and the form keeps what was typed.
 */
export function CatalogueEditor({ initial, versions, locale }: { initial: CatalogueDraft; versions: Version[]; locale: Locale }) {
  const t = useTranslations('CatalogueEditor');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refreshed page (after publishing or restoring) brings a new draft: take it (react.dev: adjusting state when a prop changes).
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setDraft(initial);
  }

  const fail = (e: unknown) => {
    if (e instanceof ApiProblem && e.code === 'stale_record') setError(t('stale'));
    else if (e instanceof ApiProblem && e.errors.length) setProblems(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
    else setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
  };
  const attempt = async <T,>(work: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setStatus(null);
    setError(null);
    setProblems({});
    try {
      return await work();
    } catch (e) {
      fail(e);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const save: Save = async (edits, name) => {
    const next = await attempt(() => apiFetch(DRAFT, CatalogueDraftSchema, { method: 'PATCH', body: { edits }, headers: { 'if-match': `"${draft.version}"` } }));
    if (!next) return false;
    setDraft(next);
    setStatus(t('saved', { name }));
    return true;
  };

  return (
    <>
      <StepHeading>{t('title')}</StepHeading>
      <p>{t('intro')}</p>
      <div aria-live="polite">
        {status && <p role="status" id="catalogue-status">{status}</p>}
        {error && <p role="alert" className="field-error">{error}</p>}
        {Object.keys(problems).length > 0 && (
          <div role="alert" className="card catalogue-problems">
            <p>{t('publish.blocked')}</p>
            <ul>{Object.entries(problems).map(([path, message]) => <li key={path}><code>{path}</code> {message}</li>)}</ul>
          </div>
        )}
      </div>
      <PublishPanel draft={draft} busy={busy} locale={locale}
        discard={async () => {
          const next = await attempt(() => apiFetch(DRAFT, CatalogueDraftSchema, { method: 'DELETE', headers: { 'if-match': `"${draft.version}"` } }));
          if (next) {
            setDraft(next);
            setStatus(t('discard.done'));
            router.refresh();
          }
        }}
        publish={async (note) => {
          const made = await attempt(() => apiFetch(`${DRAFT}/publish`, PublishResultSchema, { method: 'POST', body: note ? { note } : {}, headers: { 'if-match': `"${draft.version}"` } }));
          if (made) {
            setStatus(t('publish.done', { version: made.version, summary: made.summary }));
            router.refresh();
          }
        }} />
      <CategoriesSection draft={draft} save={save} problems={problems} locale={locale} busy={busy} />
      <SubServicesSection draft={draft} save={save} problems={problems} locale={locale} busy={busy} />
      <OffersSection draft={draft} save={save} problems={problems} busy={busy} keyOf={keyOf} />
      <GroupsSection draft={draft} save={save} problems={problems} locale={locale} busy={busy} />
      <VersionsSection versions={versions} busy={busy}
        restore={async (id) => {
          const made = await attempt(() => apiFetch(`/api/sip/admin/catalogue/versions/${id}/restore`, PublishResultSchema, { method: 'POST', body: {} }));
          if (made) {
            setStatus(t('versions.restored', { version: id, made: made.version }));
            router.refresh();
          }
        }} />
    </>
  );
}

function PublishPanel({ draft, busy, publish, discard, locale }: { draft: CatalogueDraft; busy: boolean; publish: (note: string) => Promise<void>; discard: () => Promise<void>; locale: Locale }) {
  const t = useTranslations('CatalogueEditor');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const nameOf = (entity: string, id: string) => {
    if (entity === 'discountOffer') return draft.document.discountOffers.find((o) => o.id === id)?.name || id;
    const record = entity === 'category' ? draft.document.categories.find((c) => c.id === id)
      : entity === 'subService' ? draft.document.subServices.find((s) => s.id === id) : draft.document.attributeGroups.find((g) => g.id === id);
    return record ? inLanguage(record.name, locale) || id : id;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void publish(note.trim());
  };
  return (
    <section className="card catalogue-section" aria-labelledby="draft-heading">
      <h2 id="draft-heading">{t('draft.heading')}</h2>
      <p>{t('draft.status', { version: draft.version, basedOn: draft.basedOn })}</p>
      <p>{t('draft.pending', { count: draft.changes.length })}</p>
      {draft.changes.length > 0 && (
        <ul className="catalogue-changes">
          {draft.changes.map((c) => (
            <li key={`${c.entity}-${c.id}`}>
              {t(`draft.${c.action}`, { entity: t(`draft.entity.${c.entity}`), id: nameOf(c.entity, c.id), fields: c.fields.join(', ') })}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="people-edit">
        <Field id="publish-note" label={t('publish.note')}>{(aria) => <input {...aria} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />}</Field>
        <Button type="submit" busy={busy} disabled={draft.changes.length === 0}>{t('publish.button')}</Button>
      </form>
      {draft.changes.length > 0 && !confirming && <Button variant="secondary" onClick={() => setConfirming(true)}>{t('discard.button')}</Button>}
      {draft.changes.length > 0 && confirming && (
        <div role="group" aria-labelledby="discard-confirm" className="catalogue-discard">
          <p id="discard-confirm">{t('discard.confirm', { count: draft.changes.length })}</p>
          <Button variant="danger" busy={busy} onClick={() => void discard().then(() => setConfirming(false))}>{t('discard.yes')}</Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>{t('discard.no')}</Button>
        </div>
      )}
    </section>
  );
}

function CategoriesSection({ draft, save, problems, locale, busy }: { draft: CatalogueDraft; save: Save; problems: Problems; locale: Locale; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  return (
    <section className="catalogue-section" aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t('categories.heading')}</h2>
      <div className="place-list">
        {[...draft.document.categories].sort((a, b) => a.position - b.position).map((c) => (
          <CategoryForm key={keyOf(c)} category={c} subNames={new Map(draft.subCategories.filter((s) => s.categoryId === c.id).map((s) => [s.id, inLanguage(s.name, locale)]))}
            save={save} problems={problemsUnder(problems, `categories.${c.id}`)} locale={locale} busy={busy} />
        ))}
      </div>
    </section>
  );
}

/** "Womenswear, Best sellers" → ["womenswear", "best-sellers"]: the shape the schema takes (a–z, 0–9, -), so a tag is never refused for its spelling. */
const tagList = (text: string) => [...new Set(text.split(',').map((x) => x.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40)).filter(Boolean))];

function CategoryForm({ category, subNames, save, problems, locale, busy }: { category: DraftCategory; subNames: Map<string, string>; save: Save; problems: Problems; locale: Locale; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  const [c, setC] = useState(category);
  const [tags, setTags] = useState(category.tags.join(', '));
  const id = `cat-${category.id}`;
  const name = inLanguage(category.name, locale) || category.identifier;
  return (
    <details className="card place-card" data-testid={id}>
      <summary>{name} {!category.isActive && <span className="place-tag">{t('inactive')}</span>}</summary>
      <form onSubmit={(e) => { e.preventDefault(); void save([{ kind: 'category', category: { ...c, tags: tagList(tags) } }], name); }} aria-label={name}>
        <div className="people-grid">
          <TextIn4 id={id} path={`categories.${c.id}`} label="name" value={c.name} problems={problems} onChange={(v) => setC({ ...c, name: v })} />
          <Field id={`${id}-position`} label={t('position')}>{(aria) => <input {...aria} type="number" min={0} value={c.position} onChange={(e) => setC({ ...c, position: Number(e.target.value) })} />}</Field>
          <Check id={`${id}-active`} label={t('active')} checked={c.isActive} onChange={(isActive) => setC({ ...c, isActive })} />
          <Field id={`${id}-tags`} label={t('categories.tags')}>
            {(aria) => <input {...aria} value={tags} onChange={(e) => setTags(e.target.value)} />}
          </Field>
          <ImagePicker id={`${id}-image`} label={name} value={c.image} onChange={(image) => setC({ ...c, image })} />
          {[...subNames].map(([subId, subName]) => {
            const image = c.subCategories.find((sc) => sc.id === subId)?.image ?? '';
            return (
              <ImagePicker key={subId} id={`${id}-sub-${subId}-image`} label={subName} value={image}
                onChange={(next) => setC({ ...c, subCategories: [...c.subCategories.filter((sc) => sc.id !== subId), { id: subId, image: next }] })} />
            );
          })}
        </div>
        <Button type="submit" busy={busy}>{t('save')}</Button>
      </form>
    </details>
  );
}

function SubServicesSection({ draft, save, problems, locale, busy }: { draft: CatalogueDraft; save: Save; problems: Problems; locale: Locale; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  const [subCategory, setSubCategory] = useState(draft.subCategories[0]?.id ?? '');
  const [fresh, setFresh] = useState<DraftSubService | null>(null);
  const categories = draft.document.categories;
  const list = draft.document.subServices.filter((s) => s.subCategoryId === subCategory).sort((a, b) => a.position - b.position);
  const start = () =>
    setFresh({
      id: newId('ss'), identifier: '', providerId: list[0]?.providerId ?? draft.ateliers[0]?.id ?? '', subCategoryId: subCategory, position: list.length, name: empty, description: empty,
      imageUrl: list[0]?.imageUrl ?? '', kind: 'repair', price: {}, leadTimeDays: 7, canBeMultiple: false, attributeGroupId: null, offerIds: [], isActive: true,
    });
  return (
    <section className="catalogue-section" aria-labelledby="subservices-heading">
      <h2 id="subservices-heading">{t('subServices.heading')}</h2>
      <div className="people-edit">
        <Field id="subservices-subcategory" label={t('subServices.subCategory')}>
          {(aria) => (
            <select {...aria} value={subCategory} onChange={(e) => { setSubCategory(e.target.value); setFresh(null); }}>
              {categories.map((c) => (
                <optgroup key={c.id} label={inLanguage(c.name, locale)}>
                  {draft.subCategories.filter((s) => s.categoryId === c.id).map((s) => <option key={s.id} value={s.id}>{inLanguage(s.name, locale)}</option>)}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Button variant="secondary" onClick={start}>{t('subServices.new')}</Button>
      </div>
      <div className="place-list">
        {fresh && (
          <SubServiceForm key={fresh.id} sub={fresh} isNew draft={draft} problems={problemsUnder(problems, `subServices.${fresh.id}`)} locale={locale} busy={busy}
            save={async (edits, name) => { const ok = await save(edits, name); if (ok) setFresh(null); return ok; }} />
        )}
        {list.length === 0 && !fresh && <p>{t('subServices.none')}</p>}
        {list.map((s) => (
          <SubServiceForm key={keyOf(s)} sub={s} draft={draft} save={save} problems={problemsUnder(problems, `subServices.${s.id}`)} locale={locale} busy={busy} />
        ))}
      </div>
    </section>
  );
}

function SubServiceForm({ sub, isNew, draft, save, problems, locale, busy }: {
  sub: DraftSubService; isNew?: boolean; draft: CatalogueDraft; save: Save; problems: Problems; locale: Locale; busy: boolean;
}) {
  const t = useTranslations('CatalogueEditor');
  const [s, setS] = useState(sub);
  const [prices, setPrices] = useState<Record<string, string>>(Object.fromEntries(CURRENCIES.map((c) => [c, major(sub.price[c])])));
  const id = `ss-${sub.id}`;
  const path = `subServices.${sub.id}`;
  const name = inLanguage(sub.name, locale) || (isNew ? t('subServices.newName') : sub.identifier);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const price = toMinorMap(prices, CURRENCIES);
    void save([{ kind: 'subService', subService: { ...s, identifier: s.identifier || s.id, price } }], inLanguage(s.name, locale) || s.id);
  };
  const atelier = draft.ateliers.find((a) => a.id === sub.providerId)?.displayName ?? '';
  const priceLine = CURRENCIES.filter((c) => sub.price[c] !== undefined).map((c) => `${major(sub.price[c])} ${c}`).join(' · ');
  return (
    <details className="card place-card" data-testid={id} open={isNew}>
      <summary>{name} <small>{atelier} · {priceLine}</small>{!sub.isActive && <span className="place-tag">{t('inactive')}</span>}</summary>
      <form onSubmit={submit} aria-label={name}>
        <div className="people-grid">
          {isNew && (
            <Field id={`${id}-id`} label={t('subServices.id')} error={problems[`${path}.id`]}>
              {(aria) => <input {...aria} value={s.id} onChange={(e) => setS({ ...s, id: e.target.value })} />}
            </Field>
          )}
          <TextIn4 id={id} path={path} label="name" value={s.name} problems={problems} onChange={(v) => setS({ ...s, name: v })} />
          <TextIn4 id={id} path={path} label="description" value={s.description} problems={problems} onChange={(v) => setS({ ...s, description: v })} multiline />
          <Field id={`${id}-atelier`} label={t('subServices.atelier')} error={problems[`${path}.providerId`]}>
            {(aria) => <select {...aria} value={s.providerId} onChange={(e) => setS({ ...s, providerId: e.target.value })}>{draft.ateliers.map((a) => <option key={a.id} value={a.id}>{a.displayName}</option>)}</select>}
          </Field>
          <Field id={`${id}-kind`} label={t('subServices.kind')}>
            {(aria) => (
              <select {...aria} value={s.kind} onChange={(e) => setS({ ...s, kind: e.target.value as DraftSubService['kind'] })}>
                <option value="repair">{t('subServices.kinds.repair')}</option>
                <option value="alteration">{t('subServices.kinds.alteration')}</option>
              </select>
            )}
          </Field>
          {CURRENCIES.map((c) => (
            <Field key={c} id={`${id}-price-${c}`} label={t('subServices.price', { currency: c })} error={problems[`${path}.price.${c}`] ?? (c === 'EUR' ? problems[`${path}.price`] : undefined)}>
              {(aria) => <input {...aria} type="number" step="0.01" min={0} inputMode="decimal" value={prices[c]} onChange={(e) => setPrices({ ...prices, [c]: e.target.value })} />}
            </Field>
          ))}
          <Field id={`${id}-lead`} label={t('subServices.leadTime')} error={problems[`${path}.leadTimeDays`]}>
            {(aria) => <input {...aria} type="number" min={0} max={365} value={s.leadTimeDays} onChange={(e) => setS({ ...s, leadTimeDays: Number(e.target.value) })} />}
          </Field>
          <Field id={`${id}-group`} label={t('subServices.group')} error={problems[`${path}.attributeGroupId`]}>
            {(aria) => (
              <select {...aria} value={s.attributeGroupId ?? ''} onChange={(e) => setS({ ...s, attributeGroupId: e.target.value || null })}>
                <option value="">{t('subServices.noGroup')}</option>
                {draft.document.attributeGroups.map((g) => <option key={g.id} value={g.id}>{inLanguage(g.name, locale) || g.identifier}</option>)}
              </select>
            )}
          </Field>
          <Check id={`${id}-multiple`} label={t('subServices.canBeMultiple')} checked={s.canBeMultiple} onChange={(canBeMultiple) => setS({ ...s, canBeMultiple })} />
          <Check id={`${id}-active`} label={t('active')} checked={s.isActive} onChange={(isActive) => setS({ ...s, isActive })} />
        </div>
        <OfferChoice id={id} path={path} sub={s} offers={draft.document.discountOffers} problems={problems} onChange={(offerIds) => setS({ ...s, offerIds })} />
        <div className="people-actions">
          <Button type="submit" busy={busy}>{t('save')}</Button>
          {!isNew && (
            <Button variant="danger" busy={busy} aria-describedby={`${id}-remove-hint`} onClick={() => void save([{ kind: 'removeSubService', id: sub.id }], name)}>{t('subServices.remove')}</Button>
          )}
        </div>
        {!isNew && <p id={`${id}-remove-hint`} className="muted small">{t('subServices.removeHint')}</p>}
      </form>
    </details>
  );
}

function GroupsSection({ draft, save, problems, locale, busy }: { draft: CatalogueDraft; save: Save; problems: Problems; locale: Locale; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  const [chosen, setChosen] = useState('');
  const [fresh, setFresh] = useState<DraftAttributeGroup | null>(null);
  const existing = draft.document.attributeGroups.find((g) => g.id === chosen) ?? null;
  const start = () => {
    const id = newId('form');
    setChosen('');
    setFresh({ id, identifier: id, name: empty, description: empty, attributes: [] });
  };
  const group = fresh ?? existing;
  return (
    <section className="catalogue-section" aria-labelledby="groups-heading">
      <h2 id="groups-heading">{t('groups.heading')}</h2>
      <div className="people-edit">
        <Field id="groups-choose" label={t('groups.choose')}>
          {(aria) => (
            <select {...aria} value={chosen} onChange={(e) => { setChosen(e.target.value); setFresh(null); }}>
              <option value="">—</option>
              {draft.document.attributeGroups.map((g) => <option key={g.id} value={g.id}>{inLanguage(g.name, locale) || g.identifier}</option>)}
            </select>
          )}
        </Field>
        <Button variant="secondary" onClick={start}>{t('groups.new')}</Button>
      </div>
      {group && (
        <GroupForm key={fresh ? `${group.id}-new` : keyOf(group)} group={group} problems={problemsUnder(problems, `attributeGroups.${group.id}`)} locale={locale} busy={busy}
          save={async (edits, name) => {
            const ok = await save(edits, name);
            if (ok && fresh) { setChosen(fresh.id); setFresh(null); }
            return ok;
          }} />
      )}
    </section>
  );
}

function GroupForm({ group, save, problems, locale, busy }: { group: DraftAttributeGroup; save: Save; problems: Problems; locale: Locale; busy: boolean }) {
  const t = useTranslations('CatalogueEditor');
  const [g, setG] = useState(group);
  const label = useId();
  const name = inLanguage(g.name, locale) || t('groups.newName');
  return (
    <div className="card">
      <form aria-labelledby={label} onSubmit={(e) => { e.preventDefault(); void save([{ kind: 'attributeGroup', attributeGroup: g }], name); }}>
        <h3 id={label}>{name}</h3>
        <AttributeFormEditor group={g} problems={problems} locale={locale} onChange={setG} />
        <Button type="submit" busy={busy}>{t('save')}</Button>
      </form>
      <AttributePreview group={g} locale={locale} />
    </div>
  );
}

function VersionsSection({ versions, busy, restore }: { versions: Version[]; busy: boolean; restore: (id: number) => Promise<void> }) {
  const t = useTranslations('CatalogueEditor');
  const format = useFormatter();
  return (
    <section className="catalogue-section" aria-labelledby="versions-heading">
      <h2 id="versions-heading">{t('versions.heading')}</h2>
      {versions.length === 0 ? <p>{t('versions.none')}</p> : (
        <table className="table audit-table">
          <thead>
            <tr><th scope="col">{t('versions.version')}</th><th scope="col">{t('versions.at')}</th><th scope="col">{t('versions.summary')}</th><th scope="col">{t('versions.changes')}</th><th scope="col"><span className="visually-hidden">{t('versions.restore', { version: '' })}</span></th></tr>
          </thead>
          <tbody>
            {versions.map((v, i) => (
              <tr key={v.id}>
                <td>{v.id}</td>
                <td>{format.dateTime(new Date(v.publishedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>{v.summary}</td>
                <td>{v.changeCount}</td>
                <td>{i > 0 && <Button variant="secondary" size="sm" busy={busy} onClick={() => void restore(v.id)}>{t('versions.restore', { version: v.id })}</Button>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
