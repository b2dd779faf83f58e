'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { Button } from '@/components/ui/button';
import { ATTRIBUTE_TYPES, type AttributeGroup } from '@/lib/attributes/types';
import type { AttributeFormValues } from '@/lib/client/attributes';
import type { DraftAttribute, DraftAttributeGroup, DraftText } from '@/lib/schemas/catalogue-editor';
import type { Locale } from '@/lib/schemas/common';
import { Check, Field, TextIn4, type Problems } from './fields';

const empty: DraftText = { fr: '', en: '', de: '', es: '' };
const CHOICES = new Set(['select', 'multiSelect', 'radio']);
const TEXTS = new Set(['text', 'textArea']);

/**
 * The customer's form, drawn by the services step's own component from the form being edited.
 * Outside the editor's <form>: its required fields must not block saving.
 */
export function AttributePreview({ group, locale }: { group: DraftAttributeGroup; locale: Locale }) {
  const t = useTranslations('CatalogueEditor');
  const form = useForm<AttributeFormValues>({ defaultValues: { values: {} } });
  const values = useWatch({ control: form.control, name: 'values' }) ?? {};
  return (
    <section className="card catalogue-preview" aria-labelledby={`preview-${group.id}`}>
      <h3 id={`preview-${group.id}`}>{t('groups.preview')}</h3>
      <AttributeFields groups={[group as AttributeGroup]} values={values} control={form.control} errors={form.formState.errors} locale={locale} showGroupHeadings />
    </section>
  );
}

function AttributeEditor({ attr, n, path, problems, onChange, onRemove }: {
  attr: DraftAttribute; n: number; path: string; problems: Problems; onChange: (a: DraftAttribute) => void; onRemove: () => void;
}) {
  const t = useTranslations('CatalogueEditor');
  const at = `${path}.attributes.${attr.id}`;
  const id = `attr-${attr.id}`;
  const options = attr.metadata.options ?? [];
  const setOptions = (next: typeof options) => onChange({ ...attr, metadata: { ...attr.metadata, options: next } });
  return (
    <fieldset className="catalogue-attr">
      <legend>{t('groups.field', { n })}</legend>
      <div className="people-grid">
        <Field id={`${id}-identifier`} label={t('identifier')} error={problems[`${at}.identifier`]}>
          {(aria) => <input {...aria} value={attr.identifier} onChange={(e) => onChange({ ...attr, identifier: e.target.value })} />}
        </Field>
        <Field id={`${id}-type`} label={t('groups.type')}>
          {(aria) => (
            <select {...aria} value={attr.type} onChange={(e) => onChange({ ...attr, type: e.target.value as DraftAttribute['type'] })}>
              {ATTRIBUTE_TYPES.map((type) => <option key={type} value={type}>{t(`groups.types.${type}`)}</option>)}
            </select>
          )}
        </Field>
        <Check id={`${id}-required`} label={t('groups.required')} checked={attr.isRequired} onChange={(isRequired) => onChange({ ...attr, isRequired })} />
        {TEXTS.has(attr.type) && (
          <Field id={`${id}-maxLength`} label={t('groups.maxLength')} error={problems[`${at}.metadata.maxLength`]}>
            {(aria) => (
              <input {...aria} type="number" min={1} value={attr.metadata.maxLength ?? ''}
                onChange={(e) => onChange({ ...attr, metadata: { ...attr.metadata, maxLength: e.target.value === '' ? undefined : Number(e.target.value) } })} />
            )}
          </Field>
        )}
        <TextIn4 id={id} path={at} label="label" value={attr.label} problems={problems} onChange={(label) => onChange({ ...attr, label })} />
        <TextIn4 id={id} path={at} label="helperLabel" value={attr.helperLabel} problems={problems} onChange={(helperLabel) => onChange({ ...attr, helperLabel })} />
      </div>
      {CHOICES.has(attr.type) && (
        <fieldset className="catalogue-options">
          <legend>{t('groups.options')}</legend>
          {problems[`${at}.metadata.options`] && <p className="field-error">{problems[`${at}.metadata.options`]}</p>}
          {options.map((o, i) => (
            <div key={o._id} className="people-grid">
              <Field id={`${id}-opt-${i}-value`} label={t('groups.optionValue', { n: i + 1 })} error={problems[`${at}.metadata.options.${i}.value`]}>
                {(aria) => <input {...aria} value={o.value} onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />}
              </Field>
              {(['fr', 'en', 'de', 'es'] as const).map((lang) => (
                <Field key={lang} id={`${id}-opt-${i}-${lang}`} label={t('groups.optionLabel', { n: i + 1, lang: t(`lang.${lang}`) })} error={problems[`${at}.metadata.options.${i}.label.${lang}`]}>
                  {(aria) => <input {...aria} lang={lang} value={o.label[lang]} onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, label: { ...x.label, [lang]: e.target.value } } : x)))} />}
                </Field>
              ))}
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => setOptions([...options, { _id: `${attr.id}-o${Date.now().toString(36)}`, value: '', label: empty }])}>{t('groups.addOption')}</Button>
        </fieldset>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove}>{t('groups.removeField', { n })}</Button>
    </fieldset>
  );
}

/** An attribute form (group) being edited; its preview is AttributePreview, beside the form. */
export function AttributeFormEditor({ group, problems, onChange }: { group: DraftAttributeGroup; problems: Problems; onChange: (g: DraftAttributeGroup) => void }) {
  const t = useTranslations('CatalogueEditor');
  const path = `attributeGroups.${group.id}`;
  const addField = () => {
    const id = `${group.id}-f${Date.now().toString(36)}`.slice(0, 80);
    onChange({ ...group, attributes: [...group.attributes, { id, identifier: id, type: 'text', label: empty, helperLabel: empty, isRequired: false, metadata: {}, parentId: null, parentValue: [] }] });
  };
  return (
    <div className="catalogue-group">
      <div className="people-grid">
        <Field id={`group-${group.id}-identifier`} label={t('identifier')} error={problems[`${path}.identifier`]}>
          {(aria) => <input {...aria} value={group.identifier} onChange={(e) => onChange({ ...group, identifier: e.target.value })} />}
        </Field>
        <TextIn4 id={`group-${group.id}`} path={path} label="name" value={group.name} problems={problems} onChange={(name) => onChange({ ...group, name })} />
        <TextIn4 id={`group-${group.id}`} path={path} label="description" value={group.description} problems={problems} onChange={(description) => onChange({ ...group, description })} />
      </div>
      <h3>{t('groups.fields')}</h3>
      {group.attributes.map((a, i) => (
        <AttributeEditor key={a.id} attr={a} n={i + 1} path={path} problems={problems}
          onChange={(next) => onChange({ ...group, attributes: group.attributes.map((x) => (x.id === a.id ? next : x)) })}
          onRemove={() => onChange({ ...group, attributes: group.attributes.filter((x) => x.id !== a.id) })} />
      ))}
      <Button variant="secondary" onClick={addField}>{t('groups.addField')}</Button>
    </div>
  );
}
