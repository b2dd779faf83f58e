import { subCategoryNames } from '../../_components/catalogue-names';
import { checkoutStepMetadata, checkoutStepPage } from '../_step-page';
import { ReviewStep } from './review-step';

export const generateMetadata = checkoutStepMetadata('review');

export default async function ReviewPage(props: PageProps<'/[locale]/checkout/review'>) {
  const messages = ['Checkout', 'Cart', 'Account', 'UI', 'Site.refusals', 'Site.review', 'Logistics', 'Lightbox'];
  return checkoutStepPage(props, 'review', messages, async (locale, cartId) => (
    <ReviewStep locale={locale} names={await subCategoryNames(locale)} serverCartId={cartId} />
  ));
}
