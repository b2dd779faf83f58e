import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './field';

type Option = { value: string; label: ReactNode };
type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  id: string;
  label: ReactNode;
  options: readonly Option[];
  /** A first option with the empty value ("any", "all stores"), when choosing none is allowed. */
  empty?: string;
};

/** A labelled select over a list; the other props (name, value, onChange…) go to the select. */
export function SelectField({ id, label, options, empty, ...select }: Props) {
  return (
    <Field id={id} label={label}>
      <select id={id} {...select}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
