'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { Button } from '@/components/ui/button';
import { ATTRIBUTE_TYPES, type AttributeGroup } from '@/lib/attributes/types';
import type { AttributeFormValues } from '@/lib/client/attributes';
import type { DraftAttribute, DraftAttributeGroup, DraftText } from '@/lib/schemas/catalogue-editor';
import { inLanguage } from '@/lib/i18n/translated';
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

/** The attributes `attr` may depend on: the others of its form, except those that already depend on it (a circle would never show). */
export function parentCandidates(group: DraftAttributeGroup, attr: DraftAttribute): DraftAttribute[] {
  const dependsOn = (x: DraftAttribute): boolean => {
    const seen = new Set<string>();
    for (let p: DraftAttribute | undefined = x; p && p.parentId !== null && !seen.has(p.id); p = group.attributes.find((y) => y.id === p!.parentId)) {
      seen.add(p.id);
      if (p.parentId === attr.id) return true;
    }
    return false;
  };
  return group.attributes.filter((x) => x.id !== attr.id && !dependsOn(x));
}

/**
 * The parent rule (lib/attributes/rules.ts `isAttributeActive`): the field it depends on and the
 * values that show it. A choice offers its options, a checkbox ticked or not, other types free values.
 */
function ParentRule({ attr, n, group, at, problems, locale, onChange }: {
  attr: DraftAttribute; n: number; group: DraftAttributeGroup; at: string; problems: Problems; locale: Locale; onChange: (a: DraftAttribute) => void;
}) {
  const t = useTranslations('CatalogueEditor');
  const id = `attr-${attr.id}-parent`;
  const parent = group.attributes.find((x) => x.id === attr.parentId);
  const values = new Set(attr.parentValue);
  const toggle = (value: string, on: boolean) => onChange({ ...attr, parentValue: on ? [...attr.parentValue, value] : attr.parentValue.filter((v) => v !== value) });
  const choices = parent && CHOICES.has(parent.type)
    ? (parent.metadata.options ?? []).map((o) => ({ value: o.value, label: inLanguage(o.label, locale) || o.value }))
    : parent?.type === 'checkbox' ? [{ value: 'true', label: t('groups.checked') }, { value: 'false', label: t('groups.unchecked') }] : null;
  const valueError = Object.entries(problems).find(([k]) => k === `${at}.parentValue` || k.startsWith(`${at}.parentValue.`))?.[1];
  return (
    <div className="catalogue-rule place-wide">
      <Field id={id} label={t('groups.parent', { n })} error={problems[`${at}.parentId`]}>
        {(aria) => (
          <select {...aria} value={attr.parentId ?? ''} onChange={(e) => onChange({ ...attr, parentId: e.target.value || null, parentValue: [] })}>
            <option value="">{t('groups.parentNone')}</option>
            {parentCandidates(group, attr).map((x) => <option key={x.id} value={x.id}>{inLanguage(x.label, locale) || x.identifier}</option>)}
          </select>
        )}
      </Field>
      {parent && choices && (
        <fieldset aria-describedby={valueError ? `${id}-values-error` : undefined}>
          <legend>{t('groups.parentValues')}</legend>
          {choices.map((c) => (
            <label key={c.value} htmlFor={`${id}-${c.value}`}>
              <input id={`${id}-${c.value}`} type="checkbox" checked={values.has(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} /> {c.label}
            </label>
          ))}
          {valueError && <p id={`${id}-values-error`} className="field-error">{valueError}</p>}
        </fieldset>
      )}
      {parent && !choices && (
        <Field id={`${id}-values`} label={t('groups.parentValuesText')} error={valueError}>
          {(aria) => (
            <input {...aria} value={attr.parentValue.join(', ')}
              onChange={(e) => onChange({ ...attr, parentValue: e.target.value.split(',').map((v) => v.trim()).filter(Boolean) })} />
          )}
        </Field>
      )}
    </div>
  );
}

function AttributeEditor({ attr, n, path, group, problems, locale, onChange, onRemove }: {
  attr: DraftAttribute; n: number; path: string; group: DraftAttributeGroup; problems: Problems; locale: Locale; onChange: (a: DraftAttribute) => void; onRemove: () => void;
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
        <ParentRule attr={attr} n={n} group={group} at={at} problems={problems} locale={locale} onChange={onChange} />
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
export function AttributeFormEditor({ group, problems, locale, onChange }: { group: DraftAttributeGroup; problems: Problems; locale: Locale; onChange: (g: DraftAttributeGroup) => void }) {
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
        <AttributeEditor key={a.id} attr={a} n={i + 1} path={path} group={group} problems={problems} locale={locale}
          onChange={(next) => onChange({ ...group, attributes: group.attributes.map((x) => (x.id === a.id ? next : x)) })}
          // Removing a field frees the fields that depended on it (they would otherwise point at nothing: 422 on save).
          onRemove={() => onChange({ ...group, attributes: group.attributes.filter((x) => x.id !== a.id).map((x) => (x.parentId === a.id ? { ...x, parentId: null, parentValue: [] } : x)) })} />
      ))}
      <Button variant="secondary" onClick={addField}>{t('groups.addField')}</Button>
    </div>
  );
}
