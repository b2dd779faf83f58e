import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { AttributeFormValues } from './attributes';
import { attributeValuesSchema, type AttributeValidationOptions } from '@/lib/attributes/validate';
import type { AttributeGroup } from '@/lib/attributes/types';
import { attributeFormSchema } from './attributes';

/** react-hook-form's resolver for attribute values: the server's zod rule (loaded on demand). */
export function attributeResolver(groups: AttributeGroup[], translate: AttributeValidationOptions['translate']): Resolver<AttributeFormValues> {
  return zodResolver(attributeFormSchema(attributeValuesSchema(groups, { translate }))) as Resolver<AttributeFormValues>;
}
