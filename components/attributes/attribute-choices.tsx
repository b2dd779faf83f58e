import type { Ref } from 'react';
import type { AttributeDefinition } from '@/lib/attributes/types';
import { inLanguage } from '@/lib/i18n/translated';

type Option = NonNullable<AttributeDefinition['metadata']['options']>[number];
type Props = {
  type: 'radio' | 'checkbox';
  className: string;
  name: string;
  options: Option[];
  locale: string;
  isChecked: (value: string) => boolean;
  onPick: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form focuses the first choice on an error. */
  firstRef: Ref<HTMLInputElement>;
  invalid?: boolean;
};

/** An attribute's options as radios (one of) or checkboxes (several of), labelled in the visitor's language. */
export function AttributeChoices({ type, className, name, options, locale, isChecked, onPick, onBlur, firstRef, invalid }: Props) {
  return (
    <div className={className}>
      {options.map((o, i) => (
        <label key={o._id} className="choice">
          <input
            type={type}
            name={name}
            value={o.value}
            checked={isChecked(o.value)}
            onChange={() => onPick(o.value)}
            onBlur={onBlur}
            ref={i === 0 ? firstRef : undefined}
            aria-invalid={invalid ? true : undefined}
          />
          <span>{inLanguage(o.label, locale)}</span>
        </label>
      ))}
    </div>
  );
}
