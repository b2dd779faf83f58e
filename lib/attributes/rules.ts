/**
 * The one rule for an item's attribute `values` (identifier → string), shared by the browser
 * form and the server (docs/decisions.md#attributes). Pure: no I/O, no locale state, no zod (the browser loads
 * these with the first render; the zod schema in validate.ts is loaded only to validate).
 */
import type { AttributeDefinition, AttributeGroup } from './types';

// prettier-ignore
export const ATTRIBUTE_ERROR_KEYS = [
  'required', 'unknown', 'inactive', 'tooLong', 'notANumber', 'tooSmall', 'tooLarge',
  'invalidDate', 'invalidOption', 'duplicateOption', 'invalidCheckbox', 'mustBeChecked', 'invalidFile',
] as const;
export type AttributeErrorKey = (typeof ATTRIBUTE_ERROR_KEYS)[number];
export type AttributeErrorParams = Record<string, string | number>;

/** A problem with one value, before translation; `identifier` is the key in `values`. */
export type AttributeIssue = { identifier: string; key: AttributeErrorKey; params?: AttributeErrorParams };

export type AttributeValidationOptions = {
  /** e.g. next-intl's `t` for the "AttributeErrors" namespace. */
  translate: (key: AttributeErrorKey, params?: AttributeErrorParams) => string;
  /** Is this an uploaded image key the caller may use? Without it: any non-empty key of ≤ 64 chars. */
  isKnownFileKey?: (key: string) => boolean;
};

/** Length limits when a text attribute sets no maxLength, so no field is unbounded. */
export const DEFAULT_MAX_LENGTH = { text: 500, textArea: 5000 } as const;
const MAX_FILE_KEY_LENGTH = 64;
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value that counts: blank (empty or whitespace-only) counts as absent. */
function present(values: Readonly<Record<string, string>>, identifier: string): string | undefined {
  const value = Object.hasOwn(values, identifier) ? values[identifier] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Does `def` apply given the other values? A top-level attribute always does; a child only
 * while its parent (same group) applies and the parent's value — for a multiSelect, any of
 * its values — is one of `parentValue` (an empty `parentValue` means any value). A child whose
 * parent is missing from the group, or that sits in a parent cycle, never applies.
 */
export function isAttributeActive(def: AttributeDefinition, values: Readonly<Record<string, string>>, group: AttributeGroup): boolean {
  const seen = new Set<string>();
  let current = def;
  while (current.parentId) {
    if (seen.has(current.id)) return false;
    seen.add(current.id);
    const parent = group.attributes.find((a) => a.id === current.parentId);
    const parentValue = parent && present(values, parent.identifier);
    if (!parent || parentValue === undefined) return false;
    const chosen = parent.type === 'multiSelect' ? parentValue.split(',') : [parentValue];
    if (current.parentValue.length > 0 && !chosen.some((v) => current.parentValue.includes(v))) return false;
    current = parent;
  }
  return true;
}

/** The attributes of `group` that apply to `values`, in order: what the form shows. */
export function activeAttributes(group: AttributeGroup, values: Readonly<Record<string, string>>): AttributeDefinition[] {
  return group.attributes.filter((def) => isAttributeActive(def, values, group));
}

/** `values` without blank entries and without values of attributes that do not apply (for the form to send). */
export function pruneAttributeValues(groups: AttributeGroup[], values: Readonly<Record<string, string>>): Record<string, string> {
  const active = new Set(groups.flatMap((g) => activeAttributes(g, values).map((d) => d.identifier)));
  return Object.fromEntries(Object.entries(values).filter(([id]) => active.has(id) && present(values, id) !== undefined));
}

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

type Problem = [AttributeErrorKey, AttributeErrorParams?] | null;

/** The first problem with a present value for an attribute that applies, or null. */
function checkValue(def: AttributeDefinition, value: string, isKnownFileKey?: (key: string) => boolean): Problem {
  const { metadata } = def;
  const options = (metadata.options ?? []).map((o) => o.value);
  switch (def.type) {
    case 'text':
    case 'textArea': {
      const max = metadata.maxLength ?? DEFAULT_MAX_LENGTH[def.type];
      return [...value].length > max ? ['tooLong', { max }] : null;
    }
    case 'number': {
      if (!DECIMAL.test(value)) return ['notANumber'];
      const n = Number(value);
      if (metadata.min !== undefined && n < metadata.min) return ['tooSmall', { min: metadata.min }];
      if (metadata.max !== undefined && n > metadata.max) return ['tooLarge', { max: metadata.max }];
      return null;
    }
    case 'date':
      return isCalendarDate(value) ? null : ['invalidDate'];
    case 'select':
    case 'radio':
      return options.includes(value) ? null : ['invalidOption'];
    case 'multiSelect': {
      const chosen = value.split(',');
      if (!chosen.every((v) => options.includes(v))) return ['invalidOption'];
      return new Set(chosen).size === chosen.length ? null : ['duplicateOption'];
    }
    case 'checkbox':
      if (value !== 'true' && value !== 'false') return ['invalidCheckbox'];
      return def.isRequired && value !== 'true' ? ['mustBeChecked'] : null;
    case 'file': {
      const known = isKnownFileKey ? isKnownFileKey(value) : value.length <= MAX_FILE_KEY_LENGTH;
      return known ? null : ['invalidFile'];
    }
  }
}

/**
 * Every problem with `values` against the groups (an item's group and its services' groups),
 * at most one per identifier. When several groups define one identifier, the value must
 * satisfy each definition that applies.
 */
export function attributeIssues(
  groups: AttributeGroup[],
  values: Readonly<Record<string, string>>,
  isKnownFileKey?: (key: string) => boolean,
): AttributeIssue[] {
  const defs = groups.flatMap((group) =>
    group.attributes.map((def) => ({ def, active: isAttributeActive(def, values, group) })),
  );
  const issues = new Map<string, AttributeIssue>();
  const add = (identifier: string, [key, params]: NonNullable<Problem>) => {
    if (!issues.has(identifier)) issues.set(identifier, params ? { identifier, key, params } : { identifier, key });
  };

  for (const identifier of Object.keys(values)) {
    const value = present(values, identifier);
    if (value === undefined) continue;
    const matching = defs.filter((d) => d.def.identifier === identifier);
    if (matching.length === 0) add(identifier, ['unknown']);
    else if (!matching.some((d) => d.active)) add(identifier, ['inactive']);
    for (const { def } of matching.filter((d) => d.active)) {
      const problem = checkValue(def, value, isKnownFileKey);
      if (problem) add(identifier, problem);
    }
  }
  for (const { def, active } of defs) {
    if (active && def.isRequired && present(values, def.identifier) === undefined) add(def.identifier, ['required']);
  }
  return [...issues.values()];
}
