import type { AttributeDefinition, AttributeGroup } from './types';
import { activeAttributes } from './validate';

// Valid sample values for attribute groups: tests and benchmarks fill forms with them.

/** A value that satisfies one definition (used to fill required attributes in tests and benches). */
export function sampleValue(def: AttributeDefinition): string | undefined {
  const options = def.metadata.options ?? [];
  switch (def.type) {
    case 'text':
    case 'textArea':
      return 'Test'.slice(0, def.metadata.maxLength ?? 4);
    case 'number':
      return String(def.metadata.min ?? 1);
    case 'date':
      return '2025-06-01';
    case 'select':
    case 'radio':
    case 'multiSelect':
      return options[0]?.value;
    case 'checkbox':
      return 'true';
    case 'file':
      return undefined;
  }
}

/** Values for every required, active attribute of the groups (children follow their parents). */
export function requiredValues(groups: AttributeGroup[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let pass = 0; pass < 3; pass++) {
    for (const group of groups) {
      for (const def of activeAttributes(group, values)) {
        if (def.isRequired && values[def.identifier] === undefined) {
          const value = sampleValue(def);
          if (value !== undefined) values[def.identifier] = value;
        }
      }
    }
  }
  return values;
}

