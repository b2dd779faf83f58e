import type { ReactNode } from 'react';

/** The ids a control needs so its hint and error are read with it. */
export function fieldAria(id: string, opts: { hint?: ReactNode; error?: string | null; counter?: boolean }) {
  const describedBy = [opts.hint ? `${id}-hint` : null, opts.counter ? `${id}-count` : null, opts.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': opts.error ? (true as const) : undefined,
  };
}

type Props = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** "n / max" under the control, read politely as it changes. */
  counter?: { length: number; max: number; label: string };
  /** A radio group or checkbox list: a fieldset with a legend instead of a label. */
  group?: boolean;
  optionalLabel?: string;
  className?: string;
  children: ReactNode;
};

/** Label, hint, control, error: the error sits under the control and is tied to it by aria-describedby. */
export function Field({ id, label, hint, error, required, counter, group, optionalLabel, className, children }: Props) {
  const labelText = (
    <>
      {label}
      {required ? <span className="req" aria-hidden="true"> *</span> : optionalLabel ? <span className="optional"> ({optionalLabel})</span> : null}
    </>
  );
  const below = <FieldNotes id={id} hint={hint} counter={counter} error={error} />;
  if (group) {
    return (
      <fieldset className={`field field-group${error ? ' has-error' : ''} ${className ?? ''}`} aria-describedby={fieldAria(id, { hint, error })['aria-describedby']}>
        <legend className="field-label">{labelText}</legend>
        {children}
        {below}
      </fieldset>
    );
  }
  return (
    <div className={`field${error ? ' has-error' : ''} ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {labelText}
      </label>
      {children}
      {below}
    </div>
  );
}

/** What stands under a control: its hint, its counter, its error, each with the id the control's aria-describedby names. */
export function FieldNotes({ id, hint, counter, error }: Pick<Props, 'id' | 'hint' | 'counter' | 'error'>) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p className={`field-count${counter.length > counter.max ? ' over' : ''}`} id={`${id}-count`} aria-live="polite">
          {counter.label}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
