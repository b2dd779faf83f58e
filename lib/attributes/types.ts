import type { TranslatedString } from '@/lib/schemas/common';

export const ATTRIBUTE_TYPES = [
  'text',
  'textArea',
  'number',
  'date',
  'select',
  'multiSelect',
  'checkbox',
  'radio',
  'file',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export type AttributeOption = { _id: string; value: string; label: TranslatedString };

/** The rules of each type live in `metadata`; unused keys are absent. */
export type AttributeMetadata = {
  maxLength?: number;
  min?: number;
  max?: number;
  options?: AttributeOption[];
  /** file: accepted MIME types. */
  accept?: string[];
};

/** One attribute definition as the domain sees it (ids resolved, parent single-valued). */
export type AttributeDefinition = {
  id: string;
  identifier: string;
  type: AttributeType;
  label: TranslatedString;
  helperLabel: TranslatedString;
  isRequired: boolean;
  metadata: AttributeMetadata;
  parentId: string | null;
  parentValue: string[];
};

export type AttributeGroup = {
  id: string;
  identifier: string;
  name: TranslatedString;
  description: TranslatedString;
  attributes: AttributeDefinition[];
};
