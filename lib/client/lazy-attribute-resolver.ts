import type { Resolver } from 'react-hook-form';
import type { AttributeFormValues } from './attributes';
import type { AttributeValidationOptions } from '@/lib/attributes/rules';
import type { AttributeGroup } from '@/lib/attributes/types';

/**
 * The attribute resolver, with zod and the rule's schema fetched on the first validation
 * (a blur or a submit) instead of with the page: zod is the largest script a booking step
 * would otherwise parse and run before it responds on a phone.
 */
export function lazyAttributeResolver(groups: AttributeGroup[], translate: AttributeValidationOptions['translate']): Resolver<AttributeFormValues> {
  let resolver: Resolver<AttributeFormValues> | undefined;
  return async (values, context, options) => {
    resolver ??= (await import('./attribute-resolver')).attributeResolver(groups, translate);
    return resolver(values, context, options);
  };
}
