import type { AttributeDefinition, AttributeGroup } from '@/lib/attributes/types';
import type { TranslatedString } from '@/lib/schemas/common';
import type { CartAttribute } from '@/lib/schemas/cart';

const NO_STYLE = { colorCode: '', fontFamily: '', fontSize: '', fontWeight: '', fontStyle: '' };

/** The label of a select/radio/multiSelect value (multiSelect: labels joined with ", "). */
export function translatedValue(def: AttributeDefinition, value: string | undefined): TranslatedString | null {
  if (!value || !def.metadata.options) return null;
  const picked = value.split(',').map((v) => def.metadata.options!.find((o) => o.value === v.trim())).filter((o) => !!o);
  if (picked.length === 0) return null;
  const join = (lang: keyof TranslatedString) => picked.map((o) => o.label[lang]).join(', ');
  return { fr: join('fr'), en: join('en'), de: join('de'), es: join('es') };
}

/** One attribute definition in the interface's cart-attribute form, with the item's value. */
export function cartAttribute(def: AttributeDefinition, value: string | undefined): CartAttribute {
  const choice = def.metadata.options
    ? {
        subType: def.type,
        hadDefaultValue: false,
        options: def.metadata.options.map((o) => ({ value: o.value, metadata: NO_STYLE, translations: o.label })),
      }
    : null;
  const textual = { maxLength: def.metadata.maxLength ?? null };
  return {
    labelTranslation: def.label,
    helperTextTranslation: def.helperLabel,
    required: def.isRequired,
    type: def.type,
    text: def.type === 'text' ? textual : null,
    textArea: def.type === 'textArea' ? textual : null,
    select: def.type === 'select' ? choice : null,
    multiSelect: def.type === 'multiSelect' ? choice : null,
    checkbox: def.type === 'checkbox' ? {} : null,
    radio: def.type === 'radio' ? choice : null,
    date: def.type === 'date' ? {} : null,
    number: def.type === 'number' ? { min: def.metadata.min ?? null, max: def.metadata.max ?? null } : null,
    file: def.type === 'file' ? { accept: def.metadata.accept ?? [] } : null,
    _id: def.id,
    identifier: def.identifier,
    __v: 0,
    parentId: def.parentId,
    parentValue: def.parentValue,
    value: value ?? null,
    translatedValue: translatedValue(def, value),
  };
}

/** Every definition of the groups once (an identifier shared by two groups shows once). */
export function groupAttributes(groups: AttributeGroup[], values: Record<string, string>): CartAttribute[] {
  const seen = new Set<string>();
  return groups.flatMap((g) => g.attributes).filter((d) => !seen.has(d.identifier) && seen.add(d.identifier)).map((d) => cartAttribute(d, values[d.identifier]));
}
