'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { activeAttributes, DEFAULT_MAX_LENGTH } from '@/lib/attributes/rules';
import type { AttributeDefinition, AttributeGroup } from '@/lib/attributes/types';
import type { Locale } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';
import type { AttributeFormValues } from '@/lib/client/attributes';
import { thumbnailUrl } from '@/lib/client/upload';
import { problemMessage } from '../ui/error-state';
import { AttributeChoices } from './attribute-choices';
import { Thumb } from '../ui/thumb';
import { Field, FieldNotes, fieldAria } from '../ui/field';
import { inLanguage } from '@/lib/i18n/translated';
import { typedInches, usesInches, withInches } from '@/lib/attributes/length-units';

type Props = {
  groups: AttributeGroup[];
  /** The current values (watched), so inactive children hide at once. */
  values: Record<string, string>;
  control: Control<AttributeFormValues>;
  errors: FieldErrors<AttributeFormValues>;
  locale: Locale;
  /** Uploads a file attribute's photo; resolves with the stored image (its key becomes the value). */
  uploadFile?: (file: File) => Promise<Image>;
  /** Images already uploaded for file attributes, by key, for previews. */
  knownImages?: Record<string, Image>;
  showGroupHeadings?: boolean;
  /** The store's country: where it measures in inches, lengths in centimetres get their inches beside them (docs/customer-site.md#lengths). */
  country?: string;
};

/**
 * The fields of attribute groups, generated from their definitions (all nine types). Only
 * attributes that apply to the current values are shown; a shared identifier shows once.
 */
export function AttributeFields({ groups, values, control, errors, locale, uploadFile, knownImages, showGroupHeadings, country }: Props) {
  const seen = new Set<string>();
  return (
    <>
      {groups.map((group) => {
        const defs = activeAttributes(group, values).filter((d) => (seen.has(d.identifier) ? false : (seen.add(d.identifier), true)));
        if (defs.length === 0) return null;
        const fields = defs.map((def) => (
          <AttributeField
            key={def.identifier}
            def={def}
            control={control}
            error={errors.values?.[def.identifier]?.message}
            locale={locale}
            country={country}
            uploadFile={uploadFile}
            knownImages={knownImages}
          />
        ));
        return showGroupHeadings ? (
          <section key={group.id} className="attr-group" aria-labelledby={`grp-${group.id}`}>
            <h3 id={`grp-${group.id}`}>{inLanguage(group.name, locale)}</h3>
            <p className="muted">{inLanguage(group.description, locale)}</p>
            {fields}
          </section>
        ) : (
          <div key={group.id} className="attr-group">
            {fields}
          </div>
        );
      })}
    </>
  );
}

function AttributeField({
  def,
  control,
  error,
  locale,
  country,
  uploadFile,
  knownImages,
}: {
  def: AttributeDefinition;
  control: Control<AttributeFormValues>;
  error?: string;
  locale: Locale;
  country?: string;
  uploadFile?: Props['uploadFile'];
  knownImages?: Props['knownImages'];
}) {
  const t = useTranslations('UI');
  const uid = useId();
  const id = `attr-${def.identifier}-${uid.replace(/[^a-zA-Z0-9]/g, '')}`;
  const label = withInches(inLanguage(def.label, locale), country, locale);
  const hint = withInches(inLanguage(def.helperLabel, locale), country, locale);
  const options = (def.metadata.options ?? []).map((o) => (usesInches(country) ? { ...o, label: { ...o.label, [locale]: withInches(inLanguage(o.label, locale), country, locale) } } : o));
  const common = { id, label, hint, error, required: def.isRequired, optionalLabel: t('optional') };

  return (
    <Controller
      control={control}
      name={`values.${def.identifier}`}
      render={({ field }) => {
        const value = field.value ?? '';
        switch (def.type) {
          case 'text':
          case 'textArea': {
            const max = def.metadata.maxLength ?? DEFAULT_MAX_LENGTH[def.type];
            const length = [...value].length;
            const counter = def.metadata.maxLength ? { length, max, label: t('charCount', { count: length, max }) } : undefined;
            const aria = fieldAria(id, { hint, error, counter: !!counter });
            return (
              <Field {...common} counter={counter}>
                {def.type === 'text' ? (
                  <input type="text" {...aria} name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required={def.isRequired} />
                ) : (
                  <textarea {...aria} name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} rows={3} required={def.isRequired} />
                )}
              </Field>
            );
          }
          case 'number':
            return (
              <Field {...common}>
                <input
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={def.metadata.min}
                  max={def.metadata.max}
                  {...fieldAria(id, { hint, error })}
                  name={field.name}
                  value={value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  required={def.isRequired}
                  className="input-short"
                />
                {typedInches(label, value, country, locale) ? <span className="muted small"> ≈ {typedInches(label, value, country, locale)}</span> : null}
              </Field>
            );
          case 'date':
            return (
              <Field {...common}>
                <input type="date" {...fieldAria(id, { hint, error })} name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required={def.isRequired} className="input-short" />
              </Field>
            );
          case 'select':
            return (
              <Field {...common}>
                <select {...fieldAria(id, { hint, error })} name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required={def.isRequired}>
                  <option value="">{t('choose')}</option>
                  {options.map((o) => (
                    <option key={o._id} value={o.value}>
                      {inLanguage(o.label, locale)}
                    </option>
                  ))}
                </select>
              </Field>
            );
          case 'radio':
            return (
              <Field {...common} group>
                <AttributeChoices type="radio" className="choice-row" name={field.name} options={options} locale={locale} isChecked={(v) => value === v} onPick={field.onChange} onBlur={field.onBlur} firstRef={field.ref} />
              </Field>
            );
          case 'multiSelect': {
            const chosen = value ? value.split(',') : [];
            const toggle = (v: string) => {
              const next = chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v];
              // Keep the options' own order so the stored value is stable.
              field.onChange(options.map((o) => o.value).filter((ov) => next.includes(ov)).join(','));
            };
            return (
              <Field {...common} group>
                <AttributeChoices
                  type="checkbox"
                  className="choice-grid"
                  name={field.name}
                  options={options}
                  locale={locale}
                  isChecked={(v) => chosen.includes(v)}
                  onPick={toggle}
                  onBlur={field.onBlur}
                  firstRef={field.ref}
                  invalid={!!error}
                />
              </Field>
            );
          }
          case 'checkbox':
            return (
              <div className={`field field-check${error ? ' has-error' : ''}`}>
                <label className="choice">
                  <input
                    type="checkbox"
                    {...fieldAria(id, { hint, error })}
                    name={field.name}
                    checked={value === 'true'}
                    onChange={(e) => field.onChange(e.target.checked ? 'true' : 'false')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  <span>
                    {label}
                    {def.isRequired ? <span className="req" aria-hidden="true"> *</span> : null}
                  </span>
                </label>
                <FieldNotes id={id} hint={hint} error={error} />
              </div>
            );
          case 'file':
            return (
              <Field {...common}>
                <FileAttribute
                  id={id}
                  hint={hint}
                  error={error}
                  accept={def.metadata.accept}
                  value={value}
                  onChange={field.onChange}
                  uploadFile={uploadFile}
                  image={value ? knownImages?.[value] : undefined}
                />
              </Field>
            );
        }
      }}
    />
  );
}

function FileAttribute({
  id,
  hint,
  error,
  accept,
  value,
  onChange,
  uploadFile,
  image,
}: {
  id: string;
  hint: string;
  error?: string;
  accept?: string[];
  value: string;
  onChange: (v: string) => void;
  uploadFile?: Props['uploadFile'];
  image?: Image;
}) {
  const t = useTranslations('UI');
  const [state, setState] = useState<{ busy: boolean; error: string | null; preview: string | null }>({ busy: false, error: null, preview: null });
  const onFile = async (file: File | undefined) => {
    if (!file || !uploadFile) return;
    setState({ busy: true, error: null, preview: URL.createObjectURL(file) });
    try {
      const uploaded = await uploadFile(file);
      onChange(uploaded.key);
      setState((s) => ({ ...s, busy: false }));
    } catch (e) {
      setState({ busy: false, error: problemMessage(e, t('unexpected'), t('offline')), preview: null });
    }
  };
  const src = image ? thumbnailUrl(image) : state.preview;
  return (
    <div className="file-attr">
      {value || state.busy ? (
        <div className="file-attr-preview">
          <Thumb src={src} size={64} />
          <span>{state.busy ? t('uploading') : t('photoAttached')}</span>
          {!state.busy ? (
            <button type="button" className="link-button" onClick={() => { onChange(''); setState({ busy: false, error: null, preview: null }); }}>
              {t('remove')}
            </button>
          ) : null}
        </div>
      ) : (
        // Styled as a button (the native control's look and "No file chosen" differ by browser);
        // the input stays in the label, focusable and named by the field's own label.
        <label className="btn btn-secondary file-button">
          {t('choose')}
          <input
            type="file"
            {...fieldAria(id, { hint, error: error ?? state.error })}
            className="visually-hidden-input"
            accept={(accept ?? ['image/jpeg', 'image/png', 'image/webp']).join(',')}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {state.error ? (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
